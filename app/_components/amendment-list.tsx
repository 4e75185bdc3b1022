import { Link } from "@/app/_components/link";
import { getDocument, getStatus, toEntryHref, toShortName, type AmendmentView } from "@/lib/content";
import { StatusBadge } from "@/app/_components/ruling-status";

/**
 * The amendments of one base entry (a Glossary or Rulebook entry) among a topic's rulings, oldest first, each with the
 * part it touched and its status; and, when that base text is not in the archive, a word that the reader needs it.
 */
export function AmendmentList({ amendments }: { amendments: AmendmentView[] }) {
  if (!amendments.length) return null;
  const missing = [...new Set(amendments.filter((a) => !a.targetInArchive).map((a) => a.target))];
  return (
    <section aria-labelledby="amendments" className="mt-8 print:hidden" data-testid="amendments">
      <h2 id="amendments" className="text-lg font-semibold">
        {amendments.length === 1 ? "Amendment of the base entry" : `Amendments of the base entry, in order (${amendments.length})`}
      </h2>
      {missing.length > 0 && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="base-text-missing">
          {amendments.length === 1 ? "This ruling amends" : "These rulings amend"} the entry as printed in the {missing.join(" and the ")},{" "}
          {missing.length === 1 ? "which is" : "which are"} not in this archive: each changes only the part it names, and the rest of that entry stands as
          printed there.
        </p>
      )}
      <ol className="mt-2 space-y-2">
        {amendments.map(({ entry, sentence }) => (
          <li key={entry.id} className="text-sm" data-testid="amendment-item">
            <Link href={toEntryHref(entry)} className="font-medium underline">
              {entry.date}, {toShortName(getDocument(entry.documentId)!)}
            </Link>
            : {sentence} <StatusBadge status={getStatus(entry)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
