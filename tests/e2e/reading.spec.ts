import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { RulingsData } from "../../lib/model";
import { open } from "./ready";
import { readCorpusData } from "../../lib/corpus";

const data = readCorpusData();
// The ruling re-issued most often by later documents of its family (a chain of versions).
const chainLength = (t: RulingsData["topics"][number]) => t.versions.filter((v) => v.entryId && v.previous).length;
const mostVersions = [...data.topics].filter((t) => t.versions.every((v) => !v.key || v.key === v.date)).sort((a, b) => chainLength(b) - chainLength(a))[0]!;

const PAGES = {
  home: "/",
  index: "/1e",
  topic: "/1e/cumulative",
  document: "/documents/1e-crd-2017-12-04",
  version: "/2e/attempting-missions/2011-10-05",
  "document changes": "/documents/2e-crd-2014-07-07/changes",
  "as-of topic": "/1e/access-denied?as-of=2000-07-31",
};

test("a reference leads to its target, and the target's 'Referenced by' leads back", async ({ page }) => {
  await page.goto("/1e/access-denied");
  await page.locator(".entry-body a.xref", { hasText: "Ferengi Ingenuity" }).click();
  await expect(page).toHaveURL(/\/1e\/ferengi-ingenuity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ferengi Ingenuity" })).toBeVisible();
  await page.getByTestId("backlinks").getByRole("link", { name: "Access Denied" }).click();
  await expect(page).toHaveURL(/\/1e\/access-denied$/);
});

test("hovering or focusing a reference previews its target", async ({ page }) => {
  await open(page, "/1e/access-denied");
  await page.locator(".entry-body a.xref").first().focus();
  const preview = page.getByRole("tooltip");
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("Ferengi Ingenuity");
  await expect(preview).toContainText("2000-07-31");
});

test("an external reference says where its text lives and is no dead link", async ({ page }) => {
  await page.goto("/1e/deep-space-9");
  const external = page.locator(".entry-body .xref-external", { hasText: "facility commanders" });
  await expect(external).toContainText("Glossary v1.9.3");
  await expect(external.locator("a")).toHaveCount(0);
});

test(`a ruling re-issued by later documents (${mostVersions.id}) reaches each version by date, and only the newest has no newer-version banner`, async ({
  page,
}) => {
  const stated = mostVersions.versions.filter((v) => v.entryId);
  expect(stated.length).toBeGreaterThanOrEqual(2);
  expect(stated.slice(1).every((v) => v.previous)).toBe(true);
  for (const v of stated) {
    await page.goto(`/${mostVersions.id}`);
    await page
      .getByTestId("versions")
      .getByRole("link", { name: new RegExp(`^${v.date}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${mostVersions.id}/${v.key}$`));
    await expect(page.locator("article time")).toHaveText(v.date);
    const newest = stated[stated.length - 1]!;
    if (v.date === newest.date) await expect(page.getByTestId("newer-banner")).toHaveCount(0);
    else await expect(page.getByTestId("newer-banner")).toBeVisible();
  }
});

test("a repaired entry shows its corrections and the original text one tap away", async ({ page }) => {
  await page.goto("/1e/qs-planet/2000-07-31");
  const repairs = page.getByTestId("repairs");
  await repairs.locator("summary").click();
  await expect(repairs).toContainText("lost-apostrophe");
  await expect(repairs.locator("pre")).toContainText("Q\uFFFDs Planet");
});

test("every internal link and anchor of every generated page resolves", async ({ request }) => {
  test.setTimeout(180_000);
  // path → its HTML, "" for another file type, null for a page that is missing
  const seen = new Map<string, string | null>();
  const queue = ["/"];
  const broken: string[] = [];
  const links: { from: string; href: string }[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const res = await request.get(path);
    if (!res.ok()) {
      broken.push(`${path}: HTTP ${res.status()}`);
      seen.set(path, null);
      continue;
    }
    const type = res.headers()["content-type"] ?? "";
    const html = type.includes("text/html") ? await res.text() : "";
    seen.set(path, html);
    for (const m of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const href = m[1]!.replace(/&amp;/g, "&");
      if (/^(https?:|mailto:)/.test(href)) continue;
      const url = new URL(href, `http://x${path}`);
      links.push({ from: path, href: url.pathname + url.hash });
      if (!seen.has(url.pathname)) queue.push(url.pathname);
    }
  }
  for (const { from, href } of links) {
    const [p, anchor] = href.split("#");
    const html = seen.get(p!);
    if (html === null) broken.push(`${from} → ${href}: page missing`);
    else if (anchor && html && !html.includes(`id="${decodeURIComponent(anchor)}"`)) broken.push(`${from} → ${href}: no such anchor`);
  }
  expect(seen.size).toBeGreaterThan(data.topics.length);
  expect(broken).toEqual([]);
});

// The pages reader.spec.ts judges at any impact, at two widths, are not judged again here at serious or critical.
const JUDGED_THERE = new Set(["/", "/1e", "/documents/2e-crd-2014-07-07/changes"]);

for (const [name, path] of Object.entries(PAGES)) {
  if (!JUDGED_THERE.has(path))
    test(`the ${name} page has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        bad.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
      ).toEqual([]);
    });

  test(`the ${name} page does not scroll sideways on a 390×844 phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("on a phone, a ruling names its source as a reader does (document, date, lines), never by the archive's file name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const entry = data.entries.find((e) => e.id === "1e-cr-2000-07-31/cloaking-device")!;
  await open(page, "/1e/cloaking-device/2000-07-31");
  const place = page.getByTestId("source-place").first();
  await expect(place).toBeVisible();
  await expect(place).toHaveText(`Current Rulings, 31 July 2000, lines ${entry.source.startLine}–${entry.source.endLine}`);
  for (const path of ["/1e/cloaking-device/2000-07-31", "/1e/cloaking-device", "/documents/1e-cr-2000-07-31"]) {
    await open(page, path);
    await expect(page.locator("main")).not.toContainText(/\d{3}_[0-9a-f]{16}\.txt/);
  }
});
