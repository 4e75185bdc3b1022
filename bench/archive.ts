/**
 * How the site grows with the archive: for the real sources (1×) and synthetic archives of 10× and 100× their
 * documents (bench/synthetic.ts), prints ingest time, documents, entries and topics, the size of the as-of index, the
 * whole search and what a first search downloads of it (its shards, gzipped) and the first-visit download (the service worker's shell,
 * gzipped); with --build, also builds the site from each archive in a scratch copy of the project and prints build
 * time, out/ size and page count.
 *
 * Usage: npx tsx bench/archive.ts [--times 1,10,100] [--build 1,10,100] [--keep]
 * --keep: the scratch copies built are kept (their paths printed), to read or serve a large archive's site.
 * (on 2 cores: about 1 minute at 1×, 2.5 at 10×, 20 at 100×; the 100× out/ takes about 4.2 GB in the temp folder)
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { runIngest, toContentFiles, toRulingsJson } from "../lib/ingest";
import { createSearchPayload, toSearchDocs, parseGoldenQueries } from "../lib/search";
import { readShell, toOutFile } from "../lib/site";
import { measureFirstSearch } from "./first-search";
import { readEditorial } from "../scripts/read-tree";
import { toSyntheticSources } from "./synthetic";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return (i > 0 ? process.argv[i + 1] : undefined) ?? fallback;
};
const times = arg("--times", "1,10,100").split(",").map(Number);
const builds = new Set(arg("--build", "").split(",").filter(Boolean).map(Number));
const keep = process.argv.includes("--keep");
const gz = (s: string | Uint8Array) => gzipSync(s).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Builds the site from an ingested archive in a scratch copy of the project; returns time, out/ size, pages, shell. */
function build(
  sources: Map<string, Uint8Array>,
  files: Map<string, string>,
  rulings: string,
): { seconds: number; bytes: number; pages: number; files: number; firstVisitGz: number; largest: string; largestHtml: string } {
  const dir = mkdtempSync(join(tmpdir(), "archive-build-"));
  try {
    for (const p of ["app", "lib", "scripts", "public", "content/editorial", "next.config.js", "package.json", "tsconfig.json", "postcss.config.mjs"]) {
      cpSync(p, join(dir, p), { recursive: true, filter: (src) => !src.includes(`public${"/"}data`) });
    }
    symlinkSync(join(process.cwd(), "node_modules"), join(dir, "node_modules"));
    // Pages show a repaired entry's original lines, read from the sources.
    for (const [rel, bytes] of sources) {
      mkdirSync(dirname(join(dir, "content/sources", rel)), { recursive: true });
      writeFileSync(join(dir, "content/sources", rel), bytes);
    }
    for (const [rel, text] of files) {
      mkdirSync(dirname(join(dir, "content/data", rel)), { recursive: true });
      writeFileSync(join(dir, "content/data", rel), text);
    }
    mkdirSync(join(dir, "public/data"), { recursive: true });
    writeFileSync(join(dir, "public/data/rulings.json"), rulings);
    const t0 = performance.now();
    execFileSync("npm", ["run", "--silent", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    const seconds = (performance.now() - t0) / 1000;
    const out = join(dir, "out");
    const all = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((p) => statSync(join(out, p)).isFile());
    const bytes = all.reduce((n, p) => n + statSync(join(out, p)).size, 0);
    const shell = readShell(out);
    // A first visit installs the worker (sw.js, Workbox bundled in) and the shell it precaches.
    const worker = ["/sw.js"];
    const sizes = [...shell, ...worker].map((u) => ({ u, n: gz(readFileSync(join(out, toOutFile(u)))) })).sort((a, b) => b.n - a.n);
    const firstVisitGz = sizes.reduce((n, s) => n + s.n, 0);
    const largest = sizes
      .slice(0, 5)
      .map((s) => `${decodeURI(s.u)} ${kb(s.n)}`)
      .join(", ");
    // The largest pages (raw HTML; the page budget is 400 KB), overall and of the card pages, which grow with the archive.
    const html = all.filter((p) => p.endsWith(".html")).map((p) => ({ p, n: statSync(join(out, p)).size }));
    const top = (list: typeof html) => list.reduce((a, b) => (b.n > a.n ? b : a), { p: "(none)", n: 0 });
    const [page, card] = [top(html), top(html.filter((x) => x.p.startsWith("cards/")))];
    const largestHtml = `${page.p} ${kb(page.n)}; card page ${card.p} ${kb(card.n)}`;
    return { seconds, bytes, pages: html.length, files: all.length, firstVisitGz, largest, largestHtml };
  } finally {
    if (keep) console.log(`kept the build's scratch copy: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

// A first search: the public golden queries, and a misspelt one (which needs every word list).
const QUERIES = [...parseGoldenQueries(readFileSync("tests/fixtures/golden-queries-public.tsv", "utf8")).map((q) => q.query), "andriod winnig"];
const editorial = readEditorial("content/editorial");
for (const n of times) {
  const sources = toSyntheticSources(n);
  const t0 = performance.now();
  // The editors' decisions are about the real documents; copies raise candidates nobody has decided, which is fine here.
  const out = runIngest({ sourcesDir: "synthetic", files: sources, editorial });
  const ingestS = (performance.now() - t0) / 1000;
  const files = toContentFiles(out);
  const rulings = toRulingsJson(out);
  const search = await measureFirstSearch(createSearchPayload(toSearchDocs(JSON.parse(rulings))), QUERIES);
  const d = out.data;
  let line = `${String(n).padStart(3)}×: ${d.documents.length} documents, ${d.entries.length} entries, ${d.topics.length} topics; ingest ${ingestS.toFixed(1)} s; rulings.json ${kb(gz(rulings))} gzip; search files ${kb(search.total)} gzip; first search downloads ${kb(search.median)} gzip (median), ${kb(search.max)} (most, "${search.worst}")`;
  if (builds.has(n)) {
    const b = build(sources, files, rulings);
    line += `; build ${b.seconds.toFixed(0)} s, out/ ${(b.bytes / 1e6).toFixed(1)} MB in ${b.files} files (${b.pages} pages); first visit (the worker and its shell) ${kb(b.firstVisitGz)} gzip, largest: ${b.largest}; largest HTML: ${b.largestHtml}`;
  }
  console.log(line);
}
console.log("targets at 100×: ingest < 60 s; first search ≤ 300 KB gzip; first visit ≤ 500 KB gzip; build time and out/ linear in entries");
