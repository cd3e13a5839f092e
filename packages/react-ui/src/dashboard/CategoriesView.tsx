import { useState } from "react";
import type { AdminCategory, CategoryInput, LocalizedText } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { PanelForm, PanelHead, type PanelEditorProps } from "./PanelForm.js";
import { EditorFooter, Field, LocalizedField, Notice, emptyText, useNameIn } from "./parts.js";

/** Props of {@link CategoriesView}. */
export interface CategoriesViewProps extends PanelEditorProps<AdminCategory, CategoryInput> {
  readonly categories: ReadonlyArray<AdminCategory>;
  /** Moves a category one place up or down among its siblings. */
  readonly onMove: (category: AdminCategory, direction: -1 | 1) => void;
  /** The address a name suggests: a new category's slug follows its name until the slug is typed in. */
  readonly suggestSlug?: (name: LocalizedText) => string;
}

const inputOf = (c: AdminCategory | null, position: number): CategoryInput => ({
  slug: c?.slug ?? "",
  name: c?.name ?? emptyText(),
  icon: c?.icon ?? null,
  parent_id: c?.parent_id ?? null,
  position: c?.position ?? position,
  active: c?.active ?? true,
  // Kept and edited like a product's: a save without them would erase the category's SEO texts.
  seo_title: c?.seo_title ?? emptyText(),
  seo_description: c?.seo_description ?? emptyText(),
});

type CategoryFormProps = Pick<CategoriesViewProps, "categories" | "errors" | "saving" | "onSave" | "onCancel" | "suggestSlug" | "onDirtyChange"> & {
  readonly category: AdminCategory | null;
};

const CategoryForm = ({ category, categories, errors, saving, onSave, onCancel, suggestSlug, onDirtyChange }: CategoryFormProps) => {
  const { LL } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.categories;
  const [slugTyped, setSlugTyped] = useState(category !== null);
  return (
    <PanelForm
      title={category ? nameIn(category.name) : T.new()}
      initial={() => inputOf(category, categories.length)}
      onDirtyChange={onDirtyChange}
      onSubmit={(input) => onSave(input, category?.id ?? null)}
    >
      {(input, setInput) => (
        <>
          <LocalizedField
            label={T.name()}
            path="name"
            value={input.name}
            errors={errors}
            onChange={(name) => setInput({ ...input, name, ...(suggestSlug && !slugTyped ? { slug: suggestSlug(name) } : {}) })}
          />
          <div className="form-grid">
            <Field label={T.slug()} path="slug" errors={errors}>
              {(a) => (
                <input
                  {...a}
                  value={input.slug}
                  onChange={(e) => {
                    setSlugTyped(true);
                    setInput({ ...input, slug: e.currentTarget.value });
                  }}
                />
              )}
            </Field>
            <Field label={T.icon()} path="icon" errors={errors}>
              {(a) => <input {...a} value={input.icon ?? ""} onChange={(e) => setInput({ ...input, icon: e.currentTarget.value || null })} />}
            </Field>
            <Field label={T.parent()} path="parent_id" errors={errors}>
              {(a) => (
                <select
                  {...a}
                  value={input.parent_id ?? ""}
                  onChange={(e) => setInput({ ...input, parent_id: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
                >
                  <option value="">{T.noParent()}</option>
                  {categories
                    .filter((c) => c.parent_id === null && c.id !== category?.id)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {nameIn(c.name)}
                      </option>
                    ))}
                </select>
              )}
            </Field>
          </div>
          <LocalizedField
            label={LL.dashboard.products.fields.seoTitle()}
            path="seo_title"
            value={input.seo_title ?? emptyText()}
            errors={errors}
            onChange={(seo_title) => setInput({ ...input, seo_title })}
          />
          <LocalizedField
            label={LL.dashboard.products.fields.seoDescription()}
            path="seo_description"
            value={input.seo_description ?? emptyText()}
            errors={errors}
            multiline
            onChange={(seo_description) => setInput({ ...input, seo_description })}
          />
          <EditorFooter active={input.active} onActive={(active) => setInput({ ...input, active })} saving={saving} onCancel={onCancel} />
        </>
      )}
    </PanelForm>
  );
};

/** The category tree: top categories with their subcategories, in order, with edit, move and delete. */
export const CategoriesView = (props: CategoriesViewProps) => {
  const { LL } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.categories;
  const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position || a.id - b.id;
  const children = (parent: number | null) => props.categories.filter((c) => c.parent_id === parent).sort(byPosition);
  const row = (c: AdminCategory, siblings: ReadonlyArray<AdminCategory>, index: number) => {
    const name = nameIn(c.name);
    return (
      <div className="tree__row">
        <span className="tree__name">{name}</span>
        <span className="muted">{T.products({ count: c.product_count })}</span>
        <span className="tree__actions">
          <button
            type="button"
            className="icon-btn"
            aria-label={`${LL.dashboard.common.moveUp()}: ${name}`}
            disabled={index === 0}
            onClick={() => props.onMove(c, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`${LL.dashboard.common.moveDown()}: ${name}`}
            disabled={index === siblings.length - 1}
            onClick={() => props.onMove(c, 1)}
          >
            ↓
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => props.onEdit(c)}>
            {LL.dashboard.common.edit()}
            <span className="visually-hidden">: {name}</span>
          </button>
          <button type="button" className="btn btn--danger btn--small" onClick={() => props.onDelete(c)}>
            {LL.dashboard.common.delete()}
            <span className="visually-hidden">: {name}</span>
          </button>
        </span>
        {props.rowMessage?.id === c.id ? <Notice kind="error">{props.rowMessage.text}</Notice> : null}
      </div>
    );
  };
  const tops = children(null);
  return (
    <section>
      <PanelHead title={T.title()} newLabel={T.new()} message={props.message} conflict={props.conflict} onNew={() => props.onEdit(null)} />
      {props.editing !== undefined ? <CategoryForm key={props.editing?.id ?? "new"} category={props.editing} {...props} /> : null}
      <ul className="tree">
        {tops.map((top, i) => {
          const subs = children(top.id);
          return (
            <li key={top.id}>
              {row(top, tops, i)}
              {subs.length > 0 ? (
                <ul>
                  {subs.map((sub, j) => (
                    <li key={sub.id}>{row(sub, subs, j)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
