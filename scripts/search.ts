/** CLI: `npm run --silent search -- "QUERY" [--edition 1E|2E] [--document ID] [--kind KIND] [--limit N] [--json]`. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { META_FILE, SearchEngine, createSearchPayload, toSearchDocs, type Segment } from "../lib/search";
import { toIconReadings } from "../lib/content";
import { readCorpusData } from "../lib/corpus";

function usage(problem: string): never {
  process.stderr.write(`search: ${problem}\nusage: npm run --silent search -- "QUERY" [--edition 1E|2E] [--document ID] [--kind KIND] [--limit N] [--json]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let query: string | null = null;
const opts: { edition?: "1E" | "2E"; documentId?: string; kind?: string; limit?: number } = {};
let json = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const value = () => args[++i] ?? usage(`${a} needs a value`);
  if (a === "--edition") {
    const v = value().toUpperCase();
    if (v !== "1E" && v !== "2E") usage(`--edition must be 1E or 2E, not ${v}`);
    opts.edition = v;
  } else if (a === "--document") opts.documentId = value();
  else if (a === "--kind") opts.kind = value();
  else if (a === "--limit") {
    const n = Number(value());
    if (!Number.isInteger(n) || n < 1) usage("--limit must be a positive integer");
    opts.limit = n;
  } else if (a === "--json") json = true;
  else if (query === null) query = a;
  else usage(`unexpected argument ${a}`);
}
if (query === null) usage("a query is needed");

// The built search files, fetched by the terms of the query as the browser does; without them, built from the export.
const dir = "public/data/search";
const readJson = async (path: string): Promise<unknown> => JSON.parse(readFileSync(join(dir, path), "utf8"));
const engine = existsSync(join(dir, META_FILE))
  ? new SearchEngine({ [META_FILE]: await readJson(META_FILE) }, readJson)
  : new SearchEngine(createSearchPayload({ ...toSearchDocs(readCorpusData()), icons: toIconReadings() }));
const response = await engine.find(query, opts);
if (json) process.stdout.write(JSON.stringify(response, null, 2) + "\n");
else {
  const marked = (segments: Segment[]) => segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join("");
  for (const [i, r] of response.results.entries()) {
    process.stdout.write(
      `${i + 1}. ${r.topicTitle} (${r.edition}) — ${r.documentTitle}, ${r.date}  [${r.entryId}]\n` +
        (r.asked ? `   answers: “${marked(r.asked)}”\n` : "") +
        `   ${marked(r.snippet)}\n`,
    );
  }
  const notes = [
    ...(response.editionWords.length ? [`edition ${response.edition} (from "${response.editionWords.join(", ")}")`] : []),
    ...response.corrections.map((c) => `"${c.from}" read as "${c.to}"`),
    ...response.expansions.map((x) => `also searched: ${x.to} (for "${x.from}")`),
    ...response.phrases.map((p) => `exact phrase: "${p}"`),
  ];
  if (notes.length) process.stdout.write(`(${notes.join("; ")})\n`);
  if (!response.results.length)
    process.stdout.write(`no results${response.suggestions.length ? `; close topics: ${response.suggestions.map((s) => s.title).join(", ")}` : ""}\n`);
}
