import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, type IncomingMessage, type Server, get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressOut } from "./compress";
import { externalizeInlineScripts } from "./inline-scripts";
import { writeHeadersFile } from "./security-headers";
import { createStaticServer } from "./static-server";

let dir: string;
let root: string;
let server: Server;
let base: string;

const page = (script: string, text: string) => `<!DOCTYPE html><html><head><script>${script}</script></head><body>${text}</body></html>`;
const DATA = JSON.stringify({ rulings: Array.from({ length: 200 }, (_, id) => ({ id, text: "a ruling in force" })) });

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
  // The build's last steps, as `npm run build` runs them (the service worker aside).
  externalizeInlineScripts(root);
  writeHeadersFile(root);
  await compressOut(root);
  server = createStaticServer(root);
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("createStaticServer", () => {
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

  it("serves a page without .html under a script policy of this origin alone, its inline script moved into a file the page loads", async () => {
    const res = await fetch(`${base}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("about");
    const h = headersOf(res);
    expect(hasSecurityHeaders(h)).toBe(true);
    expect(
      h["content-security-policy"]!.split(";")
        .find((d) => d.trim().startsWith("script-src"))!
        .trim(),
    ).toBe("script-src 'self'");
    const script = /<script src="(\/_scripts\/[0-9a-f]+\.js)"><\/script>/.exec(html)?.[1];
    const file = await fetch(`${base}${script}`);
    expect([file.status, await file.text()]).toEqual([200, "self.about = 1"]);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers an unknown address with the 404 page and status 404, under the security headers", async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
    expect(hasSecurityHeaders(headersOf(res))).toBe(true);
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
    expect(server.listening).toBe(true);
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
    expect(server.listening).toBe(true);
    expect((await fetch(`${base}/about`)).status).toBe(200);
  });
});
