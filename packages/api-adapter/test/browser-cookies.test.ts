import { describe, expect, test } from "vitest";
import { browserCookies, webStorage, type CookieDocument } from "../src/browser-cookies.js";

/** A document whose `cookie` behaves like a browser's: writing sets or expires one cookie, reading lists the live ones. */
const fakeDocument = () => {
  const jar = new Map<string, { value: string; attributes: string }>();
  const doc: CookieDocument = {
    get cookie() {
      return [...jar].map(([name, c]) => `${name}=${c.value}`).join("; ");
    },
    set cookie(text: string) {
      const [pair = "", ...attributes] = text.split("; ");
      const at = pair.indexOf("=");
      if (attributes.includes("max-age=0")) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), { value: pair.slice(at + 1), attributes: attributes.join("; ") });
    },
  };
  return { doc, jar };
};

describe("browserCookies", () => {
  test("keeps values with any characters, with path, SameSite, max-age and Secure as asked", () => {
    const { doc, jar } = fakeDocument();
    const cookies = browserCookies({ document: doc });
    cookies.set("cart", '[{"id":7,"quantity":2}]', { maxAge: 604_800 });
    cookies.set("i18n_redirected", "ru", { maxAge: 31_536_000, sameSite: "strict", secure: true });
    expect(cookies.get("cart")).toBe('[{"id":7,"quantity":2}]');
    expect(cookies.get("i18n_redirected")).toBe("ru");
    expect(jar.get("cart")?.attributes).toBe("path=/; samesite=lax; max-age=604800");
    expect(jar.get("i18n_redirected")?.attributes).toBe("path=/; samesite=strict; max-age=31536000; secure");
    cookies.remove("cart");
    expect(cookies.get("cart")).toBeUndefined();
    expect(cookies.get("i18n_redirected")).toBe("ru");
  });

  test("an https shop's store makes every cookie it sets Secure", () => {
    const { doc, jar } = fakeDocument();
    browserCookies({ document: doc, secure: true }).set("cart", "[]", { maxAge: 60 });
    expect(jar.get("cart")?.attributes).toBe("path=/; samesite=lax; max-age=60; secure");
  });

  test("reads cookies other scripts wrote, even unencoded ones, and misses only what is absent", () => {
    const doc = { cookie: "theme=dark; broken=%E0%A4%A; cartx=1" };
    const cookies = browserCookies({ document: doc });
    expect(cookies.get("theme")).toBe("dark");
    expect(cookies.get("broken")).toBe("%E0%A4%A");
    expect(cookies.get("cart")).toBeUndefined();
    expect(browserCookies({ document: { cookie: "" } }).get("cart")).toBeUndefined();
  });
});

describe("webStorage", () => {
  test("a full storage loses the value instead of throwing", () => {
    const values = new Map<string, string>();
    const full = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: (k: string) => void values.delete(k),
    } as unknown as Storage;
    const store = webStorage(() => full);
    expect(() => store.set("filters", "{}")).not.toThrow();
    expect(store.get("filters")).toBeUndefined();
  });
});
