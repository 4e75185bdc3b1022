import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { listExamples } from "../../lib/engine";
import { open, reload } from "./ready";

test("the worth-points example recomputes as the inputs change and keeps them in the URL", async ({ page }) => {
  await open(page, "/examples/1e-worth-points");
  const result = page.getByTestId("example-result");
  await expect(result).toContainText("20");
  await expect(page.getByTestId("deciding-sentence")).toBeVisible();
  await page.getByRole("spinbutton", { name: "Points the card is worth" }).fill("35");
  await expect(page.getByTestId("example-json")).toContainText('"scored": [\n    35,\n    -35\n  ]');
  await expect(page).toHaveURL(/in=.*35/);
  await reload(page);
  await expect(page.getByTestId("example-json")).toContainText("35");
});

test("a wrong input says which field is wrong instead of a result", async ({ page }) => {
  await open(page, "/examples/2e-winning-the-game");
  await page.getByLabel(/points/i).first().fill("");
  await expect(page.getByTestId("example-result").getByRole("alert")).toContainText("points");
});

test("the form shows each number's bounds, and a number beyond them is refused next to its field", async ({ page }) => {
  await open(page, "/examples/1e-full-turns");
  const turns = page.getByRole("spinbutton", { name: "Full turns counted" });
  await expect(turns).toHaveAttribute("max", "1000");
  await expect(page.getByText("From 1 to 1000")).toBeVisible();
  await turns.fill("100000000");
  await expect(turns).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("field-problem")).toHaveText("must be at most 1000");
  await expect(page.getByTestId("example-result").getByRole("alert")).toHaveText("fullTurns: must be at most 1000");
});

test("a topic page offers its worked example in a Try it panel", async ({ page }) => {
  await open(page, "/2e/winning-the-game");
  const panel = page.getByTestId("try-it");
  await panel.locator("summary").click();
  await expect(panel.getByTestId("example-result")).toContainText(/win/i);
  await expect(panel.getByRole("link", { name: "Open the worked example on its own page" })).toHaveAttribute("href", "/examples/2e-winning-the-game");
});

test("the dilemma-actions example follows the chosen version: 2011 does not rule on an opponent's prevention, 2014 does", async ({ page }) => {
  await open(page, "/examples/2e-dilemma-actions");
  const result = page.getByTestId("example-result");
  await expect(result).toContainText("does not trigger “if you cannot” text");
  await expect(page.getByTestId("deciding-sentence")).toContainText("Only an action by the player facing the dilemma will trigger this text.");
  await page.getByLabel("Rules version").selectOption("2011-10-05");
  await expect(result).toContainText("The 2011-10-05 version does not say whether an opponent's action triggers");
  await expect(result).toContainText("only one additional personnel will be killed");
  await expect(page).toHaveURL(/2011-10-05/);
  await page.getByLabel("The personnel to be stopped has Leadership").uncheck();
  await expect(result).not.toContainText("killed instead");
});

test("the examples index lists every example with its edition", async ({ page }) => {
  await open(page, "/examples");
  await expect(page.getByTestId("examples").getByRole("link")).toHaveCount(listExamples().length);
});

test("an example page has no serious or critical accessibility violations", async ({ page }) => {
  await open(page, "/examples/1e-card-title-match");
  await expect(page.getByTestId("example-result")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
