// The sign-in tests' shop: behind one trusted proxy on this machine, so each request can come from
// "another client" by X-Forwarded-For, with its admin signed in and staff members to guess at.
import { afterAll, beforeAll, expect } from "vitest";
import { startTestShop, type TestShop } from "./shop.js";

export let shop: TestShop;
export let admin: string;

/** Starts the file's shop (no storefront) behind a trusted proxy and signs its admin in; stops it after the file's tests. */
export const useProxiedShop = () => {
  beforeAll(async () => {
    shop = await startTestShop({ trustProxy: { addresses: ["loopback"] } }, { storefront: false });
    admin = await shop.adminToken();
  });
  afterAll(() => shop.stop());
};

let clients = 0;
/** A client address of its own for each use. */
export const newClient = () => ({ "x-forwarded-for": `198.51.100.${++clients}` });

/** A sign-in from `client`. */
export const login = (email: string, password: string, client: Record<string, string>) =>
  shop.api("auth/login", { method: "POST", headers: { "content-type": "application/json", ...client }, body: JSON.stringify({ email, password }) });

let members = 0;
/** A new manager, created by the admin: its e-mail, password and id. */
export const createStaff = async () => {
  const email = `member${++members}@vitrina.md`;
  const password = `member-password-${members}-x`;
  const res = await shop.api("dashboard/staff", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ email, name: "Member", role: "manager", password }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { email, password, id: ((await res.json()) as { data: { id: number } }).data.id };
};
