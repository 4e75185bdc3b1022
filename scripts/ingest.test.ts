import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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
  const sha = createHash("sha256").update(readFileSync(join(sources, file))).digest("hex");
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
        return `${p}:${createHash("sha256").update(readFileSync(join(dir, p))).digest("hex")}`;
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
    ["an empty file", () => writeFileSync(join(sources, FAQ), ""), new RegExp(`${FAQ}:1: file is empty`)],
    ["a binary file", () => writeFileSync(join(sources, FAQ), Buffer.from([0x51, 0x3a, 0x0a, 0x00, 0x01, 0x02])), new RegExp(`${FAQ}:2: file is binary`)],
    ["a line of 100,000 characters", () => writeFileSync(join(sources, FAQ), `Q: one\n${"x".repeat(100_000)}\n`), new RegExp(`${FAQ}:2: \\[line-too-long\\] line 2 is 100,000 bytes`)],
    ["a non-UTF-8 file", () => writeFileSync(join(sources, FAQ), Buffer.from("Q: caf\xe9 ok\nline two\n", "latin1")), new RegExp(`${FAQ}:1: file is not valid UTF-8`)],
    ["a file missing from the metadata", () => writeFileSync(join(sources, "extra.txt"), "text\n"), /extra\.txt:1: file is not described in documents\.json/],
    [
      "metadata naming a missing file",
      () => rmSync(join(sources, FAQ)),
      new RegExp(`documents\\.json:\\d+: document "1e-faq-1995-02-11" names ${FAQ}, which is not in`),
    ],
    [
      "a wrong sha256",
      () => writeFileSync(join(sources, FAQ), readFileSync(join(sources, FAQ), "utf8").replace("Q:", "Q;")),
      new RegExp(`${FAQ}:1: sha256 is [0-9a-f]{64} but documents\\.json says`),
    ],
    [
      "a truncated file",
      () => {
        const text = readFileSync(join(sources, FAQ), "utf8");
        writeFileSync(join(sources, FAQ), text.slice(0, Math.floor(text.length * 0.6)));
        setSha(FAQ);
      },
      new RegExp(`${FAQ}:\\d+: `),
    ],
    [
      "duplicate ids",
      () => editMeta((docs) => (docs[1]!.id = docs[0]!.id)),
      /documents\.json:\d+: duplicate document id "1e-faq-1995-02-11" \(first at line \d+\)/,
    ],
    ["an unknown edition", () => editMeta((docs) => (docs[0]!.edition = "3E")), /documents\.json:\d+: unknown edition "3E"/],
    ["an impossible date", () => editMeta((docs) => (docs[0]!.date = "1995-02-30")), /documents\.json:\d+: date "1995-02-30" .* is not a real YYYY-MM-DD date/],
    [
      "malformed JSON in a corrections file",
      () => writeFileSync(join(sources, "corrections/2e-crd-2011-10-05.json"), '{\n  "join": [\n    { "rule": "x" "after": 69 }\n  ]\n}\n'),
      /corrections\/2e-crd-2011-10-05\.json:3:19: \[invalid-json\] Expected ',' or '}' after property value/,
    ],
    ["malformed JSON in documents.json", () => writeFileSync(join(sources, "documents.json"), '{ "documents": [\n  { "id": "x", }\n] }'), /documents\.json:2:16: \[invalid-json\] Expected double-quoted property name/],
  ];

  for (const [name, breakIt, message] of cases) {
    it(`reports ${name} as file:line, exits non-zero and leaves the previous output untouched`, () => {
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
