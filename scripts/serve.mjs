// Serves the static export (out/) over HTTP: `node scripts/serve.mjs [--port N] [--dir out]`.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const port = Number(opt("--port", process.env.PORT ?? "3000"));
const root = resolve(opt("--dir", "out"));

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

const HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

const cspCache = new Map();
const gzipCache = new Map();

/** What `compute` makes of a file, worked out once per version of the file (its modification time). */
function memoByMtime(cache, file, compute) {
  const mtime = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.value;
  const value = compute();
  cache.set(file, { mtime, value });
  return value;
}

/** The gzipped bytes of a file, compressed once per version of the file. */
function toGzip(file) {
  return memoByMtime(gzipCache, file, () => gzipSync(readFileSync(file)));
}

/**
 * The Content-Security-Policy of an HTML page: scripts only from this origin, plus the page's own inline
 * scripts by their SHA-256 (Next.js inlines its data that way), so no 'unsafe-inline' for scripts.
 */
function toCsp(file) {
  return memoByMtime(cspCache, file, () => {
    const html = readFileSync(file, "utf8");
    const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`);
    return [
      "default-src 'self'",
      `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
  });
}

/** Maps a URL path to a file of the export: /a/b → a/b.html or a/b/index.html. */
function toFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const p of [base, `${base}.html`, join(base, "index.html")]) {
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

if (!existsSync(root)) {
  console.error(`${root}: no static export here; run npm run build first`);
  process.exit(1);
}

createServer((req, res) => {
  let file = null;
  try {
    file = toFile(new URL(req.url ?? "/", "http://localhost").pathname);
  } catch {
    file = null;
  }
  if (!file) {
    const notFound = join(root, "404.html");
    res.writeHead(404, { ...HEADERS, "Content-Type": TYPES[".html"] });
    if (existsSync(notFound)) createReadStream(notFound).pipe(res);
    else res.end("Not found");
    return;
  }
  const cache = file.includes(`${root}/_next/static/`) ? "public, max-age=31536000, immutable" : "no-cache";
  const csp = extname(file) === ".html" ? { "Content-Security-Policy": toCsp(file) } : {};
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && /^(text|application\/(json|xml|manifest))|javascript|svg/.test(type);
  res.writeHead(200, { ...HEADERS, ...csp, "Content-Type": type, "Cache-Control": cache, Vary: "Accept-Encoding", ...(gzip ? { "Content-Encoding": "gzip" } : {}) });
  if (req.method === "HEAD") return res.end();
  if (gzip) res.end(toGzip(file));
  else createReadStream(file).pipe(res);
}).listen(port, "0.0.0.0", () => {
  console.log(`serving ${root} on http://localhost:${port}`);
});
