import { useState } from "react";
import type { AdminSlider } from "@vitrina/core";
import { SlidersView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { SLIDE_FIELDS, useConflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { reloadAfterConflict, useResource, useRowActions, useSave, withSaved } from "../use-api.js";
import { Pending } from "./pending.js";
import { useFormUpload } from "./uploads.js";

/** The home slider. */
export const Sliders = () => {
  const { LL, locale } = useI18nContext();
  const slides = useResource((api) => api.listSliders(), []);
  const [editing, setEditing] = useState<AdminSlider | null | undefined>(undefined);
  const save = useSave();
  const upload = useFormUpload(save);
  const changed = useConflictChanges(
    save.conflict,
    editing,
    (api) => api.listSliders().then((all) => all.data.find((s) => s.id === editing?.id)),
    SLIDE_FIELDS,
    LL,
  );
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const rows = useRowActions();
  if (!slides.data) return <Pending resource={slides} />;
  const texts = { done: LL.dashboard.common.saved() };
  const shown = slides.data;
  const { version } = shown;
  return (
    <>
      <Pending resource={slides} />
      <SlidersView
        slides={slides.data.data}
        editing={editing}
        errors={save.errors}
        saving={save.saving}
        message={save.message}
        conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, slides, () => setEditing(undefined)) } : null}
        onDirtyChange={setDirty}
        onEdit={(s) => {
          if (dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          save.reset();
          setEditing(s);
        }}
        onCancel={() => setEditing(undefined)}
        onSave={(input, id) =>
          void save
            .run((api) => (id === null || !editing ? api.createSlider(input) : api.updateSlider(id, input, editing.version)), texts)
            .then((saved) => {
              if (!saved) return;
              setEditing(undefined);
              slides.set({ ...shown, data: withSaved(shown.data, saved) });
              slides.reload();
            })
        }
        rowMessage={rows.message}
        onDelete={(s) => {
          rows.clear();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: s.title[locale] || s.title.ro }))) return;
          void rows.run(s.id, (api) => api.deleteSlider(s.id)).then((done) => done && slides.reload());
        }}
        onReorder={(ordered) => {
          // The order sent says which order it changed (409 when a colleague reordered meanwhile).
          slides.set({ data: ordered, version });
          void save
            .run(
              (api) =>
                api.reorderSliders(
                  ordered.map((s) => s.id),
                  version,
                ),
              texts,
            )
            .then((saved) => saved && slides.set(saved));
        }}
        onUpload={upload}
      />
    </>
  );
};
