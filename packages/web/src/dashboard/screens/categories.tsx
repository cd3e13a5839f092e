import { categoryPayloadOf, siblingsAfterMove, withSaved, type AdminCategory } from "@vitrina/core";
import { CategoriesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { CATEGORY_FIELDS, conflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { suggestedSlug } from "./slug.js";

/** The category tree. */
export const Categories = () => {
  const { LL, locale } = useI18nContext();
  const screen = useScreen<ReadonlyArray<AdminCategory>, void, AdminCategory>((api, _query, options) => api.listCategories(options), undefined);
  useLeaveGuard(screen.dirty, LL.dashboard.common.unsaved());
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const list = screen.data;
  const { editing } = screen;
  const saved = screen.current?.find((c) => c.id === editing?.id);
  const texts = { done: LL.dashboard.common.saved() };
  return (
    <>
      <ScreenStatus screen={screen} />
      <CategoriesView
        categories={list}
        editing={editing}
        errors={screen.errors}
        saving={screen.saving}
        message={screen.message}
        conflict={screen.conflict ? { changed: conflictChanges(editing, saved, CATEGORY_FIELDS, LL), onReload: screen.reload } : null}
        suggestSlug={suggestedSlug}
        onDirtyChange={screen.setDirty}
        onEdit={(c) => {
          // Opening another category's form would drop the changes of the open one.
          if (screen.dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          screen.edit(c);
        }}
        onCancel={screen.close}
        onSave={(input, id) =>
          void screen.save(
            (api) =>
              id === null || !editing ? api.createCategory(categoryPayloadOf(input)) : api.updateCategory(id, categoryPayloadOf(input), editing.version),
            // The tree is ordered by the server: the saved one shows at once, in its place once read again.
            { apply: withSaved, close: true, reload: true, texts },
          )
        }
        rowMessage={screen.rowMessage}
        onDelete={(c) => {
          screen.dismiss();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: c.name[locale] || c.name.ro }))) return;
          // A refusal (still in use, already gone) is shown at the category's own row.
          void screen.save((api) => api.deleteCategory(c.id), {
            row: c.id,
            apply: (all) => all.filter((x) => x.id !== c.id),
            reload: true,
            texts: { refused: LL.dashboard.categories.notEmpty() },
          });
        }}
        onMove={(c, direction) => {
          const { before, after } = siblingsAfterMove(list, c, direction);
          // One request: the server saves the new order in one transaction and one audit entry. A
          // colleague's reorder meanwhile refuses it (409): said, and the tree is read again as it is now.
          void screen.save((api) => api.reorderCategories(c.parent_id, after, before), {
            apply: (_all, answer) => answer,
            on409: "stale",
            texts: { ...texts, refused: LL.dashboard.common.conflict() },
          });
        }}
      />
    </>
  );
};
