import { isLocale } from "../locale/locale.js";
import { DEFAULT_LOCALE, LOCALES } from "../schemas/choices.js";
import type { Locale } from "../schemas/common.js";

/** Bookkeeping columns of a row: never a change anyone made. */
const BOOKKEEPING = new Set(["id", "uuid", "version", "updated_at", "search_text", "password_hash"]);

/**
 * One readable change of an audit entry, as {@link auditChanges} finds it. `field` is the path of
 * the changed field (`title`, `phones`, `socials.2.url`); values are display texts, null when absent.
 */
export type AuditChange =
  /** A translated text changed in one language: `title` in `ru`, "Сковорода" → "Сковородка". */
  | { readonly kind: "text"; readonly field: string; readonly lang: Locale; readonly before: string | null; readonly after: string | null }
  /** A single value changed: `price` 120 → 99, `active` true → false. */
  | { readonly kind: "value"; readonly field: string; readonly before: string | null; readonly after: string | null }
  /** An entry was added to a list (a phone, an address, a product of a curated list). */
  | { readonly kind: "added"; readonly field: string; readonly item: string }
  /** An entry was removed from a list. */
  | { readonly kind: "removed"; readonly field: string; readonly item: string }
  /** The same entries in another order: one change for the whole list. */
  | { readonly kind: "order"; readonly field: string; readonly before: ReadonlyArray<string>; readonly after: ReadonlyArray<string> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A text per language (`{ ro, en, ru, bg }`, Romanian required). */
const isLocalized = (value: unknown): value is Partial<Record<Locale, string | null>> =>
  isRecord(value) && DEFAULT_LOCALE in value && Object.entries(value).every(([k, v]) => isLocale(k) && (typeof v === "string" || v === null));

/** Key-order-independent JSON, so that equal values compare equal whatever their key order. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  return value === undefined ? "null" : JSON.stringify(value);
};

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * A short text naming a value in `lang`: a translated text in that language (Romanian when it has
 * none), an entry by its title or name, anything else as `key: value` pairs.
 */
export const auditLabel = (value: unknown, lang: Locale): string => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.map((v) => auditLabel(v, lang)).join(", ");
  if (isLocalized(value)) return value[lang] || value.ro || "—";
  const record = value as Record<string, unknown>;
  for (const key of ["title", "name", "question"]) if (key in record && record[key] !== null) return auditLabel(record[key], lang);
  return Object.entries(record)
    .filter(([k]) => !BOOKKEEPING.has(k))
    .map(([k, v]) => `${k}: ${auditLabel(v, lang)}`)
    .join(", ");
};

const join = (field: string, key: string) => (field ? `${field}.${key}` : key);

/** Entries of `from` that `to` lacks, counting repeats (a multiset difference). */
const missingFrom = (from: ReadonlyArray<unknown>, to: ReadonlyArray<unknown>): unknown[] => {
  const left = new Map<string, number>();
  for (const item of to) left.set(canonical(item), (left.get(canonical(item)) ?? 0) + 1);
  return from.filter((item) => {
    const n = left.get(canonical(item)) ?? 0;
    if (n > 0) left.set(canonical(item), n - 1);
    return n === 0;
  });
};

const diff = (field: string, before: unknown, after: unknown, lang: Locale, out: AuditChange[]): void => {
  if (same(before, after)) return;
  const absent = (v: unknown) => v === null || v === undefined;
  if ((isLocalized(before) || absent(before)) && (isLocalized(after) || absent(after)) && (isLocalized(before) || isLocalized(after))) {
    const b = (isLocalized(before) ? before : {}) as Partial<Record<Locale, string | null>>;
    const a = (isLocalized(after) ? after : {}) as Partial<Record<Locale, string | null>>;
    for (const l of LOCALES) {
      const was = b[l] || null;
      const is = a[l] || null;
      if (was !== is) out.push({ kind: "text", field, lang: l, before: was, after: is });
    }
    return;
  }
  if ((Array.isArray(before) || absent(before)) && (Array.isArray(after) || absent(after))) {
    const b = (before ?? []) as ReadonlyArray<unknown>;
    const a = (after ?? []) as ReadonlyArray<unknown>;
    const removed = missingFrom(b, a);
    const added = missingFrom(a, b);
    // Entries edited in place (same count, objects at the same places) read better field by field.
    if (removed.length > 0 && b.length === a.length && b.every((item, i) => same(item, a[i]) || (isRecord(item) && isRecord(a[i])))) {
      for (const [i, item] of b.entries()) diff(join(field, String(i + 1)), item, a[i], lang, out);
      return;
    }
    for (const item of removed) out.push({ kind: "removed", field, item: auditLabel(item, lang) });
    for (const item of added) out.push({ kind: "added", field, item: auditLabel(item, lang) });
    const kept = (list: ReadonlyArray<unknown>, gone: ReadonlyArray<unknown>) => missingFrom(list, gone);
    if (!same(kept(b, removed), kept(a, added)))
      out.push({ kind: "order", field, before: b.map((v) => auditLabel(v, lang)), after: a.map((v) => auditLabel(v, lang)) });
    return;
  }
  if ((isRecord(before) || absent(before)) && (isRecord(after) || absent(after))) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])]) diff(join(field, key), b[key], a[key], lang, out);
    return;
  }
  out.push({ kind: "value", field, before: absent(before) ? null : auditLabel(before, lang), after: absent(after) ? null : auditLabel(after, lang) });
};

/**
 * What changed between two recorded states of a row, field by field and readable: a translated text
 * gives one change per language that changed, a list gives the entries added and removed (or one
 * change for a new order), nested settings give the paths of the fields that changed. Bookkeeping
 * columns (id, uuid, version, updated_at) at the top are left out; titles of list entries are shown
 * in `lang`.
 * @example
 * auditChanges({ title: { ro: "Tigaie", ru: "Сковорода" } }, { title: { ro: "Tigaie", ru: "Сковородка" } }, "en")
 * // [{ kind: "text", field: "title", lang: "ru", before: "Сковорода", after: "Сковородка" }]
 */
export const auditChanges = (before: unknown, after: unknown, lang: Locale): ReadonlyArray<AuditChange> => {
  const strip = (row: unknown) => (isRecord(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => !BOOKKEEPING.has(k))) : row);
  const out: AuditChange[] = [];
  diff("", strip(before), strip(after), lang, out);
  return out;
};

/**
 * The changes of one audit trail entry: a setting's changes are those of its value (`phones`, not
 * `value.phones`).
 */
export const auditEntryChanges = (
  entry: { readonly entity: string; readonly before: Readonly<Record<string, unknown>> | null; readonly after: Readonly<Record<string, unknown>> | null },
  lang: Locale,
): ReadonlyArray<AuditChange> =>
  entry.entity === "settings" && (isRecord(entry.before?.value) || isRecord(entry.after?.value))
    ? auditChanges(entry.before?.value ?? null, entry.after?.value ?? null, lang)
    : auditChanges(entry.before, entry.after, lang);
