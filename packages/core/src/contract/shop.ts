import * as Schema from "effect/Schema";
import {
  AvailabilityResponse, CategoriesResponse, CheckoutPayload, CheckoutResponse, ContactForm, CountryResponse, GeneralResponse, HomeResponse, OrderResponse,
  ProductCardsResponse, ProductDetailResponse, ProductListResponse, SearchResponse, SeoResponse, StaticPageResponse,
} from "../schemas/index.js";
import type { Route } from "./route.js";

const LISTING_QUERY = ["slug", "search", "min_price", "max_price", "in_stock", "is_discount", "sort_by", "page", "perPage", "filters[key][]"];

/** The storefront's routes, and the files the server answers (pictures, sitemaps, robots.txt). */
export const SHOP_ROUTES = {
  health: { method: "GET", path: "/api/health", summary: "Whether the server and its database answer (503 when the database does not), with the build that runs", tag: "storefront" },
  getGeneral: { method: "GET", path: "/api/general", summary: "The shop's contacts and the lists of the settings modal", tag: "storefront", response: GeneralResponse },
  getCountry: { method: "GET", path: "/api/general/country", summary: "The visitor's country", tag: "storefront", response: CountryResponse },
  sendContact: { method: "POST", path: "/api/general/contact", summary: "Sends the contact form (filled fields only); rate-limited", tag: "storefront", body: ContactForm, multipart: true, response: Schema.Struct({ message: Schema.String }), status: 201 },
  getCategories: { method: "GET", path: "/api/menu/categories", summary: "The flat category list of the menu", tag: "storefront", response: CategoriesResponse },
  getProducts: { method: "GET", path: "/api/catalog/products", summary: "A listing page with facets and price range", tag: "storefront", query: LISTING_QUERY, response: ProductListResponse },
  search: { method: "GET", path: "/api/catalog/search", summary: "Search overlay rows (diacritics, Cyrillic and typos tolerated)", tag: "storefront", query: ["text"], response: SearchResponse },
  getProduct: { method: "GET", path: "/api/catalog/product/{slug}", summary: "A product page's data", tag: "storefront", response: ProductDetailResponse },
  getSimilarProducts: { method: "GET", path: "/api/catalog/product/{slug}/similar", summary: "Products similar to a product", tag: "storefront", response: ProductCardsResponse },
  getCartProducts: { method: "GET", path: "/api/cart/products", summary: "Current data of cart products", tag: "storefront", query: ["ids[]"], response: ProductCardsResponse },
  checkAvailability: { method: "GET", path: "/api/cart/availability", summary: "Whether each cart line can be bought; 422 with errors per line", tag: "storefront", query: ["items[i][id]", "items[i][quantity]"], response: AvailabilityResponse },
  checkout: {
    method: "POST",
    path: "/api/cart/checkout",
    summary: "Places an order (prices and stock from the database; Idempotency-Key honoured, a replay answers the same order with a new access key); 429 with Retry-After past CHECKOUT_LIMIT",
    tag: "storefront",
    body: CheckoutPayload,
    multipart: true,
    response: CheckoutResponse,
    status: 201,
  },
  getOrder: {
    method: "GET",
    path: "/api/cart/order/{number}",
    summary: "An order's confirmation, opened with its access key (?key=); any miss is the same 404, too many misses a 429; no-store",
    tag: "storefront",
    query: ["key"],
    response: OrderResponse,
  },
  getHome: { method: "GET", path: "/api/home", summary: "Slider, home products and bestsellers", tag: "storefront", response: HomeResponse },
  getSeo: { method: "GET", path: "/api/seo/{kind}", summary: "The SEO texts of a page kind, {name} filled in", tag: "storefront", query: ["name"], response: SeoResponse },
  getPage: { method: "GET", path: "/api/pages/{kind}", summary: "The FAQ, the about-us page or a policy page", tag: "storefront", response: StaticPageResponse },
  openApi: { method: "GET", path: "/api/openapi.json", summary: "This document", tag: "storefront" },
  image: { method: "GET", path: "/images/{file}", summary: "A stored picture (webp, immutable)", tag: "files", contentType: "image/webp" },
  sitemap: { method: "GET", path: "/sitemap.xml", summary: "A sitemap index of the files below, kept until the catalogue changes", tag: "files", contentType: "application/xml" },
  sitemapFile: { method: "GET", path: "/sitemaps/{file}", summary: "pages-N.xml or products-N.xml: at most 50,000 public pages, each in every active language", tag: "files", contentType: "application/xml" },
  robots: { method: "GET", path: "/robots.txt", summary: "Where the sitemap is; the dashboard, sign-in, cart, checkout and order pages are not for crawlers", tag: "files", contentType: "text/plain" },
} as const satisfies Record<string, Route>;
