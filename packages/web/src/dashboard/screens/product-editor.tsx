import { useState } from "react";
import { useLocation } from "wouter";
import {
  changedProductFields,
  productDraftOf,
  productInputOf,
  productUpdateOf,
  type AdminAttribute,
  type AdminCategory,
  type AdminProduct,
} from "@vitrina/core";
import { ProductForm, emptyProductDraft } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useLeaveGuard } from "../leave-guard.js";
import { byAnswer, savedAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { suggestedSlug } from "./slug.js";
import { useUploads } from "./uploads.js";

/** Create (id null) or edit a product; a save refused because someone saved first says what they changed. */
export const ProductEditor = ({ id }: { readonly id: number | null }) => {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const product = useScreen<AdminProduct | null, number | null>(
    (api, productId, options) => (productId === null ? Promise.resolve(null) : api.getProduct(productId, options)),
    id,
  );
  const categories = useScreen<ReadonlyArray<AdminCategory>>((api, _query, options) => api.listCategories(options), undefined);
  const dictionary = useScreen<ReadonlyArray<AdminAttribute>>((api, _query, options) => api.listAttributes(options), undefined);
  // A product just created opens on its edit page, which says it was saved until the next save.
  const [justCreated, setJustCreated] = useState(() => typeof history !== "undefined" && (history.state as { created?: boolean } | null)?.created === true);
  const { uploads, errors: uploadErrors, upload } = useUploads();
  useLeaveGuard(product.dirty, LL.dashboard.common.unsaved());
  if (product.data === undefined || !categories.data || !dictionary.data)
    return <ScreenStatus screen={product.data === undefined ? product : !categories.data ? categories : dictionary} />;
  const read = product.data;
  const F = LL.dashboard.products.fields;
  return (
    <>
      <ScreenStatus screen={product} />
      <ProductForm
        key={read ? `${read.id}@${read.version}` : "new"}
        title={id === null ? LL.dashboard.products.new() : LL.dashboard.products.edit()}
        initial={read ? productDraftOf(read) : emptyProductDraft()}
        categories={categories.data}
        dictionary={dictionary.data}
        onDirtyChange={product.setDirty}
        {...(read === null ? { suggestSlug: suggestedSlug } : {})}
        // A stock correction's refusal belongs to the stock field the person typed in.
        errors={product.errors.stock_change ? { ...product.errors, stock: product.errors.stock_change } : product.errors}
        saving={product.saving}
        message={product.message ?? (justCreated ? { kind: "ok", text: LL.dashboard.common.saved() } : null)}
        editing={read !== null}
        conflict={
          product.conflict
            ? { changed: read && product.current ? changedProductFields(read, product.current).map((field) => F[field]()) : [], onReload: product.reload }
            : null
        }
        uploads={uploads}
        uploadErrors={uploadErrors}
        onUpload={upload}
        onSubmit={(draft) => {
          setJustCreated(false);
          void product
            .save(
              (api) => (read === null ? api.createProduct(productInputOf(draft)) : api.updateProduct(read.id, productUpdateOf(draft, read), read.version)),
              {
                // A new product opens on its own edit page instead.
                ...(read === null ? {} : { apply: byAnswer<AdminProduct | null> }),
                texts: { done: LL.dashboard.common.saved() },
              },
            )
            .then((outcome) => {
              const saved = savedAnswer<AdminProduct>(outcome);
              if (saved && id === null) navigate(`/dashboard/product/edit/${saved.id}/`, { state: { created: true } });
            });
        }}
      />
    </>
  );
};
