import { useI18nContext } from "@vitrina/react-ui/i18n";
import { cardImage } from "../app/head.js";
import { breadcrumbJsonLd } from "../app/json-ld.js";
import { ListingPage, loadListing } from "../app/listing.js";
import { definePage } from "../app/route-types.js";

/** A category listing with its subcategories' products, filters, sort and "show more". */
export default definePage({
  load: ({ api, params, query }) => loadListing(api, query, { slug: params.slug! }),
  head: ({ response }, ctx) => ({
    title: response.seo.title,
    description: response.seo.description,
    image: response.seo.image ?? null,
    lcpImage: cardImage(response.items),
    jsonLd: response.breadcrumb.length > 0 ? [breadcrumbJsonLd(response.breadcrumb, ctx)] : [],
  }),
  Page: ({ data }) => {
    const { LL } = useI18nContext();
    return <ListingPage data={data} title={data.response.breadcrumb.at(-1)?.name ?? LL.catalog.home()} />;
  },
});
