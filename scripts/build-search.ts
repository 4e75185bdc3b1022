/** Builds the search payload (public/data/search-index.json) from public/data/rulings.json. */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createSearchPayload, toSearchDocs } from "../lib/search";
import type { RulingsData } from "../lib/model/types";

const input = process.argv[2] ?? "public/data/rulings.json";
const output = process.argv[3] ?? "public/data/search-index.json";
const data = JSON.parse(readFileSync(input, "utf8")) as RulingsData;
const payload = createSearchPayload(toSearchDocs(data));
writeFileSync(`${output}.tmp`, JSON.stringify(payload));
renameSync(`${output}.tmp`, output);
console.log(`search index: ${payload.docs.length} entries, ${Object.keys(payload.vocab).length} terms → ${output}`);
