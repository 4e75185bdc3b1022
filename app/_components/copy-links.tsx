/**
 * Makes every `button[data-copy]` copy the absolute URL it names, or with `data-cite` the citation that ends with it,
 * and every `button[data-share]` open the system's share sheet with them (its buttons show only where the browser has
 * one: the script marks `<html data-can-share>`). One delegated listener serves all buttons, so a document page with
 * hundreds of entries ships no per-entry client code.
 *
 * It is a plain inline script, not a React effect, so that a tap works from the first paint instead of being lost
 * before hydration; it listens on window in the capture phase because, while React hydrates, React's own listener on
 * document stops the clicks it holds back. It touches no text React renders (a mismatch would make React re-render the
 * page): the button says "Link copied" through a `data-done` attribute that globals.css shows, and what was copied is
 * said in a polite live region of its own at the end of the body, where React leaves foreign elements alone. Before
 * printing, each permalink is written out whole. The page's policy admits the script by its hash.
 */
export function CopyLinks() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

const SCRIPT = `(function(){var d=document,live=null;if(typeof navigator.share==="function")d.documentElement.setAttribute("data-can-share","");
function region(){if(!live&&d.body){live=d.createElement("p");live.setAttribute("role","status");live.setAttribute("aria-live","polite");live.className="sr-only";live.setAttribute("data-testid","copy-announce");d.body.appendChild(live)}return live}
d.addEventListener("DOMContentLoaded",region);
function say(b,done,text){var r=region();if(r){r.textContent="";setTimeout(function(){r.textContent=done+": "+text},30)}b.setAttribute("data-done",done);clearTimeout(b.__copyTimer);b.__copyTimer=setTimeout(function(){b.removeAttribute("data-done")},2000)}
window.addEventListener("click",function(ev){var t=ev.target,b=t&&t.closest?t.closest("button[data-copy]"):null;if(!b)return;
var url=new URL(b.getAttribute("data-copy")||"",location.href).toString(),cite=b.getAttribute("data-cite"),text=cite?cite+url:url;
if(b.hasAttribute("data-share")&&typeof navigator.share==="function"){navigator.share({title:b.getAttribute("data-share")||"",text:text,url:url}).catch(function(){});return}
var done=cite?"Citation copied":"Link copied",copy=navigator.clipboard&&navigator.clipboard.writeText?navigator.clipboard.writeText(text):Promise.reject(new Error("no clipboard"));
copy.then(function(){say(b,done,text)},function(){window.prompt(cite?"Copy this citation":"Copy this link",text);say(b,done,text)})},true);
window.addEventListener("beforeprint",function(){d.querySelectorAll("a[data-permalink]").forEach(function(a){a.textContent=a.href})})})();`;
