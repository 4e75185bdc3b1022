import Link from "next/link";
import { OldAddress } from "./_components/old-address";

/** The page for an address the site does not have: an old address is sent on; otherwise search and the indexes. */
export default function NotFound() {
  return (
    <>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <OldAddress />
      <p className="mt-2">No ruling, topic or document lives at this address.</p>
      <form action="/search" method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="nf-q" className="sr-only">
          Search the rulings
        </label>
        <input id="nf-q" name="q" type="search" placeholder="Search the rulings" className="min-h-11 flex-1 rounded border border-slate-400 px-3 dark:bg-slate-900" />
        <button type="submit" className="min-h-11 rounded bg-sky-700 px-4 font-medium text-white">
          Search
        </button>
      </form>
      <p className="mt-4">
        Or browse the topics: <Link className="underline" href="/1e">First Edition</Link> · <Link className="underline" href="/2e">Second Edition</Link> ·{" "}
        <Link className="underline" href="/as-of">rulings as of a date</Link>
      </p>
    </>
  );
}
