import { toEarlyScriptSrc } from "@/app/_components/early-scripts";

/**
 * "/" (outside a text field) and Ctrl/Cmd-K focus the header search box. It is a plain script, not a React
 * effect, so the keys work from the first paint instead of only after hydration (a key pressed before that would
 * otherwise fall through to the browser: Ctrl-K opens its own search). It listens on window in the capture phase
 * because, while React hydrates, React's own listener on document stops the propagation of the keys it holds back.
 */
export function SearchShortcut() {
  // It must run where it stands, before the page is hydrated (next/script would run it later): a plain script.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script src={toEarlyScriptSrc("search-shortcut")} />;
}
