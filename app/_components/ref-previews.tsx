"use client";

import { useEffect, useState } from "react";

interface Preview {
  title: string;
  meta: string;
  text: string;
  top: number;
  left: number;
}

/** Shows a preview of a cross-reference's target (title, document and date, first lines) on hover or focus. */
export function RefPreviews() {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    const show = (ev: Event) => {
      const a = (ev.target as Element | null)?.closest?.("a.xref[data-preview-title]") as HTMLAnchorElement | null;
      if (!a) return;
      const r = a.getBoundingClientRect();
      const width = Math.min(320, window.innerWidth - 16);
      a.setAttribute("aria-describedby", "ref-preview");
      setPreview({
        title: a.dataset.previewTitle ?? "",
        meta: a.dataset.previewMeta ?? "",
        text: a.dataset.previewText ?? "",
        top: r.bottom + window.scrollY + 6,
        left: Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + window.innerWidth - width - 8)),
      });
    };
    const hide = (ev: Event) => {
      const a = (ev.target as Element | null)?.closest?.("a.xref");
      if (a) setPreview(null);
    };
    const onKey = (ev: KeyboardEvent) => ev.key === "Escape" && setPreview(null);
    document.addEventListener("mouseover", show);
    document.addEventListener("focusin", show);
    document.addEventListener("mouseout", hide);
    document.addEventListener("focusout", hide);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mouseover", show);
      document.removeEventListener("focusin", show);
      document.removeEventListener("mouseout", hide);
      document.removeEventListener("focusout", hide);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <div
      id="ref-preview"
      role="tooltip"
      hidden={!preview}
      style={preview ? { top: preview.top, left: preview.left, width: Math.min(320, typeof window === "undefined" ? 320 : window.innerWidth - 16) } : undefined}
      className="absolute z-50 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900 print:hidden"
    >
      {preview && (
        <>
          <div className="font-semibold">{preview.title}</div>
          <div className="text-xs text-slate-600 dark:text-slate-300">{preview.meta}</div>
          <p className="mt-1 text-slate-700 dark:text-slate-200">{preview.text}</p>
        </>
      )}
    </div>
  );
}
