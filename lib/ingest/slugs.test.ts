import { describe, expect, it } from "vitest";
import { runIngest } from "./pipeline";
import { readTree } from "../../scripts/read-tree";
import { createHash } from "node:crypto";

describe("entry ids", () => {
  it("number entries that repeat one title -2, -3 … up to thousands of them", () => {
    const files = readTree("content/sources");
    const meta = JSON.parse(Buffer.from(files.get("documents.json")!).toString("utf8")) as { documents: Record<string, unknown>[] };
    // A 2E CRD of 3,000 entries all titled "species", in the shape of the 2014 CRD (pdf-crd).
    const head = ["Current Rulings Document", "(1 March 2016)", "", "Intro text of the fixture.", ""];
    const body = Array.from({ length: 3000 }, (_, i) => [`species – Ruling number ${i + 1}.`, ""]).flat();
    const text = Buffer.from([...head, ...body].join("\n"));
    const base = meta.documents.find((d) => d.id === "2e-crd-2014-07-07")!;
    meta.documents = [
      {
        ...base,
        id: "many",
        date: "2016-03-01",
        sourceFile: "many.txt",
        sha256: createHash("sha256").update(text).digest("hex"),
        corrections: { hints: { paragraphStarts: [], lastEntry: { title: "species", endsWith: "Ruling number 3000." }, expectedEntries: 3000 } },
      },
    ];
    for (const name of [...files.keys()]) if (name.endsWith(".txt")) files.delete(name);
    files.set("documents.json", Buffer.from(JSON.stringify(meta)));
    files.set("many.txt", text);
    const ids = runIngest({ sourcesDir: "content/sources", files })
      .data.entries.filter((e) => e.documentId === "many" && e.kind !== "section")
      .map((e) => e.id);
    expect(ids.slice(0, 3)).toEqual(["many/species", "many/species-2", "many/species-3"]);
    expect(ids.at(-1)).toBe("many/species-3000");
    expect(new Set(ids).size).toBe(3000);
  });
});
