import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { readCorpusData } from "../../lib/corpus";

const rulings = readCorpusData();

test("the home page lists the newest documents with their dates, and /documents every one", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Star Trek CCG Rulings/);
  const items = page.getByTestId("document");
  const newest = [...rulings.documents].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6);
  await expect(items).toHaveCount(newest.length);
  for (const d of newest) await expect(page.getByText(d.date, { exact: true })).toBeVisible();
  await page.goto("/documents");
  for (const d of rulings.documents) await expect(page.getByText(d.date, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: rulings.documents[0]!.title }).first()).toBeVisible();
});

test("the data export is served at /data/rulings.json", async ({ request }) => {
  const res = await request.get("/data/rulings.json");
  expect(res.ok()).toBe(true);
  const json = await res.json();
  const sources = JSON.parse(readFileSync("content/sources/documents.json", "utf8")) as { documents: unknown[] };
  expect(json.documents).toHaveLength(sources.documents.length);
  expect(json.entries.length).toBeGreaterThan(400);
});
