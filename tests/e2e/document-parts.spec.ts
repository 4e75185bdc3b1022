import { expect, test } from "@playwright/test";
import type { RulingsData } from "../../lib/model";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

const data = readCorpusData();
const anchorOf = (e: RulingsData["entries"][number]) => e.id.slice(e.documentId.length + 1);
const entriesOf = (documentId: string) => data.entries.filter((e) => e.documentId === documentId && e.kind !== "section").sort((a, b) => a.order - b.order);
const FAQ = "1e-faq-1995-02-11";
const CR = "1e-cr-2000-07-31";

test("the FAQ reads in parts, one per section: its contents page leads to each, and each part steps to the next", async ({ page }) => {
  await open(page, `/documents/${FAQ}`);
  const contents = page.getByTestId("document-contents");
  await expect(contents.getByRole("heading", { name: /5\. DILEMMAS/ })).toBeVisible();
  await contents.getByRole("link", { name: "5. DILEMMAS", exact: true }).first().click();
  await expect(page).toHaveURL(`/documents/${FAQ}/5-dilemmas`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("5. DILEMMAS");
  const dilemmas = entriesOf(FAQ).filter((e) => e.section === "5. DILEMMAS");
  await expect(page.locator("main article.entry")).toHaveCount(dilemmas.length);
  await page
    .getByRole("navigation", { name: "Parts of this document" })
    .getByRole("link", { name: /6\. EVENTS/ })
    .click();
  await expect(page).toHaveURL(`/documents/${FAQ}/6-events`);
  await page
    .getByRole("navigation", { name: "Parts of this document" })
    .getByRole("link", { name: /5\. DILEMMAS/ })
    .click();
  await expect(page).toHaveURL(`/documents/${FAQ}/5-dilemmas`);
  await page.getByRole("navigation", { name: "Parts of this document" }).getByRole("link", { name: "Contents" }).click();
  await expect(page).toHaveURL(`/documents/${FAQ}`);
});

test("the 2000 Current Rulings read by letter, with a letter bar on every part", async ({ page }) => {
  await open(page, `/documents/${CR}/c`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Current Rulings: C");
  const letters = page.getByRole("navigation", { name: "Parts of this document" });
  await expect(letters.locator('[aria-current="page"]')).toHaveText("C");
  await letters.getByRole("link", { name: "S", exact: true }).click();
  await expect(page).toHaveURL(`/documents/${CR}/s`);
  await expect(page.locator("main article.entry").first().getByRole("heading")).toContainText(/^s/i);
});

test("an old link to an entry of a long document's page opens that entry in its part", async ({ page }) => {
  for (const entry of [entriesOf(FAQ)[40]!, entriesOf(CR).find((e) => e.title === "Multiple targets")!]) {
    await page.goto(`/documents/${entry.documentId}#${anchorOf(entry)}`);
    await expect(page).toHaveURL(new RegExp(`/documents/${entry.documentId}/[a-z0-9-]+#${anchorOf(entry)}$`));
    const article = page.locator(`article[id="${anchorOf(entry)}"]`);
    await expect(article.getByRole("heading").first()).toHaveText(entry.title);
    await expect(article).toBeInViewport();
  }
});

test("every entry of a long document keeps its old anchor on the contents page, leading to a part that has it", async ({ request }) => {
  for (const doc of [FAQ, CR]) {
    const contents = await (await request.get(`/documents/${doc}`)).text();
    const parts = new Map<string, string>();
    for (const entry of entriesOf(doc)) {
      const anchor = anchorOf(entry);
      const line = new RegExp(`<li id="${anchor}" data-moved=""><a href="(/documents/${doc}/[a-z0-9-]+)#${anchor}">`).exec(contents);
      expect(line, `${entry.id}: no line with its anchor on the contents page`).not.toBeNull();
      const part = line![1]!;
      if (!parts.has(part)) parts.set(part, await (await request.get(part)).text());
      expect(parts.get(part), `${entry.id}: not in ${part}`).toContain(`<article id="${anchor}"`);
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an old link to an entry lands on its line in the contents, which links to its part", async ({ page }) => {
    const entry = entriesOf(FAQ)[100]!;
    await page.goto(`/documents/${FAQ}#${anchorOf(entry)}`);
    const line = page.locator(`li[id="${anchorOf(entry)}"]`);
    await expect(line).toBeInViewport();
    await line.getByRole("link").click();
    await expect(page.locator(`article[id="${anchorOf(entry)}"]`)).toBeVisible();
  });
});

test("a part's 'Copy link' copies the entry's address in its part", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const entry = entriesOf(FAQ).find((e) => e.section === "5. DILEMMAS")!;
  await open(page, `/documents/${FAQ}/5-dilemmas`);
  await page
    .locator(`article[id="${anchorOf(entry)}"]`)
    .getByRole("button", { name: "Copy link" })
    .click();
  await expect(page.getByTestId("copy-announce")).toContainText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/documents/${FAQ}/5-dilemmas#${anchorOf(entry)}`);
});

test("a long document's contents page searches within that document", async ({ page }) => {
  await open(page, `/documents/${FAQ}`);
  await page.getByRole("searchbox", { name: "Search this document" }).fill("seeded");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: "seeded", document: FAQ });
  const results = page.getByTestId("search-page-results").locator(":scope > li");
  await expect(results.first()).toBeVisible();
  for (const text of await results.allTextContents()) expect(text).toContain("Official Rules FAQ File");
});
