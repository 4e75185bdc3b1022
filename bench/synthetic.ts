/**
 * A synthetic archive made from the real sources: `times` copies of every document, each copy a later document of the
 * same edition, kind and family (dated `k` × 110 days later, so 100 copies span about thirty years of documents). Each
 * copy restates its entries and amends some of them: a share of its long prose lines gains a sentence, some naming a
 * card the archive has not seen before. So the archive grows the way a long run of re-issued rulings documents would:
 * more documents, entries and versions, rulings that change, new card names, the same subjects.
 */
import { createHash } from "node:crypto";
import { readTree } from "../scripts/read-tree";

/** Percent of a copy's long prose lines that it amends (a later document changing some of its rulings). */
const AMENDED_PERCENT = 8;
/** New card names the later documents mention: a long run of documents brings new cards, not endless new words. */
const NEW_NAMES = 3000;
const SYLLABLES = "ka ro vel tor mi zan do rek shi lon ba ne qua sar tem ul fi gor ash pel".split(" ");

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
      date.setUTCDate(date.getUTCDate() + 110 * k);
      const sourceFile = d.sourceFile!.replace(".txt", `-copy${k}.txt`);
      const bytes = new TextEncoder().encode(toAmended(new TextDecoder().decode(base.get(d.sourceFile!)), k));
      files.set(sourceFile, bytes);
      documents.push({
        ...d,
        id: `${d.id}-copy${k}`,
        sourceFile,
        date: date.toISOString().slice(0, 10),
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    }
  }
  files.set("documents.json", new TextEncoder().encode(JSON.stringify({ documents }, null, 2)));
  return files;
}

/** Copy `k` of a source: some long prose lines (ending a sentence) gain a sentence of the new document; its end stays. */
function toAmended(text: string, k: number): string {
  const lines = text.split("\n");
  return lines
    .map((line, i) => {
      // A document's last entry is checked against its metadata's hint (hints.lastEntry): copies keep their ends.
      if (i >= lines.length - 40) return line;
      const h = createHash("md5").update(`${k}:${i}`).digest().readUInt32BE(0);
      if (line.length < 60 || !/[a-z]\.\r?$/.test(line) || h % 100 >= AMENDED_PERCENT) return line;
      const n = h % NEW_NAMES;
      const name = [n % 20, Math.floor(n / 20) % 20, Math.floor(n / 400) % 20].map((s) => SYLLABLES[s]).join("");
      return line.replace(/\.(\r?)$/, `; from issue ${k} on, the same holds for ${name[0]!.toUpperCase()}${name.slice(1)}.$1`);
    })
    .join("\n");
}
