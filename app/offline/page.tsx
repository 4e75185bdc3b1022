import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { OfflineNotice } from "./offline-notice";

export const metadata: Metadata = { title: "Offline", robots: { index: false } };

/**
 * The page the service worker shows, at the address asked for, when it can neither fetch that page nor find it saved
 * on this device: the reader is offline, the page is not lost. Precached with the shell.
 */
export default function OfflinePage() {
  return (
    <>
      <h1 className="text-2xl font-bold">You are offline</h1>
      <p className="mt-2" role="status" data-testid="offline-not-saved">
        You are offline, and this page is not saved on this device. It comes back by itself when the network does.
      </p>
      <OfflineNotice />
      <p className="mt-4">
        Always here offline:{" "}
        <Link className="underline" href="/">
          the home page
        </Link>{" "}
        ·{" "}
        <Link className="underline" href="/1e">
          1E topics A–Z
        </Link>{" "}
        ·{" "}
        <Link className="underline" href="/2e">
          2E topics A–Z
        </Link>{" "}
        ·{" "}
        <Link className="underline" href="/search">
          search
        </Link>{" "}
        (its files as far as they were saved). To have every ruling offline, use{" "}
        <a className="underline" href="#save-offline">
          “Save every ruling for offline”
        </a>{" "}
        at the foot of any page while online.
      </p>
    </>
  );
}
