import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { TestShop } from "../support/shop.js";
import { startReliabilityShop } from "./helpers.js";

// Decoding a large upload takes seconds and ~160 MB: one decode at a time, so that several uploads
// do not add those up and take every libuv thread; and no database transaction is open meanwhile,
// since on PGlite it would hold the only connection and every visitor would wait for the decode.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startReliabilityShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

const upload = (png: Buffer) => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
  return shop.api("dashboard/images", { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
};
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
/** Image tasks libvips is running right now in this process (the shop's included): sharp's own counter. */
const decoding = () => sharp.counters().process;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("three large uploads at once are decoded one after the other", async () => {
  const images = await Promise.all(["#a33", "#3a3", "#33a"].map((colour) => png(6000, 6000, colour)));
  let sampling = true;
  const samples: number[] = [];
  const sampler = (async () => {
    while (sampling) {
      samples.push(decoding());
      await tick(5);
    }
  })();
  const answers = await Promise.all(images.map(upload));
  sampling = false;
  await sampler;
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
  // Decoding went on for a while (36 Mpx, three widths each)…
  expect(samples.filter((n) => n >= 1).length).toBeGreaterThan(10);
  // …but never two at once: a reading of a header (a few microseconds, before the queue) may overlap a
  // decode, once per upload at most; decodes running side by side would show for hundreds of samples.
  expect(samples.filter((n) => n >= 2).length, `samples: ${samples.join(" ")}`).toBeLessThanOrEqual(2);
});

test("the shop answers a catalogue request while a 40-Mpx upload is being decoded", async () => {
  const big = await png(8000, 5000, "#2a6");
  const uploaded = upload(big);
  // When libvips was last seen at work (the counter drops to 0 between the three widths, so only the
  // last sighting tells when the decode ended).
  let lastBusy = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      if (decoding() >= 1) lastBusy = performance.now();
      await tick(5);
    }
  })();
  // Waits until the decode is under way (seen twice, so not the header's quick read).
  for (let seen = 0; seen < 2; ) {
    await tick(10);
    seen = decoding() >= 1 ? seen + 1 : 0;
  }
  // A listing no cache holds: it needs the database.
  const listing = await shop.api(`catalog/products?search=decode-${Date.now()}`);
  const listed = performance.now();
  expect(listing.status).toBe(200);
  expect((await uploaded).status).toBe(201);
  sampling = false;
  await sampler;
  // Answered while the decode went on: no transaction held the database meanwhile.
  expect(listed).toBeLessThan(lastBusy);
});
