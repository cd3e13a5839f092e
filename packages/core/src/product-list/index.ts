export { PAGE_SIZE } from "../schemas/limits.js";
export { FILTERS_KEY, LOAD_MORE_SIZE, appendNew, filtersOf, loadMorePlan, saveFilters } from "./paging.js";
export type { LoadMorePlan, ProductListFilters } from "./paging.js";
export { readSavedFilters } from "./saved-filters.js";
export { hasFilters, parsePriceInput, toggleFacetValue, withFlag, withPriceRange, withoutFilters } from "./filters.js";
export type { ListingFlag } from "./filters.js";
export { createProductListMachine } from "./product-list.machine.js";
export { canLoadMore, listContextOf } from "./list-context.js";
export type { LoadedFirstPage, ProductListContext } from "./list-context.js";
export type {
  MoreProducts,
  ProductListActor,
  ProductListEvent,
  ProductListMachine,
  ProductListPorts,
  ProductListSnapshot,
} from "./product-list.machine.js";
