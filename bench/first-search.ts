/**
 * What a reader's first search downloads, as the browser fetches it: the meta file, then the word lists, term shards
 * and result fragments its query needs (a fresh engine per query, so nothing is cached), gzipped. Shared by
 * bench/search.ts and bench/archive.ts.
 */
import { gzipSync } from "node:zlib";
import { META_FILE, SearchEngine, type SearchFiles } from "../lib/search";

/** The whole search (every file, gzipped one by one as a server sends them) and the first search's download over `queries`: median, most, and the query of the most. */
export async function measureFirstSearch(files: SearchFiles, queries: string[]): Promise<{ total: number; median: number; max: number; worst: string }> {
  const sizes = new Map(Object.entries(files).map(([p, v]) => [p, gzipSync(JSON.stringify(v)).length]));
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const bytes: [number, string][] = [];
  for (const q of queries) {
    const fetched = new Set<string>([META_FILE]);
    const engine = new SearchEngine({ [META_FILE]: files[META_FILE] }, async (p) => {
      fetched.add(p);
      return files[p];
    });
    await engine.find(q, { limit: 20 });
    bytes.push([[...fetched].reduce((n, p) => n + (sizes.get(p) ?? 0), 0), q]);
  }
  bytes.sort((a, b) => a[0] - b[0]);
  return { total, median: bytes[bytes.length >> 1]![0], max: bytes[bytes.length - 1]![0], worst: bytes[bytes.length - 1]![1] };
}
