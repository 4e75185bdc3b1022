"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { FormField } from "./form-model";
import { fromInputQuery, hasInputQuery, toInputQuery } from "./query";

/** Everything one example's page shows: the input, the date whose rules apply, and a step-through's progress. */
export interface ExampleState {
  input: unknown;
  /** The date whose rules in force apply (YYYY-MM-DD), or null for the rules in force now. */
  asOf: string | null;
  /** A step-through's actions so far, as a token list ("" when it has not started). */
  progress: string;
}

/** How an edit reaches the browser's history: a finished edit is a step back can return to; typing goes on in one step. */
export type EditKind = "commit" | "typing";

const AS_OF = "as-of";
const PROGRESS = "a";
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Links shared before the input had readable parameters held it as JSON in "in"; they still open what they held.
const LEGACY_INPUT = "in";

function fromOldLink(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** The address of a state: its input as readable parameters, then the date and the progress. */
export function toStateQuery(fields: FormField[], state: ExampleState): string {
  const q = toInputQuery(fields, state.input);
  if (state.asOf) q.set(AS_OF, state.asOf);
  if (state.progress) q.set(PROGRESS, state.progress);
  return q.toString();
}

/** The state an address holds; what it leaves out comes from `defaults` (the input only when it names none of its fields). */
export function fromStateQuery(fields: FormField[], query: string, defaults: ExampleState): ExampleState {
  const q = new URLSearchParams(query);
  const asOf = q.get(AS_OF);
  return {
    input: hasInputQuery(fields, q) ? fromInputQuery(fields, q) : (fromOldLink(q.get(LEGACY_INPUT)) ?? defaults.input),
    asOf: asOf && DATE.test(asOf) ? asOf : null,
    progress: q.get(PROGRESS) ?? "",
  };
}

/**
 * One state for every view of an example (form, step-through, result, versions). With `syncUrl`, the address bar
 * holds it: a finished edit adds a history entry, typing replaces the entry its first keystroke added, and back and
 * forward restore the state of each entry.
 */
export function useExampleState(fields: FormField[], defaults: ExampleState, syncUrl: boolean) {
  const [state, setState] = useState<ExampleState>(defaults);
  const typing = useRef(false);
  // The state as last set, for edits made before React renders it (every setState below goes through it).
  const latest = useRef(state);

  useEffect(() => {
    if (!syncUrl) return;
    const restore = () => {
      typing.current = false;
      const restored = fromStateQuery(fields, window.location.search.slice(1), defaults);
      latest.current = restored;
      setState(restored);
    };
    if (window.location.search) {
      restore();
      // An old link's JSON is written again as readable parameters.
      if (new URLSearchParams(window.location.search).has(LEGACY_INPUT)) {
        window.history.replaceState(
          null,
          "",
          `${window.location.pathname}?${toStateQuery(fields, fromStateQuery(fields, window.location.search.slice(1), defaults))}`,
        );
      }
    }
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
    // The fields and defaults of an example do not change while its page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncUrl]);

  const edit = useCallback(
    (change: (s: ExampleState) => ExampleState, kind: EditKind = "commit") => {
      const next = change(latest.current);
      latest.current = next;
      setState(next);
      if (!syncUrl) return;
      const url = `${window.location.pathname}?${toStateQuery(fields, next)}`;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      if (kind === "typing" && typing.current) window.history.replaceState(null, "", url);
      else window.history.pushState(null, "", url);
      typing.current = kind === "typing";
    },
    [fields, syncUrl],
  );

  /** Ends a run of typing: the next keystroke starts a new history entry. */
  const endTyping = useCallback(() => {
    typing.current = false;
  }, []);

  return { state, edit, endTyping };
}
