import { HomeView } from "@vitrina/react-ui";
import { cardImage } from "../app/head.js";
import { definePage } from "../app/route-types.js";
import { useAddFromList } from "../app/cart.js";

/** The home page: slider, recommended products, bestsellers and the about-us introduction. */
export default definePage({
  load: ({ api }) => api.getHome(),
  head: (data, { origin, LL }) => ({
    title: data.seo.title,
    description: data.seo.description,
    image: data.seo.image ?? null,
    lcpImage: cardImage([...data.home_products, ...data.bestsellers]),
    jsonLd: [{ "@context": "https://schema.org", "@type": "OnlineStore", name: LL.shop.name(), url: origin, currenciesAccepted: "MDL" }],
  }),
  Page: ({ data }) => <HomeView data={data} onAddToCart={useAddFromList([...data.home_products, ...data.bestsellers])} />,
});
