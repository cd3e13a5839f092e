import { assign, fromPromise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { ProductCard, ProductListQuery, ProductListResponse } from "../schemas/index.js";
import type { KeyValueStore, Logger, ShopApi } from "../ports/index.js";
import { isApiError } from "../ports/index.js";
import { PAGE_SIZE } from "../schemas/limits.js";
import { LOAD_MORE_SIZE, appendNew, filtersOf, loadMorePlan, saveFilters } from "./paging.js";
import type { ProductListFilters } from "./paging.js";
import { canLoadMore, firstPageOf, listContextOf, type LoadedFirstPage, type ProductListContext } from "./list-context.js";

/** Events a listing page sends. */
export type ProductListEvent =
  /** Show the listing for `query` from its first page (paging in `query` other than `perPage` is ignored). */
  | { readonly type: "list.load"; readonly query: ProductListQuery }
  /** Add the next {@link LOAD_MORE_SIZE} products, when there are more and nothing is loading. */
  | { readonly type: "list.loadMore" };

/** Ports the product list machine needs. */
export interface ProductListPorts {
  readonly api: ShopApi;
  /** Where the filters used are kept (local storage in a browser). */
  readonly store: KeyValueStore;
  readonly logger: Logger;
}

/** What one load-more brings: the next products and the listing's latest counts. */
export interface MoreProducts {
  readonly items: ReadonlyArray<ProductCard>;
  readonly response: ProductListResponse;
}

const messageOf = (error: unknown): string => (isApiError(error) || error instanceof Error ? error.message : String(error));

/**
 * A category or search listing. `list.load` replaces the list with the first page (`perPage` 9 unless
 * the query says otherwise) and saves the filters used under 'filters'; `list.loadMore` appends the
 * next 10 products, asking for the pages of 10 that hold them (see {@link loadMorePlan}) so nothing is
 * skipped or repeated. A failure keeps the products shown, sets `error` and logs
 * 'Failed to load products: …' or 'Failed to load more products: …'. A new `list.load` abandons any
 * running request.
 * @example
 * const list = createActor(createProductListMachine({ api, store: localStore, logger })).start();
 * list.send({ type: "list.load", query: { slug: "divane", ...readSavedFilters(localStore) } });
 * list.send({ type: "list.loadMore" });
 * // or from a first page the server already rendered:
 * createActor(createProductListMachine(ports, { query, response })).start();
 */
export const createProductListMachine = ({ api, store, logger }: ProductListPorts, firstPage?: LoadedFirstPage) =>
  setup({
    types: {
      context: {} as ProductListContext,
      events: {} as ProductListEvent,
    },
    actors: {
      loadProducts: fromPromise<ProductListResponse, ProductListQuery>(({ input, signal }) => api.getProducts(input, { signal })),
      loadMoreProducts: fromPromise<MoreProducts, { readonly query: ProductListFilters; readonly loaded: number; readonly totalItems: number }>(
        async ({ input, signal }) => {
          const plan = loadMorePlan(input.loaded, input.totalItems);
          const answers = await Promise.all(plan.pages.map((page) => api.getProducts({ ...input.query, page, perPage: LOAD_MORE_SIZE }, { signal })));
          return {
            items: answers.flatMap((a) => a.items).slice(plan.skip, plan.skip + LOAD_MORE_SIZE),
            response: answers[answers.length - 1]!,
          };
        },
      ),
    },
    guards: {
      canLoadMore: ({ context }) => canLoadMore(context),
    },
    actions: {
      takeQuery: assign({ query: ({ event }) => (event.type === "list.load" ? filtersOf(event.query) : {}) }),
      saveFilters: ({ context }) => saveFilters(store, context.query),
      showFirstPage: assign((_, response: ProductListResponse) => firstPageOf(response)),
      appendMore: assign(({ context }, more: MoreProducts) => ({
        items: appendNew(context.items, more.items),
        current_page: more.response.current_page,
        total_pages: more.response.total_pages,
        total_items: more.response.total_items,
        error: null,
      })),
      fail: assign((_, params: { readonly message: string }) => ({ error: params.message })),
      log: (_, params: { readonly message: string; readonly error: unknown }) => logger.error(params.message, params.error),
    },
  }).createMachine({
    id: "productList",
    // Starting from a loaded first page lets a server-rendered listing load more without asking again.
    context: listContextOf(firstPage),
    initial: "idle",
    on: {
      "list.load": { target: ".loading", actions: ["takeQuery", "saveFilters"] },
    },
    states: {
      idle: {
        on: {
          "list.loadMore": { guard: "canLoadMore", target: "loadingMore" },
        },
      },
      loading: {
        entry: assign({ loading: true }),
        exit: assign({ loading: false }),
        invoke: {
          src: "loadProducts",
          input: ({ context, event }) => ({
            ...context.query,
            page: 1,
            perPage: (event.type === "list.load" ? event.query.perPage : undefined) ?? PAGE_SIZE,
          }),
          onDone: { target: "idle", actions: { type: "showFirstPage", params: ({ event }) => event.output } },
          onError: {
            target: "idle",
            actions: [
              { type: "fail", params: ({ event }) => ({ message: messageOf(event.error) }) },
              { type: "log", params: ({ event }) => ({ message: `Failed to load products: ${messageOf(event.error)}`, error: event.error }) },
            ],
          },
        },
      },
      loadingMore: {
        entry: assign({ loadingMore: true }),
        exit: assign({ loadingMore: false }),
        invoke: {
          src: "loadMoreProducts",
          input: ({ context }) => ({ query: context.query, loaded: context.items.length, totalItems: context.total_items }),
          onDone: { target: "idle", actions: { type: "appendMore", params: ({ event }) => event.output } },
          onError: {
            target: "idle",
            actions: [
              { type: "fail", params: ({ event }) => ({ message: messageOf(event.error) }) },
              {
                type: "log",
                params: ({ event }) => ({ message: `Failed to load more products: ${messageOf(event.error)}`, error: event.error }),
              },
            ],
          },
        },
      },
    },
  });

/** The product list machine, as `createProductListMachine` returns it. */
export type ProductListMachine = ReturnType<typeof createProductListMachine>;
/** A started product list: `createActor(createProductListMachine(ports)).start()`; pass it to what renders or drives it. */
export type ProductListActor = Actor<ProductListMachine>;
/** What a product list actor's `getSnapshot()` returns (and `useSelector` selects from). */
export type ProductListSnapshot = SnapshotFrom<ProductListMachine>;
