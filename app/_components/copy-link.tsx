"use client";

import { useState } from "react";

/** A button that copies the absolute URL of a page or anchor to the clipboard. */
export function CopyLink({ href, label = "Copy link" }: { href: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = new URL(href, window.location.href).toString();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt("Copy this link", url);
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 print:hidden"
    >
      <span aria-live="polite">{copied ? "Link copied" : label}</span>
    </button>
  );
}
