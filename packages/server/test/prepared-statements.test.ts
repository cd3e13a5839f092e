import { afterAll, beforeAll, expect, test } from "vitest";
import type { Db } from "../src/db/db.js";
import { freshDb } from "./support/shop.js";

// A statement run on most requests (a listing's cards, the search) is prepared once per connection
// on PostgreSQL and runs on one plan whatever its values: the same rows as planned each time, inside
// transactions too, without planning it again. No statement is JIT-compiled: the shop's are short.

let db: Db;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(() => db.close());

const CARDS = "select id, slug from products where id = any($1::int[]) and active order by array_position($1::int[], id)";

test("a prepared statement gives the rows of the same statement planned for its values", async () => {
  const ids = (await db.query<{ id: number }>("select id from products where active order by id limit 5")).map((r) => r.id);
  for (const chosen of [ids.slice(0, 2), [ids[4]!, ids[1]!, -1], []]) {
    const planned = await db.query(CARDS, [chosen]);
    expect(await db.query(CARDS, [chosen], { prepared: true })).toEqual(planned);
    expect(await db.transaction((tx) => tx.query(CARDS, [chosen], { prepared: true }))).toEqual(planned);
  }
});

test.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL a prepared statement is planned once for all its values", async () => {
  const [before, after] = await db.transaction(async (tx) => {
    const plans = () =>
      tx.query<{ generic_plans: number; custom_plans: number }>("select generic_plans, custom_plans from pg_prepared_statements where statement = $1", [CARDS]);
    await tx.query(CARDS, [[1]], { prepared: true });
    const first = await plans();
    for (const id of [2, 3, 4]) await tx.query(CARDS, [[id]], { prepared: true });
    return [first, await plans()];
  });
  // Prepared on this connection once, with no plan made for any request's values.
  expect(before).toHaveLength(1);
  expect(after).toEqual([{ generic_plans: before[0]!.generic_plans + 3, custom_plans: 0 }]);
});

test.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL no statement is JIT-compiled, whatever its cost, on any of the pool's connections", async () => {
  const settings = await Promise.all([1, 2, 3, 4].map(() => db.transaction((tx) => tx.query<{ jit: string }>("select current_setting('jit') as jit"))));
  expect(settings.flat()).toEqual([1, 2, 3, 4].map(() => ({ jit: "off" })));
  // Costed far above jit_above_cost: with JIT on, its plan would say how many functions it compiles.
  const plan = await db.query("explain (format json) select count(*) from products a, products b, products c where a.search_text like '%a%'");
  expect(JSON.stringify(plan)).not.toContain("JIT");
});
