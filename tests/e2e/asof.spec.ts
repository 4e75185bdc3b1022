import { expect, test, type Locator, type Page } from "@playwright/test";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

// Issue 25: in an as-of view the date changes the whole page (every status, what leads, the lists and the previews),
// and every search result and reference preview carries its status. All at a phone's size.
const data = readCorpusData();
const entryOf = (id: string) => data.entries.find((e) => e.id === id)!;
const topicOf = (id: string) => data.topics.find((t) => t.id === id)!;
const AS_OF_STATUS = /^(Not yet issued|In force then|Ended before then: .+)$/;

test.use({ viewport: { width: 390, height: 844 } });

/** The top of an element on the page, in CSS pixels from the top of the document. */
async function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/** Shows a reference's preview by giving its link the keyboard focus, and returns the preview. */
async function previewOf(page: Page, link: Locator): Promise<Locator> {
  await link.focus();
  const tip = page.locator("#ref-preview");
  await expect(tip).toBeVisible();
  return tip;
}

test("/1e/cloaking-device as of 1999 leads with the 1995 answer in force then, and every badge and count is as of that date", async ({ page }) => {
  // The 1995 answer the 2000 cloaking device ruling reversed: filed under another topic, in force in 1999.
  const reversal = data.relations.find((r) => r.type === "reverses" && r.from === "1e-cr-2000-07-31/cloaking-device")!;
  const answer = entryOf(reversal.to);
  expect(answer.topicId).not.toBe("1e/cloaking-device");
  await open(page, "/1e/cloaking-device?as-of=1999-01-01");
  const banner = page.getByTestId("asof-banner");
  await expect(banner).toContainText("no ruling on this topic was in force then");
  await expect(banner.getByRole("link", { name: answer.title })).toHaveAttribute("href", `/${answer.topicId}/1995-02-11?as-of=1999-01-01`);

  // The page leads with the rulings on its subject in force then, above today's ruling.
  const lead = page.getByTestId("asof-lead");
  await expect(lead).toContainText("In force on 1999-01-01 on this subject");
  const led = lead.getByTestId("asof-ruling").filter({ hasText: answer.title });
  await expect(led.getByTestId("status-badge")).toHaveText("In force then");
  await expect(led).toContainText(answer.text.slice(0, 40));
  expect(await topOf(lead)).toBeLessThan(await topOf(page.getByTestId("ruling-in-force").first()));

  // Every status on the page is as of 1999: the 2000 ruling was not yet issued.
  await expect(page.getByTestId("ruling-in-force").getByTestId("status-badge")).toHaveText("Not yet issued");
  for (const text of await page.getByTestId("status-badge").allTextContents()) expect(text).toMatch(AS_OF_STATUS);
  // No count of rulings "in force now" under a banner saying none was in force then.
  await expect(page.getByTestId("topic-summary")).toContainText("0 in force on 1999-01-01");
  await expect(page.getByTestId("topic-summary")).not.toContainText("in force now");
});

test("in an as-of view, related rulings, references, 'Referenced by' and reference previews show the rulings of that date with their status then", async ({
  page,
}) => {
  // Related rulings of the cloaking device ruling: the 1995 answer it reversed was in force in 1999, the 2000 phasing cloak not yet.
  await open(page, "/1e/cloaking-device?as-of=1999-01-01");
  const related = page.getByTestId("relations").locator("li");
  await expect(related.filter({ has: page.getByRole("link", { name: "CLOAKING and STAFFING", exact: true }) }).getByTestId("status-badge")).toHaveText(
    "In force then",
  );
  await expect(related.filter({ has: page.getByRole("link", { name: "phasing cloak", exact: true }) }).getByTestId("status-badge")).toHaveText(
    "Not yet issued",
  );
  for (const text of await page.getByTestId("relations").getByTestId("status-badge").allTextContents()) expect(text).toMatch(AS_OF_STATUS);

  // A 2000 ruling that refers to a topic whose ruling then was a different, 1995 one.
  const citing = data.entries.find(
    (e) =>
      e.date === "2000-07-31" &&
      e.kind !== "section" &&
      e.refs.some(
        (r) =>
          r.status === "resolved" &&
          r.topicId &&
          r.entryId &&
          entryOf(r.entryId).date === "2000-07-31" &&
          topicOf(r.topicId).versions.some((v) => v.date === "1995-02-11" && v.entryId),
      ),
  )!;
  const ref = citing.refs.find((r) => r.status === "resolved" && r.entryId && entryOf(r.entryId).date === "2000-07-31")!;
  const then = topicOf(ref.topicId!)
    .versions.filter((v) => v.date === "1995-02-11" && v.entryId)
    .map((v) => entryOf(v.entryId!));
  // The rulings of that date arrive late (a slow network): until they do, a preview says it is finding them rather
  // than show today's ruling as if it were then's, and an open preview is shown anew when they come.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/data/rulings/**", async (route) => {
    await arrived;
    await route.continue();
  });
  await open(page, `/${citing.topicId}?as-of=1999-01-01`);
  const early = await previewOf(page, page.locator("article .entry-body a.xref").filter({ hasText: ref.label }).first());
  await expect(early).toContainText("Finding the ruling in force on 1999-01-01");
  await expect(early).not.toContainText("In force since");
  release();
  const reference = page.getByTestId("references").locator("li").filter({ hasText: then[0]!.title });
  for (const e of then) await expect(reference).toContainText(`${e.title}`);
  await expect(reference.getByTestId("status-badge")).toHaveText(then.map(() => "In force then"));
  await expect(reference).not.toContainText("(2000-07-31)");
  // Once they have come, the preview opened from the keyboard shows the 1995 ruling and its status then.
  const tip = early;
  await expect(tip).toContainText("1995-02-11 · In force then");
  await expect(tip).toContainText(then[0]!.title);
  await expect(tip).not.toContainText("2000-07-31");

  // The topic referred to lists the 2000 ruling that refers to it as not yet issued in 1999.
  await open(page, `/${ref.topicId}?as-of=1999-01-01`);
  const backlink = page.getByTestId("backlinks").locator("li").filter({ hasText: citing.title });
  await expect(backlink.getByTestId("status-badge")).toHaveText("Not yet issued");
  await expect(backlink.getByRole("link", { name: citing.title })).toHaveAttribute("href", /\?as-of=1999-01-01$/);
});

test("in an as-of view the references list holds the references of the rulings in force then, not those of a later ruling", async ({ page }) => {
  const isRuling = (e: (typeof data.entries)[number]) => e.kind !== "section" && e.kind !== "redirect";
  // A ruling that refers to a topic which no earlier ruling of its topic, in force before it, refers to.
  const pairs = data.entries.filter(isRuling).flatMap((later) =>
    later.refs
      .filter((r) => r.status === "resolved" && r.topicId && r.topicId !== later.topicId)
      .flatMap((r) => {
        const earlier = data.entries.filter(
          (x) =>
            isRuling(x) && x.topicId === later.topicId && x.inForce.from < later.inForce.from && (!x.inForce.until || x.inForce.until >= later.inForce.from),
        );
        return earlier.length && !earlier.some((x) => x.refs.some((y) => y.topicId === r.topicId)) ? [{ later, ref: r, then: earlier[0]!.inForce.from }] : [];
      }),
  );
  expect(pairs.length, "a ruling whose references its topic's earlier rulings lack").toBeGreaterThan(0);
  const { later, ref, then } = pairs[0]!;
  const target = entryOf(ref.entryId!);
  await open(page, `/${later.topicId}`);
  await expect(page.getByTestId("references")).toContainText(target.title);
  await open(page, `/${later.topicId}?as-of=${then}`);
  await expect(page.getByTestId("asof-banner")).toBeVisible();
  await expect(page.locator('section[aria-labelledby="references"]')).not.toContainText(target.title);
});

test("two rulings of one day in force on the as-of date are named by their titles, not both 'the ruling of' that day", async ({ page }) => {
  const topic = data.topics.find((t) => {
    const faq = t.versions.filter((v) => v.date === "1995-02-11" && v.entryId);
    return faq.length === 2 && faq.every((v) => !entryOf(v.entryId!).inForce.until) && t.versions.length === 2;
  })!;
  await open(page, `/${topic.id}?as-of=1999-01-01`);
  const links = page.getByTestId("asof-banner").locator(`a[href^="/${topic.id}/"]`);
  await expect(links).toHaveCount(2);
  const names = await links.allTextContents();
  expect(new Set(names).size).toBe(2);
  for (const name of names) {
    expect(name).not.toContain("the ruling of");
    expect(name).toContain(entryOf(topic.versions[0]!.entryId!).title);
  }
});

test("every search result, the first included, and every reference preview carries its status", async ({ page }) => {
  await open(page, "/search?q=cloak+a+ship+with+no+crew+aboard&edition=1E");
  const results = page.getByTestId("search-page-results").locator(":scope > li");
  await expect(results.first()).toBeVisible();
  const count = await results.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++)
    await expect(results.nth(i).getByTestId("result-status")).toHaveText(
      /^(In force since \d{4}(, amended .+)?|(Reversed|Superseded) in \d{4} by “.+” in the .+|Amended .+|Restated .+|Dropped .+)$/,
    );
  const device = results.filter({ has: page.getByRole("link", { name: "cloaking device", exact: true }) });
  await expect(device.getByTestId("result-status")).toHaveText("In force since 2000");

  // The search box of the header too, from the keyboard.
  await open(page, "/");
  await page.getByTestId("search-input").first().fill("cloaking device");
  const options = page.getByTestId("search-results").first().getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(options.first().getByTestId("result-status")).toHaveText(/^(In force since \d{4}(, amended .+)?|Reversed in \d{4} by “.+” in the .+)$/);

  // A reference preview without an as-of date: the ruling's status now.
  const citing = data.entries.find(
    (e) => e.date === "2000-07-31" && e.kind !== "redirect" && e.refs.some((r) => r.status === "resolved" && r.entryId && !entryOf(r.entryId).inForce.until),
  )!;
  const ref = citing.refs.find((r) => r.status === "resolved" && r.entryId && !entryOf(r.entryId).inForce.until)!;
  await open(page, `/${citing.topicId}`);
  const tip = await previewOf(page, page.locator("article .entry-body a.xref").filter({ hasText: ref.label }).first());
  await expect(tip).toContainText(/In force since \d{4}/);
});

test("on a phone, a ruling that reverses another says so within its first screen of the article", async ({ page }) => {
  await open(page, "/1e/cloaking-device");
  const ruling = page.getByTestId("ruling-in-force").first();
  const changes = ruling.getByTestId("ruling-changes");
  await expect(changes).toContainText("Reverses CLOAKING and STAFFING (1995 FAQ)");
  expect((await topOf(changes)) - (await topOf(ruling))).toBeLessThan(844 / 2);
  await changes.getByRole("link", { name: "CLOAKING and STAFFING" }).click();
  await expect(page).toHaveURL(/\/1e\/cloaking-and-staffing\/1995-02-11$/);
});

test("on a phone, the note on a ruling's repaired source text comes below its status, not above it", async ({ page }) => {
  const entry = entryOf("1e-cr-2000-07-31/cloaking-device");
  expect(entry.repairIds.length).toBeGreaterThan(0);
  await open(page, "/1e/cloaking-device");
  const status = page.getByTestId("ruling-in-force").first().getByTestId("status-detail");
  const repairs = page.getByTestId("ruling-in-force").first().getByTestId("repairs");
  await expect(repairs).toContainText("Repaired source text");
  expect(await topOf(repairs)).toBeGreaterThan(await topOf(status));
});

test("a topic with a long history carries its newest rulings whole for the as-of view and links to the older ones' pages", async ({ page }) => {
  // 1e/cumulative: 13 rulings on its subject, more than the 12 a topic page carries whole; the oldest are 1995 FAQ answers.
  await open(page, "/1e/cumulative?as-of=1999-01-01");
  const lead = page.getByTestId("asof-lead");
  await expect(lead).toContainText("In force on 1999-01-01 on this subject");
  const linked = lead.getByTestId("asof-ruling").filter({ has: page.getByTestId("asof-ruling-link") });
  await expect(linked).toHaveCount(1);
  await expect(linked.getByTestId("status-badge")).toHaveText("In force then");
  // The link leads to the ruling's own page, as of the same date, where its text is.
  // (The page is static: the as-of date is put on the link once the page's script has run.)
  const link = linked.getByRole("link", { name: "Read this ruling" });
  await expect(link).toHaveAttribute("href", /^\/1e\/[a-z0-9-]+\/1995-02-11\?as-of=1999-01-01$/);
  const href = (await link.getAttribute("href"))!;
  const entry = data.entries.find((e) => `/${e.topicId}/${e.date}` === href.split("?")[0])!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.split("?")[0]}\\?as-of=1999-01-01$`));
  await expect(page.locator("main")).toContainText(entry.text.replace(/\s+/g, " ").slice(0, 40));
});
