import { createHash } from "node:crypto";
import { request } from "node:http";
import { setTimeout } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestShop } from "./support/shop.js";
import { STOREFRONT_BUILT, startReliabilityShop } from "./reliability/helpers.js";

// Shared pages are answered from memory after their first render: what comes over the wire must be
// what a render would have sent, for every language, cookie and encoding.

let shop: TestShop;
/** The request log's lines. */
const requests: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  const log = {
    info: (msg: string, fields?: Record<string, unknown>) => void (msg === "request" && requests.push(fields ?? {})),
    warn: () => {},
    error: () => {},
  };
  shop = await startReliabilityShop({ storefront: STOREFRONT_BUILT, log });
});
afterAll(() => shop.stop());

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A page as it comes over the wire, undecoded (fetch would ask for an encoding and unpack it unseen). */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<Raw>((resolve, reject) => {
    const target = new URL(shop.url.replace("//localhost:", "//127.0.0.1:"));
    const req = request({ host: target.hostname, port: target.port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });

const html = (raw: Raw): string => {
  const encoding = raw.headers["content-encoding"];
  return (encoding === "br" ? brotliDecompressSync(raw.body) : encoding === "gzip" ? gunzipSync(raw.body) : raw.body).toString("utf8");
};

describe("pages answered again from memory", () => {
  test("come in Brotli to browsers, gzip to clients that take only gzip and plain to the others: the same HTML, with its length", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    for (const path of ["/", "/ru/category/bucatarie/", "/search/?text=tigaie"]) {
      const plain = await rawGet(path, { "accept-language": "ro", "accept-encoding": "identity" });
      expect(plain.status, path).toBe(200);
      const compressed = new Set<string>();
      for (const [acceptEncoding, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["br;q=0.1, gzip", "gzip"],
        ["gzip;q=0, br;q=0", undefined],
      ] as const) {
        // Twice: the first client in an encoding gets a quick copy, the next ones a smaller one made once.
        const [sent, again] = [
          await rawGet(path, { "accept-language": "ro", "accept-encoding": acceptEncoding }),
          await rawGet(path, { "accept-language": "ro", "accept-encoding": acceptEncoding }),
        ];
        for (const answer of [sent, again]) {
          expect(answer.headers["content-encoding"], `${path} ${acceptEncoding}`).toBe(encoding);
          expect(answer.headers["content-length"], `${path} ${acceptEncoding}`).toBe(String(answer.body.length));
          expect(answer.headers.vary, `${path} ${acceptEncoding}`).toContain("Accept-Encoding");
          expect(html(answer), `${path} ${acceptEncoding}`).toBe(plain.body.toString("utf8"));
        }
        if (encoding && !compressed.has(encoding)) expect(again.body.length, `${path} ${acceptEncoding}`).toBeLessThan(sent.body.length);
        if (encoding) compressed.add(encoding);
      }
    }
  });

  test("each answer has its own request id, and a visitor without the language cookie gets it (their browser's language) every time", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const answers = [];
    // A page with a language prefix is an explicit choice: it does not change the language kept for the visitor (spec §4).
    for (let i = 0; i < 3; i++) answers.push(await rawGet("/ru/", { "accept-language": "ro", "accept-encoding": "br" }));
    expect(new Set(answers.map((a) => a.headers["x-request-id"])).size).toBe(3);
    for (const answer of answers) {
      expect(answer.headers["set-cookie"]).toEqual([expect.stringMatching(/^i18n_redirected=ro;.*Max-Age=\d+/)]);
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    // With the cookie, nothing is set.
    const withCookie = await rawGet("/ru/", { "accept-language": "ro", cookie: "i18n_redirected=ru" });
    expect(withCookie.headers["set-cookie"]).toBeUndefined();
  });

  test("a page's Content-Security-Policy runs the page's one inline script, known by its hash, and no other", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    for (let i = 0; i < 2; i++) {
      const page = await rawGet("/", { "accept-language": "ro" });
      const inline = [...page.body.toString().matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/json/.test(attributes!),
      );
      expect(inline).toHaveLength(1);
      // As a browser checks it: the SHA-256 of the script's text, in base64.
      const hash = createHash("sha256").update(inline[0]![2]!).digest("base64");
      const scriptSrc = String(page.headers["content-security-policy"])
        .split(";")
        .find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  test("a page sent again is logged like any request, with the id its client sent or a new one", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const path = "/ru/product/tigaie-tefal-unlimited-28-cm/";
    const ids = ["visitor-1", "visitor-2", "visitor-3", "not an id!"];
    const answers = [];
    for (const id of ids) answers.push(await rawGet(path, { "accept-language": "ru", "accept-encoding": "br", "x-request-id": id }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.slice(0, 3).map((a) => a.headers["x-request-id"])).toEqual(ids.slice(0, 3));
    // An id with characters no id has is replaced, as for any request.
    expect(answers[3]!.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await setTimeout(50);
    const logged = requests.filter((line) => line.path === path);
    expect(logged.map((line) => [line.id, line.method, line.status])).toEqual(answers.map((a) => [a.headers["x-request-id"], "GET", 200]));
  });

  test("one address answers each visitor by their language cookie and browser languages, however the visitors take turns", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const visitors: ReadonlyArray<readonly [string, Record<string, string>, { status: number; location?: string; lang?: string }]> = [
      ["a Romanian browser", { "accept-language": "ro-RO,ro;q=0.9" }, { status: 200, lang: "ro" }],
      ["a Russian browser", { "accept-language": "ru-RU,ru;q=0.9" }, { status: 302, location: "/ru/category/bucatarie/?sort=price" }],
      ["a Russian browser that chose Romanian", { "accept-language": "ru", cookie: "i18n_redirected=ro" }, { status: 200, lang: "ro" }],
      [
        "a Romanian browser that chose English",
        { "accept-language": "ro", cookie: "i18n_redirected=en" },
        { status: 302, location: "/en/category/bucatarie/?sort=price" },
      ],
    ];
    const path = "/category/bucatarie/?sort=price";
    // Twice round: the second time every answer that can be is sent from memory.
    for (let round = 0; round < 2; round++) {
      for (const [who, headers, expected] of visitors) {
        const answer = await rawGet(path, headers);
        expect(answer.status, `${who}, round ${round}`).toBe(expected.status);
        if (expected.location) expect(answer.headers.location, who).toBe(expected.location);
        if (expected.lang) expect(html(answer), who).toContain(`<html lang="${expected.lang}"`);
        expect(answer.headers.vary, who).toContain("Accept-Language");
      }
    }
  });
});

describe("what every page loads alike", () => {
  test("is loaded once per catalogue version: new pages ask for the shop's settings again only once they change, and show the change", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const asked = () => requests.filter((line) => line.path === "/api/general").length;
    const page = async (text: string) => html(await rawGet(`/search/?text=${text}`, { "accept-language": "ro", "accept-encoding": "identity" }));
    await page("alike-a");
    const once = asked();
    for (const text of ["alike-b", "alike-c"]) expect(await page(text)).toContain("alike-");
    expect(asked()).toBe(once);
    const [settings] = await shop.db.query<{ value: unknown }>("select value from settings where key = 'locale'");
    try {
      await shop.db.query(`update settings set value = jsonb_set(value, '{phones}', '["+373 60 000 111"]') where key = 'locale'`);
      expect(await page("alike-d")).toContain("+373 60 000 111");
      expect(await page("alike-e")).toContain("+373 60 000 111");
      expect(asked()).toBe(once + 1);
    } finally {
      await shop.db.query("update settings set value = $1 where key = 'locale'", [settings!.value]);
    }
  });
});
