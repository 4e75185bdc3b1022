"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { type FromWorker, type SaveFailure, type ToWorker, isFromWorker } from "@/lib/offline";

type Status = { kind: "none" } | { kind: "installing" } | { kind: "ready"; version: string } | { kind: "update" };
/** What is saved beyond the shell: how many pages and files, of how many, their size, and how saving goes. */
type Saved = { saved: number; of: number; bytes: number; all: boolean; running: boolean; failed?: SaveFailure; short?: string };

/** Sends a message to the worker that controls this page, if one does. */
const tell = (message: ToWorker) => navigator.serviceWorker?.controller?.postMessage(message);

const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Why saving stopped, in the reader's words, with what is left. */
function toFailureText(reason: SaveFailure, left: number): string {
  const rest = `${left} ${left === 1 ? "page or file" : "pages and files"} still to fetch`;
  switch (reason) {
    case "network":
      return `Saving stopped: the network was cut (${rest}). It goes on by itself when the network is back, or try again.`;
    case "quota":
      return `Saving stopped: this browser will not store more for this site (its storage is full; ${rest}). Free some space and try again.`;
    case "new-build":
      return `Saving stopped: a new version of the site is live (${rest}). Switch to it below, then save again.`;
    case "storage":
      return `Saving stopped: this browser could not store a file (${rest}). Try again.`;
  }
}

/**
 * Registers the service worker, says when the site works offline (the pages opened so far), offers to save every
 * ruling for offline use (its size said first, its progress shown, and why it stopped if it did), tells the worker
 * of each page opened by a link so that it is kept too, and offers a clean switch to a new build.
 */
export function OfflineSupport({ dataVersion }: { dataVersion: string }) {
  const [status, setStatus] = useState<Status>({ kind: "none" });
  const [saved, setSaved] = useState<Saved | null>(null);
  const switching = useRef(false);
  // Failures of "Save every ruling" in a row (each one a new message, even with the same reason), and network retries.
  const [failures, setFailures] = useState(0);
  const retries = useRef(0);
  const pathname = usePathname();

  // A page opened by a link came as the router's payload, not as HTML: ask the worker to keep the page itself.
  useEffect(() => {
    tell({ type: "keep", url: window.location.href });
  }, [pathname]);

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    let cancelled = false;
    const ask = () => tell({ type: "status" });
    const onMessage = (e: MessageEvent) => {
      const d: unknown = e.data;
      if (cancelled || !isFromWorker(d)) return;
      onWorkerMessage(d);
    };
    const onWorkerMessage = (d: FromWorker) => {
      switch (d.type) {
        case "status":
          // A new build waiting to take over is still said, whatever the worker in charge answers.
          if (d.shell) setStatus((s) => (s.kind === "update" ? s : { kind: "ready", version: d.version }));
          setSaved((s) => ({ saved: d.saved, of: d.of, bytes: d.bytes, all: d.all, running: s?.running ?? false, failed: s?.failed }));
          break;
        case "progress":
          retries.current = 0;
          setSaved((s) => ({ saved: d.saved, of: d.of, bytes: s?.bytes ?? 0, all: false, running: true }));
          break;
        case "saved":
          setSaved((s) => ({ saved: d.saved, of: d.of, bytes: s?.bytes ?? 0, all: true, running: false }));
          break;
        case "save-failed":
          setFailures((n) => n + 1);
          setSaved((s) => ({ saved: d.saved, of: d.of, bytes: s?.bytes ?? 0, all: false, running: false, failed: d.reason }));
          break;
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    // Registered once the page has loaded, so precaching the site never competes with the first paint.
    const register = () => navigator.serviceWorker.register("/sw.js");
    const registered =
      document.readyState === "complete"
        ? register()
        : new Promise<ServiceWorkerRegistration>((ok) => window.addEventListener("load", () => ok(register()), { once: true }));
    registered.then(
      (reg) => {
        // A browser may refuse the worker (private mode, policy): the site then simply stays online-only.
        if (cancelled || !reg) return;
        const watch = (w: ServiceWorker | null) => {
          if (!w) return;
          w.addEventListener("statechange", () => {
            if (w.state === "installed" && navigator.serviceWorker.controller) {
              setStatus({ kind: "update" });
            }
            if (w.state === "activated") ask();
          });
        };
        if (reg.waiting && navigator.serviceWorker.controller) {
          setStatus({ kind: "update" });
        } else if (reg.installing) {
          setStatus({ kind: "installing" });
          watch(reg.installing);
        }
        reg.addEventListener("updatefound", () => watch(reg.installing));
        ask();
      },
      () => undefined,
    );
    // Reload only when the reader chose to switch; the first install taking control needs no reload.
    const onController = () => {
      if (switching.current) window.location.reload();
      else ask();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onController);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener("message", onMessage);
      navigator.serviceWorker.removeEventListener("controllerchange", onController);
    };
  }, []);

  // Saving that the network cut goes on by itself: when the browser says the network is back, or, while it says the
  // network is there (a request failed all the same), after a pause that doubles with each failure in a row.
  const failed = saved?.failed;
  useEffect(() => {
    if (failed !== "network") return;
    const resume = () => {
      setSaved((s) => (s ? { ...s, running: true, failed: undefined } : s));
      tell({ type: "save-all" });
    };
    const pause = navigator.onLine && retries.current < 6 ? setTimeout(resume, 1000 * 2 ** retries.current++) : undefined;
    window.addEventListener("online", resume);
    return () => {
      clearTimeout(pause);
      window.removeEventListener("online", resume);
    };
  }, [failed, failures]);

  /** Starts saving every ruling, unless the browser says it cannot store that much for this site. */
  const saveAll = async (current: Saved) => {
    const estimate = await navigator.storage?.estimate?.().catch(() => null);
    const room = estimate?.quota !== undefined && estimate.usage !== undefined ? estimate.quota - estimate.usage : Infinity;
    if (room < current.bytes) {
      setSaved({
        ...current,
        failed: undefined,
        short: `This browser lets the site store ${MB(room)} more, and saving every ruling needs ${MB(current.bytes)}.`,
      });
      return;
    }
    // Ask the browser to keep what is saved even when the device runs short of space (it may say no).
    void navigator.storage?.persist?.().catch(() => false);
    setSaved({ ...current, running: true, failed: undefined, short: undefined });
    tell({ type: "save-all" });
  };

  return (
    <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="offline-status" id="save-offline">
      Data version {dataVersion}
      {status.kind === "installing" && " · saving the site for offline use…"}
      {status.kind === "ready" && <span data-testid="offline-ready"> · the pages you open work offline (build {status.version})</span>}
      {status.kind === "ready" && saved && saved.of > 0 && (
        <>
          {saved.all ? (
            <span data-testid="offline-all"> · every ruling is saved for offline use</span>
          ) : saved.running ? (
            <span>
              {" "}
              · saving every ruling:{" "}
              <progress
                className="align-middle"
                max={saved.of}
                value={saved.saved}
                aria-label="Saving every ruling for offline use"
                data-testid="offline-progress"
              />{" "}
              {saved.saved} of {saved.of}
            </span>
          ) : (
            <>
              {" "}
              ·{" "}
              <button type="button" className="min-h-6 underline" data-testid="offline-save-all" onClick={() => void saveAll(saved)}>
                Save every ruling for offline ({saved.of - saved.saved} pages and files to fetch, {MB(saved.bytes)} in all)
              </button>
              {saved.failed && (
                <span role="status" data-testid="offline-save-failed">
                  {" "}
                  {toFailureText(saved.failed, saved.of - saved.saved)}
                </span>
              )}
              {saved.short && (
                <span role="status" data-testid="offline-save-short">
                  {" "}
                  {saved.short}
                </span>
              )}
            </>
          )}
        </>
      )}
      {status.kind === "update" && (
        <>
          {" "}
          · a new version is ready{" "}
          <button
            type="button"
            className="underline"
            onClick={() => {
              switching.current = true;
              // The worker waiting now (not one remembered: an update check may have replaced it since).
              void navigator.serviceWorker.getRegistration().then((reg) => reg?.waiting?.postMessage({ type: "skip-waiting" } satisfies ToWorker));
            }}
          >
            switch to it
          </button>
        </>
      )}
    </p>
  );
}
