import { describe, expect, test } from "vitest";
import { parse } from "csv-parse/sync";
import { admin, call, categoryId, manager, shop, useDashboardShop, L } from "./support/dashboard.js";

// The accountant's CSV export of orders (decisions.md "The back office"; issue 31 item 2), read back
// with a real CSV parser (csv-parse), as a spreadsheet would.

useDashboardShop();

const COLUMNS = [
  "number",
  "date",
  "status",
  "payment_method",
  "payment_status",
  "delivery_method",
  "name",
  "phone",
  "email",
  "country",
  "city",
  "address",
  "sku",
  "title_ro",
  "variant",
  "quantity",
  "unit_price",
  "line_total",
  "subtotal",
  "discount",
  "code_discount",
  "delivery",
  "total",
];

/** The export's answer, its bytes and its rows (the first row the header). */
const exported = async (query: string, token = manager) => {
  const res = await call(`dashboard/orders/export${query}`, "GET", undefined, token);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  // strict RFC 4180: a stray quote or a row of another length is an error, not a guess.
  const rows = res.status === 200 ? (parse(text, { bom: true, relax_quotes: false, relax_column_count: false }) as string[][]) : [];
  return { res, bytes, text, rows };
};

const checkout = async (body: Record<string, unknown>, language: string) => {
  const res = await shop.api("cart/checkout", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ paymentMethod: "cash_on_delivery", deliveryMethod: "courier", agreement: true, ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { orderNumber: string }).orderNumber;
};

/** A product whose Romanian title holds a quote, a comma, a line break and diacritics, and whose SKU looks like a formula. */
const awkwardProduct = async () => {
  const res = await call("dashboard/products", "POST", {
    slug: "ceainic-export",
    sku: "-VT-CSV-1",
    title: L('Ceainic "Vesel",\nroșu', "Kettle", "Чайник «Весёлый»", "Чайник"),
    description: L("Ceainic.", "Kettle.", "Чайник.", "Чайник."),
    price: 349.9,
    old_price: null,
    stock: 50,
    category_id: await categoryId(),
    attributes: [],
    active: true,
    image_ids: [],
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
};

describe("the orders' CSV export", () => {
  test("one RFC 4180 row per line with a BOM; names, titles and SKUs come back as typed, formulas defused", async () => {
    const product = await awkwardProduct();
    const formula = await checkout(
      {
        contactDetails: { email: "csv-export@mail.md", phone: "+373 69 123 456" },
        billingAddress: { firstName: '=HYPERLINK("http://rău.md")', lastName: "Ștefănescu", country: "md", city: "Chișinău", address: "str. Ismail 8, ap. 3" },
        products: [{ id: product, quantity: 2 }],
      },
      "ro",
    );
    const cyrillic = await checkout(
      {
        contactDetails: { email: "csv-export@mail.md", phone: "069123457" },
        billingAddress: { firstName: "Анна-Мария", lastName: '"Щукина", ООО', country: "md", city: "-Бельцы", address: "@ул. Пушкина 1" },
        deliveryAddress: { firstName: "Анна", lastName: "Щукина", country: "md", city: "Кишинёв", address: "ул. Ленина 2" },
        products: [{ id: product, quantity: 1 }],
      },
      "ru",
    );
    const { res, bytes, text, rows } = await exported("?search=csv-export@mail.md");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split("\r\n")[0]).toBe(COLUMNS.join(","));
    const [header, ...lines] = rows;
    expect(header).toEqual(COLUMNS);
    const byNumber = new Map(lines.map((row) => [row[0], Object.fromEntries(COLUMNS.map((name, i) => [name, row[i]]))]));
    expect([...byNumber.keys()]).toEqual([formula, cyrillic]);
    const [placed] = await shop.db.query<{ created_at: Date }>("select created_at from orders where number = $1", [formula]);
    const chisinau = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Chisinau", dateStyle: "short", timeStyle: "short" }).format(placed!.created_at);
    expect(byNumber.get(formula)).toEqual({
      number: formula,
      date: chisinau,
      status: "new",
      payment_method: "cash_on_delivery",
      payment_status: "unpaid",
      delivery_method: "courier",
      name: `'=HYPERLINK("http://rău.md") Ștefănescu`,
      phone: "'+373 69 123 456",
      email: "csv-export@mail.md",
      country: "MD",
      city: "Chișinău",
      address: "str. Ismail 8, ap. 3",
      sku: "'-VT-CSV-1",
      title_ro: 'Ceainic "Vesel",\nroșu',
      variant: "",
      quantity: "2",
      unit_price: "349.90",
      line_total: "699.80",
      subtotal: "699.80",
      discount: "0.00",
      code_discount: "0.00",
      delivery: "0.00",
      total: "699.80",
    });
    // Ordered in Russian: the title is still the Romanian one; the buyer is the billing address.
    expect(byNumber.get(cyrillic)).toMatchObject({
      name: 'Анна-Мария "Щукина", ООО',
      phone: "069123457",
      city: "'-Бельцы",
      address: "'@ул. Пушкина 1",
      title_ro: 'Ceainic "Vesel",\nroșu',
      quantity: "1",
      total: "349.90",
    });
  });

  test("exports every order the list's filters select, and no other", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const query = `?status=new&payment_method=cash_on_delivery&from=${today}&to=${today}&search=csv-export`;
    const list = (await (await call(`dashboard/orders${query}&perPage=100`)).json()) as { data: { number: string }[] };
    const { rows } = await exported(query);
    expect(list.data.length).toBeGreaterThan(0);
    expect(new Set(rows.slice(1).map((row) => row[0]))).toEqual(new Set(list.data.map((o) => o.number)));
    const none = await exported("?from=2001-01-01&to=2001-01-02");
    expect(none.rows).toEqual([COLUMNS]);
  });

  test("a long export holds every order once, oldest first, past the batches it is read in", async () => {
    const [source] = await shop.db.query<{ id: number }>("select id from orders order by id limit 1");
    const copied = async (table: string, skip: string[]) =>
      (
        await shop.db.query<{ column_name: string }>(
          "select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER'",
          [table],
        )
      )
        .map((c) => c.column_name)
        .filter((name) => !skip.includes(name));
    const orderColumns = (await copied("orders", ["id", "number", "idempotency_key"])).join(", ");
    const ids = await shop.db.query<{ id: number }>(
      `insert into orders (number, ${orderColumns}) select 'VT-BULK' || lpad(g::text, 4, '0'), ${orderColumns} from orders, generate_series(1, 450) g where id = $1
       order by g returning id`,
      [source!.id],
    );
    const lineColumns = (await copied("order_lines", ["id", "order_id"])).join(", ");
    await shop.db.query(
      `insert into order_lines (order_id, ${lineColumns}) select n.id, ${lineColumns} from order_lines, unnest($2::int[]) n(id) where order_id = $1`,
      [source!.id, ids.map((r) => r.id)],
    );
    const { rows } = await exported("?search=VT-BULK");
    const numbers = rows.slice(1).map((row) => row[0]);
    expect(numbers).toHaveLength(450);
    expect(numbers).toEqual(Array.from({ length: 450 }, (_, i) => `VT-BULK${String(i + 1).padStart(4, "0")}`));
  });

  test("a wrong filter is a 422 with field errors; signed out is a 401; managers and admins may export", async () => {
    const bad = await call("dashboard/orders/export?status=lost&from=2024-02-30&payment_method=cash");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({ status: ["invalid"], payment_method: ["invalid"], from: ["format"] });
    const signedOut = await shop.api("dashboard/orders/export");
    expect(signedOut.status).toBe(401);
    expect((await exported("", admin)).res.status).toBe(200);
    expect((await exported("", manager)).res.status).toBe(200);
  });
});
