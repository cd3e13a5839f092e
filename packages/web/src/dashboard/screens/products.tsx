import { useState } from "react";
import { DASHBOARD_PAGE_SIZE, type AdminProduct, type AdminProductQuery, type Page } from "@vitrina/core";
import { ProductsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** The product list; a refused delete is explained on the product's own row. */
export const Products = () => {
  const { LL, locale } = useI18nContext();
  const [query, setQuery] = useState<AdminProductQuery>({ sort: "updated_at", dir: "desc", page: 1, perPage: DASHBOARD_PAGE_SIZE });
  const products = useScreen<Page<AdminProduct>, AdminProductQuery>((api, q, options) => api.listProducts(q, options), query);
  if (!products.data) return <ScreenStatus screen={products} />;
  return (
    <>
      <ScreenStatus screen={products} />
      <ProductsView
        page={products.data}
        query={query}
        loading={products.reloading}
        onQueryChange={setQuery}
        rowMessage={products.rowMessage}
        onDelete={(p) => {
          products.dismiss();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: p.title[locale] || p.title.ro }))) return;
          // 409: the product is part of orders; the server says to make it inactive instead.
          void products.save((api) => api.deleteProduct(p.id), { row: p.id, reload: true, texts: { refused: LL.dashboard.products.hasOrders() } });
        }}
      />
    </>
  );
};
