import type { Nodes, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkParse from "remark-parse";
import { unified } from "unified";

const processor = unified().use(remarkParse);

/** Bodies already read: re-issued documents repeat most of their entries word for word, and parsing is the costly part. */
const seen = new Map<string, string>();
const SEEN_MAX = 20_000;

/** Plain text of a Markdown body: markup gone, paragraphs and list items on lines of their own. */
export function toPlainText(markdown: string): string {
  const known = seen.get(markdown);
  if (known !== undefined) return known;
  const tree = processor.parse(markdown) as Root;
  const text = blockText(tree)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(markdown, text);
  return text;
}

function blockText(node: Nodes): string {
  switch (node.type) {
    case "root":
    case "blockquote":
      return node.children.map(blockText).join("\n\n");
    case "list":
      return node.children.map((item, i) => (node.ordered ? `${(node.start ?? 1) + i}. ` : "") + blockText(item)).join("\n");
    case "listItem":
      return node.children.map(blockText).join("\n");
    case "code":
      return node.value;
    default:
      return toString(node);
  }
}
