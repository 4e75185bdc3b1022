import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { missionAttemptExample } from "../../lib/engine";
import { exampleOf, expectEngineAnswer, inputInUrl, PHONE } from "./example-support";
import { open, reload } from "./ready";

const PAGE = "/examples/2e-mission-attempt";

const stepper = (page: Page) => page.getByTestId("mission-attempt-stepper");
const stepId = (page: Page) => stepper(page).getByTestId("stepper-step-id");
const stepText = (page: Page) => stepper(page).getByTestId("stepper-step-text");

test("steps through a whole attempt: draw, choose the stack, face each dilemma, complete the mission", async ({ page }) => {
  await open(page, PAGE);
  const s = stepper(page);
  await expect(stepId(page)).toHaveText("Step 1.a");
  await expect(stepText(page)).toContainText("AP announces where and by what means");

  await s.getByRole("button", { name: "Next step" }).click();
  await expect(stepId(page)).toHaveText("Step 1.b");
  await expect(stepText(page)).toHaveText('"When . . . begins a mission attempt" triggers process.');

  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(stepId(page)).toHaveText("Step 2.d");
  await expect(s.getByTestId("stepper-drawn").getByRole("checkbox")).toHaveCount(4);
  await expect(s.getByTestId("stepper-log")).toContainText("OP draws 4 dilemmas");

  // The opponent puts Dilemma A on top, then Dilemma C; B and D go to the bottom of the pile.
  await s.getByRole("checkbox", { name: /Dilemma A/ }).check();
  await s.getByRole("checkbox", { name: /Dilemma C/ }).check();
  await s.getByRole("button", { name: "Form the stack (2 dilemmas)" }).click();
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(stepId(page)).toHaveText("Step 3.i");
  await expect(s.getByTestId("stepper-facing")).toContainText("Dilemma A");
  await expect(s.getByTestId("stepper-allowed")).toHaveText("5 of 6");

  await s.getByTestId("stepper-stop").fill("2");
  await s.getByRole("button", { name: "Resolve the dilemma" }).click();
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(s.getByTestId("stepper-facing")).toContainText("Dilemma C");
  await expect(s.getByTestId("stepper-unstopped")).toHaveText("4 of 6");
  await expect(s.getByTestId("stepper-allowed")).toHaveText("2 of 6");

  await s.getByRole("button", { name: "Resolve the dilemma" }).click();
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(stepId(page)).toHaveText("Step 5.c");
  await expect(stepText(page)).toContainText("AP shows all requirements needed to complete the mission.");
  await s.getByRole("button", { name: "Requirements shown" }).click();
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(s.getByTestId("stepper-outcome")).toHaveText("The mission is completed.");
  await expect(stepId(page)).toHaveText("Step 5.d");

  // The URL carries the whole attempt: reloading it shows the same end.
  await expect(page).toHaveURL(/[?&]a=/);
  await reload(page);
  await expect(stepper(page).getByTestId("stepper-outcome")).toHaveText("The mission is completed.");
  await expect(stepper(page).getByTestId("stepper-log")).toContainText("Dilemma C is overcome.");
});

test("a shared link opens its setup and progress; a dilemma costing more than what is left is overcome at step 3.f", async ({ page }) => {
  const pile = [
    ["Big", 2],
    ["Bigger", 2],
    ["Small", 1],
  ]
    .map(([name, cost], i) => `pile.${i}.name=${name}&pile.${i}.cost=${cost}&pile.${i}.type=dual`)
    .join("&");
  await open(page, `${PAGE}?personnel=3&dilemmasUnderMission=0&drawModifier=0&missionType=planet&${pile}&as-of=2011-10-05&a=c5,s0.1.2`);
  const s = stepper(page);
  await expect(page.getByRole("spinbutton", { name: "Personnel involved in the attempt" })).toHaveValue("3");
  await expect(page.getByRole("combobox", { name: "Dilemma 2 Name" })).toHaveValue("Bigger");
  await expect(page.getByTestId("as-of-date")).toHaveValue("2011-10-05");
  await expect(stepId(page)).toHaveText("Step 2.e");

  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(s.getByTestId("stepper-facing")).toContainText("Big");
  await s.getByRole("button", { name: "Resolve the dilemma" }).click();
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(s.getByTestId("stepper-facing")).toContainText("Small");
  await expect(s.getByTestId("stepper-log")).toContainText(
    "Bigger fails the check for cost: 2 is more than the 1 left of the total allowed; it is overcome without effect.",
  );

  // Step 3.h follows the chosen version's text.
  await s.getByRole("button", { name: "Back one step" }).click();
  await expect(stepId(page)).toHaveText("Step 3.h");
  await expect(stepText(page)).toContainText("until dilemma is overcome or placed somewhere.");
  await page.getByTestId("rules-over-time").getByRole("button", { name: "2014 CRD" }).click();
  await expect(stepId(page)).toHaveText("Step 1.a");
  await expect(page).not.toHaveURL(/[?&]a=/);
});

test("the form, the result and the step-through are one state: a change of the setup shows in all of them, and back undoes it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const example = exampleOf("2e-mission-attempt");
  await open(page, PAGE);
  const s = stepper(page);
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(stepId(page)).toHaveText("Step 2.d");
  await expect(s.getByTestId("stepper-drawn").getByRole("checkbox")).toHaveCount(4);

  await page.getByRole("button", { name: "Increase Personnel involved in the attempt" }).click();
  await expectEngineAnswer(page, example);
  await expect(stepId(page)).toHaveText("Step 1.a");
  const drawn = missionAttemptExample.run(missionAttemptExample.parse(inputInUrl(page, example))).dilemmasDrawn;
  await expect(s.getByTestId("stepper-status")).toContainText(`Dilemmas to draw${drawn}`);
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(s.getByTestId("stepper-drawn").getByRole("checkbox")).toHaveCount(drawn);

  // A dilemma removed from the pile is no longer drawn.
  await page.getByRole("button", { name: "Remove dilemma 1", exact: true }).click();
  await expect(stepId(page)).toHaveText("Step 1.a");
  await s.getByRole("button", { name: "Skip to the next choice" }).click();
  await expect(s.getByTestId("stepper-drawn")).not.toContainText("Dilemma A");

  // Back: before the step-through moved on, before the dilemma was removed, before the attempt was stepped through.
  await page.goBack();
  await expect(stepId(page)).toHaveText("Step 1.a");
  await expect(page.getByRole("combobox", { name: "Dilemma 1 Name" })).toHaveValue("Dilemma B");
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "Dilemma 1 Name" })).toHaveValue("Dilemma A");
  await expect(stepId(page)).toHaveText("Step 2.d");
  await page.goBack();
  await expect(stepId(page)).toHaveText("Step 1.a");
  await expect(page.getByRole("spinbutton", { name: "Personnel involved in the attempt" })).toHaveValue("7");
});

test("is driven from the keyboard alone, announces the step, and passes an accessibility scan", async ({ page }) => {
  await open(page, PAGE);
  const s = stepper(page);
  await expect(s.getByTestId("stepper-current")).toHaveAttribute("aria-live", "polite");
  await s.getByRole("button", { name: "Next step" }).focus();
  await page.keyboard.press("Enter");
  await expect(stepId(page)).toHaveText("Step 1.b");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(stepId(page)).toHaveText("Step 2.d");
  // The stack choice took the place of "Next step": focus moved to its first checkbox.
  await expect(s.getByRole("checkbox", { name: /Dilemma A/ })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(s.getByRole("button", { name: "Form the stack (1 dilemma)" })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('[data-testid="mission-attempt-stepper"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
