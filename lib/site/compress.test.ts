import { mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressOut } from "./compress";

describe("compressOut", () => {
  it("writes brotli and gzip copies of text files that they make smaller, and none of anything else", async () => {
    const out = mkdtempSync(join(tmpdir(), "compress-"));
    try {
      const page = `<p>${"ruling ".repeat(500)}</p>`;
      writeFileSync(join(out, "page.html"), page);
      writeFileSync(join(out, "tiny.js"), "x");
      writeFileSync(join(out, "image.png"), Buffer.alloc(5000));
      const totals = await compressOut(out);
      expect(totals.files).toBe(2);
      expect(brotliDecompressSync(readFileSync(join(out, "page.html.br"))).toString()).toBe(page);
      expect(gunzipSync(readFileSync(join(out, "page.html.gz"))).toString()).toBe(page);
      expect(existsSync(join(out, "tiny.js.br"))).toBe(false);
      expect(existsSync(join(out, "image.png.gz"))).toBe(false);
      expect(totals.br).toBeLessThan(totals.raw);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
