import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import {
  canLoadMore,
  filtersOf,
  isApiError,
  listContextOf,
  saveFilters,
  type ProductListContext,
  type ProductListEvent,
  type ProductListFilters,
  type ProductListQuery,
  type ProductListResponse,
  type ShopApi,
} from "@vitrina/core";
import { ListingView } from "@vitrina/react-ui";
import { useAddFromList } from "./cart.js";
import { lazyActor, useActorPart } from "./lazy-actor.js";
import { listQueryFromUrl, urlFromListQuery } from "./list-query.js";
import { usePage } from "./page-context.js";
import { PageStatus } from "./route-types.js";
import { useShop } from "./shop-context.js";

/** A listing page's data: the query its URL asked for and the first page of products. */
export interface ListingData {
  readonly query: ProductListQuery;
  readonly response: ProductListResponse;
  /** The load failed: the page shows an empty list (spec §8). */
  readonly failed: boolean;
}

/** A listing with no products. */
export const emptyListing = (): ProductListResponse => ({
  items: [],
  filters: [],
  price_range: { min: 0, max: 0 },
  seo: { title: "", description: "" },
  current_page: 1,
  total_pages: 0,
  total_items: 0,
  breadcrumb: [],
});

/**
 * Loads the first page of a listing from its URL. An unknown category is a 404; any other failure
 * gives an empty list and is logged (spec §8).
 */
export const loadListing = async (api: ShopApi, query: URLSearchParams, base: ProductListQuery): Promise<ListingData> => {
  const listQuery = listQueryFromUrl(query, base);
  try {
    return { query: listQuery, response: await api.getProducts(listQuery), failed: false };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new PageStatus(404, error.message);
    console.error(`Failed to load products: ${error instanceof Error || isApiError(error) ? error.message : String(error)}`);
    return { query: listQuery, response: emptyListing(), failed: true };
  }
};

/**
 * A category or search listing on screen: the server's first page, "show more" through core's
 * product-list machine (loaded with the first "show more"), and filters kept in the URL (a change navigates, so it can be shared and
 * reloaded) and saved under 'filters'.
 */
export const ListingPage = ({
  data,
  title,
  intro,
  emptyMessage,
}: {
  readonly data: ListingData;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly emptyMessage?: string;
}) => {
  const shop = useShop();
  const [location, navigate] = useLocation();
  const { loading } = usePage();
  const list = useMemo(() => {
    const firstPage = { query: data.query, response: data.response };
    const ports = { api: shop.api, store: shop.storage, logger: console };
    return lazyActor<{ readonly context: ProductListContext }, ProductListEvent>(
      () => import("./machines.js").then((m) => m.startProductList(ports, firstPage)),
      { context: listContextOf(firstPage) },
    );
  }, [data]);
  const state = useActorPart(list, (s) => s.context);
  const onAddToCart = useAddFromList(state.items);
  useEffect(() => () => void list.stop(), [list]);
  // The filters just chosen show at once, while their listing loads.
  const [chosen, setChosen] = useState<{ readonly data: ListingData; readonly query: ProductListFilters } | null>(null);
  const onQueryChange = (query: ProductListFilters) => {
    setChosen({ data, query });
    saveFilters(shop.storage, query);
    navigate(location + urlFromListQuery(query));
  };
  return (
    <ListingView
      title={title}
      breadcrumb={state.breadcrumb}
      intro={intro}
      {...(emptyMessage !== undefined ? { emptyMessage } : {})}
      items={state.items}
      facets={state.filters}
      query={chosen?.data === data ? chosen.query : filtersOf(data.query)}
      totalItems={state.total_items}
      loading={loading}
      loadingMore={state.loadingMore}
      canLoadMore={canLoadMore(state)}
      failed={state.error !== null}
      onQueryChange={onQueryChange}
      onLoadMore={() => list.send({ type: "list.loadMore" })}
      onAddToCart={onAddToCart}
    />
  );
};
