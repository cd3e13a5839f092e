import { COUNTRY_NAMES, DELIVERY_METHODS, isCountryCode, type AuditChange, type AuditEntry, type Locale } from "@vitrina/core";
import type { TranslationFunctions } from "../i18n/i18n-types.js";
import { translateKey } from "../i18n/lookup.js";

// The audit trail in sentences (issue 31 item 5): each change is named by the label its form shows
// (the dictionary's own texts, not a list of the trail's), each thing by its name or number, and
// values by their names in the dashboard's language ("Status: Confirmed → Shipped").

type Label = () => string;
type Labels = Readonly<Record<string, Label>>;

/** Columns the entry's own who and when already say, or that name the thing the entry is about. */
const UNSAID = new Set(["created_at", "paid_at", "paid_by", "order_id", "staff_id", "list", "product_id"]);

/** A choice's name without the examples it carries in parentheses ("Numbers, sorted by size (180 W, …)" → "Numbers, sorted by size"). */
const bare = (label: string) => label.replace(/\s*\([^)]*\)$/, "");

/** A settings key's name and its fields' labels, as the settings screens show them. */
const settingLabels = (LL: TranslationFunctions, key: string): { readonly name: string; readonly fields: Labels } => {
  const D = LL.dashboard;
  const S = D.shopSettings;
  const L = D.locale;
  const methods = {
    delivery: S.delivery,
    payment: S.payment,
    enabled: D.common.active,
    price: D.products.columns.price,
    free_from: D.methods.freeFromLabel,
    countries: D.methods.countriesLabel,
    ...LL.checkout.paymentMethods,
    ...LL.checkout.deliveryMethods,
  };
  switch (key) {
    case "locale":
      return {
        name: D.nav.localeSettings(),
        fields: {
          active_languages: L.languages,
          addresses: L.addresses,
          schedule: L.schedule,
          phones: L.phones,
          emails: L.emails,
          salesPhones: L.salesPhones,
          salesEmails: L.salesEmails,
          order_emails: L.orderEmails,
          socials: L.socials,
          name: L.socialName,
          url: L.socialUrl,
          code: L.socialCode,
        },
      };
    case "identity":
      return {
        name: S.identity(),
        fields: { name: S.name, logo_image_id: S.logo, company: S.company, idno: S.idno, legal_address: S.legalAddress, bank: S.bank, iban: S.iban },
      };
    case "orders":
      return { name: S.orders(), fields: { max_per_order: S.maxPerOrder, unpaid_transfer_days: S.unpaidTransferDays } };
    case "instructions":
      return { name: S.instructions(), fields: methods };
    case "methods":
      return { name: D.nav.methods(), fields: methods };
    default:
      return { name: key, fields: {} };
  }
};

/** The labels of an entry's fields: those of the form that edits that kind of thing. */
const fieldLabels = (LL: TranslationFunctions, entry: Pick<AuditEntry, "entity" | "entity_id">): Labels => {
  const D = LL.dashboard;
  const P = D.products.fields;
  const seo = { seo_title: P.seoTitle, seo_description: P.seoDescription };
  const position = D.categories.position;
  switch (entry.entity) {
    case "products":
      return {
        title: P.title,
        description: P.description,
        slug: P.slug,
        sku: P.sku,
        price: P.price,
        old_price: P.oldPrice,
        max_per_order: P.maxPerOrder,
        stock: P.stock,
        category_id: P.category,
        active: P.active,
        attributes: P.attributes,
        image_ids: P.images,
        options: P.options,
        variants: P.variants,
        ...seo,
        // An import's one entry: its counts.
        ...D.productsCsv.audit,
      };
    case "categories": {
      const C = D.categories;
      return { name: C.name, slug: C.slug, icon: C.icon, parent_id: C.parent, position, active: D.common.active, ...seo };
    }
    case "attributes":
      return { key: D.attributes.key, name: D.attributes.name, unit: D.attributes.unit, kind: D.attributes.kind };
    case "sliders": {
      const S = D.sliders;
      return { title: S.slideTitle, subtitle: S.subtitle, link: S.link, image_id: S.image, position, active: D.common.active };
    }
    case "home-products":
    case "bestsellers":
      return { position };
    case "pages":
      return { title: D.pages.pageTitle, body: D.pages.body };
    case "faq":
      return { question: D.pages.questionField, answer: D.pages.answerField, position };
    case "seo_settings":
      return { title: D.seo.pageTitle, description: D.seo.description, image: D.seo.image };
    case "staff":
      return { name: D.password.name, email: D.password.email, role: D.password.role, status: D.password.status };
    case "orders":
      return { status: D.orders.status, payment_status: D.orders.payment };
    case "order_notes":
      return { text: D.orders.noteLabel };
    case "discount_codes": {
      const C = D.discountCodes;
      return {
        code: C.code,
        kind: C.kind,
        value: C.value,
        min_subtotal: C.minSubtotal,
        starts_at: C.startsAt,
        ends_at: C.endsAt,
        max_uses: C.maxUses,
        max_uses_per_email: C.maxUsesPerEmail,
        active: D.common.active,
      };
    }
    case "settings":
      return settingLabels(LL, entry.entity_id).fields;
    default:
      return {};
  }
};

/**
 * The label of a changed field (`title`, `socials.2.url`, `delivery.1.price`): each part by its
 * form's label as the form shows it, numbers of list entries kept ("Social networks 2 › Address"); null for a field the
 * entry's who, when and thing already say.
 */
const auditFieldLabel = (LL: TranslationFunctions, entry: Pick<AuditEntry, "entity" | "entity_id">, field: string): string | null => {
  const labels = fieldLabels(LL, entry);
  const parts = field.split(".");
  if (parts.length === 1 && UNSAID.has(field)) return null;
  return parts
    .reduce<string[]>((out, part) => {
      const label = Object.hasOwn(labels, part) ? labels[part]!() : part;
      if (/^\d+$/.test(part) && out.length > 0) out[out.length - 1] = `${out.at(-1)} ${part}`;
      else out.push(label);
      return out;
    }, [])
    .join(" › ");
};

/** A name per language in `locale`, Romanian when it has none there. */
const inLocale = (name: AuditEntry["subject"], locale: Locale): string | undefined =>
  typeof name === "string" ? name : name ? name[locale] || name.ro || undefined : undefined;

/** A recorded value as the dashboard names it: a status, a role, a method, a country, a category, yes or no. */
export const auditValue = (
  LL: TranslationFunctions,
  locale: Locale,
  entry: Pick<AuditEntry, "entity" | "categories">,
  field: string,
  value: string,
): string => {
  const entity = entry.entity;
  const named = (key: string) => translateKey(LL, `${key}.${value}`) ?? value;
  if (value === "true") return LL.dashboard.common.yes();
  if (value === "false") return LL.dashboard.common.no();
  if (entity === "orders" && field === "status") return named("order.statuses");
  if (entity === "orders" && field === "payment_status") return named("order.paymentStatuses");
  if (entity === "staff" && field === "role") return named("dashboard.password.roles");
  if (entity === "staff" && field === "status") return named("dashboard.password.statuses");
  if ((entity === "products" && field === "category_id") || (entity === "categories" && field === "parent_id"))
    return inLocale(entry.categories?.[value] ?? null, locale) ?? LL.dashboard.audit.deletedCategory();
  if (entity === "attributes" && field === "kind") return bare(named("dashboard.attributes.kinds"));
  if (entity === "discount_codes" && field === "kind") return bare(named("dashboard.discountCodes.kinds"));
  if (field.endsWith("delivery_methods") || (entity === "settings" && field.endsWith(".method")))
    return value
      .split(", ")
      .map((m) => translateKey(LL, `checkout.${(DELIVERY_METHODS as ReadonlyArray<string>).includes(m) ? "deliveryMethods" : "paymentMethods"}.${m}`) ?? m)
      .join(", ");
  if (entity === "settings" && field.endsWith(".countries"))
    return value
      .split(", ")
      .map((c) => (isCountryCode(c) ? COUNTRY_NAMES[locale][c] : c))
      .join(", ");
  return value;
};

/** What an entry is about, named: "Order VT-…", "Product “Tigaie”", "Page “About us”"; its kind for a whole list. */
export const auditThing = (LL: TranslationFunctions, locale: Locale, entry: Pick<AuditEntry, "entity" | "entity_id" | "subject" | "action">): string => {
  const T = LL.dashboard.audit;
  const subject = entry.subject;
  const name =
    entry.entity === "pages"
      ? translateKey(LL, `dashboard.pages.kinds.${entry.entity_id}`)
      : entry.entity === "seo_settings"
        ? translateKey(LL, `dashboard.seo.kinds.${entry.entity_id}`)
        : entry.entity === "settings"
          ? settingLabels(LL, entry.entity_id).name
          : entry.entity === "images" && /^\d+$/.test(entry.entity_id)
            ? entry.entity_id
            : inLocale(subject, locale);
  return entry.action === "reorder" || !name ? T.entities[entry.entity]() : T.things[entry.entity]({ name });
};

/** A field's label with the language of a translated text that changed: "Title (Russian)". */
export const auditChangeLabel = (LL: TranslationFunctions, entry: Pick<AuditEntry, "entity" | "entity_id">, change: AuditChange): string | null => {
  const label = change.field ? auditFieldLabel(LL, entry, change.field) : null;
  if (label === null || change.kind !== "text") return label;
  return LL.dashboard.audit.inLanguage({ field: label, language: LL.dashboard.common.languageNames[change.lang]() });
};
