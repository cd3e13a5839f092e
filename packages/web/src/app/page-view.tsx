import type { ComponentType } from "react";
import { loadedPage } from "./page-data.js";
import { NotFoundPage, ServerErrorPage } from "../pages/error.js";

/** The component that renders a route id (404 and error pages included). */
export const pageComponent = (routeId: string): ComponentType<{ data: any }> =>
  routeId === "not-found" ? NotFoundPage : (loadedPage(routeId)?.Page ?? ServerErrorPage);
