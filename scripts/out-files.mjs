// The files of a static export and the addresses they are served at, shared by the build steps that read out/.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file under `out`, as sorted paths with "/" separators. */
export function listOutFiles(out) {
  return readdirSync(out, { recursive: true, encoding: "utf8" })
    .filter((p) => statSync(join(out, p)).isFile())
    .map((p) => p.split("\\").join("/"))
    .sort();
}

/** The URL a file is served at: pages without ".html", the home page as "/". */
export const toUrl = (f) => (f === "index.html" ? "/" : f.endsWith(".html") ? `/${f.slice(0, -5)}` : `/${f}`);
