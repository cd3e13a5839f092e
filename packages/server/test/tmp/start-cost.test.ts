import { test } from "vitest";
import { freshDb, startTestShop } from "../support/shop.js";

test("start cost", async () => {
  const c00 = process.cpuUsage();
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now(); const c0 = process.cpuUsage();
    const shop = await startTestShop({}, {});
    for (let j = 0; j < 20; j++) await (await shop.api("catalog/products?per_page=24")).text();
    await shop.stop();
    const c = process.cpuUsage(c0);
    console.log(`shop ${(performance.now() - t0).toFixed(0)} ms, ${((c.user + c.system) / 1000).toFixed(0)} ms CPU`);
  }
  const c = process.cpuUsage(c00);
  console.log(`total CPU ${((c.user + c.system) / 1000).toFixed(0)} ms`);
});
