import { createContext, useContext, type ReactNode } from "react";
import type { CartContext, CartEvent, Category, GeneralData, KeyValueStore, LastSeenStore, Logger, PublicShopIdentity, ShopApi } from "@vitrina/core";
import type { LazyActor } from "./lazy-actor.js";

/** What the header, menu and footer of every page show: the shop's contacts and its categories, and the visitor's country. */
export interface ShellData {
  readonly general: GeneralData;
  readonly categories: ReadonlyArray<Category>;
  /** The visitor's country as `general/country` reports it (a trusted proxy's header, else md). */
  readonly country: string;
}

/** What the app's components reach: the API and the actors created once per app (or request). */
export interface Shop {
  readonly api: ShopApi;
  /** Where failures are written (spec §8's messages). */
  readonly logger: Logger;
  /** The shop's public origin (canonical links, JSON-LD). */
  readonly origin: string;
  /** Cookies (the language, cart and last-seen cookies live there). */
  readonly cookies: KeyValueStore;
  /** The browser's local storage (a listing's last filters live there, spec §4). */
  readonly storage: KeyValueStore;
  /** The cart: its lines from the cookie at once, its machine loaded with the first change (lazy-actor.ts). */
  readonly cart: CartActor;
  readonly lastSeen: LastSeenStore;
  /** Script URL of the third-party chat widget of the error page, when configured. */
  readonly chatWidgetUrl?: string;
  /** A page's script chunk failed to load (the app reloads, spec §8). */
  readonly onChunkError?: (path: string) => void;
  /** The router moved to another path (the app-update machine reloads there when a new build exists). */
  readonly onNavigate?: (path: string) => void;
}

/** The shopper's cart as the app holds it: its machine loads with its first event. */
export type CartActor = LazyActor<{ readonly context: CartContext }, CartEvent>;

const ShopContext = createContext<Shop | null>(null);

/** Makes the shop available to every page. */
export const ShopProvider = ({ shop, children }: { readonly shop: Shop; readonly children: ReactNode }) => (
  <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
);

/** The shop of the current app. */
export const useShop = (): Shop => {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop must be used inside <ShopProvider>");
  return shop;
};

const ShellDataContext = createContext<ShellData | null>(null);

/** Makes the shell data (contacts, countries, categories) of the page's language available to pages. */
export const ShellDataProvider = ({ data, children }: { readonly data: ShellData; readonly children: ReactNode }) => (
  <ShellDataContext.Provider value={data}>{children}</ShellDataContext.Provider>
);

/** The shop's general data and categories in the page's language. */
export const useShellData = (): ShellData => {
  const data = useContext(ShellDataContext);
  if (!data) throw new Error("useShellData must be used inside <ShellDataProvider>");
  return data;
};

/** The shop's identity from the general data (an answer without one names no shop rather than a wrong one). */
export const shopIdentityOf = (general: GeneralData): PublicShopIdentity => general.shop ?? { name: "", logo: null, company: "", idno: "", legalAddress: "" };
