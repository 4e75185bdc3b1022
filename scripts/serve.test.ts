import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./serve-process";

let dir: string;

/** Runs scripts/serve.ts as `npm run serve` does, to its exit. */
const serve = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...args], { encoding: "utf8", timeout: 20_000 });

/** A folder with these files, as an export would hold them. */
function folder(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  mkdirSync(root);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  return root;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "serve-cli-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("scripts/serve.ts", () => {
  it("listens on 127.0.0.1 unless --host says otherwise, and says where", async () => {
    const root = folder("good", { _headers: "/*\n  X-Frame-Options: DENY\n", "index.html": "<p>home</p>" });
    const { stop, url } = await startServe(["--port", "0", "--dir", root]);
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(url);
      expect([res.status, res.headers.get("x-frame-options")]).toEqual([200, "DENY"]);
    } finally {
      stop();
    }
  });

  it("refuses to start on a malformed _redirects, naming the file and line, without a stack trace", () => {
    const root = folder("bad-redirects", { _headers: "/*\n  X-Frame-Options: DENY\n", _redirects: "/a /b 301\n/c /d 200\n" });
    const r = serve("--port", "0", "--dir", root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("_redirects:2:1: status 200 is not a redirect");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses to start on a malformed _headers, naming the file and line", () => {
    const root = folder("bad-headers", { _headers: "/*\n  X-Frame-Options: DENY\n  no colon here\n" });
    const r = serve("--dir", root, "--port", "0");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${join(root, "_headers")}:3: expected an indented "Name: value" line`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("says to build first when there is no export", () => {
    const r = serve("--dir", join(dir, "missing"), "--port", "0");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("no static export here; run npm run build first");
  });
});
