import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Schema } from "effect";
import { parse } from "csv-parse/sync";
import { CheckoutResponse, OrderResponse, ProductCard } from "@vitrina/core";
import { postCheckout } from "./support/orders.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// Buying a variant (issue 32): checkout takes a variant's price and stock, refuses lines that do not
// name a variant they may, sells a variant's last units exactly once under concurrent checkouts (on
// PGlite and, in the PostgreSQL run, on PostgreSQL), and the order keeps the variant it sold.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({}, { storefront: false });
});
afterAll(() => shop.stop());

type Line = { id: number; variant_id?: number; quantity: number };
const buy = (lines: ReadonlyArray<Line>, headers: Record<string, string> = {}) =>
  postCheckout(shop, lines as ReadonlyArray<{ id: number; quantity: number }>, { headers });

/** A demo variant by SKU, with its product's id. */
const variant = async (sku: string) =>
  (
    await shop.db.query<{ id: number; product_id: number; price: number; stock: number }>(
      "select id, product_id, price, stock from product_variants where sku = $1",
      [sku],
    )
  )[0]!;
const stocks = async (productId: number) =>
  (
    await shop.db.query<{ product: number; variants: number; orders: number }>(
      `select (select stock from products where id = $1) as product,
              (select sum(stock)::int from product_variants where product_id = $1 and active) as variants,
              (select count(*)::int from orders) as orders`,
      [productId],
    )
  )[0]!;
const orderOf = async (res: Response, lang = "ro") => {
  const { orderNumber, accessKey } = Schema.decodeUnknownSync(CheckoutResponse)(await res.json());
  const answer = await shop.api(`cart/order/${orderNumber}?key=${accessKey}`, { headers: { "accept-language": lang } });
  return Schema.decodeUnknownSync(OrderResponse)(await answer.json()).data;
};

describe("checkout of products with variants", () => {
  test("a variant is sold at its price from its stock; the order line keeps its id, its label in the order's language and its SKU", async () => {
    const m = await variant("VT-VAR-TS-BK-M");
    const xl = await variant("VT-VAR-TS-BK-XL");
    const kettle = await variant("VT-VAR-KT-WH");
    const before = await stocks(m.product_id);
    const res = await buy(
      [
        { id: m.product_id, variant_id: m.id, quantity: 2 },
        { id: kettle.product_id, variant_id: kettle.id, quantity: 1 },
        { id: xl.product_id, variant_id: xl.id, quantity: 1 },
      ],
      { "accept-language": "en" },
    );
    expect(res.status).toBe(201);
    const order = await orderOf(res);
    expect(order.lines).toMatchObject([
      { product_id: m.product_id, variant_id: m.id, variant: "Size: M, Colour: black", sku: "VT-VAR-TS-BK-M", price: 249, quantity: 2, total: 498 },
      { product_id: kettle.product_id, variant_id: kettle.id, variant: "Colour: white", sku: "VT-VAR-KT-WH", price: 599, quantity: 1, total: 599 },
      { product_id: xl.product_id, variant_id: xl.id, variant: "Size: XL, Colour: black", sku: "VT-VAR-TS-BK-XL", price: 279, quantity: 1, total: 279 },
    ]);
    expect(order.totals.subtotal).toBe(1376);
    expect((await variant("VT-VAR-TS-BK-M")).stock).toBe(m.stock - 2);
    expect((await variant("VT-VAR-KT-WH")).stock).toBe(kettle.stock - 1);
    const after = await stocks(m.product_id);
    expect((await variant("VT-VAR-TS-BK-XL")).stock).toBe(xl.stock - 1);
    expect(after).toEqual({ product: before.product - 3, variants: before.variants - 3, orders: before.orders + 1 });
  });

  test("the confirmation e-mail and the accountant's CSV export name the variant sold", async () => {
    const shoe = await variant("VT-VAR-SH-41");
    const { orderNumber } = Schema.decodeUnknownSync(CheckoutResponse)(
      await (await buy([{ id: shoe.product_id, variant_id: shoe.id, quantity: 1 }], { "accept-language": "ro" })).json(),
    );
    const [mail] = await shop.db.query<{ text_body: string; html_body: string }>(
      "select m.text_body, m.html_body from mail_outbox m join orders o on o.id = m.order_id where o.number = $1 and m.kind = 'order-confirmation'",
      [orderNumber],
    );
    expect(mail!.text_body).toContain("- Pantofi de alergare Kiprun KS 500 (Mărime EU: 41) × 1");
    expect(mail!.html_body).toContain('Pantofi de alergare Kiprun KS 500<br><span style="color:#6b665e">Mărime EU: 41</span>');
    const token = await shop.adminToken();
    const csv = await (await shop.api("dashboard/orders/export", { headers: { authorization: `Bearer ${token}` } })).text();
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === orderNumber)![i]]));
    expect(row).toMatchObject({ sku: "VT-VAR-SH-41", title_ro: "Pantofi de alergare Kiprun KS 500", variant: "Mărime EU: 41", unit_price: "1199.00" });
  });

  test("lines that name no variant of a product with options, another product's variant, or a variant of a product without options are 422s; nothing is written", async () => {
    const shoe = await variant("VT-VAR-SH-41");
    const kettle = await variant("VT-VAR-KT-WH");
    const [plain] = await shop.db.query<{ id: number }>("select id from products where slug = 'tigaie-tefal-unlimited-28-cm'");
    await shop.db.query("update product_variants set active = false where sku = 'VT-VAR-SH-43'");
    const inactive = await variant("VT-VAR-SH-43");
    const before = await stocks(shoe.product_id);
    const refused = async (lines: Line[]) => {
      const res = await buy(lines);
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused([{ id: shoe.product_id, quantity: 1 }])).toEqual({ "products.0.variant_id": ["required"] });
    expect(await refused([{ id: shoe.product_id, variant_id: kettle.id, quantity: 1 }])).toEqual({ "products.0.variant_id": ["not_found"] });
    expect(await refused([{ id: plain!.id, variant_id: shoe.id, quantity: 1 }])).toEqual({ "products.0.variant_id": ["not_found"] });
    expect(await refused([{ id: shoe.product_id, variant_id: inactive.id, quantity: 1 }])).toEqual({ "products.0.variant_id": ["not_found"] });
    expect(await stocks(shoe.product_id)).toEqual(before);
  });

  test("a sold-out variant is refused with the units left of that line, though its product has others in stock", async () => {
    const sold = await variant("VT-VAR-SH-42");
    const res = await buy([{ id: sold.product_id, variant_id: sold.id, quantity: 1 }]);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { "products.0.quantity": ["out_of_stock"] }, stock: { [`${sold.product_id}:${sold.id}`]: 0 } });
  });

  test("concurrent checkouts for a variant's last 3 units sell exactly 3, whatever else of the product they buy", async () => {
    const scarce = await variant("VT-VAR-KT-RD");
    const other = await variant("VT-VAR-KT-BK");
    await shop.db.query("update product_variants set stock = case sku when 'VT-VAR-KT-RD' then 3 else 100 end where product_id = $1", [scarce.product_id]);
    const before = await stocks(scarce.product_id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        buy(
          i % 2 === 0
            ? [{ id: scarce.product_id, variant_id: scarce.id, quantity: 1 }]
            : [
                { id: other.product_id, variant_id: other.id, quantity: 1 },
                { id: scarce.product_id, variant_id: scarce.id, quantity: 1 },
              ],
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 201 && s !== 422)).toEqual([]);
    const soldOthers = (
      await Promise.all(answers.map(async (r) => (r.status === 201 ? (await orderOf(r)).lines.filter((l) => l.variant_id === other.id).length : 0)))
    ).reduce((a, b) => a + b, 0);
    expect((await variant("VT-VAR-KT-RD")).stock).toBe(0);
    expect(await stocks(scarce.product_id)).toEqual({
      product: before.product - 3 - soldOthers,
      variants: before.variants - 3 - soldOthers,
      orders: before.orders + 3,
    });
  });

  test("cart products answer a line naming a variant (ids=12:40) with the variant's price, stock and SKU and its label; availability checks each variant", async () => {
    const white = await variant("VT-VAR-KT-WH");
    const red = await variant("VT-VAR-KT-RD");
    const res = await shop.api(`cart/products?ids[]=${white.product_id}:${white.id}&ids[]=${red.product_id}:${red.id}&ids[]=${red.product_id}`, {
      headers: { "accept-language": "ro" },
    });
    const { data } = Schema.decodeUnknownSync(Schema.Struct({ data: Schema.Array(ProductCard) }))(await res.json());
    expect(data.map((p) => [p.id, p.variant, p.sku, p.price, p.old_price])).toEqual([
      [white.product_id, { id: white.id, label: "Culoare: alb" }, "VT-VAR-KT-WH", 599, null],
      [red.product_id, { id: red.id, label: "Culoare: roșu" }, "VT-VAR-KT-RD", 649, 699],
      // The product itself, as before: its lowest price, "from" its variants'.
      [red.product_id, undefined, "VT-VAR-0003", 599, null],
    ]);
    expect(data[1]).not.toHaveProperty("price_max");
    const wanted = (lines: Line[]) =>
      shop.api(
        `cart/availability?${lines.map((l, i) => `items[${i}][id]=${l.id}${l.variant_id ? `&items[${i}][variant_id]=${l.variant_id}` : ""}&items[${i}][quantity]=${l.quantity}`).join("&")}`,
      );
    const ok = await wanted([{ id: white.product_id, variant_id: white.id, quantity: 1 }]);
    expect(await ok.json()).toEqual({
      data: [{ id: white.product_id, variant_id: white.id, quantity: 1, stock: (await variant("VT-VAR-KT-WH")).stock, in_stock: true }],
    });
    const short = await wanted([
      { id: white.product_id, variant_id: white.id, quantity: 999 },
      { id: white.product_id, quantity: 1 },
    ]);
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      errors: { "items.0.quantity": ["out_of_stock"], "items.1.variant_id": ["required"] },
      stock: { [`${white.product_id}:${white.id}`]: (await variant("VT-VAR-KT-WH")).stock },
    });
  });
});
