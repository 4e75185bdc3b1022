"use client";

import Link from "next/link";
import { CloseTopics } from "@/app/_components/close-topics";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { SearchResponse } from "@/lib/search/engine";
import { loadSearch } from "@/app/_components/search-loader";
import { Snippet } from "@/app/_components/snippet";
import { KIND_OPTIONS } from "@/lib/content/kinds";
import { SelectField } from "@/app/_components/select-field";

interface Filters {
  q: string;
  edition: string;
  document: string;
  kind: string;
}

/** Search results with filters; every change is kept in the URL so the page can be shared and reloaded. */
export function SearchPage({ documents }: { documents: { id: string; label: string; edition: string }[] }) {
  const params = useSearchParams();
  const [f, setF] = useState<Filters>(() => ({
    q: params.get("q") ?? "",
    edition: (params.get("edition") ?? "").toUpperCase(),
    document: params.get("document") ?? "",
    kind: params.get("kind") ?? "",
  }));
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    const url = new URLSearchParams();
    if (f.q) url.set("q", f.q);
    if (f.edition) url.set("edition", f.edition.toLowerCase());
    if (f.document) url.set("document", f.document);
    if (f.kind) url.set("kind", f.kind);
    const qs = url.toString();
    window.history.replaceState(null, "", qs ? `/search?${qs}` : "/search");
    let live = true;
    loadSearch().then(
      (engine) => {
        if (!live) return;
        try {
          setResponse(
            engine.search(f.q, {
              limit: 50,
              ...(f.edition === "1E" || f.edition === "2E" ? { edition: f.edition } : {}),
              ...(f.document ? { documentId: f.document } : {}),
              ...(f.kind ? { kind: f.kind } : {}),
            }),
          );
        } catch {
          setError(true);
        }
      },
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [f]);

  const set = (patch: Partial<Filters>) => setF((cur) => ({ ...cur, ...patch }));
  const docs = documents.filter((d) => !f.edition || d.edition === f.edition);
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Search the rulings</h1>
      <form role="search" className="mt-4 grid gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm sm:col-span-4">
          Words, card names or topics
          <input
            type="search"
            name="q"
            value={f.q}
            onChange={(e) => set({ q: e.target.value })}
            autoFocus
            className="mt-1 rounded border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-900"
            data-testid="search-page-input"
          />
        </label>
        <SelectField label="Edition" value={f.edition} onChange={(v) => set({ edition: v, document: "" })} options={[["", "Both editions"], ["1E", "First Edition (1E)"], ["2E", "Second Edition (2E)"]]} testId="search-edition" />
        <SelectField label="Document" value={f.document} onChange={(v) => set({ document: v })} options={[["", "All documents"], ...docs.map((d) => [d.id, d.label] as const)]} testId="search-document" className="sm:col-span-2" />
        <SelectField label="Kind" value={f.kind} onChange={(v) => set({ kind: v })} options={KIND_OPTIONS} testId="search-kind" />
      </form>

      <div className="mt-6" aria-live="polite">
        {error && <p className="text-rose-700 dark:text-rose-300">The search index could not be loaded. Browse the <Link className="underline" href="/1e">A–Z index</Link> instead.</p>}
        {!error && !response && <p>Loading the search index…</p>}
        {response && !f.q.trim() && <p className="text-slate-700 dark:text-slate-300">Type a few words, a card name or a topic.</p>}
        {response && f.q.trim() && response.results.length === 0 && (
          <div data-testid="search-empty">
            <p>No ruling matches “{f.q}”{response.edition ? ` in ${response.edition}` : ""}.</p>
            {response.suggestions.length > 0 && (
              <p className="mt-2">
                <CloseTopics topics={response.suggestions} />
              </p>
            )}
            <p className="mt-2">
              Or browse the A–Z index: <Link className="underline" href="/1e">1E</Link> · <Link className="underline" href="/2e">2E</Link>
            </p>
          </div>
        )}
        {response && response.results.length > 0 && (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="search-count">
              {response.results.length} {response.results.length === 1 ? "topic" : "topics"}
              {response.edition ? ` in ${response.edition}` : ""}
            </p>
            <ol className="mt-3 space-y-4" data-testid="search-page-results">
              {response.results.map((r) => (
                <li key={r.topicId}>
                  <Link href={`/${r.topicId}`} className="text-lg font-semibold underline decoration-slate-400 underline-offset-2">
                    {r.topicTitle}
                  </Link>{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-300">{r.edition}</span>
                  <div className="text-sm text-slate-600 dark:text-slate-300">
                    {r.documentTitle} · {r.date}
                    {r.status && (
                      <>
                        {" "}
                        ·{" "}
                        <span
                          className={`rounded px-1.5 text-xs font-medium ${r.ended ? "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100" : "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100"}`}
                          data-testid="result-status"
                        >
                          {r.status}
                        </span>
                      </>
                    )}
                  </div>
                  <p className="mt-1 text-sm">
                    <Snippet segments={r.snippet} />
                  </p>
                  {r.others.length > 0 && (
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                      Also ruled:{" "}
                      {r.others.map((o, i) => (
                        <span key={o.entryId}>
                          {i > 0 && ", "}
                          <Link className="underline" href={`/${r.topicId}/${o.key}`}>
                            {o.date}
                          </Link>
                          {o.status ? ` (${o.status.toLowerCase()})` : ""}
                        </span>
                      ))}
                    </p>
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
