import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

const data = readCorpusData();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** One page of every kind the site has, and what shows once it is ready to be judged. */
const KINDS: Record<string, { path: string; ready?: string }> = {
  home: { path: "/" },
  "topic index": { path: "/1e" },
  topic: { path: "/1e/access-denied" },
  version: { path: "/1e/cloaking-device/2000-07-31" },
  compare: { path: "/compare/2e/cost-reduction", ready: "compare-summary" },
  documents: { path: "/documents" },
  document: { path: "/documents/2e-crd-2014-07-07" },
  "long document's contents": { path: "/documents/1e-faq-1995-02-11" },
  "long document's part": { path: "/documents/1e-cr-2000-07-31/c" },
  "document changes": { path: "/documents/2e-crd-2014-07-07/changes" },
  search: { path: "/search?q=cloaking+device", ready: "search-page-results" },
  "as-of chooser": { path: "/as-of" },
  "as-of date": { path: "/as-of/2e/2014-07-07" },
  examples: { path: "/examples" },
  "not found": { path: "/1e/cloakng-devise", ready: "closest-topic" },
};

async function openKind(page: Page, kind: { path: string; ready?: string }): Promise<void> {
  await open(page, kind.path);
  if (kind.ready) await expect(page.getByTestId(kind.ready).first()).toBeVisible();
}

/** Presses Tab until the focused element's name matches, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, name: RegExp, options: { back?: boolean; max?: number } = {}): Promise<void> {
  for (let i = 0; i < (options.max ?? 250); i++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.labels?.[0]?.textContent ?? el.textContent ?? "").trim() : "";
    });
    if (name.test(focused)) {
      // Where the focus is can be seen: the focused control matches :focus-visible (a 3 px outline).
      await expect(page.locator(":focus-visible")).toHaveCount(1);
      return;
    }
  }
  throw new Error(`${name} was never reached with the keyboard`);
}

/** Axe's violations on the page as it is now, each with up to three of its elements. */
async function toViolations(page: Page, width: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `at ${width}: ${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** The controls of the page smaller than 24×24 px that a finger can see, and main controls under 44 px tall. */
const findSmallControls = (page: Page) =>
  page.evaluate(() => {
    const describe = (el: Element, r: DOMRect) =>
      `${el.tagName.toLowerCase()} “${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}” ${r.width.toFixed(1)}×${r.height.toFixed(1)}`;
    const small: string[] = [];
    for (const el of document.querySelectorAll("a[href], button, input, select, summary")) {
      // What a finger can see: rendered, not in a closed <details>, not visually hidden (the 1 px skip link until focused).
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.width < 23.5 || r.height < 23.5) small.push(describe(el, r));
    }
    const primary = [...document.querySelectorAll('header nav[aria-label="Main"] a, [data-testid="search-input"]')].map((el) => {
      const r = el.getBoundingClientRect();
      return r.height >= 43.5 ? "" : describe(el, r);
    });
    return { small, primary: primary.filter(Boolean) };
  });

// One page load per kind: judged on a phone, then widened to a desktop and judged again.
for (const [name, kind] of Object.entries(KINDS)) {
  test(`the ${name} page has no accessibility violation of any impact at 390 px or at desktop, and every control on a phone is at least 24×24 px, the search box and main links 44 px tall`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openKind(page, kind);
    const phone = await toViolations(page, "390 px");
    const { small, primary } = await findSmallControls(page);
    await page.setViewportSize(DESKTOP);
    const desktop = await toViolations(page, "desktop");
    expect([...phone, ...desktop]).toEqual([]);
    expect(small).toEqual([]);
    expect(primary).toEqual([]);
  });
}

test("on a 390 px phone the header keeps its links and the search box clear of the screen's edges, with nothing to scroll sideways", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, "/");
  const boxes = await page.locator('header nav[aria-label="Main"] a, header [data-testid="search-input"]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.textContent || "search", left: r.left, right: r.right };
    }),
  );
  expect(boxes.length).toBe(7);
  for (const b of boxes) {
    expect(b.left, b.name).toBeGreaterThanOrEqual(8);
    expect(b.right, b.name).toBeLessThanOrEqual(PHONE.width - 8);
  }
  const scrolls = await page.locator("header nav").evaluate((nav) => nav.scrollWidth > nav.clientWidth);
  expect(scrolls).toBe(false);
});

// Every page kind, the longest document (its introduction quotes long addresses) and a worked example.
for (const [name, kind] of [
  ...Object.entries(KINDS),
  ["FAQ document's largest part", { path: "/documents/1e-faq-1995-02-11/5-dilemmas" }],
  ["example", { path: "/examples/2e-mission-attempt" }],
] as const) {
  test(`on a 390 px phone the ${name} page has nothing to scroll sideways`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openKind(page, kind);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
}

test("with the keyboard alone a reader goes from the home page to a ruling's compare view and back", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  await tabTo(page, /^2E$/, { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/2e$/);

  await tabTo(page, /^Filter topics$/);
  await expect(page.getByTestId("topic-filter")).toBeFocused();
  await page.keyboard.type("cost red");
  await tabTo(page, /^cost reduction$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("cost reduction");

  await tabTo(page, /^compare$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/compare\/2e\/cost-reduction\?from=.+&to=.+/);
  await expect(page.getByTestId("compare-summary")).toContainText("Versions of one ruling");

  await tabTo(page, /^cost reduction$/, { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/2e\/cost-reduction$/);
  await tabTo(page, /^STCCG Rulings$/, { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Star Trek CCG Rulings Reference");
});

test("a reference's preview takes the focus when opened, keeps Tab inside, closes with Esc and gives the focus back", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, "/1e/access-denied");
  const opener = page.getByRole("button", { name: "Preview: Ferengi Ingenuity" });
  const preview = page.getByRole("dialog", { name: "Ferengi Ingenuity" });
  await expect(preview).toBeHidden();
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("2000-07-31");
  const go = preview.getByRole("link", { name: "Open Ferengi Ingenuity" });
  const close = preview.getByRole("button", { name: "Close" });
  await expect(go).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(go).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(opener).toBeFocused();

  // A tap opens it too, and its link leads to the reference's target.
  await opener.click();
  await expect(preview).toBeVisible();
  await go.click();
  await expect(page).toHaveURL(/\/1e\/ferengi-ingenuity$/);
});

test("the header search box and the search page say their results through a polite live region", async ({ page }) => {
  await open(page, "/");
  const headerSays = page.getByTestId("search-announce");
  await expect(headerSays).toHaveAttribute("aria-live", "polite");
  await page.getByTestId("search-input").fill("cloaking device");
  await expect(headerSays).toHaveText(/^\d+ results? for “cloaking device”/);
  await page.getByTestId("search-input").fill("qqqzzzxx");
  await expect(headerSays).toHaveText("No ruling matches “qqqzzzxx”.");

  await open(page, "/search?q=showing+your+cards");
  const pageSays = page.getByTestId("search-page-announce");
  await expect(pageSays).toHaveAttribute("aria-live", "polite");
  await expect(pageSays).toHaveText(/^\d+ topics? for “showing your cards”\.$/);
  const both = Number((await pageSays.textContent())!.split(" ")[0]);
  await page.getByTestId("search-edition").selectOption("2E");
  await expect(pageSays).toHaveText(/^\d+ topics? for “showing your cards” in 2E\.$/);
  expect(Number((await pageSays.textContent())!.split(" ")[0])).toBeLessThan(both);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter in the header search box goes to the search page for those words", async ({ page }) => {
    await page.goto("/1e/cumulative");
    await page.getByTestId("search-input").fill("cloaking device");
    await page.getByTestId("search-input").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cloaking\+device$/);
    await expect(page.getByTestId("search-no-script")).toContainText("needs JavaScript");
    await page.getByTestId("search-no-script").getByRole("link", { name: "First Edition" }).click();
    await expect(page).toHaveURL(/\/1e$/);
  });
});

test("printing a ruling prints the ruling, its document, date and permalink, and none of the site around it", async ({ page }) => {
  await open(page, "/1e/cloaking-device/2000-07-31");
  await page.emulateMedia({ media: "print" });
  for (const chrome of [
    page.locator("body > header"),
    page.locator("body > footer"),
    page.getByRole("navigation", { name: "Breadcrumb" }),
    page.getByTestId("in-force-banner"),
  ]) {
    await expect(chrome).toBeHidden();
  }
  await expect(page.locator("nav")).toHaveCount(2);
  for (const nav of await page.locator("nav").all()) await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: /Copy/ }).first()).toBeHidden();
  const article = page.locator("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("cloaking device");
  await expect(article.locator(".entry-meta")).toContainText("Current Rulings");
  await expect(article.locator("time")).toHaveText("2000-07-31");
  await expect(page.getByTestId("print-permalink")).toBeVisible();
  await expect(page.getByTestId("print-permalink")).toContainText("/1e/cloaking-device/2000-07-31");
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("print-permalink")).toBeHidden();
  await expect(page.locator("body > header")).toBeVisible();
});

test("printing a topic prints its rulings in force without the timeline, references and status panels", async ({ page }) => {
  await open(page, "/1e/access-denied");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("article .entry-body")).toBeVisible();
  for (const id of ["versions", "references", "referenced-by"]) await expect(page.locator(`section[aria-labelledby="${id}"]`)).toBeHidden();
  await expect(page.getByTestId("status-badge").first()).toBeHidden();
});

test("the A–Z index filters as you type, counts what it shows per letter, and its letters jump to their section", async ({ page }) => {
  await open(page, "/1e");
  const total = data.topics.filter((t) => t.edition === "1E").length;
  const links = page.getByTestId("topic-list").getByRole("link");
  await expect(links).toHaveCount(total);
  await expect(page.getByTestId("topic-count")).toHaveText(`${total} of ${total} topics`);

  await page.getByTestId("topic-filter").fill("cloak");
  const shown = await links.allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown.length).toBeLessThan(20);
  for (const title of shown) expect(title).toMatch(/cloak/i);
  await expect(page.getByTestId("topic-count")).toHaveText(`${shown.length} of ${total} topics`);
  await expect(page.getByTestId("topic-count")).toHaveAttribute("aria-live", "polite");
  await expect(page.getByTestId("letter-bar").getByRole("link")).toHaveCount(new Set(shown.map((t) => t.replace(/^[^a-z0-9]+/i, "")[0]!.toUpperCase())).size);

  await page.getByTestId("topic-filter").fill("zzqx");
  await expect(links).toHaveCount(0);
  await expect(page.getByTestId("topic-filter-empty").getByRole("link")).toHaveAttribute("href", "/search?q=zzqx");
  await page.getByTestId("topic-filter").fill("");
  await expect(links).toHaveCount(total);

  await page.setViewportSize(PHONE);
  const t = page.getByTestId("letter-bar").getByRole("link", { name: /^T \(\d+ topics?\)$/ });
  const count = Number((await t.textContent())!.match(/\d+/)![0]);
  await expect(page.locator('section[aria-labelledby="letter-T"]').getByRole("link")).toHaveCount(count);
  await t.click();
  await expect(page).toHaveURL(/#letter-T$/);
  await expect(page.getByRole("heading", { level: 2, name: "T", exact: true })).toBeInViewport();
});

test("the as-of view links every ruling it names to that ruling's permalink", async ({ page }) => {
  await open(page, "/as-of/1e/2000-07-31");
  const rulings = page.getByTestId("asof-ruling");
  const n = await rulings.count();
  expect(n).toBeGreaterThan(100);
  await expect(rulings.getByRole("link")).toHaveCount(n);
  const first = rulings.first();
  const id = await first.getAttribute("data-entry");
  const entry = data.entries.find((e) => e.id === id)!;
  await first.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/${entry.topicId}/${entry.date}(-\\d+)?$`));
  await expect(page.locator("article time")).toHaveText(entry.date);
});

test("a card icon marker reads as its name, with its meaning for a tooltip and a screen reader", async ({ page }) => {
  await open(page, "/1e/unique-and-universal");
  const universal = page.locator('.entry-body [data-icon="univ"]').first();
  await expect(universal).toHaveText(/^❖ Universal/);
  await expect(universal).toHaveAttribute("title", /four diamonds/);
  await expect(page.locator(".entry-body").first()).not.toContainText("[univ]");
  await expect(page.locator('.entry-body [data-icon="enig"]').first()).toContainText("Enigma");
});

test("a mistyped address offers the topic with the closest name and a search for its words", async ({ page }) => {
  const response = await page.goto("/1e/cloakng-devise");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByTestId("not-found-search")).toHaveValue("cloakng devise");
  await page.getByTestId("closest-topic").getByRole("link", { name: "cloaking device" }).click();
  await expect(page).toHaveURL(/\/1e\/cloaking-device$/);
});

test("a mistyped card address offers the card with the closest name", async ({ page }) => {
  const response = await page.goto("/cards/1e/elim-garek");
  expect(response!.status()).toBe(404);
  await expect(page.getByTestId("not-found-search")).toHaveValue("elim garek");
  await page.getByTestId("closest-topic").getByRole("link", { name: "Elim Garak" }).click();
  await expect(page).toHaveURL(/\/cards\/1e\/elim-garak$/);
});

test("browsers that ask for /favicon.ico get an icon", async ({ request }) => {
  const res = await request.get("/favicon.ico");
  expect(res.ok()).toBe(true);
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test("the home page fetches no other page's code or data until the reader heads there", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await open(page, "/");
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((u) => u.includes("_rsc=") || /\/chunks\/app\/(?!page-|layout-|not-found-)/.test(u))).toEqual([]);
});

test("'Copy citation' copies a citation a judge can paste: edition, document, date, title and permalink", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, "/1e/cloaking-device/2000-07-31");
  await page.getByRole("button", { name: "Copy citation" }).click();
  await expect(page.getByTestId("copy-announce")).toContainText("Citation copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `1E Current Rulings, 31 July 2000, 'cloaking device', ${baseURL}/1e/cloaking-device/2000-07-31`,
  );
  // This browser has no share sheet: no Share button that would do nothing.
  await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
});

test("'Copy citation' works before the page has hydrated: a tap on a slow phone is never lost", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The page's scripts never arrive, so React never takes the page over.
  await page.route("**/_next/static/chunks/**", () => undefined);
  await page.goto("/1e/cloaking-device/2000-07-31", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("button", { name: "Copy citation" });
  await button.click();
  await expect(page.getByTestId("copy-announce")).toContainText("Citation copied");
  await expect(button).toHaveAttribute("data-done", "Citation copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `1E Current Rulings, 31 July 2000, 'cloaking device', ${baseURL}/1e/cloaking-device/2000-07-31`,
  );
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
});

test("a copy tapped before hydration leaves the page to hydrate without a mismatch", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
  page.on("pageerror", (e) => errors.push(e.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/1e/cloaking-device/2000-07-31", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Copy link" }).first().click();
  await expect(page.getByTestId("copy-announce")).toContainText("Link copied");
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Copy citation" }).click();
  await expect(page.getByTestId("copy-announce")).toContainText("Citation copied");
  expect(errors).toEqual([]);
});

test("where the browser has a share sheet, Share hands it the ruling's citation and permalink", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", { value: async (d: ShareData) => void shared.push(d) });
  });
  await open(page, "/1e/cloaking-device");
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([
      {
        title: "cloaking device",
        text: `1E Current Rulings, 31 July 2000, 'cloaking device', ${baseURL}/1e/cloaking-device/2000-07-31`,
        url: `${baseURL}/1e/cloaking-device/2000-07-31`,
      },
    ]);
});

test("the A–Z index's document filter shows the topics that document states, fetched when it is chosen", async ({ page }) => {
  await open(page, "/1e");
  const total = data.topics.filter((t) => t.edition === "1E").length;
  const links = page.getByTestId("topic-list").getByRole("link");
  for (const doc of data.documents.filter((d) => d.edition === "1E")) {
    const stated = new Set(data.entries.filter((e) => e.documentId === doc.id).map((e) => e.topicId));
    const want = data.topics.filter((t) => t.edition === "1E" && stated.has(t.id));
    const fetched = page.waitForResponse((r) => r.url().endsWith(`/data/document-topics/${doc.id}.json`));
    await page.getByTestId("filter-document").selectOption(doc.id);
    expect((await fetched).ok()).toBe(true);
    await expect(page.getByTestId("topic-count")).toHaveText(`${want.length} of ${total} topics`);
    await expect(links).toHaveCount(want.length);
  }
  await page.getByTestId("filter-document").selectOption("");
  await expect(links).toHaveCount(total);
});
