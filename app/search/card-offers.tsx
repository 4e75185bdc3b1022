"use client";

import { Link } from "@/app/_components/link";
import { useEffect, useState } from "react";
import { findCardOffers, toCardOfferText, type CardName } from "@/lib/search";

let cards: Promise<CardName[]> | null = null;

/** The card list (/data/cards.json), fetched once, when the first query is typed; a failed fetch is tried again next time. */
function loadCards(): Promise<CardName[]> {
  cards ??= fetch("/data/cards.json").then((r) => (r.ok ? (r.json() as Promise<CardName[]>) : Promise.reject(new Error(String(r.status)))));
  cards.catch(() => {
    cards = null;
  });
  return cards;
}

/** Above the results: the card pages the query names ("Elim Garak — 3 rulings name this card"), each linked. Nothing while the list comes or when it cannot. */
export function CardOffers({ query, edition }: { query: string; edition: "1E" | "2E" | null }) {
  const [list, setList] = useState<CardName[] | null>(null);
  useEffect(() => {
    if (!query.trim() || list) return;
    let live = true;
    loadCards().then(
      (c) => live && setList(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [query, list]);
  const offers = list ? findCardOffers(query, list, edition) : [];
  if (!offers.length) return null;
  return (
    <ul className="mb-4 space-y-1" aria-label="Card pages" data-testid="card-offers">
      {offers.map((o) => (
        <li key={o.card.id}>
          <Link href={o.href} className="font-semibold underline" data-testid="card-offer">
            {toCardOfferText(o.card)}
          </Link>{" "}
          <span className="text-sm text-slate-600 dark:text-slate-300">({o.card.edition} card page)</span>
        </li>
      ))}
    </ul>
  );
}
