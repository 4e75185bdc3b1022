/**
 * A synthetic archive made from the real sources: `times` copies of every document, each copy a later document of the
 * same edition, kind and family (dated `k` × 30 days later, so 100 copies span about eight years of documents). Each
 * copy restates its entries, so the archive grows the way a long run of re-issued rulings documents would: more
 * documents, entries and versions, the same subjects.
 */
import { readTree } from "../scripts/read-tree";

/** The sources folder as files by relative path, with `times` copies of each document. */
export function toSyntheticSources(times: number, sourcesDir = "content/sources"): Map<string, Uint8Array> {
  const base = readTree(sourcesDir);
  const meta = JSON.parse(new TextDecoder().decode(base.get("documents.json"))) as { documents: Record<string, string>[] };
  const files = new Map(base);
  const documents: Record<string, string>[] = [];
  for (let k = 0; k < times; k++) {
    for (const d of meta.documents) {
      if (k === 0) {
        documents.push(d);
        continue;
      }
      const date = new Date(`${d.date}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 30 * k);
      const sourceFile = d.sourceFile!.replace(".txt", `-copy${k}.txt`);
      files.set(sourceFile, base.get(d.sourceFile!)!);
      documents.push({ ...d, id: `${d.id}-copy${k}`, sourceFile, date: date.toISOString().slice(0, 10) });
    }
  }
  files.set("documents.json", new TextEncoder().encode(JSON.stringify({ documents }, null, 2)));
  return files;
}
