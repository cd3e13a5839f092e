export { FILTERS_KEY, LOAD_MORE_SIZE, PAGE_SIZE, appendNew, filtersOf, loadMorePlan, readSavedFilters, saveFilters } from "./paging.js";
export type { LoadMorePlan, ProductListFilters } from "./paging.js";
export { canLoadMore, createProductListMachine } from "./product-list.machine.js";
export type { LoadedFirstPage, ProductListContext, ProductListEvent, ProductListPorts } from "./product-list.machine.js";
