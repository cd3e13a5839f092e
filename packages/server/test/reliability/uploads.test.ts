import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestShop } from "../support/shop.js";
import { json, multipart, rawPost, snapshot, startReliabilityShop } from "./helpers.js";

// Product photos come from staff laptops and from whatever a stolen or careless session uploads: only
// real, sane images are stored, and what the shop serves back is a re-encoded image the browser
// cannot be talked into running as a page.

let shop: TestShop;
let manager: string;
beforeAll(async () => {
  shop = await startReliabilityShop();
  const admin = await shop.adminToken();
  await shop.api("dashboard/staff", json("POST", { email: "photos@vitrina.md", name: "Photos", role: "manager", password: "photos-password-1" }, admin));
  const res = await shop.api("auth/login", json("POST", { email: "photos@vitrina.md", password: "photos-password-1" }));
  manager = (await res.json()).token;
});
afterAll(() => shop.stop());

const upload = (bytes: Uint8Array, name = "photo.png", type = "image/png", token: string | null = manager) => {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return shop.api("dashboard/images", { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
};
const imageRows = async () =>
  (
    await shop.db.query<{ images: number; variants: number }>(
      "select (select count(*)::int from images) as images, (select count(*)::int from image_variants) as variants",
    )
  )[0]!;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: ArrayLike<number>[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** A real 1×1 PNG made by sharp whose header then claims other dimensions (with a valid checksum). */
const pngClaiming = async (width: number, height: number): Promise<Uint8Array> => {
  const png = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#c33" } })
      .png()
      .toBuffer(),
  );
  const view = new DataView(png.buffer, png.byteOffset);
  // Signature (8), IHDR length (4), "IHDR" (4), width at 16, height at 20, ..., CRC of type+data at 29.
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
};
const realPng = (width = 64, height = 48, background = "#2a6") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** Refused with a 4xx and a JSON message, and nothing stored. */
const expectRefused = async (res: Response, errors?: Record<string, string[]>) => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof body.message).toBe("string");
  if (errors) expect(body.errors).toEqual(errors);
};

// Not asserted here because it fails on PostgreSQL today (reported as a bug): the same picture uploaded
// several times at once answers 201 once and 500 for the others (unique violation on images.hash).
describe("image uploads", () => {
  test("a text file renamed .png, an SVG with a script and an HTML page behind PNG magic bytes are refused, and nothing is stored", async () => {
    const before = await snapshot(shop.db);
    const rows = await imageRows();
    await expectRefused(await upload(text("just some notes, not a picture\n".repeat(20)), "notes.png"), { file: ["type"] });
    await expectRefused(
      await upload(text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'), "logo.png", "image/svg+xml"),
      { file: ["type"] },
    );
    await expectRefused(await upload(concat(PNG_MAGIC, text("<html><body><script>alert(document.cookie)</script></body></html>")), "polyglot.png"), {
      file: ["invalid"],
    });
    await expectRefused(await upload(concat([0xff, 0xd8, 0xff, 0xe0], text("<script>alert(1)</script>")), "photo.jpg", "image/jpeg"), { file: ["invalid"] });
    expect(await imageRows()).toEqual(rows);
    expect(await snapshot(shop.db)).toEqual(before);
  });

  test("an image over 5 MB is refused with a message; far over, the body limit answers 413", async () => {
    const rows = await imageRows();
    const justOver = concat(await realPng(), new Uint8Array(5 * 1024 * 1024));
    await expectRefused(await upload(justOver), { file: ["max"] });
    const form = new FormData();
    form.set("file", new File([concat(PNG_MAGIC, new Uint8Array(7 * 1024 * 1024))], "huge.png", { type: "image/png" }));
    const { body, type } = await multipart(form);
    // On a connection of its own: the server answers before reading the body, then drops the connection.
    const res = await rawPost(`${shop.url}/api/dashboard/images`, body, { "content-type": type, authorization: `Bearer ${manager}` });
    expect(res.status).toBe(413);
    expect(typeof JSON.parse(res.text).message).toBe("string");
    expect(await imageRows()).toEqual(rows);
  });

  test("a tiny PNG whose header claims 100000×100000 pixels (a decompression bomb) is refused without decoding it", async () => {
    const rows = await imageRows();
    for (const [w, h] of [
      [100_000, 100_000],
      [1, 100_000],
      [100_000, 1],
      [0, 10],
    ] as const) {
      const bomb = await pngClaiming(w, h);
      expect(bomb.length).toBeLessThan(200);
      const started = performance.now();
      await expectRefused(await upload(bomb, "bomb.png"), { file: ["invalid"] });
      expect(performance.now() - started).toBeLessThan(5000);
    }
    expect(await imageRows()).toEqual(rows);
  });

  test("without a file, with a text field instead, or as JSON: a 4xx with a message; without a token: 401", async () => {
    const rows = await imageRows();
    const empty = new FormData();
    const auth = { authorization: `Bearer ${manager}` };
    await expectRefused(await shop.api("dashboard/images", { method: "POST", body: empty, headers: auth }), { file: ["required"] });
    const field = new FormData();
    field.set("file", "not a file");
    await expectRefused(await shop.api("dashboard/images", { method: "POST", body: field, headers: auth }), { file: ["required"] });
    await expectRefused(await shop.api("dashboard/images", json("POST", { file: "iVBORw0KGgo=" }, manager)));
    const anonymous = await upload(await realPng(), "photo.png", "image/png", null);
    expect(anonymous.status).toBe(401);
    await expectRefused(anonymous);
    expect(await imageRows()).toEqual(rows);
  });

  test("property: random bytes, with or without an image's magic bytes, are never stored and never a 5xx", async () => {
    const rows = await imageRows();
    const magic = fc.constantFrom<number[]>([], PNG_MAGIC, [0xff, 0xd8, 0xff], [...text("RIFF"), 0, 0, 0, 0, ...text("WEBP")], [...text("GIF89a")]);
    await fc.assert(
      fc.asyncProperty(
        magic,
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom("a.png", "a.jpg", "a.webp", "a.svg", "a.html", ""),
        async (head, tail, name) => {
          await expectRefused(await upload(concat(head, tail), name, "image/png"));
        },
      ),
      { numRuns: 40 },
    );
    expect(await imageRows()).toEqual(rows);
  });

  test("a real PNG with a script appended is served only as a re-encoded webp: no script, nosniff, image/webp", async () => {
    const polyglot = concat(await realPng(700, 500, "#a5c"), text("<html><script>alert(document.cookie)</script></html>"));
    const res = await upload(polyglot, "holiday.png");
    if (res.status !== 201) return expectRefused(res);
    const { data } = await res.json();
    const urls = String(data.srcset)
      .split(", ")
      .map((entry) => entry.split(" ")[0]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const served = await fetch(shop.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(String.fromCharCode(...bytes.subarray(0, 4)) + String.fromCharCode(...bytes.subarray(8, 12))).toBe("RIFFWEBP");
      expect(Buffer.from(bytes).includes("<script")).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe("webp");
    }
  });

  test("every served image, and a request for one that does not exist, carries X-Content-Type-Options: nosniff", async () => {
    const { data } = await (await upload(await realPng(1100, 700, "#39c"), "wide.png")).json();
    for (const url of String(data.srcset)
      .split(", ")
      .map((entry) => entry.split(" ")[0]!)) {
      const served = await fetch(shop.url + url);
      expect(served.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(served.headers.get("cache-control")).toMatch(/immutable/);
    }
    for (const path of ["/images/000000000000000000000000-640.webp", "/images/..%2F..%2Fetc%2Fpasswd", "/images/x.svg"]) {
      const missing = await fetch(shop.url + path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(typeof (await missing.json()).message).toBe("string");
    }
  });
});
