import autocannon from "autocannon";
import { type ChildProcess, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, type IncomingMessage, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./serve-process";

let dir: string;
let root: string;
let server: ChildProcess;
let base: string;

const page = (script: string, text: string) => `<!DOCTYPE html><html><head><script>${script}</script></head><body>${text}</body></html>`;
const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const DATA = JSON.stringify({ rulings: Array.from({ length: 200 }, (_, id) => ({ id, text: "a ruling in force" })) });

/** Runs a build step of `npm run build` on the fixture folder. */
function build(script: string) {
  const r = spawnSync(process.execPath, [script, root], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${script}: ${r.stderr}`);
}

/** Starts scripts/serve.mjs on a free port with these arguments. */
const startServer = (...args: string[]) => startServe(["--port", "0", ...args]);

/** Whether a response carries the security headers of _headers (names in lower case, as fetch and autocannon give them). */
const hasSecurityHeaders = (h: Record<string, unknown>) =>
  h["x-content-type-options"] === "nosniff" && h["x-frame-options"] === "DENY" && /script-src 'self'/.test(String(h["content-security-policy"]));
const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "serve-"));
  root = join(dir, "out");
  mkdirSync(join(root, "churn"), { recursive: true });
  mkdirSync(join(dir, "outside"));
  writeFileSync(join(root, "index.html"), page("self.home = 1", "home"));
  writeFileSync(join(root, "about.html"), page("self.about = 1", "about"));
  writeFileSync(join(root, "404.html"), page("self.notFound = 1", "Page not found"));
  writeFileSync(join(root, "data.json"), DATA);
  writeFileSync(join(root, "large.bin"), randomBytes(4_000_000));
  for (let i = 0; i < 4; i++) writeFileSync(join(root, "churn", `page-${i}.html`), page("", `churn ${i}`));
  writeFileSync(join(root, "churn", "data.json"), DATA);
  writeFileSync(join(dir, "outside", "secret.txt"), "outside the folder");
  symlinkSync(join(dir, "outside", "secret.txt"), join(root, "secret.txt"));
  symlinkSync(join(dir, "outside"), join(root, "elsewhere"));
  symlinkSync(join(root, "about.html"), join(root, "alias.html"));
  writeFileSync(join(root, "_redirects"), "# old addresses\n/as-of/:edition/:date/:topic /:edition/:topic?as-of=:date 301\n/old/* /about 302\n");
  writeFileSync(join(root, "version.json"), JSON.stringify({ version: "test-build" }));
  build("scripts/build-headers.mjs");
  build("scripts/build-compress.mjs");
  ({ child: server, url: base } = await startServer("--dir", root));
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe("scripts/serve.mjs", () => {
  it("answers an old address of _redirects with its status, the new address (the query kept) and the security headers", async () => {
    const moved = await fetch(`${base}/as-of/1e/2000-07-31/cloaking-device?from=feed`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/1e/cloaking-device?as-of=2000-07-31&from=feed");
    expect(hasSecurityHeaders(headersOf(moved))).toBe(true);
    const splat = await fetch(`${base}/old/a/b`, { redirect: "manual" });
    expect([splat.status, splat.headers.get("location")]).toEqual([302, "/about"]);
    expect((await fetch(`${base}/as-of/1e/2000-07-31`, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${base}/_redirects`)).status).toBe(404);
  });

  it("refuses to start on a malformed _redirects, naming the file and line", () => {
    const bad = join(dir, "bad-redirects");
    mkdirSync(bad);
    writeFileSync(join(bad, "_headers"), "/*\n  X-Frame-Options: DENY\n");
    writeFileSync(join(bad, "_redirects"), "/a /b 301\n/c /d 200\n");
    const r = spawnSync(process.execPath, ["scripts/serve.mjs", "--port", "0", "--dir", bad], { encoding: "utf8", timeout: 10_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("_redirects:2:1: status 200 is not a redirect");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("listens on 127.0.0.1 unless --host says otherwise", async () => {
    const { child, url } = await startServer("--dir", root);
    child.kill();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("refuses to start on a malformed _headers, naming the file and line", () => {
    const bad = join(dir, "bad");
    mkdirSync(bad);
    writeFileSync(join(bad, "_headers"), "/*\n  X-Frame-Options: DENY\n  no colon here\n");
    const r = spawnSync(process.execPath, ["scripts/serve.mjs", "--dir", bad, "--port", "0"], { encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${join(bad, "_headers")}:3: expected an indented "Name: value" line`);
  });

  it("serves a page without .html under the policy _headers gives it: its own inline scripts by hash", async () => {
    const res = await fetch(`${base}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("about");
    const h = headersOf(res);
    expect(hasSecurityHeaders(h)).toBe(true);
    expect(h["content-security-policy"]).toContain(hashOf("self.about = 1"));
    expect(h["content-security-policy"]!.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  it("answers an unknown address with the 404 page, status 404, under the 404 page's own script policy", async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
    const h = headersOf(res);
    expect(hasSecurityHeaders(h)).toBe(true);
    expect(h["content-security-policy"]).toContain(hashOf("self.notFound = 1"));
  });

  it("answers DELETE, POST and PUT with 405, Allow: GET, HEAD and the security headers", async () => {
    for (const method of ["DELETE", "POST", "PUT"]) {
      const res = await fetch(`${base}/about`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("GET, HEAD");
      expect(hasSecurityHeaders(headersOf(res)), method).toBe(true);
    }
  });

  it("does not serve a file through a symlink that leads out of the folder, and does serve one that stays inside", async () => {
    for (const path of ["/secret.txt", "/elsewhere/secret.txt"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("outside the folder");
    }
    expect((await fetch(`${base}/alias`)).status).toBe(200);
  });

  it("sends the brotli copy written at build time, with Content-Encoding: br, to a client that accepts it", async () => {
    // node:http, not fetch: fetch would decode the body.
    const res = await new Promise<IncomingMessage>((resolve) => get(`${base}/data.json`, { headers: { "accept-encoding": "br" } }, resolve));
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(DATA);
  });

  it("answers If-None-Match with the current ETag with 304 and the security headers", async () => {
    const first = await fetch(`${base}/about`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/about`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(hasSecurityHeaders(headersOf(again))).toBe(true);
  });

  it("lives on when clients hang up in the middle of a response", async () => {
    for (let i = 0; i < 50; i++) {
      await new Promise<void>((resolve) => {
        const req = get(`${base}/large.bin`, (res) => res.once("data", () => (req.destroy(), resolve())));
        req.on("error", () => resolve());
      });
    }
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });

  it("under 200 connections while files are removed, re-created and replaced, answers every request with 200, 304 or 404 and the security headers, without a socket error, and keeps running", async () => {
    const etag = (await fetch(`${base}/about`, { headers: { "accept-encoding": "br" } })).headers.get("etag")!;
    const churned = [0, 1, 2, 3].map((i) => join(root, "churn", `page-${i}.html`));
    const paths = ["/churn/page-0", "/churn/page-1.html", "/churn/page-2", "/churn/page-3", "/churn/data.json", "/about", "/", "/missing"];
    let withoutHeaders = 0;
    const onResponse = (_status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
      // autocannon gives header names as they were sent.
      if (!hasSecurityHeaders(Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])))) withoutHeaders++;
    };
    const requests = [
      ...paths.map((path) => ({ path, onResponse })),
      { path: "/about", headers: { "accept-encoding": "br", "if-none-match": etag }, onResponse },
      { path: "/churn/data.json", headers: { "accept-encoding": "br, gzip" }, onResponse },
    ];

    let running = true;
    let changes = 0;
    const churn = (async () => {
      for (let n = 0; running; n++) {
        const file = churned[n % churned.length]!;
        const body = page("", "x".repeat(n % 5000));
        if (n % 3 === 0) {
          // Removed, then written again in place (a reader can meet it missing, empty or half written).
          rmSync(file, { force: true });
          await new Promise((resolve) => setImmediate(resolve));
          writeFileSync(file, body);
        } else if (n % 3 === 1) {
          // Replaced whole by a rename, the way a deploy swaps a file.
          writeFileSync(`${file}.tmp`, body);
          renameSync(`${file}.tmp`, file);
        } else {
          // The precompressed copy vanishes and comes back with other bytes.
          const br = join(root, "churn", "data.json.br");
          rmSync(br, { force: true });
          await new Promise((resolve) => setImmediate(resolve));
          writeFileSync(br, brotliCompressSync(DATA.slice(0, 1000 + (n % 3000))));
        }
        changes++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result = await autocannon({ url: base, connections: 200, duration: 3, requests });
    running = false;
    await churn;

    expect(changes).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(Object.keys(result.statusCodeStats ?? {}).filter((code) => !["200", "304", "404"].includes(code))).toEqual([]);
    expect(result.statusCodeStats?.["200"]?.count).toBeGreaterThan(0);
    expect(result.statusCodeStats?.["304"]?.count).toBeGreaterThan(0);
    expect(withoutHeaders).toBe(0);
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });
});
