import { ChangePasswordPayload, LoginPayload, LoginResponse, MeResponse, StaffAccount, StaffInput, StaffUpdate } from "../schemas/index.js";
import { data, list, type Route } from "./route.js";

/** Staff sign-in, one's session and password, and the staff accounts' routes. */
export const STAFF_ACCOUNT_ROUTES = {
  login: {
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs a staff member in; failures are throttled per e-mail and client address, and per client address",
    tag: "auth",
    body: LoginPayload,
    response: LoginResponse,
  },
  logout: { method: "POST", path: "/api/auth/logout", summary: "Revokes the session's token", tag: "auth", status: 204, signedIn: true },
  me: { method: "GET", path: "/api/auth/me", summary: "The signed-in staff member", tag: "auth", response: MeResponse, signedIn: true },
  changePassword: {
    method: "POST",
    path: "/api/auth/password",
    summary: "Changes one's password (other sessions are revoked); wrong current passwords are throttled like sign-ins",
    tag: "auth",
    body: ChangePasswordPayload,
    status: 204,
    signedIn: true,
  },
  listStaff: {
    method: "GET",
    path: "/api/dashboard/staff",
    summary: "Staff accounts with their status (admins)",
    tag: "dashboard",
    response: list(StaffAccount),
    signedIn: true,
  },
  createStaff: {
    method: "POST",
    path: "/api/dashboard/staff",
    summary: "Creates a staff account (admins)",
    tag: "dashboard",
    body: StaffInput,
    response: data(StaffAccount),
    status: 201,
    signedIn: true,
  },
  updateStaff: {
    method: "PATCH",
    path: "/api/dashboard/staff/{id}",
    summary: "Changes a staff account's role, name, password or status; disabling revokes its sessions; the last active admin stays one (admins)",
    tag: "dashboard",
    body: StaffUpdate,
    response: data(StaffAccount),
    signedIn: true,
  },
  deleteStaff: {
    method: "DELETE",
    path: "/api/dashboard/staff/{id}",
    summary: "Deletes another staff account (never the last active admin); its audit entries keep its e-mail (admins)",
    tag: "dashboard",
    status: 204,
    signedIn: true,
  },
} as const satisfies Record<string, Route>;
