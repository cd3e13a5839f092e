import { changedFields } from "@vitrina/core";
import type { TranslationFunctions } from "@vitrina/react-ui/i18n";

type Fields = Readonly<Record<string, ReadonlyArray<string>>>;
type Labels<F extends Fields> = (LL: TranslationFunctions) => { readonly [field in keyof F]: string };

/** A form's fields, each with the keys of the saved record it shows, and their labels on screen. */
interface FormFields<F extends Fields> {
  readonly fields: F;
  readonly labels: Labels<F>;
}

const form = <F extends Fields>(fields: F, labels: Labels<F>): FormFields<F> => ({ fields, labels });

/** The category form. */
export const CATEGORY_FIELDS = form(
  {
    name: ["name"],
    slug: ["slug"],
    icon: ["icon"],
    parent: ["parent_id"],
    position: ["position"],
    active: ["active"],
    seoTitle: ["seo_title"],
    seoDescription: ["seo_description"],
  },
  (LL) => {
    const T = LL.dashboard.categories;
    const P = LL.dashboard.products.fields;
    return {
      name: T.name(),
      slug: T.slug(),
      icon: T.icon(),
      parent: T.parent(),
      position: T.position(),
      active: LL.dashboard.common.active(),
      seoTitle: P.seoTitle(),
      seoDescription: P.seoDescription(),
    };
  },
);

/** The attribute dictionary's form. */
export const ATTRIBUTE_FIELDS = form({ name: ["name"], key: ["key"], unit: ["unit"], kind: ["kind"] }, (LL) => {
  const T = LL.dashboard.attributes;
  return { name: T.name(), key: T.key(), unit: T.unit(), kind: T.kind() };
});

/** The discount code form. */
export const DISCOUNT_CODE_FIELDS = form(
  {
    code: ["code"],
    kind: ["kind"],
    value: ["value"],
    minSubtotal: ["min_subtotal"],
    startsAt: ["starts_at"],
    endsAt: ["ends_at"],
    maxUses: ["max_uses"],
    maxUsesPerEmail: ["max_uses_per_email"],
    active: ["active"],
  },
  (LL) => {
    const T = LL.dashboard.discountCodes;
    return {
      code: T.code(),
      kind: T.kind(),
      value: T.value(),
      minSubtotal: T.minSubtotal(),
      startsAt: T.startsAt(),
      endsAt: T.endsAt(),
      maxUses: T.maxUses(),
      maxUsesPerEmail: T.maxUsesPerEmail(),
      active: LL.dashboard.common.active(),
    };
  },
);

/** The slide form. */
export const SLIDE_FIELDS = form({ title: ["title"], subtitle: ["subtitle"], link: ["link"], image: ["image"], active: ["active"] }, (LL) => {
  const T = LL.dashboard.sliders;
  return { title: T.slideTitle(), subtitle: T.subtitle(), link: T.link(), image: T.image(), active: LL.dashboard.common.active() };
});

/** The SEO texts of one page kind. */
export const SEO_FIELDS = form({ title: ["title"], description: ["description"], image: ["image"] }, (LL) => {
  const T = LL.dashboard.seo;
  return { title: T.pageTitle(), description: T.description(), image: T.image() };
});

/** The languages-and-contacts form. */
export const LOCALE_FIELDS = form(
  {
    languages: ["active_languages"],
    addresses: ["addresses"],
    pickupAddresses: ["pickup_addresses"],
    schedule: ["schedule"],
    phones: ["phones"],
    emails: ["emails"],
    salesPhones: ["salesPhones"],
    salesEmails: ["salesEmails"],
    orderEmails: ["order_emails"],
    socials: ["socials"],
  },
  (LL) => {
    const T = LL.dashboard.locale;
    return {
      languages: T.languages(),
      addresses: T.addresses(),
      pickupAddresses: T.pickupAddresses(),
      schedule: T.schedule(),
      phones: T.phones(),
      emails: T.emails(),
      salesPhones: T.salesPhones(),
      salesEmails: T.salesEmails(),
      orderEmails: T.orderEmails(),
      socials: T.socials(),
    };
  },
);

/**
 * The labels of the fields someone else changed: the record as the form read it against the record
 * as saved now (read by the screen's model at a conflict). Empty while the saved one is not known,
 * when it is gone, and when nothing the form shows changed.
 */
export const conflictChanges = <F extends Fields>(
  read: object | null | undefined,
  saved: object | null | undefined,
  formFields: FormFields<F>,
  LL: TranslationFunctions,
): ReadonlyArray<string> => {
  if (!read || !saved) return [];
  const labels = formFields.labels(LL);
  return changedFields(read as Record<string, unknown>, saved as Record<string, unknown>, formFields.fields).flatMap((f) => labels[f] ?? []);
};
