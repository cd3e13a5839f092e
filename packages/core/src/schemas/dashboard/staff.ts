import * as Schema from "effect/Schema";
import { Email, maxChars, requiredLine, requiredText } from "../common.js";
import { Version } from "./shared.js";

/** Staff roles: admin can do everything, manager runs the catalogue, content and orders. */
export const Role = Schema.Literals(["admin", "manager"]);
/** A staff role. */
export type Role = typeof Role.Type;

/** A staff session lasts this long after its last use, in seconds (decisions.md: 7 days of inactivity). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** A staff session ends this long after its sign-in however often it is used, in seconds (decisions.md: 30 days). */
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;

/** Shortest password staff may choose. */
export const MIN_PASSWORD_LENGTH = 12;
/** A new password: 12 to 200 characters. */
export const Password = Schema.String.check(Schema.isMinCodePoints(MIN_PASSWORD_LENGTH, { message: "min" }), maxChars(200));

/** A staff member. */
export const StaffUser = Schema.Struct({ id: Schema.Finite, email: Schema.String, name: Schema.String, role: Role });
/** A staff member. */
export type StaffUser = typeof StaffUser.Type;
/** Whether a staff account may sign in: a disabled one cannot, and has no sessions. */
export const StaffStatus = Schema.Literals(["active", "disabled"]);
/** A staff account's status. */
export type StaffStatus = typeof StaffStatus.Type;
/** A staff account as the staff list reads it, with its status and version. */
export const StaffAccount = Schema.Struct({ ...StaffUser.fields, status: StaffStatus, version: Version });
/** A staff account in the dashboard. */
export type StaffAccount = typeof StaffAccount.Type;

/** `POST auth/login`. */
export const LoginPayload = Schema.Struct({ email: Email, password: requiredText(200) });
/** Login credentials. */
export type LoginPayload = typeof LoginPayload.Type;
/** `POST auth/login` answers the bearer token, its expiry and the user. */
export const LoginResponse = Schema.Struct({ token: Schema.String, expires_at: Schema.String, user: StaffUser });
/** A login answer. */
export type LoginResponse = typeof LoginResponse.Type;
/** `GET auth/me` answers `{ data: user }`. */
export const MeResponse = Schema.Struct({ data: StaffUser });

/** `POST auth/password`: the signed-in user changes their own password. */
export const ChangePasswordPayload = Schema.Struct({ current_password: requiredText(200), new_password: Password });
/** A password change. */
export type ChangePasswordPayload = typeof ChangePasswordPayload.Type;

/** `POST dashboard/staff`: an admin adds a staff member. */
export const StaffInput = Schema.Struct({ email: Email, name: requiredLine(100), role: Role, password: Password });
/** A new staff member. */
export type StaffInput = typeof StaffInput.Type;
/**
 * `PATCH dashboard/staff/{id}`: an admin changes a role, sets a new password or disables the account
 * (both revoke the member's sessions), or enables it again.
 */
export const StaffUpdate = Schema.Struct({
  role: Schema.optionalKey(Role),
  name: Schema.optionalKey(requiredLine(100)),
  password: Schema.optionalKey(Password),
  status: Schema.optionalKey(StaffStatus),
});
/** A staff change. */
export type StaffUpdate = typeof StaffUpdate.Type;
