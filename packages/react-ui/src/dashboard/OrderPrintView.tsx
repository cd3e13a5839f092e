import type { OrderSeller, PrintedOrder } from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { TotalsList } from "../components/cart/CartView.js";
import { OrderLines } from "../components/checkout/OrderLines.js";
import { orderStatusName } from "../components/checkout/order-status.js";
import { OrderAddresses } from "./OrderDetailView.js";
import { dateTime } from "./parts.js";

/** Props of {@link OrderPrintView}. */
export interface OrderPrintViewProps {
  readonly printed: PrintedOrder;
  /** Opens the browser's print dialog. */
  readonly onPrint: () => void;
}

/** The seller's name and the legal and bank details Shop settings hold (those left empty are not printed). */
const SellerDetails = ({ seller }: { readonly seller: OrderSeller }) => {
  const { LL } = useI18nContext();
  const S = LL.dashboard.shopSettings;
  const details = [
    { label: S.company(), value: seller.company },
    { label: S.idno(), value: seller.idno },
    { label: S.legalAddress(), value: seller.legal_address },
    { label: S.bank(), value: seller.bank },
    { label: S.iban(), value: seller.iban },
  ].filter((d) => d.value !== "");
  return (
    <section className="print-sheet__seller" aria-labelledby="print-seller">
      <h2 id="print-seller">{LL.dashboard.orders.seller()}</h2>
      <p className="print-sheet__shop">{seller.name}</p>
      <dl>
        {details.map((d) => (
          <div key={d.label}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/**
 * An order as a printed A4 page, for packing and for a customer who wants it on paper: the seller's
 * legal and bank details, the order's number, date and status, contacts and addresses, payment and
 * delivery, its lines and totals and the customer's note. The links and the Print button stay off the
 * paper (print CSS in dashboard.css).
 */
export const OrderPrintView = ({ printed, onPrint }: OrderPrintViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  const { order, seller } = printed;
  return (
    <article className="print-sheet">
      <div className="print-sheet__actions">
        <Link href={`/dashboard/orders/${order.id}/`}>← {T.backToOrder()}</Link>
        <button type="button" className="btn" onClick={onPrint}>
          {T.print()}
        </button>
      </div>
      <header className="print-sheet__head">
        <SellerDetails seller={seller} />
        <div>
          <h1>{T.detail({ number: order.number })}</h1>
          <p>{T.placedOn({ at: dateTime(order.created_at, locale) })}</p>
          <p>
            {T.status()}: {orderStatusName(LL, order.status, order.deliveryMethod)}
          </p>
        </div>
      </header>
      <div className="order__addresses">
        <section>
          <h2>{T.contact()}</h2>
          <p>
            {order.contactDetails.email}
            <br />
            {order.contactDetails.phone}
          </p>
        </section>
        <OrderAddresses order={order} />
        <section>
          <h2>{T.methods()}</h2>
          <p>
            {LL.checkout.paymentMethods[order.paymentMethod]()} ({LL.order.paymentStatuses[order.payment_status]()})
            <br />
            {LL.checkout.deliveryMethods[order.deliveryMethod]()}
          </p>
        </section>
      </div>
      <h2>{T.lines()}</h2>
      <OrderLines lines={order.lines} forStaff />
      <TotalsList totals={order.totals} />
      {order.clientNote ? (
        <section className="print-sheet__note">
          <h2>{T.note()}</h2>
          <p>{order.clientNote}</p>
        </section>
      ) : null}
    </article>
  );
};
