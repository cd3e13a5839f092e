import {
  COUNTRY_NAMES,
  type AdminOrder,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type Address,
  type Locale,
  type OrderStatus,
  type Page,
} from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { formatPrice } from "../format.js";
import { TotalsList } from "../components/cart/CartView.js";
import { OrderLines } from "../components/checkout/OrderLines.js";
import { FilterToolbar } from "./FilterToolbar.js";
import { Notice, Pager, dateTime } from "./parts.js";

const STATUSES: ReadonlyArray<OrderStatus> = ["new", "confirmed", "shipped", "delivered", "cancelled"];

/** Props of {@link OrdersView}. */
export interface OrdersViewProps {
  readonly page: Page<AdminOrderSummary>;
  readonly query: AdminOrderQuery;
  readonly loading: boolean;
  readonly onQueryChange: (query: AdminOrderQuery) => void;
}

/** The order list, filtered by status, dates and text. */
export const OrdersView = ({ page, query, loading, onQueryChange }: OrdersViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <section>
      <h1>{T.title()}</h1>
      <FilterToolbar
        statuses={STATUSES.map((s) => ({ value: s, label: LL.order.statuses[s]() }))}
        statusLabel={T.status()}
        allStatuses={T.allStatuses()}
        dates={{ from: T.from(), to: T.to() }}
        searchLabel={T.searchLabel()}
        filterLabel={T.filter()}
        filters={query}
        onFilter={(filters) => onQueryChange({ page: 1, ...filters })}
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
                <span className={`status status--${o.status}`}>{LL.order.statuses[o.status]()}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.data.length === 0 ? (
        <p>{query.search || query.status || query.from || query.to ? LL.dashboard.common.noMatch() : LL.dashboard.common.empty()}</p>
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
}

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
export const OrderDetailView = ({ order, changing, failed, refusal = null, onStatusChange }: OrderDetailViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.orders;
  return (
    <section>
      <Link href="/dashboard/orders/">← {T.back()}</Link>
      <div className="dash__title">
        <h1>{T.detail({ number: order.number })}</h1>
        <span className={`status status--${order.status}`}>{LL.order.statuses[order.status]()}</span>
      </div>
      <div className="actions">
        {order.allowed_statuses.length === 0 ? <p className="muted">{T.noChanges()}</p> : null}
        {order.allowed_statuses.map((s) => (
          <button key={s} type="button" className={s === "cancelled" ? "btn btn--ghost" : "btn"} disabled={changing} onClick={() => onStatusChange(s)}>
            {T.changeTo({ status: LL.order.statuses[s]() })}
          </button>
        ))}
      </div>
      {order.allowed_statuses.includes("cancelled") ? <p className="field-hint">{T.cancelWarning()}</p> : null}
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
              from: h.from ? LL.order.statuses[h.from]() : "—",
              to: LL.order.statuses[h.to](),
              at: dateTime(h.at, locale),
              by: h.by ?? T.system(),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
};
