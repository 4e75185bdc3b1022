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
  ]).then(([m, payload]) => new m.SearchEngine(payload));
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
