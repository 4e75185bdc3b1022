import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { externalizeInlineScripts, findInlineScripts, toExternalScripts } from "./inline-scripts";

const PAGE = [
  '<html><head><script src="/_next/static/a.js" async></script></head><body>',
  "<header>h</header><script>window.keys=1</script><main>m</main>",
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>\n<script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"b"])</script>',
  "</body></html>",
].join("");

describe("inline scripts moved into files", () => {
  it("moves each run of adjacent inline scripts into one file, in place and in order, and leaves data blocks and external scripts alone", () => {
    const { html, scripts } = toExternalScripts(PAGE);
    expect(findInlineScripts(html)).toEqual([]);
    expect(scripts.map((s) => s.content)).toEqual([
      "window.keys=1",
      '(self.__next_f=self.__next_f||[]).push([0])\n;\nself.__next_f.push([1,"a"])\n;\nself.__next_f.push([1,"b"])',
    ]);
    // The first run stays between the header and the main content; the second where the page data was.
    expect(html).toMatch(new RegExp(`<header>h</header><script src="${scripts[0]!.url}"></script><main>`));
    expect(html).toContain(`{"@type":"Thing"}</script><script src="${scripts[1]!.url}"></script></body>`);
    expect(html).toContain('<script src="/_next/static/a.js" async></script>');
    expect(scripts.every((s) => /^\/_scripts\/[0-9a-f]{20}\.js$/.test(s.url))).toBe(true);
  });

  it("names a file by its content, so pages with the same script share one file", () => {
    const a = toExternalScripts("<p>a</p><script>shared()</script>");
    const b = toExternalScripts("<p>b</p><script>shared()</script>");
    expect(a.scripts[0]!.url).toBe(b.scripts[0]!.url);
    expect(toExternalScripts("<script>other()</script>").scripts[0]!.url).not.toBe(a.scripts[0]!.url);
  });

  it("rewrites the pages of a folder once: run again, it changes nothing", () => {
    const out = mkdtempSync(join(tmpdir(), "inline-"));
    try {
      writeFileSync(join(out, "a.html"), PAGE);
      writeFileSync(join(out, "b.html"), "<p>b</p><script>window.keys=1</script>");
      expect(externalizeInlineScripts(out)).toEqual({ pages: 2, scripts: 2 });
      const once = readFileSync(join(out, "a.html"), "utf8");
      expect(externalizeInlineScripts(out)).toEqual({ pages: 0, scripts: 0 });
      expect(readFileSync(join(out, "a.html"), "utf8")).toBe(once);
      expect(readdirSync(join(out, "_scripts")).length).toBe(2);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
