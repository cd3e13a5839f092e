import { useState } from "react";
import { useLocation } from "wouter";
import { changedProductFields, productDraftOf, productInputOf, productUpdateOf } from "@vitrina/core";
import { ProductForm, emptyProductDraft } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useLeaveGuard } from "../leave-guard.js";
import { useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";
import { suggestedSlug } from "./slug.js";
import { useUploads } from "./uploads.js";

/** Create (id null) or edit a product; a save refused because someone saved first says what they changed. */
export const ProductEditor = ({ id }: { readonly id: number | null }) => {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const product = useResource((api) => (id === null ? Promise.resolve(null) : api.getProduct(id)), [id]);
  const categories = useResource((api) => api.listCategories(), []);
  const dictionary = useResource((api) => api.listAttributes(), []);
  const save = useSave();
  // After a conflict: the product as saved now, to name what changed.
  const latest = useResource((api) => (save.conflict && id !== null ? api.getProduct(id) : Promise.resolve(null)), [save.conflict, id]);
  // A product just created opens on its edit page, which says it was saved until the next save.
  const [justCreated, setJustCreated] = useState(() => typeof history !== "undefined" && (history.state as { created?: boolean } | null)?.created === true);
  const { uploads, errors: uploadErrors, upload } = useUploads();
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  if (product.data === undefined || !categories.data || !dictionary.data)
    return <Pending resource={product.data === undefined ? product : !categories.data ? categories : dictionary} />;
  const read = product.data;
  const F = LL.dashboard.products.fields;
  return (
    <ProductForm
      key={read ? `${read.id}@${read.version}` : "new"}
      title={id === null ? LL.dashboard.products.new() : LL.dashboard.products.edit()}
      initial={read ? productDraftOf(read) : emptyProductDraft()}
      categories={categories.data}
      dictionary={dictionary.data}
      onDirtyChange={setDirty}
      {...(read === null ? { suggestSlug: suggestedSlug } : {})}
      // A stock correction's refusal belongs to the stock field the person typed in.
      errors={save.errors.stock_change ? { ...save.errors, stock: save.errors.stock_change } : save.errors}
      saving={save.saving}
      message={save.message ?? (justCreated ? { kind: "ok", text: LL.dashboard.common.saved() } : null)}
      editing={read !== null}
      conflict={
        save.conflict
          ? {
              changed: read && latest.data ? changedProductFields(read, latest.data).map((field) => F[field]()) : [],
              onReload: () => {
                save.reset();
                product.reload();
              },
            }
          : null
      }
      uploads={uploads}
      uploadErrors={uploadErrors}
      onUpload={upload}
      onSubmit={(draft) => {
        setJustCreated(false);
        void save
          .run((api) => (read === null ? api.createProduct(productInputOf(draft)) : api.updateProduct(read.id, productUpdateOf(draft, read), read.version)), {
            done: LL.dashboard.common.saved(),
          })
          .then((saved) => {
            if (saved && id === null) navigate(`/dashboard/product/edit/${saved.id}/`, { state: { created: true } });
            else if (saved) product.set(saved);
          });
      }}
    />
  );
};
