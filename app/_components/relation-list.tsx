import Link from "next/link";
import { getDocument, toVersionHref } from "@/lib/content";
import type { Entry, Relation } from "@/lib/model/types";

/** How a relation reads from the side of the topic on screen, e.g. "Reversed in 2000-07-31 by". */
export function toRelationLabel(type: Relation["type"], direction: "from" | "to", other: Entry): string {
  if (type === "related") return "Related:";
  const verb = type === "reverses" ? "Revers" : "Supersed";
  return direction === "from" ? `${verb}es the ruling of ${other.date}:` : `${verb}ed in ${other.date} by:`;
}

/** Editor-curated relations of a topic (content/relations.json), shown on both sides. */
export function RelationList({ relations }: { relations: { relation: Relation; other: Entry; direction: "from" | "to" }[] }) {
  if (!relations.length) return null;
  return (
    <section aria-labelledby="related" className="mt-8">
      <h2 id="related" className="text-lg font-semibold">
        Related rulings
      </h2>
      <ul className="mt-2 space-y-2" data-testid="relations">
        {relations.map(({ relation, other, direction }) => (
          <li key={`${relation.from.entryId}-${relation.to.entryId}`}>
            <span className="font-medium">{toRelationLabel(relation.type, direction, other)}</span>{" "}
            <Link href={toVersionHref(other.topicId, other.date)} className="underline">
              {other.title}
            </Link>{" "}
            <span className="text-sm text-slate-600 dark:text-slate-300">({getDocument(other.documentId)!.title})</span>
            <p className="text-sm text-slate-700 dark:text-slate-300">{relation.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
