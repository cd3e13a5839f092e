import { useState } from "react";
import { isApiError, type OrderStatus } from "@vitrina/core";
import { OrderDetailView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useCall, useResource } from "../use-api.js";
import { Pending } from "./pending.js";

/** One order and its status changes. */
export const OrderDetail = ({ id }: { readonly id: number }) => {
  const { LL } = useI18nContext();
  const call = useCall();
  const order = useResource((api) => api.getOrder(id), [id]);
  const [state, setState] = useState<{ changing: boolean; failed: boolean; refusal: string | null }>({ changing: false, failed: false, refusal: null });
  if (!order.data) return <Pending resource={order} />;
  const T = LL.dashboard.orders;
  const statusName = (s: OrderStatus) => LL.order.statuses[s]();
  const { number } = order.data;
  return (
    <OrderDetailView
      order={order.data}
      {...state}
      onStatusChange={(status) => {
        // Every change e-mails the customer; a cancel also returns the units to stock.
        const question = status === "cancelled" ? T.confirmCancel({ number }) : T.confirmChange({ number, status: statusName(status) });
        if (!window.confirm(question)) return;
        setState({ changing: true, failed: false, refusal: null });
        call((api) => api.changeOrderStatus(id, status)).then(
          (updated) => {
            order.set(updated);
            setState({ changing: false, failed: false, refusal: null });
          },
          async (error: unknown) => {
            if (!isApiError(error) || error.status !== 422) return setState({ changing: false, failed: true, refusal: null });
            // Refused because the order changed in another tab or by a colleague: show it as it is now.
            const current = await call((api) => api.getOrder(id)).catch(() => null);
            if (current) order.set(current);
            setState({
              changing: false,
              failed: current === null,
              refusal: current ? T.stale({ status: statusName(current.status), target: statusName(status) }) : null,
            });
          },
        );
      }}
    />
  );
};
