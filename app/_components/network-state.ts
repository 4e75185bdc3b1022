"use client";

import { useSyncExternalStore } from "react";
import { isFromWorker } from "@/lib/offline";

/** What the service worker last saw of the network: reached (true), failed (false), or nothing yet (null). */
let workerSaw: boolean | null = null;
const listeners = new Set<() => void>();
let watching = false;

/** Listens once to the browser's online/offline events and to the worker's word on the network. */
function watch(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const notify = () => listeners.forEach((listener) => listener());
  window.addEventListener("online", () => {
    // The browser says the network is back: the worker's last failure is old news until it tries again.
    workerSaw = null;
    notify();
  });
  window.addEventListener("offline", notify);
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isFromWorker(data) || (data.type !== "network" && data.type !== "status")) return;
    workerSaw = data.online;
    notify();
  });
}

/**
 * Whether the reader is offline: the browser says so (its "offline" is reliable, its "online" is not), or the
 * service worker's last request to the network failed.
 */
export function isOfflineNow(): boolean {
  return navigator.onLine === false || workerSaw === false;
}

function subscribe(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the reader is offline, kept current (false while the page renders on the server). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOfflineNow, () => false);
}
