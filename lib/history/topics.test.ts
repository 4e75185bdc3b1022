import { describe, expect, it } from "vitest";
import type { DocumentId, EntryId, EntryKind } from "../model";
import { buildTopics, toRulingText, type TopicDocInput, type TopicInput } from "./topics";

const docs: TopicDocInput[] = [
  { id: "faq" as DocumentId, edition: "1E", kind: "faq", date: "1995-02-11", family: "faq", restatesFamily: false },
  { id: "cr" as DocumentId, edition: "1E", kind: "crd", date: "2000-07-31", family: "rulings", restatesFamily: false },
  { id: "crd" as DocumentId, edition: "1E", kind: "glossary-amendments", date: "2017-12-04", family: "rulings", restatesFamily: false },
];

let n = 0;
const entry = (documentId: string, title: string, text: string, kind: EntryKind = "general", amendment?: TopicInput["amendment"]): TopicInput => ({
  id: `${documentId}/e${++n}` as EntryId,
  documentId: documentId as DocumentId,
  edition: "1E",
  date: docs.find((d) => d.id === documentId)!.date,
  title,
  kind,
  text,
  order: n,
  ...(amendment ? { amendment } : {}),
});

describe("topics and versions", () => {
  it("never chains a FAQ answer, a pointer and a Glossary amendment of one subject as versions of each other", () => {
    const faq = entry("faq", "EQUIPMENT", "A: No, the equipment does not stack.", "faq");
    const pointer = entry("cr", "equipment", "See movement – personnel.", "redirect");
    const amendment = entry("crd", "equipment", 'in paragraphs 3 and 4 replace "a" with "b".', "amendment", {
      instruction: 'in paragraphs 3 and 4 replace "a" with "b".',
      action: "replace-words",
    });
    const { topics } = buildTopics([faq, pointer, amendment], docs);
    expect(topics).toHaveLength(1);
    expect(topics[0]!.versions.map((v) => [v.entryId, v.change, v.previous])).toEqual([
      [faq.id, "new", undefined],
      [amendment.id, "new", undefined],
    ]);
    expect(topics[0]!.pointers.map((p) => p.entryId)).toEqual([pointer.id]);
  });

  it("files repeated FAQ questions and spelling variants of one subject under one topic, each question a ruling of its own", () => {
    const q1 = entry("faq", "CYTHRIANS", "Q: one?", "faq");
    const q2 = entry("faq", "CYTHERIANS", "Q: two?", "faq");
    const q3 = entry("faq", "CYTHERIANS", "Q: three?", "faq");
    const card = entry("cr", "Cytherians", "The attempt ends.", "card");
    const { topics } = buildTopics([q1, q2, q3, card], docs, [{ edition: "1E", title: "Cytherians", variants: ["CYTHRIANS"], reason: "r" }]);
    expect(topics.map((t) => t.id)).toEqual(["1e/cytherians"]);
    const t = topics[0]!;
    expect(t.aliases).toEqual(["CYTHRIANS"]);
    expect(t.versions.every((v) => v.change === "new")).toBe(true);
    // The entries filed under the topic's own title keep the plain date; the alias's entry comes after them.
    expect(t.versions.map((v) => [v.entryId, v.key])).toEqual([
      [q1.id, "1995-02-11-3"],
      [q2.id, "1995-02-11"],
      [q3.id, "1995-02-11-2"],
      [card.id, "2000-07-31"],
    ]);
  });

  it("shows a partial amendment of a whole entry as a new version that is not word-diffed", () => {
    const whole = entry("cr", "time travel", "Time traveling is not inherently restricted.");
    const partial = entry("crd", "time travel", "change the first bullet to:\n\nMovement between a time location and a spaceline…", "amendment", {
      instruction: "change the first bullet to:",
      action: "replace-bullet",
    });
    const v = buildTopics([whole, partial], docs).topics[0]!.versions[1]!;
    expect(v).toMatchObject({ change: "changed", partial: true, substantive: true, previous: whole.id });
  });

  it("keeps two amendments of different parts of one entry in force, each a ruling of its own", () => {
    const earlier = entry(
      "cr",
      "dilemmas - resolution",
      "The next-to-last paragraph has been deleted. If no personnel remain, replace the dilemma.",
      "amendment",
      {
        instruction: "The next-to-last paragraph has been deleted.",
        action: "delete-text",
        part: { whole: false, key: "paragraph next-to-last" },
      },
    );
    const later = entry("crd", "dilemma resolution", "revise the second paragraph as follows\n\nDilemmas are encountered one at a time.", "amendment", {
      instruction: "revise the second paragraph as follows",
      action: "revise-paragraph",
      part: { whole: false, key: "paragraph 2" },
    });
    const { topics } = buildTopics([earlier, later], docs, [{ edition: "1E", title: "dilemma resolution", variants: ["dilemmas - resolution"], reason: "r" }]);
    expect(topics).toHaveLength(1);
    expect(topics[0]!.versions.map((v) => [v.entryId, v.change, v.previous])).toEqual([
      [earlier.id, "new", undefined],
      [later.id, "new", undefined],
    ]);
  });

  it("makes an amendment of the same part, or of the whole entry, a new version of the earlier amendment", () => {
    const part = { whole: false, key: "paragraph 2" };
    const earlier = entry("cr", "time location", "The second paragraph has been deleted and replaced: A.", "amendment", {
      instruction: "The second paragraph has been deleted and replaced:",
      action: "replace-paragraph",
      part,
    });
    const same = entry("crd", "time location", "replace the second paragraph with: B.", "amendment", {
      instruction: "replace the second paragraph with:",
      action: "replace-paragraph",
      part,
    });
    expect(buildTopics([earlier, same], docs).topics[0]!.versions[1]).toMatchObject({ change: "changed", previous: earlier.id });
    const whole = entry("crd", "time location", "replace the entry with: C.", "amendment", {
      instruction: "replace the entry with:",
      action: "replace-entry",
      part: { whole: true },
    });
    expect(buildTopics([earlier, whole], docs).topics[0]!.versions[1]).toMatchObject({ change: "changed", previous: earlier.id });
  });

  it("leaves an amendment's instruction out of the ruling's words", () => {
    expect(toRulingText({ text: "replace the entry with:\n\nNew words.", amendment: { instruction: "replace the entry with:" } })).toBe("New words.");
    expect(toRulingText({ text: "Plain ruling." })).toBe("Plain ruling.");
  });
});
