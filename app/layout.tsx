import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getDataVersion } from "@/lib/content";
import { CopyLinks } from "./_components/copy-links";
import { HydrationMark } from "./_components/hydration-mark";
import { OfflineSupport } from "./_components/offline-support";
import { RefPreviews } from "./_components/ref-previews";
import { SearchShortcut } from "./_components/search-shortcut";
import { SiteHeader } from "./_components/site-header";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Star Trek CCG Rulings Reference", template: "%s · Star Trek CCG Rulings" },
  description: "Official Star Trek Customizable Card Game rulings, First and Second Edition, searchable and versioned by date.",
};

/** The page frame shared by every route. */
export default function RootLayout({ children }: { children: ReactNode }) {
  // CopyLinks marks <html data-can-share> before React hydrates: an attribute React did not render, and expects.
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <link rel="search" type="application/opensearchdescription+xml" title="STCCG Rulings" href="/opensearch.xml" />
        <link rel="alternate" type="application/atom+xml" title="New rulings documents" href="/feed.xml" />
      </head>
      <body className="bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100 antialiased">
        {/* First in the body: nothing is painted before the keys work (after the header, a slow phone painted it first). */}
        <SearchShortcut />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <CopyLinks />
        <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-6 focus:outline-none">
          {children}
        </main>
        <footer className="mx-auto max-w-4xl border-t border-slate-200 px-4 py-4 dark:border-slate-800 print:hidden">
          <OfflineSupport dataVersion={getDataVersion()} />
        </footer>
        <RefPreviews />
        <HydrationMark />
      </body>
    </html>
  );
}
