import type { Overview } from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { formatPrice } from "../format.js";

/** The overview: today's and this month's orders and revenue, waiting orders, unpaid bank transfers, new messages, low stock. */
export const OverviewView = ({ overview }: { readonly overview: Overview }) => {
  const { LL, locale } = useI18nContext();
  const figures = [
    [LL.dashboard.overview.ordersToday(), String(overview.orders_today)],
    [LL.dashboard.overview.revenueToday(), formatPrice(overview.revenue_today, locale)],
    [LL.dashboard.overview.ordersMonth(), String(overview.orders_month)],
    [LL.dashboard.overview.revenueMonth(), formatPrice(overview.revenue_month, locale)],
  ] as const;
  return (
    <section>
      <h1>{LL.dashboard.nav.overview()}</h1>
      <dl className="figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{LL.dashboard.overview.awaiting()}</dt>
          <dd>
            <Link href="/dashboard/orders/?status=new">{overview.awaiting_confirmation}</Link>
          </dd>
        </div>
        <div>
          <dt>{LL.dashboard.overview.unpaidTransfers()}</dt>
          <dd>
            <Link href="/dashboard/orders/?payment_status=unpaid&payment_method=bank_transfer">{overview.unpaid_transfers}</Link>
          </dd>
        </div>
        <div>
          <dt>{LL.dashboard.overview.newMessages()}</dt>
          <dd>
            <Link href="/dashboard/messages/?status=new">{overview.new_messages}</Link>
          </dd>
        </div>
      </dl>
      <h2>{LL.dashboard.overview.lowStock()}</h2>
      {overview.low_stock.length === 0 ? (
        <p>{LL.dashboard.overview.noLowStock()}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{LL.dashboard.products.columns.title()}</th>
              <th scope="col">{LL.dashboard.products.columns.sku()}</th>
              <th scope="col">{LL.dashboard.overview.stock()}</th>
            </tr>
          </thead>
          <tbody>
            {overview.low_stock.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={`/dashboard/product/edit/${p.id}/`}>{p.title}</Link>
                </td>
                <td>{p.sku}</td>
                <td>{p.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
