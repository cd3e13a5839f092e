import { Fragment } from "react";
import { ADMIN_PRODUCT_SORTS, type AdminProduct, type AdminProductQuery, type AdminProductSort, type Page } from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { formatPrice } from "../format.js";
import { Notice, Pager, useNameIn } from "./parts.js";

/** Props of {@link ProductsView}. */
export interface ProductsViewProps {
  readonly page: Page<AdminProduct>;
  readonly query: AdminProductQuery;
  readonly loading: boolean;
  readonly onQueryChange: (query: AdminProductQuery) => void;
  readonly onDelete: (product: AdminProduct) => void;
  /** Why an action on one product was refused, shown on that product's row. */
  readonly rowMessage?: { readonly id: number; readonly text: string } | null;
}

/** The product list: search, sort, pages, and the way to edit, create or delete. */
export const ProductsView = ({ page, query, loading, onQueryChange, onDelete, rowMessage = null }: ProductsViewProps) => {
  const { LL, locale } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.products;
  return (
    <section>
      <div className="dash__title">
        <h1>{T.title()}</h1>
        <Link href="/dashboard/product/new/" className="btn">
          {T.new()}
        </Link>
      </div>
      <form
        className="toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const search = String(new FormData(e.currentTarget).get("search") ?? "").trim();
          const { search: _, ...rest } = query;
          onQueryChange({ ...rest, ...(search ? { search } : {}), page: 1 });
        }}
      >
        <label>
          <span className="visually-hidden">{T.searchLabel()}</span>
          <input name="search" type="search" placeholder={T.searchLabel()} defaultValue={query.search ?? ""} />
        </label>
        <button type="submit" className="btn btn--small">
          {LL.dashboard.common.search()}
        </button>
        <label>
          {T.sortBy()}{" "}
          <select value={query.sort ?? "updated_at"} onChange={(e) => onQueryChange({ ...query, sort: e.currentTarget.value as AdminProductSort, page: 1 })}>
            {ADMIN_PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {T.sort[s]()}
              </option>
            ))}
          </select>
        </label>
        <select
          aria-label={T.directionLabel()}
          value={query.dir ?? "desc"}
          onChange={(e) => onQueryChange({ ...query, dir: e.currentTarget.value as "asc" | "desc", page: 1 })}
        >
          <option value="asc">{T.direction.asc()}</option>
          <option value="desc">{T.direction.desc()}</option>
        </select>
      </form>
      <p className="muted">{T.count({ count: page.total_items })}</p>
      <table className="table" aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{T.columns.title()}</th>
            <th scope="col">{T.columns.sku()}</th>
            <th scope="col">{T.columns.price()}</th>
            <th scope="col">{T.columns.stock()}</th>
            <th scope="col">{T.columns.active()}</th>
            <th scope="col">
              <span className="visually-hidden">{LL.dashboard.common.delete()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((p) => (
            <Fragment key={p.id}>
              <tr>
                <td>
                  <Link href={`/dashboard/product/edit/${p.id}/`}>{nameIn(p.title)}</Link>
                </td>
                <td>{p.sku}</td>
                <td>{formatPrice(p.price, locale)}</td>
                <td>{p.stock}</td>
                <td>{p.active ? LL.dashboard.common.yes() : LL.dashboard.common.no()}</td>
                <td>
                  <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(p)}>
                    {LL.dashboard.common.delete()}
                    <span className="visually-hidden">: {nameIn(p.title)}</span>
                  </button>
                </td>
              </tr>
              {rowMessage?.id === p.id ? (
                <tr className="table__message">
                  <td colSpan={6}>
                    <Notice kind="error">{rowMessage.text}</Notice>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      {page.data.length === 0 ? <p>{query.search || query.category_id ? LL.dashboard.common.noMatch() : LL.dashboard.common.empty()}</p> : null}
      <Pager page={page.current_page} totalPages={page.total_pages} onPage={(n) => onQueryChange({ ...query, page: n })} />
    </section>
  );
};
