/**
 * Prints the page budgets of the built site (run `npx next build` first):
 * first-load JavaScript of a topic page (gzipped; budget 120 KB) and the HTML of the largest document page (budget 400 KB).
 * Usage: npx tsx bench/page-budgets.ts [out-dir]
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const out = process.argv[2] ?? "out";
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;

function firstLoadJs(htmlFile: string): { files: number; raw: number; gzip: number; inline: number } {
  const html = readFileSync(htmlFile, "utf8");
  const srcs = [...new Set([...html.matchAll(/<script(?![^>]*noModule)[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const buf = readFileSync(join(out, decodeURIComponent(src).replace(/^\//, "")));
    raw += buf.length;
    gzip += gz(buf);
  }
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1]!.length, 0);
  return { files: srcs.length, raw, gzip, inline };
}

const topic = join(out, "1e", "cumulative.html");
const js = firstLoadJs(topic); // noModule polyfills are not loaded by the browsers that run modules
console.log(
  `topic page first-load JS (${topic}): ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzipped (budget 120 KB gzipped) ${js.gzip <= 120 * 1024 ? "OK" : "OVER"}`,
);
console.log(`  plus inline data scripts in the HTML: ${kb(js.inline)} raw`);

const docsDir = join(out, "documents");
const docs = readdirSync(docsDir)
  .filter((f) => f.endsWith(".html"))
  .map((f) => ({ f, size: statSync(join(docsDir, f)).size }))
  .sort((a, b) => b.size - a.size);
for (const d of docs) {
  const html = readFileSync(join(docsDir, d.f));
  const flight = [...html.toString("utf8").matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].reduce((n, m) => n + m[1]!.length, 0);
  console.log(
    `document page ${d.f}: ${kb(d.size)} raw, ${kb(gz(html))} gzipped (of which inline React payload ${kb(flight)})${d === docs[0] ? ` — largest; budget 400 KB: ${d.size <= 400 * 1024 ? "OK" : "OVER raw"}, ${gz(html) <= 400 * 1024 ? "OK" : "OVER"} gzipped` : ""}`,
  );
}
