/// <reference lib="webworker" />
// The site's service worker, bundled by the build (lib/site/service-worker.ts: esbuild, then Workbox's injectManifest
// writes the shell's list where `self.__WB_MANIFEST` stands). What it does:
// - The shell (scripts, styles, the pages a reader starts from, the offline page) is precached, each file checked
//   against its SHA-256: a file of another build fails the install, so a build is installed whole or not at all.
// - A page comes from the network while there is one (so a reader online always reads the build that is live), else
//   from this device, else the offline page says so: never "Page not found" for a page that exists.
// - Every other file is kept once fetched, but only responses of this build (their X-Build header): one of another
//   build is passed through, not kept, and makes the worker look for the new build.
// - The pages of the windows open when it takes over are kept with their files (the page that brought the reader),
//   and so is each page the reader opens by a link (the page tells it: the router fetched no HTML).
// - "Save every ruling" fetches the rest (the list is offline-files.json, fetched only then), telling every open page
//   how far it got, and why it stopped: the network cut, the device's storage full, a new build live.
import { cacheNames, setCacheNameDetails } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types";
import { type PrecacheEntry, addPlugins, getCacheKeyForURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { type FromWorker, OFFLINE_HEADER, OFFLINE_PAGE, type SaveFailure, type SavedPage, type ToWorker } from "./messages";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The build this worker belongs to: its name, and the count and bytes of the files beyond the shell (set at bundling). */
declare const __BUILD_VERSION__: string;
declare const __REST_COUNT__: number;
declare const __REST_BYTES__: number;

const VERSION = __BUILD_VERSION__;
/** The list of the files beyond the shell, which "Save every ruling" fetches. */
const OFFLINE_FILES = "/offline-files.json";
/** How many files "Save every ruling" fetches at once. */
const BATCH = 20;
/** How long a page waits for the network before it is shown from this device, when it is saved there. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** The shell's addresses, as the build listed them (each with its SHA-256 and revision in the manifest). */
const MANIFEST = self.__WB_MANIFEST;
const SHELL = MANIFEST.map((e) => (typeof e === "string" ? e : e.url));

setCacheNameDetails({ prefix: "stccg-rulings", suffix: VERSION });
const RUNTIME = cacheNames.runtime;

/** What the worker's last request to the network did: reached it (true), failed (false), none yet (null). */
let online: boolean | null = null;

/** Tells every open page of the site. */
async function broadcast(message: FromWorker): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(message);
}

/** Notes what a request to the network did, and tells the open pages when that changes. */
function noteNetwork(reached: boolean): void {
  if (online === reached) return;
  online = reached;
  void broadcast({ type: "network", online: reached });
}

/**
 * A file named by its content (Next.js's scripts and styles, the pages' scripts): the same bytes in every build that
 * names it, so the browser's HTTP cache may answer it with the label of the build that first served it.
 */
const isContentNamed = (url: string) => /^\/(_next\/static|_scripts|scripts)\//.test(new URL(url, self.location.origin).pathname);

/** A response of this build: the server gives every response of a build its X-Build header (out/_headers). */
const isThisBuild = (response: Response, url = response.url) => response.ok && (response.headers.get("X-Build") === VERSION || isContentNamed(url));

let lastUpdateCheck = 0;
/** A newer build is live: look for its worker (at most once a minute), so the reader is offered the switch. */
function noticeNewBuild(response: Response): void {
  if (isContentNamed(response.url)) return;
  const build = response.headers.get("X-Build");
  if (!build || build === VERSION || Date.now() - lastUpdateCheck < 60_000) return;
  lastUpdateCheck = Date.now();
  self.registration.update().catch(() => undefined);
}

/** A URL as the caches hold it: without its query, "/index.html" and "/x.html" as "/" and "/x". */
function toKey(url: URL): string {
  let path = url.pathname;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.endsWith(".html")) path = path.slice(0, -5) || "/";
  if (path === "/index") path = "/";
  return self.location.origin + path;
}

/** How long the worker's own requests may take (a request left hanging would keep a new build from taking over). */
const FETCH_TIMEOUT_MS = 20_000;

/** Fetches from the network (giving up after FETCH_TIMEOUT_MS, or `timeout`), noting whether it was reached. */
async function fetchNoted(request: Request, timeout = FETCH_TIMEOUT_MS): Promise<Response> {
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(timeout) });
    noteNetwork(true);
    return response;
  } catch (error) {
    noteNetwork(false);
    throw error;
  }
}

const keyPlugin: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => toKey(new URL(request.url)) };
const networkPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    // A file named by its content may come from the browser's HTTP cache, network or not; any other is "no-cache",
    // so only the server can have answered it.
    if (!isContentNamed(request.url)) noteNetwork(true);
    noticeNewBuild(response);
    return response;
  },
  fetchDidFail: async () => noteNetwork(false),
};
const thisBuildPlugin: WorkboxPlugin = { cacheWillUpdate: async ({ request, response }) => (isThisBuild(response, request.url) ? response : null) };

// The shell, each file checked against its SHA-256 and its build's name: a file of another build (a deploy landing
// while the worker installs) makes the whole install fail, so it is tried again, whole, on the next visit.
addPlugins([thisBuildPlugin]);
precacheAndRoute(MANIFEST, { ignoreURLParametersMatching: [/.*/], cleanURLs: false });

const isSameOrigin = (url: URL) => url.origin === self.location.origin;
// The router's payloads (.txt) go to the network only: offline, the router falls back to loading the page itself.
registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.method === "GET" && url.pathname.endsWith(".txt"),
  new NetworkOnly({ plugins: [networkPlugin] }),
);
// A page: from the network, kept when it is of this build; from this device when the network fails or is slow.
registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.mode === "navigate",
  new NetworkFirst({ cacheName: RUNTIME, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [keyPlugin, networkPlugin, thisBuildPlugin] }),
);
// Every other file: from this device once kept (a file of this build never changes), else from the network.
registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.method === "GET",
  new CacheFirst({ cacheName: RUNTIME, plugins: [keyPlugin, networkPlugin, thisBuildPlugin] }),
);

// Neither fetched nor saved: a page gets the offline page (status 503), any other file an empty 503; both say so in
// OFFLINE_HEADER, which the pages read (search says it is offline, not that its index is broken).
setCatchHandler(async ({ request }) => {
  const headers = new Headers({ [OFFLINE_HEADER]: "not-saved", "Content-Type": "text/plain; charset=utf-8" });
  if (request.mode === "navigate") {
    const page = await matchPrecache(OFFLINE_PAGE);
    if (page) {
      const pageHeaders = new Headers(page.headers);
      pageHeaders.set(OFFLINE_HEADER, "not-saved");
      return new Response(page.body, { status: 503, statusText: "Offline", headers: pageHeaders });
    }
  }
  return new Response("offline, and not saved on this device\n", { status: 503, statusText: "Offline", headers });
});

/** Whether a URL is saved on this device: in the shell or kept since. */
async function isSaved(url: URL): Promise<boolean> {
  if (getCacheKeyForURL(url.pathname)) return true;
  return !!(await (await caches.open(RUNTIME)).match(toKey(url)));
}

/** The same-origin files a page loads as it is parsed: its scripts (not the old browsers' polyfills), styles and icons. */
function toAssetUrls(html: string, page: URL): URL[] {
  const urls: URL[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const address = (isScript ? /\ssrc="([^"]+)"/ : /\shref="([^"]+)"/).exec(tag)?.[1];
    if (!address || (isScript && /\snomodule\b/i.test(tag))) continue;
    if (!isScript && !/\srel="(?:stylesheet|preload|modulepreload|icon)"/i.test(tag)) continue;
    const url = new URL(address.replace(/&amp;/g, "&"), page);
    if (isSameOrigin(url)) urls.push(url);
  }
  return urls;
}

/** Fetches a file of this build and keeps it; false when the response is of another build (or not found). */
async function keepFile(url: URL, cache: Cache): Promise<Response | null> {
  const response = await fetchNoted(new Request(url.pathname + url.search, { cache: "no-cache" }));
  if (!isThisBuild(response, url.href)) {
    noticeNewBuild(response);
    return null;
  }
  await cache.put(toKey(url), response.clone());
  return response;
}

/** Keeps a page of this site and the files it loads, unless they are saved already. */
async function keepPage(address: string): Promise<void> {
  const page = new URL(address);
  if (!isSameOrigin(page) || page.pathname.endsWith(".txt")) return;
  const cache = await caches.open(RUNTIME);
  let html: string;
  if (await isSaved(page)) {
    const saved = (await matchPrecache(page.pathname)) ?? (await cache.match(toKey(page)));
    html = saved ? await saved.text() : "";
  } else {
    const response = await keepFile(new URL(page.pathname, page), cache);
    if (!response || !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return;
    html = await response.text();
  }
  for (const asset of toAssetUrls(html, page)) if (!(await isSaved(asset))) await keepFile(asset, cache);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (!key.endsWith(VERSION)) await caches.delete(key);
      await self.clients.claim();
      // The page that brought the reader was loaded before this worker ran: keep it, and any other open page, now.
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      await Promise.all(open.map((client) => keepPage(client.url).catch(() => undefined)));
    })(),
  );
});

/** The list of the files beyond the shell, as saved with them (null until "Save every ruling" first ran). */
async function getSavedList(): Promise<string[] | null> {
  const response = await (await caches.open(RUNTIME)).match(self.location.origin + OFFLINE_FILES);
  return response ? ((await response.json()) as { urls: string[] }).urls : null;
}

/** The paths the runtime cache holds. */
async function listKeptPaths(): Promise<Set<string>> {
  const cache = await caches.open(RUNTIME);
  return new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
}

/** Which of the files beyond the shell are not saved yet; without the build's list, only how many are saved. */
async function countSaved(): Promise<{ saved: number; of: number; missing: string[] | null }> {
  const list = await getSavedList();
  const kept = await listKeptPaths();
  if (!list) {
    kept.delete(OFFLINE_FILES);
    return { saved: Math.min(kept.size, __REST_COUNT__), of: __REST_COUNT__, missing: null };
  }
  const missing = list.filter((u) => !kept.has(new URL(u, self.location.origin).pathname));
  return { saved: list.length - missing.length, of: list.length, missing };
}

/** The worker's answer to "status". */
async function toStatus(): Promise<FromWorker> {
  const precache = await caches.open(cacheNames.precache);
  const shell = (await Promise.all(SHELL.map((url) => precache.match(getCacheKeyForURL(url) ?? url)))).every(Boolean);
  const { saved, of, missing } = await countSaved();
  return { type: "status", version: VERSION, shell, saved, of, bytes: __REST_BYTES__, all: missing !== null && missing.length === 0, online };
}

/** Why a file could not be saved. */
const toFailure = (error: unknown): SaveFailure =>
  error instanceof DOMException && error.name === "QuotaExceededError"
    ? "quota"
    : error instanceof TypeError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))
      ? "network"
      : "storage";

class NewBuildError extends Error {}

/** Fetches and keeps one file of the list; throws when the network fails, the device is full or a new build is live. */
async function saveFile(address: string, cache: Cache): Promise<void> {
  const url = new URL(address, self.location.origin);
  if (!(await keepFile(url, cache))) throw new NewBuildError(address);
}

/**
 * Saves every page and file not yet saved, telling the open pages how far it has got; stops at the first batch in
 * which a file could not be saved, and says why. Running it again goes on from where it stopped.
 */
async function saveAll(): Promise<void> {
  const cache = await caches.open(RUNTIME);
  let list: string[];
  try {
    const response = await fetchNoted(new Request(OFFLINE_FILES, { cache: "reload" }));
    const listing = isThisBuild(response) ? ((await response.clone().json()) as { version: string; urls: string[] }) : null;
    if (!listing || listing.version !== VERSION) throw new NewBuildError(OFFLINE_FILES);
    await cache.put(self.location.origin + OFFLINE_FILES, response);
    list = listing.urls;
  } catch (error) {
    const { saved, of } = await countSaved();
    if (error instanceof NewBuildError) self.registration.update().catch(() => undefined);
    return broadcast({ type: "save-failed", version: VERSION, reason: error instanceof NewBuildError ? "new-build" : toFailure(error), saved, of });
  }
  const kept = await listKeptPaths();
  const missing = list.filter((u) => !kept.has(new URL(u, self.location.origin).pathname));
  let saved = list.length - missing.length;
  for (let i = 0; i < missing.length; i += BATCH) {
    const results = await Promise.allSettled(missing.slice(i, i + BATCH).map((u) => saveFile(u, cache)));
    saved += results.filter((r) => r.status === "fulfilled").length;
    const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    if (failures.length) {
      const reasons = failures.map((e) => (e instanceof NewBuildError ? "new-build" : toFailure(e)));
      const reason = (["quota", "new-build", "network", "storage"] as const).find((r) => reasons.includes(r)) ?? "storage";
      if (reason === "new-build") self.registration.update().catch(() => undefined);
      return broadcast({ type: "save-failed", version: VERSION, reason, saved, of: list.length });
    }
    await broadcast({ type: "progress", version: VERSION, saved, of: list.length });
  }
  await broadcast({ type: "saved", version: VERSION, saved: list.length, of: list.length });
}

let saving: Promise<void> | null = null;

/** Whether the server answers now: a request that no cache may answer. */
async function probeNetwork(): Promise<FromWorker> {
  const reached = await fetchNoted(new Request("/version.json", { cache: "no-store" }), 5_000).then(
    () => true,
    () => false,
  );
  return { type: "network", online: reached };
}

/** The title of a saved page, read from its HTML. */
function toTitle(html: string, fallback: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/ · Star Trek CCG Rulings$/, "");
  const decoded = title?.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e] ?? e,
  );
  return decoded?.trim() || fallback;
}

/** The pages saved on this device (not the offline and not-found pages), the first `limit` with their titles. */
async function listSavedPages(limit: number): Promise<FromWorker> {
  const runtime = await caches.open(RUNTIME);
  const isPage = (path: string) => !/\.[a-z0-9]+$/i.test(path) && path !== OFFLINE_PAGE && path !== "/404";
  const shellPages = SHELL.map((url) => new URL(url, self.location.origin).pathname).filter(isPage);
  const keptPages = (await runtime.keys()).map((r) => new URL(r.url).pathname).filter(isPage);
  const paths = [...new Set([...shellPages, ...keptPages])];
  const pages: SavedPage[] = [];
  for (const path of paths.slice(0, limit)) {
    const response = (await matchPrecache(path)) ?? (await runtime.match(self.location.origin + path));
    pages.push({ url: path, title: toTitle(response ? await response.text() : "", path) });
  }
  return { type: "saved-pages", pages, total: paths.length };
}

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as ToWorker | null;
  const reply = (answer: Promise<FromWorker>) => event.waitUntil(answer.then((m) => event.source?.postMessage(m)));
  switch (message?.type) {
    case "skip-waiting":
      void self.skipWaiting();
      break;
    case "status":
      reply(toStatus());
      break;
    case "save-all":
      saving ??= saveAll().finally(() => (saving = null));
      event.waitUntil(saving);
      break;
    case "keep":
      event.waitUntil(keepPage(message.url).catch(() => undefined));
      break;
    case "list-saved":
      reply(listSavedPages(200));
      break;
    case "probe":
      reply(probeNetwork());
      break;
  }
});
