import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { isSameAnswer, listExamples } from "../../lib/engine";
import { engineAnswer, exampleOf, expectEngineAnswer, inputInUrl, PHONE, tabTo } from "./example-support";
import { open, reload } from "./ready";

test.use({ viewport: PHONE });

// One keystroke that changes the focused control the way a person would: a number one step, a box ticked, the next
// option chosen. Text is left alone (any text the form accepts is tried by the list test below).
async function changeFocused(page: Page): Promise<"changed" | "skipped" | "left"> {
  const el = await page.evaluate(() => {
    const a = document.activeElement as HTMLInputElement | null;
    if (!a || !a.closest("form[aria-label^='Inputs of']")) return null;
    return { tag: a.tagName, type: a.type, value: a.value, max: a.max, disabled: a.disabled };
  });
  if (!el) return "left";
  if (el.tag === "INPUT" && el.type === "number") await page.keyboard.press(el.max !== "" && el.value === el.max ? "ArrowDown" : "ArrowUp");
  else if (el.tag === "INPUT" && el.type === "checkbox") await page.keyboard.press("Space");
  else if (el.tag === "INPUT" && el.type === "radio") await page.keyboard.press("ArrowRight");
  else if (el.tag === "SELECT") await page.keyboard.press("ArrowDown");
  else return "skipped";
  return "changed";
}

for (const { id, title } of listExamples()) {
  test(`${id}: filled in with the keyboard alone on a phone, it answers what the engine answers`, async ({ page }) => {
    const example = exampleOf(id);
    await open(page, `/examples/${id}`);
    await expectEngineAnswer(page, example);
    await tabTo(
      page,
      page
        .getByRole("form", { name: `Inputs of ${title}` })
        .locator("input, select, button:not([disabled])")
        .first(),
    );
    let changed = 0;
    for (let i = 0; i < 150; i++) {
      const what = await changeFocused(page);
      if (what === "left") break;
      if (what === "changed") changed++;
      await page.keyboard.press("Tab");
    }
    expect(changed, "controls changed from the keyboard").toBeGreaterThan(0);
    await expect(page).toHaveURL(/\?/);
    expect(inputInUrl(page, example)).not.toEqual(example.defaults);
    await expectEngineAnswer(page, example);
  });
}

test("every control of a form is at least 44 pixels square on a phone", async ({ page }) => {
  for (const id of ["1e-attribute-requirement", "2e-mission-attempt", "1e-worth-points", "1e-card-title-match", "2e-dilemma-actions"]) {
    await open(page, `/examples/${id}`);
    const small = await page.evaluate(() => {
      const targets = [
        ...document.querySelectorAll<HTMLElement>(".example-runner :is(button, select, input:not([type=checkbox]):not([type=radio]):not(.sr-only))"),
        ...[...document.querySelectorAll<HTMLInputElement>(".example-runner :is(input[type=checkbox], input[type=radio])")].map((i) => i.closest("label")!),
      ];
      return targets
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el: el.outerHTML.slice(0, 80), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ el, box }) => `${Math.round(box.width)}x${Math.round(box.height)} ${el}`);
    });
    expect(small, id).toEqual([]);
  }
});

test("personnel and skills are rows added, filled, reordered and removed with the keyboard; the answer follows", async ({ page }) => {
  const example = exampleOf("1e-attribute-requirement");
  await open(page, "/examples/1e-attribute-requirement");
  await tabTo(page, page.getByRole("button", { name: "Add personnel", exact: true }));
  await page.keyboard.press("Enter");
  // The new row's first field takes the focus.
  await expect(page.getByRole("textbox", { name: "Personnel 3 Name" })).toBeFocused();
  await page.keyboard.type("Data");
  await tabTo(page, page.getByRole("button", { name: "Add a skill to Personnel 3" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Personnel 3 Skill 1" })).toBeFocused();
  await page.keyboard.type("SCIENCE");
  await tabTo(page, page.getByRole("spinbutton", { name: "Personnel 3 CUNNING" }));
  await page.keyboard.type("40");
  await expect(page).toHaveURL(/personnel\.2\.name=Data&personnel\.2\.skills=SCIENCE&personnel\.2\.CUNNING=40/);
  await expectEngineAnswer(page, example);

  // Data moves up above personnel 2, the focus staying on his row's button.
  await tabTo(page, page.getByRole("button", { name: "Move personnel 3 up" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move personnel 2 up" })).toBeFocused();
  expect((inputInUrl(page, example) as { personnel: { name?: string }[] }).personnel.map((p) => p.name)).toEqual([undefined, "Data", undefined]);

  // The first personnel, the only SCIENCE but Data, is removed.
  await page.keyboard.press("Shift+Tab");
  await tabTo(page, page.getByRole("button", { name: "Remove personnel 1", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("row-personnel")).toHaveCount(2);
  await expectEngineAnswer(page, example);
  const answer = engineAnswer(example, inputInUrl(page, example));
  expect(answer).toEqual({ decision: '"SCIENCE and CUNNING>35" is met.' });
});

test("a problem is shown beside its field, and the number's bounds under it", async ({ page }) => {
  await open(page, "/examples/1e-full-turns");
  const turns = page.getByRole("spinbutton", { name: "Full turns counted" });
  await expect(turns).toHaveAttribute("max", "1000");
  await expect(page.locator("[data-field='fullTurns']")).toContainText("From 1 to 1000");
  await turns.fill("100000000");
  await expect(turns).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-field='fullTurns']").getByTestId("field-problem")).toHaveText("must be at most 1000");
  await expect(page.getByTestId("example-result").getByRole("alert")).toHaveText("fullTurns: must be at most 1000");
  await page.getByRole("button", { name: "Decrease Full turns counted" }).click();
  await expect(turns).toHaveValue("1000");
  await expect(page.getByRole("button", { name: "Increase Full turns counted" })).toBeDisabled();
});

test("a shared link reopens exactly the situation it was made in", async ({ page, browser }) => {
  const example = exampleOf("1e-skill-substitution");
  await open(page, "/examples/1e-skill-substitution");
  await page.getByRole("button", { name: "Increase Levels required" }).click();
  await page.getByRole("textbox", { name: "Personnel 1 Name" }).fill("Garak");
  await page.getByRole("combobox", { name: "Personnel 1 Skill 1" }).fill("Treachery x3");
  await page.getByRole("checkbox", { name: /a personnel with/ }).check();
  const url = page.url();
  expect(url).toContain("personnel.0.name=Garak");
  expect(url).toContain("personnel.0.skills=Treachery+x3");
  const decision = await page.getByTestId("example-decision").textContent();

  const other = await browser.newPage({ viewport: PHONE });
  await open(other, url.replace(/^https?:\/\/[^/]+/, ""));
  await expect(other.getByRole("textbox", { name: "Personnel 1 Name" })).toHaveValue("Garak");
  await expect(other.getByRole("combobox", { name: "Personnel 1 Skill 1" })).toHaveValue("Treachery x3");
  await expect(other.getByRole("spinbutton", { name: "Levels required" })).toHaveValue("3");
  await expect(other.getByRole("checkbox", { name: /a personnel with/ })).toBeChecked();
  await expect(other.getByTestId("example-decision")).toHaveText(decision!);
  await expectEngineAnswer(other, example);
  await other.close();
});

test("a link shared when the input was JSON opens what it held, and the address is rewritten readable", async ({ page }) => {
  await open(page, `/examples/1e-worth-points?in=${encodeURIComponent(JSON.stringify({ points: 35, events: ["met", "ended"] }))}`);
  await expect(page.getByRole("spinbutton", { name: "Points the card is worth" })).toHaveValue("35");
  await expect(page).toHaveURL(/\?points=35&events=met&events=ended$/);
});

test("back and forward step through the edits, the form and the answer with them", async ({ page }) => {
  const example = exampleOf("1e-worth-points");
  await open(page, "/examples/1e-worth-points");
  const points = page.getByRole("spinbutton", { name: "Points the card is worth" });
  await page.getByRole("button", { name: "Increase Points the card is worth" }).click();
  await expect(points).toHaveValue("21");
  await page.getByRole("combobox", { name: "The condition 2" }).selectOption("nullified-on-entry");
  await expectEngineAnswer(page, example);
  const last = await page.getByTestId("example-decision").textContent();

  await page.goBack();
  await expect(page.getByRole("combobox", { name: "The condition 2" })).toHaveValue("ended");
  await expect(points).toHaveValue("21");
  await expectEngineAnswer(page, example);
  await page.goBack();
  await expect(points).toHaveValue("20");
  await expectEngineAnswer(page, example);
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole("combobox", { name: "The condition 2" })).toHaveValue("nullified-on-entry");
  await expect(page.getByTestId("example-decision")).toHaveText(last!);
});

test("the example's code comes after the page's first load: until then its form shows as unavailable, then it answers", async ({ page, request }) => {
  const html = await (await request.get("/examples/1e-worth-points")).text();
  const firstLoad = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  // Not waiting for the load event: the runner's chunk is asked for when the page hydrates, which may come before
  // that event, and a held script keeps the event from firing (the page would never finish loading while held).
  await page.goto("/examples/1e-worth-points", { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The page has hydrated without the runner: the answer is there from the HTML, the controls are disabled.
  const increase = page.getByRole("button", { name: "Increase Points the card is worth" });
  await expect(page.getByTestId("example-decision")).not.toBeEmpty();
  await expect(increase).toBeDisabled();
  release();
  await expect(increase).toBeEnabled();
  await increase.click();
  await expect(page.getByRole("spinbutton", { name: "Points the card is worth" })).toHaveValue("21");
  await expectEngineAnswer(page, exampleOf("1e-worth-points"));
});

test("typing a number is one step back, not one per keystroke", async ({ page }) => {
  await open(page, "/examples/1e-worth-points");
  const points = page.getByRole("spinbutton", { name: "Points the card is worth" });
  await points.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("35");
  await points.blur();
  await expect(page).toHaveURL(/points=35/);
  await reload(page);
  await expect(points).toHaveValue("35");
  await page.goBack();
  await expect(points).toHaveValue("20");
});

test("each step of the answer quotes the sentence it applies and links to that ruling's version", async ({ page }) => {
  const example = exampleOf("1e-cumulative");
  await open(page, "/examples/1e-cumulative");
  const out = example.run(example.parse(example.defaults));
  await expect(page.getByTestId("example-decision")).toHaveText(out.decision);
  const steps = page.getByTestId("example-steps").locator(":scope > li");
  await expect(steps).toHaveCount(out.steps.length);
  for (const [i, s] of out.steps.entries()) {
    await expect(steps.nth(i)).toContainText(s.text);
    if (s.cites) await expect(steps.nth(i).getByRole("link")).toHaveAttribute("href", `/${s.cites.topicId}/${s.cites.date}`);
  }
  await expect(page.getByTestId("deciding-sentence")).toHaveText(`“${out.decidedBy.sentence}”`);
  await steps.last().getByRole("link").click();
  await expect(page).toHaveURL(/\/1e\/cumulative\/2000-07-31$/);
});

test("a ruling with versions shows the situation under each side by side, the change marked, and runs it under any date", async ({ page }) => {
  const example = exampleOf("2e-dilemma-actions");
  await open(page, "/examples/2e-dilemma-actions");
  const panel = page.getByTestId("rules-over-time");
  const cards = panel.getByTestId("version-answer");
  await expect(cards).toHaveCount(example.versions.length);
  for (const [i, v] of example.versions.entries()) {
    const out = example.run(example.parse(example.defaults), { asOf: v });
    await expect(cards.nth(i).getByTestId("version-decision")).toHaveText(out.decision);
    await expect(cards.nth(i)).toContainText(out.decidedBy.sentence);
  }
  await expect(cards.nth(1)).toHaveAttribute("data-changed", "true");
  await expect(cards.nth(1).getByTestId("difference").first()).toBeVisible();

  await panel.getByTestId("as-of-date").fill("2012-03-01");
  await expect(panel.getByTestId("following")).toContainText("follows the 2011 CRD, in force on 2012-03-01");
  await expectEngineAnswer(page, example, "2012-03-01");
  await expect(page).toHaveURL(/as-of=2012-03-01/);
  await reload(page);
  await expect(page.getByTestId("as-of-date")).toHaveValue("2012-03-01");
  await expectEngineAnswer(page, example, "2012-03-01");
  await panel.getByRole("button", { name: "Now" }).click();
  await expectEngineAnswer(page, example);
});

for (const id of ["1e-phased-matter-cure", "1e-overcoming-dilemmas", "1e-cloaking-with-no-one-aboard"]) {
  test(`${id}: a reversed or amended ruling shows each version's answer side by side, a changed answer marked, and follows each version from its day`, async ({
    page,
  }) => {
    const example = exampleOf(id);
    await open(page, `/examples/${id}`);
    const cards = page.getByTestId("rules-over-time").getByTestId("version-answer");
    await expect(cards).toHaveCount(example.versions.length);
    const answers = example.versions.map((asOf) => example.run(example.parse(example.defaults), { asOf }));
    for (const [i, out] of answers.entries()) {
      await expect(cards.nth(i).getByTestId("version-decision")).toHaveText(out.decision);
      await expect(cards.nth(i)).toContainText(out.decidedBy.sentence);
      if (i > 0 && !isSameAnswer(out, answers[i - 1]!, example.answerFields)) await expect(cards.nth(i)).toHaveAttribute("data-changed", "true");
      else await expect(cards.nth(i)).not.toHaveAttribute("data-changed");
    }
    expect(new Set(answers.map((a) => a.decision)).size, "the answer changes between versions").toBeGreaterThan(1);
    // The first day of each later version follows it; the day before, the version before.
    for (const [i, later] of example.versions.entries()) {
      if (i === 0) continue;
      const dayBefore = new Date(Date.parse(`${later}T00:00:00Z`) - 86400000).toISOString().slice(0, 10);
      await page.getByTestId("as-of-date").fill(dayBefore);
      await expectEngineAnswer(page, example, dayBefore);
      await expect(page.getByTestId("example-decision")).toHaveText(answers[i - 1]!.decision);
      await page.getByTestId("as-of-date").fill(later);
      await expect(page.getByTestId("example-decision")).toHaveText(answers[i]!.decision);
    }
  });
}

test("the same answer for another reason is said so, not marked as a changed answer; a changed answer is", async ({ page }) => {
  const example = exampleOf("1e-cloaking-with-no-one-aboard");
  await open(page, "/examples/1e-cloaking-with-no-one-aboard?personnelAboard=1&change=cloak");
  const panel = page.getByTestId("rules-over-time");
  const cards = panel.getByTestId("version-answer");
  // Yes under both: under the 1995 FAQ because someone is aboard, under the 2000 Current Rulings because no one need be.
  await expect(panel).toContainText("Same answer, other reason");
  await expect(panel).not.toContainText("the answer changed");
  await expect(cards.nth(1)).not.toHaveAttribute("data-changed");
  await expect(cards.nth(1).getByTestId("other-reason")).toHaveText("same answer, other reason");
  await expect(cards.getByTestId("difference")).toHaveCount(0);
  for (const [i, asOf] of example.versions.entries()) {
    const out = example.run(example.parse({ personnelAboard: 1, change: "cloak" }), { asOf });
    await expect(cards.nth(i).getByTestId("version-decision")).toHaveText(out.decision);
    await expect(cards.nth(i).locator("blockquote")).toHaveText(`“${out.decidedBy.sentence}”`);
  }
  const reasons = await cards.locator("blockquote").allTextContents();
  expect(new Set(reasons).size, "each version shows its own reason").toBe(2);

  // With no one aboard, the 1995 answer is no and the 2000 answer yes: that is a changed answer.
  await tabTo(page, page.getByRole("spinbutton", { name: "Personnel aboard the ship" }));
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/personnelAboard=0/);
  await expect(panel).toContainText("the answer changed once");
  await expect(panel).not.toContainText("Same answer, other reason");
  await expect(cards.nth(1)).toHaveAttribute("data-changed", "true");
  await expect(cards.nth(1).getByTestId("other-reason")).toHaveCount(0);
});

test("from 2017-12-04 a dilemma whose conditions are not met still stops the Away Team: the 1995 rule the 2017 entry amends stands there", async ({ page }) => {
  const example = exampleOf("1e-overcoming-dilemmas");
  const part2 =
    '(2) Cards which do have conditions will "stop" the away team and have their effect unless you "overcome" the dilemma by meeting those conditions.';
  for (const asOf of ["2017-12-04", "2017-12-03"]) {
    await open(page, `/examples/1e-overcoming-dilemmas?hasConditions=true&conditionsMet=false&targetsAbsent=false&as-of=${asOf}`);
    await expectEngineAnswer(page, example, asOf);
    const result = page.getByTestId("example-result");
    await expect(result.getByTestId("example-decision"), asOf).toContainText("the Away Team is stopped");
    await expect(result.getByTestId("example-steps")).toContainText(part2);
  }
  // The 2017 entry changed the reason the dilemma is not overcome, not the answer.
  const last = page.getByTestId("rules-over-time").getByTestId("version-answer").last();
  await expect(last).toHaveAttribute("data-version", "2017-12-04");
  await expect(last.getByTestId("version-decision")).toContainText("the Away Team is stopped");
  await expect(last.getByTestId("other-reason")).toBeVisible();
  await expect(last).not.toHaveAttribute("data-changed");
});

test("a date before the first version says no version was in force then", async ({ page }) => {
  await open(page, "/examples/1e-cloaking-with-no-one-aboard?personnelAboard=0&change=cloak&as-of=1994-06-01");
  await expect(page.getByTestId("following")).toContainText("No version of these rules was in force on 1994-06-01");
  await expect(page.getByTestId("example-result").getByRole("alert")).toContainText("must be 1995-02-11 or later");
});

test("the FAQ ruling's topic page offers the example that shows it and the ruling that reversed it", async ({ page }) => {
  const example = exampleOf("1e-cloaking-with-no-one-aboard");
  await open(page, "/1e/cloaking-and-staffing");
  const panel = page.getByTestId("try-it").filter({ hasText: example.title });
  await panel.locator("summary").click();
  const cards = panel.getByTestId("version-answer");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByTestId("version-decision")).toHaveText(example.run(example.parse(example.defaults), { asOf: "1995-02-11" }).decision);
  await expect(cards.nth(1).getByTestId("version-decision")).toHaveText(example.run(example.parse(example.defaults), { asOf: "2000-07-31" }).decision);
  // The panel keeps its state to itself: the topic page's address does not change.
  await panel.getByRole("button", { name: "Increase Personnel aboard the ship" }).click();
  await expect(page).toHaveURL(/\/1e\/cloaking-and-staffing$/);
});

test("a search result for a topic an example applies offers a Try it link to it", async ({ page }) => {
  await open(page, "/search?q=cloaking%20device");
  const link = page.getByTestId("result-try-it").filter({ hasText: "Cloaking with no one aboard" }).first();
  await expect(link).toHaveAttribute("href", "/examples/1e-cloaking-with-no-one-aboard");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloaking with no one aboard (1E)");
});

test("a topic page offers the worked examples that apply its rulings in a Try it panel", async ({ page }) => {
  await open(page, "/2e/winning-the-game");
  const panel = page.getByTestId("try-it").first();
  await panel.locator("summary").click();
  await expect(panel.getByTestId("example-decision")).toContainText(/win/i);
  await expect(panel.getByRole("link", { name: "Open the worked example on its own page" })).toHaveAttribute("href", "/examples/2e-winning-the-game");
});

test("the examples index lists every example, by edition and subject", async ({ page }) => {
  await open(page, "/examples");
  await expect(page.getByTestId("examples").getByRole("link")).toHaveCount(listExamples().length);
  for (const ed of ["1E", "2E"] as const) {
    await expect(page.getByTestId(`examples-${ed}`).getByTestId("examples").getByRole("link")).toHaveCount(
      listExamples().filter((e) => e.edition === ed).length,
    );
  }
  await expect(page.getByTestId("examples-1E").getByRole("heading", { name: "Personnel and skills" })).toBeVisible();
});

test("an example page has no serious or critical accessibility violations", async ({ page }) => {
  for (const id of ["1e-attribute-requirement", "2e-dilemma-actions"]) {
    await open(page, `/examples/${id}`);
    await expect(page.getByTestId("example-result")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.html}`),
      id,
    ).toEqual([]);
  }
});
