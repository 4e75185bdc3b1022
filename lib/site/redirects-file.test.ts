import { describe, expect, it } from "vitest";
import { createRedirectLookup, parseRedirectsFile } from "./redirects-file";

describe("_redirects", () => {
  it("sends a path to the first rule that matches, its :names and * filled in", () => {
    const lookup = createRedirectLookup(parseRedirectsFile("# old\n/as-of/:edition/:date/:topic /:edition/:topic?as-of=:date 301\n/old/* /new/:splat 302\n"));
    expect(lookup("/as-of/1e/2000-07-31/cloaking-device")).toEqual({ location: "/1e/cloaking-device?as-of=2000-07-31", status: 301 });
    expect(lookup("/as-of/1e/2000-07-31/cloaking-device/")).toEqual({ location: "/1e/cloaking-device?as-of=2000-07-31", status: 301 });
    expect(lookup("/old/a/b")).toEqual({ location: "/new/a/b", status: 302 });
    expect(lookup("/as-of/1e/2000-07-31")).toBeNull();
  });

  it("names every malformed line with its line and column", () => {
    expect(() => parseRedirectsFile("/a /b 301\n/c /d 200\nnot-a-path /x\n/e /f 301 extra\n", "out/_redirects")).toThrow(
      [
        "out/_redirects:2:1: status 200 is not a redirect (301, 302, 307 or 308)",
        'out/_redirects:3:1: expected "FROM TO [STATUS]" with FROM a path, found "not-a-path /x"',
        'out/_redirects:4:1: expected "FROM TO [STATUS]" with FROM a path, found "/e /f 301 extra"',
      ].join("\n"),
    );
  });
});
