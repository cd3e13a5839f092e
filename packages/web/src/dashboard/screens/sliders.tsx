import type { AdminSlider, VersionedList } from "@vitrina/core";
import { withSaved } from "@vitrina/core";
import { SlidersView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { SLIDE_FIELDS, conflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { byAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { useFormUpload } from "./uploads.js";

/** The home slider. */
export const Sliders = () => {
  const { LL, locale } = useI18nContext();
  const screen = useScreen<VersionedList<AdminSlider>, void, AdminSlider>((api, _query, options) => api.listSliders(options), undefined);
  const upload = useFormUpload(screen);
  useLeaveGuard(screen.dirty, LL.dashboard.common.unsaved());
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const texts = { done: LL.dashboard.common.saved() };
  const { editing } = screen;
  const { version } = screen.data;
  const saved = screen.current?.data.find((s) => s.id === editing?.id);
  return (
    <>
      <ScreenStatus screen={screen} />
      <SlidersView
        slides={screen.data.data}
        editing={editing}
        errors={screen.errors}
        saving={screen.saving}
        message={screen.message}
        conflict={screen.conflict ? { changed: conflictChanges(editing, saved, SLIDE_FIELDS, LL), onReload: screen.reload } : null}
        onDirtyChange={screen.setDirty}
        onEdit={(s) => {
          if (screen.dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          screen.edit(s);
        }}
        onCancel={screen.close}
        onSave={(input, id) =>
          void screen.save((api) => (id === null || !editing ? api.createSlider(input) : api.updateSlider(id, input, editing.version)), {
            apply: (shown, slide) => ({ ...shown, data: withSaved(shown.data, slide) }),
            close: true,
            // A new slide changes the order's version: read again, so a reorder sends the new one.
            reload: true,
            texts,
          })
        }
        rowMessage={screen.rowMessage}
        onDelete={(s) => {
          screen.dismiss();
          if (!window.confirm(LL.dashboard.common.confirmDelete({ name: s.title[locale] || s.title.ro }))) return;
          void screen.save((api) => api.deleteSlider(s.id), { row: s.id, reload: true });
        }}
        onReorder={(ordered) =>
          // The order sent says which order it changed (409 when a colleague reordered meanwhile).
          void screen.save(
            (api, shown) =>
              api.reorderSliders(
                ordered.map((s) => s.id),
                shown.version,
              ),
            { shown: { data: ordered, version }, apply: byAnswer, texts },
          )
        }
        onUpload={upload}
      />
    </>
  );
};
