// The page template's filling, shared by the shop's server (through the built entry-server) and the
// development server (vite-dev-ssr.ts), so both send a rendered page the same way.
import { pageStyles } from "./page-styles.js";

/** Splits `template` at its `<!--app-NAME-->` places, and joins texts between the pieces. */
const placeFiller = <K extends string>(template: string, names: ReadonlyArray<K>): ((values: Readonly<Record<K, string>>) => string) => {
  const pieces: Array<string | K> = [template];
  for (const name of names) {
    const marker = `<!--app-${name}-->`;
    const at = pieces.findIndex((p, i) => i % 2 === 0 && p.includes(marker));
    if (at < 0) throw new Error(`the page template has no ${marker}`);
    const text = pieces[at]!;
    const cut = text.indexOf(marker);
    pieces.splice(at, 1, text.slice(0, cut), name, text.slice(cut + marker.length));
  }
  // Even positions are template text, odd positions the names of the places between them.
  return (values) => pieces.map((p, i) => (i % 2 === 0 ? p : values[p as K])).join("");
};

/**
 * Fills the `<!--app-NAME-->` places of an HTML template with texts inserted literally: the template
 * is split once, and the texts are joined between its pieces, so a text holding `$'`, `$&` or a
 * place's own marker (a product title can) is never read as a replacement pattern or filled again.
 * The built template holds the storefront's style sheet in a `<style>` (vite-first-paint.ts): a
 * filled page keeps of it the rules its `html` can use (page-styles.ts).
 * @example templateFiller("<title><!--app-head--></title>", ["head"])({ head: "$'" }) // "<title>$'</title>"
 */
export const templateFiller = <K extends string>(template: string, names: ReadonlyArray<K>): ((values: Readonly<Record<K, string>>) => string) => {
  const sheet = /<style>([\s\S]*?)<\/style>/.exec(template);
  if (!sheet) return placeFiller(template, names);
  const stylesOf = pageStyles(sheet[1]!);
  const fill = placeFiller(template.replace(sheet[0], "<style><!--app-style--></style>"), [...names, "style" as const]);
  return (values) => fill({ ...values, style: stylesOf((values as Partial<Record<string, string>>).html ?? "") });
};
