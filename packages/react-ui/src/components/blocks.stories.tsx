import type { Meta, StoryObj } from "@storybook/react-vite";
import { ORDER_STATUSES } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import "../dashboard.css";

/**
 * The shop's building blocks that are styles rather than components (styles/base.css, pages.css,
 * dashboard.css): buttons, badges, statuses, alerts and fields, in each of their states. The
 * hover, focus and pressed rows are forced with storybook-addon-pseudo-states.
 */
const meta = {
  title: "Building blocks/Styles",
  parameters: {
    pseudo: { hover: [".is-hover"], focusVisible: [".is-focus"], active: [".is-pressed"] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const STATES = [
  ["Default", ""],
  ["Hover", "is-hover"],
  ["Focus", "is-focus"],
  ["Pressed", "is-pressed"],
] as const;

const Buttons = () => {
  const { LL } = useI18nContext();
  const variants = [
    ["btn", LL.catalog.addToCart()],
    ["btn btn--ghost", LL.dashboard.common.edit()],
    ["btn btn--danger", LL.dashboard.common.delete()],
    ["btn btn--small", LL.dashboard.common.save()],
  ] as const;
  return (
    <table className="sb-states">
      <thead>
        <tr>
          <th scope="col">State</th>
          {variants.map(([className]) => (
            <th key={className} scope="col">
              <code>{className}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {STATES.map(([state, extra]) => (
          <tr key={state}>
            <th scope="row">{state}</th>
            {variants.map(([className, text]) => (
              <td key={className}>
                <button type="button" className={`${className} ${extra}`}>
                  {text}
                </button>
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">Disabled</th>
          {variants.map(([className, text]) => (
            <td key={className}>
              <button type="button" className={className} disabled>
                {text}
              </button>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
};
/** Primary, ghost (secondary), danger (delete) and small buttons: default, hover, focus, pressed and disabled. */
export const ButtonStates: Story = { render: () => <Buttons /> };

const Badges = () => {
  const { LL } = useI18nContext();
  return (
    <div className="sb-row">
      <span className="product-card__media sb-badge">
        <span className="badge badge--sale">{LL.catalog.discount({ percent: 20 })}</span>
      </span>
      <span className="product-card__media sb-badge">
        <span className="badge badge--muted">{LL.catalog.outOfStock()}</span>
      </span>
    </div>
  );
};
/** The card's badges: a discount and out of stock. */
export const ProductBadges: Story = { render: () => <Badges /> };

const Statuses = () => {
  const { LL } = useI18nContext();
  return (
    <div className="sb-row">
      {ORDER_STATUSES.map((status) => (
        <span key={status} className={`status status--${status}`}>
          {LL.order.statuses[status]()}
        </span>
      ))}
      <span className="status status--unpaid">{LL.order.paymentStatuses.unpaid()}</span>
      <span className="status status--paid">{LL.order.paymentStatuses.paid()}</span>
    </div>
  );
};
/** The dashboard's statuses of orders and payments, each its own colour pair (and its name). */
export const OrderStatuses: Story = { render: () => <Statuses /> };

const Alerts = () => {
  const { LL } = useI18nContext();
  return (
    <div className="sb-column">
      <p role="alert" className="alert">
        {LL.catalog.loadFailed()}
      </p>
      <p role="status" className="notice">
        {LL.dashboard.common.saved()}
      </p>
    </div>
  );
};
/** An error (alert) and a confirmation (notice). */
export const AlertsAndNotices: Story = { render: () => <Alerts /> };

const Fields = () => {
  const { LL } = useI18nContext();
  return (
    <div className="sb-column">
      {STATES.filter(([state]) => state !== "Pressed").map(([state, extra]) => (
        <div key={state} className="field">
          <label htmlFor={`field-${state}`}>
            {LL.checkout.email()} ({state})
          </label>
          <input id={`field-${state}`} className={extra} type="email" defaultValue="ana.popescu@example.md" />
        </div>
      ))}
      <div className="field field--invalid">
        <label htmlFor="field-invalid">{LL.checkout.email()} (Invalid)</label>
        <input id="field-invalid" type="email" aria-invalid="true" aria-describedby="field-invalid-error" defaultValue="ana.popescu@" />
        <span id="field-invalid-error" className="field__error">
          {LL.validation.contact.email.format()}
        </span>
      </div>
    </div>
  );
};
/** A text field: default, hover, focus, and with an error under it. */
export const FieldStates: Story = { render: () => <Fields /> };
