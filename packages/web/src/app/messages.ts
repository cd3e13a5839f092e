import { validationMessage, type FieldErrors } from "@vitrina/core";
import { translateKey, type TranslationFunctions } from "@vitrina/react-ui/i18n";

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
