// A checkout's discount code (decisions.md "Discount codes", issue 33): a wrong, expired, not yet
// started, used-up, used-by-this-e-mail or below-minimum code is a 422 on discountCode with the
// reason and nothing is written; guesses are limited per client; a one-use code is used once
// however many checkouts race for it.
import { describe, expect, test } from "vitest";
import { postCheckout } from "./support/orders.js";
import { createCode, newClient, product, shop, shopDayFromToday, useCodeShop, written } from "./support/codes.js";

useCodeShop();

const order = (discountCode: string, options: { email?: string; quantity?: number; client?: Record<string, string> } = {}) =>
  postCheckout(shop, [{ id: product, quantity: options.quantity ?? 1 }], {
    discountCode,
    headers: options.client ?? newClient(),
    ...(options.email !== undefined ? { email: options.email } : {}),
  });

const refusal = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(422);
  return ((await res.json()) as { errors: Record<string, string[]> }).errors;
};

describe("a code that cannot be used", () => {
  test("each reason is a 422 on discountCode, and the order, its stock and the code's uses are not written", async () => {
    await createCode("PASSED", { ends_at: shopDayFromToday(-1) });
    await createCode("LATER", { starts_at: shopDayFromToday(1) });
    await createCode("ONCE-1", { max_uses: 1 });
    await createCode("PER-EMAIL", { max_uses_per_email: 1 });
    await createCode("MIN-1500", { kind: "fixed", value: 100, min_subtotal: 1500 });
    expect((await order("ONCE-1")).status).toBe(201);
    expect((await order("per-email", { email: "once@mail.md" })).status).toBe(201);

    const before = await written();
    expect(await refusal(await order("NO-SUCH-CODE"))).toEqual({ discountCode: ["not_found"] });
    expect(await refusal(await order("passed"))).toEqual({ discountCode: ["expired"] });
    expect(await refusal(await order("later"))).toEqual({ discountCode: ["not_started"] });
    expect(await refusal(await order("once-1"))).toEqual({ discountCode: ["used_up"] });
    expect(await refusal(await order("PER-EMAIL", { email: "ONCE@mail.md" }))).toEqual({ discountCode: ["used_by_email"] });
    expect(await refusal(await order("MIN-1500"))).toEqual({ discountCode: ["min_subtotal"] });
    expect(await refusal(await order("BAD CODE!"))).toEqual({ discountCode: ["format"] });
    expect(await written()).toEqual(before);

    // Another e-mail may still use the per-e-mail code, and 2 × 1 000 lei reach the minimum.
    expect((await order("PER-EMAIL", { email: "other@mail.md" })).status).toBe(201);
    expect((await order("MIN-1500", { quantity: 2 })).status).toBe(201);
    // The preview refuses as the checkout does (the minimum and the e-mail are the checkout's).
    expect(await refusal(await shop.api("cart/discount-code?code=once-1", { headers: newClient() }))).toEqual({ discountCode: ["used_up"] });
    expect((await shop.api("cart/discount-code?code=min-1500", { headers: newClient() })).status).toBe(200);
  });

  test("guessed codes are limited per client: after 10 refusals a 429 with Retry-After, even for a good code; other clients are not", async () => {
    await createCode("GOOD-ONE");
    const guesser = newClient();
    for (let i = 0; i < 10; i++) {
      const res = i % 2 === 0 ? await order(`GUESS-${i}`, { client: guesser }) : await shop.api(`cart/discount-code?code=GUESS-${i}`, { headers: guesser });
      expect(res.status).toBe(422);
    }
    const before = await written();
    const limited = await order("GOOD-ONE", { client: guesser });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await shop.api("cart/discount-code?code=GOOD-ONE", { headers: guesser })).status).toBe(429);
    expect(await written()).toEqual(before);
    expect((await order("GOOD-ONE")).status).toBe(201);
    // A code below its minimum is the shopper's to mend, not a guess: it does not count.
    await createCode("MIN-BIG", { min_subtotal: 100_000 });
    const shopper = newClient();
    for (let i = 0; i < 12; i++) expect(await refusal(await order("MIN-BIG", { client: shopper }))).toEqual({ discountCode: ["min_subtotal"] });
  });
});

/**
 * Runs `race` while a transaction of the test holds the code's row, and lets it go once `waiting`
 * requests are waiting for a lock (PostgreSQL): every checkout has then read the code, so a checkout
 * that did not lock the code's row would count its uses before any other had written one.
 */
const withCodeHeld = async <T>(codeId: number, waiting: number, race: () => Promise<T>): Promise<T> => {
  let answers: Promise<T> | undefined;
  await shop.db.transaction(async (tx) => {
    await tx.query("select id from discount_codes where id = $1 for update", [codeId]);
    answers = race();
    for (;;) {
      const [row] = await shop.db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      if (row!.n >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return answers!;
};

describe("a one-use code under parallel checkouts", () => {
  test("eight checkouts at once: one order gets the code, seven are refused used_up, one use is counted", async () => {
    const code = await createCode("RACE-1", { kind: "fixed", value: 50, max_uses: 1 });
    // Each checkout buys a product of its own, so only the code's row can make them queue.
    const others = await shop.db.query<{ id: number }>(
      "update products set stock = 50, max_per_order = null where id in (select id from products where active and id <> $1 order by id limit 7) returning id",
      [product],
    );
    const before = await written();
    const products = [product, ...others.map((p) => p.id)];
    const race = () =>
      Promise.all(
        products.map((id, i) => postCheckout(shop, [{ id, quantity: 1 }], { discountCode: "race-1", email: `race${i}@mail.md`, headers: newClient() })),
      );
    const answers = process.env.TEST_DATABASE_URL ? await withCodeHeld(code.id, products.length, race) : await race();
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const res of answers.filter((r) => r.status === 422))
      expect(((await res.json()) as { errors: unknown }).errors).toEqual({ discountCode: ["used_up"] });
    const uses = await shop.db.query<{ n: number }>("select count(*)::int as n from discount_code_uses where code_id = $1", [code.id]);
    expect(uses[0]!.n).toBe(1);
    expect((await written()).orders).toBe(before.orders + 1);
  });
});
