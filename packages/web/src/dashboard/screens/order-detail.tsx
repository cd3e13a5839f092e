import { useEffect, useState } from "react";
import { isApiError, type AdminOrder, type OrderStatus } from "@vitrina/core";
import { orderStatusName } from "@vitrina/react-ui";
import { OrderDetailView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { dashboardDocumentTitle } from "../document-title.js";
import { byAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** One order, its status changes, its payment and its staff notes. */
export const OrderDetail = ({ id }: { readonly id: number }) => {
  const { LL } = useI18nContext();
  const order = useScreen<AdminOrder, number>((api, orderId, options) => api.getOrder(orderId, options), id);
  // What a refused change wanted, to say why once the order is read again as it is now.
  const [refused, setRefused] = useState<((current: AdminOrder) => string) | null>(null);
  const [noteText, setNoteText] = useState("");
  const loaded = order.data?.number;
  useEffect(() => {
    // The tab names the order once it is loaded (the app names the screen "Orders" until then).
    if (loaded !== undefined) document.title = dashboardDocumentTitle(`/dashboard/orders/${id}/`, LL, LL.dashboard.orders.detail({ number: loaded }));
  }, [id, loaded, LL]);
  if (!order.data) return <ScreenStatus screen={order} />;
  const T = LL.dashboard.orders;
  const statusName = (s: OrderStatus) => orderStatusName(LL, s, order.data!.deliveryMethod);
  const { number } = order.data;
  /** Runs a change (every one may e-mail the customer) and shows the order as the answer has it; a refusal reads it again. */
  const change = (run: Parameters<typeof order.save<AdminOrder>>[0], stale: (current: AdminOrder) => string) => {
    setRefused(null);
    // The order's own id as the change's row: a refusal is the change's, not field errors of a form.
    void order.save(run, { row: id, apply: byAnswer }).then((outcome) => {
      if (outcome?.kind !== "refused" || !isApiError(outcome.error) || outcome.error.status !== 422) return;
      // Refused because the order changed in another tab or by a colleague: show it as it is now.
      setRefused(() => stale);
      order.reload();
    });
  };
  // How the last change of the order ended: refused as stale (422, the order changed meanwhile), or failed.
  const error = order.outcome?.kind === "refused" && order.outcome.row === id ? order.outcome.error : undefined;
  const stale = isApiError(error) && error.status === 422;
  return (
    <>
      <ScreenStatus screen={order} />
      <OrderDetailView
        order={order.data}
        changing={order.savingRow === id || (stale && order.reloading)}
        failed={(error !== undefined && !stale) || (stale && order.failure !== null)}
        refusal={stale && refused && !order.reloading && order.failure === null ? refused(order.data) : null}
        note={{ text: noteText, saving: order.saving && order.savingRow === undefined, errors: order.errors, message: order.message }}
        onNoteText={setNoteText}
        onAddNote={() =>
          void order
            .save((api) => api.addOrderNote(id, noteText), { apply: byAnswer, texts: { done: T.noteAdded() } })
            .then((outcome) => outcome?.kind === "saved" && setNoteText(""))
        }
        onStatusChange={(status) => {
          // Every change e-mails the customer; a cancel also returns the units to stock.
          const question = status === "cancelled" ? T.confirmCancel({ number }) : T.confirmChange({ number, status: statusName(status) });
          if (!window.confirm(question)) return;
          change(
            (api) => api.changeOrderStatus(id, status),
            (current) => T.stale({ status: statusName(current.status), target: statusName(status) }),
          );
        }}
        onPaymentChange={(paid) => {
          if (!window.confirm(paid ? T.confirmPaid({ number }) : T.confirmUnpaid({ number }))) return;
          change(
            (api) => api.changeOrderPayment(id, paid),
            (current) =>
              T.stale({
                status: current.status === "cancelled" ? statusName(current.status) : LL.order.paymentStatuses[current.payment_status](),
                target: LL.order.paymentStatuses[paid ? "paid" : "unpaid"](),
              }),
          );
        }}
      />
    </>
  );
};
