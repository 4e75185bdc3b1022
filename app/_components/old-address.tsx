"use client";

import { useEffect, useState } from "react";
import { toNewAddress } from "@/lib/content/addresses";

/**
 * On the "not found" page: sends an old address to where its page lives now, and says so while it does; offline, says
 * that the page may exist but was not saved on this device.
 */
export function OldAddress() {
  const [target, setTarget] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const next = toNewAddress(window.location.pathname);
    if (next) {
      setTarget(next);
      window.location.replace(next);
    }
    setOffline(!navigator.onLine);
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
  return offline ? (
    <p role="status" className="mt-2" data-testid="offline-not-saved">
      You are offline, and this page was not saved on this device. Back online, open it once, or use “Save every ruling for offline” at the foot of any page.
    </p>
  ) : null;
}
