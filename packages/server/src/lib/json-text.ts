/** What {@link readJsonText} found in a JSON text before it is parsed. */
export type JsonTextFinding =
  | { readonly kind: "ok" }
  /** More than `maxDepth` objects and lists inside each other. */
  | { readonly kind: "too deep" }
  /** An object of more than `maxFields` fields. */
  | { readonly kind: "too many fields" }
  /** A NUL character or a lone UTF-16 surrogate in a text (`key: false`) or a field name (`key: true`), at `path`. */
  | { readonly kind: "unstorable"; readonly path: string; readonly key: boolean };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** The code unit of a `\uXXXX` escape whose backslash is at `at`, or -1 when there is none. */
const escapedUnit = (text: string, at: number): number => {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== 0x75) return -1;
  const hex = text.slice(at + 2, at + 6);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
};

/**
 * Reads a JSON text once, before it is parsed, for what the shop refuses in any body: nesting deeper
 * than `maxDepth` (JSON.parse would build every level first: a 1 MB body of 200,000 nested lists
 * holds the event loop for about 90 ms) and texts no text column can store (a NUL character, a lone
 * UTF-16 surrogate, escaped or not), named by their field's path (`products.1.name`). A scan of 1 MB
 * takes about 10 ms and allocates nothing per value: the parsed body needs no second walk, so a body
 * of 300,000 empty list items costs its parse only. An object of more than `maxFields` fields is
 * refused too: none of the shop's payloads has one, and JSON.parse builds one of 30,000 numbered
 * fields (a list written as an object) slowly, about 100 ms for 900 kB. Lists are left to their
 * schemas' caps. A malformed text is left to JSON.parse.
 * @example readJsonText('{"a":[1,"x\\u0000"]}', 16, 1000) // { kind: "unstorable", path: "a.1", key: false }
 */
export const readJsonText = (text: string, maxDepth: number, maxFields: number): JsonTextFinding => {
  // Each open object or list: whether it is a list, its current item's (or field's) index, the span of its current key.
  const isList: boolean[] = [];
  const index: number[] = [];
  const keyStart: number[] = [];
  const keyEnd: number[] = [];
  let depth = 0;
  // Inside an object, a string read after `{` or `,` is a key.
  let expectKey = false;
  let stringStart = -1;
  let bad = false;
  const nameAt = (level: number): string =>
    isList[level] ? String(index[level]) : keyStart[level]! < 0 ? "" : (JSON.parse(text.slice(keyStart[level], keyEnd[level]! + 1)) as string);
  /** The path of the current string: its container's names from the body down (`_` for the body itself). */
  const pathOf = (): string => Array.from({ length: depth }, (_, level) => nameAt(level)).join(".") || "_";

  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (stringStart >= 0) {
      if (code === QUOTE) {
        const isKey = expectKey;
        if (isKey) {
          keyStart[depth - 1] = stringStart;
          keyEnd[depth - 1] = i;
          expectKey = false;
        }
        // A key names itself; a text is named by its object's current key or its list's index.
        if (bad) return { kind: "unstorable", path: pathOf(), key: isKey };
        stringStart = -1;
      } else if (code === BACKSLASH) {
        const unit = escapedUnit(text, i);
        if (unit === 0 || isLow(unit)) bad = true;
        else if (isHigh(unit)) {
          const next = escapedUnit(text, i + 6);
          if (isLow(next)) i += 6;
          else bad = true;
        }
        // The escaped character (a quote, say) does not end the string; a \uXXXX escape is read whole.
        i += unit >= 0 ? 5 : 1;
      } else if (isHigh(code)) {
        if (isLow(text.charCodeAt(i + 1))) i++;
        else bad = true;
      } else if (isLow(code)) bad = true;
      continue;
    }
    if (code === QUOTE) stringStart = i;
    else if (code === 0x5b || code === 0x7b) {
      if (depth === maxDepth) return { kind: "too deep" };
      isList[depth] = code === 0x5b;
      index[depth] = 0;
      keyStart[depth] = -1;
      depth++;
      expectKey = code === 0x7b;
    } else if (code === 0x5d || code === 0x7d) {
      depth = Math.max(0, depth - 1);
      expectKey = false;
    } else if (code === COMMA && depth > 0) {
      index[depth - 1] = index[depth - 1]! + 1;
      if (!isList[depth - 1]) {
        if (index[depth - 1]! >= maxFields) return { kind: "too many fields" };
        expectKey = true;
      }
    } else if (code === COLON) expectKey = false;
  }
  return { kind: "ok" };
};
