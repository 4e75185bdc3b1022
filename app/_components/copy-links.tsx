"use client";

import { useEffect } from "react";

/**
 * Makes every `button[data-copy]` copy the absolute URL it names. One delegated listener serves all
 * buttons, so a document page with hundreds of entries ships no per-entry client code. Before printing, each
 * permalink is written out whole (the page knows its own address only in the browser).
 */
export function CopyLinks() {
  useEffect(() => {
    const onClick = async (ev: MouseEvent) => {
      const button = (ev.target as Element | null)?.closest?.("button[data-copy]") as HTMLButtonElement | null;
      if (!button) return;
      const url = new URL(button.dataset.copy ?? "", window.location.href).toString();
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        window.prompt("Copy this link", url);
      }
      const label = button.textContent;
      button.textContent = "Link copied";
      window.setTimeout(() => (button.textContent = label), 2000);
    };
    const onBeforePrint = () => {
      for (const a of document.querySelectorAll<HTMLAnchorElement>("a[data-permalink]")) a.textContent = a.href;
    };
    document.addEventListener("click", onClick);
    window.addEventListener("beforeprint", onBeforePrint);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("beforeprint", onBeforePrint);
    };
  }, []);
  return null;
}
