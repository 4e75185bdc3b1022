// Stems: one stemmer for index and queries (see index.ts).
import { toWords } from "./words";

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
