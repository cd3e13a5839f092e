import { useState } from "react";
import type { AdminAttribute } from "@vitrina/core";
import { AttributesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { ATTRIBUTE_FIELDS, useConflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { reloadAfterConflict, useResource, useRowActions, useSave, withSaved } from "../use-api.js";
import { Pending } from "./pending.js";

/** The attribute dictionary: names, units and kinds of the keys products use. */
export const Attributes = () => {
  const { LL, locale } = useI18nContext();
  const attributes = useResource((api) => api.listAttributes(), []);
  const [editing, setEditing] = useState<AdminAttribute | null | undefined>(undefined);
  const save = useSave();
  const changed = useConflictChanges(
    save.conflict,
    editing,
    (api) => api.listAttributes().then((all) => all.find((a) => a.id === editing?.id)),
    ATTRIBUTE_FIELDS,
    LL,
  );
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const rows = useRowActions();
  if (!attributes.data) return <Pending resource={attributes} />;
  const list = attributes.data;
  return (
    <>
      <Pending resource={attributes} />
      <AttributesView
        attributes={list}
        editing={editing}
        errors={save.errors}
        saving={save.saving}
        message={save.message}
        conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, attributes, () => setEditing(undefined)) } : null}
        onDirtyChange={setDirty}
        onEdit={(a) => {
          if (dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          save.reset();
          setEditing(a);
        }}
        onCancel={() => setEditing(undefined)}
        onSave={(input, id) =>
          void save
            .run((api) => (id === null || !editing ? api.createAttribute(input) : api.updateAttribute(id, input, editing.version)), {
              done: LL.dashboard.common.saved(),
            })
            .then((saved) => {
              if (!saved) return;
              setEditing(undefined);
              attributes.set(withSaved(list, saved));
              attributes.reload();
            })
        }
        rowMessage={rows.message}
        onDelete={(a) => {
          rows.clear();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: a.name[locale] || a.name.ro }))) return;
          // A refusal (used by products, already gone) is shown at the attribute's own row.
          void rows.run(a.id, (api) => api.deleteAttribute(a.id), { refused: LL.dashboard.attributes.inUse() }).then((done) => done && attributes.reload());
        }}
      />
    </>
  );
};
