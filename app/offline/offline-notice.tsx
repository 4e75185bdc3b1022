"use client";

import { useEffect, useState } from "react";
import { isFromWorker, OFFLINE_PAGE, type SavedPage, type ToWorker } from "@/lib/offline";

/**
 * The live part of the offline page: the address that could not be opened, a "Try again" button, the pages saved on
 * this device (asked of the service worker), and a reload of its own once the server answers again (the worker tries
 * it every 5 s and when the browser says it is online), so the reader gets the page itself, fresh, not this notice.
 */
export function OfflineNotice() {
  const [address, setAddress] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ pages: SavedPage[]; total: number } | null>(null);

  useEffect(() => {
    const asked = window.location.pathname !== OFFLINE_PAGE;
    setAddress(asked ? window.location.pathname + window.location.search : null);
    const tell = (message: ToWorker) => navigator.serviceWorker?.controller?.postMessage(message);
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!isFromWorker(data)) return;
      if (data.type === "saved-pages") setSaved({ pages: data.pages, total: data.total });
      // The server answers again: load the page that was asked for, fresh.
      if (data.type === "network" && data.online && asked) window.location.reload();
    };
    navigator.serviceWorker?.addEventListener("message", onMessage);
    const start = () => {
      tell({ type: "list-saved" });
      tell({ type: "probe" });
    };
    start();
    navigator.serviceWorker?.ready.then(start, () => undefined);
    // The browser's "online" event is not enough (a dead venue Wi-Fi still reads as online): ask the worker to try
    // the server now and then, and at once when the browser says the network is back.
    const probe = () => tell({ type: "probe" });
    const timer = setInterval(probe, 5_000);
    window.addEventListener("online", probe);
    return () => {
      clearInterval(timer);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
      window.removeEventListener("online", probe);
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
