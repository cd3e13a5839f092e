import { HomeView } from "@vitrina/react-ui";
import { cardImage } from "../app/head.js";
import { organizationJsonLd } from "../app/json-ld.js";
import { definePage } from "../app/route-types.js";
import { useAddFromList } from "../app/cart.js";

/** The home page: slider, recommended products, bestsellers and the about-us introduction. */
export default definePage({
  load: ({ api }) => api.getHome(),
  head: (data, { origin, shop }) => ({
    title: data.seo.title,
    description: data.seo.description,
    image: data.seo.image ?? null,
    lcpImage: cardImage([...data.home_products, ...data.bestsellers]),
    jsonLd: [organizationJsonLd(shop, { origin })],
  }),
  Page: ({ data }) => <HomeView data={data} onAddToCart={useAddFromList([...data.home_products, ...data.bestsellers])} />,
});
