import { spawnSync } from "node:child_process";
import { cpSync, copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RulingsData } from "../lib/model";

const TSX = join(process.cwd(), "node_modules", ".bin", "tsx");
const FIXTURE = "tests/fixtures/documents/2e-crd-2016-03-01";
const ID = "2e-crd-2016-03-01";

let dir: string;
let sources: string;

const run = (script: string, ...args: string[]) => {
  const r = spawnSync(TSX, [script, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const addDocument = (...args: string[]) => run("scripts/add-document.ts", ...args, "--sources", sources);
const listing = () => readdirSync(sources, { recursive: true }).map(String).sort().join("\n") + readFileSync(join(sources, "documents.json"), "utf8");

/** Adds a fixture document through the command, declares its corrections as the maintainer would, and ingests the sources. */
function addAndIngest(fixture: string, ...args: string[]) {
  const first = addDocument(`${fixture}.txt`, ...args);
  copyFileSync(`${fixture}.corrections.json`, join(sources, "corrections", `${fixture.split("/").pop()}.json`));
  const out = join(dir, "out");
  const ingest = run("scripts/ingest.ts", "--sources", sources, "--out", out, "--editorial", "content/editorial", "--quiet");
  const data = ingest.code === 0 ? (JSON.parse(readFileSync(join(out, "rulings.json"), "utf8")) as RulingsData) : null;
  return { first, ingest, data };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "add-document-"));
  sources = join(dir, "sources");
  cpSync("content/sources", sources, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run add-document", () => {
  it("adds a new CRD with data only: the file, its metadata and a corrections file; the problems left come all at once, and once fixed the ingest takes it", () => {
    const first = addDocument(`${FIXTURE}.txt`, "--edition", "2E", "--kind", "crd", "--date", "2016-03-01");
    expect(first.code).toBe(1);
    expect(first.stderr).toContain("[hint-missing] hints.lastEntry");
    expect(first.stderr).toContain("[hint-missing] hints.expectedEntries");
    expect(first.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(join(sources, `${ID}.txt`))).toEqual(readFileSync(`${FIXTURE}.txt`));
    const meta = JSON.parse(readFileSync(join(sources, "documents.json"), "utf8")).documents.find((d: { id: string }) => d.id === ID);
    expect(meta).toMatchObject({
      edition: "2E",
      kind: "crd",
      date: "2016-03-01",
      format: "pdf-crd",
      family: "2e-crd",
      sourceFile: `${ID}.txt`,
      corrections: `corrections/${ID}.json`,
    });
    expect(meta.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The maintainer declares how the document ends and where its page breaks split sentences (the fixture's file).
    copyFileSync(`${FIXTURE}.corrections.json`, join(sources, "corrections", `${ID}.json`));
    const out = join(dir, "out");
    const ingest = run("scripts/ingest.ts", "--sources", sources, "--out", out, "--editorial", "content/editorial", "--quiet");
    expect(ingest.stderr).toBe("");
    expect(ingest.code).toBe(0);
    const data = JSON.parse(readFileSync(join(out, "rulings.json"), "utf8")) as RulingsData;
    const doc = data.documents.find((d) => d.id === ID)!;
    expect(doc.changes.new).toContain("2e/tribbles");
    expect(doc.changes.removed).toContain("2e/response-actions");
  });

  it("adds a 1E Glossary amendment whose changes are read against every ruling in force the day before, whatever document stated it", () => {
    const { first, ingest, data } = addAndIngest(
      "tests/fixtures/documents/1e-crd-2018-06-01",
      "--edition",
      "1E",
      "--kind",
      "glossary-amendments",
      "--date",
      "2018-06-01",
    );
    expect(first.stdout).toContain("format glossary-amendment-crd, as the newest 1E glossary-amendments");
    expect(ingest.stderr).toBe("");
    // The 2000-only cloaking device entry replaced in 2018 is a changed ruling of its topic, not a new topic.
    expect(data!.documents.find((d) => d.id === "1e-crd-2018-06-01")!.changes).toMatchObject({
      substantive: expect.arrayContaining(["1e/characteristics", "1e/cloaking-device"]),
      new: ["1e/tribbles"],
      removed: [],
    });
    expect(data!.topics.find((t) => t.id === "1e/cloaking-device")!.versions.map((v) => [v.date, v.change])).toEqual([
      ["2000-07-31", "new"],
      ["2018-06-01", "changed"],
    ]);
    expect(data!.entries.find((e) => e.id === "1e-cr-2000-07-31/cloaking-device")!.inForce).toMatchObject({
      until: "2018-06-01",
      endedBy: { entryId: "1e-crd-2018-06-01/cloaking-device" },
    });
  });

  it("adds a later FAQ: its answers are new versions of the same family's answers, its reference reading follows the FAQ's", () => {
    const args = ["--edition", "1E", "--kind", "faq", "--date", "1995-05-01", "--title", "Official Rules FAQ File, version 4"];
    const { first, ingest, data } = addAndIngest("tests/fixtures/documents/1e-faq-1995-05-01", ...args);
    expect(first.stderr).toContain("[hint-missing] hints.sectionTitle");
    expect(first.stderr).toContain("[hint-missing] hints.lastCategory");
    expect(ingest.stderr).toBe("");
    expect(data!.documents.find((d) => d.id === "1e-faq-1995-05-01")!.changes).toMatchObject({
      substantive: ["1e/counting-seeded-cards", "1e/leadership"],
      new: ["1e/shuffling-your-opponents-deck"],
    });
    expect(data!.topics.find((t) => t.id === "1e/peeking-at-the-discard-pile")!.versions.map((v) => v.change)).toEqual(["new", "unchanged"]);
    const refs = data!.entries.filter((e) => e.documentId === "1e-faq-1995-05-01").flatMap((e) => e.refs);
    expect(refs.filter((r) => r.status === "unresolved")).toEqual([]);
  });

  it("refuses a date the document's header contradicts and writes nothing", () => {
    const before = listing();
    const r = addDocument(`${FIXTURE}.txt`, "--edition", "2E", "--kind", "crd", "--date", "2016-03-02");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/:11:2: error \[printed-date-mismatch\] --date is 2016-03-02, but the header prints "1 March 2016"/);
    expect(listing()).toBe(before);
  });

  it("refuses a document already in the archive and writes nothing", () => {
    const before = listing();
    const r = addDocument("content/sources/002_25921d97b80c2cf8.txt", "--edition", "2E", "--kind", "crd", "--date", "2014-07-07");
    expect(r.stderr).toContain("[same-bytes]");
    expect(r.stderr).toContain("[id-taken]");
    expect(r.code).toBe(1);
    expect(listing()).toBe(before);
  });

  it("names every bad argument at once, with the usage, exit 2 and no stack trace", () => {
    const r = addDocument("--edition", "3E", "--date", "2016-02-30", "--colour", "red");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--edition 3E: expected one of 1E, 2E");
    expect(r.stderr).toContain("--kind is required");
    expect(r.stderr).toContain("--date 2016-02-30 is not a real YYYY-MM-DD date");
    expect(r.stderr).toContain("unknown option --colour");
    expect(r.stderr).toContain("FILE (the new document's text) is missing");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
