import { NO_ONE, toTerms } from "./terms";

/** A piece of a snippet; `hit` pieces are highlighted. */
export interface Segment {
  text: string;
  hit?: boolean;
}

/** A text with its whitespace collapsed and the place and search terms of each word. */
export interface WordMap {
  flat: string;
  words: { at: number; end: number; terms: string[] }[];
}

const WINDOW = 200;
/** A word of the text as written; "no one" is one word to the index ("nobody"), so here too, and highlighted whole. */
const WORD = new RegExp(`${NO_ONE.source}|[\\p{L}\\p{N}][\\p{L}\\p{N}’'\`-]*`, "giu");

/** Maps a text's words once, so snippets of the same entry can be cut for any query without re-reading it. */
export function toWordMap(text: string): WordMap {
  const flat = text.replace(/\s+/g, " ").trim();
  const words = [...flat.matchAll(WORD)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    terms: toTerms(m[0]),
  }));
  return { flat, words };
}

/** A window of the text around the densest run of matched words, with those words marked. */
export function toSnippet(map: WordMap, hitTerms: Set<string>, window = WINDOW): Segment[] {
  const { flat } = map;
  const words = map.words;
  const isHit = (w: WordMap["words"][number]) => {
    for (const t of w.terms) if (hitTerms.has(t)) return true;
    return false;
  };
  const hits = words.filter(isHit);
  let start = 0;
  if (hits.length) {
    let bestCount = 0;
    let j = 0;
    for (let i = 0; i < hits.length; i++) {
      while (j < hits.length && hits[j]!.at < hits[i]!.at + window) j++;
      if (j - i > bestCount) {
        bestCount = j - i;
        start = hits[i]!.at;
      }
    }
    start = Math.max(0, start - 40);
    if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  }
  let end = Math.min(flat.length, start + window);
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: "… " });
  let cursor = start;
  for (const w of hits) {
    if (w.at < start || w.end > end) continue;
    if (w.at > cursor) segments.push({ text: flat.slice(cursor, w.at) });
    segments.push({ text: flat.slice(w.at, w.end), hit: true });
    cursor = w.end;
  }
  if (cursor < end) segments.push({ text: flat.slice(cursor, end) });
  if (end < flat.length) segments.push({ text: " …" });
  return segments;
}
