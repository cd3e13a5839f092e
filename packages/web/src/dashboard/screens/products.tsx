import { useState } from "react";
import { DASHBOARD_PAGE_SIZE, type AdminProductQuery } from "@vitrina/core";
import { ProductsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useResource, useRowActions } from "../use-api.js";
import { Pending } from "./pending.js";

/** The product list; a refused delete is explained on the product's own row. */
export const Products = () => {
  const { LL, locale } = useI18nContext();
  const [query, setQuery] = useState<AdminProductQuery>({ sort: "updated_at", dir: "desc", page: 1, perPage: DASHBOARD_PAGE_SIZE });
  const products = useResource((api) => api.listProducts(query), [JSON.stringify(query)]);
  const rows = useRowActions();
  if (!products.data) return <Pending resource={products} />;
  return (
    <>
      <Pending resource={products} />
      <ProductsView
        page={products.data}
        query={query}
        loading={products.loading}
        onQueryChange={setQuery}
        rowMessage={rows.message}
        onDelete={(p) => {
          rows.clear();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: p.title[locale] || p.title.ro }))) return;
          // 409: the product is part of orders; the server says to make it inactive instead.
          void rows.run(p.id, (api) => api.deleteProduct(p.id), { refused: LL.dashboard.products.hasOrders() }).then((done) => done && products.reload());
        }}
      />
    </>
  );
};
