/**
 * Load test of the static server on loopback: 200 connections for 20 s on the home page, a topic page and
 * rulings.json; prints throughput, p99 latency and errors (target 0 errors). Run `npm run build` first.
 * Usage: npx tsx bench/load.ts [seconds]
 */
import autocannon from "autocannon";
import { startServer } from "./server";

const PORT = 3220;
const duration = Number(process.argv[2] ?? 20);
const server = await startServer(PORT);

try {
  for (const path of ["/", "/1e/cumulative", "/data/rulings.json"]) {
    const result = await autocannon({ url: `http://127.0.0.1:${PORT}${path}`, connections: 200, duration, headers: { "accept-encoding": "gzip" } });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${path}: ${Math.round(result.requests.average)} req/s, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s, latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, ${result.requests.total} requests, errors ${errors} (target 0: ${errors === 0 ? "OK" : "FAIL"})`,
    );
  }
} finally {
  server.stop();
}
