import type { Metadata } from "next";
import { Suspense } from "react";
import { listDocuments, toShortName } from "@/lib/content";
import { listExampleLinksByTopic } from "@/lib/content/examples";
import { SearchPage } from "./search-page";

export const metadata: Metadata = {
  title: "Search",
  description: "Search every Star Trek CCG ruling by words, card names or misspellings, filtered by edition, document and kind.",
};

/** The shareable search page: /search?q=…&edition=…&document=…&kind=… */
export default function Page() {
  const documents = listDocuments().map((d) => ({ id: d.id, label: `${d.title} (${d.edition}, ${d.date})`, short: toShortName(d), edition: d.edition }));
  return (
    <Suspense fallback={<p>Loading search…</p>}>
      <SearchPage documents={documents} examples={listExampleLinksByTopic()} />
    </Suspense>
  );
}
