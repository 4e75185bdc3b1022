import { Link } from "@/app/_components/link";
import {
  getDocument,
  listDocuments,
  listEntryRelations,
  toAsOfFacts,
  toEntryHref,
  toShortName,
  toYearsOld,
  type RulingStatus,
  ENDED_VERB,
  RELATION_ACTIVE,
  RELATION_PASSIVE,
} from "@/lib/content";
import type { Entry } from "@/lib/model";
import { AsOfBadge } from "./as-of-view";

const TONES = {
  "in-force": "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  replaced: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  ended: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
} as const;

/**
 * A ruling's status at a glance: "In force", "Reversed in 2000 by the 2000 Current Rulings", "Dropped from the 2014 CRD";
 * given the `entry`, in an as-of view its status on that date instead ("Not yet issued", "In force then", "Ended before then: …").
 */
export function StatusBadge({ status, entry }: { status: RulingStatus; entry?: Entry }) {
  const badge = (
    <span
      className={`rounded px-1.5 text-xs font-medium ${TONES[status.tone]}`}
      data-testid="status-badge"
      data-status={status.inForce ? (status.notes.some((n) => n.relation.type === "amends") ? "amended" : "in-force") : (status.ended?.relation ?? "not-yet")}
    >
      {status.label}
    </span>
  );
  return entry ? <AsOfBadge facts={toAsOfFacts(entry)}>{badge}</AsOfBadge> : badge;
}

/** The ruling's status as of the page's as-of date, shown only in an as-of view (beside a ruling listed by name). */
export function AsOfStatus({ entry }: { entry: Entry }) {
  return <AsOfBadge facts={toAsOfFacts(entry)} />;
}

/**
 * What a ruling does to earlier rulings, in one line near its top: "Reverses CLOAKING and STAFFING (1995 FAQ) · Amends
 * CLOAKING and OUTPOSTS (1995 FAQ)", each linked; the deciding sentences are quoted in the relations further down.
 */
export function RulingChanges({ entry }: { entry: Entry }) {
  // What ended an earlier ruling first, then what changed part of one.
  const order = ["reverses", "supersedes", "amends"];
  const changes = listEntryRelations(entry)
    .filter((v) => v.direction === "from" && order.includes(v.relation.type))
    .sort((a, b) => order.indexOf(a.relation.type) - order.indexOf(b.relation.type));
  if (!changes.length) return null;
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="ruling-changes">
      {changes.map((v, i) => (
        <span key={v.other.id} data-relation={v.relation.type}>
          {i > 0 && " · "}
          {RELATION_ACTIVE[v.relation.type]}{" "}
          <a className="font-medium underline" href={toEntryHref(v.other)} data-asof-link="">
            {v.other.title}
          </a>{" "}
          ({toShortName(getDocument(v.other.documentId)!)})
        </span>
      ))}
    </p>
  );
}

/**
 * What ended or changed a ruling, with the deciding sentences quoted from both sides, and its age when it is an old
 * ruling still in force. `asOf` names the date the status is read at (default: now).
 */
export function StatusDetail({ entry, status, asOf }: { entry: Entry; status: RulingStatus; asOf?: string }) {
  const ended = status.ended;
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="status-detail">
      {ended && ended.by && (
        <p>
          {ENDED_VERB[ended.relation]} in {ended.date.slice(0, 4)} by{" "}
          <Link className="font-medium underline" href={toEntryHref(ended.by)}>
            {ended.by.title}
          </Link>{" "}
          ({getDocument(ended.by.documentId)!.title}, {ended.by.date}).
        </p>
      )}
      {ended && !ended.by && (
        <p>
          The {ended.document.title} of {ended.document.date} restates every ruling of its family still in force and leaves this one out.
        </p>
      )}
      {ended?.relationRecord && <Quotes later={ended.relationRecord.quotes.from} earlier={ended.relationRecord.quotes.to} note={ended.relationRecord.note} />}
      {status.inForce && entry.kind !== "section" && asOf !== entry.date && hasLaterDocument(entry, asOf) && (
        <p>
          In force since {entry.date} ({toShortName(getDocument(entry.documentId)!)}){yearsOld(entry.date, asOf)}: no later document in these sources
          {status.notes.length ? " reverses or supersedes it." : " reverses, supersedes or amends it."}
        </p>
      )}
      {status.notes.map(({ relation, by }) => (
        <div key={relation.from}>
          <p>
            {RELATION_PASSIVE[relation.type]} in {by.date.slice(0, 4)} by{" "}
            <Link className="font-medium underline" href={toEntryHref(by)}>
              {by.title}
            </Link>{" "}
            ({getDocument(by.documentId)!.title}, {by.date}).
          </p>
          <Quotes later={relation.quotes.from} earlier={relation.quotes.to} note={relation.note} amends={relation.type === "amends"} />
        </div>
      ))}
    </div>
  );
}

/**
 * The two deciding sentences of a relation, later first, and the editors' note. For an amendment the earlier sentence is
 * the part of this ruling that changed (the rest stands), and it says so.
 */
export function Quotes({ later, earlier, note, amends = false }: { later: string; earlier: string; note: string; amends?: boolean }) {
  return (
    <div className="space-y-1" data-testid="relation-quotes">
      <blockquote className="border-l-4 border-slate-300 pl-2 dark:border-slate-600">
        <span className="sr-only">Later ruling: </span>“{later}”
      </blockquote>
      <blockquote className="border-l-4 border-slate-200 pl-2 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <span className="sr-only">Earlier ruling: </span>
        {amends ? <span data-testid="amended-part">the part it changed, the rest standing: </span> : "earlier: "}“{earlier}”
      </blockquote>
      <p className="text-slate-600 dark:text-slate-400">{note}</p>
    </div>
  );
}

/** Whether a later document of the entry's edition exists (up to `asOf`): only then is "not overturned" worth saying. */
function hasLaterDocument(entry: Entry, asOf?: string): boolean {
  return listDocuments().some((d) => d.edition === entry.edition && d.date > entry.date && (!asOf || d.date <= asOf));
}

function yearsOld(from: string, asOf?: string): string {
  if (!asOf) return "";
  const years = toYearsOld(from, asOf);
  return years >= 1 ? `, ${years} ${years === 1 ? "year" : "years"} old on ${asOf}` : "";
}
