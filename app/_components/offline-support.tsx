"use client";

import { useEffect, useRef, useState } from "react";

type Status = { kind: "none" } | { kind: "installing" } | { kind: "ready"; version: string } | { kind: "update" };
/** What is saved beyond the shell: pages and files kept, of how many, how large they all are, and whether saving runs. */
type Saved = { saved: number; of: number; bytes: number; running: boolean; failed?: boolean };

/**
 * Registers the service worker, says when the site works offline (the pages opened so far), offers to save every
 * ruling for offline use (its size said first, its progress shown), and a clean switch to a new build.
 */
export function OfflineSupport({ dataVersion }: { dataVersion: string }) {
  const [status, setStatus] = useState<Status>({ kind: "none" });
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const switching = useRef(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    let cancelled = false;
    const ask = () => navigator.serviceWorker.controller?.postMessage("status");
    const onMessage = (e: MessageEvent) => {
      const d = e.data as {
        version?: string;
        shell?: boolean;
        saved?: number;
        of?: number;
        bytes?: number;
        progress?: number;
        all?: boolean;
        failed?: boolean;
      };
      if (cancelled || !d.version) return;
      if (d.shell) setStatus({ kind: "ready", version: d.version });
      if (d.saved !== undefined && d.of !== undefined)
        setSaved((s) => ({ saved: d.saved!, of: d.of!, bytes: d.bytes ?? s?.bytes ?? 0, running: s?.running ?? false }));
      if (d.progress !== undefined && d.of !== undefined) setSaved((s) => ({ saved: d.progress!, of: d.of!, bytes: s?.bytes ?? 0, running: !d.all }));
      if (d.failed) setSaved((s) => (s ? { ...s, running: false, failed: true } : s));
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
              setWaiting(w);
              setStatus({ kind: "update" });
            }
            if (w.state === "activated") ask();
          });
        };
        if (reg.waiting && navigator.serviceWorker.controller) {
          setWaiting(reg.waiting);
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
    };
    navigator.serviceWorker.addEventListener("controllerchange", onController);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener("message", onMessage);
      navigator.serviceWorker.removeEventListener("controllerchange", onController);
    };
  }, []);

  return (
    <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="offline-status">
      Data version {dataVersion}
      {status.kind === "installing" && " · saving the site for offline use…"}
      {status.kind === "ready" && <span data-testid="offline-ready"> · the pages you open work offline (build {status.version})</span>}
      {status.kind === "ready" && saved && saved.of > 0 && (
        <>
          {saved.saved >= saved.of ? (
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
              <button
                type="button"
                className="min-h-6 underline"
                data-testid="offline-save-all"
                onClick={() => {
                  setSaved({ ...saved, running: true, failed: false });
                  navigator.serviceWorker.controller?.postMessage("save-all");
                }}
              >
                Save every ruling for offline ({saved.of - saved.saved} pages and files to fetch, {(saved.bytes / 1e6).toFixed(1)} MB in all)
              </button>
              {saved.failed && " — saving stopped (offline?); try again"}
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
              waiting?.postMessage("skip-waiting");
            }}
          >
            switch to it
          </button>
        </>
      )}
    </p>
  );
}
