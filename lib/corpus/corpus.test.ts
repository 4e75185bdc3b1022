import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContractError } from "../model";
import { CORPUS_DIR, readCorpusData, readExport } from ".";

const scratch = mkdtempSync(join(tmpdir(), "corpus-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the committed corpus with one file changed. */
function copyWith(name: string, change: (value: unknown) => unknown): string {
  const dir = mkdtempSync(join(scratch, "copy-"));
  cpSync(CORPUS_DIR, dir, { recursive: true });
  writeFileSync(join(dir, name), JSON.stringify(change(JSON.parse(readFileSync(join(dir, name), "utf8")))));
  return dir;
}

describe("readCorpusData", () => {
  it("reads the committed corpus, without an ingest, as the export holds it: every document's entries, in the documents' order", () => {
    const data = readCorpusData();
    expect(data.documents.length).toBeGreaterThanOrEqual(5);
    expect(data.entries.length).toBe(data.documents.reduce((n, d) => n + d.entryCount, 0));
    const order = data.documents.map((d) => d.id);
    const seen = data.entries.map((e) => order.indexOf(e.documentId));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(data.topics.some((t) => t.id === "1e/cloaking-device")).toBe(true);
  });

  it("refuses a corpus that breaks the contract, naming the folder and the field", () => {
    const dir = copyWith("topics.json", (topics) => {
      (topics as { edition: string }[])[3]!.edition = "3E";
      return topics;
    });
    expect(() => readCorpusData(dir)).toThrow(ContractError);
    expect(() => readCorpusData(dir)).toThrow(/topics\[3\]\.edition/);
    expect(() => readCorpusData(dir)).toThrow(dir);
  });

  it("refuses a field the contract does not know (a misspelt field is not passed through)", () => {
    const dir = copyWith("relations.json", (relations) => {
      (relations as Record<string, unknown>[])[0]!.qoutes = { from: "", to: "" };
      return relations;
    });
    expect(() => readCorpusData(dir)).toThrow(/relations\[0\]/);
  });

  it("says which file is missing or is not JSON, and how to make it", () => {
    const missing = join(scratch, "nothing-here");
    expect(() => readCorpusData(missing)).toThrow(/nothing-here\/documents\.json.*cannot be read \(ENOENT\).*npm run ingest/s);
    const bad = join(scratch, "bad.json");
    writeFileSync(bad, "{ not json");
    expect(() => readExport(bad)).toThrow(/bad\.json.*is not JSON/s);
  });
});
