import type { OrderInstructions } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link OrderNextSteps}. */
export interface OrderNextStepsProps {
  /** The order's next steps as the server answers them, in the page's language. */
  readonly instructions: OrderInstructions;
}

/**
 * What the shopper does next: the payment and delivery instructions, the bank details of a bank
 * transfer (the order number is the payment reference) and the pickup point and hours of a pickup.
 * Renders nothing when there is nothing to say.
 */
export const OrderNextSteps = ({ instructions }: OrderNextStepsProps) => {
  const { LL } = useI18nContext();
  const { payment, delivery, bank, pickup } = instructions;
  if (!payment && !delivery && !bank && !pickup) return null;
  return (
    <section className="order__next" aria-labelledby="order-next">
      <h2 id="order-next">{LL.order.nextSteps()}</h2>
      {payment ? <p>{payment}</p> : null}
      {bank ? (
        <section aria-labelledby="order-bank">
          <h3 id="order-bank">{LL.order.bankDetails()}</h3>
          <dl className="order__facts">
            <div>
              <dt>{LL.order.beneficiary()}</dt>
              <dd>{bank.beneficiary}</dd>
            </div>
            <div>
              <dt>{LL.order.iban()}</dt>
              <dd translate="no">{bank.iban}</dd>
            </div>
            {bank.bank ? (
              <div>
                <dt>{LL.order.bank()}</dt>
                <dd>{bank.bank}</dd>
              </div>
            ) : null}
            <div>
              <dt>{LL.order.reference()}</dt>
              <dd translate="no">{bank.reference}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {delivery ? <p>{delivery}</p> : null}
      {pickup ? (
        <section aria-labelledby="order-pickup">
          <h3 id="order-pickup">{LL.order.pickupPoint()}</h3>
          {pickup.addresses.map((address) => (
            <p key={address}>{address}</p>
          ))}
          {pickup.schedule ? (
            // The label on a line of its own: the hours often begin with days and a colon of their own.
            <p>
              <strong>{LL.order.hours()}</strong>
              <br />
              {pickup.schedule}
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
};
