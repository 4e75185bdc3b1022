import type { Ref } from "../model";

/** A reference as written, before resolution. */
export interface RefCandidate {
  label: string;
  form: Ref["form"];
  /** The text names where the target lives (e.g. "Rulebook p. 28"): external whatever the corpus holds. */
  externalDoc?: string;
  /** "next question" / "previous question": the neighbouring entry in reading order. */
  relative?: "next" | "previous";
  /** What a relative reference says it is about ("the previous question about combining away teams"): the nearest such entry. */
  about?: string;
}

/** What collection needs to know about the corpus and the document. */
export interface CollectOptions {
  /** Whether a label names a topic of the edition (used to split "See a, b and c" lists correctly). */
  isKnown: (label: string) => boolean;
  /** Bold phrases of this document that are emphasis, not links (declared as data). */
  emphasis: readonly string[];
  /** "See …" phrases of this document that point nowhere (declared as data, e.g. "the following listings"). */
  notRefs: readonly string[];
  /** Labels that name a topic by another name (declared as data, e.g. a misspelt title). */
  aliases?: Readonly<Record<string, string>>;
}

// "See" starts a reference; lower-case "see" is the verb unless it opens a parenthesis or precedes a bold term.
const SEE = /(^|[\s(“"])(See)\s+(?:also (?:the discussion of )?)?(?!also\b)|(\()(see)\s+(?!also\b)|(^|[\s(])(see)\s+(?=\*\*)/g;
const SEE_ALSO_PREVIOUS = /\b[Ss]ee also the previous question\b(?: about ([^.)]+))?/g;
const NEXT_QUESTION = /\(?\b[Ss]ee (?:the )?next question\b\.?\)?/g;
const PAGE_REF = /\b(?:[Ss]ee )?(?:the )?(?:Rulebook )?pages? (\d+(?:-\d+)?)(?: of the (?:[Rr]ulebook|rules))?/g;
const FAQ_DOC = /\bFAQ (v\.\s?\d|"[^"]+")/g;

/** Collects every reference written in a Markdown body, in order of appearance. */
export function collectRefs(body: string, opts: CollectOptions): RefCandidate[] {
  const found: { at: number; ref: RefCandidate }[] = [];
  const taken: [number, number][] = [];
  const overlaps = (a: number, b: number) => taken.some(([x, y]) => a < y && b > x);
  const add = (at: number, end: number, ref: RefCandidate) => {
    found.push({ at, ref });
    taken.push([at, end]);
  };

  for (const m of body.matchAll(NEXT_QUESTION)) add(m.index, m.index + m[0].length, { label: "next question", form: "prose", relative: "next" });
  for (const m of body.matchAll(SEE_ALSO_PREVIOUS)) {
    const about = m[1]?.trim();
    add(m.index, m.index + m[0].length, {
      label: about ? `previous question about ${about}` : "previous question",
      form: "prose",
      relative: "previous",
      ...(about ? { about } : {}),
    });
  }

  for (const m of body.matchAll(SEE)) {
    const start = m.index + (m[1] ?? m[3] ?? m[5] ?? "").length;
    const restAt = m.index + m[0].length;
    if (overlaps(start, restAt)) continue;
    const span = seeSpan(body, restAt);
    const phrase = body.slice(restAt, span);
    if (isNotRef(phrase, opts.notRefs) || /\bpages? \d/i.test(phrase) || /\bFAQ\b/.test(phrase)) {
      const page = /\bpages? (\d+(?:-\d+)?)/i.exec(phrase);
      const faq = /\bFAQ (v\.\s?\d|"[^"]+")/.exec(phrase);
      if (!isNotRef(phrase, opts.notRefs) && (page || faq)) {
        add(start, span, { label: stripMarkup(phrase), form: "prose", externalDoc: page ? `Rulebook p. ${page[1]}` : `FAQ ${faq![1]}` });
      }
      taken.push([start, span]);
      continue;
    }
    const bold = /^\*\*([^*]+)\*\*/.exec(phrase);
    // "(see definition, above)": where the target sits is not part of its name.
    const named = stripMarkup(phrase).replace(/,?\s*\b(?:above|below)\.?$/i, "");
    const labels = bold ? splitTargets(bold[1]!, opts.isKnown) : splitTargets(named, opts.isKnown).map((l) => opts.aliases?.[l] ?? l);
    for (const label of labels) add(start, span, { label, form: "see" });
    taken.push([start, span]);
  }

  for (const m of body.matchAll(/\[([^\]]+)\]\(#?\)/g)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    add(m.index, m.index + m[0].length, { label: m[1]!, form: "link" });
  }

  for (const m of body.matchAll(/\*\*([^*]+?)\*\*/g)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    const label = m[1]!.trim();
    if (opts.emphasis.some((e) => e.toLowerCase() === label.toLowerCase())) continue;
    add(m.index, m.index + m[0].length, { label, form: "bold" });
  }

  for (const m of body.matchAll(PAGE_REF)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    if (!/rule|see/i.test(m[0]) && !/\b(?:rules|rulebook)\b/i.test(body.slice(m.index, m.index + 60))) continue;
    add(m.index, m.index + m[0].length, { label: m[0].trim(), form: "prose", externalDoc: `Rulebook p. ${m[1]}` });
  }
  for (const m of body.matchAll(FAQ_DOC)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    add(m.index, m.index + m[0].length, { label: m[0], form: "prose", externalDoc: `FAQ ${m[1]}` });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.ref);
}

/** End of the target phrase that follows "See ": the end of its sentence or parenthesis. */
function seeSpan(body: string, from: number): number {
  const bold = /^\*\*[^*]+\*\*/.exec(body.slice(from));
  if (bold) return from + bold[0].length;
  const rest = body.slice(from);
  const end = /\.(?=["”)]?(?:\s|$))|\)|\n\n|;|$/.exec(rest);
  let stop = end ? end.index : rest.length;
  // An abbreviation's period ("U.S.S.", "Dr.") is not the end of the phrase.
  while (end && rest[stop] === "." && /(?:\b[A-Z]|Dr|Lt|Mr|Mrs|St|vs)$/.test(rest.slice(0, stop))) {
    const next = /\.(?=["”)]?(?:\s|$))|\)|\n\n|;|$/.exec(rest.slice(stop + 1));
    if (!next) break;
    stop = stop + 1 + next.index;
  }
  return from + stop;
}

function isNotRef(phrase: string, notRefs: readonly string[]): boolean {
  const p = stripMarkup(phrase).toLowerCase();
  return notRefs.some((n) => p.startsWith(n.toLowerCase()));
}

function stripMarkup(s: string): string {
  return s
    .replace(/\*+/g, "")
    .replace(/\s+/g, " ")
    .replace(/^["“]|["”]$/g, "")
    .trim();
}

/**
 * Splits "a, b and c" into targets, preferring the longest run of words that names a known topic, so
 * that "skills – sharing, adding, doubling, and selecting skills" stays one target.
 */
export function splitTargets(phrase: string, isKnown: (label: string) => boolean): string[] {
  const text = phrase
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.,;:]+$/, "");
  if (!text) return [];
  if (isKnown(text)) return [text];
  const parts = text
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  let i = 0;
  while (i < parts.length) {
    let took = 0;
    for (let j = parts.length; j > i + 1; j--) {
      if (isKnown(text.slice(offsetOf(text, parts, i), endOf(text, parts, j - 1)))) {
        out.push(text.slice(offsetOf(text, parts, i), endOf(text, parts, j - 1)));
        took = j - i;
        break;
      }
    }
    if (!took) {
      out.push(parts[i]!);
      took = 1;
    }
    i += took;
  }
  return out;
}

function offsetOf(text: string, parts: string[], k: number): number {
  let at = 0;
  for (let i = 0; i <= k; i++) at = text.indexOf(parts[i]!, i === 0 ? 0 : at + parts[i - 1]!.length);
  return at;
}

function endOf(text: string, parts: string[], k: number): number {
  return offsetOf(text, parts, k) + parts[k]!.length;
}
