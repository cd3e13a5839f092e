import * as Schema from "effect/Schema";
import { ProductCard, ProductImage } from "./catalog.js";
import { Seo } from "./common.js";

/** A slide of the home page's slider, in the request's language. */
export const Slide = Schema.Struct({
  id: Schema.Finite,
  title: Schema.String,
  subtitle: Schema.String,
  link: Schema.String,
  image: Schema.NullOr(ProductImage),
});
/** A home slide. */
export type Slide = typeof Slide.Type;

/** `GET home`: what the home page shows. */
export const HomeData = Schema.Struct({
  sliders: Schema.Array(Slide),
  home_products: Schema.Array(ProductCard),
  bestsellers: Schema.Array(ProductCard),
  seo: Seo,
  /**
   * The home page's "About {shop}" introduction: the opening paragraph of the owner's "about us" page
   * in the request's language, as HTML the server rendered from Markdown and sanitised; empty when
   * that page has none. What the shop promises there is the owner's text, never the software's.
   */
  introduction: Schema.String,
});
/** The home page's data. */
export type HomeData = typeof HomeData.Type;
/** `GET home` answers `{ data }`. */
export const HomeResponse = Schema.Struct({ data: HomeData });
