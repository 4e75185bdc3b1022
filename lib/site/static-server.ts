// The HTTP server of the static export: sirv finds the file (pages without ".html", precompressed .br/.gz copies,
// ETags), out/_headers gives every response its headers, and nothing a request meets (a file removed or replaced
// while it is read, a symlink out of the folder, a client that hangs up) answers anything but 200, 304, 404, 405 or
// 500, or stops the server.
import { type ReadStream, type Stats, existsSync, fstatSync, readFileSync, realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { join, sep } from "node:path";
import { PassThrough, pipeline } from "node:stream";
import sirv from "sirv";
import { createHeadersLookup, parseHeadersFile } from "./headers-file";
import { createRedirectLookup, parseRedirectsFile } from "./redirects-file";

// sirv leaves the charset out of text types other than HTML.
const TEXT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};
// A file removed or replaced between sirv's look-up and its opening is looked up again, this many times at most.
const ATTEMPTS = 3;
const GONE = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ELOOP", "changed"]);
const PLAIN = "text/plain; charset=utf-8";

type Headers = Record<string, string | number | string[] | undefined>;
/** What sirv answered: a file to stream, a reply without one (a 304), nothing (not found) or an error. */
type Answer = { reply: HeldReply; file?: ReadStream } | { missing: true } | { error: NodeJS.ErrnoException };

/**
 * An HTTP server for the static export in `root` (GET and HEAD only), with the headers of `root/_headers` and the
 * redirects of `root/_redirects`. Throws, naming the file and line, when either is malformed (or _headers is missing).
 */
export function createStaticServer(root: string): Server {
  const inside = realpathSync(root) + sep;
  const headersFile = join(root, "_headers");
  const headersFor = createHeadersLookup(parseHeadersFile(readFileSync(headersFile, "utf8"), headersFile));
  // Old addresses and where they moved (optional: an export without _redirects has none).
  const redirectsFile = join(root, "_redirects");
  const redirectFor = createRedirectLookup(existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, "utf8"), redirectsFile) : []);
  const files = sirv(root, {
    // Look each file up when asked: sirv otherwise lists the folder once, at start, and serves a rebuild wrong.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders: (reply, _path, stats) => ((reply as unknown as HeldReply).stats = stats),
  });

  /** sirv's answer to a request, held back: nothing reaches the client until the file it streams is open. */
  function askSirv(req: IncomingMessage): Promise<Answer> {
    return new Promise((settle) => {
      const reply = new HeldReply(settle);
      reply.once("pipe", (file: ReadStream) => {
        reply.once("close", () => file.destroy());
        file.once("error", (error) => {
          settle({ error });
          reply.destroy();
        });
        file.once("open", (fd) => {
          try {
            const stats = fstatSync(fd);
            // The file that opened must be the one sirv described (its length is in the head) and inside the folder.
            if (!isSameFile(stats, reply.stats)) return file.destroy(withCode("changed"));
            if (!realpathSync.native(String(file.path)).startsWith(inside)) return file.destroy(withCode("outside"));
            // Bytes written after this point (a file being rewritten in place) are not this response's.
            (file as ReadStream & { end: number }).end = stats.size - 1;
            settle({ reply, file });
          } catch (error) {
            file.destroy(error as Error);
          }
        });
      });
      try {
        files(req, reply as unknown as ServerResponse, () => settle({ missing: true }));
      } catch (error) {
        settle({ error: error as NodeJS.ErrnoException });
      }
    });
  }

  /** Sends the 404 page (out/404.html) with that page's headers. */
  async function sendNotFound(req: IncomingMessage, res: ServerResponse) {
    const page = await readFile(join(root, "404.html")).catch(() => null);
    const type = page ? "text/html; charset=utf-8" : PLAIN;
    send(req, res, 404, { ...headersFor("/404"), "Content-Type": type }, page ?? "Not found\n");
  }

  /** Sends the file sirv found, with sirv's headers under those of _headers. */
  function sendFile(req: IncomingMessage, res: ServerResponse, path: string, { reply, file }: { reply: HeldReply; file?: ReadStream }) {
    const [status, head] = reply.head;
    const type = file && TEXT_TYPES[/(\.[^./]+)(?:\.br|\.gz)?$/.exec(String(file.path))?.[1] ?? ""];
    // sirv's 304 names no ETag; it is the one the client sent.
    const extra = { ...(type ? { "Content-Type": type } : {}), ...(status === 304 ? { ETag: req.headers["if-none-match"] } : {}) };
    res.writeHead(status, toHeaders(reply.headers, head, extra, headersFor(path), { Vary: "Accept-Encoding" }));
    if (!file || req.method === "HEAD") {
      reply.destroy();
      return res.end();
    }
    pipeline(reply, res, () => undefined);
  }

  async function respond(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return send(req, res, 405, { ...headersFor(path), Allow: "GET, HEAD", "Content-Type": PLAIN }, "Method not allowed\n");
    }
    // _headers is the server's, and dot-files are nobody's (sirv's "dotfiles" option only covers its start-up listing).
    if (path === "/_headers" || path === "/_redirects" || /\/\./.test(path)) return sendNotFound(req, res);
    const moved = redirectFor(path);
    if (moved) {
      const query = /\?.*$/.exec(req.url ?? "")?.[0].slice(1);
      const location = query ? `${moved.location}${moved.location.includes("?") ? "&" : "?"}${query}` : moved.location;
      return send(req, res, moved.status, { ...headersFor(path), Location: location, "Content-Type": PLAIN }, `Moved to ${location}\n`);
    }
    // sirv's byte ranges are unreliable ("bytes=0-0" sends the whole file); a full 200 is always a valid answer.
    delete req.headers.range;
    for (let attempt = 1; ; attempt++) {
      const answer = await askSirv(req);
      if ("missing" in answer) return sendNotFound(req, res);
      if ("error" in answer) {
        const code = answer.error.code ?? "";
        if (code === "outside" || (GONE.has(code) && attempt === ATTEMPTS)) return sendNotFound(req, res);
        if (GONE.has(code)) continue;
        throw answer.error;
      }
      return sendFile(req, res, path, answer);
    }
  }

  return createServer((req, res) => {
    const path = toPagePath(req.url ?? "/");
    respond(req, res, path).catch((error: Error) => {
      console.error(`${req.method} ${req.url}: ${error.message}`);
      try {
        send(req, res, 500, { ...headersFor(path), "Content-Type": PLAIN }, "Server error\n");
      } catch {
        res.destroy();
      }
    });
  });
}

/**
 * What sirv writes for one request, kept from the client: its status and headers, and the file it pipes in (held,
 * buffered, until the response is sent). `settle` hears of an answer without a file (a 304).
 */
class HeldReply extends PassThrough {
  headers: Headers = {};
  head: [number, Headers] = [200, {}];
  stats: Stats | null = null;
  private piped = false;
  constructor(private readonly settle: (answer: Answer) => void) {
    super();
    this.once("pipe", () => (this.piped = true));
  }
  setHeader(name: string, value: string | number | string[]) {
    this.headers[name] = value;
  }
  getHeader(name: string) {
    return this.headers[name];
  }
  writeHead(status: number, headers: Headers = {}) {
    this.head = [status, headers];
    return this;
  }
  override end(...args: unknown[]): this {
    if (!this.piped) this.settle({ reply: this });
    return super.end(...(args as []));
  }
}

/** Sends a whole response (no body for HEAD). */
function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Headers, body: string | Buffer) {
  res.writeHead(status, toHeaders(headers, { "Content-Length": Buffer.byteLength(body), Vary: "Accept-Encoding" }));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Header objects merged, names compared without case, a later one's value winning; unset values left out. */
function toHeaders(...objects: Headers[]): Record<string, string | number | string[]> {
  const merged = new Map<string, [string, string | number | string[]]>();
  for (const object of objects) for (const [name, value] of Object.entries(object)) if (value !== undefined) merged.set(name.toLowerCase(), [name, value]);
  return Object.fromEntries(merged.values());
}

const withCode = (code: string) => Object.assign(new Error(code), { code });

/** Whether two stats describe one version of one file. */
const isSameFile = (a: Stats, b: Stats | null) => b !== null && a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** The address whose headers a request gets: /a/b for /a/b, /a/b/ and /a/b.html; / for /index.html. */
export function toPagePath(url: string): string {
  let path = url.split(/[?#]/)[0] ?? "/";
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: matched as it came.
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.endsWith(".html")) path = path.slice(0, -5) || "/";
  return path === "/index" ? "/" : path;
}
