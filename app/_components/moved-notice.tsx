import { Link } from "@/app/_components/link";
import type { Metadata } from "next";

/** Metadata of a page that only sends the reader on: not indexed, canonical at the new address. */
export function toMovedMetadata(title: string, href: string): Metadata {
  return { title: `${title} (moved)`, robots: { index: false }, alternates: { canonical: href } };
}

/**
 * The page an old URL leaves behind when its topic was merged into another or renamed: a static redirect (meta refresh,
 * works on any static host and offline) with a link for readers whose browser does not follow it.
 */
export function MovedNotice({ href, title, reason }: { href: string; title: string; reason: string }) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <h1 className="mt-4 text-2xl font-bold">This page has moved</h1>
      <p className="mt-2" data-testid="moved-notice">
        It is now part of{" "}
        <Link className="font-semibold underline" href={href}>
          {title}
        </Link>
        . {reason}
      </p>
    </>
  );
}
