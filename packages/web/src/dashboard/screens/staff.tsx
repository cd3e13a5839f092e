import { useState } from "react";
import type { ApiError, StaffAccount, StaffUpdate } from "@vitrina/core";
import { StaffView, errorText } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useResource, useRowActions, useSave, type Message } from "../use-api.js";
import { Pending } from "./pending.js";

/** The staff accounts (admins): add one, change a role, disable, enable or delete an account. */
export const Staff = () => {
  const { LL } = useI18nContext();
  const save = useSave();
  const staff = useResource((api) => api.listStaff(), []);
  const rows = useRowActions();
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
    void rows
      .run(member.id, (api) => api.updateStaff(member.id, change, member.version), {
        done: () => (change.status === "disabled" ? T.disabled() : change.status === "active" ? T.enabled() : T.updated()),
        // A conflict means the list on screen is old: show the account as it is now.
        refused: LL.dashboard.common.conflict(),
        stale: staff,
        explain,
      })
      .then((done) => done && staff.data && staff.set(staff.data.map((m) => (m.id === done.value.id ? done.value : m))));
  };
  const remove = (member: StaffAccount) => {
    if (!window.confirm(T.confirmRemove({ name: member.name }))) return;
    setListMessage(null);
    void rows
      .run(member.id, (api) => api.deleteStaff(member.id), { refused: LL.dashboard.common.conflict(), explain })
      .then((done) => {
        if (!done || !staff.data) return;
        staff.set(staff.data.filter((m) => m.id !== member.id));
        setListMessage({ kind: "ok", text: T.removed({ name: member.name }) });
      });
  };
  // The list comes under one's own password form, so it says nothing until it is there or failed.
  if (!staff.data) return staff.failure === null ? null : <Pending resource={staff} />;
  return (
    <>
      <Pending resource={staff} />
      <StaffView
        staff={staff.data}
        errors={save.errors}
        saving={save.saving}
        message={save.message}
        rowMessage={rows.message}
        listMessage={listMessage}
        onCreate={async (input) => {
          const created = await save.run((api) => api.createStaff(input), { done: T.created({ email: input.email.trim().toLowerCase() }) });
          if (created) staff.set([...(staff.data ?? []), created]);
          return created !== undefined;
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
