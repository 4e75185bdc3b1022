import type { Entry } from "../model";

/**
 * A long document is read in parts, each its own page: by its own sections when it has several (the FAQ's categories),
 * else by the first letter of its entries' titles (an A–Z Current Rulings). A page carries its text twice (the markup
 * and the React payload that hydrates it), so a whole long document would be far over the 400 KB page budget.
 */

/** Entries' text (Markdown) up to which a document is read whole on one page; the 2000 CR has 60,000, the FAQ 129,000. */
export const WHOLE_MAX_CHARS = 40_000;

/** Segments under /documents/[id]/ that are pages of their own, so no part may be named so. */
const RESERVED = new Set(["changes"]);

/** One part of a long document: one of its sections, or one letter of an A–Z document. */
export interface DocumentPart {
  /** Its address under the document: "5-dilemmas", "c". */
  slug: string;
  /** Its heading as the document prints it ("5. DILEMMAS"), or its letter ("C"). */
  title: string;
  entries: Entry[];
}

/** A long document's introduction (its section entries, shown on its contents page) and its parts, in reading order. */
export interface DocumentParts {
  by: "section" | "letter";
  intro: Entry[];
  parts: DocumentPart[];
}

/** How a document is read: whole (null) when its text is short, else its introduction and its parts. Entries in reading order. */
export function toDocumentParts(entries: Entry[]): DocumentParts | null {
  if (entries.reduce((n, e) => n + e.body.length, 0) <= WHOLE_MAX_CHARS) return null;
  const intro = entries.filter((e) => e.kind === "section");
  const rest = entries.filter((e) => e.kind !== "section");
  const sections = new Set(rest.map((e) => e.section ?? ""));
  const parts = sections.size > 1 ? toSectionParts(rest) : toLetterParts(rest);
  return { by: sections.size > 1 ? "section" : "letter", intro, parts: withUniqueSlugs(parts) };
}

/** One part per run of entries under one section heading. */
function toSectionParts(entries: Entry[]): DocumentPart[] {
  const parts: DocumentPart[] = [];
  for (const e of entries) {
    const title = e.section ?? "";
    const last = parts[parts.length - 1];
    if (last && last.title === title) last.entries.push(e);
    else parts.push({ slug: toSlug(title) || "other", title: title || "Other", entries: [e] });
  }
  return parts;
}

/**
 * One part per letter, in reading order. An entry filed under another ("Multiple targets" under "battle") files under
 * its parent's letter, and an entry out of A–Z order stays in the part it follows, so none leaves its place in the reading.
 */
function toLetterParts(entries: Entry[]): DocumentPart[] {
  const runs: { letter: string; entries: Entry[] }[] = [];
  for (const e of entries) {
    const letter = toLetter(e.parent ?? e.title);
    const last = runs[runs.length - 1];
    if (last && (last.letter === letter || runs.some((r) => r.letter === letter))) last.entries.push(e);
    else runs.push({ letter, entries: [e] });
  }
  return runs.map((r) => ({ slug: r.letter === "#" ? "0-9" : r.letter, title: r.letter === "#" ? "0–9" : r.letter.toUpperCase(), entries: r.entries }));
}

/** The letter a title files under ("#" for a digit), its quotes and punctuation aside: '"any"' → "a". */
export function toLetter(title: string): string {
  const first = title.toLowerCase().replace(/[^a-z0-9]/g, "")[0] ?? "#";
  return /[a-z]/.test(first) ? first : "#";
}

/** "5. DILEMMAS" → "5-dilemmas". */
function toSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Parts whose slugs clash with each other or with a page of the document get a number ("rulings-2"). */
function withUniqueSlugs(parts: DocumentPart[]): DocumentPart[] {
  const used = new Set<string>(RESERVED);
  return parts.map((p) => {
    let slug = p.slug;
    for (let n = 2; used.has(slug); n++) slug = `${p.slug}-${n}`;
    used.add(slug);
    return { ...p, slug };
  });
}
