import { describe, expect, it } from "vitest";
import { toAmendmentPart } from "./amendment-part";

describe("the part an amendment touches", () => {
  it("reads the paragraph, sentence, bullet or section an instruction names, as printed in either document", () => {
    expect(toAmendmentPart("replace the 4th paragraph with", "replace-paragraph")).toEqual({ whole: false, label: "the fourth paragraph", key: "paragraph 4" });
    expect(toAmendmentPart("revise the second paragraph as follows", "revise-paragraph").key).toBe("paragraph 2");
    const deleted = toAmendmentPart('The next-to-last paragraph of this Glossary entry (beginning: "Note that…") has been deleted.', "delete-text");
    expect(deleted).toEqual({ whole: false, label: "the next-to-last paragraph", key: "paragraph next-to-last" });
    expect(toAmendmentPart("This last sentence of this Glossary entry has been deleted.", "delete-text").key).toBe(
      toAmendmentPart("The final sentence of this Glossary entry has been deleted.", "delete-text").key,
    );
    expect(toAmendmentPart("change the first bullet to:", "replace-bullet").label).toBe("the first bullet point");
    expect(toAmendmentPart('The "Targets" section of the "dilemmas – resolution" Glossary entry has been deleted and replaced:', "replace-section").label).toBe(
      "the “Targets” section",
    );
    expect(toAmendmentPart("The second, third and fourth paragraphs of this Glossary entry have been deleted and replaced:", "replace-paragraph").key).toBe(
      "paragraphs 2, 3, 4",
    );
  });

  it("tells a paragraph counted after the bullets from the paragraph of that number", () => {
    const after = toAmendmentPart("The fifth paragraph following the bulleted points in this Glossary entry has been deleted", "delete-text");
    expect(after.key).not.toBe(toAmendmentPart("replace the fifth paragraph with", "replace-paragraph").key);
    expect(after.label).toBe("the fifth paragraph after the bulleted points");
  });

  it("marks instructions that replace, delete or overturn the whole entry, and retitles as the title", () => {
    for (const action of ["replace-entry", "delete-entry", "supersede", "reverse"]) expect(toAmendmentPart("x", action)).toMatchObject({ whole: true });
    expect(toAmendmentPart("This mission has revised game text (clarification):", "errata").label).toBe("the card’s game text");
    expect(
      toAmendmentPart('change title to **use (ship or facility)**, add the words "or facility" after every instance of the second sentence', "retitle").key,
    ).toBe("title");
  });

  it("gives no key where the instruction names no place, so it matches no other amendment", () => {
    expect(toAmendmentPart("The rest of the entry does not change.", "partial-update")).toEqual({
      whole: false,
      label: "part of the entry; the rest does not change",
    });
    expect(toAmendmentPart("add the following text:", "add-text").key).toBeUndefined();
  });
});
