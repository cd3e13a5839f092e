import { useState, type FormEvent, type ReactNode } from "react";
import type { BreadcrumbItem, ListingFilter, ProductCard, ProductListFilters, SortBy } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { ProductGrid } from "../ProductGrid.js";
import { Breadcrumb } from "./Breadcrumb.js";

/** Props of {@link ListingView}. */
export interface ListingViewProps {
  readonly title: string;
  readonly breadcrumb: ReadonlyArray<BreadcrumbItem>;
  /** Shown above the filters (the search page's form). */
  readonly intro?: ReactNode;
  readonly items: ReadonlyArray<ProductCard>;
  /** What an empty listing says (default: no products match the filters). */
  readonly emptyMessage?: string;
  /** The listing's facets. */
  readonly facets: ReadonlyArray<ListingFilter>;
  /** The filters and sort in effect. */
  readonly query: ProductListFilters;
  readonly totalItems: number;
  /** A new first page is loading (the current products stay on screen). */
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly canLoadMore: boolean;
  /** The last load's failure, shown above the grid. */
  readonly error: string | null;
  /** The shopper changed a filter or the sort: the new filters, from the first page. */
  readonly onQueryChange: (query: ProductListFilters) => void;
  readonly onLoadMore: () => void;
  readonly onAddToCart: (id: number) => void;
}

const SORTS: ReadonlyArray<SortBy> = ["popular", "price_asc", "price_desc", "newest", "discount"];

const toggleValue = (query: ProductListFilters, key: string, value: string): ProductListFilters => {
  const current = query.filters?.[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [key]: _, ...others } = query.filters ?? {};
  const filters = next.length > 0 ? { ...others, [key]: next } : others;
  const { filters: __, ...rest } = query;
  return Object.keys(filters).length > 0 ? { ...rest, filters } : rest;
};

const withFlag = (query: ProductListFilters, key: "in_stock" | "is_discount", on: boolean): ProductListFilters => {
  const { [key]: _, ...rest } = query;
  return on ? { ...rest, [key]: true } : rest;
};

/** The listing itself (category, search text) and its sort, without any filter. */
const withoutFilters = ({ slug, search, sort_by }: ProductListFilters): ProductListFilters => ({
  ...(slug !== undefined ? { slug } : {}),
  ...(search !== undefined ? { search } : {}),
  ...(sort_by !== undefined ? { sort_by } : {}),
});

const parseAmount = (text: string): number | undefined => {
  const n = Number(text.replace(",", "."));
  return text.trim() !== "" && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * A category or search listing: breadcrumb, title, filters (facets with counts, price, stock,
 * discount), sort, the product grid and "show more".
 */
export const ListingView = (props: ListingViewProps) => {
  const { LL } = useI18nContext();
  const { query, onQueryChange } = props;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortLabels: Record<SortBy, string> = {
    popular: LL.catalog.sortPopular(),
    price_asc: LL.catalog.sortPriceAsc(),
    price_desc: LL.catalog.sortPriceDesc(),
    newest: LL.catalog.sortNewest(),
    discount: LL.catalog.sortDiscount(),
  };
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { min_price: _, max_price: __, ...rest } = query;
    const min = parseAmount(String(form.get("min_price") ?? ""));
    const max = parseAmount(String(form.get("max_price") ?? ""));
    onQueryChange({ ...rest, ...(min !== undefined ? { min_price: min } : {}), ...(max !== undefined ? { max_price: max } : {}) });
  };
  const hasFilters = Boolean(query.filters || query.in_stock || query.is_discount || query.min_price !== undefined || query.max_price !== undefined);
  return (
    <div className="container listing">
      <Breadcrumb items={props.breadcrumb} />
      <h1>{props.title}</h1>
      {props.intro}
      <div className="listing__bar">
        <p className="listing__count">{LL.catalog.productCount({ count: props.totalItems })}</p>
        <button type="button" className="btn btn--ghost listing__filters-toggle" aria-expanded={filtersOpen} aria-controls="listing-filters" onClick={() => setFiltersOpen((o) => !o)}>
          {filtersOpen ? LL.catalog.hideFilters() : LL.catalog.showFilters()}
        </button>
        <label className="listing__sort">
          {LL.catalog.sort()}
          <select value={query.sort_by ?? "popular"} onChange={(e) => onQueryChange({ ...query, sort_by: e.currentTarget.value as SortBy })}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="listing__body">
        <aside id="listing-filters" className="filters" data-open={filtersOpen || undefined} aria-label={LL.catalog.filters()}>
          <form className="filters__price" onSubmit={applyPrice} key={`${query.min_price ?? ""}-${query.max_price ?? ""}`}>
            <fieldset>
              <legend>{LL.catalog.price()}</legend>
              <label>
                {LL.catalog.priceFrom()}
                <input name="min_price" inputMode="decimal" defaultValue={query.min_price ?? ""} />
              </label>
              <label>
                {LL.catalog.priceTo()}
                <input name="max_price" inputMode="decimal" defaultValue={query.max_price ?? ""} />
              </label>
              <button type="submit" className="btn btn--small">
                {LL.catalog.apply()}
              </button>
            </fieldset>
          </form>
          <fieldset>
            <legend>{LL.catalog.availability()}</legend>
            <label className="check">
              <input type="checkbox" checked={query.in_stock === true} onChange={(e) => onQueryChange(withFlag(query, "in_stock", e.currentTarget.checked))} />
              {LL.catalog.inStock()}
            </label>
            <label className="check">
              <input type="checkbox" checked={query.is_discount === true} onChange={(e) => onQueryChange(withFlag(query, "is_discount", e.currentTarget.checked))} />
              {LL.catalog.discounted()}
            </label>
          </fieldset>
          {props.facets.map((facet) => (
            <fieldset key={facet.key}>
              <legend>{facet.name}</legend>
              {facet.values.map((v) => (
                <label key={v.value} className="check">
                  <input type="checkbox" checked={query.filters?.[facet.key]?.includes(v.value) ?? false} onChange={() => onQueryChange(toggleValue(query, facet.key, v.value))} />
                  {v.value} <span className="muted">({v.count})</span>
                </label>
              ))}
            </fieldset>
          ))}
          {hasFilters ? (
            <button type="button" className="btn btn--ghost" onClick={() => onQueryChange(withoutFilters(query))}>
              {LL.catalog.clear()}
            </button>
          ) : null}
        </aside>
        <section className="listing__results" aria-busy={props.loading || undefined} aria-live="polite">
          {props.error ? (
            <p role="alert" className="alert">
              {props.error}
            </p>
          ) : null}
          {props.items.length === 0 && !props.loading ? <p className="listing__empty">{props.emptyMessage ?? LL.catalog.empty()}</p> : <ProductGrid products={props.items} onAddToCart={props.onAddToCart} eagerCount={3} />}
          {props.items.length > 0 ? <p className="muted listing__shown">{LL.catalog.shownOf({ shown: props.items.length, total: props.totalItems })}</p> : null}
          {props.canLoadMore ? (
            <button type="button" className="btn listing__more" disabled={props.loadingMore} onClick={props.onLoadMore}>
              {props.loadingMore ? LL.catalog.loading() : LL.catalog.loadMore()}
            </button>
          ) : null}
        </section>
      </div>
    </div>
  );
};
