/**
 * The message under a dotted key of translation functions (`validation.checkout.city.required`), for
 * keys that are data (a field's error kind from the server); undefined when the catalogue has no such
 * text. Only the catalogue's own keys count, never an object's built-in members (`constructor`).
 * @example translateKey(LL.dashboard, "errors.kinds.max") // "This value is too long or too large."
 */
export const translateKey = (messages: object, key: string): string | undefined => {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if ((typeof node !== "object" && typeof node !== "function") || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "function" ? String((node as () => unknown)()) : undefined;
};
