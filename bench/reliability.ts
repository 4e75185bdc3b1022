/**
 * Reliability report: tries bad and hostile inputs of each kind — worked-example inputs (the parsers behind the CLI and
 * every Try-it form, and the CLI itself), ingest inputs (metadata, sources, corrections, editors' files), HTTP requests
 * to the server, search queries — and prints how many were refused cleanly, handled, crashed, hung, or silently
 * accepted (a bad input that produced a result). Each kind runs in a child process that reports case by case; a case
 * that says nothing for HANG_MS is counted as hung and the child is restarted after it.
 *
 * Usage: npx tsx bench/reliability.ts   (the server cases need a build in out/: npm run build)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { ExampleInputError, getExample, listExamples, parseJsonInput } from "../lib/engine";
import { IngestError, runIngest } from "../lib/ingest";
import { META_FILE, SearchEngine, createSearchPayload, toSearchDocs } from "../lib/search";
import { readEditorial, readTree } from "../scripts/read-tree";
import { startServe } from "../scripts/serve-process";
import { readCorpusData } from "../lib/corpus";

type Outcome = "refused" | "handled" | "crashed" | "hung" | "accepted";
interface Case {
  name: string;
  /** Runs the case and says how it ended (a thrown error is a crash). */
  run: () => Promise<Outcome | [Outcome, string]>;
}

const HANG_MS = 20_000;
const KINDS = ["examples", "ingest", "server", "search"] as const;
type Kind = (typeof KINDS)[number];

/** A message that is one clean line naming a place, not a stack trace. */
const isClean = (text: string) => text.trim().length > 0 && !/\n\s+at .+\(.+:\d+:\d+\)|^\s+at /m.test(text);

// ---- worked examples -------------------------------------------------------------------------------------------
function exampleCases(): Case[] {
  const cases: Case[] = [];
  const parseCase = (name: string, id: string, raw: unknown): Case => ({
    name,
    run: async () => {
      const example = getExample(id)!;
      try {
        example.run(example.parse(raw));
        return ["accepted", JSON.stringify(raw).slice(0, 80)];
      } catch (e) {
        if (e instanceof ExampleInputError && /\S/.test(e.message)) return "refused";
        throw e;
      }
    },
  });
  for (const e of listExamples()) {
    const d = e.defaults as Record<string, unknown>;
    const keys = Object.keys(d);
    cases.push(parseCase(`${e.id}: unknown field`, e.id, { ...d, bogus: 1 }));
    cases.push(parseCase(`${e.id}: misspelt field`, e.id, { ...Object.fromEntries(Object.entries(d).slice(1)), [`${keys[0]}x`]: d[keys[0]!] }));
    cases.push(parseCase(`${e.id}: missing fields`, e.id, {}));
    cases.push(parseCase(`${e.id}: not an object`, e.id, [d]));
    cases.push(parseCase(`${e.id}: null`, e.id, null));
    for (const [k, v] of Object.entries(d)) {
      if (typeof v === "number") {
        // Infinity: what JSON.parse makes of 1e400.
        for (const bad of [1e9, -1e9, Infinity, 0.5 + Math.floor(v), "five"]) cases.push(parseCase(`${e.id}: ${k} = ${String(bad)}`, e.id, { ...d, [k]: bad }));
      } else if (typeof v === "string") {
        cases.push(parseCase(`${e.id}: ${k} of 1 MB`, e.id, { ...d, [k]: "x".repeat(1_000_000) }));
        cases.push(parseCase(`${e.id}: ${k} a number`, e.id, { ...d, [k]: 7 }));
      } else if (typeof v === "boolean") {
        cases.push(parseCase(`${e.id}: ${k} = "yes"`, e.id, { ...d, [k]: "yes" }));
      } else if (Array.isArray(v)) {
        cases.push(parseCase(`${e.id}: ${k} of 100,000 items`, e.id, { ...d, [k]: Array.from({ length: 100_000 }, () => v[0]) }));
        cases.push(parseCase(`${e.id}: ${k} an object`, e.id, { ...d, [k]: {} }));
      }
    }
  }
  // The JSON reader behind the CLI and the forms.
  for (const [name, text] of [
    ["invalid JSON", '{"a":'],
    ["JSON nested 100,000 deep", "[".repeat(100_000) + "]".repeat(100_000)],
    ["empty input", ""],
  ] as const) {
    cases.push({
      name: `JSON reader: ${name}`,
      run: async () => {
        try {
          parseJsonInput(text);
          return text === "" ? "accepted" : "handled";
        } catch (e) {
          if (e instanceof ExampleInputError) return "refused";
          throw e;
        }
      },
    });
  }
  // The CLI: exit 2 and one clean line, never a stack trace.
  const cli = (name: string, args: string[], input?: string): Case => ({
    name: `CLI: ${name}`,
    run: async () => {
      const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/example.ts", ...args], { encoding: "utf8", input, timeout: HANG_MS });
      if (r.status === null) return "hung";
      if (r.status === 0) return ["accepted", r.stdout.slice(0, 80)];
      return r.status === 2 && isClean(r.stderr) ? "refused" : ["crashed", r.stderr.slice(0, 200)];
    },
  });
  cases.push(cli("unknown example", ["no-such-example"]));
  cases.push(cli("unknown field", ["1e-full-turns", '{"currentTurn":5,"fullTurns":3,"doubleTurns":false,"bogus":1}']));
  cases.push(cli("100,000,000 turns", ["1e-full-turns", '{"currentTurn":5,"fullTurns":100000000,"doubleTurns":false}']));
  cases.push(cli("invalid JSON", ["1e-full-turns", '{"currentTurn":']));
  cases.push(cli("missing file", ["1e-full-turns", "/no/such/file.json"]));
  cases.push(cli("garbage on stdin", ["1e-full-turns", "-"], "\u0000\u0001 not json"));
  cases.push(cli("extra argument", ["1e-full-turns", "{}", "more"]));
  return cases;
}

// ---- ingest ----------------------------------------------------------------------------------------------------
function ingestCases(): Case[] {
  const base = readTree("content/sources");
  const editorial = readEditorial("content/editorial");
  const meta = JSON.parse(new TextDecoder().decode(base.get("documents.json"))) as { documents: Record<string, unknown>[] };
  const text = (s: string) => new TextEncoder().encode(s);
  const first = meta.documents[0]!;
  const firstFile = String(first.sourceFile);
  const sourceText = new TextDecoder().decode(base.get(firstFile));
  const withMeta = (docs: Record<string, unknown>[]) => new Map([...base, ["documents.json", text(JSON.stringify({ documents: docs }))]]);
  const withFile = (name: string, bytes: Uint8Array) => new Map([...base, [name, bytes]]);
  const ingestCase = (name: string, files: Map<string, Uint8Array>, ed = editorial): Case => ({
    name,
    run: async () => {
      try {
        runIngest({ sourcesDir: "content/sources", files, editorial: ed });
        return "accepted";
      } catch (e) {
        if (e instanceof IngestError && /^[^\s:]+:\d+(:\d+)?: /.test(e.message)) return "refused";
        throw e;
      }
    },
  });
  const editedFirst = (edit: Partial<Record<string, unknown>>) => withMeta([{ ...first, ...edit }, ...meta.documents.slice(1)]);
  const cases: Case[] = [
    ingestCase("documents.json: not JSON", withFile("documents.json", text('{"documents": [ {"id": '))),
    ingestCase("documents.json: empty", withFile("documents.json", text(""))),
    ingestCase("documents.json: no documents", withMeta([])),
    ingestCase("documents.json: a document without an id", editedFirst({ id: undefined })),
    ingestCase("documents.json: a wrong SHA-256", editedFirst({ sha256: "0".repeat(64) })),
    ingestCase("documents.json: a malformed SHA-256", editedFirst({ sha256: "xyz" })),
    ingestCase("documents.json: an unknown format", editedFirst({ format: "no-such-format" })),
    ingestCase("documents.json: an impossible date", editedFirst({ date: "1995-13-45" })),
    ingestCase("documents.json: a missing source file", editedFirst({ sourceFile: "missing.txt" })),
    ingestCase("documents.json: the same id twice", withMeta([first, ...meta.documents])),
    ingestCase("documents.json: an unknown edition", editedFirst({ edition: "3E" })),
    ingestCase("source: cut in half", withFile(firstFile, text(sourceText.slice(0, sourceText.length >> 1)))),
    ingestCase("source: empty", withFile(firstFile, text(""))),
    ingestCase("source: a line of 50 MB", withFile(firstFile, text(`${sourceText}\n${"x".repeat(50_000_000)}\n`))),
    ingestCase(
      "source: binary garbage",
      withFile(
        firstFile,
        Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 256),
      ),
    ),
    ingestCase("source: a line inserted at the top (every correction anchor moves)", withFile(firstFile, text(`inserted line\n${sourceText}`))),
  ];
  for (const [name, value] of Object.entries(editorial)) {
    if (!value) continue;
    cases.push(ingestCase(`editorial ${name}: not JSON`, base, { ...editorial, [name]: { file: value.file, text: "{ not json" } }));
    cases.push(ingestCase(`editorial ${name}: the wrong shape`, base, { ...editorial, [name]: { file: value.file, text: '{"unexpected": [1, 2, 3]}' } }));
  }
  // The CLI: exit 1 with file:line messages, never a stack trace, no half-written output.
  cases.push({
    name: "CLI: a sources folder with a broken documents.json",
    run: async () => {
      const dir = mkdtempSync(join(tmpdir(), "reliability-"));
      try {
        for (const [rel, bytes] of base) {
          mkdirSync(dirname(join(dir, rel)), { recursive: true });
          writeFileSync(join(dir, rel), bytes);
        }
        writeFileSync(join(dir, "documents.json"), '{"documents": [');
        const out = join(dir, "out");
        const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/ingest.ts", "--sources", dir, "--out", out, "--public", join(dir, "rulings.json")], {
          encoding: "utf8",
          timeout: HANG_MS * 3,
        });
        if (r.status === null) return "hung";
        if (r.status === 0) return "accepted";
        return r.status === 1 && isClean(r.stderr) && !existsSync(out) ? "refused" : ["crashed", r.stderr.slice(0, 200)];
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  });
  return cases;
}

// ---- server ----------------------------------------------------------------------------------------------------
async function serverCases(): Promise<Case[]> {
  if (!existsSync("out/_headers")) return [];
  const { port, stop } = await startServe(["--port", "0"]);
  process.on("exit", stop);
  const alive = () =>
    new Promise<boolean>((ok) => {
      const r = request({ host: "127.0.0.1", port, path: "/", method: "HEAD", timeout: 5000 }, (res) => ok(res.statusCode === 200));
      r.on("error", () => ok(false));
      r.end();
    });
  /** Sends raw bytes and reads the status line of the answer (or nothing: the connection closed). */
  const raw = (bytes: string) =>
    new Promise<{ status: number | null; body: string }>((ok) => {
      const socket = connect(port, "127.0.0.1");
      let data = "";
      socket.setTimeout(HANG_MS / 2, () => {
        socket.destroy();
        ok({ status: -1, body: "" });
      });
      socket.on("data", (c) => (data += c.toString("latin1")));
      socket.on("error", () => ok({ status: null, body: data }));
      socket.on("close", () => ok({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? NaN) || null, body: data }));
      socket.end(bytes);
    });
  const httpCase = (name: string, bytes: string, expected: number[]): Case => ({
    name,
    run: async () => {
      const { status, body } = await raw(bytes);
      if (status === -1) return "hung";
      if (!(await alive())) return ["crashed", "the server stopped answering"];
      if (status === null) return "refused"; // the connection closed without an answer: Node's parser refused the request
      if (/root:x:0:0|BEGIN RSA|"name":\s*"stccg-rulings"/.test(body)) return ["accepted", `served a file from outside out/ (${status})`];
      return expected.includes(status) ? (status < 400 ? "handled" : "refused") : ["accepted", `status ${status}`];
    },
  });
  const get = (path: string, headers = "") => `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n`;
  return [
    httpCase("DELETE /", "DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", [405]),
    httpCase("POST with a body", "POST /search HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello", [405]),
    httpCase("PUT a file", "PUT /index.html HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx", [405]),
    httpCase("an unknown method", "BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", [400, 405]),
    httpCase("path traversal", get("/../../../../etc/passwd"), [400, 404]),
    httpCase("encoded path traversal", get("/%2e%2e/%2e%2e/%2e%2e/etc/passwd"), [400, 404]),
    httpCase("traversal to package.json", get("/..%2fpackage.json"), [400, 404]),
    httpCase("a NUL byte in the path", get("/index%00.html"), [400, 404]),
    httpCase("a malformed escape", get("/%zz%"), [400, 404]),
    httpCase("a URL of 64 KB", get(`/${"a".repeat(65_536)}`), [400, 404, 414, 431]),
    httpCase("a header of 64 KB", get("/", `X-Big: ${"b".repeat(65_536)}\r\n`), [400, 431]),
    httpCase("absolute-form URL to another host", get("http://evil.example/etc/passwd"), [400, 404]),
    httpCase("a byte range past the end", get("/", "Range: bytes=99999999-\r\n"), [200, 206, 416]),
    httpCase("a garbage If-None-Match", get("/", 'If-None-Match: "\u0001\u0002"\r\n'), [200, 304, 400]),
    httpCase("two Content-Length headers", "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n", [400, 405]),
    httpCase("the _headers file", get("/_headers"), [404]),
    httpCase("a dot-file", get("/.env"), [404]),
    httpCase("not HTTP at all", "\u0000\u0001\u0002 hello\r\n\r\n", [400]),
  ];
}

// ---- search ----------------------------------------------------------------------------------------------------
function searchCases(): Case[] {
  const data = readCorpusData();
  const files = createSearchPayload(toSearchDocs(data));
  const engine = new SearchEngine(files);
  const lazy = new SearchEngine({ [META_FILE]: files[META_FILE] }, async (p) => files[p]);
  const hostile = [
    "",
    " ".repeat(200),
    "a".repeat(10_000),
    "(((((((((((((((((((((((((((((",
    ".*+?^${}()|[]\\",
    '""""""""""',
    '"unterminated phrase',
    "🖖".repeat(100),
    "\u0000\u0001\u0002",
    "\u202eRTL override\u202c",
    "zero\u200bwidth\u200bjoin",
    "<script>alert(1)</script>",
    "1e 2e first edition second edition 1e",
    "- - - --- -x- q-",
    "ȁȃȅȇ ÀÉÎÕÜ ﬁ ﬂ",
    "constructor __proto__ prototype toString hasOwnProperty",
  ];
  const random = fc.sample(fc.oneof(fc.string({ maxLength: 200, unit: "grapheme" }), fc.string({ maxLength: 200, unit: "binary" })), {
    numRuns: 200,
    seed: 42,
  });
  return [...hostile, ...random].map((q, i) => ({
    name: `query ${i < hostile.length ? JSON.stringify(q.slice(0, 40)) : `random #${i - hostile.length}`}`,
    run: async () => {
      engine.search(q);
      await lazy.find(q, { edition: "1E" });
      return "handled";
    },
  }));
}

async function casesOf(kind: Kind): Promise<Case[]> {
  if (kind === "examples") return exampleCases();
  if (kind === "ingest") return ingestCases();
  if (kind === "server") return serverCases();
  return searchCases();
}

/** Child: runs the cases of a kind from `start`, one JSON line per case. */
async function runChild(kind: Kind, start: number): Promise<void> {
  const cases = await casesOf(kind);
  process.stdout.write(`${JSON.stringify({ total: cases.length })}\n`);
  for (let i = start; i < cases.length; i++) {
    process.stdout.write(`${JSON.stringify({ i, start: true })}\n`);
    let outcome: Outcome;
    let detail = "";
    try {
      const r = await cases[i]!.run();
      [outcome, detail] = Array.isArray(r) ? r : [r, ""];
    } catch (e) {
      outcome = "crashed";
      detail = `${(e as Error).name}: ${(e as Error).message}`.slice(0, 200);
    }
    process.stdout.write(`${JSON.stringify({ i, name: cases[i]!.name, outcome, detail })}\n`);
  }
  process.exit(0);
}

/** Parent: runs each kind in a child, restarting it after a case that hangs. */
async function runAll(): Promise<void> {
  const rows: string[][] = [["kind", "tried", "refused cleanly", "handled", "crashed", "hung", "silently accepted"]];
  const findings: string[] = [];
  for (const kind of KINDS) {
    const counts: Record<Outcome, number> = { refused: 0, handled: 0, crashed: 0, hung: 0, accepted: 0 };
    let total = Infinity;
    let next = 0;
    while (next < total) {
      const child = spawn(process.execPath, ["--import", "tsx", "bench/reliability.ts", "--run", kind, String(next)], { stdio: ["ignore", "pipe", "pipe"] });
      let buffer = "";
      let current = next;
      const ended = await new Promise<"done" | "hung" | "died">((resolve) => {
        let timer = setTimeout(() => resolve("hung"), HANG_MS * 3);
        child.stdout.on("data", (chunk: Buffer) => {
          buffer += chunk.toString();
          for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
            const msg = JSON.parse(buffer.slice(0, nl)) as { total?: number; i?: number; start?: boolean; name?: string; outcome?: Outcome; detail?: string };
            buffer = buffer.slice(nl + 1);
            clearTimeout(timer);
            timer = setTimeout(() => resolve("hung"), HANG_MS);
            if (msg.total !== undefined) total = msg.total;
            else if (msg.start) current = msg.i!;
            else {
              counts[msg.outcome!]++;
              if (msg.outcome !== "refused" && msg.outcome !== "handled")
                findings.push(`${kind}: ${msg.name}: ${msg.outcome}${msg.detail ? ` (${msg.detail})` : ""}`);
              next = msg.i! + 1;
            }
          }
        });
        child.on("exit", (code) => {
          clearTimeout(timer);
          resolve(code === 0 ? "done" : "died");
        });
      });
      if (ended === "done") break;
      child.kill("SIGKILL");
      if (total === Infinity) throw new Error(`bench/reliability.ts: the ${kind} cases did not start`);
      counts[ended === "hung" ? "hung" : "crashed"]++;
      findings.push(`${kind}: case ${current}: ${ended === "hung" ? `no answer within ${HANG_MS / 1000} s` : "the process died"}`);
      next = current + 1;
    }
    rows.push([
      kind,
      String(Object.values(counts).reduce((a, b) => a + b, 0)),
      String(counts.refused),
      String(counts.handled),
      String(counts.crashed),
      String(counts.hung),
      String(counts.accepted),
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join("  "));
  if (!existsSync("out/_headers")) console.log("(no out/: the server cases need npm run build)");
  for (const f of findings) console.log(`  ${f}`);
}

const i = process.argv.indexOf("--run");
if (i > 0) await runChild(process.argv[i + 1] as Kind, Number(process.argv[i + 2] ?? 0));
else await runAll();
