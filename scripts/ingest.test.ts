import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const TSX = join(process.cwd(), "node_modules", ".bin", "tsx");
const FAQ = "004_2d293bfaff452f5d.txt";

let dir: string;
let sources: string;
let out: string;

function ingest(...extra: string[]) {
  const r = spawnSync(TSX, ["scripts/ingest.ts", "--sources", sources, "--out", out, "--editorial", join(dir, "no-editorial"), "--quiet", ...extra], {
    encoding: "utf8",
  });
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

function editMeta(edit: (docs: Record<string, unknown>[]) => void) {
  const p = join(sources, "documents.json");
  const json = JSON.parse(readFileSync(p, "utf8"));
  edit(json.documents);
  writeFileSync(p, JSON.stringify(json, null, 2));
}

function setSha(file: string) {
  const sha = createHash("sha256")
    .update(readFileSync(join(sources, file)))
    .digest("hex");
  editMeta((docs) => {
    docs.find((d) => d.sourceFile === file)!.sha256 = sha;
  });
}

function snapshot(): string {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .filter((p) => p.startsWith("out"))
    .map((p) => {
      try {
        return `${p}:${createHash("sha256")
          .update(readFileSync(join(dir, p)))
          .digest("hex")}`;
      } catch {
        return p;
      }
    })
    .join("\n");
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ingest-"));
  sources = join(dir, "sources");
  out = join(dir, "out");
  cpSync("content/sources", sources, { recursive: true });
  cpSync("content/data", out, { recursive: true });
  writeFileSync(join(out, "rulings.json"), "previous output\n");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("ingest CLI on bad input", () => {
  const cases: [string, () => void, RegExp][] = [
    ["an empty file", () => writeFileSync(join(sources, FAQ), ""), new RegExp(`${FAQ}:1:1: \\[file-empty\\] the file is empty`)],
    [
      "a binary file",
      () => writeFileSync(join(sources, FAQ), Buffer.from([0x51, 0x3a, 0x0a, 0x00, 0x01, 0x02])),
      new RegExp(`${FAQ}:2:1: \\[file-binary\\] .*found a NUL byte at offset 3`),
    ],
    [
      "a line of 100,000 characters",
      () => writeFileSync(join(sources, FAQ), `Q: one\n${"x".repeat(100_000)}\n`),
      new RegExp(`${FAQ}:2:1: \\[line-too-long\\] .*found 100,000 bytes`),
    ],
    // The column counts characters: "Q: caf" before the Latin-1 é.
    [
      "a non-UTF-8 file",
      () => writeFileSync(join(sources, FAQ), Buffer.from("Q: caf\xe9 ok\nline two\n", "latin1")),
      new RegExp(`${FAQ}:1:7: \\[not-utf8\\] .*found byte 0xe9 at offset 6`),
    ],
    [
      "a file missing from the metadata",
      () => writeFileSync(join(sources, "extra.txt"), "text\n"),
      /extra\.txt:1:1: \[source-not-listed\] no document of documents\.json names this file/,
    ],
    [
      "metadata naming a missing file",
      () => rmSync(join(sources, FAQ)),
      // The place of the "sourceFile" value of the first document, as JSON.stringify(…, null, 2) writes it.
      new RegExp(`documents\\.json:11:21: \\[source-file-missing\\] document "1e-faq-1995-02-11" names a source file .*expected \\S+/${FAQ}`),
    ],
    [
      "a wrong sha256",
      () => writeFileSync(join(sources, FAQ), readFileSync(join(sources, FAQ), "utf8").replace("Q:", "Q;")),
      new RegExp(`${FAQ}:1:1: \\[sha256-mismatch\\] .*\\(expected [0-9a-f]{64}, found [0-9a-f]{64}\\)`),
    ],
    [
      "a truncated file",
      () => {
        const text = readFileSync(join(sources, FAQ), "utf8");
        writeFileSync(join(sources, FAQ), text.slice(0, Math.floor(text.length * 0.6)));
        setSha(FAQ);
      },
      // The first correction that names a line past the new end, at its "lines" field.
      /corrections\/1e-faq-1995-02-11\.json:3:\d+: \[replace-no-match\] .*found the end of the file at line \d+/,
    ],
    [
      "duplicate ids",
      () => editMeta((docs) => (docs[1]!.id = docs[0]!.id)),
      /documents\.json:\d+:13: \[metadata-id-duplicate\] document id "1e-faq-1995-02-11" is taken \(found the same id at line 4\)/,
    ],
    [
      "an unknown edition",
      () => editMeta((docs) => (docs[0]!.edition = "3E")),
      /documents\.json:5:18: \[metadata-edition-unknown\] .*\(expected 1E or 2E, found "3E"\)/,
    ],
    ["an impossible date", () => editMeta((docs) => (docs[0]!.date = "1995-02-30")), /documents\.json:10:15: \[metadata-date-invalid\] .*found "1995-02-30"/],
    [
      "malformed JSON in a corrections file",
      () => writeFileSync(join(sources, "corrections/2e-crd-2011-10-05.json"), '{\n  "join": [\n    { "rule": "x" "after": 69 }\n  ]\n}\n'),
      /corrections\/2e-crd-2011-10-05\.json:3:19: \[invalid-json\] the file is not valid JSON: Expected ',' or '}' after property value \(found "\\"after\\": 69 "\)/,
    ],
    [
      "malformed JSON in documents.json",
      () => writeFileSync(join(sources, "documents.json"), '{ "documents": [\n  { "id": "x", }\n] }'),
      /documents\.json:2:16: \[invalid-json\] the file is not valid JSON: Expected double-quoted property name/,
    ],
  ];

  for (const [name, breakIt, message] of cases) {
    it(`reports ${name} as file:line:column: [rule-id], exits non-zero and leaves the previous output untouched`, () => {
      const before = snapshot();
      breakIt();
      const r = ingest();
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(snapshot()).toBe(before);
    });
  }
});

describe("ingest CLI diagnostics", () => {
  it("places a correction that names a line past the end of a truncated file at that number in the corrections file", () => {
    const text = readFileSync(join(sources, FAQ), "utf8");
    writeFileSync(join(sources, FAQ), text.slice(0, Math.floor(text.length * 0.6)));
    setSha(FAQ);
    const r = ingest();
    const m = /^(\S+\/corrections\/1e-faq-1995-02-11\.json):(\d+):(\d+): \[replace-no-match\] .* names line (\d+),/.exec(r.stderr);
    expect(m, r.stderr).not.toBeNull();
    const [, file, line, column, named] = m!;
    const printed = readFileSync(file!, "utf8").split("\n")[Number(line) - 1]!;
    expect(printed.slice(Number(column) - 1)).toMatch(new RegExp(`^${named}\\b`));
  });

  it("names a sources folder that does not exist, with its rule id, and exits 1", () => {
    const r = spawnSync(TSX, ["scripts/ingest.ts", "--sources", join(dir, "nowhere"), "--out", out, "--quiet"], { encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/nowhere: \[sources-missing\] the sources folder does not exist — give the folder that holds documents\.json/);
  });

  it("reports the problems of every document and of every field of documents.json at once, one line each", () => {
    editMeta((docs) => {
      docs[0]!.edition = "3E";
      docs[1]!.date = "2011-02-30";
    });
    const r = ingest();
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/documents\.json:5:18: \[metadata-edition-unknown\] /),
      expect.stringMatching(/documents\.json:\d+:15: \[metadata-date-invalid\] .*found "2011-02-30"/),
    ]);
  });
});

describe("ingest CLI on good input", () => {
  it("writes the data and a rulings.json with every document of the sources", () => {
    const r = ingest();
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const rulings = JSON.parse(readFileSync(join(out, "rulings.json"), "utf8"));
    const sources = JSON.parse(readFileSync("content/sources/documents.json", "utf8")) as { documents: unknown[] };
    expect(rulings.documents).toHaveLength(sources.documents.length);
  });

  it("removes the half-written folders an interrupted run left beside its output", () => {
    // Process ids far above any running one: the runs that made them are gone.
    mkdirSync(join(dir, "out.tmp-4194301"), { recursive: true });
    mkdirSync(join(dir, "out.old-4194302"), { recursive: true });
    writeFileSync(join(dir, "out.tmp-4194301", "topics.json"), "half");
    expect(ingest().code).toBe(0);
    expect(readdirSync(dir).filter((f) => /^out\.(tmp|old)-/.test(f))).toEqual([]);
  });

  it("stops on SIGINT or SIGTERM before writing anything: the previous output untouched, no half-written folder or file", async () => {
    // The FAQ's source is a named pipe: the ingest, which listens for the signals before it reads anything, waits at it
    // until the test has sent the signal, then reads the FAQ's bytes and runs on to its first checkpoint. (A signal sent
    // after a fixed 300 ms came too late on a machine busy with a build beside: the ingest had written its output.) Run
    // by node with tsx as a loader, not by the tsx command, which kills a child busy when it relays a signal.
    const faq = join(sources, FAQ);
    const bytes = readFileSync(faq);
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      rmSync(faq);
      expect(spawnSync("mkfifo", [faq]).status).toBe(0);
      const args = ["--import", "tsx", "scripts/ingest.ts", "--sources", sources, "--out", out, "--editorial", join(dir, "no-editorial"), "--quiet"];
      const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      // Opening the pipe to write waits until the ingest opens it to read.
      const pipe = await open(faq, "w");
      child.kill(signal);
      await pipe.writeFile(bytes);
      await pipe.close();
      const code = await new Promise<number | null>((ok) => child.on("close", (c) => ok(c)));
      // 130: the ingest heard it (its own handler, not the signal's default action), said so and wrote nothing.
      expect([signal, code, stderr]).toEqual([signal, 130, `ingest: stopped by ${signal}; nothing was written\n`]);
      expect(readdirSync(dir).filter((f) => /\.(tmp|old)-\d+$/.test(f))).toEqual([]);
      expect(readFileSync(join(out, "rulings.json"), "utf8")).toBe("previous output\n");
    }
  });

  it("--check passes on fresh output and fails when the committed data drifted", () => {
    expect(ingest().code).toBe(0);
    expect(ingest("--check").code).toBe(0);
    const topics = join(out, "topics.json");
    writeFileSync(topics, readFileSync(topics, "utf8").replace('"1E"', '"2E"'));
    const r = ingest("--check");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/topics\.json: differs from a fresh ingest/);
  });
});
