import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { badgeLabel, cartCount, type CartLine } from "@vitrina/core";
import { useActorPart } from "./lazy-actor.js";
import { useShop } from "./shop-context.js";

// Whether the browser's first render (the hydration of the server's HTML) is done: set once, by the
// app's first effect (markHydrated), never on the server.
let hydrated = false;
const hydrationListeners = new Set<() => void>();
const subscribeHydrated = (listener: () => void) => {
  hydrationListeners.add(listener);
  return () => void hydrationListeners.delete(listener);
};

/** Notes that the app's first render is on screen: what waits for {@link useAfterHydrationValue} renders again. */
export const markHydrated = (): void => {
  if (hydrated) return;
  hydrated = true;
  for (const listener of hydrationListeners) listener();
};

/**
 * `shared` while the server renders and while the browser hydrates its HTML; `own` from the render
 * that follows hydration on (and at once for what mounts later, a page reached by a link). What is
 * the visitor's own (cart badge, last seen products, chosen country) waits for it: most pages are
 * rendered once and shared by every visitor, so the browser's first render must show what the
 * server's did, and only then what the visitor's cookies hold. The component renders again at
 * hydration only when the two differ (Object.is), so a visitor with nothing of their own (no cart,
 * the shop's country) costs the page no second render. It reads a flag of its own, not React's
 * server snapshot, so it holds with the storefront's smaller runtime too (Preact, which has none).
 * @example const badge = useAfterHydrationValue(badgeLabel(cartCount(rendered)), badgeLabel(cartCount(lines)));
 */
export const useAfterHydrationValue = <T,>(shared: T, own: T): T =>
  useSyncExternalStore(
    subscribeHydrated,
    () => (hydrated ? own : shared),
    () => shared,
  );

const RenderedCartContext = createContext<ReadonlyArray<CartLine>>([]);

/** Provides the cart lines the server rendered the page with (none on a shared page). */
export const RenderedCartProvider = ({ lines, children }: { readonly lines: ReadonlyArray<CartLine>; readonly children: ReactNode }) => (
  <RenderedCartContext.Provider value={lines}>{children}</RenderedCartContext.Provider>
);

/**
 * The cart's lines as the page shows them: those the server rendered until the page is hydrated,
 * then the cart's own, read from the cookie (which a cart change saved while the page loaded may
 * have changed since the server read it).
 */
export const useShownCartLines = (): ReadonlyArray<CartLine> => {
  const { cart } = useShop();
  const lines = useActorPart(cart, (s) => s.context.lines);
  return useAfterHydrationValue(useContext(RenderedCartContext), lines);
};

/** The cart link's badge (core's badge label) of {@link useShownCartLines}: renders again only when the text changes. */
export const useShownCartBadge = (): string => {
  const { cart } = useShop();
  const lines = useActorPart(cart, (s) => s.context.lines);
  return useAfterHydrationValue(badgeLabel(cartCount(useContext(RenderedCartContext))), badgeLabel(cartCount(lines)));
};
