// The shop speaks Romanian in the formal register ("dumneavoastră"): "Ce căutați?", "Puteți alege".
// These are the informal ("tu") forms a careful reader notices, found word by word.

/** Pronouns of "tu" and verbs in its second person that have no other meaning in a shop's text. */
const TU_WORDS = new Set([
  ...["tu", "te", "ți", "îți", "ție", "tine", "tău", "ta", "tăi", "tale", "dumitale"],
  ...["poți", "vrei", "știi", "ești", "faci", "pui", "ții", "vezi", "iei", "dai", "vii", "mergi", "scrii", "ajungi", "alegi", "apeși", "arzi"],
  ...["atingi", "cauți", "comanzi", "cumperi", "desfaci", "încarci", "lași", "muți", "scoți", "schimbi", "speli", "strângi", "tragi", "treci"],
]);

/** Verbs of the second person that end like this ("folosești", "controlezi"); the nouns and adjectives that do too. */
const TU_ENDING = /(ești|ezi)$/;
const NOT_VERBS = new Set(["cești", "acești", "moldovenești", "românești", "chinezi", "francezi", "englezi", "olandezi", "portughezi"]);

/** Imperatives of "tu" that open a sentence ("Alege echipamentul…"); formal: "Alegeți". */
const TU_IMPERATIVES = new Set([
  "alege",
  "adaugă",
  "apasă",
  "caută",
  "contactează",
  "cumpără",
  "descoperă",
  "intră",
  "încearcă",
  "introdu",
  "selectează",
  "sună",
  "urmărește",
  "verifică",
  "completează",
  "află",
  "profită",
  "bucură",
  "fă",
  "vino",
]);

/**
 * The informal forms in `text`, each with the words around it: "tu" pronouns and verbs, an
 * imperative that opens a sentence, and an imperative with a pronoun ("scrie-ne", "bucură-te")
 * whose verb is not the formal "-ți" ("scrieți-ne").
 * @example informalForms("Poți alege culoarea.") // ["Poți alege culoarea"]
 */
export const informalForms = (text: string): Array<string> => {
  const found: Array<string> = [];
  for (const match of text.matchAll(/\p{L}+(?:-\p{L}+)*/gu)) {
    const token = match[0].toLowerCase();
    const [verb = "", ...clitics] = token.split("-");
    const before = text.slice(0, match.index).trimEnd();
    const opensSentence = before === "" || /[.!?:;—]$/.test(before);
    const informal =
      [verb, ...clitics].some((word) => TU_WORDS.has(word) || (TU_ENDING.test(word) && !NOT_VERBS.has(word))) ||
      (opensSentence && TU_IMPERATIVES.has(verb)) ||
      (["ne", "mă"].includes(clitics.at(-1) ?? "") && !verb.endsWith("ți"));
    if (informal) found.push(text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).trim());
  }
  return found;
};
