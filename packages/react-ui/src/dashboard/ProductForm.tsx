import { useEffect, useRef, useState } from "react";
import type { AdminAttribute, AdminCategory, FieldErrors, LocalizedText, ProductDraft, UploadedImage } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { OrderedList } from "./OrderedList.js";
import { ProductAttributes } from "./ProductAttributes.js";
import { ProductOptions } from "./ProductOptions.js";
import { VariantTable } from "./VariantTable.js";
import { Field, IMAGE_TYPES, LocalizedField, Notice, SaveButton, emptyText, useNameIn } from "./parts.js";

/** A picture being uploaded. */
export interface Upload {
  readonly name: string;
  /** 0 to 1. */
  readonly progress: number;
}

/** What the form edits (core's product draft). */
export type { ProductDraft };

/** A new product's empty form. */
export const emptyProductDraft = (): ProductDraft => ({
  slug: "",
  sku: "",
  title: emptyText(),
  description: emptyText(),
  price: "",
  old_price: "",
  max_per_order: "",
  stock: "0",
  category_id: 0,
  attributes: [],
  active: true,
  seo_title: emptyText(),
  seo_description: emptyText(),
  images: [],
  options: [],
  variants: [],
});

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  readonly title: string;
  readonly initial: ProductDraft;
  readonly categories: ReadonlyArray<AdminCategory>;
  /** The attribute dictionary: the keys the product's attributes are chosen from. */
  readonly dictionary: ReadonlyArray<AdminAttribute>;
  /** Field errors by payload path (`title.ro`, `price`, `attributes.0.key`). */
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly uploads: ReadonlyArray<Upload>;
  /** Messages about files refused before upload (type, size). */
  readonly uploadErrors: ReadonlyArray<string>;
  readonly onUpload: (files: ReadonlyArray<File>) => Promise<ReadonlyArray<UploadedImage>>;
  readonly onSubmit: (draft: ProductDraft) => void;
  /** Editing a saved product: a changed stock is then a correction of the current stock. */
  readonly editing?: boolean;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  /**
   * The address a title suggests. Given for a new product: its slug then follows the title until the
   * slug field is edited by hand.
   */
  readonly suggestSlug?: (title: LocalizedText) => string;
  /** Told whether the form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Create or edit a product: texts in four languages, price, old price, stock, SKU, category,
 * attributes, visibility, SEO texts and pictures (upload with progress, drag to reorder).
 */
export const ProductForm = ({
  title,
  initial,
  categories,
  dictionary,
  errors,
  saving,
  message,
  uploads,
  uploadErrors,
  onUpload,
  onSubmit,
  editing = false,
  conflict = null,
  suggestSlug,
  onDirtyChange,
}: ProductFormProps) => {
  const { LL } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.products.fields;
  const [draft, setDraft] = useState(initial);
  // A saved product keeps its address (links to it exist); a new one's follows its title until typed in.
  const [slugTyped, setSlugTyped] = useState(editing || initial.slug !== "");
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty]);
  useEffect(() => () => onDirtyChange?.(false), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const topLevel = categories.filter((c) => c.parent_id === null);
  const variants = { options: draft.options, variants: draft.variants };
  const setVariants = (v: typeof variants) => setDraft((d) => ({ ...d, ...v }));
  // A product with options is priced and stocked per variant (the server keeps the lowest price and the sum).
  const perVariant = draft.options.length > 0;
  return (
    <form
      className="dash-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft);
      }}
    >
      <h1>{title}</h1>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <LocalizedField
        label={T.title()}
        path="title"
        value={draft.title}
        errors={errors}
        onChange={(v) => setDraft((d) => ({ ...d, title: v, ...(suggestSlug && !slugTyped ? { slug: suggestSlug(v) } : {}) }))}
      />
      <LocalizedField label={T.description()} path="description" value={draft.description} errors={errors} multiline onChange={(v) => set("description", v)} />
      {perVariant ? <p className="field-hint">{LL.dashboard.variantEditor.fromVariants()}</p> : null}
      <div className="form-grid">
        <Field label={T.slug()} path="slug" errors={errors}>
          {(a) => (
            <input
              {...a}
              value={draft.slug}
              onChange={(e) => {
                setSlugTyped(true);
                set("slug", e.currentTarget.value);
              }}
            />
          )}
        </Field>
        <Field label={T.sku()} path="sku" errors={errors}>
          {(a) => <input {...a} value={draft.sku} onChange={(e) => set("sku", e.currentTarget.value)} />}
        </Field>
        {perVariant ? null : (
          <>
            <Field label={T.price()} path="price" errors={errors}>
              {(a) => <input {...a} inputMode="decimal" value={draft.price} onChange={(e) => set("price", e.currentTarget.value)} />}
            </Field>
            <Field label={T.oldPrice()} path="old_price" errors={errors}>
              {(a) => <input {...a} inputMode="decimal" value={draft.old_price} onChange={(e) => set("old_price", e.currentTarget.value)} />}
            </Field>
            <Field label={T.stock()} path="stock" errors={errors} {...(editing ? { hint: T.stockHint() } : {})}>
              {(a) => <input {...a} inputMode="numeric" value={draft.stock} onChange={(e) => set("stock", e.currentTarget.value)} />}
            </Field>
          </>
        )}
        <Field label={T.maxPerOrder()} path="max_per_order" errors={errors} hint={T.maxPerOrderHint()}>
          {(a) => <input {...a} inputMode="numeric" value={draft.max_per_order} onChange={(e) => set("max_per_order", e.currentTarget.value)} />}
        </Field>
        <Field label={T.category()} path="category_id" errors={errors}>
          {(a) => (
            <select {...a} value={draft.category_id || ""} onChange={(e) => set("category_id", Number(e.currentTarget.value))}>
              <option value="">{T.chooseCategory()}</option>
              {topLevel.map((top) => (
                <optgroup key={top.id} label={nameIn(top.name)}>
                  <option value={top.id}>{nameIn(top.name)}</option>
                  {categories
                    .filter((c) => c.parent_id === top.id)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {nameIn(c.name)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set("active", e.currentTarget.checked)} />
        {T.active()}
      </label>
      <fieldset>
        <legend>{T.images()}</legend>
        <p className="field-hint">{T.dragHint()}</p>
        <OrderedList
          items={draft.images}
          keyOf={(i) => i.id}
          labelOf={(i) => `#${draft.images.indexOf(i) + 1}`}
          render={(i) => <img src={i.url} width={96} height={96} alt="" />}
          onReorder={(images) => set("images", images)}
          // A variant showing a removed picture shows the product's pictures again.
          onRemove={(i) =>
            setDraft((d) => ({
              ...d,
              images: d.images.filter((x) => x.id !== i.id),
              variants: d.variants.map((v) => (v.image_id === i.id ? { ...v, image_id: null } : v)),
            }))
          }
        />
        {uploads.map((u) => (
          <p key={u.name} role="status" className="muted">
            {T.uploading({ name: u.name, percent: Math.round(u.progress * 100) })}
            <progress max={1} value={u.progress} />
          </p>
        ))}
        {uploadErrors.map((text) => (
          <Notice key={text} kind="error">
            {text}
          </Notice>
        ))}
        {errors["image_ids"] ? <p className="field-error">{LL.dashboard.common.invalid()}</p> : null}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          className="visually-hidden"
          id="product-images"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = "";
            void onUpload(files).then((added) => setDraft((d) => ({ ...d, images: [...d.images, ...added] })));
          }}
        />
        <label htmlFor="product-images" className="btn btn--ghost btn--small">
          {T.upload()}
        </label>
      </fieldset>
      <ProductOptions value={variants} errors={errors} onChange={setVariants} />
      <VariantTable value={variants} product={{ sku: draft.sku, price: draft.price }} images={draft.images} errors={errors} onChange={setVariants} />
      <ProductAttributes attributes={draft.attributes} dictionary={dictionary} errors={errors} onChange={(attributes) => set("attributes", attributes)} />
      <fieldset>
        <legend>SEO</legend>
        <LocalizedField label={T.seoTitle()} path="seo_title" value={draft.seo_title ?? emptyText()} errors={errors} onChange={(v) => set("seo_title", v)} />
        <LocalizedField
          label={T.seoDescription()}
          path="seo_description"
          value={draft.seo_description ?? emptyText()}
          errors={errors}
          multiline
          onChange={(v) => set("seo_description", v)}
        />
      </fieldset>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} disabled={uploads.length > 0} />
    </form>
  );
};
