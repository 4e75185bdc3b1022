import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const meta = JSON.parse(readFileSync("content/sources/documents.json", "utf8")).documents as { sourceFile: string; sha256: string }[];
const sha = (p: string) => createHash("sha256").update(readFileSync(p)).digest("hex");

describe("content/sources", () => {
  it("holds each official text byte-identical to its recorded SHA-256", () => {
    for (const d of meta) expect(sha(`content/sources/${d.sourceFile}`), d.sourceFile).toBe(d.sha256);
  });

  it("holds every file shipped in shared/sources, unchanged, each described in documents.json", () => {
    // shared/ sits beside the clone (CI, developer checkouts); SHARED_DIR or the workplace copy serve a clone elsewhere.
    const candidates = [process.env.SHARED_DIR && `${process.env.SHARED_DIR}/sources`, "../shared/sources", "/work/shared/sources"];
    const shared = candidates.find((c): c is string => !!c && existsSync(c));
    if (!shared) throw new Error(`shared/sources not found (looked in ${candidates.filter(Boolean).join(", ")}); set SHARED_DIR`);
    const names = readdirSync(shared).filter((n) => n.endsWith(".txt"));
    // Documents added later live only in content/sources; every shipped one must be there, byte for byte.
    expect(meta.map((d) => d.sourceFile)).toEqual(expect.arrayContaining(names));
    for (const n of names) expect(sha(`${shared}/${n}`), n).toBe(sha(`content/sources/${n}`));
  });
});
