import { LOCALES, type LocaleSettings, type ShopIdentityInput } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import type { Log } from "../lib/log.js";
import { storeImage } from "../catalog/images.js";
import { productSearchText } from "../catalog/search-text.js";
import { IDENTITY_KEY, INSTRUCTIONS_KEY, LOCALE_SETTINGS_KEY } from "../shop/settings-data.js";
import * as demo from "./content/index.js";
import { emptyFaq, emptyPages, emptySeo } from "./content/empty.js";
import { demoPicture } from "./pictures.js";
import { seedVariants, variantPictures } from "./variants.js";
import { demoIdentity } from "./content/identity.js";
import { DEFAULT_IDENTITY, DEFAULT_INSTRUCTIONS } from "../shop/identity.js";

/** The advisory lock key that lets one process at a time seed a shared database. */
const SEED_LOCK = 72_617_002;

/**
 * Fills a new database (one whose shop settings were never written): with the demo shop (the same on
 * every fresh start), or with `demo: false` (DEMO=off) with an empty shop: no products, categories
 * or slides, neutral texts for the content pages, the FAQ and the SEO templates, and no contacts.
 */
export const seedIfEmpty = async (db: Db, log: Log, { demo: withDemo = true }: { demo?: boolean } = {}): Promise<void> => {
  if (await initialised(db)) return;
  if (!withDemo) {
    const seeded = await db.transaction(async (tx) => {
      if (!(await lockedEmpty(tx))) return false;
      await seedTexts(tx, empty, DEFAULT_IDENTITY);
      return true;
    });
    if (seeded) log.info("empty shop created (DEMO=off)");
    return;
  }
  const started = performance.now();
  // The first start spends up to a minute here: say so before, not only after.
  log.info("creating the demo shop", { products: demo.products.length });
  // Pictures first, outside the transaction: drawing them is the slow part.
  const pictures = await Promise.all(demo.products.map((p) => demoPicture(p.slug, p.colour)));
  const slides = await Promise.all(demo.sliders.map((s) => demoPicture(s.link, s.colour, { width: 1600, height: 600 })));
  const ofVariants = await variantPictures(demo.products);
  const seeded = await db.transaction(async (tx) => {
    if (!(await lockedEmpty(tx))) return false;
    const categoryIds = await seedCategories(tx);
    await seedProducts(tx, categoryIds, pictures);
    await seedVariants(tx, demo.products, ofVariants);
    await seedContent(tx, slides);
    await seedTexts(tx, demo, demoIdentity);
    return true;
  });
  if (seeded)
    log.info("demo shop created", { products: demo.products.length, categories: categoryIds(demo.categories), ms: Math.round(performance.now() - started) });
};

/** Whether the shop was set up before: its settings are written with its texts. */
const initialised = async (db: Db | Tx): Promise<boolean> => {
  const [row] = await db.query<{ count: number }>("select count(*)::int as count from settings where key = $1", [LOCALE_SETTINGS_KEY]);
  return (row?.count ?? 0) > 0;
};

/** Takes the seed lock; whether the shop is still new (another process may have set it up meanwhile). */
const lockedEmpty = async (tx: Tx): Promise<boolean> => {
  await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
  return !(await initialised(tx));
};

/** An empty shop's texts: neutral and true for any shop, until the retailer writes their own. */
const empty = {
  seo: emptySeo,
  pages: emptyPages,
  faq: emptyFaq,
  general: {
    addresses: [],
    pickupAddresses: [],
    schedule: { ro: "", en: "", ru: "", bg: "" },
    phones: [],
    emails: [],
    salesPhones: [],
    salesEmails: [],
    socials: [],
  },
};

const categoryIds = (list: typeof demo.categories) => list.reduce((n, c) => n + 1 + c.children.length, 0);

const seedCategories = async (tx: Tx): Promise<Map<string, { id: number; names: string[] }>> => {
  const ids = new Map<string, { id: number; names: string[] }>();
  let position = 0;
  for (const top of demo.categories) {
    const [parent] = await tx.query<{ id: number }>(
      "insert into categories (slug, name, icon, position, seo_title, seo_description) values ($1, $2, $3, $4, $5, $6) returning id",
      [top.slug, top.name, top.icon, position++, top.seoTitle, top.seoDescription],
    );
    const parentNames = LOCALES.map((l) => top.name[l]);
    ids.set(top.slug, { id: parent!.id, names: parentNames });
    let childPosition = 0;
    for (const child of top.children) {
      const [row] = await tx.query<{ id: number }>("insert into categories (slug, name, icon, parent_id, position) values ($1, $2, $3, $4, $5) returning id", [
        child.slug,
        child.name,
        child.icon,
        parent!.id,
        childPosition++,
      ]);
      ids.set(child.slug, { id: row!.id, names: [...LOCALES.map((l) => child.name[l]), ...parentNames] });
    }
  }
  return ids;
};

const seedProducts = async (tx: Tx, categories: Map<string, { id: number; names: string[] }>, pictures: Buffer[]): Promise<void> => {
  for (const a of demo.attributeDictionary) {
    await tx.query("insert into attributes (key, name, unit, kind) values ($1, $2, $3, $4)", [a.key, a.name, a.unit, a.kind]);
  }
  const now = Date.now();
  for (const [i, p] of demo.products.entries()) {
    const category = categories.get(p.category);
    if (!category) throw new Error(`demo product ${p.slug} names an unknown category ${p.category}`);
    // Newest first in the demo order: product i was added i hours ago.
    const created = new Date(now - i * 3_600_000).toISOString();
    const [row] = await tx.query<{ id: number }>(
      `insert into products (slug, sku, title, description, price, old_price, stock, category_id, search_text, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
      [
        p.slug,
        p.sku,
        p.title,
        p.description,
        p.price,
        p.oldPrice ?? null,
        p.stock,
        category.id,
        productSearchText({ sku: p.sku, titles: LOCALES.map((l) => p.title[l]), categories: category.names }),
        created,
      ],
    );
    for (const [position, attribute] of p.attributes.entries()) {
      await tx.query("insert into product_attributes (product_id, key, value, position) values ($1, $2, $3, $4)", [
        row!.id,
        attribute.key,
        attribute.value,
        position,
      ]);
    }
    const image = await storeImage(tx, pictures[i]!);
    await tx.query("insert into product_images (product_id, image_id, position) values ($1, $2, 0)", [row!.id, image.id]);
  }
};

const seedContent = async (tx: Tx, slides: Buffer[]): Promise<void> => {
  for (const [position, slide] of demo.sliders.entries()) {
    const image = await storeImage(tx, slides[position]!);
    await tx.query("insert into sliders (title, subtitle, link, image_id, position) values ($1, $2, $3, $4, $5)", [
      slide.title,
      slide.subtitle,
      slide.link,
      image.id,
      position,
    ]);
  }
  for (const [list, slugs] of [
    ["home-products", demo.homeProductSlugs],
    ["bestsellers", demo.bestsellerSlugs],
  ] as const) {
    for (const [position, slug] of slugs.entries()) {
      await tx.query("insert into curated_products (list, product_id, position) select $1, id, $3 from products where slug = $2", [list, slug, position]);
    }
  }
};

/** The shop's texts and settings: SEO templates, content pages, the FAQ and the contacts. */
const seedTexts = async (tx: Tx, texts: Pick<typeof demo, "seo" | "pages" | "faq" | "general">, identity: ShopIdentityInput): Promise<void> => {
  // The shop's name, legal details and payment instructions: the demo's, or neutral ones for an empty shop.
  await tx.query("insert into settings (key, value) values ($1, $2), ($3, $4) on conflict (key) do nothing", [
    IDENTITY_KEY,
    identity,
    INSTRUCTIONS_KEY,
    DEFAULT_INSTRUCTIONS,
  ]);
  for (const s of texts.seo) await tx.query("insert into seo_settings (kind, title, description) values ($1, $2, $3)", [s.kind, s.title, s.description]);
  for (const page of texts.pages) await tx.query("insert into pages (kind, title, body) values ($1, $2, $3)", [page.kind, page.title, page.body]);
  for (const [position, q] of texts.faq.entries())
    await tx.query("insert into faq (question, answer, position) values ($1, $2, $3)", [q.question, q.answer, position]);
  const { general } = texts;
  const settings: LocaleSettings = {
    active_languages: [...LOCALES],
    addresses: general.addresses,
    pickup_addresses: general.pickupAddresses,
    schedule: general.schedule,
    phones: general.phones,
    emails: general.emails,
    salesPhones: general.salesPhones,
    salesEmails: general.salesEmails,
    socials: general.socials,
    order_emails: [],
  };
  await tx.query("insert into settings (key, value) values ($1, $2)", [LOCALE_SETTINGS_KEY, settings]);
};
