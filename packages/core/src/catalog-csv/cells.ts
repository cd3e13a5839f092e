import type { AttributeInput } from "../schemas/dashboard/catalog.js";
import { LOCALES } from "../schemas/choices.js";

// Cells of the shop's CSV files as text: the spreadsheet formula rule, numbers, yes/no and a
// product's attributes in one cell.

/** A formula's first character, after any apostrophes a cell's own text starts with. */
const FORMULA_START = /^'*[=+\-@]/;

/**
 * A cell a spreadsheet will not run as a formula: one starting with = + - or @ gets a leading
 * apostrophe (decisions.md "The back office"), so a customer named `=HYPERLINK(…)` stays a name. A
 * text of its own starting with apostrophes before one of them gets one more, so that
 * {@link spreadsheetText} gives it back as it was.
 * @example spreadsheetSafe("=1+1") // "'=1+1"
 * @example spreadsheetSafe("'=1") // "''=1"
 */
export const spreadsheetSafe = (cell: string | number): string => {
  const text = String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/**
 * A cell as it was before {@link spreadsheetSafe}: the apostrophe it put before = + - or @ taken off
 * again (any other apostrophe is the cell's own).
 * @example spreadsheetText("'=1+1") // "=1+1"
 * @example spreadsheetText("''=1") // "'=1"
 */
export const spreadsheetText = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number cell as a number: digits with an optional point and decimals (`349.90`), null when empty,
 * NaN for anything else (`349,90`, `1e3`, `12 lei`), which the row's schema reports as `type`.
 */
export const numberCell = (cell: string): number | null => {
  const text = cell.trim();
  if (text === "") return null;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
};

const YES = new Set(["yes", "1", "true"]);
const NO = new Set(["no", "0", "false"]);

/** A yes/no cell (`yes`/`no`, `1`/`0`, `true`/`false`, any case) as a boolean; null when empty or anything else. */
export const yesNoCell = (cell: string): boolean | null => {
  const text = cell.trim().toLowerCase();
  return YES.has(text) ? true : NO.has(text) ? false : null;
};

const escaped = (text: string) => text.replace(/[\\;|]/g, (c) => `\\${c}`);

/**
 * Texts joined by `|` in one cell, a `;`, `|` or `\` inside one escaped with a backslash (the
 * attributes' escaping): an option `size|Mărime|Size|Размер|Размер`.
 * @example joinedCell(["m", "M|L"]) // "m|M\\|L"
 */
export const joinedCell = (parts: ReadonlyArray<string>): string => parts.map(escaped).join("|");

/**
 * The texts of a {@link joinedCell}: split at each `|` not escaped with a backslash, unescaped.
 * @example cellParts("m|M\\|L") // ["m", "M|L"]
 */
export const cellParts = (text: string): string[] => {
  const parts: string[] = [];
  let part = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\\" && i + 1 < text.length) part += text[++i];
    else if (c === "|") {
      parts.push(part);
      part = "";
    } else part += c;
  }
  parts.push(part);
  return parts;
};

/**
 * A product's attributes as one cell: `key=value` pairs joined by `;`, a number as it is (`power=1800`),
 * a text in every language joined by `|` in the order ro, en, ru, bg (`colour=roșu|red|красный|червен`);
 * a `;`, `|` or `\` inside a text is escaped with a backslash.
 * @example attributesCell([{ key: "power", value: 1800 }]) // "power=1800"
 */
export const attributesCell = (list: ReadonlyArray<AttributeInput>): string =>
  list.map(({ key, value }) => `${key}=${typeof value === "number" ? String(value) : joinedCell(LOCALES.map((l) => value[l]))}`).join(";");

/**
 * The attributes of an {@link attributesCell}, or `undefined` when a pair has no `=`. A value with a `|`
 * is a text (languages left out are empty), a bare number is a number, anything else a text in
 * Romanian only; whether the dictionary's kind agrees is the server's check.
 * @example attributesOfCell("colour=roșu|red") // [{ key: "colour", value: { ro: "roșu", en: "red", ru: "", bg: "" } }]
 */
export const attributesOfCell = (cell: string): AttributeInput[] | undefined => {
  if (cell.trim() === "") return [];
  const pairs = splitPairs(cell);
  const list: AttributeInput[] = [];
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at < 0) return undefined;
    const key = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1);
    const texts = cellParts(raw);
    const number = texts.length === 1 ? numberCell(raw) : null;
    const value = number !== null && !Number.isNaN(number) ? number : { ro: texts[0] ?? "", en: texts[1] ?? "", ru: texts[2] ?? "", bg: texts[3] ?? "" };
    list.push({ key, value });
  }
  return list;
};

/** The `key=value` pairs of a cell, split at unescaped `;`, with the escapes of `|` kept for the values' own split. */
const splitPairs = (cell: string): string[] => {
  const pairs: string[] = [];
  let pair = "";
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (c === "\\" && i + 1 < cell.length) {
      const next = cell[++i]!;
      // `\;` is a semicolon of the value; `\|` and `\\` stay escaped for the split into languages.
      pair += next === ";" ? ";" : `\\${next}`;
    } else if (c === ";") {
      pairs.push(pair);
      pair = "";
    } else pair += c;
  }
  pairs.push(pair);
  return pairs.filter((p) => p.trim() !== "");
};
