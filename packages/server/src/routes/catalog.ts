import type { Context, Hono } from "hono";
import {
  COUNTRY_NAMES, ContactForm, LOCALES, MAX_LINE_QUANTITY, SeoPageKind, SortBy, StaticPageKind, addError, type FieldErrors, type Locale, type ProductDetail,
} from "@vitrina/core";
import { Schema } from "effect";
import type { AppEnv, Deps } from "../app.js";
import { imageJson } from "../catalog/images.js";
import { ATTRIBUTE_NAMES, UnknownCategory, cardJson, cardsByIds, curatedCards, listProducts, tr, type CardRow, type ListingQuery } from "../catalog/products.js";
import { LRUCache } from "lru-cache";
import { categoryListings } from "../catalog/listing.js";
import { holdsWords, searchWords } from "../catalog/search.js";
import { foldSearchText } from "../catalog/search-text.js";
import { fillTemplate, seoFor } from "../catalog/seo.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { publicIdentity, readIdentity, readShopName } from "../shop/identity.js";
import { saveMessage } from "../contact/messages.js";
import { likeLiteral } from "../lib/list-query.js";
import { clientAddress } from "../lib/client-address.js";
import { renderMarkdown } from "../content/markdown.js";
import { decodeOr422, fail, formBody, fromBracketForm, jsonBody, requestLocale, unprocessable } from "../lib/http.js";
import { visitorCountry } from "../config.js";

/** Largest page of a listing. */
const MAX_PER_PAGE = 100;
/** Contact messages one client may send per window before a 429 (decisions: rate-limited per client). */
const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_MINUTES = 10;
/** Search answers at most this many rows. */
const SEARCH_LIMIT = 10;

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { ro: "Română", en: "English", ru: "Русский", bg: "Български" };

/** Parses the query string in bracket notation (`ids[]=3`, `items[0][id]=3`, `filters[brand][]=Bosch`). */
const bracketQuery = (c: Context): Record<string, unknown> => fromBracketForm(new URL(c.req.url).searchParams.entries());

const intParam = (errors: Record<string, string[]>, name: string, raw: unknown, min: number, max: number, fallback: number): number => {
  if (raw === undefined || raw === "") return fallback;
  const n = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n)) addError(errors, name, "type");
  else if (n < min) addError(errors, name, "min");
  else if (n > max) addError(errors, name, "max");
  return n;
};

const priceParam = (errors: Record<string, string[]>, name: string, raw: unknown): number | undefined => {
  if (raw === undefined || raw === "") return undefined;
  const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) addError(errors, name, "type");
  else if (n < 0) addError(errors, name, "min");
  return n;
};

const flagParam = (errors: Record<string, string[]>, name: string, raw: unknown): boolean => {
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  addError(errors, name, "type");
  return false;
};

/** Reads and checks the listing query of spec §7; a value that makes no sense is a 422. */
const listingQuery = (c: Context): ListingQuery => {
  const q = bracketQuery(c);
  const errors: Record<string, string[]> = {};
  const text = (name: string) => {
    const value = q[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value.length > 200) return void addError(errors, name, typeof value === "string" ? "max" : "type");
    return value.trim() || undefined;
  };
  const filters: Record<string, string[]> = {};
  if (q.filters !== undefined) {
    if (typeof q.filters !== "object" || q.filters === null || Array.isArray(q.filters)) addError(errors, "filters", "type");
    else
      for (const [key, values] of Object.entries(q.filters)) {
        const list = Array.isArray(values) ? values : [values];
        if (!/^[a-z][a-z0-9_]{0,31}$/.test(key) || !list.every((v) => typeof v === "string" && v.length <= 200) || list.length > 50) addError(errors, `filters.${key}`, "invalid");
        else filters[key] = list as string[];
      }
  }
  const sort = q.sort_by ?? "popular";
  if (!Schema.is(SortBy)(sort)) addError(errors, "sort_by", "invalid");
  const query: ListingQuery = {
    page: intParam(errors, "page", q.page, 1, 100_000, 1),
    perPage: intParam(errors, "perPage", q.perPage, 1, MAX_PER_PAGE, 9),
    sort_by: Schema.is(SortBy)(sort) ? sort : "popular",
    ...(text("slug") !== undefined ? { slug: text("slug")! } : {}),
    ...(text("search") !== undefined ? { search: text("search")! } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    in_stock: flagParam(errors, "in_stock", q.in_stock),
    is_discount: flagParam(errors, "is_discount", q.is_discount),
  };
  const min = priceParam(errors, "min_price", q.min_price);
  const max = priceParam(errors, "max_price", q.max_price);
  if (Object.keys(errors).length > 0) return unprocessable(errors);
  return { ...query, ...(min !== undefined ? { min_price: min } : {}), ...(max !== undefined ? { max_price: max } : {}) };
};

/** Positive integer ids from a query list; anything else is a 422. */
const idList = (raw: unknown, field: string, max: number): number[] => {
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const errors: FieldErrors = {};
  const ids = list.map((v, i) => {
    const n = typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
    if (!(n > 0)) addError(errors as Record<string, string[]>, `${field}.${i}`, "type");
    return n;
  });
  if (list.length > max) addError(errors as Record<string, string[]>, field, "max");
  if (Object.keys(errors).length > 0) unprocessable(errors);
  return ids;
};

/** The storefront's catalogue, contacts and content routes (spec §7). */
/** A quick search's product row. */
type SearchRow = { id: number; slug: string; title: string; image: { hash: string; width: number; height: number } | null; category: string; price: number; old_price: number | null };

export const catalogRoutes = (app: Hono<AppEnv>, { db, config }: Deps): void => {
  const listings = categoryListings(db);
  const closeMatches = new LRUCache<string, { version: number; rows: SearchRow[] }>({ max: 10_000 });
  app.get("/api/general", async (c) => {
    const locale = requestLocale(c);
    const s = await readLocaleSettings(db);
    const pick = (text: { ro: string } & Partial<Record<Locale, string>>) => text[locale] || text.ro;
    return c.json({
      data: {
        addresses: s.addresses.map(pick),
        emails: s.emails,
        salesPhones: s.salesPhones,
        salesEmails: s.salesEmails,
        phones: s.phones,
        schedule: pick(s.schedule),
        socials: s.socials,
        currencies: [{ value: "mdl", label: "MDL" }],
        languages: LOCALES.filter((l) => s.active_languages.includes(l)).map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
        countries: (["md", "ro", "bg"] as const).map((code) => ({ code, name: COUNTRY_NAMES[locale][code] })),
        shop: publicIdentity(await readIdentity(db)),
      },
    });
  });

  app.get("/api/general/country", (c) => c.json({ code: visitorCountry(config, (name) => c.req.header(name)) }));

  app.post("/api/general/contact", async (c) => {
    const body = (c.req.header("content-type") ?? "").includes("application/json") ? await jsonBody(c) : await formBody(c);
    const form = decodeOr422(ContactForm, body);
    const ip = clientAddress(c);
    const settings = await readLocaleSettings(db);
    const sent = await db.transaction(async (tx) => {
      // Serialise the count and insert per client so a burst cannot slip past the limit.
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`contact:${ip}`]);
      const [row] = await tx.query<{ count: number }>(
        `select count(*)::int as count from contact_messages where ip = $1 and created_at > now() - interval '${CONTACT_WINDOW_MINUTES} minutes'`,
        [ip],
      );
      if ((row?.count ?? 0) >= CONTACT_LIMIT) return false;
      await saveMessage(tx, config, settings, { form, locale: requestLocale(c), ip });
      return true;
    });
    if (!sent) return fail(429, contactLimitMessage[requestLocale(c)], { "Retry-After": String(CONTACT_WINDOW_MINUTES * 60) });
    return c.json({ message: "sent" }, 201);
  });

  app.get("/api/menu/categories", async (c) => {
    const rows = await db.query<{ id: number; uuid: string; slug: string; name: string; icon: string | null; parent_uuid: string | null }>(
      `select c.id, c.uuid, c.slug, ${tr("c.name")} as name, c.icon, pc.uuid as parent_uuid
         from categories c left join categories pc on pc.id = c.parent_id
        where c.active and (pc.id is null or pc.active)
        order by coalesce(pc.position, c.position), coalesce(pc.id, c.id), pc.id is not null, c.position, c.id`,
      [requestLocale(c)],
    );
    return c.json({ data: rows.map(({ parent_uuid, ...row }) => ({ ...row, ...(parent_uuid ? { subcategory: parent_uuid } : {}) })) });
  });

  app.get("/api/catalog/products", async (c) => {
    try {
      return c.json(await listProducts({ db, listings, version: c.get("catalogVersion") }, requestLocale(c), listingQuery(c), await readShopName(db)));
    } catch (error) {
      if (error instanceof UnknownCategory) return fail(404, `Category not found: ${error.message}`);
      throw error;
    }
  });

  app.get("/api/catalog/search", async (c) => {
    const raw = c.req.query("text") ?? "";
    if (raw.length > 200) return unprocessable({ text: ["max"] });
    const text = foldSearchText(raw);
    if (!text) return c.json({ data: [] });
    // The text inside LIKE patterns: `%`, `_` and `\` typed by the shopper match themselves.
    const pattern = likeLiteral(text);
    type Row = SearchRow;
    const locale = requestLocale(c);
    const select = `select p.id, p.slug, ${tr("p.title")} as title, ${tr("c.name")} as category, p.price, p.old_price,
              (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height) from product_images pi join images im on im.id = pi.image_id
                where pi.product_id = p.id order by pi.position limit 1) as image
         from products p join categories c on c.id = p.category_id`;
    // Products holding the text come first: those starting with it, then those with a word starting with it.
    const exact = await db.query<Row>(
      `${select} where p.active and p.search_text like '%' || $2 || '%'
        order by p.search_text like $2 || '%' desc, (' ' || p.search_text) like $3 desc, p.id limit ${SEARCH_LIMIT}`,
      [locale, pattern, `% ${pattern}%`],
    );
    // Then those holding every word in another order or place, each typo corrected to the catalogue's
    // closest word. Typos of one word meet in one correction, so these are kept per corrected words and
    // catalogue version: twice the limit, so that enough are left once the exact ones are taken out.
    let close: Row[] = [];
    if (exact.length < SEARCH_LIMIT) {
      const words = await searchWords(db, text);
      const key = `${locale} ${words.join(" ")}`;
      const version = c.get("catalogVersion");
      let kept = closeMatches.get(key);
      if (kept?.version !== version) {
        const params: unknown[] = [locale];
        const rows = await db.query<Row>(`${select} where p.active and ${holdsWords(words, (value) => `$${params.push(value)}`)} order by p.id limit ${2 * SEARCH_LIMIT}`, params);
        closeMatches.set(key, (kept = { version, rows }));
      }
      const shown = new Set(exact.map((r) => r.slug));
      close = kept.rows.filter((r) => !shown.has(r.slug)).slice(0, SEARCH_LIMIT - exact.length);
    }
    const rows = [...exact, ...close];
    return c.json({
      data: rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, image: r.image ? imageJson(r.image).url : null, category: r.category, price: r.price, old_price: r.old_price, currency: "MDL" })),
    });
  });

  const productBySlug = async (locale: Locale, slug: string): Promise<CardRow & { product_id: number; category_id: number } | undefined> => {
    const [row] = await db.query<CardRow & { product_id: number; category_id: number }>(
      `select p.id as product_id, p.category_id, p.id, p.uuid, p.slug, p.sku, ${tr("p.title")} as title, p.price, p.old_price, p.stock,
              c.slug as category_slug, ${tr("c.name")} as category_name, null as image
         from products p join categories c on c.id = p.category_id where p.slug = $2 and p.active`,
      [locale, slug],
    );
    return row;
  };

  app.get("/api/catalog/product/:slug", async (c) => {
    const locale = requestLocale(c);
    const slug = c.req.param("slug");
    const [row] = await db.query<CardRow & { description: string; seo_title: string | null; seo_description: string | null; parent_name: string | null; parent_slug: string | null }>(
      `select p.id, p.uuid, p.slug, p.sku, ${tr("p.title")} as title, ${tr("p.description")} as description, p.price, p.old_price, p.stock,
              c.slug as category_slug, ${tr("c.name")} as category_name, pc.slug as parent_slug, ${tr("pc.name")} as parent_name,
              nullif(${tr("p.seo_title")}, '') as seo_title, nullif(${tr("p.seo_description")}, '') as seo_description, null as image
         from products p join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id
        where p.slug = $2 and p.active`,
      [locale, slug],
    );
    if (!row) return fail(404, `Product not found: ${slug}`);
    const images = await db.query<{ hash: string; width: number; height: number }>(
      "select im.hash, im.width, im.height from product_images pi join images im on im.id = pi.image_id where pi.product_id = $1 order by pi.position",
      [row.id],
    );
    const attributes = await db.query<{ key: string; value: string }>(
      `select key, ${tr("value")} as value from product_attributes where product_id = $2 order by position, key`,
      [locale, row.id],
    );
    const shopName = await readShopName(db);
    const template = await seoFor(db, locale, "product", { name: row.title, shop: shopName });
    const card = cardJson({ ...row, image: images[0] ?? null });
    const data: ProductDetail = {
      ...card,
      description: row.description,
      images: images.map(imageJson),
      attributes: attributes.map((a) => ({ key: a.key, name: ATTRIBUTE_NAMES[locale][a.key] ?? a.key, value: a.value })),
      breadcrumb: [...(row.parent_slug ? [{ name: row.parent_name ?? "", slug: row.parent_slug }] : []), { name: row.category_name, slug: row.category_slug }],
      seo: {
        title: row.seo_title ? fillTemplate(row.seo_title, { name: row.title, shop: shopName }) : template.title,
        description: row.seo_description ?? (template.description || row.description.slice(0, 160)),
        image: card.image?.url ?? template.image ?? null,
      },
    };
    return c.json({ data });
  });

  app.get("/api/catalog/product/:slug/similar", async (c) => {
    const locale = requestLocale(c);
    const product = await productBySlug(locale, c.req.param("slug"));
    if (!product) return fail(404, `Product not found: ${c.req.param("slug")}`);
    // Same category first (in stock first, closest price), then the sibling categories.
    const rows = await db.query<{ id: number }>(
      `select p.id from products p join categories c on c.id = p.category_id
        where p.active and p.id <> $1 and (p.category_id = $2 or c.parent_id = (select parent_id from categories where id = $2))
        order by p.category_id = $2 desc, p.stock > 0 desc, abs(p.price - $3) asc, p.id limit 8`,
      [product.product_id, product.category_id, product.price],
    );
    return c.json({ data: await cardsByIds(db, locale, rows.map((r) => r.id)) });
  });

  app.get("/api/cart/products", async (c) => {
    const ids = idList(bracketQuery(c).ids, "ids", MAX_LINE_QUANTITY);
    return c.json({ data: await cardsByIds(db, requestLocale(c), [...new Set(ids)]) });
  });

  app.get("/api/cart/availability", async (c) => {
    const raw = bracketQuery(c).items;
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : typeof raw === "object" && raw !== null ? Object.values(raw) : [raw];
    const errors: Record<string, string[]> = {};
    const items = list.map((item, i) => {
      const entry = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
      const id = typeof entry.id === "string" && /^\d{1,9}$/.test(entry.id) ? Number(entry.id) : Number.NaN;
      const quantity = typeof entry.quantity === "string" && /^\d{1,9}$/.test(entry.quantity) ? Number(entry.quantity) : Number.NaN;
      if (!(id > 0)) addError(errors, `items.${i}.id`, "type");
      if (!(quantity >= 1 && quantity <= MAX_LINE_QUANTITY)) addError(errors, `items.${i}.quantity`, quantity > MAX_LINE_QUANTITY ? "max" : "min");
      return { id, quantity };
    });
    if (list.length > 200) addError(errors, "items", "max");
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const stock = new Map(
      (await db.query<{ id: number; stock: number }>("select id, stock from products where id = any($1::int[]) and active", [items.map((i) => i.id)])).map((r) => [r.id, r.stock]),
    );
    // The units left of each short product, so the cart can offer to take exactly those.
    const left: Record<string, number> = {};
    items.forEach((item, i) => {
      const available = stock.get(item.id);
      if (available === undefined) addError(errors, `items.${i}.id`, "not_found");
      else if (available < item.quantity) {
        addError(errors, `items.${i}.quantity`, "out_of_stock");
        left[item.id] = available;
      }
    });
    if (Object.keys(errors).length > 0) return unprocessable(errors, "Some products are not available in the quantity asked for.", left);
    return c.json({ data: items.map((item) => ({ id: item.id, quantity: item.quantity, stock: stock.get(item.id)!, in_stock: stock.get(item.id)! > 0 })) });
  });

  app.get("/api/home", async (c) => {
    const locale = requestLocale(c);
    const shopName = await readShopName(db);
    const slides = await db.query<{ id: number; title: string; subtitle: string; link: string; hash: string | null; width: number | null; height: number | null }>(
      `select s.id, ${tr("s.title")} as title, ${tr("s.subtitle")} as subtitle, s.link, im.hash, im.width, im.height
         from sliders s left join images im on im.id = s.image_id where s.active order by s.position, s.id`,
      [locale],
    );
    return c.json({
      data: {
        sliders: slides.map((s) => ({ id: s.id, title: s.title, subtitle: s.subtitle, link: s.link, image: s.hash ? imageJson({ hash: s.hash, width: s.width!, height: s.height! }) : null })),
        home_products: await curatedCards(db, locale, "home-products"),
        bestsellers: await curatedCards(db, locale, "bestsellers"),
        seo: await seoFor(db, locale, "home", { name: shopName, shop: shopName }),
      },
    });
  });

  app.get("/api/seo/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!Schema.is(SeoPageKind)(kind)) return fail(404, `Unknown page kind: ${kind}`);
    const name = (c.req.query("name") ?? "").slice(0, 200);
    return c.json({ data: await seoFor(db, requestLocale(c), kind, { name, shop: await readShopName(db) }) });
  });

  app.get("/api/pages/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!Schema.is(StaticPageKind)(kind)) return fail(404, `Page not found: ${kind}`);
    const locale = requestLocale(c);
    const [page] = await db.query<{ title: string; body: string }>(`select ${tr("title")} as title, ${tr("body")} as body from pages where kind = $2`, [locale, kind]);
    if (!page) return fail(404, `Page not found: ${kind}`);
    const faq = kind === "faq" ? await db.query<{ question: string; answer: string }>(`select ${tr("question")} as question, ${tr("answer")} as answer from faq order by position, id`, [locale]) : [];
    const seo = await seoFor(db, locale, kind, { name: page.title, shop: await readShopName(db) });
    return c.json({
      data: {
        kind, title: page.title, body: page.body, html: renderMarkdown(page.body),
        faq: faq.map((entry) => ({ ...entry, answer_html: renderMarkdown(entry.answer) })),
        seo: { title: seo.title, description: seo.description },
      },
    });
  });

  app.get("/images/:file", async (c) => {
    const match = /^([a-f0-9]{24})-(\d{2,4})\.webp$/.exec(c.req.param("file"));
    if (!match) return fail(404, "Image not found");
    const [row] = await db.query<{ bytes: Uint8Array }>(
      "select v.bytes from image_variants v join images i on i.id = v.image_id where i.hash = $1 and v.width = $2",
      [match[1], Number(match[2])],
    );
    if (!row) return fail(404, "Image not found");
    return c.body(new Uint8Array(row.bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
};

const contactLimitMessage: Readonly<Record<Locale, string>> = {
  ro: "Ați trimis prea multe mesaje. Încercați din nou peste câteva minute.",
  en: "You have sent too many messages. Please try again in a few minutes.",
  ru: "Вы отправили слишком много сообщений. Попробуйте снова через несколько минут.",
  bg: "Изпратихте твърде много съобщения. Опитайте отново след няколко минути.",
};
