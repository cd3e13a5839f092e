import { ProductGrid } from "@vitrina/react-ui";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import type { HomeData } from "@vitrina/core";
import { defineRoute } from "../app/route-types.js";

const HomePage = ({ data }: { readonly data: HomeData }) => {
  const { LL, locale } = useI18nContext();
  return (
    <>
      <h1 className="visually-hidden">{LL.shop.name()}</h1>
      <ProductGrid products={data.home_products} locale={locale} />
    </>
  );
};

/** The home page: slider, home products, bestsellers and the about-us introduction. */
export const homeRoute = defineRoute({
  id: "home",
  path: "/",
  load: ({ api }) => api.getHome(),
  head: (data) => ({ title: data.seo.title, description: data.seo.description, image: data.seo.image ?? null }),
  component: HomePage,
});
