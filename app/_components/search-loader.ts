import { isOfflineResponse } from "@/lib/offline";
import type { SearchEngine } from "@/lib/search";

let pending: Promise<SearchEngine> | null = null;

/** Where the search's files are served: meta.json first, then the shards and fragments each query needs. */
const SEARCH_DIR = "/data/search/";

/** A search file that could not be had: `offline` when the reader is offline and it is not saved on this device. */
export class SearchUnavailableError extends Error {
  constructor(
    path: string,
    readonly offline: boolean,
  ) {
    super(`search ${path}: ${offline ? "offline, not saved on this device" : "could not be loaded"}`);
  }
}

/** Whether a search failed because the reader is offline (the worker says so; without it, the browser does). */
export const isOffline = (error: unknown): boolean => error instanceof SearchUnavailableError && error.offline;

/** What a reader is told when search fails: offline and not saved, or broken. */
export function toSearchFailure(error: unknown): string {
  return isOffline(error)
    ? "You are offline, and the search files for these words are not saved on this device. Back online, search again or use “Save every ruling for offline” at the foot of the page."
    : "The search index could not be loaded.";
}

/** Resolves once the page has painted what was just set (the frame after the next): then fetching more does not delay it. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * At most this many term shards are fetched ahead once a reader's first query is answered, one each time the reader is
 * idle, so that the next words typed find their shards at hand (all of them at 1x: 20 files, 218 KB gzip); none when the
 * reader asks to save data (Save-Data), whose search fetches only what each query needs.
 */
const TERM_SHARDS_AHEAD = 24;

async function fetchJson(path: string): Promise<unknown> {
  let r: Response;
  try {
    r = await fetch(SEARCH_DIR + path);
  } catch {
    // No worker answered (the first visit, or a browser without one): the browser's own word is all there is.
    throw new SearchUnavailableError(path, !navigator.onLine);
  }
  if (isOfflineResponse(r)) throw new SearchUnavailableError(path, true);
  if (!r.ok) throw new SearchUnavailableError(path, false);
  return r.json();
}

/**
 * Fetches the search engine and its meta file on first need (first focus of a search box, or the search page),
 * never on first paint; each query then fetches the shards of its terms (see SearchEngine.find). A failed load is
 * forgotten so the next focus tries again.
 */
export function loadSearch(): Promise<SearchEngine> {
  pending ??= Promise.all([import("@/lib/search"), fetchJson("meta.json")]).then(([m, meta]) => {
    // The word lists serve every keystroke (prefixes, spelling): fetched while the reader is idle, not one by one.
    const idle = (window as Window & { requestIdleCallback?: (f: () => void) => void }).requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    const engine = new m.SearchEngine({ "meta.json": meta }, fetchJson, undefined, saveData ? undefined : { shards: TERM_SHARDS_AHEAD, idle });
    idle(() => void engine.warm().catch(() => undefined));
    return engine;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
