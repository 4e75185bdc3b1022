import { NO_ONE, toTerms } from "./terms";

/** A piece of a snippet; `hit` pieces are highlighted, `icon` pieces are a card icon marker of the source read as its label. */
export interface Segment {
  text: string;
  hit?: boolean;
  /** The marker as printed ("univ"), and on the piece that starts the label, the symbol printed on the cards ("❖"). */
  icon?: { marker: string; symbol?: string };
}

/** How a card icon marker of the sources reads ("univ" → "Universal", "❖"), as content/editorial/icons.json decides. */
export interface IconReading {
  label: string;
  symbol?: string;
}

/** A text with its whitespace collapsed, its icon markers read as labels, and the place and search terms of each word. */
export interface WordMap {
  flat: string;
  words: { at: number; end: number; terms: string[] }[];
  /** Where the labels of icon markers stand in `flat`. */
  icons?: { at: number; end: number; marker: string; symbol?: string }[];
  /** Per term, the indexes of the words that have it (built by the first snippet cut from this map). */
  byTerm?: Map<string, number[]>;
}

/** A bracketed marker of the sources ("[univ]"), as the entry renderer reads them; "[X](…)" is a link. */
const ICON = /\[([A-Za-z][A-Za-z0-9]{0,7})\](?!\()/g;

const WINDOW = 200;
/** A word of the text as written; "no one" is one word to the index ("nobody"), so here too, and highlighted whole. */
const WORD = new RegExp(`${NO_ONE.source}|[\\p{L}\\p{N}][\\p{L}\\p{N}’'\`-]*`, "giu");

/**
 * The search terms of a word as written, read once per spelling: the texts of a topic's first results share most of
 * their words, and reading every word anew was most of a first search's snippet time.
 */
const TERMS_OF_WORD = new Map<string, string[]>();
function termsOfWord(word: string): string[] {
  let terms = TERMS_OF_WORD.get(word);
  if (!terms) {
    terms = toTerms(word);
    if (TERMS_OF_WORD.size < 50_000) TERMS_OF_WORD.set(word, terms);
  }
  return terms;
}

/**
 * Maps a text's words once, so snippets of the same entry can be cut for any query without re-reading it. The icon
 * markers with a reading become their labels ("[univ]" → "Universal"), as on the reader's pages; others stay as written.
 */
export function toWordMap(text: string, readings: Record<string, IconReading> = {}): WordMap {
  const collapsed = text.replace(/\s+/g, " ").trim();
  let flat = "";
  let last = 0;
  const icons: NonNullable<WordMap["icons"]> = [];
  for (const m of collapsed.matchAll(ICON)) {
    const reading = Object.prototype.hasOwnProperty.call(readings, m[1]!) ? readings[m[1]!]! : null;
    if (!reading) continue;
    flat += collapsed.slice(last, m.index);
    icons.push({ at: flat.length, end: flat.length + reading.label.length, marker: m[1]!, ...(reading.symbol ? { symbol: reading.symbol } : {}) });
    flat += reading.label;
    last = m.index + m[0].length;
  }
  flat += collapsed.slice(last);
  const words = [...flat.matchAll(WORD)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    terms: termsOfWord(m[0]),
  }));
  return icons.length ? { flat, words, icons } : { flat, words };
}

/** A window of the text around the densest run of matched words, with those words marked. */
export function toSnippet(map: WordMap, hitTerms: Set<string>, window = WINDOW): Segment[] {
  const { flat } = map;
  const words = map.words;
  // The places of each term, built once per text: a query's matched words are then found without reading every word.
  if (!map.byTerm) {
    map.byTerm = new Map();
    words.forEach((w, i) => {
      for (const t of new Set(w.terms)) {
        const list = map.byTerm!.get(t);
        if (list) list.push(i);
        else map.byTerm!.set(t, [i]);
      }
    });
  }
  // The matched words, marked by place and read in order (no set of places to sort).
  const found = new Uint8Array(words.length);
  if (hitTerms.size < map.byTerm.size) {
    for (const t of hitTerms) {
      const list = map.byTerm.get(t);
      if (list) for (const i of list) found[i] = 1;
    }
  } else {
    for (const [t, list] of map.byTerm) if (hitTerms.has(t)) for (const i of list) found[i] = 1;
  }
  const hits = words.filter((_, i) => found[i]);
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
  // A label is shown whole or not at all.
  for (const icon of map.icons ?? []) {
    if (icon.at < start && icon.end > start) start = icon.at;
    if (icon.at < end && icon.end > end) end = icon.end;
  }
  const shown = hits.filter((w) => w.at >= start && w.end <= end);
  const icons = (map.icons ?? []).filter((i) => i.at >= start && i.end <= end);
  // The marked words are in order and apart: their bounds are the cuts, in order (icon labels, rarer, are merged in).
  let cuts = [start];
  for (const w of shown) {
    if (w.at > cuts[cuts.length - 1]!) cuts.push(w.at);
    if (w.end > cuts[cuts.length - 1]!) cuts.push(w.end);
  }
  if (end > cuts[cuts.length - 1]!) cuts.push(end);
  if (icons.length) cuts = [...new Set([...cuts, ...icons.flatMap((i) => [i.at, i.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: "… " });
  // The marked words, in order, each looked at once as the cuts move along (not every word for every cut).
  let next = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i]!, cuts[i + 1]!];
    while (next < shown.length && shown[next]!.end <= a) next++;
    const hit = next < shown.length && shown[next]!.at <= a && shown[next]!.end >= b;
    const icon = icons.find((x) => x.at <= a && x.end >= b);
    segments.push({
      text: flat.slice(a, b),
      ...(hit ? { hit: true } : {}),
      ...(icon ? { icon: { marker: icon.marker, ...(icon.symbol && icon.at === a ? { symbol: icon.symbol } : {}) } } : {}),
    });
  }
  if (end < flat.length) segments.push({ text: " …" });
  return segments;
}
