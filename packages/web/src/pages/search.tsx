import { useLocation } from "wouter";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { ListingPage, emptyListing, loadListing, type ListingData } from "../app/listing.js";
import { urlFromListQuery } from "../app/list-query.js";
import { cardImage } from "../app/head.js";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";

/** The search page: a text field and the matching products as a listing (`/search/?text=`). */
export default definePage({
  load: async ({ api, query }): Promise<ListingData> => {
    if (query.get("text")?.trim()) return loadListing(api, query, {});
    const seo = await loadSeo(api, "search");
    return { query: {}, response: { ...emptyListing(), ...(seo ? { seo } : {}) }, failed: false };
  },
  head: ({ query, response }, { LL, shop }) =>
    seoHead(
      response.seo,
      {
        title: LL.shop.pageTitle({
          title: query.search ? LL.catalog.searchResults({ text: response.searched_for ?? query.search }) : LL.catalog.searchTitle(),
          shop: shop.name,
        }),
        description: LL.catalog.searchLabel(),
      },
      { noindex: true, lcpImage: cardImage(response.items) },
    ),
  Page: ({ data }) => {
    const { LL } = useI18nContext();
    const [, navigate] = useLocation();
    const text = data.query.search ?? "";
    // A typo the shop corrected: the products are for that text, and the page says so.
    const searched = data.response.searched_for;
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
        title={text ? LL.catalog.searchResults({ text: searched ?? text }) : LL.catalog.searchTitle()}
        intro={
          searched === undefined ? (
            form
          ) : (
            <>
              <p>{LL.catalog.searchedInstead({ typed: text, text: searched })}</p>
              {form}
            </>
          )
        }
        emptyMessage={text ? LL.catalog.noResults({ text }) : LL.catalog.searchHint()}
      />
    );
  },
});
