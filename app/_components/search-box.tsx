"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { type SearchResponse, type SearchResult, toResultHref } from "@/lib/search";
import { CloseTopics } from "./close-topics";
import { afterPaint, loadSearch, toSearchFailure } from "./search-loader";
import { AskedQuestion, Snippet } from "./snippet";

const LIMIT = 8;

/** The search box on every page: results as you type, arrows and Enter to open, Esc to close. "/" and Ctrl/Cmd-K focus it (see SearchShortcut). */
export function SearchBox() {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResult[]>([]);
  const [suggestions, setSuggestions] = useState<{ topicId: string; title: string }[]>([]);
  // What the search did with the words: read a misspelling, searched the rules' word for a player's word.
  const [notes, setNotes] = useState<Pick<SearchResponse, "corrections" | "expansions">>({ corrections: [], expansions: [] });
  // The chosen result is kept by topic, so results that arrive after an arrow key do not undo the choice.
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = results.findIndex((r) => r.topicId === activeId);
  const setActive = (update: (i: number) => number) => {
    const next = results[update(active)];
    if (next) setActiveId(next.topicId);
  };
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "error">("idle");
  // Why search failed, as the reader is told it (offline and not saved, or broken).
  const [failure, setFailure] = useState("");
  // The query the results on show answer: the live region speaks only once they match what is typed.
  const [answered, setAnswered] = useState("");

  const run = useCallback(async (q: string) => {
    if (!q.trim()) {
      setResults([]);
      setSuggestions([]);
      return;
    }
    try {
      const engine = await loadSearch();
      setStatus("ready");
      const show = (r: SearchResponse) => {
        setResults(r.results);
        setActiveId((cur) => (cur && r.results.some((x) => x.topicId === cur) ? cur : (r.results[0]?.topicId ?? null)));
      };
      // The results show as soon as their order is known; their snippets follow when their texts have come, asked for
      // once the results are painted.
      const r = await engine.find(q, { limit: LIMIT }, (ranked) => {
        if (input.current?.value !== q) return;
        show(ranked);
        return afterPaint();
      });
      if (input.current?.value !== q) return;
      show(r);
      setSuggestions(r.suggestions);
      setNotes({ corrections: r.corrections, expansions: r.expansions });
      setAnswered(q);
    } catch (error) {
      setFailure(toSearchFailure(error));
      setStatus("error");
    }
  }, []);

  const warm = () => {
    if (status === "idle") {
      setStatus("loading");
      loadSearch().then(
        () => setStatus("ready"),
        (error: unknown) => {
          setFailure(toSearchFailure(error));
          setStatus("error");
        },
      );
    }
  };

  // Focus and text that came before hydration (the shortcut keys work from the first paint; a slow phone may take
  // a while to hydrate): take them over, so the results of what was typed show up instead of being ignored.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (document.activeElement === box) {
      warm();
      setOpen(true);
    }
    if (box.value) {
      setQuery(box.value);
      void run(box.value);
    }
    // Once, on mount: what was there before React took over (later focus and typing go through the handlers).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (href: string) => {
    setOpen(false);
    router.push(href);
  };

  const allResultsHref = `/search?q=${encodeURIComponent(query)}`;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(results.length - 1, a + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === "Escape") {
      if (open) setOpen(false);
      else {
        setQuery("");
        setResults([]);
      }
    } else if (e.key === "Enter") {
      e.preventDefault();
      const r = results[active];
      if (open && r) go(toResultHref(r));
      else if (query.trim()) go(allResultsHref);
    }
  };

  const listId = `${id}-results`;
  const showList = open && query.trim() !== "";
  return (
    <form
      role="search"
      aria-label="Site search"
      action="/search"
      method="get"
      className="relative w-full sm:ml-auto sm:w-80"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search the rulings
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search rulings…  ( / )"
        value={query}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onFocus={() => {
          warm();
          setOpen(true);
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          void run(e.target.value);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-900"
        data-testid="search-input"
        data-search-shortcut=""
      />
      <p role="status" aria-live="polite" className="sr-only" data-testid="search-announce">
        {showList && (status !== "ready" || answered === query) ? toAnnouncement(status, query, results.length, failure) : ""}
      </p>
      {showList && (
        <div className="absolute right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-300 bg-white shadow-lg sm:left-auto sm:w-[28rem] dark:border-slate-600 dark:bg-slate-900">
          {(notes.corrections.length > 0 || notes.expansions.length > 0) && results.length > 0 && (
            <p className="border-b border-slate-100 px-3 py-1 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300" data-testid="search-notes">
              {[
                ...notes.corrections.map((c) => `“${c.from}” read as “${c.to}”`),
                ...notes.expansions.map((x) => `also searched: ${x.to} (for “${x.from}”)`),
              ].join(" · ")}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label="Search results" data-testid="search-results">
            {results.map((r, i) => (
              <li
                key={r.topicId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(toResultHref(r));
                }}
                onMouseMove={() => setActiveId(r.topicId)}
                className={`cursor-pointer border-b border-slate-100 px-3 py-2 text-sm last:border-0 dark:border-slate-800 ${i === active ? "bg-blue-50 dark:bg-slate-800" : ""}`}
              >
                <div className="font-medium">
                  {r.topicTitle} <span className="text-xs font-normal text-slate-600 dark:text-slate-300">{r.edition}</span>
                </div>
                <div className="text-xs text-slate-600 dark:text-slate-300">
                  {r.documentTitle} · {r.date}
                  {r.status ? (
                    <>
                      {" "}
                      ·{" "}
                      <span
                        className={`font-medium ${r.ended ? "text-rose-800 dark:text-rose-200" : r.amended ? "text-amber-800 dark:text-amber-200" : "text-emerald-800 dark:text-emerald-200"}`}
                        data-testid="result-status"
                      >
                        {r.status}
                      </span>
                    </>
                  ) : null}
                  {r.others.length ? ` · +${r.others.length} other ${r.others.length === 1 ? "ruling" : "rulings"}` : ""}
                </div>
                {r.asked && <AskedQuestion segments={r.asked} className="mt-0.5 line-clamp-1 text-xs text-slate-700 italic dark:text-slate-200" />}
                <div className="mt-0.5 line-clamp-2 text-xs text-slate-700 dark:text-slate-200">
                  <Snippet segments={r.snippet} />
                </div>
              </li>
            ))}
          </ul>
          {status === "loading" && <p className="px-3 py-2 text-sm">Loading the search index…</p>}
          {status === "error" && (
            <p className="px-3 py-2 text-sm text-rose-700 dark:text-rose-300" data-testid="search-failure">
              {failure} The A–Z index still works.
            </p>
          )}
          {status === "ready" && results.length === 0 && (
            <div className="px-3 py-2 text-sm" data-testid="search-empty">
              No ruling matches “{query}”.
              {suggestions.length > 0 && (
                <>
                  {" "}
                  <CloseTopics topics={suggestions} />
                </>
              )}
            </div>
          )}
          {query.trim() && (
            <a
              href={allResultsHref}
              className="block border-t border-slate-200 px-3 py-2 text-sm underline dark:border-slate-700"
              onMouseDown={(e) => {
                e.preventDefault();
                go(allResultsHref);
              }}
            >
              All results and filters for “{query}”
            </a>
          )}
        </div>
      )}
    </form>
  );
}

/** What the polite live region says as the results change, so a screen reader hears them without leaving the box. */
function toAnnouncement(status: "idle" | "loading" | "ready" | "error", query: string, count: number, failure: string): string {
  if (status === "error") return failure;
  if (status !== "ready") return "Loading the search index…";
  if (count === 0) return `No ruling matches “${query}”.`;
  return `${count} ${count === 1 ? "result" : "results"} for “${query}”. Up and down arrows to choose, Enter to open.`;
}
