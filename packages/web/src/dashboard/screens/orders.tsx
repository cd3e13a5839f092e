import { useLocation, useSearch } from "wouter";
import {
  DASHBOARD_PAGE_SIZE,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type OrderStatus,
  type Page,
  type PaymentMethod,
  type PaymentStatus,
} from "@vitrina/core";
import { OrdersView } from "@vitrina/react-ui/dashboard";
import { saveFile } from "../save-file.js";
import { savedAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { listHref } from "./list-url.js";

const queryFromSearch = (search: string): AdminOrderQuery => {
  const params = new URLSearchParams(search);
  const status = params.get("status") as OrderStatus | null;
  const payment = params.get("payment_status") as PaymentStatus | null;
  const method = params.get("payment_method") as PaymentMethod | null;
  return {
    page: Number(params.get("page") ?? 1) || 1,
    perPage: DASHBOARD_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(payment ? { payment_status: payment } : {}),
    ...(method ? { payment_method: method } : {}),
    ...(params.get("from") ? { from: params.get("from")! } : {}),
    ...(params.get("to") ? { to: params.get("to")! } : {}),
    ...(params.get("search") ? { search: params.get("search")! } : {}),
  };
};

/** The order list; its filters live in the URL, and its export takes the same filters. */
export const Orders = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = queryFromSearch(search);
  const orders = useScreen<Page<AdminOrderSummary>, AdminOrderQuery>((api, q, options) => api.listOrders(q, options), query);
  if (!orders.data) return <ScreenStatus screen={orders} />;
  const { page: _page, perPage: _perPage, ...filter } = query;
  return (
    <>
      <ScreenStatus screen={orders} />
      <OrdersView
        page={orders.data}
        query={query}
        loading={orders.reloading}
        onQueryChange={(q) => navigate(listHref("/dashboard/orders/", q))}
        exporting={orders.saving}
        exportFailure={orders.message?.kind === "error" ? orders.message.text : null}
        onExport={() =>
          void orders
            .save((api) => api.exportOrders(filter))
            .then((outcome) => {
              const bytes = savedAnswer<Uint8Array>(outcome);
              if (bytes) saveFile(bytes, "orders.csv", "text/csv;charset=utf-8");
            })
        }
      />
    </>
  );
};
