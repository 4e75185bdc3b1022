import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

const data = readCorpusData();
const sources = JSON.parse(readFileSync("content/sources/documents.json", "utf8")) as { documents: { id: string; date: string }[] };
const titleOf = (id: string) => data.topics.find((t) => t.id === id)!.title;

test("the Atom feed announces every document of the sources, newest first, each linking to what it changed", async ({ request }) => {
  const res = await request.get("/feed.xml");
  expect(res.ok()).toBe(true);
  const xml = await res.text();
  const ids = [...xml.matchAll(/<id>[^<]*\/documents\/([^<]+)<\/id>/g)].map((m) => m[1]);
  const expected = [...sources.documents].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)).map((d) => d.id);
  expect(ids).toEqual(expected);
  for (const id of expected) expect(xml).toContain(`/documents/${id}/changes"`);
});

test("a document's changes page lists topics by class against every ruling of its edition in force the day before", async ({ page }) => {
  const doc = data.documents.find((d) => d.changes.substantive.length > 0 && d.changes.new.length > 0)!;
  await open(page, `/documents/${doc.id}/changes`);
  const summary = page.getByTestId("changes-summary");
  await expect(summary).toContainText("in force on");
  await expect(summary.getByTestId("changes-class-substantive")).toContainText(`(${doc.changes.substantive.length})`);
  await expect(summary.getByTestId("changes-class-substantive").getByRole("link", { name: titleOf(doc.changes.substantive[0]!), exact: true })).toBeVisible();
  await expect(summary.getByTestId("changes-class-new")).toContainText(`(${doc.changes.new.length})`);
});

test("a topic whose last ruling a document dropped says by which document and when, on its page and in the A–Z list", async ({ page }) => {
  const entry = data.entries.find(
    (e) => e.inForce.endedBy?.relation === "dropped" && data.topics.find((t) => t.id === e.topicId)!.versions.filter((v) => v.entryId).length === 1,
  )!;
  const by = data.documents.find((d) => d.id === entry.inForce.endedBy!.documentId)!;
  const short = `${by.date.slice(0, 4)} ${/Current Rulings Document/.test(by.title) ? "CRD" : by.title}`;
  await open(page, `/${entry.topicId}`);
  await expect(page.getByTestId("none-in-force")).toContainText(`Dropped from the ${short} on ${by.date}`);
  await open(page, `/${entry.edition.toLowerCase()}`);
  const row = page.locator("li", { has: page.getByRole("link", { name: titleOf(entry.topicId), exact: true }) });
  await expect(row.getByTestId("no-ruling-in-force")).toHaveText(`dropped from the ${short}, ${by.date}`);
});
