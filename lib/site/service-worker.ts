import { build } from "esbuild";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { injectManifest } from "workbox-build";
import { listOutFiles, toRequestUrl } from "./out-files";

/** The worker's source: typed, bundled with the Workbox modules it imports. */
const WORKER_SOURCE = fileURLToPath(new URL("../offline/worker.ts", import.meta.url));
/** The list of the files beyond the shell, which "Save every ruling" fetches (written into the worker, it grew with the archive). */
export const OFFLINE_FILES = "offline-files.json";
/** The build's name and counts, which out/_headers and the tests read. */
export const VERSION_FILE = "version.json";

/**
 * The shell's pages: what a reader starts from, and the offline and not-found pages. Only pages whose size does not
 * grow with the archive: the list of documents and the as-of picker name every document, so at a hundredfold archive
 * they would make every first visit heavier (they are kept once opened, like any page).
 */
const SHELL_PAGES = new Set(["index.html", "404.html", "offline.html", "search.html", "1e.html", "2e.html", "examples.html"]);

/**
 * Files the worker never holds: its own, the build's lists, the server's rules, the router's payloads (.txt: offline,
 * the router falls back to the page itself), source maps, and the precompressed copies (so running the build's last
 * steps again writes the same worker).
 */
const isCacheable = (f: string) =>
  f !== "sw.js" && f !== VERSION_FILE && f !== OFFLINE_FILES && f !== "_headers" && f !== "_redirects" && !/\.(txt|map|gz|br)$/.test(f);

/**
 * Next.js's scripts no page of the site loads: its polyfills (only browsers without modules load them, and no browser
 * that runs a service worker), and the pages router's runtime (framework-, main-: an app-router export's pages load
 * main-app- and their own chunks). Precaching them made a first visit 142 KB heavier.
 */
const UNUSED_NEXT = /^_next\/static\/chunks\/(polyfills|framework|main)-/;

/** The files of the shell: Next.js's scripts and styles (but UNUSED_NEXT), the top-level files (icons), the shell's
 * pages and every script those pages load as modules (their data from out/_scripts, the site's early scripts from out/scripts). */
export function selectShell(out: string, files: string[]): Set<string> {
  const shell = new Set(
    files.filter(
      (f) => (f.startsWith("_next/") && !UNUSED_NEXT.test(f)) || SHELL_PAGES.has(f) || (!f.includes("/") && !f.endsWith(".html") && !f.endsWith(".xml")),
    ),
  );
  const known = new Set(files);
  for (const page of [...shell].filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(join(out, page), "utf8");
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      const src = /\ssrc="\/([^"/][^"]*)"/.exec(tag)?.[1];
      if (src && known.has(decodeURI(src)) && !/\snoModule\b/i.test(tag)) shell.add(decodeURI(src));
    }
  }
  return shell;
}

/** What buildServiceWorker wrote. */
export interface ServiceWorkerBuild {
  version: string;
  shell: number;
  rest: number;
  restBytes: number;
}

/**
 * Writes out/sw.js, the site's service worker: lib/offline/worker.ts bundled by esbuild with this build's name, then
 * the shell's list injected by Workbox's injectManifest, each file with its SHA-256 (subresource integrity: a file of
 * another build fails the install) and a revision (none for files Next.js names by their content). Also writes
 * out/offline-files.json (every other file, fetched by "Save every ruling") and out/version.json. The build's name is
 * a hash of every file the worker may hold, so the same export always gets the same worker.
 */
export async function buildServiceWorker(out: string): Promise<ServiceWorkerBuild> {
  const files = listOutFiles(out).filter(isCacheable);
  const hash = createHash("sha256");
  for (const f of files) hash.update(f).update(readFileSync(join(out, f)));
  const version = hash.digest("hex").slice(0, 12);
  const shell = selectShell(out, files);
  const rest = files.filter((f) => !shell.has(f));
  const restBytes = rest.reduce((n, f) => n + statSync(join(out, f)).size, 0);

  const scratch = mkdtempSync(join(tmpdir(), "sw-"));
  try {
    const bundle = join(scratch, "sw.js");
    await build({
      entryPoints: [WORKER_SOURCE],
      bundle: true,
      format: "iife",
      target: "es2020",
      minify: true,
      legalComments: "none",
      outfile: bundle,
      logLevel: "error",
      define: {
        "process.env.NODE_ENV": '"production"',
        __BUILD_VERSION__: JSON.stringify(version),
        __REST_COUNT__: String(rest.length),
        __REST_BYTES__: String(restBytes),
      },
    });
    const result = await injectManifest({
      swSrc: bundle,
      swDest: join(out, "sw.js"),
      globDirectory: out,
      globPatterns: ["**/*"],
      globIgnores: ["**/*.{txt,map,gz,br}", "sw.js", VERSION_FILE, OFFLINE_FILES, "_headers", "_redirects"],
      // The shell is chosen below; no file is left out for its size.
      maximumFileSizeToCacheInBytes: 1 << 30,
      manifestTransforms: [
        (entries) => ({
          manifest: entries
            .filter((e) => shell.has(e.url))
            .map((e) => {
              const digest = createHash("sha256")
                .update(readFileSync(join(out, e.url)))
                .digest();
              return {
                url: toRequestUrl(e.url),
                revision: e.url.startsWith("_next/static/") ? null : digest.toString("hex").slice(0, 16),
                integrity: `sha256-${digest.toString("base64")}`,
                size: e.size,
              };
            }),
        }),
      ],
    });
    if (result.count !== shell.size) throw new Error(`${join(out, "sw.js")}: ${result.count} files precached where the shell has ${shell.size}`);
    if (result.warnings.length) throw new Error(`${join(out, "sw.js")}: ${result.warnings.join("; ")}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  writeFileSync(join(out, OFFLINE_FILES), JSON.stringify({ version, bytes: restBytes, urls: rest.map(toRequestUrl) }) + "\n");
  writeFileSync(join(out, VERSION_FILE), JSON.stringify({ version, shell: shell.size, files: shell.size + rest.length }) + "\n");
  return { version, shell: shell.size, rest: rest.length, restBytes };
}

/** The shell's addresses as out/sw.js lists them (its precache manifest), in its order. */
export function readShell(out: string): string[] {
  const sw = readFileSync(join(out, "sw.js"), "utf8");
  const manifest = /\[\{"integrity".*?\}\]/s.exec(sw);
  if (!manifest) throw new Error(`${join(out, "sw.js")}: no precache manifest (build it with buildServiceWorker)`);
  return (JSON.parse(manifest[0]) as { url: string }[]).map((e) => e.url);
}
