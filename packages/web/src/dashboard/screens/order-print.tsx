import { useEffect } from "react";
import type { PrintedOrder } from "@vitrina/core";
import { OrderPrintView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { dashboardDocumentTitle } from "../document-title.js";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** An order's printable A4 page: outside the dashboard's menu, its Print button opens the browser's print dialog. */
export const OrderPrint = ({ id }: { readonly id: number }) => {
  const { LL } = useI18nContext();
  const printed = useScreen<PrintedOrder, number>((api, orderId, options) => api.printOrder(orderId, options), id);
  const number = printed.data?.order.number;
  useEffect(() => {
    // The tab's title is also the name the browser offers when the page is saved as a PDF.
    if (number !== undefined) document.title = dashboardDocumentTitle(`/dashboard/orders/${id}/print/`, LL, LL.dashboard.orders.detail({ number }));
  }, [id, number, LL]);
  return (
    <main className="print-page">
      {printed.data ? <OrderPrintView printed={printed.data} onPrint={() => window.print()} /> : <ScreenStatus screen={printed} />}
    </main>
  );
};
