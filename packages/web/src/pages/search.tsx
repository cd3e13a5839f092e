import { useLocation } from "wouter";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { ListingPage, emptyListing, loadListing, type ListingData } from "../app/listing.js";
import { urlFromListQuery } from "../app/list-query.js";
import { definePage } from "../app/route-types.js";

/** The search page: a text field and the matching products as a listing (`/search/?text=`). */
export default definePage({
  load: ({ api, query }) =>
    query.get("text")?.trim() ? loadListing(api, query, {}) : Promise.resolve<ListingData>({ query: {}, response: emptyListing(), failed: false }),
  head: ({ query }, { LL }) => ({
    title: `${query.search ? LL.catalog.searchResults({ text: query.search }) : LL.catalog.searchTitle()} | ${LL.shop.name()}`,
    description: LL.catalog.searchLabel(),
    noindex: true,
  }),
  Page: ({ data }) => {
    const { LL } = useI18nContext();
    const [, navigate] = useLocation();
    const text = data.query.search ?? "";
    const form = (
      <form
        role="search"
        className="search-form"
        key={text}
        onSubmit={(e) => {
          e.preventDefault();
          const next = String(new FormData(e.currentTarget).get("text") ?? "").trim();
          navigate(`/search/${urlFromListQuery({ search: next })}`);
        }}
      >
        <label htmlFor="search-text" className="visually-hidden">
          {LL.catalog.searchLabel()}
        </label>
        <input id="search-text" type="search" name="text" defaultValue={text} minLength={3} required placeholder={LL.catalog.searchHint()} />
        <button type="submit" className="btn">
          {LL.catalog.searchSubmit()}
        </button>
      </form>
    );
    return (
      <ListingPage
        data={data}
        title={text ? LL.catalog.searchResults({ text }) : LL.catalog.searchTitle()}
        intro={form}
        emptyMessage={text ? LL.catalog.noResults({ text }) : LL.catalog.searchHint()}
      />
    );
  },
});
