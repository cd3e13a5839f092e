import type MarkdownIt from "markdown-it";
import type StateInline from "markdown-it/lib/rules_inline/state_inline.mjs";

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]

/** Where each label that was read ends (-1: it does not), by the inline text's end, then by start and kind. */
const labelEnds = new WeakMap<StateInline, Map<number, Map<number, number>>>();

const endsOf = (state: StateInline): Map<number, number> => {
  let byMax = labelEnds.get(state);
  if (!byMax) labelEnds.set(state, (byMax = new Map()));
  let ends = byMax.get(state.posMax);
  if (!ends) byMax.set(state.posMax, (ends = new Map()));
  return ends;
};

/** A link's label (no link may nest in it) and an image's or a reference's (any may) are read apart. */
const keyOf = (start: number, disableNested: boolean): number => start * 2 + (disableNested ? 1 : 0);

/**
 * markdown-it's `parseLinkLabel` made linear in the text's length. The original walks from each `[`
 * to its `]`, stepping over every `[` inside by counting it; for a text of unclosed `[` each of them
 * walks on until the nesting limit (markdown-it's maxNesting, 100), so a text cost a hundred steps
 * a character (20,000 `[` took about 50 ms). Here the end found for each label is kept for the
 * inline text being parsed, and a walk that meets a `[` whose label was already read jumps to that
 * label's end instead of walking through it again. The walk from a position depends only on the
 * parser's per-position cache, which never changes once written, so every label ends where the
 * original says and the rendered HTML is the same.
 */
const parseLinkLabel = (state: StateInline, start: number, disableNested = false): number => {
  const ends = endsOf(state);
  const known = ends.get(keyOf(start, disableNested));
  if (known !== undefined) return known;
  const max = state.posMax;
  const oldPos = state.pos;
  state.pos = start + 1;
  let level = 1;
  let end = -1;
  while (state.pos < max) {
    const marker = state.src.charCodeAt(state.pos);
    if (marker === CLOSE && --level === 0) {
      end = state.pos;
      break;
    }
    const before = state.pos;
    state.md.inline.skipToken(state);
    if (marker !== OPEN) continue;
    if (before !== state.pos - 1) {
      // A `[` that opened a link or an image: no link may hold another.
      if (disableNested) break;
      continue;
    }
    // A `[` of text: its own label, read when the parser tried it as a link, closes at the same `]` the
    // walk would reach; a link's label has no nested link, so it also ends an image's label there.
    const asLink = ends.get(keyOf(before, true));
    const inner = ends.get(keyOf(before, disableNested)) ?? (asLink !== undefined && asLink >= 0 ? asLink : undefined);
    if (inner === undefined) level++;
    else if (inner < 0) break;
    else {
      // On from that `]`, as the walk would go past it.
      state.pos = inner;
      state.md.inline.skipToken(state);
    }
  }
  state.pos = oldPos;
  ends.set(keyOf(start, disableNested), end);
  return end;
};

/**
 * A markdown-it plugin that reads link and image labels in time linear in the text's length (see
 * {@link parseLinkLabel}), with the same result as markdown-it's own reading.
 * @example
 * const markdown = new MarkdownIt().use(linearLinkLabels);
 */
export const linearLinkLabels = (md: MarkdownIt): void => {
  Object.assign(md.helpers, { parseLinkLabel });
};
