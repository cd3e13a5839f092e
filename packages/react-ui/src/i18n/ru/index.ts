import type { Translation } from "../i18n-types.js";
import shop from "./shop.js";
import shell from "./shell.js";
import home from "./home.js";
import catalog from "./catalog.js";
import product from "./product.js";
import cart from "./cart.js";
import checkout from "./checkout.js";
import order from "./order.js";
import contacts from "./contacts.js";
import pages from "./pages.js";
import errors from "./errors.js";
import validation from "./validation.js";

const ru = { shop, shell, home, catalog, product, cart, checkout, order, contacts, pages, errors, validation } satisfies Translation;

export default ru;
