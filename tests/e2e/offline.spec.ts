import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hydrated, open, reload } from "./ready";

test.use({ serviceWorkers: "allow" });

/** Opens a page in a fresh context and waits until its service worker has taken over and saved the shell. */
async function firstVisit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: 60_000 });
}

/** Waits until the footer knows how much is saved (the worker answered "status"). */
const saveButton = (page: Page) => page.getByTestId("offline-save-all");

/** The requests for the router's payloads (.txt) a page makes: prefetches and client-side navigations. */
function watchPayloadRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (!r.serviceWorker() && new URL(r.url()).pathname.endsWith(".txt")) seen.push(r.url());
  });
  return seen;
}

const setOffline = (context: BrowserContext, offline: boolean) => context.setOffline(offline);

test("the first page a reader opens works offline, and a page not saved says 'offline', never 'Page not found'; back online it loads itself", async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  // The first page is loaded before the worker exists: the worker keeps it when it takes over.
  await firstVisit(page, "/1e/cloaking-device");
  await setOffline(context, true);
  await reload(page);
  await expect(page.getByTestId("topic-title")).toHaveText("cloaking device");

  for (const path of ["/1e/phasing-cloak", "/2e/dilemmas", "/examples/1e-androids-and-exocomps", "/documents/1e-faq-1995-02-11/5-dilemmas"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(503);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("You are offline");
    await expect(page.getByTestId("offline-not-saved"), path).toContainText("this page is not saved on this device");
    await expect(page.getByText("Page not found"), path).toHaveCount(0);
  }
  // The offline page lists what is saved, the first page among it, and links to saving everything.
  await expect(page.getByTestId("offline-saved-pages")).toContainText("cloaking device (1E)");
  await expect(page.getByRole("link", { name: "“Save every ruling for offline”" })).toHaveAttribute("href", "#save-offline");

  // The network returns: the page asked for loads by itself, fresh from the network.
  await setOffline(context, false);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Official Rules FAQ File", { timeout: 15_000 });
  // A page that does not exist is still "Page not found", with its status.
  const missing = await page.goto("/1e/no-such-topic");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("offline, links are not prefetched, a page opened by a link was kept, and search says it is offline rather than broken", async ({ context, page }) => {
  test.setTimeout(120_000);
  await firstVisit(page, "/");
  // A page opened by a link (the router fetches its payload, not its HTML) is kept too.
  await open(page, "/1e");
  await page.getByRole("link", { name: "battle", exact: true }).first().click();
  await expect(page.getByTestId("topic-title")).toHaveText("battle");
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length > 0 && !!(await caches.match("/1e/battle"))), { timeout: 15_000 }).toBe(true);

  // Online, a topic page prefetches the pages its links lead to as they scroll into view.
  const online = watchPayloadRequests(page);
  await open(page, "/1e/battle");
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => online.length, { timeout: 10_000 }).toBeGreaterThan(0);

  // Offline, the same page (kept from the link) opens, and prefetches nothing, not even the link a pointer rests on.
  await setOffline(context, true);
  const offline = watchPayloadRequests(page);
  await open(page, "/1e/battle");
  await expect(page.getByTestId("topic-title")).toHaveText("battle");
  await page.mouse.wheel(0, 4000);
  await page.locator("main a[href^='/1e/']:visible").last().hover();
  await page.waitForTimeout(1_000);
  expect(offline).toEqual([]);

  // Search was never used, so none of its files is saved: it says so.
  await open(page, "/");
  await page.getByTestId("search-input").fill("tribble");
  await expect(page.getByTestId("search-failure")).toContainText("You are offline");
  await open(page, "/search?q=tribble");
  await expect(page.getByTestId("search-page-failure")).toContainText("You are offline");
  await setOffline(context, false);
});

test("'Save every ruling' says what is left when the network is cut and goes on when it is back; then the whole site, search included, works offline", async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  await firstVisit(page, "/");
  await expect(page.getByTestId("offline-status")).toContainText("Data version");
  // The reader is told the size before saving everything, and sees it progress.
  await expect(saveButton(page)).toContainText(/MB in all/);
  await saveButton(page).click();
  const progress = page.getByTestId("offline-progress");
  await expect.poll(() => progress.evaluate((e) => (e as HTMLProgressElement).value), { timeout: 30_000 }).toBeGreaterThan(0);
  await setOffline(context, true);
  const stopped = page.getByTestId("offline-save-failed");
  await expect(stopped).toContainText("the network was cut", { timeout: 60_000 });
  const left = Number(/(\d+) pages? and files? still to fetch|(\d+) page or file/.exec((await stopped.textContent()) ?? "")?.[1] ?? 0);
  expect(left).toBeGreaterThan(0);
  await expect(page.getByTestId("offline-all")).toHaveCount(0);
  // Back online, saving goes on by itself, from where it stopped, to the end.
  await setOffline(context, false);
  await expect(page.getByTestId("offline-all")).toBeVisible({ timeout: 200_000 });

  await setOffline(context, true);
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
  await setOffline(context, false);
});

test("when the browser's storage for the site fills up while saving, the reader is told, and nothing is claimed saved", async ({ context, page }) => {
  test.setTimeout(120_000);
  await firstVisit(page, "/");
  await expect(saveButton(page)).toContainText(/MB in all/);
  // The browser lets the site store half a megabyte more than it holds now.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const { usage } = await cdp.send("Storage.getUsageAndQuota", { origin });
  await cdp.send("Storage.overrideQuotaForOrigin", { origin, quotaSize: usage + 500_000 });
  await saveButton(page).click();
  const stopped = page.getByTestId("offline-save-failed");
  await expect(stopped).toContainText("its storage is full", { timeout: 60_000 });
  await expect(stopped).toContainText(/\d+ pages and files still to fetch/);
  await expect(page.getByTestId("offline-all")).toHaveCount(0);
  // Asked again, the worker counts what it holds against the build's list: still not all.
  await reload(page);
  await expect(saveButton(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("offline-all")).toHaveCount(0);
  await cdp.send("Storage.overrideQuotaForOrigin", { origin });
});
