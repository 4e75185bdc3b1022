import { createHash } from "node:crypto";

// The site's own scripts that must work before React hydrates a page (a key pressed, a button tapped, an old anchor
// followed on a slow phone): plain scripts, each served as a file named by its content (app/scripts/[file]/route.ts),
// so that the pages' script policy is this origin alone, and React renders the same <script src> the page has.

/** "/" (outside a text field) and Ctrl/Cmd-K focus the header search box (see SearchShortcut). */
const SEARCH_SHORTCUT = `window.addEventListener("keydown",function(e){var t=e.target,typing=t instanceof HTMLElement&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));if(!((e.key==="k"||e.key==="K")&&(e.ctrlKey||e.metaKey))&&!(e.key==="/"&&!typing&&!e.ctrlKey&&!e.metaKey&&!e.altKey))return;var box=document.querySelector("[data-search-shortcut]");if(!box)return;e.preventDefault();box.focus();box.select();},true);`;

/** Copy-link, citation and share buttons, and permalinks written out when printing (see CopyLinks). */
const COPY_LINKS = `(function(){var d=document,live=null;if(typeof navigator.share==="function")d.documentElement.setAttribute("data-can-share","");
function region(){if(!live&&d.body){live=d.createElement("p");live.setAttribute("role","status");live.setAttribute("aria-live","polite");live.className="sr-only";live.setAttribute("data-testid","copy-announce");d.body.appendChild(live)}return live}
d.addEventListener("DOMContentLoaded",region);
function say(b,done,text){var r=region();if(r){r.textContent="";setTimeout(function(){r.textContent=done+": "+text},30)}b.setAttribute("data-done",done);clearTimeout(b.__copyTimer);b.__copyTimer=setTimeout(function(){b.removeAttribute("data-done")},2000)}
window.addEventListener("click",function(ev){var t=ev.target,b=t&&t.closest?t.closest("button[data-copy]"):null;if(!b)return;
var url=new URL(b.getAttribute("data-copy")||"",location.href).toString(),cite=b.getAttribute("data-cite"),text=cite?cite+url:url;
if(b.hasAttribute("data-share")&&typeof navigator.share==="function"){navigator.share({title:b.getAttribute("data-share")||"",text:text,url:url}).catch(function(){});return}
var done=cite?"Citation copied":"Link copied",copy=navigator.clipboard&&navigator.clipboard.writeText?navigator.clipboard.writeText(text):Promise.reject(new Error("no clipboard"));
copy.then(function(){say(b,done,text)},function(){window.prompt(cite?"Copy this citation":"Copy this link",text);say(b,done,text)})},true);
window.addEventListener("beforeprint",function(){d.querySelectorAll("a[data-permalink]").forEach(function(a){a.textContent=a.href})})})();`;

/** An old anchor of a long document's page follows on to the entry in its part (see MovedAnchors). */
const MOVED_ANCHORS = `(function(){function go(){var id;try{id=decodeURIComponent(location.hash.slice(1))}catch(e){return}var li=id&&document.getElementById(id),a=li&&li.hasAttribute("data-moved")&&li.querySelector("a[href]");if(a)location.replace(a.href)}go();addEventListener("hashchange",go)})()`;

/** The scripts, by name. */
export const EARLY_SCRIPTS = { "search-shortcut": SEARCH_SHORTCUT, "copy-links": COPY_LINKS, "moved-anchors": MOVED_ANCHORS } as const;

/** One of the scripts. */
export type EarlyScript = keyof typeof EARLY_SCRIPTS;

/** The file a script is served as: its name and a hash of its text ("copy-links.3f9a0c1b2d4e.js"), so it can be cached for good. */
export function toEarlyScriptFile(name: EarlyScript): string {
  return `${name}.${createHash("sha256").update(EARLY_SCRIPTS[name]).digest("hex").slice(0, 12)}.js`;
}

/** The address a page loads a script from. */
export const toEarlyScriptSrc = (name: EarlyScript): string => `/scripts/${toEarlyScriptFile(name)}`;
