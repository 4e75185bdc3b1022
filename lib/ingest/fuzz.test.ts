import { describe, expect, it } from "vitest";
import { IngestError } from "./errors";
import { runIngest } from "./pipeline";
import { readTree } from "../../scripts/read-tree";
import { createSeededRandom } from "../engine";
import { withReplacedFiles } from "./parsers/test-support";

const base = readTree("content/sources");
const meta = JSON.parse(new TextDecoder().decode(base.get("documents.json"))) as { documents: { sourceFile: string }[] };
const sources = meta.documents.map((d) => d.sourceFile);

/** The sources with one file replaced and its recorded SHA-256 updated, so only the content is wrong. */
function withFile(name: string, bytes: Uint8Array): Map<string, Uint8Array> {
  return withReplacedFiles(base, { [name]: bytes });
}

/** Ingest either succeeds or fails with a positioned IngestError; anything else is a crash. */
function expectCleanOutcome(files: Map<string, Uint8Array>, label: string): "ok" | "error" {
  try {
    runIngest({ sourcesDir: "src", files });
    return "ok";
  } catch (e) {
    expect(e, `${label}: ${(e as Error).stack}`).toBeInstanceOf(IngestError);
    for (const line of (e as IngestError).message.split("\n")) expect(line, label).toMatch(/^src\/[^:]+:\d+:\d+: \[[a-z0-9]+(-[a-z0-9]+)*\] \S.* — \S/);
    return "error";
  }
}

describe("ingest on damaged input never crashes", () => {
  // Seeded, so a failure names a reproducible case.
  const rnd = createSeededRandom(20261123);

  it("reports random bytes in place of a source as a clear error", () => {
    for (let i = 0; i < 10; i++) {
      const name = sources[i % sources.length]!;
      const bytes = Uint8Array.from({ length: 1 + Math.floor(rnd() * 4000) }, () => Math.floor(rnd() * 256));
      expect(expectCleanOutcome(withFile(name, bytes), `random bytes #${i} in ${name}`)).toBe("error");
    }
  });

  it("reports random cuts of the real sources as a clear error", () => {
    for (let i = 0; i < 15; i++) {
      const name = sources[i % sources.length]!;
      const text = new TextDecoder().decode(base.get(name));
      const lines = text.split("\n");
      const keep = Math.floor(rnd() * (lines.length - 1));
      expectCleanOutcome(withFile(name, new TextEncoder().encode(lines.slice(0, keep).join("\n"))), `${name} cut to ${keep} lines`);
    }
  });

  it("reports shuffled lines of the real sources as a clear error", () => {
    for (let i = 0; i < 10; i++) {
      const name = sources[i % sources.length]!;
      const lines = new TextDecoder().decode(base.get(name)).split("\n");
      for (let k = lines.length - 1; k > 0; k--) {
        const j = Math.floor(rnd() * (k + 1));
        [lines[k], lines[j]] = [lines[j]!, lines[k]!];
      }
      expect(expectCleanOutcome(withFile(name, new TextEncoder().encode(lines.join("\n"))), `${name} shuffled #${i}`)).toBe("error");
    }
  });
});
