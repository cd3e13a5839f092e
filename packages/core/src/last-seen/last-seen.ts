import type { LastSeenProduct, ProductCard } from "../schemas/index.js";
import type { Clock, KeyValueStore } from "../ports/index.js";

/** Cookie that keeps the last-seen list (spec §9). */
export const LAST_SEEN_COOKIE = "last_seen";
/** Products the list keeps (spec §9). */
export const LAST_SEEN_MAX = 3;
/** How long a product stays in the list: 7 days (spec §9). */
export const LAST_SEEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A product about to enter the list; the time it was seen is added on the way in. */
export type UnseenProduct = Omit<LastSeenProduct, "seenAt">;

/**
 * Whether a stored entry has the shape of {@link LastSeenProduct}. Written out rather than taken
 * from the schema so that every page, which reads the list, does not load the schema library; a
 * property test checks that it agrees with the schema.
 */
export const isLastSeenProduct = (u: unknown): u is LastSeenProduct => {
  if (typeof u !== "object" || u === null || Array.isArray(u)) return false;
  const p = u as Record<string, unknown>;
  return (
    Number.isFinite(p.id) &&
    typeof p.slug === "string" &&
    typeof p.title === "string" &&
    (p.image === null || typeof p.image === "string") &&
    Number.isFinite(p.price) &&
    (p.old_price === null || Number.isFinite(p.old_price)) &&
    typeof p.currency === "string" &&
    (p.price_max === undefined || Number.isFinite(p.price_max)) &&
    Number.isFinite(p.seenAt)
  );
};

// Callers may pass a whole product; only the list's own fields go into the cookie.
const pick = (p: UnseenProduct): UnseenProduct => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  image: p.image,
  price: p.price,
  old_price: p.old_price,
  currency: p.currency,
  ...(p.price_max === undefined ? {} : { price_max: p.price_max }),
});

/**
 * The part of a product the last-seen list keeps (the image as its default URL).
 * @example lastSeenFrom(productDetail) // { id: 3, slug: "divan-oslo", title: "Divan Oslo", image: "https://…/640.webp", … }
 */
export const lastSeenFrom = (product: ProductCard): UnseenProduct => pick({ ...product, image: product.image?.url ?? null });

/**
 * The list as it should be shown at `now`: entries younger than {@link LAST_SEEN_TTL_MS}, most
 * recently seen first, each product once, at most {@link LAST_SEEN_MAX}.
 * @example freshLastSeen([{ ...divan, seenAt: now - 8 * DAY }], now) // []
 */
export const freshLastSeen = (list: ReadonlyArray<LastSeenProduct>, now: number): Array<LastSeenProduct> => {
  const newestFirst = list.filter((p) => now - p.seenAt < LAST_SEEN_TTL_MS).sort((a, b) => b.seenAt - a.seenAt);
  const fresh: Array<LastSeenProduct> = [];
  for (const p of newestFirst) {
    if (fresh.length === LAST_SEEN_MAX) break;
    if (!fresh.some((q) => q.id === p.id)) fresh.push(p);
  }
  return fresh;
};

/**
 * The list after `product` was seen at `now`: it comes first (an older entry of it goes), then the
 * others that are still fresh, at most {@link LAST_SEEN_MAX} in all.
 * @example addLastSeen([a, b, c], d, now).map((p) => p.id) // [d.id, a.id, b.id]
 */
export const addLastSeen = (list: ReadonlyArray<LastSeenProduct>, product: UnseenProduct, now: number): Array<LastSeenProduct> => [
  { ...pick(product), seenAt: now },
  ...freshLastSeen(
    list.filter((p) => p.id !== product.id),
    now,
  ).slice(0, LAST_SEEN_MAX - 1),
];

/**
 * Reads a stored list, as JSON text or already parsed; anything unreadable reads as an empty list
 * and malformed entries are left out.
 * @example parseLastSeen("not json") // []
 */
export const parseLastSeen = (value: unknown): Array<LastSeenProduct> => {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter(isLastSeenProduct).map((p) => ({ ...pick(p), seenAt: p.seenAt })) : [];
};

/** The last-seen list kept in a cookie-like store. */
export interface LastSeenStore {
  /** The list to show now. */
  list(): Array<LastSeenProduct>;
  /** Records that `product` was just seen and returns the new list. */
  add(product: UnseenProduct): Array<LastSeenProduct>;
  /** Empties the list. */
  reset(): void;
  /** Empties the list: titles and prices it holds are in the old language (spec §4). */
  onLanguageChange(): void;
}

/** Ports the last-seen store needs. */
export interface LastSeenPorts {
  /** The cookie store. */
  readonly store: KeyValueStore;
  readonly clock: Clock;
}

/**
 * Keeps the last-seen list in the {@link LAST_SEEN_COOKIE} cookie as JSON for 7 days.
 * @example
 * const lastSeen = createLastSeenStore({ store: cookies, clock });
 * lastSeen.add(lastSeenFrom(product));
 * i18n.onLanguageSwitched(() => lastSeen.onLanguageChange());
 */
export const createLastSeenStore = ({ store, clock }: LastSeenPorts): LastSeenStore => {
  const list = () => freshLastSeen(parseLastSeen(store.get(LAST_SEEN_COOKIE)), clock.now());
  const reset = () => store.remove(LAST_SEEN_COOKIE);
  return {
    list,
    add: (product) => {
      const next = addLastSeen(list(), product, clock.now());
      store.set(LAST_SEEN_COOKIE, JSON.stringify(next), { maxAge: LAST_SEEN_TTL_MS / 1000, path: "/", sameSite: "lax" });
      return next;
    },
    reset,
    onLanguageChange: reset,
  };
};
