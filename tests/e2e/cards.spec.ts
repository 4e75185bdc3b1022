import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readCorpusData } from "../../lib/corpus";
import { open } from "./ready";

// Rulings by card (issue 28), on a phone, by keyboard where a reader would use one.
test.use({ viewport: { width: 390, height: 844 } });

const data = readCorpusData();
const DILEMMA_RESOLUTION_2000 = "1e-cr-2000-07-31/dilemmas-resolution";

/** The card of the data with this page id, and how many rulings name it (read from the data, not copied from a page). */
function cardOf(id: string) {
  const card = data.cards!.find((c) => c.id === id)!;
  return { card, rulings: new Set(card.mentions.map((m) => m.entryId)).size };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

test("the 1E card index filters as you type and says how many rulings name each card", async ({ page }) => {
  await open(page, "/cards/1e");
  const total = data.cards!.filter((c) => c.edition === "1E" && c.mentions.length > 0).length;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/cards A–Z/);
  await expect(page.getByTestId("card-count")).toHaveText(`${total} of ${total} cards`);
  expect(total).toBeGreaterThanOrEqual(250);
  await page.getByTestId("card-filter").focus();
  await page.keyboard.type("elim gar");
  const { rulings } = cardOf("1e/elim-garak");
  const rows = page.getByTestId("card-list").locator("li");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Elim Garak");
  await expect(rows.first()).toContainText(`${rulings} ${rulings === 1 ? "ruling" : "rulings"}`);
  await expect(page.getByTestId("card-count")).toHaveText(`1 of ${total} cards`);
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId("card-filter").fill("no such card title");
  await expect(page.getByTestId("card-filter-empty")).toContainText("No card title matches");
});

for (const id of ["1e/elim-garak", "1e/armus-skin-of-evil"]) {
  test(`${id}'s page lists the 2000 dilemmas – resolution ruling with its date, document, status and the sentence naming the card`, async ({ page }) => {
    const { card } = cardOf(id);
    await open(page, `/cards/${id}`);
    await expect(page.getByTestId("card-title")).toHaveText(card.title);
    const ruling = page.locator(`[data-testid="card-ruling"][data-entry="${DILEMMA_RESOLUTION_2000}"]`);
    await expect(ruling).toBeVisible();
    await expect(ruling).toContainText("2000-07-31");
    await expect(ruling).toContainText("Current Rulings");
    await expect(ruling.getByTestId("status-badge")).toBeVisible();
    await expect(ruling.locator("blockquote")).toContainText("Elim Garak");
    await expect(ruling.locator("blockquote")).toContainText(/Armus/);
    await expectNoSeriousAxeViolations(page);
    // Its title leads to the ruling's own page.
    await ruling.getByRole("link").first().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/1e\/dilemma-resolution(\/2000-07-31)?$/);
  });
}

test("the Telepathic Alien Kidnappers page lists the 1995 answers a later ruling reversed, under the ended ones, saying what ended them", async ({ page }) => {
  const { card } = cardOf("1e/telepathic-alien-kidnappers");
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const reversed = [...new Set(card.mentions.map((m) => m.entryId))].filter((id) => byId.get(id)!.inForce.endedBy?.relation === "reverses");
  expect(reversed.length).toBeGreaterThan(0);
  await open(page, "/cards/1e/telepathic-alien-kidnappers");
  const ended = page.getByTestId("card-rulings-ended");
  for (const id of reversed) {
    const item = ended.locator(`[data-entry="${id}"]`);
    await expect(item).toContainText("1995");
    await expect(item.getByTestId("status-badge")).toHaveAttribute("data-status", "reverses");
    await expect(item.getByTestId("ended-by")).toContainText(/^Reversed in 2000 by/);
  }
  // In force first: every ruling listed before the ended ones is in force.
  const inForce = page.getByTestId("card-rulings-in-force").getByTestId("status-badge");
  for (const badge of await inForce.all()) await expect(badge).not.toHaveAttribute("data-status", "reverses");
});

test("/1e/dilemma-resolution links Elim Garak to his card page, and the link's preview opens from the keyboard", async ({ page }) => {
  const { rulings } = cardOf("1e/elim-garak");
  await open(page, "/1e/dilemma-resolution");
  const link = page.locator("main .entry-body a.card-ref", { hasText: "Elim Garak" }).first();
  await expect(link).toHaveAttribute("href", "/cards/1e/elim-garak");
  // Never a link inside a word, nor a second one for the same card in one ruling.
  await expect(link).toHaveText("Elim Garak");
  await link.focus();
  await page.keyboard.press("Tab");
  const opener = page.getByRole("button", { name: "Preview: Elim Garak" }).first();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("ref-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${rulings} ${rulings === 1 ? "ruling names" : "rulings name"} this card`);
  await expect(dialog).toContainText("Newest:");
  await expect(dialog.getByRole("link", { name: "Open Elim Garak" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test("search for a card's title offers its card page first, above the results", async ({ page }) => {
  const { rulings } = cardOf("1e/elim-garak");
  await open(page, "/search?q=elim%20garak");
  const offer = page.getByTestId("card-offer").first();
  await expect(offer).toHaveText(`Elim Garak — ${rulings} ${rulings === 1 ? "ruling names" : "rulings name"} this card`);
  await expect(page.getByTestId("search-page-results")).toBeVisible();
  // It comes before the first result in the page's order (and so in the keyboard's).
  const before = await offer.evaluate((a) => {
    const first = document.querySelector('[data-testid="search-page-results"] a');
    return !!first && !!(a.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(before).toBe(true);
  await offer.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cards\/1e\/elim-garak$/);
  await expect(page.getByTestId("card-title")).toHaveText("Elim Garak");
});

test("a card page shows a topic's ruling once in full and its other versions that name the card one line each under it, every ruling still listed", async ({
  page,
}) => {
  // A card named by several versions of one topic (a document restating or changing a ruling): read from the data.
  const isRuling = (id: string) => !["section", "redirect"].includes(data.entries.find((e) => e.id === id)!.kind);
  const card = data.cards!.find((c) => {
    const topics = [...new Set(c.mentions.map((m) => m.entryId))].filter(isRuling).map((id) => data.entries.find((e) => e.id === id)!.topicId);
    return c.edition === "1E" && new Set(topics).size < topics.length;
  })!;
  const entries = [...new Set(card.mentions.map((m) => m.entryId))];
  await open(page, `/cards/${card.id}`);
  const items = page.getByTestId("card-ruling");
  await expect(items).toHaveCount(entries.length);
  for (const id of entries) await expect(page.locator(`[data-testid="card-ruling"][data-entry="${id}"]`)).toHaveCount(1);
  // Fewer quoted rulings than rulings: a topic's other versions are a line each, with their document, date and status.
  expect(await page.locator("blockquote").count()).toBeLessThan(entries.length);
  const line = page.getByText(/^Other versions of this topic that name the card \(\d+\):$/).first();
  await expect(line).toBeVisible();
});
