import { isLocale } from "../locale/index.js";

/**
 * The field a staff form's error is about: the last part of the error's path that is neither a list
 * index nor a language (`attributes.0.key` → `key`, `title.ro` → `title`); the password forms name
 * their fields apart (`new_password`), and the rules and messages are the password's.
 * @example errorField("attributes.0.key") // "key"
 */
export const errorField = (path: string): string => {
  const field =
    path
      .split(".")
      .filter((part, i, parts) => !/^\d+$/.test(part) && !(i > 0 && i === parts.length - 1 && isLocale(part)))
      .pop() ?? path;
  return field === "new_password" || field === "current_password" ? "password" : field;
};

/**
 * Which message a staff form shows for a field error, as keys of the dashboard's messages, the first
 * the catalogue has winning: the form's own message for the field and kind, when the form has messages
 * of its own (`form`: the discount codes' `code` is not a social network's), else the field's own
 * message for the kind (`slug` × `format`: use lowercase Latin letters, digits and hyphens), else the
 * kind's general message, else a common password's or the general "not valid" (the server's error
 * kinds are listed in the README).
 * @example staffErrorKeys("title.ro", "max") // ["errors.fields.title.max", "errors.kinds.max", "common.invalid"]
 * @example staffErrorKeys("code", "format", "discountCodes")[0] // "errors.forms.discountCodes.code.format"
 */
export const staffErrorKeys = (path: string, kind: string, form?: string): ReadonlyArray<string> => [
  ...(form === undefined ? [] : [`errors.forms.${form}.${errorField(path)}.${kind}`]),
  `errors.fields.${errorField(path)}.${kind}`,
  `errors.kinds.${kind}`,
  kind === "common" ? "common.commonPassword" : "common.invalid",
];
