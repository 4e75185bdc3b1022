"use client";

import { useEffect } from "react";

/**
 * Marks the page `<html data-hydrated>` once React has taken it over, so that the browser tests (and anyone
 * debugging a slow phone) can tell when buttons and fields start to respond. Before that moment the page is
 * readable and its links work, but React's controls do not answer yet (the search keys do: see SearchShortcut).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
