import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { open, reload } from "./ready";

const COMPARE = "/compare/2e/attempting-missions?from=2011-10-05&to=2014-07-07";

test("the 2E attempting-missions comparison 2011 → 2014 marks the step 3.h wording change", async ({ page }) => {
  await open(page, COMPARE);
  const side = page.getByTestId("compare-side");
  await expect(side.locator("del.diff-del").filter({ hasText: "dilemma is overcome or placed somewhere" })).toHaveCount(1);
  await expect(side.locator("ins.diff-ins").filter({ hasText: "the end of step 4" })).toHaveCount(1);
  const visibleText = await side
    .locator("section")
    .nth(1)
    .evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".sr-only").forEach((n) => n.remove());
      return copy.textContent ?? "";
    });
  expect(visibleText).toContain("until the end of step 4.a.");
  await expect(side.locator("del").first().locator(".sr-only")).toHaveText(/deleted: /);
  await expect(page.getByTestId("compare-summary")).toContainText("changed in substance");
});

test("'winning the game' shows no change of substance between 2011 and 2014", async ({ page }) => {
  await open(page, "/compare/2e/winning-the-game?from=2011-10-05&to=2014-07-07");
  await expect(page.getByTestId("compare-summary")).toContainText("Versions of one ruling: no difference in wording");
  await expect(page.getByTestId("compare-side").locator("ins, del")).toHaveCount(0);
});

test("the compare page works from the keyboard and keeps the choice in the URL", async ({ page }) => {
  await open(page, "/compare/2e/attempting-missions");
  await expect(page.getByTestId("compare-from")).toHaveValue("2011-10-05");
  await expect(page.getByTestId("compare-to")).toHaveValue("2014-07-07");
  await page.getByTestId("compare-to").focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByTestId("compare-to")).toHaveValue("2011-10-05");
  await expect(page.getByTestId("compare-summary")).toContainText("Choose two different statements");
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/from=2011-10-05&to=2014-07-07/);
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("compare-inline")).toBeVisible();
  await expect(page.getByTestId("compare-inline").locator("ins, del").first()).toBeVisible();
  await reload(page);
  await expect(page.getByTestId("compare-to")).toHaveValue("2014-07-07");
});

test("the compare page has no serious or critical accessibility violations", async ({ page }) => {
  await open(page, COMPARE);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("a topic page shows a timeline with what changed and a link to the comparison", async ({ page }) => {
  await open(page, "/2e/attempting-missions");
  const newest = page.getByTestId("version").first();
  await expect(newest).toContainText("2014-07-07");
  await expect(newest).toContainText("New version of the 2011-10-05 ruling");
  await expect(newest.locator("del")).toContainText(["dilemma is overcome or placed somewhere."]);
  await newest.getByRole("link", { name: "compare" }).click();
  await expect(page).toHaveURL(/\/compare\/2e\/attempting-missions\?from=2011-10-05&to=2014-07-07/);
});

test("the as-of view for a date between 2011 and 2014 shows the 2011 wording", async ({ page }) => {
  await open(page, "/as-of");
  await page.getByTestId("asof-edition").selectOption("2e");
  await page.getByTestId("asof-date").fill("2012-06-01");
  await page.getByRole("button", { name: "Show rulings" }).click();
  await expect(page).toHaveURL(/\/as-of\/2e\/2011-10-05\?on=2012-06-01/);
  await expect(page.getByTestId("asof-chosen")).toContainText("2012-06-01");
  await page.getByTestId("asof-topics").getByRole("link", { name: "attempting missions" }).click();
  await expect(page.getByTestId("asof-banner")).toContainText("2011-10-05");
  await expect(page.locator(".entry-body")).toContainText("until dilemma is overcome or placed somewhere");
  await expect(page.locator(".entry-body")).not.toContainText("until the end of step 4.a.");
});

test("cross-references inside the as-of view lead to the versions in force on that date, and the old as-of address leads there", async ({ page }) => {
  await open(page, "/1e/access-denied?as-of=2000-07-31");
  await expect(page.getByTestId("asof-banner")).toContainText("As in force on 2000-07-31");
  const link = page.locator(".entry-body a.xref").first();
  await expect(link).toHaveAttribute("href", "/1e/ferengi-ingenuity/2000-07-31?as-of=2000-07-31");
  await open(page, "/as-of/1e/1995-02-11");
  await expect(page.getByTestId("asof-topics").getByRole("link", { name: "Access Denied" })).toHaveCount(0);
  // The old per-topic as-of address answers 301 with the new one (out/_redirects), not a 404 page that redirects.
  const old = await page.request.get("/as-of/1e/2000-07-31/access-denied", { maxRedirects: 0 });
  expect([old.status(), old.headers()["location"]]).toEqual([301, "/1e/access-denied?as-of=2000-07-31"]);
  await page.goto("/as-of/1e/2000-07-31/access-denied");
  await expect(page).toHaveURL(/\/1e\/access-denied\?as-of=2000-07-31$/);
  await expect(page.getByTestId("asof-banner")).toContainText("As in force on 2000-07-31");
});

test("a version page viewed as of a date when it was not yet in force says which ruling was", async ({ page }) => {
  await open(page, "/2e/attempting-missions/2014-07-07?as-of=2012-06-01");
  const banner = page.getByTestId("asof-banner");
  await expect(banner).toContainText("the rulings of 2011-10-05");
  await expect(banner).toContainText("this ruling was not in force then");
  // Named by its title, as every ruling the banner names (two rulings of one day would otherwise read alike).
  await expect(banner.getByRole("link", { name: "attempting missions" })).toHaveAttribute("href", "/2e/attempting-missions/2011-10-05?as-of=2012-06-01");
});

test("a document's changes page lists new, changed and removed topics against its predecessor", async ({ page }) => {
  await open(page, "/documents/2e-crd-2014-07-07/changes");
  await expect(page.getByTestId("changes-basis")).toContainText("2011-10-05");
  await expect(page.getByTestId("changes-new")).toContainText("building a deck");
  await expect(page.getByTestId("changes-changed").getByRole("link", { name: "compare 2011-10-05 → 2014-07-07" }).first()).toBeVisible();
  await expect(page.getByTestId("changes-changed")).toContainText("attempting missions");
  await expect(page.getByTestId("changes-removed")).toContainText("Klingon Tea Ceremony");
  await expect(page.getByTestId("changes-unchanged")).toContainText("winning the game");
  await expect(page.getByTestId("changes-marked")).toContainText("dilemmas");
});

test("a reversed ruling and its successor name each other", async ({ page }) => {
  await open(page, "/1e/cloaking-and-staffing");
  const status = page.getByTestId("ruling-in-force").getByTestId("status-detail");
  await expect(status).toContainText("Reversed in 2000 by cloaking device");
  // Quoted once, in the ruling's status: not again in the list of related rulings.
  await expect(page.getByTestId("relation-quotes")).toHaveCount(1);
  await status.getByRole("link", { name: "cloaking device" }).click();
  await expect(page.getByTestId("relations")).toContainText("Reverses the ruling of 1995-02-11:");
});

test("a 1995 answer that a 2000 ruling changed in part stays in force and names the ruling that amended it", async ({ page }) => {
  await open(page, "/1e/duplicate-missions");
  // The 2017 "unique and universal" amends it too (universal missions may be in play in several copies): the badge names both.
  await expect(page.getByTestId("status-badge").first()).toHaveText("In force, amended in 2000 by “mission phase” and in 2017 by “unique and universal”");
  const status = page.getByTestId("ruling-in-force").getByTestId("status-detail");
  await expect(status).toContainText("Amended in 2000 by mission phase");
  await expect(status).toContainText("one player still may not lay down several copies");
  await status.getByRole("link", { name: "mission phase" }).click();
  await expect(page.getByTestId("relations")).toContainText("Amends the ruling of 1995-02-11:");
});

test("on a phone, a malformed as-of date is told, with the date it probably means, never silently ignored", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/1e/cloaking-device?as-of=2000-7-31");
  const told = page.getByTestId("asof-invalid");
  await expect(told).toBeVisible();
  await expect(told).toContainText("“2000-7-31” is not a date this page can read");
  await expect(page.getByTestId("asof-banner")).toHaveCount(0);
  await told.getByRole("link", { name: "as in force on 2000-07-31" }).click();
  await expect(page).toHaveURL(/\?as-of=2000-07-31$/);
  await expect(page.getByTestId("asof-banner")).toContainText("As in force on 2000-07-31");
  // A day the calendar does not have is told too, with no guess.
  await open(page, "/1e/cloaking-device?as-of=2000-02-31");
  await expect(page.getByTestId("asof-invalid")).toContainText("for example 2000-07-31");
});
