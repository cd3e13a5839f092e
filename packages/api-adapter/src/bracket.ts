/**
 * Bracket notation (spec §7, decisions.md "Query formats") for query strings and multipart bodies:
 * objects as `name[key]`, lists of plain values as `name[]`, lists of objects as `name[0][key]`.
 * Empty values (undefined, null, "") are left out, so empty address fields are not sent; `true` is
 * sent as "1", `false` is left out.
 * @example toBracketEntries({ ids: [3, 8] }) // [["ids[]", "3"], ["ids[]", "8"]]
 * @example toBracketEntries({ products: [{ id: 3, quantity: 2 }] }) // [["products[0][id]", "3"], ["products[0][quantity]", "2"]]
 */
export const toBracketEntries = (value: unknown, prefix = ""): Array<[string, string]> => {
  if (value === undefined || value === null || value === "" || value === false) return [];
  if (value === true) return [[prefix, "1"]];
  if (Array.isArray(value)) {
    const plain = value.every((v) => v === null || typeof v !== "object");
    return value.flatMap((item, i) => toBracketEntries(item, plain ? `${prefix}[]` : `${prefix}[${i}]`));
  }
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => toBracketEntries(v, prefix ? `${prefix}[${key}]` : key));
  }
  return [[prefix, String(value)]];
};

/** A query string in bracket notation, with its leading '?' (or "" when empty). */
export const toBracketQuery = (value: object): string => {
  const params = new URLSearchParams(toBracketEntries(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** A multipart form in bracket notation. */
export const toBracketForm = (value: object): FormData => {
  const form = new FormData();
  for (const [name, v] of toBracketEntries(value)) form.append(name, v);
  return form;
};
