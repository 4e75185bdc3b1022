import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page (`<html data-hydrated>`, set by HydrationMark) and every part of it whose
 * code arrives later (a worked example's runner, `[data-hydrating]` until then).
 */
export const hydrated = (page: Page) => page.locator("html[data-hydrated]:not(:has([data-hydrating]))").waitFor({ state: "attached" });

/**
 * Opens a page and waits until its controls respond. A click or a keystroke that lands before hydration is
 * lost, as it would be for a person on a slow phone, and a test that raced it would fail at random.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Reloads the page and waits until its controls respond again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}
