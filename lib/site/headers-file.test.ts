import { describe, expect, it } from "vitest";
import { createHeadersLookup, parseHeadersFile, toHeadersFile } from "./headers-file";

describe("_headers", () => {
  it("reads back what it writes, comments and all", () => {
    const rules = [
      { path: "/*", headers: [["X-Frame-Options", "DENY"]] as [string, string][] },
      { path: "/a", headers: [["Cache-Control", "no-cache"]] as [string, string][] },
    ];
    const text = toHeadersFile(rules, "Generated — do not edit.\nSecond line.");
    expect(text.startsWith("# Generated — do not edit.\n# Second line.\n")).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it("names every malformed line of the file at once, with its line number", () => {
    expect(() => parseHeadersFile("  X-A: 1\nhttps://x.org/*\n/*\n  no colon\n  X-B: a\u0007b\n", "out/_headers")).toThrow(
      [
        "out/_headers:1: header before any path (start a rule with a path line such as /*)",
        'out/_headers:2: path "https://x.org/*" must start with "/" (absolute URLs are not supported)',
        'out/_headers:4: expected an indented "Name: value" line, found "no colon"',
        "out/_headers:5: the value of X-B has a control character",
      ].join("\n"),
    );
  });

  it("gives a path every matching rule's headers in file order, a later rule's value winning and a repeated name joined", () => {
    const lookup = createHeadersLookup(
      parseHeadersFile("/*\n  Cache-Control: no-cache\n  X-Build: b1\n/_next/static/*\n  Cache-Control: immutable\n/a\n  Link: <x>\n  link: <y>\n"),
    );
    expect(lookup("/_next/static/chunks/a.js")).toEqual({ "Cache-Control": "immutable", "X-Build": "b1" });
    expect(lookup("/a")).toEqual({ "Cache-Control": "no-cache", "X-Build": "b1", Link: "<x>, <y>" });
    expect(lookup("/a/b")).toEqual({ "Cache-Control": "no-cache", "X-Build": "b1" });
  });
});
