import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestShop } from "../support/shop.js";
import { asForm } from "../support/forms.js";
import { ADDRESS, checkoutPayload, json, productIds, signedIn, snapshot, startReliabilityShop } from "./helpers.js";

// Issue 28 item 5 (decisions.md "Orders"): names, city, phone, company and the shop's name are one
// line. A line break in one printed as extra lines in the shop's e-mails ("Ana\nBcc: ..." as a name).

let shop: TestShop;
let admin: string;
let product: number;
beforeAll(async () => {
  shop = await startReliabilityShop();
  admin = await shop.adminToken();
  product = (await productIds(shop.db, 1, 5))[0]!;
});
afterAll(() => shop.stop());

const BROKEN = ["Ana\nBcc: x@y.md", "Ana\r\nRusu", "Ana\tRusu", "Ana\u0085Rusu", "Ana\u2028Rusu", "Ana\u001bRusu"];

describe("single-line fields refuse line breaks and control characters (422, nothing written)", () => {
  test("checkout, as JSON and as the storefront's form: each address field and the phone", async () => {
    const before = await snapshot(shop.db);
    for (const [i, text] of BROKEN.entries()) {
      const field = (["firstName", "lastName", "city", "address", "company", "postalCode"] as const)[i]!;
      const payload = checkoutPayload([{ id: product, quantity: 1 }]);
      const body = { ...payload, billingAddress: { ...ADDRESS, [field]: text.slice(0, 15) } };
      const asJson = await shop.api("cart/checkout", json("POST", body));
      expect(asJson.status).toBe(422);
      expect((await asJson.json()).errors).toEqual({ [`billingAddress.${field}`]: ["format"] });
      const asForm_ = await shop.api("cart/checkout", { method: "POST", body: asForm(body) });
      expect(asForm_.status).toBe(422);
      expect((await asForm_.json()).errors).toEqual({ [`billingAddress.${field}`]: ["format"] });
    }
    const phone = await shop.api(
      "cart/checkout",
      json("POST", { ...checkoutPayload([{ id: product, quantity: 1 }]), contactDetails: { email: "ana@mail.md", phone: "+373 69 123 456\n" } }),
    );
    expect(phone.status).toBe(422);
    expect((await phone.json()).errors["contactDetails.phone"]).toContain("format");
    expect(await snapshot(shop.db)).toEqual(before);
    // The same order on one line is placed.
    expect((await shop.api("cart/checkout", json("POST", checkoutPayload([{ id: product, quantity: 1 }])))).status).toBe(201);
  });

  test("the contact form's name and phone; its message keeps its lines", async () => {
    const before = await snapshot(shop.db);
    for (const [field, value] of [
      ["name", "Ana\nBcc: x@y.md"],
      ["phone", "069123456\r\n"],
    ] as const) {
      const res = await shop.api("general/contact", json("POST", { name: "Ana", email: "ana@mail.md", message: "Bună ziua", [field]: value }));
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ [field]: ["format"] });
    }
    expect(await snapshot(shop.db)).toEqual(before);
    const ok = await shop.api("general/contact", json("POST", { name: "Ana", email: "ana@mail.md", message: "Bună ziua,\nam o întrebare." }));
    expect(ok.status).toBe(201);
  });

  test("the shop's name and company in the dashboard", async () => {
    const read = await shop.api("dashboard/shop-identity", signedIn(admin));
    const { data } = await read.json();
    const { version, logo: _logo, ...input } = data;
    for (const [field, value] of [
      ["name", "Vitrina\nShop"],
      ["company", "Vitrina\u0000SRL"],
      ["bank", "Banca\tX"],
    ] as const) {
      const res = await shop.api("dashboard/shop-identity", json("PUT", { ...input, [field]: value }, admin, { "if-match": `"${version}"` }));
      expect(res.status).toBe(422);
      expect((await res.json()).errors[field]).toEqual(expect.arrayContaining([expect.stringMatching(/format|invalid/)]));
    }
    const after = await (await shop.api("dashboard/shop-identity", signedIn(admin))).json();
    expect(after.data).toEqual(data);
  });
});
