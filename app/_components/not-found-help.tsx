"use client";

import { useEffect, useState } from "react";
import { getClosestTopic, toAskedName, type TopicName } from "@/lib/content/browser";

/**
 * The "not found" page's search box, filled with the words of the address asked for, and the topic (or, for a card's
 * address, the card) whose name is closest to it ("Did you mean cloaking device?"), matched in the browser against
 * /data/topics.json or /data/cards.json. The form is a
 * plain GET form: it searches before the page's scripts run, and without them.
 */
export function NotFoundHelp() {
  const [q, setQ] = useState("");
  const [closest, setClosest] = useState<(TopicName & { href: string }) | null>(null);
  useEffect(() => {
    const path = window.location.pathname;
    setQ((cur) => cur || toAskedName(path));
    let live = true;
    // A card's address (/cards/1e/elim-garek) is matched against the cards with a page, any other against the topics.
    const cards = /^\/cards\//.test(path);
    fetch(cards ? "/data/cards.json" : "/data/topics.json")
      .then((r) => r.json() as Promise<TopicName[]>)
      .then((names) => {
        const found = getClosestTopic(path, names);
        if (live && found) setClosest({ ...found, href: cards ? `/cards/${found.id}` : `/${found.id}` });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {closest && (
        <p className="mt-4 text-lg" data-testid="closest-topic">
          Did you mean{" "}
          <a className="font-semibold underline" href={closest.href}>
            {closest.title}
          </a>{" "}
          ({closest.id.slice(0, 2).toUpperCase()})?
        </p>
      )}
      <form action="/search" method="get" role="search" aria-label="Search for this address" className="mt-4 flex gap-2">
        <label htmlFor="nf-q" className="sr-only">
          Search the rulings
        </label>
        <input
          id="nf-q"
          name="q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search the rulings"
          className="min-h-11 min-w-0 flex-1 rounded border border-slate-400 px-3 text-base dark:bg-slate-900"
          data-testid="not-found-search"
        />
        <button type="submit" className="min-h-11 rounded bg-sky-700 px-4 font-medium text-white">
          Search
        </button>
      </form>
    </>
  );
}
