import { useState } from "react";
import { CURRENCY, type AdminProduct, type Locale, type Page, type ProductCard, type VersionedList } from "@vitrina/core";
import { CuratedListView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

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
  const screen = useScreen<VersionedList<ProductCard>, Locale>((api, lang, options) => api.getProductList(list, { lang }, options), locale);
  // The search for products to add: its own reads, each cancelling the one before.
  const [text, setText] = useState<string | null>(null);
  const search = useScreen<ReadonlyArray<ProductCard>, { readonly text: string | null; readonly locale: Locale }>(
    (api, q, options) =>
      q.text === null
        ? Promise.resolve([])
        : api.listProducts({ search: q.text, perPage: 10 }, options).then((page: Page<AdminProduct>) => page.data.map((p) => cardOf(p, q.locale))),
    { text, locale },
  );
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const { version } = screen.data;
  return (
    <>
      <ScreenStatus screen={screen} />
      <CuratedListView
        title={list === "home-products" ? LL.dashboard.curated.homeTitle() : LL.dashboard.curated.bestsellersTitle()}
        products={screen.data.data}
        searchResults={search.data ?? []}
        // A failed search is said where a failed save is.
        message={screen.message ?? (search.failure === null ? null : { kind: "error", text: search.failure })}
        conflict={screen.conflict ? { changed: [], onReload: screen.reload } : null}
        onSearch={setText}
        onChange={(next) =>
          void screen.save(
            // With the version of the list as saved last (a change made while another is saved waits for its answer).
            (api, shown) =>
              api.setProductList(
                list,
                next.map((p) => p.id),
                shown.version,
              ),
            {
              shown: { data: next, version },
              // The list on screen keeps its titles in the dashboard's language; the answer brings the new version.
              apply: (shown, saved) => ({ data: shown.data, version: saved.version }),
              texts: { done: LL.dashboard.common.saved() },
            },
          )
        }
      />
    </>
  );
};
