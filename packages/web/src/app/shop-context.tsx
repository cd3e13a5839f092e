import { createContext, useContext, type ReactNode } from "react";
import type { ShopApi } from "@vitrina/core";

/** What the app's components reach: the API and the actors created once per app. */
export interface Shop {
  readonly api: ShopApi;
  /** The shop's public origin (canonical links, JSON-LD). */
  readonly origin: string;
}

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
