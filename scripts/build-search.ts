/** Builds the search files (public/data/search/: meta.json and its shards and fragments) from public/data/rulings.json. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { META_FILE, createSearchPayload, toSearchDocs, type SearchMeta } from "../lib/search";
import { ContractError, type RulingsData } from "../lib/model";
import { readExport } from "../lib/corpus";
import { toIconReadings } from "../lib/content";
import { removeLeftovers } from "./leftovers";

const input = process.argv[2] ?? "public/data/rulings.json";
const output = process.argv[3] ?? "public/data/search";
let data: RulingsData;
try {
  data = readExport(input);
} catch (error) {
  // A missing, unreadable or malformed export: one message naming the file and field, no stack trace.
  if (!(error instanceof ContractError)) throw error;
  process.stderr.write(`build-search: ${error.message}\n`);
  process.exit(1);
}
// Snippets read the sources' icon markers as the reader's pages do ("[univ]" → "❖ Universal").
const files = createSearchPayload({ ...toSearchDocs(data), icons: toIconReadings() });
// Written beside the old folder, then swapped in: a failed or interrupted run leaves the old search whole, and no
// half-written folder behind.
const tmp = `${output}.tmp-${process.pid}`;
// Left by a run that was killed outright: removed now.
removeLeftovers([output]);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}
for (const [path, value] of Object.entries(files)) {
  mkdirSync(dirname(join(tmp, path)), { recursive: true });
  writeFileSync(join(tmp, path), JSON.stringify(value));
}
rmSync(output, { recursive: true, force: true });
renameSync(tmp, output);
rmSync("public/data/search-index.json", { force: true });
const meta = files[META_FILE] as SearchMeta;
console.log(
  `search: ${meta.docs.length} texts of ${data.entries.length} entries, ${meta.termShards.length} term shards, ${meta.wordShards.length} word shards, ${meta.topics.length} fragments → ${output}/`,
);
