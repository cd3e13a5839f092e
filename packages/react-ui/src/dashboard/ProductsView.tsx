import { Fragment, type ReactNode } from "react";
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
  /** The products picked for a bulk edit; with `onSelect`, each row has a box to pick it. */
  readonly selected?: ReadonlySet<number>;
  /** Picks (`true`) or leaves (`false`) products for a bulk edit. */
  readonly onSelect?: (ids: ReadonlyArray<number>, selected: boolean) => void;
  /** The bulk edit of the picked products, above the list. */
  readonly bulkEdit?: ReactNode;
  /** The products' CSV import and export, below the list. */
  readonly csv?: ReactNode;
}

/** The product list: search, sort, pages, and the way to edit, create or delete. */
export const ProductsView = ({ page, query, loading, onQueryChange, onDelete, rowMessage = null, selected, onSelect, bulkEdit, csv }: ProductsViewProps) => {
  const { LL, locale } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.products;
  const B = LL.dashboard.productsCsv.bulk;
  const ids = page.data.map((p) => p.id);
  const allPicked = ids.length > 0 && ids.every((id) => selected?.has(id));
  const columns = onSelect ? 7 : 6;
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
      {bulkEdit}
      <table className="table" aria-busy={loading || undefined}>
        <thead>
          <tr>
            {onSelect ? (
              <th scope="col">
                <input type="checkbox" aria-label={B.selectPage()} checked={allPicked} onChange={(e) => onSelect(ids, e.currentTarget.checked)} />
              </th>
            ) : null}
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
                {onSelect ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={B.select({ title: nameIn(p.title) })}
                      checked={selected?.has(p.id) ?? false}
                      onChange={(e) => onSelect([p.id], e.currentTarget.checked)}
                    />
                  </td>
                ) : null}
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
                  <td colSpan={columns}>
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
      {csv}
    </section>
  );
};
