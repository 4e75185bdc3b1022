import { toStem, toWords } from "./terms";

/** A piece of a snippet; `hit` pieces are highlighted. */
export interface Segment {
  text: string;
  hit?: boolean;
}

const WINDOW = 200;

/** A window of the text around the densest run of matched words, with those words marked. */
export function toSnippet(text: string, hitTerms: Set<string>, window = WINDOW): Segment[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const words = [...flat.matchAll(/[\p{L}\p{N}][\p{L}\p{N}’'`-]*/gu)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    hit: toWords(m[0]).some((w) => hitTerms.has(toStem(w))),
  }));
  const hits = words.filter((w) => w.hit);
  let start = 0;
  if (hits.length) {
    let bestCount = 0;
    for (const h of hits) {
      const count = hits.filter((x) => x.at >= h.at && x.at < h.at + window).length;
      if (count > bestCount) {
        bestCount = count;
        start = h.at;
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
  for (const w of words) {
    if (!w.hit || w.at < start || w.end > end) continue;
    if (w.at > cursor) segments.push({ text: flat.slice(cursor, w.at) });
    segments.push({ text: flat.slice(w.at, w.end), hit: true });
    cursor = w.end;
  }
  if (cursor < end) segments.push({ text: flat.slice(cursor, end) });
  if (end < flat.length) segments.push({ text: " …" });
  return segments;
}
