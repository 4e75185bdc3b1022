"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useOffline } from "./network-state";

/**
 * Next.js's Link, which never prefetches while the reader is offline: a prefetch then only fails (a 503 from the
 * service worker in the console for every link that scrolls by), and a click loads the page whole, from this device
 * or as the offline page. Every link of the site's pages is this one (ESLint keeps it so).
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  const offline = useOffline();
  return <NextLink {...props} prefetch={offline ? false : props.prefetch} />;
}
