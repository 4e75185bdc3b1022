/**
 * Checks a golden-query list without searching: every expected and alternate answer names an entry that exists
 * (`source file | title as printed`), every row has an id and a query, ids are unique. Prints each problem with its
 * row; exits 1 when there is one. Lets a list's author check it without seeing any ranking.
 *
 * Usage: npx tsx bench/check-golden.ts LIST.tsv …
 */
import { readFileSync } from "node:fs";
import { parseGoldenQueries, toEntryKeys, toRefKey } from "../lib/search";
import { readCorpusData } from "../lib/corpus";

const data = readCorpusData();
const keys = new Set(toEntryKeys(data).values());
let problems = 0;
for (const file of process.argv.slice(2)) {
  const rows = parseGoldenQueries(readFileSync(file, "utf8"));
  const ids = new Set<string>();
  rows.forEach((q, i) => {
    const where = `${file}:${i + 2} (${q.id})`;
    const say = (problem: string) => {
      problems++;
      console.log(`${where}: ${problem}`);
    };
    if (!q.id || !q.query) say("an id and a query are required");
    if (ids.has(q.id)) say(`id ${q.id} is used twice`);
    ids.add(q.id);
    for (const ref of [q.expected, ...q.alternates]) {
      const key = toRefKey(ref);
      if (!keys.has(key)) {
        const near = [...keys].filter((k) => k.startsWith(ref.file) && k.toLowerCase().includes(ref.title.toLowerCase().slice(0, 8))).slice(0, 3);
        say(`no entry "${key}"${near.length ? ` (did you mean: ${near.join("; ")})` : ""}`);
      }
    }
  });
  console.log(`${file}: ${rows.length} queries`);
}
process.exit(problems ? 1 : 0);
