import { Link } from "@/app/_components/link";
import { EditionLinks } from "./_components/edition-links";
import { NotFoundHelp } from "./_components/not-found-help";
import { OldAddress } from "./_components/old-address";

/** The page for an address the site does not have: an old address is sent on; otherwise the closest topic, search and the indexes. */
export default function NotFound() {
  return (
    <>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <OldAddress />
      <p className="mt-2">No ruling, topic or document lives at this address.</p>
      <NotFoundHelp />
      <p className="mt-4">
        Or browse the topics: <EditionLinks /> ·{" "}
        <Link className="underline" href="/as-of">
          rulings as of a date
        </Link>
      </p>
    </>
  );
}
