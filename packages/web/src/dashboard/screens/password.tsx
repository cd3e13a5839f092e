import type { StaffUser } from "@vitrina/core";
import { PasswordView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen } from "../screen.js";
import { Staff } from "./staff.js";

/** One's own password and, for admins, the staff accounts. */
export const Password = ({ user }: { readonly user: StaffUser }) => {
  const { LL } = useI18nContext();
  // A form with nothing to read: the model runs its change and says how it ended.
  const own = useScreen<null>(() => Promise.resolve(null), undefined);
  return (
    <>
      <PasswordView
        errors={own.errors}
        saving={own.saving}
        message={own.message}
        onChange={(payload) => void own.save((api) => api.changePassword(payload), { on409: "refused", texts: { done: LL.dashboard.password.changed() } })}
      />
      {user.role === "admin" ? <Staff /> : null}
    </>
  );
};
