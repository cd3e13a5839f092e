import { useState } from "react";
import { DASHBOARD_PAGE_SIZE, bulkEditOf, isApiError, type AdminProduct, type AdminProductQuery, type FieldErrors, type Page } from "@vitrina/core";
import { ProductsBulkEdit, ProductsCsvView, ProductsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { useProductsCsv } from "./products-csv.js";

/** Which part of the list the last change was made from, so its message is said there. */
type Part = "row" | "bulk" | "csv";

/**
 * The product list: a refused delete is explained on the product's own row; products picked with
 * their boxes get one change of price or stock at once (each with the version the list showed); the
 * catalogue's CSV is downloaded and imported below the list.
 */
export const Products = () => {
  const { LL, locale } = useI18nContext();
  const B = LL.dashboard.productsCsv.bulk;
  const [query, setQuery] = useState<AdminProductQuery>({ sort: "updated_at", dir: "desc", page: 1, perPage: DASHBOARD_PAGE_SIZE });
  const [picked, setPicked] = useState<ReadonlyMap<number, AdminProduct>>(new Map());
  const [checked, setChecked] = useState<FieldErrors>({});
  const [part, setPart] = useState<Part>("row");
  const products = useScreen<Page<AdminProduct>, AdminProductQuery>((api, q, options) => api.listProducts(q, options), query);
  const csv = useProductsCsv(products, () => setPart("csv"));
  if (!products.data) return <ScreenStatus screen={products} />;
  const said = (of: Part) => (part === of ? products.message : null);
  const list = [...picked.values()];
  // The answer's errors of a product the change breaks (`products.1.old_price`), named by its title.
  const bulkErrors = part === "bulk" ? products.errors : {};
  const refusedRows = Object.entries(bulkErrors).flatMap(([path, kinds]) => {
    const [, index, field] = /^products\.(\d+)\.(\w+)$/.exec(path) ?? [];
    const product = index === undefined ? undefined : list[Number(index)];
    if (!product) return [];
    const P = LL.dashboard.productsCsv.problems;
    const problem =
      field === "id" && kinds.includes("unavailable")
        ? B.variants()
        : field === "old_price"
          ? P.oldPrice()
          : field === "stock_change"
            ? B.stockBelowZero()
            : P.invalid();
    return [B.tooLow({ title: product.title[locale] || product.title.ro, problem })];
  });
  return (
    <>
      <ScreenStatus screen={products} />
      <ProductsView
        page={products.data}
        query={query}
        loading={products.reloading}
        onQueryChange={setQuery}
        rowMessage={part === "row" ? products.rowMessage : null}
        onDelete={(p) => {
          products.dismiss();
          setPart("row");
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: p.title[locale] || p.title.ro }))) return;
          // 409: the product is part of orders; the server says to make it inactive instead.
          void products.save((api) => api.deleteProduct(p.id), { row: p.id, reload: true, texts: { refused: LL.dashboard.products.hasOrders() } });
        }}
        selected={new Set(picked.keys())}
        onSelect={(ids, on) =>
          setPicked((now) => {
            const next = new Map(now);
            for (const p of products.data?.data ?? []) if (ids.includes(p.id)) on ? next.set(p.id, p) : next.delete(p.id);
            return next;
          })
        }
        bulkEdit={
          picked.size > 0 || said("bulk") ? (
            <ProductsBulkEdit
              count={picked.size}
              saving={products.saving && part === "bulk"}
              errors={{ ...checked, ...bulkErrors }}
              message={refusedRows.length > 0 ? { kind: "error", text: refusedRows.join(" ") } : said("bulk")}
              onClear={() => setPicked(new Map())}
              onApply={(kind, value) => {
                setPart("bulk");
                const edit = bulkEditOf(kind, value, list);
                setChecked(edit.ok ? {} : edit.errors);
                if (!edit.ok) return;
                void products
                  .save((api) => api.bulkEditProducts(edit.value), {
                    reload: true,
                    // A product saved since the list showed it: the list is read again, its versions with it.
                    on409: "stale",
                    texts: { done: B.saved({ count: list.length }), refused: B.stale() },
                  })
                  .then((outcome) => {
                    if (outcome?.kind === "saved" || (outcome?.kind === "refused" && isApiError(outcome.error) && outcome.error.status === 409))
                      setPicked(new Map());
                  });
              }}
            />
          ) : null
        }
        csv={<ProductsCsvView {...csv} message={said("csv")} />}
      />
    </>
  );
};
