import type { HomeData } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { ProductGrid } from "../ProductGrid.js";
import { Slider } from "./Slider.js";
import { useShopIdentity } from "../shell/shop-identity.js";

/** Props of {@link HomeView}. */
export interface HomeViewProps {
  readonly data: HomeData;
  readonly onAddToCart: (id: number) => void;
}

/** The home page: offers, recommended products, bestsellers and the "about us" introduction. */
export const HomeView = ({ data, onAddToCart }: HomeViewProps) => {
  const { LL } = useI18nContext();
  const shop = useShopIdentity();
  return (
    <div className="container home">
      <h1 className="visually-hidden">{data.seo.title}</h1>
      <Slider slides={data.sliders} />
      {data.home_products.length > 0 ? (
        <section aria-labelledby="home-products">
          <h2 id="home-products">{LL.home.homeProducts()}</h2>
          {/* The first row is above the fold on phones: its pictures load at once. */}
          <ProductGrid products={data.home_products} onAddToCart={onAddToCart} eagerCount={2} />
        </section>
      ) : null}
      {data.bestsellers.length > 0 ? (
        <section aria-labelledby="bestsellers">
          <h2 id="bestsellers">{LL.home.bestsellers()}</h2>
          <ProductGrid products={data.bestsellers} onAddToCart={onAddToCart} />
        </section>
      ) : null}
      <section id="introduction" className="about" aria-labelledby="about-title">
        <h2 id="about-title">{LL.home.aboutTitle({ shop: shop.name })}</h2>
        <p>{LL.home.aboutText({ shop: shop.name })}</p>
        <p>{LL.home.aboutPromise()}</p>
      </section>
    </div>
  );
};
