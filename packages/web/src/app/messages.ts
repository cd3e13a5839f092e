import { validationMessage, type FieldErrors } from "@vitrina/core";
import type { TranslationFunctions } from "@vitrina/react-ui/i18n";

/** Looks a dotted key up in the translation functions; undefined when the catalogue has no such text. */
export const translateKey = (LL: TranslationFunctions, key: string): string | undefined => {
  let node: unknown = LL;
  for (const part of key.split(".")) {
    if ((typeof node !== "object" && typeof node !== "function") || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "function" ? String((node as () => unknown)()) : undefined;
};

/**
 * The message of every field error (its first kind), from `validation.<rule>.<field>.<kind>`;
 * 'Validation error' with a logged warning when the catalogue lacks it (spec §5).
 */
export const fieldMessages = (LL: TranslationFunctions, rule: string, errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, kinds]) => kinds.length > 0)
      .map(([path, kinds]) => [path, validationMessage((key) => translateKey(LL, key), console, rule, path, kinds[0]!)]),
  );
