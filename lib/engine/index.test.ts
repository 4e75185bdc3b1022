import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getExample, listExamples, loadExample } from "./index";

const FOLDER = "lib/engine/examples";
const folders = readdirSync(FOLDER, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe("the worked examples' folders", () => {
  it("lists one example per folder of examples/, and no other", () => {
    expect([...folders].sort()).toEqual(
      listExamples()
        .map((e) => e.id)
        .sort(),
    );
  });

  it.each(folders.map((id) => [id] as const))("%s: holds its words, its form words, its code and its test", (id) => {
    for (const file of ["example.json", "form.json", "index.ts", "example.test.ts"]) expect(existsSync(`${FOLDER}/${id}/${file}`), `${id}/${file}`).toBe(true);
  });

  it.each(folders.map((id) => [id] as const))("%s: loads on its own as the very example the list holds", async (id) => {
    expect(await loadExample(id)).toBe(getExample(id));
  });
});
