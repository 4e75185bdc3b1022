import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";

const rulings = JSON.parse(readFileSync("public/data/rulings.json", "utf8")) as { documents: { title: string; date: string }[] };

test("the home page lists every document with its date", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Star Trek CCG Rulings/);
  const items = page.getByTestId("document");
  await expect(items).toHaveCount(rulings.documents.length);
  for (const d of rulings.documents) {
    await expect(page.getByText(d.date, { exact: true })).toBeVisible();
  }
});

test("the data export is served at /data/rulings.json", async ({ request }) => {
  const res = await request.get("/data/rulings.json");
  expect(res.ok()).toBe(true);
  const json = await res.json();
  const sources = JSON.parse(readFileSync("content/sources/documents.json", "utf8")) as { documents: unknown[] };
  expect(json.documents).toHaveLength(sources.documents.length);
  expect(json.entries.length).toBeGreaterThan(400);
});
