import { toEarlyScriptSrc } from "@/app/_components/early-scripts";

/**
 * Makes every `button[data-copy]` copy the absolute URL it names, or with `data-cite` the citation that ends with it,
 * and every `button[data-share]` open the system's share sheet with them (its buttons show only where the browser has
 * one: the script marks `<html data-can-share>`). One delegated listener serves all buttons, so a document page with
 * hundreds of entries ships no per-entry client code.
 *
 * It is a plain script, not a React effect, so that a tap works from the first paint instead of being lost
 * before hydration; it listens on window in the capture phase because, while React hydrates, React's own listener on
 * document stops the clicks it holds back. It touches no text React renders (a mismatch would make React re-render the
 * page): the button says "Link copied" through a `data-done` attribute that globals.css shows, and what was copied is
 * said in a polite live region of its own at the end of the body, where React leaves foreign elements alone. Before
 * printing, each permalink is written out whole.
 */
export function CopyLinks() {
  // It must run where it stands, before the page is hydrated (next/script would run it later): a plain script.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script src={toEarlyScriptSrc("copy-links")} />;
}
