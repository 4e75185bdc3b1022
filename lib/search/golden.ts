import type { RulingsData } from "../model";

/** One row of a golden-query file: a realistic query and the entry a user expects. */
export interface GoldenQuery {
  id: string;
  query: string;
  edition: "1E" | "2E" | null;
  expected: { file: string; title: string };
  alternates: { file: string; title: string }[];
  /** Where the answer is, with the sentence that decides it in quotation marks ("004 line 412: \"you can't count…\""). */
  note: string;
}

/** Parses the golden-query TSV (a header row; fields may be double-quoted with "" escapes). */
export function parseGoldenQueries(tsv: string): GoldenQuery[] {
  const rows = tsv.trim().split("\n").slice(1);
  return rows.map((row) => {
    const [id, query, edition, expected, alternates, note] = row.split("\t").map(unquote);
    const toRef = (s: string) => {
      const at = s.indexOf(" | ");
      return { file: s.slice(0, at).trim(), title: s.slice(at + 3).trim() };
    };
    return {
      id: id!,
      query: query!,
      edition: edition === "1E" || edition === "2E" ? edition : null,
      expected: toRef(expected!),
      alternates: (alternates ?? "")
        .split(" ; ")
        .filter((s) => s.includes(" | "))
        .map(toRef),
      note: note ?? "",
    };
  });
}

function unquote(field: string): string {
  return /^".*"$/s.test(field) ? field.slice(1, -1).replace(/""/g, '"') : field;
}

/** The key a golden list names an entry by: its source file and its title as printed ("004_….txt | ANIMAL"). */
export const toRefKey = (ref: { file: string; title: string }): string => `${ref.file} | ${ref.title}`;

/** Every entry's key (toRefKey), by entry id. */
export function toEntryKeys(data: Pick<RulingsData, "documents" | "entries">): Map<string, string> {
  const fileOf = new Map(data.documents.map((d) => [d.id, d.sourceFile]));
  return new Map(data.entries.map((e) => [e.id, toRefKey({ file: fileOf.get(e.documentId)!, title: e.title })]));
}

/** The 1-based place of the first result holding one of the wanted keys (each result: the entry ids it stands for), 0 if none. */
export function rankOf(ranked: string[][], wanted: ReadonlySet<string>, keyOf: Map<string, string>): number {
  return ranked.findIndex((ids) => ids.some((id) => wanted.has(keyOf.get(id)!))) + 1;
}

/**
 * Per entry no longer in force because a later ruling reversed or superseded it, the keys of the rulings that replaced
 * it, followed to one in force. A list's author who read only the 1995 answer expects it; the reader needs the ruling
 * that replaced it, which search shows first (the old one below it, marked).
 */
export function toReplacementKeys(data: Pick<RulingsData, "documents" | "entries">): Map<string, string[]> {
  const keyOf = toEntryKeys(data);
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const out = new Map<string, string[]>();
  for (const e of data.entries) {
    const chain: string[] = [];
    for (let at = e, hops = 0; hops < 10; hops++) {
      const by = at.inForce.endedBy;
      if (!by?.entryId || (by.relation !== "reverses" && by.relation !== "supersedes")) break;
      at = byId.get(by.entryId)!;
      chain.push(keyOf.get(at.id)!);
    }
    if (chain.length) out.set(keyOf.get(e.id)!, chain);
  }
  return out;
}

/** Text compared for quotation: lower case, one kind of quotation mark and apostrophe, one space. */
function toQuotable(text: string): string {
  return text.toLowerCase().replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, "-").replace(/\s+/g, " ");
}

/**
 * The later versions of an expected ruling that still hold the sentences its row's note quotes as deciding (each
 * piece between ellipses): the same topic's rulings dated after it whose text has every piece. A list's author who
 * read the 2011 CRD expects its entry; search leads with the 2014 re-issue in force, which says the same words. None
 * when the note quotes nothing.
 */
export function toVersionsHolding(data: Pick<RulingsData, "documents" | "entries">, expected: string, note: string): string[] {
  const pieces = [...note.matchAll(/"([^"]{12,})"/g)].flatMap((m) =>
    m[1]!
      .split(/\.\.\.|…/)
      .map((p) => toQuotable(p).trim().replace(/^'|'$/g, ""))
      .filter((p) => p.length >= 8),
  );
  if (!pieces.length) return [];
  const keyOf = toEntryKeys(data);
  const entry = data.entries.find((e) => keyOf.get(e.id) === expected);
  if (!entry) return [];
  return data.entries
    .filter((e) => e.topicId === entry.topicId && e.date > entry.date && e.kind !== "redirect")
    .filter((e) => {
      const text = toQuotable(e.text);
      return pieces.every((p) => text.includes(p));
    })
    .map((e) => keyOf.get(e.id)!);
}
