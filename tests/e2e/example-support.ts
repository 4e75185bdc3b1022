import { expect, type Locator, type Page } from "@playwright/test";
import { toFormFields } from "../../app/examples/_lib/form-model";
import { fromInputQuery, hasInputQuery } from "../../app/examples/_lib/query";
import { ExampleInputError, getExample, getExampleForm, type ExampleDefinition } from "../../lib/engine";

/** A phone: the viewport the examples are made for. */
export const PHONE = { width: 390, height: 844 };

/** An example of the engine, by id. */
export function exampleOf(id: string): ExampleDefinition {
  const example = getExample(id);
  if (!example) throw new Error(`no example ${id}`);
  return example;
}

/** The input the page's address holds, read the way the page reads it (the defaults when it names no field). */
export function inputInUrl(page: Page, example: ExampleDefinition): unknown {
  const fields = toFormFields(example.schema, getExampleForm(example.id).hints);
  const q = new URL(page.url()).searchParams;
  return hasInputQuery(fields, q) ? fromInputQuery(fields, q) : example.defaults;
}

/** What the engine answers for an input under the rules in force on a date: the decision, or the input's problem. */
export function engineAnswer(example: ExampleDefinition, input: unknown, asOf?: string): { decision: string } | { problem: string } {
  try {
    return { decision: example.run(example.parse(input), asOf ? { asOf } : {}).decision };
  } catch (e) {
    if (e instanceof ExampleInputError) return { problem: e.message };
    throw e;
  }
}

/** Asserts that the page shows what the engine answers for the input in its address. */
export async function expectEngineAnswer(page: Page, example: ExampleDefinition, asOf?: string): Promise<void> {
  const answer = engineAnswer(example, inputInUrl(page, example), asOf);
  const result = page.getByTestId("example-result");
  if ("decision" in answer) await expect(result.getByTestId("example-decision")).toHaveText(answer.decision);
  else await expect(result.getByRole("alert")).toHaveText(answer.problem);
}

/** Presses Tab until the focus is on the element (at most `limit` times); fails otherwise. */
export async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}
