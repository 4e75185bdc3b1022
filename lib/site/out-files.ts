import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file under `out`, as sorted paths with "/" separators. */
export function listOutFiles(out: string): string[] {
  return readdirSync(out, { recursive: true, encoding: "utf8" })
    .filter((p) => statSync(join(out, p)).isFile())
    .map((p) => p.split("\\").join("/"))
    .sort();
}

/** The URL a file of the export is served at: pages without ".html", the home page as "/". */
export const toUrl = (file: string): string => (file === "index.html" ? "/" : file.endsWith(".html") ? `/${file.slice(0, -5)}` : `/${file}`);

/** A file's address as the browser asks for it: Next.js asks for route chunks with brackets encoded ("%5Bedition%5D"). */
export const toRequestUrl = (file: string): string => encodeURI(toUrl(file));

/** The file of the export that answers a URL path ("/" → index.html, "/1e" → 1e.html, "/a.js" → a.js). */
export function toOutFile(path: string): string {
  const p = decodeURI(path);
  if (p === "/") return "index.html";
  return /\.[a-z0-9]+$/i.test(p) ? p.slice(1) : `${p.slice(1)}.html`;
}
