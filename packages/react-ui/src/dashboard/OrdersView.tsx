import {
  COUNTRY_NAMES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AdminOrder,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type Address,
  type Locale,
  type OrderStatus,
  type Page,
  type PaymentMethod,
  type PaymentStatus,
} from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { formatPrice } from "../format.js";
import { TotalsList } from "../components/cart/CartView.js";
import { OrderLines } from "../components/checkout/OrderLines.js";
import { orderStatusName } from "../components/checkout/order-status.js";
import { FilterToolbar } from "./FilterToolbar.js";
import { Notice, Pager, dateTime } from "./parts.js";

/** Props of {@link OrdersView}. */
export interface OrdersViewProps {
  readonly page: Page<AdminOrderSummary>;
  readonly query: AdminOrderQuery;
  readonly loading: boolean;
  readonly onQueryChange: (query: AdminOrderQuery) => void;
  /** Downloads the orders the filters select as a CSV file. */
  readonly onExport: () => void;
  /** The export is being made (its button waits). */
  readonly exporting: boolean;
  /** Why the last export failed, in the dashboard's language; null when it did not. */
  readonly exportFailure?: string | null;
}

/** The order list, filtered by status, payment status and method, dates and text, and its export. */
export const OrdersView = ({ page, query, loading, onQueryChange, onExport, exporting, exportFailure = null }: OrdersViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <section>
      <div className="dash__title">
        <h1>{T.title()}</h1>
        <button type="button" className="btn btn--ghost" disabled={exporting} aria-describedby="orders-export-hint" onClick={onExport}>
          {exporting ? T.exporting() : T.exportCsv()}
        </button>
      </div>
      <p id="orders-export-hint" className="field-hint">
        {T.exportHint()}
      </p>
      {exportFailure ? <Notice kind="error">{exportFailure}</Notice> : null}
      <FilterToolbar
        statuses={ORDER_STATUSES.map((s) => ({ value: s, label: LL.order.statuses[s]() }))}
        statusLabel={T.status()}
        allStatuses={T.allStatuses()}
        choices={[
          {
            name: "payment_status",
            label: T.payment(),
            all: T.allPayments(),
            options: PAYMENT_STATUSES.map((s) => ({ value: s, label: LL.order.paymentStatuses[s]() })),
          },
          {
            name: "payment_method",
            label: T.paymentMethod(),
            all: T.allMethods(),
            options: PAYMENT_METHODS.map((m) => ({ value: m, label: LL.checkout.paymentMethods[m]() })),
          },
        ]}
        dates={{ from: T.from(), to: T.to() }}
        searchLabel={T.searchLabel()}
        filterLabel={T.filter()}
        filters={{
          ...query,
          choices: {
            ...(query.payment_status ? { payment_status: query.payment_status } : {}),
            ...(query.payment_method ? { payment_method: query.payment_method } : {}),
          },
        }}
        onFilter={({ choices, ...filters }) =>
          onQueryChange({
            page: 1,
            ...filters,
            ...(choices?.payment_status ? { payment_status: choices.payment_status as PaymentStatus } : {}),
            ...(choices?.payment_method ? { payment_method: choices.payment_method as PaymentMethod } : {}),
          })
        }
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a narrow screen the table scrolls inside itself: focusable, so a keyboard can scroll it too */}
      <table className="table" aria-busy={loading || undefined} tabIndex={0} aria-label={T.title()}>
        <thead>
          <tr>
            <th scope="col">{T.columns.number()}</th>
            <th scope="col">{T.columns.date()}</th>
            <th scope="col">{T.columns.customer()}</th>
            <th scope="col">{T.columns.items()}</th>
            <th scope="col">{T.columns.total()}</th>
            <th scope="col">{T.columns.status()}</th>
            <th scope="col">{T.columns.payment()}</th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((o) => (
            <tr key={o.id}>
              <td>
                <Link href={`/dashboard/orders/${o.id}/`}>{o.number}</Link>
              </td>
              <td>{dateTime(o.created_at, locale)}</td>
              <td>
                {o.customer}
                <br />
                <span className="muted">
                  {o.phone} · {o.email}
                </span>
              </td>
              <td>{o.items}</td>
              <td>{formatPrice(o.total, locale)}</td>
              <td>
                <span className={`status status--${o.status}`}>{orderStatusName(LL, o.status, o.delivery_method)}</span>
              </td>
              <td>
                {LL.checkout.paymentMethods[o.payment_method]()}
                <br />
                <span className={`status status--${o.payment_status}`}>{LL.order.paymentStatuses[o.payment_status]()}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.data.length === 0 ? (
        <p>
          {query.search || query.status || query.payment_status || query.payment_method || query.from || query.to
            ? LL.dashboard.common.noMatch()
            : LL.dashboard.common.empty()}
        </p>
      ) : null}
      <Pager page={page.current_page} totalPages={page.total_pages} onPage={(n) => onQueryChange({ ...query, page: n })} />
    </section>
  );
};

/** Props of {@link OrderDetailView}. */
export interface OrderDetailViewProps {
  readonly order: AdminOrder;
  readonly changing: boolean;
  readonly failed: boolean;
  /** Why the last status change was refused (the order had changed elsewhere), shown by the status buttons. */
  readonly refusal?: string | null;
  readonly onStatusChange: (status: OrderStatus) => void;
  /** Marks the order paid (true) or not paid after all (false). */
  readonly onPaymentChange: (paid: boolean) => void;
}

/** The order's payment: whether it is paid, when and by whom, and the button that changes it. */
const PaymentPanel = ({ order, changing, onPaymentChange }: Pick<OrderDetailViewProps, "order" | "changing" | "onPaymentChange">) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  const paidAt = order.paid_at ? dateTime(order.paid_at, locale) : "";
  return (
    <section aria-labelledby="order-payment">
      <h2 id="order-payment">{T.payment()}</h2>
      <p>
        {LL.checkout.paymentMethods[order.paymentMethod]()}:{" "}
        <span className={`status status--${order.payment_status}`}>{LL.order.paymentStatuses[order.payment_status]()}</span>
        {order.payment_status === "paid" ? <> ({order.paid_by ? T.paidBy({ at: paidAt, by: order.paid_by }) : T.paidOnDelivery({ at: paidAt })})</> : null}
      </p>
      {order.allowed_payment ? (
        <button
          type="button"
          className={order.allowed_payment === "paid" ? "btn" : "btn btn--ghost"}
          disabled={changing}
          onClick={() => onPaymentChange(order.allowed_payment === "paid")}
        >
          {order.allowed_payment === "paid" ? T.markPaid() : T.markUnpaid()}
        </button>
      ) : null}
      {order.paymentMethod === "bank_transfer" && order.allowed_payment === "paid" ? <p className="field-hint">{T.paymentHint()}</p> : null}
    </section>
  );
};

/** An address as staff read it, the country named in the dashboard's language. */
const AddressLines = ({ address, locale }: { readonly address: Address; readonly locale: Locale }) => (
  <address>
    {address.firstName} {address.lastName}
    {address.company ? (
      <>
        <br />
        {address.company}
      </>
    ) : null}
    <br />
    {address.address}, {[address.postalCode, address.city].filter(Boolean).join(" ")}, {COUNTRY_NAMES[locale][address.country]}
  </address>
);

/** An order: its lines and totals, the customer, addresses, methods, status changes and history. */
export const OrderDetailView = ({ order, changing, failed, refusal = null, onStatusChange, onPaymentChange }: OrderDetailViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <section>
      <Link href="/dashboard/orders/">← {T.back()}</Link>
      <div className="dash__title">
        <h1>{T.detail({ number: order.number })}</h1>
        <span className={`status status--${order.status}`}>{orderStatusName(LL, order.status, order.deliveryMethod)}</span>
      </div>
      <div className="actions">
        {order.allowed_statuses.length === 0 ? <p className="muted">{T.noChanges()}</p> : null}
        {order.allowed_statuses.map((s) => (
          <button key={s} type="button" className={s === "cancelled" ? "btn btn--ghost" : "btn"} disabled={changing} onClick={() => onStatusChange(s)}>
            {T.changeTo({ status: orderStatusName(LL, s, order.deliveryMethod) })}
          </button>
        ))}
      </div>
      {order.allowed_statuses.includes("cancelled") ? <p className="field-hint">{T.cancelWarning()}</p> : null}
      <PaymentPanel order={order} changing={changing} onPaymentChange={onPaymentChange} />
      {refusal ? <Notice kind="error">{refusal}</Notice> : failed ? <Notice kind="error">{LL.dashboard.common.failed()}</Notice> : null}
      <h2>{T.lines()}</h2>
      <OrderLines lines={order.lines} forStaff />
      <TotalsList totals={order.totals} />
      <div className="order__addresses">
        <section>
          <h2>{T.contact()}</h2>
          <p>
            <a href={`mailto:${order.contactDetails.email}`}>{order.contactDetails.email}</a>
            <br />
            <a href={`tel:${order.contactDetails.phone.replace(/[^\d+]/g, "")}`}>{order.contactDetails.phone}</a>
          </p>
        </section>
        <section>
          <h2>{T.billing()}</h2>
          <AddressLines address={order.billingAddress} locale={locale} />
        </section>
        {order.deliveryAddress ? (
          <section>
            <h2>{T.shipping()}</h2>
            <AddressLines address={order.deliveryAddress} locale={locale} />
          </section>
        ) : null}
        <section>
          <h2>{T.methods()}</h2>
          <p>
            {LL.checkout.paymentMethods[order.paymentMethod]()}
            <br />
            {LL.checkout.deliveryMethods[order.deliveryMethod]()}
          </p>
        </section>
        {order.clientNote ? (
          <section>
            <h2>{T.note()}</h2>
            <p>{order.clientNote}</p>
          </section>
        ) : null}
      </div>
      <h2>{T.history()}</h2>
      <ol className="history">
        {order.history.map((h, i) => (
          <li key={i}>
            {T.historyEntry({
              from: h.from ? orderStatusName(LL, h.from, order.deliveryMethod) : "—",
              to: orderStatusName(LL, h.to, order.deliveryMethod),
              at: dateTime(h.at, locale),
              by: h.by ?? T.system(),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
};
