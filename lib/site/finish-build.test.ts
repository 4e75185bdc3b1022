import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSiteUrl } from "./finish-build";

describe("checkSiteUrl", () => {
  it("warns, naming the files, when a build without SITE_URL gives localhost as the site's address in its feed and search description", () => {
    const out = mkdtempSync(join(tmpdir(), "site-url-"));
    try {
      writeFileSync(join(out, "feed.xml"), '<feed><link href="http://localhost:3000/"/></feed>');
      writeFileSync(join(out, "opensearch.xml"), '<Url template="http://localhost:3000/search?q={searchTerms}"/>');
      expect(checkSiteUrl(out, undefined)).toBe(
        "warning: SITE_URL is not set, so out/feed.xml and out/opensearch.xml give http://localhost:3000 as the site's address; build a deploy with SITE_URL=https://your.site npm run build",
      );
      expect(checkSiteUrl(out, "https://rulings.example.org")).toBeNull();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
