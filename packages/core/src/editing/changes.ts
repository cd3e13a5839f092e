/** Whether two JSON-like values are equal, whatever the order of their objects' keys. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameValue(ra[key], rb[key])) return false;
  return true;
};

/**
 * The form fields that differ between what a form read and what is saved now, in the order of
 * `fields`, where each form field lists the keys of the record it shows. The dashboard names them
 * when a save is refused because someone else saved first (409).
 * @example changedFields({ name: "A", slug: "a", version: 1 }, { name: "B", slug: "a", version: 2 }, { name: ["name"], slug: ["slug"] }) // ["name"]
 */
export const changedFields = <T extends object, F extends string>(
  read: T,
  current: T,
  fields: { readonly [field in F]: ReadonlyArray<keyof T> },
): ReadonlyArray<F> => (Object.keys(fields) as Array<F>).filter((field) => fields[field].some((key) => !sameValue(read[key], current[key])));
