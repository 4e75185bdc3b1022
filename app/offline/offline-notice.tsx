"use client";

import { useEffect, useState } from "react";
import { isFromWorker, OFFLINE_PAGE, type SavedPage, type ToWorker } from "@/lib/offline";

/**
 * The live part of the offline page: the address that could not be opened, a "Try again" button, the pages saved on
 * this device (asked of the service worker), and a reload of its own once the network is back (so the reader gets
 * the page itself, fresh, not this notice).
 */
export function OfflineNotice() {
  const [address, setAddress] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ pages: SavedPage[]; total: number } | null>(null);

  useEffect(() => {
    setAddress(window.location.pathname === OFFLINE_PAGE ? null : window.location.pathname + window.location.search);
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!isFromWorker(data)) return;
      if (data.type === "saved-pages") setSaved({ pages: data.pages, total: data.total });
      // The worker reached the network again: load the page that was asked for.
      if (data.type === "network" && data.online && window.location.pathname !== OFFLINE_PAGE) window.location.reload();
    };
    navigator.serviceWorker?.addEventListener("message", onMessage);
    const list = () => navigator.serviceWorker?.controller?.postMessage({ type: "list-saved" } satisfies ToWorker);
    list();
    navigator.serviceWorker?.ready.then(list, () => undefined);
    const onOnline = () => {
      if (window.location.pathname !== OFFLINE_PAGE) window.location.reload();
    };
    window.addEventListener("online", onOnline);
    return () => {
      navigator.serviceWorker?.removeEventListener("message", onMessage);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  return (
    <>
      {address && (
        <p className="mt-2 text-sm">
          Asked for: <code className="break-all">{address}</code>{" "}
          <button type="button" className="min-h-6 underline" onClick={() => window.location.reload()} data-testid="offline-retry">
            Try again
          </button>
        </p>
      )}
      {saved && saved.pages.length > 0 && (
        <section aria-labelledby="saved-pages" className="mt-6" data-testid="offline-saved-pages">
          <h2 id="saved-pages" className="text-lg font-semibold">
            Saved on this device ({saved.total} {saved.total === 1 ? "page" : "pages"})
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {saved.pages.map((p) => (
              <li key={p.url}>
                <a className="underline" href={p.url}>
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
          {saved.total > saved.pages.length && (
            <p className="mt-2 text-sm">…and {saved.total - saved.pages.length} more: start from the topics A–Z or search.</p>
          )}
        </section>
      )}
    </>
  );
}
