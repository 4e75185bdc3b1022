import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createHeadersLookup, findInlineScripts, listOutFiles, parseHeadersFile, toUrl } from "../../lib/site";
import { open } from "./ready";

const PAGES = ["/", "/1e/cumulative", "/documents/1e-faq-1995-02-11", "/search?q=tribble", "/compare/2e/attempting-missions", "/examples/2e-mission-attempt"];

test("every page is served with security headers and a script policy without 'unsafe-inline'", async ({ request }) => {
  for (const path of PAGES) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    const scriptSrc = (h["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc, path).toBeTruthy();
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    expect(scriptSrc, path).not.toContain("unsafe-eval");
  }
});

test("every page of the build has no inline script, and a script policy header under 4 KB (proxies cap headers near 16 KB)", async ({ request }) => {
  const headersFor = createHeadersLookup(parseHeadersFile(readFileSync("out/_headers", "utf8")));
  const pages = listOutFiles("out").filter((f) => f.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(500);
  const inline = pages.filter((f) => findInlineScripts(readFileSync(join("out", f), "utf8")).length > 0);
  expect(inline).toEqual([]);
  const largest = Math.max(...pages.map((f) => (headersFor(toUrl(f))["Content-Security-Policy"] ?? "").length));
  expect(largest).toBeGreaterThan(0);
  expect(largest).toBeLessThan(4096);
  // And the server sends what the file says, to the longest page (the FAQ's dilemmas).
  const served = (await request.get("/documents/1e-faq-1995-02-11/5-dilemmas")).headers()["content-security-policy"] ?? "";
  expect(served.length).toBeGreaterThan(0);
  expect(served.length).toBeLessThan(4096);
});

test("pages run under that policy without a single violation, and hydrate without a mismatch", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Hydration|Minified React error #4(18|19|20|21|22|23|25)/i.test(m.text())) violations.push(m.text());
  });
  page.on("pageerror", (e) => violations.push(e.message));
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await open(page, "/");
  await page.getByTestId("search-input").fill("ktc");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a source containing HTML and script renders as inert text in the browser", async ({ page }) => {
  const { toEntryHtml } = await import("../../lib/content");
  const body = [
    "See <script>window.__xss = 1</script> here.",
    '<img src="x" onerror="window.__xss = 2">',
    '[a link](javascript:window.__xss=3) and <a href="javascript:window.__xss=4">b</a>',
  ].join("\n\n");
  const html = toEntryHtml({ body, refs: [] }, () => null);
  await page.goto("/");
  await page.evaluate((h) => {
    const div = document.createElement("div");
    div.id = "hostile";
    div.innerHTML = h;
    document.body.append(div);
  }, html);
  const hostile = page.locator("#hostile");
  await expect(hostile).toContainText("<script>window.__xss = 1</script>");
  await expect(hostile).toContainText('<img src="x" onerror="window.__xss = 2">');
  await expect(hostile.locator("script, img, [onerror]")).toHaveCount(0);
  for (const a of await hostile.locator("a").all()) await a.click({ trial: false }).catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
