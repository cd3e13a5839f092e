export type {
  DemoAttribute,
  DemoCategory,
  DemoFaq,
  DemoOption,
  DemoGeneral,
  DemoPage,
  DemoProduct,
  DemoSeo,
  DemoSlider,
  DemoVariant,
  Localized,
} from "./types.js";
export { categories } from "./categories.js";
export { products } from "./products/index.js";
export { attributeDictionary } from "./products/attributes.js";
export { faq, pages } from "./pages.js";
export { bestsellerSlugs, general, homeProductSlugs, seo, sliders } from "./marketing.js";
