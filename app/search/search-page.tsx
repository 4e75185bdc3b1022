"use client";

import { Link } from "@/app/_components/link";
import { CloseTopics } from "@/app/_components/close-topics";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { type SearchResponse, toResultHref, withoutEditionWords } from "@/lib/search";
import { afterPaint, loadSearch, toSearchFailure } from "@/app/_components/search-loader";
import { AskedQuestion, Snippet } from "@/app/_components/snippet";
import { KIND_OPTIONS } from "@/lib/content/browser";
import { SelectField } from "@/app/_components/select-field";
import { CardOffers } from "./card-offers";

interface Filters {
  q: string;
  edition: string;
  document: string;
  kind: string;
}

/** Search results with filters; every change is kept in the URL so the page can be shared and reloaded. */
export function SearchPage({
  documents,
  examples = {},
  help,
}: {
  /** How to search, shown while nothing is typed (rendered by the server: its words need not travel in the script). */
  help: ReactNode;
  documents: { id: string; label: string; short: string; edition: string }[];
  /** The worked examples that apply each topic's rulings, by topic id: a "Try it" link beside the result. */
  examples?: Record<string, { id: string; title: string }[]>;
}) {
  // The filters come from the address once the page runs (not through useSearchParams, which would leave the whole
  // page out of its HTML until then): the heading and the form are in the HTML, painted at once.
  const [f, setF] = useState<Filters>({ q: "", edition: "", document: "", kind: "" });
  const [addressRead, setAddressRead] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const [response, setResponse] = useState<SearchResponse | null>(null);
  // Why search failed, as the reader is told it (offline and not saved, or broken); cleared by the next search.
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // Words typed into the box before the page could answer are kept: React leaves them in the box, not in its state.
    const typed = box.current?.value ?? "";
    setF({
      q: typed || (params.get("q") ?? ""),
      edition: (params.get("edition") ?? "").toUpperCase(),
      document: params.get("document") ?? "",
      kind: params.get("kind") ?? "",
    });
    setAddressRead(true);
  }, []);

  useEffect(() => {
    if (!addressRead) return;
    const url = new URLSearchParams();
    if (f.q) url.set("q", f.q);
    if (f.edition) url.set("edition", f.edition.toLowerCase());
    if (f.document) url.set("document", f.document);
    if (f.kind) url.set("kind", f.kind);
    const qs = url.toString();
    window.history.replaceState(null, "", qs ? `/search?${qs}` : "/search");
    let live = true;
    loadSearch()
      .then((engine) =>
        engine.find(
          f.q,
          {
            limit: 50,
            ...(f.edition === "1E" || f.edition === "2E" ? { edition: f.edition } : {}),
            ...(f.document ? { documentId: f.document } : {}),
            ...(f.kind ? { kind: f.kind } : {}),
          },
          // The results in order first, their snippets once their texts have come (asked for once the results are painted).
          (ranked) => {
            if (!live) return;
            setResponse(ranked);
            return afterPaint();
          },
        ),
      )
      .then(
        (r) => {
          if (!live) return;
          setResponse(r);
          setError(null);
        },
        (failure: unknown) => live && setError(toSearchFailure(failure)),
      );
    return () => {
      live = false;
    };
  }, [f, addressRead]);

  const set = (patch: Partial<Filters>) => setF((cur) => ({ ...cur, ...patch }));
  // The edition in force: the menu's, or the one the query's words set ("2e attempt mission"), so menu and chip agree.
  const fromWords = !f.edition && response?.editionWords.length ? (response.edition ?? "") : "";
  const edition = f.edition || fromWords;
  const docs = documents.filter((d) => !edition || d.edition === edition);
  // On a phone the filters fold behind one control that says what is set, so the results start on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const kindLabel = KIND_OPTIONS.find(([v]) => v === f.kind)?.[1];
  const setFilters = [edition ? `${edition} only` : "", docs.find((d) => d.id === f.document)?.short ?? "", f.kind && kindLabel ? kindLabel : ""].filter(
    Boolean,
  );
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Search the rulings</h1>
      <form role="search" aria-label="Search with filters" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm sm:col-span-4">
          Words, card names or topics
          <input
            ref={box}
            type="search"
            name="q"
            value={f.q}
            onChange={(e) => set({ q: e.target.value })}
            // The search page is where one comes to type a query: its box takes the focus, as a search engine's does.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="mt-1 min-h-11 rounded border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-900"
            data-testid="search-page-input"
          />
        </label>
        <button
          type="button"
          className="min-h-11 rounded border border-slate-300 px-3 text-left text-sm sm:hidden dark:border-slate-600"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
          data-testid="search-filters-toggle"
        >
          Filters: {setFilters.length ? setFilters.join(" · ") : "none"} <span aria-hidden="true">{filtersOpen ? "▲" : "▼"}</span>
        </button>
        <div id="search-filters" className={`${filtersOpen ? "grid" : "hidden"} grid-cols-1 gap-3 sm:col-span-4 sm:grid sm:grid-cols-4`}>
          <SelectField
            label="Edition"
            value={edition}
            // Choosing another edition than the query's words set takes those words out of the query.
            onChange={(v) => set({ edition: v, document: "", ...(fromWords && v !== fromWords ? { q: withoutEditionWords(f.q) } : {}) })}
            options={[
              ["", "Both editions"],
              ["1E", "First Edition (1E)"],
              ["2E", "Second Edition (2E)"],
            ]}
            testId="search-edition"
          />
          <SelectField
            label="Document"
            value={f.document}
            onChange={(v) => set({ document: v })}
            options={[["", "All documents"], ...docs.map((d) => [d.id, d.label] as const)]}
            testId="search-document"
            className="sm:col-span-2"
          />
          <SelectField label="Kind" value={f.kind} onChange={(v) => set({ kind: v })} options={KIND_OPTIONS} testId="search-kind" />
        </div>
      </form>

      <p role="status" aria-live="polite" className="sr-only" data-testid="search-page-announce">
        {toAnnouncement(error, response, f.q)}
      </p>
      <div className="mt-6">
        {error && (
          <p className="text-rose-700 dark:text-rose-300" data-testid="search-page-failure">
            {error} Browse the{" "}
            <Link className="underline" href="/1e">
              A–Z index
            </Link>{" "}
            instead.
          </p>
        )}
        {/* With nothing typed, the page says so at once (in its HTML), without waiting for the index to load. */}
        {!f.q.trim() && help}
        {f.q.trim() && <CardOffers query={f.q} edition={edition === "1E" || edition === "2E" ? edition : null} />}
        {!error && !response && f.q.trim() && <p>Loading the search index…</p>}
        {response && f.q.trim() && response.results.length === 0 && (
          <div data-testid="search-empty">
            <p>
              No ruling matches “{f.q}”{response.edition ? ` in ${response.edition}` : ""}.
            </p>
            {response.suggestions.length > 0 && (
              <p className="mt-2">
                <CloseTopics topics={response.suggestions} />
              </p>
            )}
            <p className="mt-2">
              Or browse the A–Z index:{" "}
              <Link className="underline" href="/1e">
                1E
              </Link>{" "}
              ·{" "}
              <Link className="underline" href="/2e">
                2E
              </Link>
            </p>
          </div>
        )}
        {response && f.q.trim() && <QueryNotes response={response} onQuery={(q) => set({ q })} />}
        {response && response.results.length > 0 && (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="search-count">
              {response.results.length} {response.results.length === 1 ? "topic" : "topics"}
              {response.edition ? ` in ${response.edition}` : ""}
            </p>
            <ol className="mt-3 space-y-4" data-testid="search-page-results">
              {response.results.map((r) => (
                <li key={r.topicId}>
                  <Link href={toResultHref(r)} className="text-lg font-semibold underline decoration-slate-400 underline-offset-2">
                    {r.topicTitle}
                  </Link>{" "}
                  {r.kind === "section" && <span className="text-sm text-slate-600 dark:text-slate-300">{r.part ? "section" : "document"} · </span>}
                  <span className="text-sm text-slate-600 dark:text-slate-300">{r.edition}</span>
                  <div className="text-sm text-slate-600 dark:text-slate-300">
                    {r.documentTitle} · {r.date}
                    {r.status && (
                      <>
                        {" "}
                        ·{" "}
                        <span
                          className={`rounded px-1.5 text-xs font-medium ${r.ended ? "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100" : r.amended ? "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" : "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"}`}
                          data-testid="result-status"
                        >
                          {r.status}
                        </span>
                      </>
                    )}
                  </div>
                  {r.asked && <AskedQuestion as="p" segments={r.asked} className="mt-1 text-sm text-slate-700 italic dark:text-slate-200" />}
                  <p className="mt-1 text-sm">
                    <Snippet segments={r.snippet} />
                  </p>
                  {examples[r.topicId]?.map((ex) => (
                    <p key={ex.id} className="mt-1 text-sm">
                      <Link
                        className="inline-block py-1 font-medium text-emerald-800 underline dark:text-emerald-300"
                        href={`/examples/${ex.id}`}
                        data-testid="result-try-it"
                      >
                        Try it: {ex.title}
                      </Link>
                    </p>
                  ))}
                  {r.others.length > 0 && (
                    <details className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="result-others">
                      <summary className="cursor-pointer py-1">
                        {r.others.length} more {r.others.length === 1 ? "ruling" : "rulings"} on this topic
                      </summary>
                      <ul className="mt-1 space-y-1 pl-4">
                        {r.others.map((o) => (
                          <li key={o.entryId}>
                            <Link className="underline" href={`/${r.topicId}/${o.key}`}>
                              {documents.find((d) => d.id === o.documentId)?.short ?? o.documentId}, {o.date}
                            </Link>{" "}
                            · <span data-testid="other-status">{o.status}</span>
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}

/** What the polite live region says when results or filters change: how many, for what, in which edition. */
function toAnnouncement(error: string | null, response: SearchResponse | null, q: string): string {
  if (error) return error;
  if (!response || !q.trim()) return "";
  const n = response.results.length;
  const where = response.edition ? ` in ${response.edition}` : "";
  return n === 0 ? `No ruling matches “${q}”${where}.` : `${n} ${n === 1 ? "topic" : "topics"} for “${q}”${where}.`;
}

/**
 * What the search did with the query, each undoable: the edition taken from its words (a chip that removes them),
 * misspellings read as corpus words ("Did you mean"), players' words searched with the rules' words, exact phrases.
 */
function QueryNotes({ response, onQuery }: { response: SearchResponse; onQuery: (q: string) => void }) {
  const { editionWords, didYouMean, expansions, phrases, edition, query } = response;
  if (!editionWords.length && !didYouMean && !expansions.length && !phrases.length) return null;
  return (
    <div className="mb-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {editionWords.length > 0 && edition && (
        <p>
          <button
            type="button"
            className="rounded-full border border-slate-300 bg-slate-100 px-2 py-0.5 dark:border-slate-600 dark:bg-slate-800"
            onClick={() => onQuery(withoutEditionWords(query))}
            aria-label={`Remove the edition filter ${edition} (from “${editionWords.join(", ")}” in your query)`}
            data-testid="edition-chip"
          >
            {edition} only <span aria-hidden="true">×</span>
          </button>{" "}
          <span className="text-slate-600 dark:text-slate-400">from “{editionWords.join(", ")}” in your query</span>
        </p>
      )}
      {didYouMean && (
        <p data-testid="did-you-mean">
          Showing results for misspelt words read as{" "}
          {response.corrections.map((c, i) => (
            <span key={c.from}>
              {i > 0 && ", "}“{c.to}”
            </span>
          ))}
          . Did you mean{" "}
          <button type="button" className="font-medium underline" onClick={() => onQuery(didYouMean)}>
            {didYouMean}
          </button>
          ?
        </p>
      )}
      {expansions.length > 0 && (
        <p data-testid="also-searched">
          Also searched:{" "}
          {expansions.map((x, i) => (
            <span key={`${x.from}-${x.to}`}>
              {i > 0 && ", "}
              <strong>{x.to}</strong> (for “{x.from}”)
            </span>
          ))}
        </p>
      )}
      {phrases.length > 0 && (
        <p data-testid="exact-phrases">
          Exact phrase{phrases.length > 1 ? "s" : ""}: {phrases.map((p) => `“${p}”`).join(", ")}
        </p>
      )}
    </div>
  );
}
