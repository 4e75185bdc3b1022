import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { RulingsData, TopicId } from "../model";
import { runIngest } from "./pipeline";
import { readTree } from "../../scripts/read-tree";

/**
 * A new document added to the real sources with data only (a file, its metadata, its corrections): the fixture 2E CRD
 * of 2016 (tests/fixtures/documents/README.md says what was edited).
 */
let data: RulingsData;
const ID = "2e-crd-2016-03-01";

beforeAll(() => {
  const files = readTree("content/sources");
  const text = readFileSync(`tests/fixtures/documents/${ID}.txt`);
  const meta = JSON.parse(Buffer.from(files.get("documents.json")!).toString("utf8")) as { documents: Record<string, unknown>[] };
  const base = meta.documents.find((d) => d.id === "2e-crd-2014-07-07")!;
  meta.documents.push({
    ...base,
    id: ID,
    date: "2016-03-01",
    sourceFile: "fixture-2016.txt",
    sha256: createHash("sha256").update(text).digest("hex"),
    corrections: `corrections/${ID}.json`,
  });
  files.set("documents.json", Buffer.from(JSON.stringify(meta)));
  files.set("fixture-2016.txt", text);
  files.set(`corrections/${ID}.json`, readFileSync(`tests/fixtures/documents/${ID}.corrections.json`));
  data = runIngest({ sourcesDir: "content/sources", files }).data;
});

const topic = (id: string) => data.topics.find((t) => t.id === id);

describe("a new 2E CRD added with data only", () => {
  it("lists what it changed against the rulings in force the day before: substantive, editorial, new, removed, renamed", () => {
    const changes = data.documents.find((d) => d.id === ID)!.changes;
    expect(changes.substantive).toContain("2e/species");
    expect(changes.editorial).toContain("2e/selected");
    expect(changes.new).toEqual(["2e/tribbles"]);
    expect(changes.removed).toEqual(["2e/response-actions"]);
    expect(changes.renamed).toEqual([{ from: "2e/abilities", to: "2e/keyword-abilities" }]);
    const all = [...changes.substantive, ...changes.editorial, ...changes.new, ...changes.removed];
    expect(all).not.toContain("2e/winning-the-game" as TopicId);
  });

  it("continues a renamed ruling's topic and history, and leads its old address to it", () => {
    expect(topic("2e/abilities")).toBeUndefined();
    const renamed = topic("2e/keyword-abilities")!;
    expect(renamed.aliases).toContain("abilities");
    const last = renamed.versions[renamed.versions.length - 1]!;
    expect(last).toMatchObject({ documentId: ID, change: "unchanged", renamedFrom: "abilities" });
    expect(renamed.versions.some((v) => v.documentId === "2e-crd-2014-07-07")).toBe(true);
    expect(data.moved).toContainEqual(
      expect.objectContaining({ from: "2e/abilities", to: "2e/keyword-abilities", keys: { "2011-10-05": "2011-10-05", "2014-07-07": "2014-07-07" } }),
    );
  });

  it("ends the rulings it dropped or replaced on its date, and leaves the rest in force", () => {
    const byId = new Map<string, (typeof data.entries)[number]>(data.entries.map((e) => [e.id, e]));
    expect(byId.get("2e-crd-2014-07-07/response-actions")!.inForce).toMatchObject({ until: "2016-03-01", endedBy: { documentId: ID, relation: "dropped" } });
    expect(byId.get("2e-crd-2014-07-07/species")!.inForce.until).toBe("2016-03-01");
    expect(byId.get(`${ID}/species`)!.inForce).toEqual({ from: "2016-03-01" });
  });
});
