import { useEffect, useState } from "react";
import { isApiError, type AdminOrder, type OrderStatus } from "@vitrina/core";
import { orderStatusName } from "@vitrina/react-ui";
import { OrderDetailView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { dashboardDocumentTitle } from "../document-title.js";
import { useCall, useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";

/** One order, its status changes, its payment and its staff notes. */
export const OrderDetail = ({ id }: { readonly id: number }) => {
  const { LL } = useI18nContext();
  const call = useCall();
  const order = useResource((api) => api.getOrder(id), [id]);
  const [state, setState] = useState<{ changing: boolean; failed: boolean; refusal: string | null }>({ changing: false, failed: false, refusal: null });
  const [noteText, setNoteText] = useState("");
  const noteSave = useSave();
  const loaded = order.data?.number;
  useEffect(() => {
    // The tab names the order once it is loaded (the app names the screen "Orders" until then).
    if (loaded !== undefined) document.title = dashboardDocumentTitle(`/dashboard/orders/${id}/`, LL, LL.dashboard.orders.detail({ number: loaded }));
  }, [id, loaded, LL]);
  if (!order.data) return <Pending resource={order} />;
  const T = LL.dashboard.orders;
  const statusName = (s: OrderStatus) => orderStatusName(LL, s, order.data!.deliveryMethod);
  const { number } = order.data;
  /** Runs a change (every one may e-mail the customer) and shows the order as the answer has it; a refusal reloads it. */
  const change = (run: () => Promise<AdminOrder>, refused: (current: AdminOrder) => string) => {
    setState({ changing: true, failed: false, refusal: null });
    run().then(
      (updated) => {
        order.set(updated);
        setState({ changing: false, failed: false, refusal: null });
      },
      async (error: unknown) => {
        if (!isApiError(error) || error.status !== 422) return setState({ changing: false, failed: true, refusal: null });
        // Refused because the order changed in another tab or by a colleague: show it as it is now.
        const current = await call((api) => api.getOrder(id)).catch(() => null);
        if (current) order.set(current);
        setState({ changing: false, failed: current === null, refusal: current ? refused(current) : null });
      },
    );
  };
  return (
    <OrderDetailView
      order={order.data}
      {...state}
      note={{ text: noteText, saving: noteSave.saving, errors: noteSave.errors, message: noteSave.message }}
      onNoteText={setNoteText}
      onAddNote={() =>
        void noteSave
          .run((api) => api.addOrderNote(id, noteText), { done: T.noteAdded() })
          .then((updated) => {
            if (!updated) return;
            order.set(updated);
            setNoteText("");
          })
      }
      onStatusChange={(status) => {
        // Every change e-mails the customer; a cancel also returns the units to stock.
        const question = status === "cancelled" ? T.confirmCancel({ number }) : T.confirmChange({ number, status: statusName(status) });
        if (!window.confirm(question)) return;
        change(
          () => call((api) => api.changeOrderStatus(id, status)),
          (current) => T.stale({ status: statusName(current.status), target: statusName(status) }),
        );
      }}
      onPaymentChange={(paid) => {
        if (!window.confirm(paid ? T.confirmPaid({ number }) : T.confirmUnpaid({ number }))) return;
        change(
          () => call((api) => api.changeOrderPayment(id, paid)),
          (current) =>
            T.stale({
              status: current.status === "cancelled" ? statusName(current.status) : LL.order.paymentStatuses[current.payment_status](),
              target: LL.order.paymentStatuses[paid ? "paid" : "unpaid"](),
            }),
        );
      }}
    />
  );
};
