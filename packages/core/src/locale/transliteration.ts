// Cyrillic letters of Russian and Bulgarian (and the Ukrainian ones shoppers type), written the
// way Moldovan shops spell them in Latin letters: Сковорода → skovoroda.
const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sht",
  ъ: "a",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};

/**
 * `text`'s lower-case Cyrillic letters (Russian, Bulgarian and the Ukrainian ones shoppers type) in
 * Latin letters, as Moldovan shops spell them; any other Cyrillic character becomes `other(c)`
 * (kept as it is by default).
 * @example latinFromCyrillic("сковорода 28 см") // "skovoroda 28 sm"
 */
export const latinFromCyrillic = (text: string, other: (c: string) => string = (c) => c): string =>
  text.replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? other(c));
