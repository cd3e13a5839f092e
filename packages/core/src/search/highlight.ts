/** A piece of a title: its original characters and whether they match the typed text. */
export interface HighlightSegment {
  /** The title's own characters (never escaped, never HTML). */
  readonly text: string;
  /** Whether this piece is an occurrence of the typed text. */
  readonly match: boolean;
}

// A base character with the combining marks that follow it, or marks with no base: the unit a match
// may start or end on, so a highlight never separates a letter from its accent.
const UNIT = /\P{M}\p{M}*|\p{M}+/gu;
const MARKS = /\p{M}/gu;
// Lower-casing turns Σ into ς only at a word's end, which a piece folded on its own cannot know.
const FINAL_SIGMA = /ς/g;

/**
 * The form two texts are compared in: lower case, with combining marks removed after canonical
 * decomposition, so ș, ş and s compare equal, as do ț/ţ/t, ă/â/a and î/i. Folding a text in pieces
 * gives the same result as folding it whole.
 * @example foldForSearch("Ceașcă") // "ceasca"
 */
export const foldForSearch = (text: string): string => text.normalize("NFD").toLowerCase().normalize("NFD").replace(MARKS, "").replace(FINAL_SIGMA, "σ");

/**
 * Splits a title into pieces that match the typed text and pieces that do not, ignoring case and
 * diacritics. Every occurrence of the whole trimmed query is found, left to right without overlap;
 * the pieces keep the title's original characters and join back into the title exactly. An empty
 * query gives the whole title as one unmatched piece; an empty title gives no pieces.
 * @example highlightSegments("Ceainic Șarm", "sarm") // [{ text: "Ceainic ", match: false }, { text: "Șarm", match: true }]
 */
export const highlightSegments = (title: string, query: string): Array<HighlightSegment> => {
  if (title === "") return [];
  const needle = foldForSearch(query.trim());
  if (needle === "") return [{ text: title, match: false }];

  // Matches are searched in the folded title, then mapped back: unitAtFolded gives the first unit that
  // begins at a folded position, starts[i] where unit i begins in the original title.
  const units = title.match(UNIT) ?? [];
  let folded = "";
  const unitAtFolded = new Map<number, number>();
  const starts: Array<number> = [];
  let at = 0;
  units.forEach((unit, i) => {
    if (!unitAtFolded.has(folded.length)) unitAtFolded.set(folded.length, i);
    starts.push(at);
    at += unit.length;
    folded += foldForSearch(unit);
  });
  unitAtFolded.set(folded.length, units.length);
  starts.push(at);

  const segments: Array<HighlightSegment> = [];
  let consumed = 0;
  let from = 0;
  while (from <= folded.length - needle.length) {
    const found = folded.indexOf(needle, from);
    if (found < 0) break;
    const first = unitAtFolded.get(found);
    const end = unitAtFolded.get(found + needle.length);
    // A match that begins or ends inside one unit's folded text would cut a character apart.
    if (first === undefined || end === undefined) {
      from = found + 1;
      continue;
    }
    const start = starts[first]!;
    const stop = starts[end]!;
    if (start > consumed) segments.push({ text: title.slice(consumed, start), match: false });
    segments.push({ text: title.slice(start, stop), match: true });
    consumed = stop;
    from = found + needle.length;
  }
  if (consumed < title.length) segments.push({ text: title.slice(consumed), match: false });
  return segments;
};
