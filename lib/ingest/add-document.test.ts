import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findPrintedDates, proposeDocument, toFormatBySignature } from "./add-document";
import { parseMetadata } from "./metadata";
import type { Corrections } from "../model";

const metaText = readFileSync("content/sources/documents.json", "utf8");
const archive = parseMetadata("documents.json", metaText);
const textOf = (file: string) => readFileSync(`content/sources/${file}`, "utf8");
const correctionsOf = (m: (typeof archive)[number]): Corrections =>
  typeof m.corrections === "string" ? (JSON.parse(readFileSync(`content/sources/${m.corrections}`, "utf8")) as Corrections) : m.corrections;

describe("adding a document", () => {
  it.each(archive.map((d) => [d.id, d] as const))("finds the date %s prints in its own header", (_, d) => {
    expect(findPrintedDates(textOf(d.sourceFile)).map((p) => p.date)).toContain(d.date);
  });

  it.each(archive.map((d) => [d.id, d] as const))("reads the format of %s from the marks of its text", (_, d) => {
    expect(toFormatBySignature(textOf(d.sourceFile))).toBe(d.format);
  });

  it("refuses a date the header contradicts, naming the line and what it prints", () => {
    const d = archive.find((x) => x.format === "pdf-crd")!;
    const text = textOf(d.sourceFile);
    const { findings } = proposeDocument(
      { sourceFile: "new.txt", text, sha256: "0".repeat(64), edition: d.edition, kind: d.kind, date: "2019-01-01", id: "new-doc" },
      archive,
      correctionsOf,
    );
    const mismatch = findings.find((f) => f.rule === "printed-date-mismatch")!;
    expect(mismatch.level).toBe("problem");
    const printed = findPrintedDates(text)[0]!;
    expect(mismatch.line).toBe(printed.line);
    expect(text.split("\n")[mismatch.line - 1]!.slice(mismatch.column - 1)).toMatch(new RegExp(`^${printed.printed.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
    expect(mismatch.message).toContain(d.date);
  });

  it("refuses a file already in the archive and an id already taken", () => {
    const d = archive[0]!;
    const { findings } = proposeDocument(
      { sourceFile: "copy.txt", text: textOf(d.sourceFile), sha256: d.sha256, edition: d.edition, kind: d.kind, date: d.date, id: d.id },
      archive,
      correctionsOf,
    );
    expect(findings.filter((f) => f.level === "problem").map((f) => f.rule)).toEqual(expect.arrayContaining(["same-bytes", "id-taken"]));
  });

  it("proposes the format, family and issuer of the newest document of the same edition and kind, and hints that name no lines", () => {
    const newest = [...archive].sort((a, b) => b.date.localeCompare(a.date)).find((x) => x.kind === "crd")!;
    const { meta, corrections } = proposeDocument(
      { sourceFile: "n.txt", text: textOf(newest.sourceFile), sha256: "1".repeat(64), edition: newest.edition, kind: "crd", date: newest.date, id: "n" },
      archive,
      correctionsOf,
    );
    expect(meta).toMatchObject({
      format: newest.format,
      family: newest.family,
      issuer: newest.issuer,
      restatesFamily: newest.restatesFamily,
      corrections: "corrections/n.json",
    });
    expect(JSON.stringify(corrections.hints ?? {})).not.toMatch(/"line"/);
    expect(corrections.join).toBeUndefined();
  });
});
