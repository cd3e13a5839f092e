import type { ComponentType } from "react";
import { routes } from "./routes.js";
import { NotFoundPage, ErrorPage } from "../pages/error.js";

const byId = new Map<string, ComponentType<{ data: any }>>(routes.map((r) => [r.id, r.component]));

/** The component that renders a route id (404 and error pages included). */
export const pageComponent = (routeId: string): ComponentType<{ data: any }> =>
  routeId === "not-found" ? NotFoundPage : (byId.get(routeId) ?? ErrorPage);
