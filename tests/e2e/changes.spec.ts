import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

// Changes between two dates (issue 25), on a phone: what began, ended (and by what) and was amended, read from the
// committed corpus here so that the expectations follow the data, not a list pasted from the page.
const data = readCorpusData();
const firstEdition = data.entries.filter((e) => e.edition === "1E" && e.kind !== "section" && e.kind !== "redirect");
const byId = new Map(data.entries.map((e) => [e.id, e]));
const inForceOn = (e: (typeof data.entries)[number], date: string) => e.inForce.from <= date && (!e.inForce.until || date < e.inForce.until);
/** The 1E rulings in force on 1999-01-01 and no longer on 2001-01-01, by the data's own in-force dates. */
const endedIn1999To2001 = firstEdition.filter((e) => inForceOn(e, "1999-01-01") && !inForceOn(e, "2001-01-01"));

test.use({ viewport: { width: 390, height: 844 }, locale: "en-US" });

const ended = (page: Page) => page.getByTestId("changes-group-ended");

test("lists the 1995 rulings that 2000 ones ended, each with the ruling that ended it, and its links work", async ({ page }) => {
  expect(endedIn1999To2001.length).toBeGreaterThan(0);
  await open(page, "/changes/1e?from=1999-01-01&to=2001-01-01");
  await expect(ended(page).getByRole("heading")).toHaveText(`Ended (${endedIn1999To2001.length})`);
  for (const e of endedIn1999To2001) {
    const item = ended(page).locator(`[data-entry="${e.id}"]`);
    const by = byId.get(e.inForce.endedBy!.entryId!)!;
    const verb = e.inForce.endedBy!.relation === "reverses" ? "Reversed by" : "Superseded by";
    await expect(item).toContainText(e.title);
    await expect(item).toContainText("11 February 1995");
    await expect(item.getByTestId("change-note")).toContainText(`${verb} “${by.title.replace(/^"(.*)"$/, "$1")}” in the 2000 Current Rulings, 31 July 2000`);
  }
  // The ruling that ended one opens from its note; the ended ruling's own permalink shows it ended.
  const first = endedIn1999To2001[0]!;
  const firstBy = byId.get(first.inForce.endedBy!.entryId!)!;
  await ended(page)
    .locator(`[data-entry="${first.id}"]`)
    .getByRole("link", { name: `“${firstBy.title}”` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${firstBy.topicId}/2000-07-31$`));
  await expect(page.locator("h1")).toBeVisible();
  await page.goBack();
  await ended(page).locator(`[data-entry="${first.id}"]`).getByRole("link", { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${first.topicId}/1995-02-11`));
  await expect(page.locator("main")).toContainText(/Reversed|Superseded/);
  // Where the ending ruling is on the same topic, a compare link shows both statements side by side.
  const sameTopic = endedIn1999To2001.find((e) => byId.get(e.inForce.endedBy!.entryId!)!.topicId === e.topicId);
  if (sameTopic) {
    await page.goBack();
    await ended(page).locator(`[data-entry="${sameTopic.id}"]`).getByTestId("change-compare").click();
    await expect(page).toHaveURL(/\/compare\/1e\/.+\?from=1995-02-11.*&to=2000-07-31/);
    await expect(page.getByTestId("compare-summary")).toBeVisible();
  }
});

test("with the keyboard alone, changing both dates updates the list and the address", async ({ page }) => {
  await open(page, "/changes/1e");
  // Without dates in the address, the last two documents are compared: nothing the 1995 FAQ stated ends there.
  await expect(ended(page).getByRole("heading")).toBeVisible();
  await expect(ended(page).locator('[data-entry^="1e-faq-1995-02-11/"]')).toHaveCount(0);
  await page.getByTestId("changes-form").getByText("Show changes").waitFor();
  await page.keyboard.press("Tab");
  while (!(await page.getByTestId("changes-from").evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.type("01011999");
  await page.keyboard.press("Tab");
  while (!(await page.getByTestId("changes-to").evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.type("01012001");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/changes\/1e\?from=1999-01-01&to=2001-01-01$/);
  await expect(ended(page).getByRole("heading")).toHaveText(`Ended (${endedIn1999To2001.length})`);
  await expect(ended(page).getByTestId("change-item")).toHaveCount(endedIn1999To2001.length);
  // Back goes to the range before.
  await page.goBack();
  await expect(ended(page).locator('[data-entry^="1e-faq-1995-02-11/"]')).toHaveCount(0);
});

test("a malformed or reversed range is told on the page, with the range it probably means", async ({ page }) => {
  await open(page, "/changes/1e?from=1999-1-1&to=2001-01-01");
  const told = page.getByTestId("changes-invalid");
  await expect(told).toContainText("“1999-1-1” is not a date this page can read");
  await expect(page.getByTestId("change-item")).toHaveCount(0);
  await told.getByRole("link", { name: "Show the changes from 1999-01-01 to 2001-01-01" }).click();
  await expect(page).toHaveURL(/\?from=1999-01-01&to=2001-01-01$/);
  await expect(ended(page).getByTestId("change-item")).toHaveCount(endedIn1999To2001.length);

  await open(page, "/changes/1e?from=2001-01-01&to=1999-01-01");
  await expect(page.getByTestId("changes-invalid")).toContainText("The first date (2001-01-01) is after the second (1999-01-01)");
  await expect(page.getByTestId("change-item")).toHaveCount(0);
});

test("the as-of list links to the changes since the previous document and marks what began since", async ({ page }) => {
  await open(page, "/as-of/1e/2000-07-31");
  // Each ruling the 2000 document began is marked; the 1995 ones are not.
  const marked = page.locator('[data-testid="asof-ruling"]:has([data-testid="asof-new"])');
  const began2000 = firstEdition.filter((e) => e.date === "2000-07-31" && inForceOn(e, "2000-07-31"));
  await expect(marked).toHaveCount(began2000.length);
  await expect(marked.first()).toContainText("New since the 1995 FAQ");
  await expect(page.locator('[data-testid="asof-ruling"][data-entry^="1e-faq-1995-02-11/"] [data-testid="asof-new"]')).toHaveCount(0);
  // What ended since is listed with what ended it.
  const endedIn2000 = firstEdition.filter((e) => e.inForce.until === "2000-07-31");
  await page.getByTestId("asof-ended").locator("summary").click();
  await expect(page.getByTestId("asof-ended").getByTestId("change-item")).toHaveCount(endedIn2000.length);
  await page.getByTestId("asof-changes-link").click();
  await expect(page).toHaveURL(/\/changes\/1e\?from=1995-02-11&to=2000-07-31$/);
  await expect(page.getByTestId("changes-group-began").getByRole("heading")).toHaveText(`Began (${began2000.length})`);
  await expect(ended(page).getByTestId("change-item")).toHaveCount(endedIn2000.length);
});

test("the changes page, its lists open, has no accessibility violations on a phone", async ({ page }) => {
  await open(page, "/changes/2e");
  await expect(ended(page).getByTestId("change-item").first()).toBeVisible();
  await page.getByTestId("changes-restated").locator("summary").click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
