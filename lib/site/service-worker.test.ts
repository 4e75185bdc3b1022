import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServiceWorker } from "./service-worker";

let out: string;
const FILES: Record<string, string> = {
  // Next's polyfills are loaded by browsers without modules only (noModule): no browser that runs a service worker.
  "index.html":
    '<html><head><script src="/_next/static/chunks/polyfills-5e6f.js" noModule=""></script></head><body>home<script src="/_scripts/0123456789abcdef0123.js"></script></body></html>',
  "offline.html": "<html><body>You are offline</body></html>",
  "404.html": "<html><body>Page not found</body></html>",
  "1e.html": "<html><body>1E A–Z</body></html>",
  "1e/battle.html": '<html><body>battle<script src="/_scripts/fedcba9876543210fedc.js"></script></body></html>',
  "1e/battle.txt": "router payload",
  "_scripts/0123456789abcdef0123.js": "self.__next_f=[]",
  "_scripts/fedcba9876543210fedc.js": "self.__next_f.push([1,'battle'])",
  "_next/static/chunks/app-1a2b.js": "console.log('app')",
  "_next/static/chunks/app/[edition]/page-3c4d.js": "console.log('edition')",
  "_next/static/chunks/polyfills-5e6f.js": "/* old browsers */",
  // The pages router's runtime, which no page of an app-router export loads.
  "_next/static/chunks/framework-7a8b.js": "/* pages router */",
  "_next/static/chunks/main-9c0d.js": "/* pages router */",
  "data/search/meta.json": "{}",
  "icon.svg": "<svg/>",
  "feed.xml": "<feed/>",
  _headers: "/*\n  X-Build: old\n",
};

/** The precache manifest written into the worker. */
const manifestOf = (sw: string): { url: string; revision: string | null; integrity: string }[] => JSON.parse(/\[\{"integrity".*?\}\]/s.exec(sw)![0]);
const sha256 = (text: string) => createHash("sha256").update(text).digest();

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "sw-build-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  await buildServiceWorker(out);
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("buildServiceWorker", () => {
  it("precaches the shell, each file with its SHA-256, addressed as the browser asks for it, and nothing else", () => {
    const sw = readFileSync(join(out, "sw.js"), "utf8");
    expect(sw).not.toContain("__WB_MANIFEST");
    const manifest = manifestOf(sw);
    expect(manifest.map((e) => e.url).sort()).toEqual(
      [
        "/",
        "/1e",
        "/404",
        "/offline",
        "/icon.svg",
        "/_next/static/chunks/app-1a2b.js",
        "/_next/static/chunks/app/%5Bedition%5D/page-3c4d.js",
        "/_scripts/0123456789abcdef0123.js",
      ].sort(),
    );
    for (const e of manifest) {
      const file = Object.keys(FILES).find((f) => e.url === (f === "index.html" ? "/" : `/${encodeURI(f).replace(/\.html$/, "")}`))!;
      expect(e.integrity, e.url).toBe(`sha256-${sha256(FILES[file]!).toString("base64")}`);
      expect(e.revision, e.url).toBe(e.url.startsWith("/_next/static/") ? null : sha256(FILES[file]!).toString("hex").slice(0, 16));
    }
  });

  it("lists every other file the worker may hold for 'Save every ruling', never the router's payloads or the server's rules", () => {
    const list = JSON.parse(readFileSync(join(out, "offline-files.json"), "utf8")) as { version: string; bytes: number; urls: string[] };
    expect(list.urls.sort()).toEqual(
      [
        "/1e/battle",
        "/_next/static/chunks/polyfills-5e6f.js",
        "/_next/static/chunks/framework-7a8b.js",
        "/_next/static/chunks/main-9c0d.js",
        "/_scripts/fedcba9876543210fedc.js",
        "/data/search/meta.json",
        "/feed.xml",
      ].sort(),
    );
    const version = JSON.parse(readFileSync(join(out, "version.json"), "utf8")) as { version: string; shell: number; files: number };
    expect(list.version).toBe(version.version);
    expect(version).toMatchObject({ shell: 8, files: 15 });
    // The worker knows its build by that name.
    expect(readFileSync(join(out, "sw.js"), "utf8")).toContain(JSON.stringify(version.version));
  });

  it("writes the same worker for the same export, and another build's name when a page changes", async () => {
    const before = readFileSync(join(out, "sw.js"), "utf8");
    const first = await buildServiceWorker(out);
    expect(readFileSync(join(out, "sw.js"), "utf8")).toBe(before);
    writeFileSync(join(out, "1e/battle.html"), FILES["1e/battle.html"]!.replace("battle", "battle, amended"));
    const second = await buildServiceWorker(out);
    expect(second.version).not.toBe(first.version);
  }, 60_000);
});
