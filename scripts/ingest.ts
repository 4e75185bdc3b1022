/** CLI: ingest the rulings sources into content/data/ and public/data/rulings.json (see DESIGN.md). */
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { IngestError, runIngest, toContentFiles, toReportLines, toRulingsJson } from "../lib/ingest";
import { readEditorial, readTree } from "./read-tree";
import { removeLeftovers } from "./leftovers";

interface Args {
  sources: string;
  out: string;
  publicFile: string;
  editorial: string;
  check: boolean;
  quiet: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    sources: "content/sources",
    out: "content/data",
    publicFile: "public/data/rulings.json",
    editorial: "content/editorial",
    check: false,
    quiet: false,
  };
  let outGiven = false;
  let publicGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (!v) usage(`${a} needs a value`);
      return v!;
    };
    if (a === "--sources") args.sources = value();
    else if (a === "--out") {
      args.out = value();
      outGiven = true;
    } else if (a === "--public") {
      args.publicFile = value();
      publicGiven = true;
    } else if (a === "--editorial") args.editorial = value();
    else if (a === "--check") args.check = true;
    else if (a === "--quiet") args.quiet = true;
    else usage(`unknown argument ${a}`);
  }
  if (outGiven && !publicGiven) args.publicFile = join(args.out, "rulings.json");
  return args;
}

function usage(problem: string): never {
  process.stderr.write(`ingest: ${problem}\nusage: npm run ingest -- [--sources DIR] [--out DIR] [--public FILE] [--editorial DIR] [--check] [--quiet]\n`);
  process.exit(2);
}

/** Set by SIGINT or SIGTERM: the run stops at its next step, leaving no half-written folder. */
let interrupted: NodeJS.Signals | null = null;
/** What a stopped run must remove (its own half-written folder and file). */
const partial = new Set<string>();

/** Lets a pending SIGINT or SIGTERM be heard (the ingest itself runs without pause): stops the run here if one came. */
async function checkpoint(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (!interrupted) return;
  for (const p of partial) rmSync(p, { recursive: true, force: true });
  process.stderr.write(`ingest: stopped by ${interrupted}; nothing was written\n`);
  process.exit(130);
}

/** Writes all files to a fresh sibling folder, then swaps it in: readers never see half an output. */
async function writeAtomically(outDir: string, files: Map<string, string>, publicFile: string | null, rulings: string): Promise<void> {
  removeLeftovers(publicFile ? [outDir, publicFile] : [outDir]);
  const tmp = `${outDir}.tmp-${process.pid}`;
  const publicTmp = publicFile ? `${publicFile}.tmp-${process.pid}` : null;
  partial.add(tmp);
  if (publicTmp) partial.add(publicTmp);
  rmSync(tmp, { recursive: true, force: true });
  let written = 0;
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(tmp, rel)), { recursive: true });
    writeFileSync(join(tmp, rel), text);
    if (++written % 200 === 0) await checkpoint();
  }
  if (publicFile && publicTmp) {
    mkdirSync(dirname(publicFile), { recursive: true });
    writeFileSync(publicTmp, rulings);
  }
  await checkpoint();
  // From here on the swap runs to its end: a signal now would leave neither the old output nor the new one whole.
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(tmp, outDir);
  if (publicFile && publicTmp) renameSync(publicTmp, publicFile);
  rmSync(old, { recursive: true, force: true });
  partial.clear();
}

function checkDrift(outDir: string, files: Map<string, string>): string[] {
  const drift: string[] = [];
  const committed = existsSync(outDir) ? readTree(outDir) : new Map<string, Uint8Array>();
  for (const [rel, text] of files) {
    const have = committed.get(rel);
    if (!have) drift.push(`${join(outDir, rel)}: missing (run npm run ingest)`);
    else if (Buffer.from(have).toString("utf8") !== text) drift.push(`${join(outDir, rel)}: differs from a fresh ingest (run npm run ingest and commit)`);
  }
  for (const rel of committed.keys()) if (!files.has(rel)) drift.push(`${join(outDir, rel)}: not produced by ingest any more (run npm run ingest)`);
  return drift;
}

async function main(): Promise<void> {
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (interrupted ??= signal));
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.sources) || !statSync(args.sources).isDirectory()) {
    process.stderr.write(`${args.sources}: [sources-missing] the sources folder does not exist — give the folder that holds documents.json (--sources DIR)\n`);
    process.exit(1);
  }
  const out = runIngest({ sourcesDir: args.sources.replace(/\/$/, ""), files: readTree(args.sources), editorial: readEditorial(args.editorial) });
  await checkpoint();
  const files = toContentFiles(out);
  const rulings = toRulingsJson(out);
  // With --out DIR alone, rulings.json lives inside DIR and is swapped in with the rest.
  const inside = relative(resolve(args.out), resolve(args.publicFile));
  const publicInOut = !inside.startsWith("..") && !inside.startsWith("/");
  if (publicInOut) files.set(inside.split("\\").join("/"), rulings);
  if (!args.quiet) process.stdout.write(toReportLines(out).join("\n") + "\n");
  if (args.check) {
    const drift = checkDrift(args.out, files);
    if (drift.length) {
      process.stderr.write(drift.join("\n") + "\n");
      process.exit(1);
    }
    process.stdout.write(`check: ${resolve(args.out)} matches a fresh ingest\n`);
    return;
  }
  await writeAtomically(args.out, files, publicInOut ? null : args.publicFile, rulings);
  if (!args.quiet) process.stdout.write(`wrote ${files.size} files to ${args.out} and ${args.publicFile}\n`);
}

main().catch((e: unknown) => {
  if (e instanceof IngestError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
  // A fault of the ingest itself, not of its input: one line, and where to look when asked for.
  process.stderr.write(`ingest: internal error: ${(e as Error).message ?? String(e)} (please report it; INGEST_DEBUG=1 shows where it happened)\n`);
  if (process.env.INGEST_DEBUG) process.stderr.write(`${(e as Error).stack ?? ""}\n`);
  process.exit(1);
});
