"use client";

import { useEffect, useState } from "react";
import { toNewAddress } from "@/lib/content/browser";

/**
 * On the "not found" page: sends an old address to where its page lives now, and says so while it does. (Offline, the
 * service worker shows the offline page instead of this one: a page it cannot fetch is not known to be missing.)
 */
export function OldAddress() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const next = toNewAddress(window.location.pathname);
    if (next) {
      setTarget(next);
      window.location.replace(next);
    }
  }, []);
  if (target) {
    return (
      <p role="status" data-testid="old-address">
        This address moved:{" "}
        <a className="underline" href={target}>
          {target}
        </a>
      </p>
    );
  }
  return null;
}
