import type { SearchEngine } from "@/lib/search/engine";

let pending: Promise<SearchEngine> | null = null;

/**
 * Fetches the search index and its engine on first need (first focus of a search box, or the search page),
 * never on first paint. A failed load is forgotten so the next focus tries again.
 */
export function loadSearch(): Promise<SearchEngine> {
  pending ??= Promise.all([
    import("@/lib/search/engine"),
    fetch("/data/search-index.json").then((r) => {
      if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
      return r.json();
    }),
  ]).then(([m, payload]) => {
    const engine = new m.SearchEngine(payload);
    // The word list for spelling correction takes a few tens of milliseconds: build it while the reader is idle.
    const idle = (window as Window & { requestIdleCallback?: (f: () => void) => void }).requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
    idle(() => engine.warm());
    return engine;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
