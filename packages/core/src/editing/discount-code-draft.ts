import { type AdminDiscountCode, DiscountCodeInput } from "../schemas/index.js";
import { type Validation, validate } from "../validation/validate.js";
import { numberOf } from "./drafts.js";

/**
 * What the discount code form edits: the code's input with its numbers and days as typed, an empty
 * field standing for no minimum, no bound or no limit.
 */
export type DiscountCodeDraft = Pick<DiscountCodeInput, "code" | "kind" | "active"> & {
  readonly value: string;
  readonly min_subtotal: string;
  /** YYYY-MM-DD, as a date field gives it, or empty. */
  readonly starts_at: string;
  readonly ends_at: string;
  readonly max_uses: string;
  readonly max_uses_per_email: string;
};

const typed = (value: number | string | null): string => (value === null ? "" : String(value));

/**
 * The form's values of a code as the dashboard lists it, or of a new one (a percentage, switched on).
 * @example discountCodeDraftOf(null).kind // "percent"
 */
export const discountCodeDraftOf = (code: AdminDiscountCode | null): DiscountCodeDraft => ({
  code: code?.code ?? "",
  kind: code?.kind ?? "percent",
  value: typed(code?.value ?? null),
  min_subtotal: typed(code?.min_subtotal ?? null),
  starts_at: code?.starts_at ?? "",
  ends_at: code?.ends_at ?? "",
  max_uses: typed(code?.max_uses ?? null),
  max_uses_per_email: typed(code?.max_uses_per_email ?? null),
  active: code?.active ?? true,
});

/** A typed number; NaN for text that is not one (the schema's `type`), null for an empty field. */
const typedNumber = (text: string): number | null => (text.trim() === "" ? null : numberOf(text));

/**
 * The payload of the discount code form, checked with core's DiscountCodeInput before it is sent
 * (the server checks it again): the code trimmed and in capitals, numbers parsed, empty fields no
 * bound; a required value left empty is `required`, text that is no number `type`, and every other
 * error the schema's, by field.
 * @example discountCodeInputOf({ ...discountCodeDraftOf(null), code: " autumn10 ", value: "10" }) // { ok: true, value: { code: "AUTUMN10", value: 10, min_subtotal: null, … } }
 */
export const discountCodeInputOf = (draft: DiscountCodeDraft): Validation<DiscountCodeInput> =>
  validate(DiscountCodeInput, {
    code: draft.code.trim().toUpperCase(),
    kind: draft.kind,
    value: typedNumber(draft.value),
    min_subtotal: typedNumber(draft.min_subtotal),
    starts_at: draft.starts_at === "" ? null : draft.starts_at,
    ends_at: draft.ends_at === "" ? null : draft.ends_at,
    max_uses: typedNumber(draft.max_uses),
    max_uses_per_email: typedNumber(draft.max_uses_per_email),
    active: draft.active,
  });

/**
 * Keeps a code's terms and switches it on or off: what the dashboard's switch on a code's row sends.
 * @example switchedDiscountCode(code, false).active // false
 */
export const switchedDiscountCode = (code: AdminDiscountCode, active: boolean): DiscountCodeInput => {
  const { id: _id, uses: _uses, version: _version, ...terms } = code;
  return { ...terms, active };
};
