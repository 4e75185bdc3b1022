"use client";

import { useEffect, useState } from "react";

/**
 * Makes every `button[data-copy]` copy the absolute URL it names, or with `data-cite` the citation that ends with it,
 * and every `button[data-share]` open the system's share sheet with them (its buttons show only where the browser has
 * one). One delegated listener serves all buttons, so a document page with hundreds of entries ships no per-entry
 * client code. What was copied is said in a polite live region, and before printing each permalink is written out whole.
 */
export function CopyLinks() {
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (typeof navigator.share === "function") document.documentElement.dataset.canShare = "";
    const onClick = async (ev: MouseEvent) => {
      const button = (ev.target as Element | null)?.closest?.("button[data-copy]") as HTMLButtonElement | null;
      if (!button) return;
      const url = new URL(button.dataset.copy ?? "", window.location.href).toString();
      const text = button.dataset.cite ? `${button.dataset.cite}${url}` : url;
      if (button.dataset.share !== undefined && typeof navigator.share === "function") {
        // Dismissing the share sheet rejects: nothing to report.
        await navigator.share({ title: button.dataset.share, text, url }).catch(() => undefined);
        return;
      }
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        window.prompt(button.dataset.cite ? "Copy this citation" : "Copy this link", text);
      }
      const done = button.dataset.cite ? "Citation copied" : "Link copied";
      setSaid(`${done}: ${text}`);
      const label = button.textContent;
      button.textContent = done;
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
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="copy-announce">
      {said}
    </p>
  );
}
