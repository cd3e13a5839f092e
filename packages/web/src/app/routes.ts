import type { PageRoute } from "./route-types.js";
import { homeRoute } from "../pages/home.js";

/**
 * Every storefront page, matched in order against the path without the language prefix.
 * Unknown paths render the 404 page (see page-data.tsx).
 */
export const routes: ReadonlyArray<PageRoute<any>> = [homeRoute];
