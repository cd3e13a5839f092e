import { useState } from "react";
import { CURRENCY, type AdminProduct, type Locale, type ProductCard } from "@vitrina/core";
import { CuratedListView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { reloadAfterConflict, useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";

/** A search result as the curated list shows it: a product card in the dashboard's language. */
const cardOf = (p: AdminProduct, locale: Locale): ProductCard => ({
  id: p.id,
  uuid: p.uuid,
  slug: p.slug,
  sku: p.sku,
  title: p.title[locale] || p.title.ro,
  price: p.price,
  old_price: p.old_price,
  currency: CURRENCY,
  image: p.images[0] ?? null,
  category: { slug: "", name: "" },
  stock: p.stock,
  in_stock: p.stock > 0,
});

/** Home products or bestsellers: every change is saved at once. */
export const Curated = ({ list }: { readonly list: "home-products" | "bestsellers" }) => {
  const { LL, locale } = useI18nContext();
  const products = useResource((api) => api.getProductList(list, { lang: locale }), [list, locale]);
  const [results, setResults] = useState<ReadonlyArray<ProductCard>>([]);
  const save = useSave();
  const search = useSave();
  if (!products.data) return <Pending resource={products} />;
  const { version } = products.data;
  return (
    <>
      <Pending resource={products} />
      <CuratedListView
        title={list === "home-products" ? LL.dashboard.curated.homeTitle() : LL.dashboard.curated.bestsellersTitle()}
        products={products.data.data}
        searchResults={results}
        // A failed search is said where a failed save is.
        message={save.message ?? search.message}
        conflict={save.conflict ? { changed: [], onReload: () => reloadAfterConflict(save, products) } : null}
        onSearch={(text) =>
          void search.run((api) => api.listProducts({ search: text, perPage: 10 })).then((page) => page && setResults(page.data.map((p) => cardOf(p, locale))))
        }
        onChange={(next) => {
          products.set({ data: next, version });
          void save
            .run(
              (api) =>
                api.setProductList(
                  list,
                  next.map((p) => p.id),
                  version,
                ),
              { done: LL.dashboard.common.saved() },
            )
            // The list on screen keeps its titles in the dashboard's language; the answer brings the new version.
            .then((saved) => saved && products.set({ data: next, version: saved.version }));
        }}
      />
    </>
  );
};
