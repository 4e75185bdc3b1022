"use client";

import { useEffect, useRef, useState } from "react";

type Status = { kind: "none" } | { kind: "installing" } | { kind: "ready"; version: string } | { kind: "update" };

/** Registers the service worker, says when the site works offline, and offers a clean switch to a new build. */
export function OfflineSupport({ dataVersion }: { dataVersion: string }) {
  const [status, setStatus] = useState<Status>({ kind: "none" });
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const switching = useRef(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    let cancelled = false;
    const ask = () => navigator.serviceWorker.controller?.postMessage("status");
    const onMessage = (e: MessageEvent) => {
      const d = e.data as { version?: string; cached?: number; total?: number };
      if (!cancelled && d.version && d.cached === d.total) setStatus({ kind: "ready", version: d.version });
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    // Registered once the page has loaded, so precaching the site never competes with the first paint.
    const register = () => navigator.serviceWorker.register("/sw.js");
    const registered = document.readyState === "complete" ? register() : new Promise<ServiceWorkerRegistration>((ok) => window.addEventListener("load", () => ok(register()), { once: true }));
    registered.then((reg) => {
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
    }, () => undefined);
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
      {status.kind === "ready" && <span data-testid="offline-ready"> · works offline (build {status.version})</span>}
      {status.kind === "update" && (
        <>
          {" "}
          · a new version is ready{" "}
          <button type="button" className="underline" onClick={() => {
              switching.current = true;
              waiting?.postMessage("skip-waiting");
            }}>
            switch to it
          </button>
        </>
      )}
    </p>
  );
}
