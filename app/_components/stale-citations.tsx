import type { StaleNotice } from "@/lib/content";

/** Says that a worked example follows a ruling a later one overtook: which sentence, what happened, and the newer ruling. */
export function StaleCitations({ notices }: { notices: StaleNotice[] }) {
  if (!notices.length) return null;
  return (
    <div role="note" className="mt-3 rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm dark:bg-amber-950" data-testid="stale-citations">
      <p className="font-medium">This example follows rulings a later document changed; its answer may be out of date.</p>
      <ul className="list-disc pl-5">
        {notices.map((n) => (
          <li key={`${n.citedTitle}-${n.citedDate}-${n.sentence}`}>
            “{n.sentence}” ({n.citedTitle}, {n.citedDate}): {n.status}
            {n.newer && (
              <>
                {" "}
                — see{" "}
                <a className="underline" href={n.newer.href}>
                  {n.newer.title} ({n.newer.documentTitle}, {n.newer.date})
                </a>
              </>
            )}
            .
          </li>
        ))}
      </ul>
    </div>
  );
}
