import type { Nodes, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkParse from "remark-parse";
import { unified } from "unified";

const processor = unified().use(remarkParse);

/** Plain text of a Markdown body: markup gone, paragraphs and list items on lines of their own. */
export function toPlainText(markdown: string): string {
  const tree = processor.parse(markdown) as Root;
  return blockText(tree).replace(/\n{3,}/g, "\n\n").trim();
}

function blockText(node: Nodes): string {
  switch (node.type) {
    case "root":
    case "blockquote":
      return node.children.map(blockText).join("\n\n");
    case "list":
      return node.children
        .map((item, i) => (node.ordered ? `${(node.start ?? 1) + i}. ` : "") + blockText(item))
        .join("\n");
    case "listItem":
      return node.children.map(blockText).join("\n");
    case "code":
      return node.value;
    default:
      return toString(node);
  }
}
