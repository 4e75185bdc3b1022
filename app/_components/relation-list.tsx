import { getDocument, toEntryHref, toRulingName, type RelationView, RELATION_ACTIVE, RELATION_PASSIVE } from "@/lib/content";
import { AsOfStatus, Quotes } from "./ruling-status";

/** How a relation reads from the side of the ruling on screen, e.g. "Reversed in 2000 by", "Reverses the ruling of 1995-02-11:". */
export function toRelationLabel(view: RelationView): string {
  const { relation, other, direction } = view;
  if (relation.type === "related") return "Related:";
  return direction === "from" ? `${RELATION_ACTIVE[relation.type]} the ruling of ${other.date}:` : `${RELATION_PASSIVE[relation.type]} in ${other.date} by:`;
}

/**
 * The reviewed relations of a topic's rulings (content/editorial/relations.json), on both sides, with the deciding
 * sentences; in an as-of view each other ruling carries its status on that date, and its link reads it as of that date.
 */
export function RelationList({ relations, heading = "Related rulings" }: { relations: RelationView[]; heading?: string }) {
  if (!relations.length) return null;
  return (
    <section aria-labelledby="related" className="mt-8 print:hidden">
      <h2 id="related" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-2 space-y-3" data-testid="relations">
        {relations.map((view) => (
          <li key={`${view.relation.from}-${view.relation.to}-${view.direction}`} data-relation={view.relation.type}>
            <span className="text-sm text-slate-600 dark:text-slate-300">{view.entry.title}:</span> <span className="font-medium">{toRelationLabel(view)}</span>{" "}
            <a href={toEntryHref(view.other)} className="underline" data-asof-link="">
              {toRulingName(view.other)}
            </a>{" "}
            <span className="text-sm text-slate-600 dark:text-slate-300">({getDocument(view.other.documentId)!.title})</span> <AsOfStatus entry={view.other} />
            <div className="mt-1 text-sm">
              <Quotes later={view.relation.quotes.from} earlier={view.relation.quotes.to} note={view.relation.note} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
