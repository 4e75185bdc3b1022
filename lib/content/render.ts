import type { Nodes as MdNodes, PhrasingContent, Root as MdRoot, Text } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { Entry, Ref } from "../model";
import { getIconLabel, type IconLabel } from "./icons";

/** What a rendered reference links to, decided by the caller (the app knows its URLs). */
export interface RefTarget {
  href: string;
  /** Title, document and date of the target, shown in the link's preview. */
  previewTitle: string;
  previewMeta: string;
  previewText: string;
}

/**
 * Resolves a reference to its link target; `{ note }` when a resolved reference has no link here and the linker
 * knows why (e.g. its target is not yet in force on the as-of date); null when it cannot be linked.
 */
export type RefLinker = (ref: Ref) => RefTarget | { note: string } | null;

const ICON = /\[([A-Za-z][A-Za-z0-9]{0,7})\](?!\()/g;

const schema = {
  ...defaultSchema,
  clobberPrefix: "",
  attributes: {
    ...defaultSchema.attributes,
    // The default allows only footnote classes on links; references carry their own.
    a: [...(defaultSchema.attributes?.a ?? []).filter((x) => !(Array.isArray(x) && x[0] === "className")), "className", "dataPreviewTitle", "dataPreviewMeta", "dataPreviewText", "dataRefStatus"],
    span: ["className", "title", "tabIndex", "role", "ariaLabel", "ariaHidden", "dataRefStatus", "dataExternal", "dataIcon"],
    abbr: ["className", "title"],
    ol: [...(defaultSchema.attributes?.ol ?? []), "start"],
  },
  tagNames: [...(defaultSchema.tagNames ?? []), "abbr", "span"],
};

/** The card names of a text that link to their card's page, with a preview (see lib/content/cards.ts). */
export type TextLinker = (text: string) => { start: number; end: number; target: RefTarget }[];

/**
 * Renders an entry's Markdown body to sanitised HTML with its references as links or marked spans, and (given `cards`)
 * the first place each card is named as a link to the card's page.
 */
export function toEntryHtml(entry: Pick<Entry, "body" | "refs">, link: RefLinker, cards?: TextLinker): string {
  const processor = unified()
    .use(remarkParse)
    .use(() => (tree: MdRoot) => {
      keepHtmlAsText(tree);
      markRefs(tree, entry.refs, link);
      if (cards) markCards(tree, cards);
      markIcons(tree);
    })
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(rehypeStringify);
  return String(processor.processSync(entry.body));
}

type Parent = Extract<MdNodes, { children: unknown[] }>;

function markRefs(tree: MdRoot, refs: Ref[], link: RefLinker): void {
  const done = new Set<MdNodes>();
  const make = (ref: Ref, children: PhrasingContent[]) => toRefNode(ref, link, children);
  for (const ref of refs) {
    if (ref.form === "link" && replaceFirst(tree, done, (n) => n.type === "link" && toString(n) === ref.label, (n) => make(ref, (n as Parent).children as PhrasingContent[]))) continue;
    if (replaceFirst(tree, done, (n) => n.type === "strong" && toString(n).trim() === ref.label, (n) => make(ref, [n as PhrasingContent]))) continue;
    splitFirstText(tree, done, ref, make);
  }
}

/**
 * Walks the tree depth first, past the nodes made already, until `visit` replaces a node among its siblings (and says
 * so); `descend` says which nodes' children to walk. Whether a node was replaced.
 */
function replaceFirstWhere(
  tree: MdRoot,
  done: Set<MdNodes>,
  visit: (node: MdNodes, siblings: MdNodes[], index: number) => boolean,
  descend: (node: MdNodes) => boolean = () => true,
): boolean {
  let replaced = false;
  const walk = (parent: Parent) => {
    const kids = parent.children as MdNodes[];
    for (let i = 0; i < kids.length && !replaced; i++) {
      const n = kids[i]!;
      if (done.has(n)) continue;
      if (visit(n, kids, i)) {
        replaced = true;
        return;
      }
      if ("children" in n && descend(n)) walk(n as Parent);
    }
  };
  walk(tree);
  return replaced;
}

function replaceFirst(tree: MdRoot, done: Set<MdNodes>, match: (n: MdNodes) => boolean, make: (n: MdNodes) => PhrasingContent): boolean {
  return replaceFirstWhere(tree, done, (n, kids, i) => {
    if (!match(n)) return false;
    const node = make(n);
    kids[i] = node;
    done.add(node);
    return true;
  });
}

function splitFirstText(tree: MdRoot, done: Set<MdNodes>, ref: Ref, make: (ref: Ref, children: PhrasingContent[]) => PhrasingContent): void {
  const label = ref.label;
  replaceFirstWhere(
    tree,
    done,
    (n, kids, i) => {
      if (n.type !== "text") return false;
      const at = findLabel(n.value, label);
      if (at < 0) return false;
      const before: Text = { type: "text", value: n.value.slice(0, at) };
      const after: Text = { type: "text", value: n.value.slice(at + label.length) };
      const node = make(ref, [{ type: "text", value: n.value.slice(at, at + label.length) }]);
      done.add(node);
      done.add(before);
      kids.splice(i, 1, before, node, after);
      return true;
    },
    (n) => n.type !== "link",
  );
}

function findLabel(text: string, label: string): number {
  const exact = text.indexOf(label);
  if (exact >= 0) return exact;
  return text.toLowerCase().indexOf(label.toLowerCase());
}

function toRefNode(ref: Ref, link: RefLinker, children: PhrasingContent[]): PhrasingContent {
  const target = ref.status === "resolved" ? link(ref) : null;
  if (target && "href" in target) {
    return {
      type: "link",
      url: target.href,
      children,
      data: {
        hProperties: {
          className: ["xref"],
          dataRefStatus: "resolved",
          dataPreviewTitle: target.previewTitle,
          dataPreviewMeta: target.previewMeta,
          dataPreviewText: target.previewText,
        },
      },
    };
  }
  const external = ref.status === "external";
  const unlinkedNote = target?.note;
  const note = external
    ? `${ref.externalDoc ?? "another document"} — not in these documents`
    : unlinkedNote
      ? unlinkedNote
      : "No entry in these documents matches this reference";
  return {
    type: "emphasis",
    children: [
      ...children,
      {
        type: "text",
        value: external ? ` (${ref.externalDoc ?? "external"})` : unlinkedNote ? ` (${unlinkedNote})` : " (unresolved)",
        data: { hName: "span", hProperties: { className: ["xref-note"] } },
      } as Text,
    ],
    data: {
      hName: "span",
      hProperties: {
        className: ["xref", external ? "xref-external" : "xref-unresolved"],
        dataRefStatus: ref.status,
        title: note,
        ...(external ? { dataExternal: ref.externalDoc ?? "" } : {}),
      },
    },
  };
}

/**
 * The first place each card is named becomes a link to its page (class "xref card-ref", with the preview data a
 * reference has), never inside a link or a reference already made, never inside a word (the linker matches whole words).
 */
function markCards(tree: MdRoot, cards: TextLinker): void {
  const linked = new Set<string>();
  const isRef = (n: MdNodes) => n.type === "link" || ((n.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className ?? []).includes("xref");
  const walk = (parent: Parent) => {
    const kids = parent.children as MdNodes[];
    for (let i = 0; i < kids.length; i++) {
      const n = kids[i]!;
      if (isRef(n) || n.type === "inlineCode" || n.type === "code") continue;
      if (n.type !== "text") {
        if ("children" in n) walk(n as Parent);
        continue;
      }
      const found = cards(n.value).filter((m) => !linked.has(m.target.href) && (linked.add(m.target.href), true));
      if (!found.length) continue;
      const parts: PhrasingContent[] = [];
      let last = 0;
      for (const m of found) {
        if (m.start > last) parts.push({ type: "text", value: n.value.slice(last, m.start) });
        parts.push({
          type: "link",
          url: m.target.href,
          children: [{ type: "text", value: n.value.slice(m.start, m.end) }],
          data: {
            hProperties: {
              className: ["xref", "card-ref"],
              dataPreviewTitle: m.target.previewTitle,
              dataPreviewMeta: m.target.previewMeta,
              dataPreviewText: m.target.previewText,
            },
          },
        });
        last = m.end;
      }
      if (last < n.value.length) parts.push({ type: "text", value: n.value.slice(last) });
      kids.splice(i, 1, ...(parts as MdNodes[]));
      i += parts.length - 1;
    }
  };
  walk(tree);
}

/** Markup written in a source is text to show, never markup to run: raw HTML becomes plain (escaped) text. */
function keepHtmlAsText(tree: MdRoot): void {
  const walk = (parent: Parent) => {
    const kids = parent.children as MdNodes[];
    kids.forEach((n, i) => {
      if (n.type === "html") kids[i] = parent.type === "root" ? ({ type: "paragraph", children: [{ type: "text", value: n.value }] } as MdNodes) : ({ type: "text", value: n.value } as MdNodes);
      else if ("children" in n) walk(n as Parent);
    });
  };
  walk(tree);
}

/**
 * Bracketed markers the sources use for card icons ("[univ]", "[BB]") become labels a reader can read ("❖ Universal"),
 * with their meaning as a tooltip and for screen readers; a marker the sources never explain stays as written.
 */
function markIcons(tree: MdRoot): void {
  const walk = (parent: Parent) => {
    const kids = parent.children as MdNodes[];
    for (let i = 0; i < kids.length; i++) {
      const n = kids[i]!;
      if (n.type === "text" && [...n.value.matchAll(ICON)].some((m) => getIconLabel(m[1]!))) {
        const parts: PhrasingContent[] = [];
        let last = 0;
        for (const m of n.value.matchAll(ICON)) {
          const icon = getIconLabel(m[1]!);
          if (!icon) continue;
          if (m.index > last) parts.push({ type: "text", value: n.value.slice(last, m.index) });
          parts.push(toIconNode(icon));
          last = m.index + m[0].length;
        }
        if (last < n.value.length) parts.push({ type: "text", value: n.value.slice(last) });
        kids.splice(i, 1, ...parts);
        i += parts.length - 1;
      } else if ("children" in n) {
        walk(n as Parent);
      }
    }
  };
  walk(tree);
}

/** `<span class="icon-badge" title="meaning…">❖ Universal<span class="sr-only"> (meaning)</span></span>`, the symbol hidden from speech. */
function toIconNode(icon: IconLabel): PhrasingContent {
  const span = (value: string, hProperties: Record<string, unknown>) => ({ type: "text", value, data: { hName: "span", hProperties } }) as Text;
  return {
    type: "emphasis",
    children: [
      ...(icon.symbol ? [span(`${icon.symbol} `, { ariaHidden: "true" })] : []),
      { type: "text", value: icon.label },
      span(` (${icon.meaning})`, { className: ["sr-only"] }),
    ],
    data: { hName: "span", hProperties: { className: ["icon-badge"], title: `${icon.meaning}. Printed “[${icon.marker}]” in the source.`, dataIcon: icon.marker } },
  };
}
