import { expect, test, type Page } from "@playwright/test";
import { type ChildProcess, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toOutFile } from "../../lib/site";
import { startServe } from "../../scripts/serve-process";
import { hydrated } from "./ready";

test.use({ serviceWorkers: "allow" });
// One worker runs both tests: building and serving build B (beforeAll) is the costly part.
test.describe.configure({ mode: "serial" });

/** How many of the worker's requests build A answers before build B is deployed (mid-install: the shell is 40-odd files). */
const DEPLOY_AFTER = 10;

let dir: string;
const servers: ChildProcess[] = [];
let proxy: Server;
let base: string;
/** The build the proxy serves when a test says which; else the deploy lands mid-install (see DEPLOY_AFTER). */
let live: "a" | "b" | null = null;
/** The worker's requests since it fetched its script (-1 before). */
let workerRequests = -1;
const builds: Record<"a" | "b", string> = { a: "", b: "" };
const folders: Record<"a" | "b", string> = { a: "out", b: "" };

/** Starts scripts/serve.mjs on a free port for a folder; resolves with its port. */
async function serve(folder: string): Promise<number> {
  const server = await startServe(["--port", "0", "--dir", folder]);
  servers.push(server.child);
  return server.port;
}

/** Every response the browser's caches hold: the build that served it and the SHA-256 of its body. */
const cachedBuilds = (page: Page) =>
  page.evaluate(async () => {
    const out: { cache: string; url: string; build: string | null; sha256: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = (await cache.match(req))!;
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await res.arrayBuffer()));
        out.push({ cache: name, url: req.url, build: res.headers.get("X-Build"), sha256: btoa(String.fromCharCode(...digest)) });
      }
    }
    return out;
  });

/** The file of a build folder a URL path is served from ("/" → index.html, "/1e" → 1e.html). */
const toFile = (folder: string, path: string) => join(folder, toOutFile(path));
const sha256Of = (file: string) => createHash("sha256").update(readFileSync(file)).digest("base64");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Build B: build A (out/) with one page changed, its worker, lists and headers written again as `npm run build` does.
  dir = mkdtempSync(join(tmpdir(), "deploy-"));
  const b = (folders.b = join(dir, "out-b"));
  cpSync("out", b, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  writeFileSync(join(b, "index.html"), readFileSync(join(b, "index.html"), "utf8").replace("</body>", "<!-- build B --></body>"));
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/finish-build.ts", b], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`scripts/finish-build.ts: ${r.stderr}`);
  builds.a = JSON.parse(readFileSync("out/version.json", "utf8")).version;
  builds.b = JSON.parse(readFileSync(join(b, "version.json"), "utf8")).version;
  const ports = { a: await serve("out"), b: await serve(b) };

  // The site's address: the build a test makes live, else build A until the worker has fetched DEPLOY_AFTER files
  // after its script, then build B.
  proxy = createServer((req, res) => {
    if (req.url === "/sw.js" && workerRequests < 0) workerRequests = 0;
    else if (workerRequests >= 0) workerRequests++;
    const port = live ? ports[live] : workerRequests >= 0 && workerRequests > DEPLOY_AFTER ? ports.b : ports.a;
    // A little latency, as on a phone, so the install is still running when the deploy lands.
    setTimeout(() => {
      const upstream = request({ host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    }, 20);
  });
  await new Promise<void>((ok) => proxy.listen(0, "127.0.0.1", ok));
  const address = proxy.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

test.afterAll(() => {
  proxy?.close();
  for (const s of servers) s.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a deploy that lands while the worker installs leaves the reader wholly on one build, pages and data, never a mix", async ({ page }) => {
  test.setTimeout(180_000);
  live = null;
  workerRequests = -1;
  expect(builds.a).not.toBe(builds.b);
  await page.goto(`${base}/`);
  await hydrated(page);
  // The worker of build A starts installing; the deploy of build B lands after its tenth file. Its files fail their
  // SHA-256 check, so build A is not installed at all; the next visit installs build B whole.
  const settled = async () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return !!reg && !reg.installing && !!navigator.serviceWorker.controller;
    });
  await expect
    .poll(
      async () => {
        if (await settled()) return true;
        await page.reload();
        await hydrated(page);
        return settled();
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: 60_000 });
  const shown = /build (\w+)/.exec((await page.getByTestId("offline-ready").textContent()) ?? "")?.[1];
  expect([builds.a, builds.b]).toContain(shown);

  // A page opened now is kept too: of the same build.
  await page.goto(`${base}/1e/battle`);
  await hydrated(page);
  const cached = await cachedBuilds(page);
  expect(cached.length).toBeGreaterThan(40);
  expect(cached.some((c) => new URL(c.url).pathname === "/1e/battle")).toBe(true);
  // Every cached file is, byte for byte, that build's file at that address; the caches are that build's alone.
  const folder = shown === builds.a ? folders.a : folders.b;
  const other = shown === builds.a ? folders.b : folders.a;
  for (const c of cached) expect(c.sha256, c.url).toBe(sha256Of(toFile(folder, new URL(c.url).pathname)));
  expect(cached.some((c) => c.sha256 !== sha256Of(toFile(other, new URL(c.url).pathname)))).toBe(true);
  expect(new Set(cached.map((c) => c.cache.slice(-12)))).toEqual(new Set([shown]));
  // Every response is labelled with that build, except files named by their content (the same in every build that
  // names them, so the browser may have kept them from an earlier visit).
  for (const c of cached) if (!/^\/(_next\/static|_scripts|scripts)\//.test(new URL(c.url).pathname)) expect(c.build, c.url).toBe(shown);
});

test("a build deployed while the reader is offline reaches them when the network returns: the page asked for loads fresh, and the new build is installed and offered", async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  live = "a";
  await page.goto(`${base}/`);
  await hydrated(page);
  await expect(page.getByTestId("offline-ready")).toContainText(`build ${builds.a}`, { timeout: 60_000 });
  await context.setOffline(true);
  const offline = await page.goto(`${base}/1e/phasing-cloak`);
  expect(offline?.status()).toBe(503);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");

  // Build B goes live while the reader is offline; the network comes back.
  live = "b";
  await context.setOffline(false);
  await expect(page.getByTestId("topic-title")).toHaveText("phasing cloak", { timeout: 20_000 });
  // The page came from the network, of build B; build A's worker noticed and installed B's, which waits for the reader.
  await expect(page.getByTestId("offline-status")).toContainText("a new version is ready", { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "switch to it" })).toBeVisible();
  const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
  expect(waiting).toBe("installed");
  expect(await page.evaluate(async () => (await caches.keys()).sort())).toContain(`stccg-rulings-precache-v2-${builds.b}`);
  live = null;
});
