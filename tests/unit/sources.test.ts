import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const meta = JSON.parse(readFileSync("content/sources/documents.json", "utf8")).documents as { sourceFile: string; sha256: string }[];
const sha = (p: string) => createHash("sha256").update(readFileSync(p)).digest("hex");

// Only what the repository holds: the official texts were copied from the shipped shared/sources byte for byte, and
// documents.json recorded each one's SHA-256 then; a test never reads outside the checkout.
describe("content/sources", () => {
  it("holds each official text byte-identical to its recorded SHA-256", () => {
    for (const d of meta) expect(sha(`content/sources/${d.sourceFile}`), d.sourceFile).toBe(d.sha256);
  });

  it("describes every text it holds in documents.json (none lies there unread)", () => {
    const texts = readdirSync("content/sources").filter((n) => /\.(txt|md)$/.test(n) && n !== "README.md");
    expect(meta.map((d) => d.sourceFile).sort()).toEqual(texts.sort());
  });
});
