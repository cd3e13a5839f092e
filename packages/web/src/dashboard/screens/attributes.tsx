import type { AdminAttribute } from "@vitrina/core";
import { withSaved } from "@vitrina/core";
import { AttributesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { ATTRIBUTE_FIELDS, conflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** The attribute dictionary: names, units and kinds of the keys products use. */
export const Attributes = () => {
  const { LL, locale } = useI18nContext();
  const screen = useScreen<ReadonlyArray<AdminAttribute>, void, AdminAttribute>((api, _query, options) => api.listAttributes(options), undefined);
  useLeaveGuard(screen.dirty, LL.dashboard.common.unsaved());
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const { editing } = screen;
  const saved = screen.current?.find((a) => a.id === editing?.id);
  return (
    <>
      <ScreenStatus screen={screen} />
      <AttributesView
        attributes={screen.data}
        editing={editing}
        errors={screen.errors}
        saving={screen.saving}
        message={screen.message}
        conflict={screen.conflict ? { changed: conflictChanges(editing, saved, ATTRIBUTE_FIELDS, LL), onReload: screen.reload } : null}
        onDirtyChange={screen.setDirty}
        onEdit={(a) => {
          // Opening another attribute's form would drop the changes of the open one.
          if (screen.dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          screen.edit(a);
        }}
        onCancel={screen.close}
        onSave={(input, id) =>
          void screen.save((api) => (id === null || !editing ? api.createAttribute(input) : api.updateAttribute(id, input, editing.version)), {
            apply: withSaved,
            close: true,
            // The list is sorted by the server: the saved one shows at once, in its place once read again.
            reload: true,
            texts: { done: LL.dashboard.common.saved() },
          })
        }
        rowMessage={screen.rowMessage}
        onDelete={(a) => {
          screen.dismiss();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: a.name[locale] || a.name.ro }))) return;
          // A refusal (used by products, already gone) is shown at the attribute's own row.
          void screen.save((api) => api.deleteAttribute(a.id), {
            row: a.id,
            apply: (list) => list.filter((x) => x.id !== a.id),
            reload: true,
            texts: { refused: LL.dashboard.attributes.inUse() },
          });
        }}
      />
    </>
  );
};
