import { expect, test, type Page } from "@playwright/test";
import { open, reload } from "./ready";
import { readCorpusData } from "../../lib/corpus";
import { toRulingText, toVersionDiff } from "../../lib/history";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// The re-issued ruling with at least two differences whose first difference lies deepest in its text: opening at it
// takes a scroll on a phone.
const data = readCorpusData();
const entry = (id: string) => data.entries.find((e) => e.id === id)!;
const candidates = data.topics.flatMap((topic) =>
  topic.versions.flatMap((v) => {
    const previous = topic.versions.find((p) => p.entryId === v.previous);
    if (v.change !== "changed" || v.partial || !v.entryId || !previous) return [];
    const diff = toVersionDiff(toRulingText(entry(previous.entryId!)), toRulingText(entry(v.entryId)));
    const firstAt = diff.parts
      .slice(
        0,
        diff.parts.findIndex((p) => p.change === 0),
      )
      .reduce((n, p) => n + p.value.length, 0);
    return diff.changes.length >= 2 ? [{ topic, from: previous, to: v, changes: diff.changes.length, firstAt }] : [];
  }),
);
const pick = candidates.sort((x, y) => y.firstAt - x.firstAt)[0]!;
const PATH = `/compare/${pick.topic.edition.toLowerCase()}/${pick.topic.slug}`;
const URL_ = `${PATH}?from=${pick.from.key}&to=${pick.to.key}`;
const titleOf = (documentId: string) => data.documents.find((d) => d.id === documentId)!.title;

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.labels?.[0]?.textContent ?? el.textContent ?? "").trim() : "";
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${name} was never reached with the keyboard`);
}

/** The marked words (insertions and deletions) of the change the page highlights. */
const highlighted = (page: Page) => page.locator('main [aria-current="true"]');

test.describe("on a 390×844 phone", () => {
  test.use({ viewport: PHONE });

  test("a comparison opens inline, scrolled to its first difference, with From and To still in view", async ({ page }) => {
    await open(page, URL_);
    const inline = page.getByTestId("compare-inline");
    await expect(inline).toBeVisible();
    await expect(page.getByTestId("compare-side")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Inline" })).toBeChecked();
    // Marked without colour too: deletions struck through, insertions underlined.
    await expect(inline.locator("del").first()).toHaveCSS("text-decoration-line", "line-through");
    await expect(inline.locator("ins").first()).toHaveCSS("text-decoration-line", "underline");

    await expect(page.getByTestId("compare-count")).toHaveText(`Change 1 of ${pick.changes}`);
    const first = inline.locator("ins, del").first();
    await expect(first).toBeInViewport();
    await expect(first).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("compare-from-label")).toBeInViewport();
    await expect(page.getByTestId("compare-to-label")).toBeInViewport();
    // Nothing of the bar covers the difference.
    const barBottom = (await page.getByTestId("compare-bar").boundingBox())!;
    expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom.y + barBottom.height);
  });

  test("Next change, from the keyboard, moves to the second difference and counts it; Previous and the p key go back", async ({ page }) => {
    await open(page, URL_);
    await expect(page.getByTestId("compare-count")).toHaveText(`Change 1 of ${pick.changes}`);
    const firstText = await highlighted(page).first().textContent();
    await tabTo(page, /^Next change$/);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("compare-count")).toHaveText(`Change 2 of ${pick.changes}`);
    await expect(page.getByRole("button", { name: "Next change" })).toBeFocused();
    const second = highlighted(page).first();
    await expect(second).toBeInViewport();
    expect(await second.textContent()).not.toBe(firstText);
    // The second highlighted change is the second marked run of the text, after the first one's marks.
    const order = await page
      .getByTestId("compare-inline")
      .locator("ins, del")
      .evaluateAll((els) => els.map((el) => el.getAttribute("aria-current") === "true"));
    expect(order.indexOf(true)).toBeGreaterThan(0);

    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Previous change" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("compare-count")).toHaveText(`Change 1 of ${pick.changes}`);
    await page.keyboard.press("n");
    await expect(page.getByTestId("compare-count")).toHaveText(`Change 2 of ${pick.changes}`);
    await page.keyboard.press("p");
    await expect(page.getByTestId("compare-count")).toHaveText(`Change 1 of ${pick.changes}`);
  });

  test("the layout chosen with the keyboard is kept in the address and survives a reload", async ({ page }) => {
    await open(page, URL_);
    await tabTo(page, /^Inline$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "Side by side" })).toBeChecked();
    await expect(page).toHaveURL(/[?&]mode=side(&|$)/);
    await expect(page.getByTestId("compare-side")).toBeVisible();
    await reload(page);
    await expect(page.getByTestId("compare-side")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Side by side" })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("the From and To names wrap in full, and nothing scrolls sideways", async ({ page }) => {
    await open(page, URL_);
    for (const [id, version] of [
      ["compare-from-label", pick.from],
      ["compare-to-label", pick.to],
    ] as const) {
      const label = page.getByTestId(id);
      await expect(label).toContainText(version.date);
      await expect(label).toContainText(titleOf(version.documentId));
      const fits = await label.evaluate((el) => [el, ...el.querySelectorAll("*")].every((e) => e.scrollWidth <= e.clientWidth || e.clientWidth === 0));
      expect(fits, `${id} is cut`).toBe(true);
      const box = (await label.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    for (const select of [page.getByTestId("compare-from"), page.getByTestId("compare-to")]) {
      const box = (await select.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // The chosen statement reads whole in its chooser: its text is narrower than the box less its padding and arrow.
      const room = await select.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(el.selectedOptions[0]!.text).width;
        return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24 - text;
      });
      expect(room, "the chooser cuts its text").toBeGreaterThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("a layout the page does not have, or a statement the topic does not have, is told on the page", async ({ page }) => {
    await open(page, `${PATH}?from=1900-01-01&to=${pick.to.key}&mode=columns`);
    const notices = page.getByTestId("compare-notice");
    await expect(notices.filter({ hasText: "“columns”" })).toContainText("shown inline");
    await expect(notices.filter({ hasText: "“1900-01-01”" })).toContainText("not a statement on this topic");
    await expect(page.getByTestId("compare-inline")).toBeVisible();
    await page.getByRole("radio", { name: "Side by side" }).press("Space");
    await expect(page).toHaveURL(/[?&]mode=side(&|$)/);
    await expect(notices).toHaveCount(0);
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("a comparison still opens side by side, and a shared link's inline layout wins over that", async ({ page }) => {
    await open(page, URL_);
    await expect(page.getByTestId("compare-side")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Side by side" })).toBeChecked();
    await open(page, `${URL_}&mode=inline`);
    await expect(page.getByTestId("compare-inline")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Inline" })).toBeChecked();
  });
});
