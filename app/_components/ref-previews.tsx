"use client";

import { Link } from "@/app/_components/link";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { PREVIEWS_CHANGED } from "./preview-events";

interface Preview {
  title: string;
  meta: string;
  text: string;
}

/**
 * Title, document and date, and first lines of a reference's target, as its link carries them (data-preview-*). While
 * an as-of view is still finding the ruling of its date (data-preview-pending), the preview says so instead of a status.
 */
function toPreview(a: HTMLAnchorElement): Preview {
  const pending = a.dataset.previewPending;
  if (pending) return { title: a.dataset.previewTitle ?? "", meta: `Finding the ruling in force on ${pending}…`, text: "" };
  return { title: a.dataset.previewTitle ?? "", meta: a.dataset.previewMeta ?? "", text: a.dataset.previewText ?? "" };
}

/**
 * Gives every reference link a button after it that opens its preview. The buttons are added here, once the page can
 * answer them, rather than written into the HTML: a button that did nothing before hydration would lose a tap, and
 * a document page with a hundred references would carry a hundred more (globals.css keeps their room so no text moves).
 */
function addPreviewButtons(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>("a.xref[data-preview-title]")) {
    if (a.nextElementSibling?.classList.contains("xref-peek")) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "xref-peek";
    button.setAttribute("aria-label", `Preview: ${a.dataset.previewTitle}`);
    button.innerHTML = '<span aria-hidden="true">i</span>';
    a.after(button);
  }
}

/**
 * Previews of a cross-reference's target (title, document and date, first lines). Hovering or focusing the link shows a
 * tooltip. The button after the link opens the preview as a dialog a finger or the keyboard can use: it takes the
 * focus, keeps Tab inside, closes with Esc, a tap outside or its Close button, and gives the focus back to the button.
 * One dialog serves every reference of the page, filled from the link it belongs to.
 */
export function RefPreviews() {
  const [tip, setTip] = useState<(Preview & { top: number; left: number }) | null>(null);
  const [card, setCard] = useState<(Preview & { href: string }) | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    let shown: HTMLAnchorElement | null = null;
    const showFor = (a: HTMLAnchorElement) => {
      shown = a;
      const r = a.getBoundingClientRect();
      const width = Math.min(320, window.innerWidth - 16);
      a.setAttribute("aria-describedby", "ref-preview");
      setTip({
        ...toPreview(a),
        top: r.bottom + window.scrollY + 6,
        left: Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + window.innerWidth - width - 8)),
      });
    };
    const show = (ev: Event) => {
      const a = (ev.target as Element | null)?.closest?.("a.xref[data-preview-title]") as HTMLAnchorElement | null;
      if (a) showFor(a);
    };
    const hide = (ev: Event) => {
      const a = (ev.target as Element | null)?.closest?.("a.xref");
      if (!a) return;
      shown = null;
      setTip(null);
    };
    const refresh = () => {
      if (shown?.isConnected) showFor(shown);
      const a = opener.current?.previousElementSibling;
      if (a instanceof HTMLAnchorElement && dialog.current?.matches(":popover-open")) setCard({ ...toPreview(a), href: a.getAttribute("href") ?? a.href });
    };
    const open = (ev: MouseEvent) => {
      const button = (ev.target as Element | null)?.closest?.("button.xref-peek") as HTMLButtonElement | null;
      const a = button?.previousElementSibling;
      if (!button || !(a instanceof HTMLAnchorElement) || !dialog.current) return;
      opener.current = button;
      // Filled before it shows, so that its link exists to take the focus (the as-of view may have changed the href).
      shown = null;
      flushSync(() => {
        setTip(null);
        setCard({ ...toPreview(a), href: a.getAttribute("href") ?? a.href });
      });
      dialog.current.showPopover();
      dialog.current.querySelector("a")?.focus();
    };
    // Closed by Esc, a tap outside, Close or following its link: the focus goes back to the button that opened it,
    // unless the reader has put it somewhere else meanwhile.
    const onToggle = (ev: Event) => {
      if ((ev as ToggleEvent).newState !== "closed") return;
      const at = document.activeElement;
      if ((!at || at === document.body || dialog.current?.contains(at)) && opener.current?.isConnected) opener.current.focus();
    };
    const box = dialog.current;
    box?.addEventListener("toggle", onToggle);
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === "Escape") {
        shown = null;
        setTip(null);
      }
      if (ev.key === "Tab" && dialog.current?.matches(":popover-open")) trapFocus(dialog.current, ev);
    };
    const listeners = [
      ["mouseover", show],
      ["focusin", show],
      ["mouseout", hide],
      ["focusout", hide],
      ["keydown", onKey],
      ["click", open],
      [PREVIEWS_CHANGED, refresh],
    ] as [string, EventListener][];
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    // Pages change under the layout (client navigation): their new references get their buttons too.
    addPreviewButtons();
    const pages = new MutationObserver(addPreviewButtons);
    pages.observe(document.body, { childList: true, subtree: true });
    return () => {
      pages.disconnect();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
      box?.removeEventListener("toggle", onToggle);
    };
  }, []);
  return (
    <>
      <div
        id="ref-preview"
        role="tooltip"
        hidden={!tip}
        style={tip ? { top: tip.top, left: tip.left, width: Math.min(320, typeof window === "undefined" ? 320 : window.innerWidth - 16) } : undefined}
        className="absolute z-50 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900 print:hidden"
      >
        {tip && (
          <>
            <div className="font-semibold">{tip.title}</div>
            <div className="text-xs text-slate-600 dark:text-slate-300">{tip.meta}</div>
            <p className="mt-1 text-slate-700 dark:text-slate-200">{tip.text}</p>
          </>
        )}
      </div>
      <div ref={dialog} id="ref-dialog" popover="auto" role="dialog" aria-labelledby="ref-dialog-title" className="xref-preview" data-testid="ref-dialog">
        <strong id="ref-dialog-title" className="text-base">
          {card?.title}
        </strong>
        <span className="text-xs text-slate-600 dark:text-slate-300">{card?.meta}</span>
        <span>{card?.text}</span>
        <span className="mt-2 flex flex-wrap items-center gap-3">
          <Link href={card?.href ?? "/"} prefetch={false} className="xref-open" onClick={() => dialog.current?.hidePopover()}>
            Open {card?.title}
          </Link>
          <button type="button" className="xref-close" onClick={() => dialog.current?.hidePopover()}>
            Close
          </button>
        </span>
      </div>
    </>
  );
}

/** While the preview is open, Tab and Shift-Tab cycle through its controls instead of leaving it. */
function trapFocus(box: HTMLElement, ev: KeyboardEvent): void {
  const controls = [...box.querySelectorAll<HTMLElement>("a[href], button")];
  if (!controls.length) return;
  const at = controls.indexOf(document.activeElement as HTMLElement);
  ev.preventDefault();
  controls[(at < 0 ? 0 : at + (ev.shiftKey ? -1 : 1) + controls.length) % controls.length]!.focus();
}
