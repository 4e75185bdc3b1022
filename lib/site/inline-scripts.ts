import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listOutFiles } from "./out-files";

/** Where the scripts taken out of the pages live, each named by its content (so it can be cached for good). */
export const SCRIPTS_DIR = "_scripts";

/** A script taken out of a page: its address and what it runs. */
export interface ExternalScript {
  url: string;
  content: string;
}

// A script element without src: its attributes and its text.
const INLINE = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
// Types a browser runs; any other (application/json, application/ld+json) is data, left in place.
const RUNS = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i;

/** Whether a script element with these attributes runs (a data block such as application/ld+json does not). */
const isExecutable = (attributes: string) => RUNS.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "");

/** The executable inline scripts of a page: where each starts and ends, its attributes and its text. */
export function findInlineScripts(html: string): { start: number; end: number; attributes: string; content: string }[] {
  return [...html.matchAll(INLINE)]
    .filter((m) => isExecutable(m[1]!))
    .map((m) => ({ start: m.index, end: m.index + m[0].length, attributes: m[1]!, content: m[2]! }));
}

/**
 * A page with its inline scripts moved into files, so that its script policy can be `script-src 'self'` alone (a
 * policy listing each inline script's hash grew past 15 KB on long pages, near the 16 KB many proxies allow a header).
 * Scripts that follow one another with nothing but white space between them (Next.js's page data, pushed in dozens of
 * pieces at the end of the body) become one file, run at the first one's place: in order, as before, with no markup
 * between them that a script could need. Each run becomes a plain (parser-blocking) `<script src>`, so it still runs
 * where it stood, before anything after it is parsed.
 */
export function toExternalScripts(html: string): { html: string; scripts: ExternalScript[] } {
  const found = findInlineScripts(html);
  const scripts: ExternalScript[] = [];
  let result = "";
  let at = 0;
  for (let i = 0; i < found.length;) {
    const first = found[i]!;
    let last = i;
    while (last + 1 < found.length && found[last + 1]!.attributes === first.attributes && !html.slice(found[last]!.end, found[last + 1]!.start).trim()) last++;
    const content = found
      .slice(i, last + 1)
      .map((s) => s.content)
      .join("\n;\n");
    const url = `/${SCRIPTS_DIR}/${createHash("sha256").update(content).digest("hex").slice(0, 20)}.js`;
    scripts.push({ url, content });
    result += `${html.slice(at, first.start)}<script src="${url}"${first.attributes}></script>`;
    at = found[last]!.end;
    i = last + 1;
  }
  return { html: result + html.slice(at), scripts };
}

/**
 * Moves every page's inline scripts into files of `out/_scripts/` (see toExternalScripts); a page without any is left
 * as it is, so running it again changes nothing. Returns how many pages changed and how many files they share.
 */
export function externalizeInlineScripts(out: string): { pages: number; scripts: number } {
  const written = new Set<string>();
  let pages = 0;
  mkdirSync(join(out, SCRIPTS_DIR), { recursive: true });
  for (const file of listOutFiles(out).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(join(out, file), "utf8");
    const moved = toExternalScripts(html);
    if (!moved.scripts.length) continue;
    for (const script of moved.scripts) {
      if (written.has(script.url)) continue;
      writeFileSync(join(out, script.url), script.content);
      written.add(script.url);
    }
    writeFileSync(join(out, file), moved.html);
    pages++;
  }
  return { pages, scripts: written.size };
}
