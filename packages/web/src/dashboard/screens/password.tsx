import type { StaffUser } from "@vitrina/core";
import { PasswordView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useSave } from "../use-api.js";
import { Staff } from "./staff.js";

/** One's own password and, for admins, the staff accounts. */
export const Password = ({ user }: { readonly user: StaffUser }) => {
  const { LL } = useI18nContext();
  const own = useSave();
  return (
    <>
      <PasswordView
        errors={own.errors}
        saving={own.saving}
        message={own.message}
        onChange={(payload) => void own.run((api) => api.changePassword(payload), { done: LL.dashboard.password.changed() })}
      />
      {user.role === "admin" ? <Staff /> : null}
    </>
  );
};
