import type { Metadata } from "next";
import { listDocuments, toShortName, listExampleLinksByTopic } from "@/lib/content";
import { EditionLinks } from "@/app/_components/edition-links";
import { SearchPage } from "./search-page";

export const metadata: Metadata = {
  title: "Search",
  description: "Search every Star Trek CCG ruling by words, card names or misspellings, filtered by edition, document and kind.",
};

/** The shareable search page: /search?q=…&edition=…&document=…&kind=… */
export default function Page() {
  const documents = listDocuments().map((d) => ({ id: d.id, label: `${d.title} (${d.edition}, ${d.date})`, short: toShortName(d), edition: d.edition }));
  return (
    <>
      <noscript>
        <p
          className="rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          data-testid="search-no-script"
        >
          The search runs in your browser and needs JavaScript. Without it, browse the topics A–Z: <EditionLinks />.
        </p>
      </noscript>
      <SearchPage
        documents={documents}
        examples={listExampleLinksByTopic()}
        help={
          <p className="max-w-prose text-slate-700 dark:text-slate-300" data-testid="search-help">
            Type a few words, a card name or a topic. A misspelt word is read as the word it resembles, players&apos; words such as “graveyard” are searched as
            the rules&apos; words (“discard pile”), “quoted phrases” match exactly, and “1E” or “2E” in the query keeps to that edition. Name a document (“1995
            FAQ”, “2011 CRD”) to see what it said, even where a later ruling changed it; ask whether it “still” holds to see the ruling in force.
          </p>
        }
      />
    </>
  );
}
