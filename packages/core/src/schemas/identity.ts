import * as Schema from "effect/Schema";
import { ProductImage } from "./catalog.js";
import { Id, maxChars, optionalLine, optionalText, requiredLine } from "./common.js";

/** The longest shop name, company name, bank name or legal address. */
const NAME_MAX = 100;
const ADDRESS_MAX = 300;
/** The longest instruction text of one method in one language. */
export const INSTRUCTION_MAX = 2000;

/** An IBAN without its spaces, in capitals (`MD24 AG00 0225 1000 1310 4168` → `MD24AG000225100013104168`). */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, "").toUpperCase();

/**
 * Whether a text is a well-formed IBAN: a country code, two check digits and 11 to 30 letters or digits
 * (spaces ignored), whose ISO 13616 checksum (mod 97) is 1.
 * @example isValidIban("MD24 AG00 0225 1000 1310 4168") // true
 */
export const isValidIban = (text: string): boolean => {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest === 1;
};

/** Whether a text is a Moldovan IDNO (state identification number): exactly 13 digits. */
export const isValidIdno = (text: string): boolean => /^\d{13}$/.test(text);

/** Empty, or a text of at most `max` characters that `isValid` accepts once trimmed (a longer one fails with `max` only). */
const emptyOr = (max: number, isValid: (s: string) => boolean, pattern?: string) =>
  Schema.String.check(
    maxChars(max),
    Schema.makeFilter((s: string) => s.length > 2 * max || s.trim() === "" || isValid(s.trim()), {
      message: "format",
      ...(pattern !== undefined ? { toJsonSchema: () => ({ pattern }) } : {}),
    }),
  );

/**
 * The shop's identity as an admin edits it: the name shoppers read everywhere, the logo (an uploaded
 * image's id) and the legal details of the footer and of bank-transfer payments. Only the name is
 * required; IDNO is 13 digits and IBAN passes its checksum when given.
 */
export const ShopIdentityInput = Schema.Struct({
  name: requiredLine(NAME_MAX),
  logo_image_id: Schema.NullOr(Id),
  company: optionalLine(NAME_MAX),
  idno: emptyOr(13, isValidIdno, "^\\s*(?:\\d{13}\\s*)?$"),
  legal_address: optionalLine(ADDRESS_MAX),
  bank: optionalLine(NAME_MAX),
  iban: emptyOr(42, isValidIban),
});
/** The shop's identity as edited. */
export type ShopIdentityInput = typeof ShopIdentityInput.Type;

/** The shop's identity as the dashboard reads it: the input, the logo's picture and the version. */
export const AdminShopIdentity = Schema.Struct({ ...ShopIdentityInput.fields, logo: Schema.NullOr(ProductImage), version: Schema.Finite });
/** The shop's identity in the dashboard. */
export type AdminShopIdentity = typeof AdminShopIdentity.Type;

/** The shop's identity as every shopper's page gets it (with `GET general`). */
export const PublicShopIdentity = Schema.Struct({
  name: Schema.String,
  logo: Schema.NullOr(ProductImage),
  company: Schema.String,
  idno: Schema.String,
  legalAddress: Schema.String,
});
/** The shop's public identity. */
export type PublicShopIdentity = typeof PublicShopIdentity.Type;

/** An instruction in every language; each may be empty (then the ro text, if any, is shown). */
const Instruction = Schema.Struct({
  ro: optionalText(INSTRUCTION_MAX),
  en: optionalText(INSTRUCTION_MAX),
  ru: optionalText(INSTRUCTION_MAX),
  bg: optionalText(INSTRUCTION_MAX),
});

/** What the shopper is told to do, per payment method and per delivery method, in four languages. */
export const MethodInstructions = Schema.Struct({
  payment: Schema.Struct({ cash_on_delivery: Instruction, card_on_delivery: Instruction, bank_transfer: Instruction }),
  delivery: Schema.Struct({ courier: Instruction, pickup: Instruction, post: Instruction }),
});
/** The payment and delivery instructions. */
export type MethodInstructions = typeof MethodInstructions.Type;
/** The instructions as the dashboard reads them, with their version. */
export const AdminMethodInstructions = Schema.Struct({ ...MethodInstructions.fields, version: Schema.Finite });
/** The instructions in the dashboard. */
export type AdminMethodInstructions = typeof AdminMethodInstructions.Type;

/**
 * What an order's page and e-mail tell the shopper to do next: the instructions of its methods in its
 * language, the bank details of a bank transfer (the order number is the payment reference) and the
 * pickup point of a pickup.
 */
export const OrderInstructions = Schema.Struct({
  payment: Schema.String,
  delivery: Schema.String,
  bank: Schema.NullOr(Schema.Struct({ beneficiary: Schema.String, iban: Schema.String, bank: Schema.String, reference: Schema.String })),
  pickup: Schema.NullOr(Schema.Struct({ addresses: Schema.Array(Schema.String), schedule: Schema.String })),
});
/** An order's next steps. */
export type OrderInstructions = typeof OrderInstructions.Type;
