import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SearchEngine, createSearchPayload, toSearchDocs } from "../../lib/search";
import { open, reload } from "./ready";
import { readCorpusData } from "../../lib/corpus";

const box = (page: import("@playwright/test").Page) => page.getByTestId("search-input");

/** Holds back the results' fragments (their texts) until the returned function is called: what is painted before them. */
async function holdFragments(page: import("@playwright/test").Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/data/search/f/**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the search index is not fetched on first paint, only when the search box is focused", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(r.url()));
  await open(page, "/");
  await page.waitForLoadState("networkidle");
  expect(fetched.some((u) => u.includes("/data/search/meta.json"))).toBe(false);
  await box(page).focus();
  await expect.poll(() => fetched.some((u) => u.includes("/data/search/meta.json"))).toBe(true);
});

/** A reader whose browser asks to save data (Save-Data): search fetches only what each query needs. */
const saveData = (page: import("@playwright/test").Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));

test("a search downloads the shards of the words typed and its results' fragments, not the whole index", async ({ page, request }) => {
  const meta = (await (await request.get("/data/search/meta.json")).json()) as { termShards: string[]; topics: unknown[] };
  const fetched = new Set<string>();
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/data/search/")) fetched.add(path);
  });
  await saveData(page);
  await open(page, "/");
  await box(page).fill("cloaking device");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toContainText(/cloak/i);
  // The results are painted from the ranking first; their fragments (texts) are asked for once they are.
  const fragments = () => [...fetched].filter((p) => p.startsWith("/data/search/f/"));
  await expect.poll(() => fragments().length).toBeGreaterThan(0);
  const shards = [...fetched].filter((p) => p.startsWith("/data/search/t/"));
  expect(shards.length).toBeGreaterThan(0);
  expect(shards.length).toBeLessThan(meta.termShards.length / 2);
  expect(fragments().length).toBeLessThan(meta.topics.length / 4);
  // Saving data, nothing more comes while the reader pauses.
  await page.waitForTimeout(1500);
  expect([...fetched].filter((p) => p.startsWith("/data/search/t/"))).toEqual(shards);
});

test("once a first query is answered, the other words' shards come while the reader pauses, and the next words find them at hand", async ({
  page,
  request,
}) => {
  const meta = (await (await request.get("/data/search/meta.json")).json()) as { termShards: string[] };
  const shardsFetched = new Set<string>();
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/data/search/t/")) shardsFetched.add(path);
  });
  await open(page, "/");
  await box(page).fill("cloaking device");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toContainText(/cloak/i);
  await expect.poll(() => shardsFetched.size, { timeout: 15_000 }).toBe(Math.min(meta.termShards.length, 24));
  // A new word now fetches no shard: its results come from what is at hand.
  const before = shardsFetched.size;
  await box(page).fill("wormhole");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toContainText(/wormhole/i);
  expect(shardsFetched.size).toBe(before);
});

for (const [query, title] of [
  ["botany bay icon", "Botany Bay icon [BB]"],
  ["ktc simultaneous downloads", "Klingon Tea Ceremony"],
  ["illiana ghemor download headquarters", "Kira Nerys, Iliana Ghemor"],
  ["telepathic alien kidnapers", "Telepathic Alien Kidnappers"],
  ["2e winning conditions", "winning the game"],
] as const) {
  test(`typing "${query}" shows ${title} first`, async ({ page }) => {
    await open(page, "/");
    await box(page).fill(query);
    await expect(page.getByTestId("search-results").getByRole("option").first()).toContainText(title);
  });
}

test("'/' focuses the search box, arrows choose a result and Enter opens it", async ({ page }) => {
  await open(page, "/documents/2e-crd-2011-10-05");
  await page.locator("body").click();
  await page.keyboard.press("/");
  await expect(box(page)).toBeFocused();
  await page.keyboard.type("cost reduction");
  const options = page.getByTestId("search-results").getByRole("option");
  await expect(options.first()).toContainText("cost reduction");
  const second = (await options.nth(1).locator("div").first().textContent())!;
  await page.keyboard.press("ArrowDown");
  await expect(options.filter({ hasText: second }).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(second.replace(/\s*(1E|2E)$/, "").trim());
});

test("Ctrl-K focuses the search box and Escape closes the results, even when pressed before the page has hydrated", async ({ page }) => {
  // A slow phone: the page takes a while to become interactive, and the keys must work from the first paint.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/1e", { waitUntil: "commit" });
  // As soon as anything is painted (not at the load event, nor after React has hydrated).
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), { intervals: [20] }).toBe(1);
  await page.keyboard.press("Control+k");
  await expect(box(page)).toBeFocused();
  await page.keyboard.type("tribble");
  // Nothing typed is lost while React takes over, and the results follow (the index loads slowly on a slow CPU).
  await expect(box(page)).toHaveValue("tribble");
  await expect(page.getByTestId("search-results").getByRole("option").first()).toContainText(/tribble/i, { timeout: 20_000 });
  await expect(box(page)).toHaveValue("tribble");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("search-results")).toHaveCount(0);
});

test("the edition filter narrows the results", async ({ page }) => {
  await open(page, "/search?q=showing+your+cards");
  const results = page.getByTestId("search-page-results").locator(":scope > li");
  await expect(results.first()).toBeVisible();
  const both = await results.count();
  await page.getByTestId("search-edition").selectOption("2E");
  await expect(page).toHaveURL(/edition=2e/);
  // The address changes at once, the results when the filtered search answers: wait for its count to name the edition.
  await expect(page.getByTestId("search-count")).toContainText("in 2E");
  await expect(results.first()).toContainText("showing your cards");
  const narrowed = await results.count();
  expect(narrowed).toBeLessThan(both);
  for (const text of await results.allTextContents()) expect(text).toContain("2E");
});

test("a /search?q= link works on reload and keeps its filters", async ({ page }) => {
  await open(page, "/search?q=cumulative&edition=1e&kind=faq");
  await expect(page.getByTestId("search-page-input")).toHaveValue("cumulative");
  await expect(page.getByTestId("search-kind")).toHaveValue("faq");
  await reload(page);
  // Each result (its folded rulings apart) is a FAQ answer.
  await expect(page.getByTestId("search-page-results").locator(":scope > li").first()).toBeVisible();
  for (const text of await page.getByTestId("search-page-results").locator(":scope > li").allTextContents()) expect(text).toContain("Official Rules FAQ File");
});

test("a query with no match suggests close topics", async ({ page }) => {
  await open(page, "/search?q=kidnxyz");
  await expect(page.getByTestId("search-empty")).toContainText("No ruling matches");
  await expect(page.getByTestId("search-empty").getByRole("link", { name: "Telepathic Alien Kidnappers", exact: true })).toBeVisible();
});

for (const [name, query] of [
  ["2,000 characters", "dilemma ".repeat(250)],
  ["regex characters", "(.*+?[^$]{2}|\\"],
  ["HTML", "<script>window.__xss=1</script><img src=x onerror=window.__xss=1>"],
  ["emoji", "🖖 tribble 🚀"],
  ["only spaces", "      "],
] as const) {
  test(`a query of ${name} breaks nothing`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await open(page, "/");
    await box(page).fill(query);
    await page.waitForTimeout(300);
    await open(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the rulings");
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
}

test("the search page has no serious or critical accessibility violations", async ({ page }) => {
  await open(page, "/search?q=dilemma");
  await expect(page.getByTestId("search-page-results").locator("li").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("the site offers an OpenSearch description", async ({ page, request }) => {
  await open(page, "/");
  const href = await page.locator('link[rel="search"]').getAttribute("href");
  const xml = await (await request.get(href!)).text();
  expect(xml).toContain("search?q={searchTerms}");
});

test("a player's word is searched with the rules' word, and the page says so", async ({ page }) => {
  await open(page, "/search?q=frozen+personnel");
  await expect(page.getByTestId("also-searched")).toContainText("stasis (for “frozen”)");
  await expect(page.getByTestId("search-page-results").locator(":scope > li").first()).toContainText("stasis");
});

test("a ruling found by a question players ask, not by its own words, shows that question with the words matched", async ({ page }) => {
  // A question whose words are mostly not the ruling's, whose ruling comes first and names it (found with the site's own engine).
  const data = readCorpusData();
  const engine = new SearchEngine(createSearchPayload(toSearchDocs(data)));
  const topicOf = new Map(data.entries.map((e) => [e.id, e.topicId]));
  const pick = data.questions!.find((q) => {
    const first = engine.search(q.question, { limit: 50 }).results[0];
    return !!first && first.topicId === topicOf.get(q.entry) && !!first.asked && first.snippet.filter((x) => x.hit).length <= 1;
  })!;
  const expected = engine.search(pick.question, { limit: 50 }).results[0]!;
  await open(page, `/search?q=${encodeURIComponent(pick.question)}`);
  const first = page.getByTestId("search-page-results").locator(":scope > li").first();
  await expect(first).toContainText(expected.topicTitle);
  const asked = first.getByTestId("result-asked");
  await expect(asked).toHaveText(`Answers “${expected.asked!.map((x) => x.text).join("")}”`);
  await expect(asked.locator("mark").first()).toBeVisible();
  // The search box's list says it too.
  await box(page).fill(pick.question);
  await expect(page.getByTestId("search-results").getByRole("option").first().getByTestId("result-asked")).toBeVisible();
});

test("a misspelt word is read as the corpus word, with a 'Did you mean' that searches the corrected query", async ({ page }) => {
  await open(page, "/search?q=andriod+dna+dilemmas");
  const dym = page.getByTestId("did-you-mean");
  await expect(dym).toContainText("Did you mean");
  await dym.getByRole("button", { name: "android dna dilemmas" }).click();
  await expect(page.getByTestId("search-page-input")).toHaveValue("android dna dilemmas");
  await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
  await expect(page).toHaveURL(/q=android\+dna\+dilemmas/);
});

test("edition words in the query filter by edition, shown as a chip that removes them", async ({ page }) => {
  await open(page, "/search?q=cloaking+device+1st+edition");
  const chip = page.getByTestId("edition-chip");
  await expect(chip).toContainText("1E only");
  await expect(page.getByTestId("search-count")).toContainText("in 1E");
  await chip.click();
  await expect(page.getByTestId("search-page-input")).toHaveValue("cloaking device");
  await expect(page.getByTestId("edition-chip")).toHaveCount(0);
  await expect(page.getByTestId("search-count")).not.toContainText("in 1E");
});

test("a document's introduction is found by naming the document and leads to the document, never as a ruling", async ({ page }) => {
  await open(page, "/search?q=2e+crd+october+2011");
  const first = page.getByTestId("search-page-results").locator(":scope > li").first();
  await expect(first).toContainText("document");
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/documents\/2e-crd-2011-10-05$/);
  // Found by what it says of its document ("Current Rulings are periodic updates to the … Rulebook"), an introduction is
  // still shown as the document, by its printed title, and leads to the document's page, not to a ruling's.
  await open(page, "/search?q=current+rulings+updates+rulebook");
  const intro = page.getByTestId("search-page-results").locator(":scope > li").filter({ hasText: "Current Rulings Document (7 July 2014)" });
  await expect(intro).toContainText("document ·");
  await expect(intro.getByRole("link").first()).toHaveAttribute("href", "/documents/2e-crd-2014-07-07");
});

test("a document's section other than its introduction is named by its own title and opens at its place on the document's page", async ({ page }) => {
  // Its topic's fragment is held back: the result painted from the ranking alone already leads to the section's place
  // (a tap before the fragment came had opened the top of the document).
  const release = await holdFragments(page);
  await open(page, "/search?q=summary+of+rulings+changes+july+2000");
  const first = page.getByTestId("search-page-results").locator(":scope > li").first();
  const link = first.getByRole("link").first();
  await expect(link).toHaveText("SIGNIFICANT RULINGS CHANGES AND CLARIFICATIONS");
  await expect(first).toContainText("section ·");
  await expect(link).toHaveAttribute("href", "/documents/1e-cr-2000-07-31#significant-rulings-changes-and-clarifications");
  release();
  await link.click();
  await expect(page).toHaveURL(/\/documents\/1e-cr-2000-07-31#significant-rulings-changes-and-clarifications$/);
  await expect(page.locator("#significant-rulings-changes-and-clarifications")).toBeInViewport();
});

test("snippets read the sources' icon markers as the reader's pages do, never as raw markers like [univ]", async ({ page }) => {
  await open(page, "/search?q=four+diamond+universal+symbol");
  const results = page.getByTestId("search-page-results");
  await expect(results.locator('.icon-badge[data-icon="univ"]').first()).toHaveText("❖ Universal");
  await expect(results).not.toContainText("[univ]");
  await box(page).fill("four diamond universal symbol");
  const options = page.getByTestId("search-results");
  await expect(options.locator('.icon-badge[data-icon="univ"]').first()).toHaveText("❖ Universal");
  await expect(options).not.toContainText("[univ]");
});

test("the search page's heading, form and help are in its HTML, painted before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1, name: "Search the rulings" })).toBeVisible();
  await expect(page.getByTestId("search-page-input")).toBeVisible();
  await expect(page.getByTestId("search-help")).toContainText("quoted phrases");
  await context.close();
});

test("words typed into the search page before it could answer are searched once it can, not lost", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/search", { waitUntil: "domcontentloaded" });
  await page.getByTestId("search-page-input").fill("cloaking device");
  release();
  await expect(page.getByTestId("search-page-results").locator(":scope > li").first()).toContainText(/cloak/i);
  await expect(page).toHaveURL(/\/search\?q=cloaking\+device$/);
});

test("naming the 1995 FAQ shows what it said, marked as reversed, and asking whether it still holds shows the ruling in force", async ({ page }) => {
  const first = () => page.getByTestId("search-page-results").locator(":scope > li").first();
  await open(page, "/search?q=what+did+the+95+faq+say+about+androids+and+cards+that+affect+living+things");
  await expect(first()).toContainText("ARTIFICIAL LIFEFORMS");
  await expect(first().getByTestId("result-status")).toContainText("Reversed in 2000");
  await open(page, "/search?q=faq+said+androids+are+not+affected+by+cards+that+affect+living+things%2C+still+true%3F");
  await expect(first()).toContainText("android");
  await expect(first().getByTestId("result-status")).toHaveText("In force since 2000");
  // A query naming the document alone is answered with the document.
  await open(page, "/search?q=1995+faq");
  await first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/documents\/1e-faq-1995-02-11$/);
});

test("on a phone, a result leads with the ruling that answers (the 1995 wormhole answer, not the topic's newest ruling), its other rulings folded with their statuses", async ({
  page,
}) => {
  const data = readCorpusData();
  const answer = data.entries.find((e) => e.topicId === "1e/wormhole" && e.faq && /same/i.test(e.faq.question))!;
  const newest = data.entries.filter((e) => e.topicId === "1e/wormhole" && e.kind !== "redirect").sort((a, b) => b.date.localeCompare(a.date))[0]!;
  expect(newest.id).not.toBe(answer.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/search?q=can+two+ships+go+through+the+same+wormhole%3F");
  const result = page.getByTestId("search-page-results").locator(":scope > li").first();
  await expect(result).toContainText(answer.faq!.answer.slice(0, 20));
  await expect(result).toContainText(answer.date);
  await expect(result.getByTestId("result-status")).toHaveText(`In force since ${answer.date.slice(0, 4)}`);
  // The topic's other rulings, folded: each with its status.
  const others = result.getByTestId("result-others");
  await others.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(others.locator("li").first()).toBeVisible();
  for (const status of await others.getByTestId("other-status").allTextContents())
    expect(status).toMatch(/^(In force since \d{4}|Reversed|Superseded|Amended|Restated|Dropped)/);
  await expect(others.locator("summary")).toHaveText(/^\d+ more rulings? on this topic$/);
  // The result's link leads to that ruling, not to the topic's page.
  await result.getByRole("link", { name: "Wormhole" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/1e/wormhole/${answer.date}(-\\d+)?$`));
  await expect(page.locator("article .entry-body").first()).toContainText(answer.faq!.answer.slice(0, 20));
});

test("before a result's text comes, it already says the ruling that answers, its date and status, and links to it", async ({ page }) => {
  const release = await holdFragments(page);
  await open(page, "/search?q=can+two+ships+go+through+the+same+wormhole%3F");
  const first = page.getByTestId("search-page-results").locator(":scope > li").first();
  await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/1e\/wormhole\/1995-02-11(-\d+)?$/);
  await expect(first).toContainText("1995-02-11");
  await expect(first.getByTestId("result-status")).toHaveText("In force since 1995");
  const href = await first.getByRole("link").first().getAttribute("href");
  release();
  await expect(first.getByTestId("result-others")).toBeVisible();
  await expect(first.getByRole("link").first()).toHaveAttribute("href", href!);
  await expect(first.getByTestId("result-status")).toHaveText("In force since 1995");
});

test("on a phone the first result is on the first screen, the filters fold behind one control that says what is set, and menu and chip agree", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/search?q=2e+attempt+mission");
  const first = page.getByTestId("search-page-results").locator(":scope > li").first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y, "the first result starts within the first screen").toBeLessThan(844 - 40);
  // The edition the query's "2e" sets is what the chip and the folded filters say, and what the menu shows.
  await expect(page.getByTestId("edition-chip")).toContainText("2E only");
  const toggle = page.getByTestId("search-filters-toggle");
  await expect(toggle).toContainText("Filters: 2E only");
  await expect(page.getByTestId("search-edition")).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("search-edition")).toHaveValue("2E");
  // Choosing both editions from the menu takes the edition word out of the query: the chip goes, the menu stays.
  await page.getByTestId("search-edition").selectOption("");
  await expect(page.getByTestId("search-page-input")).toHaveValue("attempt mission");
  await expect(page.getByTestId("edition-chip")).toHaveCount(0);
  await expect(page.getByTestId("search-edition")).toHaveValue("");
  await expect(toggle).toContainText("Filters: none");
});
