import { useState } from "react";
import { withSaved, type ApiError, type StaffAccount, type StaffUpdate } from "@vitrina/core";
import { StaffView, errorText } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen, type Message } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** The staff accounts (admins): add one, change a role, disable, enable or delete an account. */
export const Staff = () => {
  const { LL } = useI18nContext();
  const staff = useScreen<ReadonlyArray<StaffAccount>>((api, _query, options) => api.listStaff(options), undefined);
  const [listMessage, setListMessage] = useState<Message | null>(null);
  const T = LL.dashboard.password;
  /** Why the server refused a change of one account (422), in words for that account's row. */
  const explain = (error: ApiError): string | undefined => {
    if (error.status !== 422) return undefined;
    const codes = Object.values(error.errors ?? {}).flat();
    if (codes.includes("last_admin")) return T.lastAdmin();
    if (codes.includes("self")) return T.ownAccount();
    if (error.errors?.role) return T.ownRole();
    if (error.errors?.password) return `${T.new()}: ${errorText(LL, error.errors.password, "password")}`;
    return LL.dashboard.common.failed();
  };
  /** Asks before a change that is not a password: a new role, disabling or enabling the account. */
  const confirmed = (member: StaffAccount, change: StaffUpdate): boolean => {
    if (change.role) return window.confirm(T.confirmRole({ name: member.name, role: T.roles[change.role]() }));
    if (change.status === "disabled") return window.confirm(T.confirmDisable({ name: member.name }));
    if (change.status === "active") return window.confirm(T.confirmEnable({ name: member.name }));
    return true;
  };
  const update = (member: StaffAccount, change: StaffUpdate) => {
    if (!confirmed(member, change)) return;
    setListMessage(null);
    void staff.save((api) => api.updateStaff(member.id, change, member.version), {
      row: member.id,
      apply: withSaved,
      // A conflict means the list on screen is old: show the account as it is now.
      on409: "stale",
      texts: {
        done: change.status === "disabled" ? T.disabled() : change.status === "active" ? T.enabled() : T.updated(),
        refused: LL.dashboard.common.conflict(),
        explain,
      },
    });
  };
  const remove = (member: StaffAccount) => {
    if (!window.confirm(T.confirmRemove({ name: member.name }))) return;
    setListMessage(null);
    void staff
      .save((api) => api.deleteStaff(member.id), {
        row: member.id,
        apply: (list) => list.filter((m) => m.id !== member.id),
        texts: { refused: LL.dashboard.common.conflict(), explain },
      })
      .then((outcome) => outcome?.kind === "saved" && setListMessage({ kind: "ok", text: T.removed({ name: member.name }) }));
  };
  // The list comes under one's own password form, so it says nothing until it is there or failed.
  if (!staff.data) return <ScreenStatus screen={staff} announceLoading={false} />;
  return (
    <>
      <ScreenStatus screen={staff} />
      <StaffView
        staff={staff.data}
        errors={staff.errors}
        saving={staff.saving && staff.savingRow === undefined}
        message={staff.message}
        rowMessage={staff.rowMessage}
        listMessage={listMessage}
        onCreate={async (input) => {
          setListMessage(null);
          const outcome = await staff.save((api) => api.createStaff(input), {
            apply: withSaved,
            on409: "refused",
            texts: { done: T.created({ email: input.email.trim().toLowerCase() }) },
          });
          return outcome?.kind === "saved";
        }}
        onUpdate={(id, change) => {
          const member = staff.data?.find((m) => m.id === id);
          if (member) update(member, change);
        }}
        onDelete={(id) => {
          const member = staff.data?.find((m) => m.id === id);
          if (member) remove(member);
        }}
      />
    </>
  );
};
