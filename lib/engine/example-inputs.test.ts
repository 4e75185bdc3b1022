import { describe, it } from "vitest";
import { expectRunOrRefusalNamingAField } from "./example-test-support";
import { listExamples } from "./index";

describe("every worked example", () => {
  it.each(listExamples().map((e) => [e.id, e] as const))("%s runs any input near its defaults, or refuses it with a message naming a field", (_id, example) => {
    expectRunOrRefusalNamingAField(example);
  });
});
