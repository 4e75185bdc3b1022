import Link from "next/link";
import { SearchBox } from "./search-box";

/** The bar on top of every page: home, the two editions, the documents and search. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 dark:border-slate-800 print:hidden">
      <nav aria-label="Main" className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="font-semibold tracking-tight">
          STCCG Rulings
        </Link>
        <Link href="/1e" className="hover:underline">
          1E
        </Link>
        <Link href="/2e" className="hover:underline">
          2E
        </Link>
        <Link href="/documents" className="hover:underline">
          Documents
        </Link>
        <Link href="/as-of" className="hover:underline">
          As of
        </Link>
        <Link href="/examples" className="hover:underline">
          Examples
        </Link>
        <SearchBox />
      </nav>
    </header>
  );
}
