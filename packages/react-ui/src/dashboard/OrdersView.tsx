import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type Page,
  type PaymentMethod,
  type PaymentStatus,
} from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { formatPrice } from "../format.js";
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
