/** Words too common to say anything about a ruling; dropped from queries (unless nothing else is left). */
export const STOPWORDS = new Set(
  (
    "a an and are as at be by can do does for from how i if in is it its my of on or the this that to what when where which who why with " +
    // Question phrasing: "can I still …", "what happens when …", "does X work with Y", "is it allowed to …".
    "am was were will would should could shall did doing done has have had get gets got me you your we our they them their there " +
    "he she his her him happen happens happened still work works allowed able possible ok okay anyone someone please question say says said " +
    // Filler of spoken questions: "but the other card says", "anything that …", "does it really".
    "but anything something really actually exactly thru anymore " +
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

/** Past forms of irregular verbs players and rulings use, read as the verb: "stole" finds "stealing". */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  (
    "stole:steal stolen:steal took:take taken:take drew:draw drawn:draw threw:throw thrown:throw chose:choose chosen:choose " +
    "lost:lose won:win ran:run came:come got:get gotten:get built:build fought:fight caught:catch brought:bring saw:see seen:see " +
    "flew:fly flown:fly held:hold dealt:deal paid:pay laid:lay sent:send spent:spend kept:keep found:find told:tell met:meet " +
    "shot:shoot struck:strike froze:freeze frozen:freeze hid:hide hidden:hide broke:break broken:break gave:give given:give " +
    "began:begin begun:begin fell:fall fallen:fall went:go gone:go did:do done:do made:make wrote:write written:write " +
    "knew:know known:know beat:beat beaten:beat bought:buy sold:sell thought:think " +
    "overcame:overcome overridden:override overrode:override forbidden:forbid forbade:forbid withdrawn:withdraw " +
    "withdrew:withdraw redrew:redraw redrawn:redraw undid:undo undone:undo spoke:speak spoken:speak drove:drive " +
    "driven:drive mistaken:mistake overtaken:overtake rebuilt:rebuild"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** Reduces a word to a crude stem, applied alike to the index and to queries ("downloads", "downloaded" → "download"). */
export function toStem(word: string): string {
  // An own key only: "constructor" is a word a query may hold, not Object's.
  let w = (Object.hasOwn(IRREGULAR, word) ? IRREGULAR[word] : undefined) ?? word;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) return dropE(w.slice(0, -1));
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else return dropE(w);
  return /([b-df-hj-km-np-tv-z])\1$/.test(w) && !/(?:ss|ll|ff|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** A final silent "e" goes, so that "complete" and "completed", "phase" and "phasing" share a stem. */
function dropE(w: string): string {
  return w.length > 4 && w.endsWith("e") && !w.endsWith("ee") ? w.slice(0, -1) : w;
}

/** The terms a text is indexed under: its words, stemmed. */
export function toTerms(text: string): string[] {
  return toWords(text).map(toStem);
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("andriod" → "android"), like an insertion,
 * a deletion or a substitution (optimal string alignment), stopping early once it exceeds `max`.
 */
export function toEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Edition words in a query: "1e", "2e", "first edition", "2nd ed.". */
export const EDITION_WORDS = /(?<![\w-])(?:(1st|first)\s+ed(?:ition|\.)?|(2nd|second)\s+ed(?:ition|\.)?|(1e)|(2e))(?![\w-])/gi;

/** The query without its edition words, for the "remove this filter" chip. */
export function withoutEditionWords(query: string): string {
  return query.replace(EDITION_WORDS, " ").replace(/\s+/g, " ").trim();
}

/** The stemmed content words of a phrase (a query's stop words left out; a hyphenated word is one: "qnet"). */
export function toContentTerms(s: string): string[] {
  return toWords(s, true)
    .filter((w) => !STOPWORDS.has(w))
    .map(toStem);
}

/** A text's content words, stemmed, as one string: how a query and a topic's title are compared whole. */
export function toPhrase(s: string): string {
  return toWords(s)
    .filter((w) => !STOPWORDS.has(w))
    .map(toStem)
    .join(" ");
}
