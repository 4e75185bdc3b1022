import { describe, expect, it } from "vitest";
import type { Ref, TopicId, EntryId } from "../model";
import { toEntryHtml } from "./render";

const resolved = (label: string, form: Ref["form"] = "see"): Ref => ({
  label,
  form,
  status: "resolved",
  topicId: "1e/x" as TopicId,
  entryId: "doc/x" as EntryId,
});
const link = () => ({ href: "/1e/x", previewTitle: "X", previewMeta: "Doc · 2000-07-31", previewText: "First words" });

describe("toEntryHtml", () => {
  it("turns a See reference into a link with a preview", () => {
    const html = toEntryHtml({ body: "See Ferengi Ingenuity.", refs: [resolved("Ferengi Ingenuity")] }, link);
    expect(html).toContain('<a href="/1e/x" class="xref"');
    expect(html).toContain('data-preview-title="X"');
    expect(html).toContain(">Ferengi Ingenuity</a>.");
  });

  it("links a bold term and a dead Markdown link in place", () => {
    const html = toEntryHtml({ body: "A **persona** and [Holodeck](#).", refs: [resolved("persona", "bold"), resolved("Holodeck", "link")] }, link);
    expect(html).toMatch(/<a href="\/1e\/x" class="xref"[^>]*><strong>persona<\/strong><\/a>/);
    expect(html).toMatch(/<a href="\/1e\/x" class="xref"[^>]*>Holodeck<\/a>/);
  });

  it("marks an external reference with the document it lives in, without a link", () => {
    const ref: Ref = { label: "doubling", form: "bold", status: "external", topicId: null, entryId: null, externalDoc: "Glossary v1.9.3" };
    const html = toEntryHtml({ body: "See **doubling**.", refs: [ref] }, link);
    expect(html).toContain('class="xref xref-external"');
    expect(html).toContain("(Glossary v1.9.3)");
    expect(html).not.toContain("<a ");
  });

  it("marks an unresolved reference visibly", () => {
    const ref: Ref = { label: "Interrupt Timing", form: "see", status: "unresolved", topicId: null, entryId: null };
    expect(toEntryHtml({ body: "See Interrupt Timing.", refs: [ref] }, link)).toContain('class="xref xref-unresolved"');
  });

  it("reads a card icon marker the sources explain as its name, with its meaning for a tooltip and a screen reader", () => {
    const html = toEntryHtml({ body: "Those with the four diamond [univ] symbol, or an enigma icon [enig].", refs: [] }, link);
    expect(html).toContain('<span aria-hidden="true">❖ </span>Universal');
    expect(html).toMatch(/<span class="icon-badge" title="Universal symbol \(❖, four diamonds[^"]*Printed “\[univ\]” in the source\." data-icon="univ">/);
    expect(html).toContain('<span class="sr-only"> (Enigma icon');
    expect(html).not.toContain("[enig]</");
  });

  it("leaves a bracketed word the sources never explain as written", () => {
    const html = toEntryHtml({ body: "name a non-[Voy] ship; see [Holodeck]", refs: [] }, link);
    expect(html).toContain("non-[Voy] ship; see [Holodeck]");
    expect(html).not.toContain("icon-badge");
  });

  it("renders HTML and script in a source as inert, visible text", () => {
    const html = toEntryHtml({ body: 'x <script>alert(1)</script> <img src=x onerror="alert(1)"> [a](javascript:alert(1))\n\n<div onclick="x()">block</div>', refs: [] }, link);
    expect(html).not.toMatch(/<script|<img|<div|href="javascript:/i);
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(html).toContain("&#x3C;div onclick=");
  });

  it("links the first place each card is named to its page, never inside an existing link or reference, nor a second time", () => {
    const cards = (text: string) =>
      [...text.matchAll(/Elim Garak|Armus/g)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
        target: { href: `/cards/1e/${m[0].toLowerCase().replace(" ", "-")}`, previewTitle: m[0], previewMeta: "1 ruling names this card", previewText: "Newest: x" },
      }));
    const body = "See **Armus**. Elim Garak meets Armus; Elim Garak again, and [Elim Garak](#).";
    const html = toEntryHtml({ body, refs: [resolved("Armus", "bold")] }, link, cards);
    expect(html).toMatch(/<a href="\/1e\/x" class="xref"[^>]*><strong>Armus<\/strong><\/a>/);
    expect(html.match(/class="xref card-ref"/g)).toHaveLength(2);
    expect(html).toContain('<a href="/cards/1e/elim-garak" class="xref card-ref" data-preview-title="Elim Garak"');
    expect(html).toContain('<a href="/cards/1e/armus" class="xref card-ref"');
    expect(html).toContain("; Elim Garak again");
  });
});

