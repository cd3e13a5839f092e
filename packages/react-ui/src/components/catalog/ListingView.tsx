import { useState, type FormEvent, type ReactNode } from "react";
import {
  SORT_ORDERS,
  hasFilters,
  toggleFacetValue,
  withFlag,
  withPriceRange,
  withoutFilters,
  type BreadcrumbItem,
  type ListingFilter,
  type ProductCard,
  type ProductListFilters,
  type SortBy,
} from "@vitrina/core";
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
  /**
   * The last load failed (the machine logs why): the shopper reads so in the page's language, and
   * an empty page does not claim that no product matches.
   */
  readonly failed: boolean;
  /** The shopper changed a filter or the sort: the new filters, from the first page. */
  readonly onQueryChange: (query: ProductListFilters) => void;
  readonly onLoadMore: () => void;
  readonly onAddToCart: (id: number) => void;
}

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
    onQueryChange(withPriceRange(query, String(form.get("min_price") ?? ""), String(form.get("max_price") ?? "")));
  };
  return (
    <div className="container listing">
      <Breadcrumb items={props.breadcrumb} />
      <h1>{props.title}</h1>
      {props.intro}
      <div className="listing__bar">
        <p className="listing__count">{LL.catalog.productCount({ count: props.totalItems })}</p>
        <button
          type="button"
          className="btn btn--ghost listing__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="listing-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          {filtersOpen ? LL.catalog.hideFilters() : LL.catalog.showFilters()}
        </button>
        <label className="listing__sort">
          {LL.catalog.sort()}
          <select value={query.sort_by ?? "popular"} onChange={(e) => onQueryChange({ ...query, sort_by: e.currentTarget.value as SortBy })}>
            {SORT_ORDERS.map((s) => (
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
              <input
                type="checkbox"
                checked={query.is_discount === true}
                onChange={(e) => onQueryChange(withFlag(query, "is_discount", e.currentTarget.checked))}
              />
              {LL.catalog.discounted()}
            </label>
          </fieldset>
          {props.facets.map((facet) => (
            <fieldset key={facet.key}>
              <legend>{facet.name}</legend>
              {facet.values.map((v) => (
                <label key={v.value} className="check">
                  <input
                    type="checkbox"
                    checked={query.filters?.[facet.key]?.includes(v.value) ?? false}
                    onChange={() => onQueryChange(toggleFacetValue(query, facet.key, v.value))}
                  />
                  {v.value} <span className="muted">({v.count})</span>
                </label>
              ))}
            </fieldset>
          ))}
          {hasFilters(query) ? (
            <button type="button" className="btn btn--ghost" onClick={() => onQueryChange(withoutFilters(query))}>
              {LL.catalog.clear()}
            </button>
          ) : null}
        </aside>
        <section className="listing__results" aria-busy={props.loading || undefined} aria-live="polite">
          {props.failed ? (
            <p role="alert" className="alert">
              {LL.catalog.loadFailed()}
            </p>
          ) : null}
          {props.items.length === 0 && props.failed ? null : props.items.length === 0 && !props.loading ? (
            <p className="listing__empty">{props.emptyMessage ?? LL.catalog.empty()}</p>
          ) : (
            <ProductGrid name="listing" products={props.items} onAddToCart={props.onAddToCart} eagerCount={3} />
          )}
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
