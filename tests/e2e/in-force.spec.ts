import { expect, test } from "@playwright/test";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

const data = readCorpusData();

test("/1e/equipment shows a 1995 FAQ answer and a 2017 amendment as two rulings and the 2000 pointer as a link, never as versions", async ({ page }) => {
  await open(page, "/1e/equipment");
  const timeline = page.getByTestId("versions");
  await expect(timeline.getByTestId("version")).toHaveCount(2);
  await expect(timeline.locator('[data-change="changed"], [data-change="unchanged"]')).toHaveCount(0);
  await expect(timeline).not.toContainText("words added");
  await expect(timeline.getByText("A ruling of its own, not a version of the others on this topic.")).toHaveCount(2);
  const pointers = page.getByTestId("pointers");
  await expect(pointers).toContainText("2000-07-31 · Current Rulings");
  await pointers.getByRole("link", { name: "movement – personnel" }).click();
  await expect(page).toHaveURL(/\/1e\/movement-personnel$/);
});

test("the 1995 Cytherians answers under either spelling share one topic with the 2000 card ruling, and the old address leads there", async ({ page }) => {
  await open(page, "/1e/cytherians");
  await expect(page.getByTestId("aliases")).toContainText("CYTHRIANS");
  const timeline = page.getByTestId("versions");
  await expect(timeline.getByTestId("version")).toHaveCount(3);
  await expect(timeline).toContainText("CYTHRIANS");
  await expect(timeline).toContainText("1995-02-11 · Official Rules FAQ File, version 3");
  await expect(timeline).toContainText("2000-07-31 · Current Rulings");
  await page.goto("/1e/cythrians");
  await expect(page).toHaveURL(/\/1e\/cytherians$/);
});

test("both 1995 Wormhole questions share the topic of the 2000 Wormhole ruling; the old '(2)' permalink leads to the second", async ({ page }) => {
  await open(page, "/1e/wormhole");
  await expect(page.getByTestId("versions").getByTestId("version")).toHaveCount(3);
  await page.goto("/1e/wormholes-2/1995-02-11");
  await expect(page).toHaveURL(/\/1e\/wormhole\/1995-02-11-2$/);
  const wormholes2 = data.entries.find((e) => e.id === "1e-faq-1995-02-11/wormholes-2")!;
  await expect(page.locator("article .entry-body")).toContainText(wormholes2.text.slice(3, 40));
});

test('the as-of view of 1E on 2000-07-31 leaves out BATTLE "FORCES", which the 2000 document reversed, and keeps a 1995 answer nothing overturned', async ({
  page,
}) => {
  const battle = data.entries.find((e) => e.id === "1e-faq-1995-02-11/battle-forces")!;
  expect(battle.inForce.until).toBe("2000-07-31");
  const untouched = data.entries.find(
    (e) => e.documentId === "1e-faq-1995-02-11" && e.kind === "faq" && !e.inForce.until && !data.relations.some((r) => r.to === e.id),
  )!;
  await open(page, "/as-of/1e/2000-07-31");
  const list = page.getByTestId("asof-topics");
  await expect(list.locator(`[data-entry="${battle.id}"]`)).toHaveCount(0);
  await expect(list.locator(`[data-entry="${untouched.id}"]`)).toHaveCount(1);
  await expect(list.locator(`[data-entry="${untouched.id}"]`)).toContainText("1995 FAQ");
  await expect(list.locator(`[data-entry="${untouched.id}"]`)).toContainText("5 years old");
  await open(page, "/as-of/1e/1995-02-11");
  await expect(page.getByTestId("asof-topics").locator(`[data-entry="${battle.id}"]`)).toHaveCount(1);
});

test("a reversed 1995 answer says so on its page, quoting the sentences that decide it", async ({ page }) => {
  await open(page, "/1e/cloaking-and-staffing");
  await expect(page.getByTestId("none-in-force")).toBeVisible();
  await expect(page.getByTestId("status-badge").first()).toHaveText("Reversed in 2000 by the 2000 Current Rulings");
  const detail = page.getByTestId("status-detail").first();
  await expect(detail.getByRole("link", { name: "cloaking device" })).toBeVisible();
  await expect(detail.getByTestId("relation-quotes")).toContainText(
    "You are no longer required to have a personnel aboard a ship to operate a cloaking device",
  );
});

test("searching for cloaking with no crew aboard puts the 2000 cloaking device ruling above the 1995 answer it reversed, which carries its badge", async ({
  page,
}) => {
  await open(page, "/search?q=cloak+a+ship+with+no+crew+aboard&edition=1E");
  const results = page.getByTestId("search-page-results").locator(":scope > li");
  // Results arrive once the index has loaded in the browser.
  await expect(results.first()).toBeVisible();
  const all = await results.evaluateAll((lis) => lis.map((li) => li.querySelector("a")?.textContent ?? ""));
  const device = all.indexOf("cloaking device");
  const staffing = all.indexOf("CLOAKING and STAFFING");
  expect(device).toBeGreaterThanOrEqual(0);
  expect(staffing).toBeGreaterThan(device);
  await expect(results.nth(staffing).getByTestId("result-status")).toHaveText("Reversed in 2000 by “cloaking device” in the 2000 Current Rulings");
});

test("a version permalink of a ruling that a later version replaced says so and links the newer version", async ({ page }) => {
  await open(page, "/2e/attempting-missions/2011-10-05");
  await expect(page.getByTestId("newer-banner")).toContainText("A newer version of this ruling exists");
  await page
    .getByTestId("newer-banner")
    .getByRole("link", { name: /2014-07-07/ })
    .click();
  await expect(page).toHaveURL(/\/2e\/attempting-missions\/2014-07-07$/);
  await expect(page.getByTestId("in-force-banner")).toContainText("In force");
});

test("the compare page labels two different rulings of a topic as such and does not word-diff them", async ({ page }) => {
  await open(page, "/compare/1e/telepathic-alien-kidnappers");
  await expect(page.getByTestId("compare-summary")).toContainText("different rulings, not an edit of one text");
  await expect(page.getByTestId("compare-different").locator("ins, del")).toHaveCount(0);
});

test("the 2000 document's changes page names the 1995 answers it reversed beside the ruling that reversed them", async ({ page }) => {
  await open(page, "/documents/1e-cr-2000-07-31/changes");
  const row = page.getByTestId("changes-new").locator("li", { has: page.getByRole("link", { name: "cloaking device", exact: true }) });
  await expect(row.getByTestId("changes-relation").filter({ hasText: "CLOAKING and STAFFING" })).toContainText("reverses CLOAKING and STAFFING (1995 FAQ)");
  await expect(row.getByTestId("changes-relation").filter({ hasText: "CLOAKING and OUTPOSTS" })).toContainText("amends");
});

test("a 1995 answer that a later ruling changed in part stays in force, says 'amended' at a glance, and quotes what changed", async ({ page }) => {
  const amends = data.relations.find((r) => r.type === "amends" && r.to.startsWith("1e-faq-"))!;
  const answer = data.entries.find((e) => e.id === amends.to)!;
  const by = data.entries.find((e) => e.id === amends.from)!;
  expect(answer.inForce.until).toBeUndefined();
  await open(page, `/1e/${answer.topicId.split("/")[1]}`);
  const ruling = page.getByTestId("ruling-in-force").filter({ hasText: answer.text.slice(0, 30) });
  // The badge names the amending ruling's topic, as search results do (one wording: lib/history toStatusLine).
  const byTitle = data.topics.find((t) => t.id === by.topicId)!.title.replace(/^"(.*)"$/, "$1");
  await expect(ruling.getByTestId("status-badge")).toContainText(`In force, amended in ${by.date.slice(0, 4)} by “${byTitle}”`);
  await expect(ruling.getByTestId("status-detail")).toContainText(`Amended in ${by.date.slice(0, 4)} by ${by.title}`);
  await expect(ruling.getByTestId("relation-quotes").first()).toContainText(amends.quotes.to.slice(0, 40));
  // The quoted sentence is named as the part that changed, the rest of the answer standing.
  await expect(ruling.getByTestId("relation-quotes").first().getByTestId("amended-part")).toHaveText(/the part it changed, the rest standing/);
});

// Topics whose rulings amend different parts of one base entry: each amendment is in force, none ends the other.
const amendedInParts = [...new Set(data.entries.filter((e) => e.amendment && !e.amendment.part.whole && e.amendment.part.key).map((e) => e.topicId))]
  .map((id) => data.topics.find((t) => t.id === id)!)
  .filter((t) => {
    const keys = t.versions.flatMap((v) => {
      const e = v.entryId ? data.entries.find((x) => x.id === v.entryId) : undefined;
      return e?.amendment?.part.key ? [e.amendment.part.key] : [];
    });
    return new Set(keys).size >= 2;
  });

test("on a phone, amendments of different paragraphs of one Glossary entry are all in force, listed in order with the part each touched", async ({ page }) => {
  expect(amendedInParts.length, "the archive has topics amended in different parts").toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const topic of amendedInParts) {
    const amendments = data.entries.filter((e) => e.topicId === topic.id && e.amendment).sort((a, b) => a.date.localeCompare(b.date));
    await open(page, `/${topic.id}`);
    await expect(page.getByRole("heading", { level: 2, name: `In force (${amendments.length} rulings)` })).toBeVisible();
    await expect(page.getByTestId("ruling-in-force")).toHaveCount(amendments.length);
    const items = page.getByTestId("amendments").getByTestId("amendment-item");
    await expect(items).toHaveCount(amendments.length);
    for (const [i, e] of amendments.entries()) {
      await expect(items.nth(i)).toContainText(e.date);
      await expect(items.nth(i)).toContainText(e.amendment!.part.label);
      await expect(items.nth(i).getByTestId("status-badge")).toHaveText(/^In force/);
    }
    // The Glossary the amendments change is not one of the archive's documents: the page says so.
    await expect(page.getByTestId("base-text-missing")).toContainText(`not in this archive`);
    await expect(page.getByTestId("base-text-missing")).toContainText(amendments[0]!.amendment!.target);
  }
});
