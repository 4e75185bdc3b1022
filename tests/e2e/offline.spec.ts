import { expect, test } from "@playwright/test";
import { open } from "./ready";

test.use({ serviceWorkers: "allow" });

test("after one visit the pages opened work offline; after 'Save every ruling', the whole site, search included, works with the network cut", async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  await open(page, "/");
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: 200_000 });
  await expect(page.getByTestId("offline-status")).toContainText("Data version");

  // Only the shell and what the reader opened are kept at first.
  await open(page, "/1e/battle");
  await context.setOffline(true);
  await open(page, "/1e/battle");
  await expect(page.getByRole("heading", { level: 1, name: "battle" })).toBeVisible();
  await page.goto("/1e/cloaking-device");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByTestId("offline-not-saved")).toBeVisible();
  await context.setOffline(false);

  // The reader is told the size before saving everything, and sees it progress.
  await open(page, "/");
  const save = page.getByTestId("offline-save-all");
  await expect(save).toContainText(/MB in all/);
  await save.click();
  await expect(page.getByTestId("offline-all")).toBeVisible({ timeout: 200_000 });

  await context.setOffline(true);
  await open(page, "/1e/cumulative");
  await expect(page.getByRole("heading", { level: 1, name: "cumulative" })).toBeVisible();
  await open(page, "/documents/2e-crd-2014-07-07");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Current Rulings Document");
  await open(page, "/2e/attempting-missions/2011-10-05?as-of=2012-06-01");
  await expect(page.locator(".entry-body")).toContainText("until dilemma is overcome or placed somewhere");
  await expect(page.getByTestId("asof-banner")).toContainText("this ruling was in force then");

  await open(page, "/search?q=tribble");
  await expect(page.getByTestId("search-page-results").locator("li").first()).toContainText("Tribble");
  await page.getByTestId("search-input").fill("ktc downloads");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toContainText("Klingon Tea Ceremony");

  await open(page, "/2e");
  await page.getByRole("link", { name: "winning the game" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "winning the game" })).toBeVisible();
  await context.setOffline(false);
});
