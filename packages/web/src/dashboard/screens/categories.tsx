import { useState } from "react";
import { categoryPayloadOf, siblingsAfterMove, type AdminCategory } from "@vitrina/core";
import { CategoriesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { CATEGORY_FIELDS, useConflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { reloadAfterConflict, useResource, useRowActions, useSave, withSaved } from "../use-api.js";
import { Pending } from "./pending.js";
import { suggestedSlug } from "./slug.js";

/** The category tree. */
export const Categories = () => {
  const { LL, locale } = useI18nContext();
  const categories = useResource((api) => api.listCategories(), []);
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);
  const save = useSave();
  const changed = useConflictChanges(
    save.conflict,
    editing,
    (api) => api.listCategories().then((all) => all.find((c) => c.id === editing?.id)),
    CATEGORY_FIELDS,
    LL,
  );
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const rows = useRowActions();
  if (!categories.data) return <Pending resource={categories} />;
  const list = categories.data;
  const texts = { done: LL.dashboard.common.saved() };
  return (
    <>
      <Pending resource={categories} />
      <CategoriesView
        categories={list}
        editing={editing}
        errors={save.errors}
        saving={save.saving}
        message={save.message}
        conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, categories, () => setEditing(undefined)) } : null}
        suggestSlug={suggestedSlug}
        onDirtyChange={setDirty}
        onEdit={(c) => {
          // Opening another category's form would drop the changes of the open one.
          if (dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          save.reset();
          setEditing(c);
        }}
        onCancel={() => setEditing(undefined)}
        onSave={(input, id) =>
          void save
            .run(
              (api) =>
                id === null || !editing ? api.createCategory(categoryPayloadOf(input)) : api.updateCategory(id, categoryPayloadOf(input), editing.version),
              texts,
            )
            .then((saved) => {
              if (!saved) return;
              setEditing(undefined);
              categories.set(withSaved(list, saved));
              categories.reload();
            })
        }
        rowMessage={rows.message}
        onDelete={(c) => {
          rows.clear();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: c.name[locale] || c.name.ro }))) return;
          // A refusal (still in use, already gone) is shown at the category's own row.
          void rows.run(c.id, (api) => api.deleteCategory(c.id), { refused: LL.dashboard.categories.notEmpty() }).then((done) => done && categories.reload());
        }}
        onMove={(c, direction) => {
          const { before, after } = siblingsAfterMove(list, c, direction);
          // One request: the server saves the new order in one transaction and one audit entry.
          void save
            .run((api) => api.reorderCategories(c.parent_id, after, before), texts)
            .then((saved) => (saved ? categories.set(saved) : categories.reload()));
        }}
      />
    </>
  );
};
