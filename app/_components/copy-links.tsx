"use client";

import { useEffect } from "react";

/**
 * Makes every `button[data-copy]` copy the absolute URL it names. One delegated listener serves all
 * buttons, so a document page with hundreds of entries ships no per-entry client code.
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
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
