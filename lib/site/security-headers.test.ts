import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createHeadersLookup, parseHeadersFile } from "./headers-file";
import { CONTENT_SECURITY_POLICY, writeHeadersFile } from "./security-headers";

/** A folder holding these files. */
function folder(files: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), "headers-"));
  for (const [f, text] of Object.entries(files)) writeFileSync(join(out, f), text);
  return out;
}

describe("out/_headers", () => {
  it("gives every page the same small script policy, of this origin alone, and names the build", () => {
    const out = folder({ "version.json": '{"version":"abc123"}', "index.html": '<script src="/_scripts/x.js"></script>' });
    try {
      writeHeadersFile(out);
      const lookup = createHeadersLookup(parseHeadersFile(readFileSync(join(out, "_headers"), "utf8")));
      for (const path of ["/", "/1e/cloaking-device", "/documents/1e-faq-1995-02-11/5-dilemmas"]) {
        const h = lookup(path);
        expect(h["Content-Security-Policy"], path).toBe(CONTENT_SECURITY_POLICY);
        expect(h["X-Build"], path).toBe("abc123");
      }
      expect(CONTENT_SECURITY_POLICY.length).toBeLessThan(4096);
      expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
      expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
      expect(lookup("/_scripts/x.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
      expect(lookup("/1e")["Cache-Control"]).toBe("no-cache");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("refuses a page that still has an inline script, naming it, and writes nothing", () => {
    const out = folder({ "version.json": '{"version":"abc123"}', "ok.html": "<p></p>", "bad.html": "<script>alert(1)</script>" });
    try {
      expect(() => writeHeadersFile(out)).toThrow(`${join(out, "bad.html")}: inline <script>`);
      expect(() => readFileSync(join(out, "_headers"))).toThrow();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
