/**
 * "/" (outside a text field) and Ctrl/Cmd-K focus the header search box. It is a plain inline script, not a React
 * effect, so the keys work from the first paint instead of only after hydration (a key pressed before that would
 * otherwise fall through to the browser: Ctrl-K opens its own search). It listens on window in the capture phase
 * because, while React hydrates, React's own listener on document stops the propagation of the keys it holds back.
 * The page's policy admits the script by its hash.
 */
const SCRIPT = `window.addEventListener("keydown",function(e){var t=e.target,typing=t instanceof HTMLElement&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));if(!((e.key==="k"||e.key==="K")&&(e.ctrlKey||e.metaKey))&&!(e.key==="/"&&!typing&&!e.ctrlKey&&!e.metaKey&&!e.altKey))return;var box=document.querySelector("[data-search-shortcut]");if(!box)return;e.preventDefault();box.focus();box.select();},true);`;

export function SearchShortcut() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
