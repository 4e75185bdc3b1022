// Card titles in running text (see index.ts): one matcher for the ingest (mentions) and the pages (links in a body).

/** One spelling of a name to find: `form` as written, `key` what it stands for (null: a phrase consumed but not reported). */
export interface TitleForm<K> {
  form: string;
  key: K | null;
}

/** A name found in a text: where, which spelling, and what it stands for. */
export interface TitleMatch<K> {
  start: number;
  end: number;
  form: string;
  key: K;
}

const DASHES = "\\-\u2010\u2011\u2013\u2014\ufffd";
const APOSTROPHES = "'\u2018\u2019`\ufffd";
const QUOTES = '"\u201c\u201d\ufffd';

/**
 * The pattern of one spelling: dashes, apostrophes and quotation marks alike, any run of white space for a space; a
 * dash set apart by spaces ("Armus – Skin of Evil") may also be written "--" or without the spaces ("Armus—Skin of Evil").
 */
function toFormPattern(form: string): string {
  return form
    .split(/\s+[-\u2010\u2011\u2013\u2014]{1,2}\s+/)
    .map(toPlainPattern)
    .join(`\\s*[${DASHES}]{1,2}\\s*`);
}

function toPlainPattern(form: string): string {
  let out = "";
  for (const ch of form) {
    if ("-\u2010\u2011\u2013\u2014".includes(ch)) out += `[${DASHES}]`;
    else if ("'\u2018\u2019`".includes(ch)) out += `[${APOSTROPHES}]`;
    else if ('"\u201c\u201d'.includes(ch)) out += `[${QUOTES}]`;
    else if (/\s/.test(ch)) out += "\\s+";
    else out += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return out;
}

/**
 * Whole words only: a name that starts or ends with a letter or digit may not touch another; a one-letter name ("Q")
 * may not be followed by a dash, apostrophe, colon or full stop either (never "Q" of "Q-Flash" or "Q's Tent").
 */
function toEdges(form: string): [string, string] {
  const before = /^[a-z0-9]/i.test(form) ? "(?<![A-Za-z0-9_])" : "";
  let after = /[a-z0-9]$/i.test(form) ? "(?![A-Za-z0-9_])" : "";
  if (form.length === 1) after = `(?![A-Za-z0-9_${DASHES}${APOSTROPHES}:.])`;
  return [before, after];
}

/** The key a spelling is filed under: its first word, lower case ("Q-Flash" → "q"), or "" when it starts with a mark ('"Pup"'). */
const toFirstWord = (text: string): string => /^[A-Za-z0-9]+/.exec(text)?.[0].toLowerCase() ?? "";

/**
 * A matcher for many names at once: case-insensitive, whole words, the longest spelling first at any place (so
 * "Borg Ship" is one match, never "Borg" inside it), scanning left to right without overlaps. Each word of the text
 * tries only the spellings that start with it (a pattern per spelling, longest first), so the time grows with the text,
 * not with text × names.
 */
export function createTitleMatcher<K>(forms: readonly TitleForm<K>[]): (text: string) => TitleMatch<K>[] {
  const unique = new Map<string, TitleForm<K>>();
  for (const f of forms) if (f.form.trim() && !unique.has(f.form.toLowerCase())) unique.set(f.form.toLowerCase(), f);
  const ordered = [...unique.values()].sort((a, b) => b.form.length - a.form.length || a.form.localeCompare(b.form));
  const byWord = new Map<string, { form: TitleForm<K>; rx: RegExp }[]>();
  for (const f of ordered) {
    const [before, after] = toEdges(f.form);
    const key = toFirstWord(f.form);
    byWord.set(key, [...(byWord.get(key) ?? []), { form: f, rx: new RegExp(`${before}${toFormPattern(f.form)}${after}`, "iy") }]);
  }
  const marked = byWord.get("") ?? [];
  return (text) => {
    const out: TitleMatch<K>[] = [];
    let from = 0;
    // The places a name may start: each word, and each mark when some name starts with one.
    const starts = marked.length ? /[A-Za-z0-9]+|[^A-Za-z0-9\s]/g : /[A-Za-z0-9]+/g;
    for (const w of text.matchAll(starts)) {
      if (w.index < from) continue;
      for (const { form, rx } of byWord.get(toFirstWord(w[0])) ?? []) {
        rx.lastIndex = w.index;
        const m = rx.exec(text);
        if (!m) continue;
        from = w.index + m[0].length;
        if (form.key !== null) out.push({ start: w.index, end: from, form: form.form, key: form.key });
        break;
      }
    }
    return out;
  };
}

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|Lt|Cmdr|Dr|Mr|Mrs|St|No|p|pp|cf)|\b[A-Z](?:\.[A-Z])*)\.$/;

/**
 * The sentence of `text` around the span [start, end): from the end of the sentence before (". ", "? ", "! " or a line
 * break, not after "e.g." or "U.S.S.") to the end of its own, cut to about `max` characters around the span.
 */
export function toSentenceAround(text: string, start: number, end: number, max = 320): string {
  let from = 0;
  for (let i = start - 1; i > 0; i--) {
    if (text[i] === "\n") {
      from = i + 1;
      break;
    }
    if (
      /\s/.test(text[i]!) &&
      /[.!?]["”)]?$/.test(text.slice(Math.max(0, i - 2), i)) &&
      !ABBREVIATIONS.test(text.slice(Math.max(0, i - 14), i).replace(/["”)]$/, ""))
    ) {
      from = i + 1;
      break;
    }
  }
  let to = text.length;
  for (let i = end; i < text.length; i++) {
    if (text[i] === "\n") {
      to = i;
      break;
    }
    if (/[.!?]/.test(text[i]!) && (i + 1 === text.length || /[\s"”)]/.test(text[i + 1]!)) && !ABBREVIATIONS.test(text.slice(Math.max(0, i - 11), i + 1))) {
      to = i + 1;
      while (to < text.length && /["”)]/.test(text[to]!)) to++;
      break;
    }
  }
  let s = from;
  let e = to;
  const half = Math.floor(max / 2);
  if (e - s > max) {
    s = Math.max(s, start - half);
    e = Math.min(e, Math.max(end + half, s + max));
  }
  const body = text.slice(s, e).replace(/\s+/g, " ").trim();
  return `${s > from ? "…" : ""}${body}${e < to ? "…" : ""}`;
}
