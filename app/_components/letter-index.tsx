"use client";

import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";

/** A row of an A–Z index: its id and the letter it is filed under. */
export interface LetterRow {
  id: string;
  letter: string;
}

/** A letter section's anchor: "letter-A"; the names that begin with a digit ("#") are "letter-0-9" (a "#" cannot stand in an address's fragment). */
function toLetterId(letter: string): string {
  return letter === "#" ? "letter-0-9" : `letter-${letter}`;
}

/**
 * The words typed in an index's filter box, kept when they were typed before the page hydrated (React taking the field
 * over would wipe them): the state, its setter and the ref to give the box.
 */
export function useFilterText(): [string, (text: string) => void, RefObject<HTMLInputElement | null>] {
  const [text, setText] = useState("");
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current?.value) setText(box.current.value);
  }, []);
  return [text, setText, box];
}

/** The filter box of an A–Z index: filters as you type. */
export function FilterBox({
  label,
  text,
  setText,
  box,
  testId,
}: {
  label: string;
  text: string;
  setText: (text: string) => void;
  box: RefObject<HTMLInputElement | null>;
  testId: string;
}) {
  return (
    <label className="flex w-full flex-col text-sm sm:w-72">
      {label}
      <input
        ref={box}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Type part of a title"
        autoComplete="off"
        spellCheck={false}
        className="mt-1 min-h-11 rounded border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
        data-testid={testId}
      />
    </label>
  );
}

/** What an index says when no title matches the words typed: so, and a search of the rulings' text for them. */
export function NoTitleMatches({ noun, text, testId }: { noun: string; text: string; testId: string }) {
  return (
    <p className="mt-4" data-testid={testId}>
      No {noun} title matches “{text}”.{" "}
      <a className="underline" href={`/search?q=${encodeURIComponent(text)}`}>
        Search the rulings’ text for “{text}”
      </a>
    </p>
  );
}

/**
 * The visible rows of an A–Z index under their letters: a letter jump bar with each letter's count (`noun` names what
 * is counted: "topic", "card"), then a section per letter with its rows, each drawn by `row`.
 */
export function LetterSections<R extends LetterRow>({
  visible,
  noun,
  listTestId,
  row,
}: {
  visible: R[];
  noun: string;
  listTestId: string;
  row: (r: R) => ReactNode;
}) {
  const letters = useMemo(() => {
    const counts = new Map<string, number>();
    for (const r of visible) counts.set(r.letter, (counts.get(r.letter) ?? 0) + 1);
    return [...counts];
  }, [visible]);
  return (
    <>
      <nav
        aria-label="Jump to letter"
        className="letter-bar sticky top-0 z-10 -mx-4 mt-4 flex gap-1 overflow-x-auto bg-white/95 px-4 py-2 sm:mx-0 sm:flex-wrap sm:px-0 dark:bg-slate-950/95 print:hidden"
        data-testid="letter-bar"
      >
        {letters.map(([l, n]) => (
          <a key={l} href={`#${toLetterId(l)}`} data-letter={l}>
            <span className="font-semibold">{l}</span>
            <span className="letter-count" aria-hidden="true">
              {n}
            </span>
            <span className="sr-only">
              ({n} {n === 1 ? noun : `${noun}s`})
            </span>
          </a>
        ))}
      </nav>
      {letters.map(([l]) => (
        <section key={l} aria-labelledby={toLetterId(l)} className="mt-4">
          <h2 id={toLetterId(l)} className="scroll-mt-16 border-b border-slate-200 text-lg font-bold dark:border-slate-700">
            {l}
          </h2>
          <ul className="topic-list mt-1" data-testid={listTestId}>
            {visible.filter((r) => r.letter === l).map(row)}
          </ul>
        </section>
      ))}
    </>
  );
}
