import { expect, test } from "@playwright/test";

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
  await page.goto("/");
  await page.getByTestId("search-input").fill("ktc");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toBeVisible();
  expect(violations).toEqual([]);
});
