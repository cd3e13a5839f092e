import { useState } from "react";
import { discountCodeInputOf, switchedDiscountCode, withSaved, type AdminDiscountCode, type FieldErrors } from "@vitrina/core";
import { DiscountCodesView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { DISCOUNT_CODE_FIELDS, conflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** The discount codes: the list with each code's uses, a new code, an edit of its terms, and its switch. */
export const DiscountCodes = () => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.discountCodes;
  const screen = useScreen<ReadonlyArray<AdminDiscountCode>, void, AdminDiscountCode>((api, _query, options) => api.listDiscountCodes(options), undefined);
  // The form's fields checked with core's schema before anything is sent; the server's 422 otherwise.
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  useLeaveGuard(screen.dirty, LL.dashboard.common.unsaved());
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const { editing } = screen;
  const saved = screen.current?.find((c) => c.id === editing?.id);
  return (
    <>
      <ScreenStatus screen={screen} />
      <DiscountCodesView
        codes={screen.data}
        editing={editing}
        errors={checked ?? screen.errors}
        saving={screen.saving}
        switching={screen.savingRow}
        message={screen.message}
        rowMessage={screen.rowMessage}
        conflict={screen.conflict ? { changed: conflictChanges(editing, saved, DISCOUNT_CODE_FIELDS, LL), onReload: screen.reload } : null}
        onDirtyChange={screen.setDirty}
        onEdit={(c) => {
          // Opening another code's form would drop the changes of the open one.
          if (screen.dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
          setChecked(null);
          screen.edit(c);
        }}
        onCancel={() => {
          setChecked(null);
          screen.close();
        }}
        onSave={(draft, id) => {
          const input = discountCodeInputOf(draft);
          setChecked(input.ok ? null : input.errors);
          if (!input.ok) return;
          void screen.save(
            (api) => (id === null || !editing ? api.createDiscountCode(input.value) : api.updateDiscountCode(id, input.value, editing.version)),
            // The list is the server's, newest first: the saved code shows at once, in its place once read again.
            { apply: withSaved, close: true, reload: true, texts: { done: LL.dashboard.common.saved() } },
          );
        }}
        onSwitch={(c, active) => {
          setChecked(null);
          screen.dismiss();
          // Said at the code's row: switched, or why not (a colleague changed it meanwhile).
          void screen.save((api) => api.updateDiscountCode(c.id, switchedDiscountCode(c, active), c.version), {
            row: c.id,
            apply: withSaved,
            texts: { done: active ? T.switchedOn({ code: c.code }) : T.switchedOff({ code: c.code }) },
          });
        }}
      />
    </>
  );
};
