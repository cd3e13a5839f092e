/** The dashboard's screens, one file each under screens/ (where App.tsx also finds shop settings and content pages), each reading and saving through its model (screen.ts: core's resource machine). */
export { Overview } from "./screens/overview.js";
export { Products } from "./screens/products.js";
export { ProductEditor } from "./screens/product-editor.js";
export { Categories } from "./screens/categories.js";
export { Attributes } from "./screens/attributes.js";
export { Orders } from "./screens/orders.js";
export { DiscountCodes } from "./screens/discount-codes.js";
export { OrderDetail } from "./screens/order-detail.js";
export { OrderPrint } from "./screens/order-print.js";
export { Messages } from "./screens/messages.js";
export { Sliders } from "./screens/sliders.js";
export { Curated } from "./screens/curated.js";
export { Seo } from "./screens/seo.js";
export { LocaleSettings } from "./screens/locale-settings.js";
export { Methods } from "./screens/methods.js";
export { Password } from "./screens/password.js";
export { Audit } from "./screens/audit.js";
