// Words: the tokenizer and the stop words (see index.ts).

/** Words too common to say anything about a ruling; dropped from queries (unless nothing else is left). */
export const STOPWORDS = new Set(
  (
    "a an and are as at be by can do does for from how i if in is it its my of on or the this that to what when where which who why with " +
    // Question phrasing: "can I still …", "what happens when …", "does X work with Y", "is it allowed to …".
    "am was were being been will would should could shall did doing done has have had get gets got me you your we our they them their there " +
    "he she his her him happen happens happened still work works allowed able possible ok okay anyone someone please question say says said " +
    // Filler of spoken questions: "but the other card says", "anything that …", "does it really".
    "but anything something really actually exactly thru anymore about according " +
    // Connectors between two things compared ("each turn vs every turn"), like "and": titles use them too ("BORG SHIP vs. BORG SHIP").
    "vs versus"
  ).split(" "),
);

/**
 * One word for one meaning: "no one" and "no-one" are "nobody", so a query finds either spelling. The snippet
 * cutter matches the same pattern to highlight the two words as one.
 */
export const NO_ONE = /\bno[\s-]+one\b/gi;

/**
 * Lower-case ASCII words of a text: accents, apostrophes and markup gone, hyphenated words also joined
 * ("q-flash" → q, flash, qflash); "no one" is "nobody". With `joinedOnly` (queries), a hyphenated word is one
 * word: "qflash"; with "hyphens", one word that keeps its hyphens ("q-flash"), for the query reader to decide.
 */
export function toWords(text: string, joinedOnly: boolean | "hyphens" = false): string[] {
  const flat = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’'`´]/g, "")
    .replace(/&/g, " and ")
    .replace(NO_ONE, "nobody");
  const words: string[] = [];
  for (const m of flat.matchAll(/[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
    const parts = m[0].split("-");
    if (!joinedOnly || parts.length === 1) words.push(...parts);
    if (parts.length > 1) words.push(parts.join(joinedOnly === "hyphens" ? "-" : ""));
  }
  return words.filter(Boolean);
}
