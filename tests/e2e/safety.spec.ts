import { expect, test } from "@playwright/test";
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

test("pages run under that policy without a single violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
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
  const { toEntryHtml } = await import("../../lib/content/render");
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
