import type { HomeData } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Link } from "../Link.js";
import { ProductGrid } from "../ProductGrid.js";
import { Slider } from "./Slider.js";
import { useShopIdentity } from "../shell/shop-identity.js";

/** Props of {@link HomeView}. */
export interface HomeViewProps {
  readonly data: HomeData;
  readonly onAddToCart: (id: number) => void;
}

/**
 * The home page: offers, recommended products, bestsellers and the "about us" introduction (the
 * owner's text: the opening paragraph of their "about us" page, with a link to the whole page).
 */
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
          <ProductGrid name="home-products" products={data.home_products} onAddToCart={onAddToCart} eagerCount={2} />
        </section>
      ) : null}
      {data.bestsellers.length > 0 ? (
        <section aria-labelledby="bestsellers">
          <h2 id="bestsellers">{LL.home.bestsellers()}</h2>
          <ProductGrid name="bestsellers" products={data.bestsellers} onAddToCart={onAddToCart} />
        </section>
      ) : null}
      <section id="introduction" className="about" aria-labelledby="about-title">
        <h2 id="about-title">{LL.home.aboutTitle({ shop: shop.name })}</h2>
        {data.introduction ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server rendered and sanitised this HTML from the owner's Markdown (raw HTML off, only safe links kept)
          <div className="about__text" dangerouslySetInnerHTML={{ __html: data.introduction }} />
        ) : null}
        <p>
          <Link href="/about/">{LL.home.aboutMore()}</Link>
        </p>
      </section>
    </div>
  );
};
