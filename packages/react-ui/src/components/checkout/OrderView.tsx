import type { Address, Order } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { TotalsList } from "../cart/CartView.js";
import { OrderLines } from "./OrderLines.js";
import { OrderNextSteps } from "./OrderNextSteps.js";
import { orderStatusName } from "./order-status.js";

/** Props of {@link OrderView}. */
export interface OrderViewProps {
  readonly order: Order;
  /** Country names by code, in the page's language. */
  readonly countryNames: Readonly<Record<string, string>>;
}

const AddressBlock = ({ address, countryNames }: { readonly address: Address; readonly countryNames: Readonly<Record<string, string>> }) => (
  <address>
    {address.firstName} {address.lastName}
    {address.company ? (
      <>
        <br />
        {address.company}
      </>
    ) : null}
    <br />
    {address.address}
    <br />
    {[address.postalCode, address.city].filter(Boolean).join(" ")}, {countryNames[address.country] ?? address.country.toUpperCase()}
  </address>
);

/**
 * The order confirmation: number, status (a pickup order's delivery is its pickup), whether it is
 * paid, what was ordered, totals, addresses and methods, and the next steps the server found true
 * of it (none asking to pay a cancelled or paid order).
 */
export const OrderView = ({ order, countryNames }: OrderViewProps) => {
  const { LL } = useI18nContext();
  const intro = order.status === "delivered" && order.deliveryMethod === "pickup" ? LL.order.pickedUp() : LL.order.statusIntro[order.status]();
  return (
    <div className="container order">
      <h1>{LL.order.title()}</h1>
      <p className="order__number">{LL.order.number({ number: order.number })}</p>
      <p>{intro}</p>
      <dl className="order__facts">
        <div>
          <dt>{LL.order.status()}</dt>
          <dd>{orderStatusName(LL, order.status, order.deliveryMethod)}</dd>
        </div>
        <div>
          <dt>{LL.order.payment()}</dt>
          <dd>
            {LL.checkout.paymentMethods[order.paymentMethod]()}
            {order.status === "cancelled" ? null : ` · ${LL.order.paymentStatuses[order.payment_status]()}`}
          </dd>
        </div>
        <div>
          <dt>{LL.order.delivery()}</dt>
          <dd>{LL.checkout.deliveryMethods[order.deliveryMethod]()}</dd>
        </div>
      </dl>
      {order.instructions ? <OrderNextSteps instructions={order.instructions} /> : null}
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{LL.order.lines()}</h2>
        <OrderLines lines={order.lines} />
        <TotalsList totals={order.totals} />
      </section>
      <div className="order__addresses">
        <section>
          <h2>{LL.order.contact()}</h2>
          <p>
            {order.contactDetails.email}
            <br />
            {order.contactDetails.phone}
          </p>
        </section>
        <section>
          <h2>{LL.order.billing()}</h2>
          <AddressBlock address={order.billingAddress} countryNames={countryNames} />
        </section>
        {order.deliveryAddress ? (
          <section>
            <h2>{LL.order.shipping()}</h2>
            <AddressBlock address={order.deliveryAddress} countryNames={countryNames} />
          </section>
        ) : null}
        {order.clientNote ? (
          <section>
            <h2>{LL.order.note()}</h2>
            <p>{order.clientNote}</p>
          </section>
        ) : null}
      </div>
      <Link href="/" className="btn">
        {LL.order.continueShopping()}
      </Link>
    </div>
  );
};
