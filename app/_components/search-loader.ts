import type { SearchEngine } from "@/lib/search/engine";

let pending: Promise<SearchEngine> | null = null;

/** Where the search's files are served: meta.json first, then the shards and fragments each query needs. */
const SEARCH_DIR = "/data/search/";

async function fetchJson(path: string): Promise<unknown> {
  const r = await fetch(SEARCH_DIR + path);
  if (!r.ok) throw new Error(`search ${path}: HTTP ${r.status}`);
  return r.json();
}

/**
 * Fetches the search engine and its meta file on first need (first focus of a search box, or the search page),
 * never on first paint; each query then fetches the shards of its terms (see SearchEngine.find). A failed load is
 * forgotten so the next focus tries again.
 */
export function loadSearch(): Promise<SearchEngine> {
  pending ??= Promise.all([import("@/lib/search/engine"), fetchJson("meta.json")]).then(([m, meta]) => {
    const engine = new m.SearchEngine({ "meta.json": meta }, fetchJson);
    // The word lists serve every keystroke (prefixes, spelling): fetched while the reader is idle, not one by one.
    const idle = (window as Window & { requestIdleCallback?: (f: () => void) => void }).requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
    idle(() => void engine.warm().catch(() => undefined));
    return engine;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
