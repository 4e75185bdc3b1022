import { statusAsOf, toAsOfState } from "@/lib/content/browser";
import type { RulingBrief } from "./as-of-view";

/** The topic ("1e/horgahn") and permalink segment (or null: the topic page) a reference's address names. */
function toTarget(href: string): { topic: string; key: string | null } | null {
  const m = /^\/(1e|2e)\/([^/?#]+)(?:\/([^/?#]+))?/.exec(href);
  return m ? { topic: `${m[1]}/${m[2]}`, key: m[3] ?? null } : null;
}

/**
 * Every reference preview of the page (data-preview-*) shows the ruling of its target topic in force on `date` (its
 * newest, if several were), with its as-of status; the ruling the reference names now, with its as-of status, when none
 * was. The topics' files are fetched on demand, one per topic referenced.
 */
export async function showPreviewsAsOf(date: string, links: { a: HTMLAnchorElement; href: string }[]): Promise<void> {
  const files = new Map<string, Promise<{ current: string; rulings: RulingBrief[] } | null>>();
  await Promise.all(
    links.map(async ({ a, href }) => {
      const target = toTarget(href);
      if (!target) return;
      if (!files.has(target.topic))
        files.set(
          target.topic,
          fetch(`/data/rulings/${target.topic}.json`)
            .then((r) => (r.ok ? r.json() : null))
            .catch(() => null),
        );
      const file = await files.get(target.topic)!;
      if (!file) return;
      const now = file.rulings.find((r) => r.key === (target.key ?? file.current)) ?? file.rulings[0];
      const shown = [...file.rulings].reverse().find((r) => toAsOfState(r.facts, date) === "in-force") ?? now;
      if (!shown) return;
      a.dataset.previewTitle = shown.name;
      a.dataset.previewMeta = `${shown.document} · ${shown.date} · ${statusAsOf(shown.facts, date)}`;
      a.dataset.previewText = shown.excerpt;
      const peek = a.nextElementSibling;
      if (peek?.classList.contains("xref-peek")) peek.setAttribute("aria-label", `Preview: ${shown.name}`);
    }),
  );
}
