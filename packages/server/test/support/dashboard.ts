// The dashboard tests' shop: an admin's and a manager's tokens, and calls as a signed-in staff member.
import { afterAll, beforeAll } from "vitest";
import { startTestShop, type TestShop } from "./shop.js";

export let shop: TestShop;
export let admin: string;
export let manager: string;

/** Starts the file's shop with a manager besides the admin, and stops it after the file's tests. */
export const useDashboardShop = () => {
  beforeAll(async () => {
    shop = await startTestShop();
    admin = await shop.adminToken();
    await shop.api("dashboard/staff", {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "m@vitrina.md", name: "M", role: "manager", password: "manager-password-1" }),
    });
    manager = (
      await (
        await shop.api("auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "m@vitrina.md", password: "manager-password-1" }),
        })
      ).json()
    ).token;
  });
  afterAll(() => shop.stop());
};

/** A call as a signed-in staff member; an edit passes the version it read (If-Match). */
export const call = (path: string, method = "GET", body?: unknown, token = manager, version?: number) =>
  shop.api(path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(version !== undefined ? { "if-match": `"${version}"` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** A request's `init` signed in as `token` (the admin's unless given), its body JSON. */
export const auth = (init: RequestInit = {}, token = admin): RequestInit => ({
  ...init,
  headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
});

export const L = (ro: string, en: string, ru: string, bg: string) => ({ ro, en, ru, bg });
export const categoryId = async () => (await shop.db.query<{ id: number }>("select id from categories where slug = 'bucatarie'"))[0]!.id;
