import Link from "next/link";
import { SearchBox } from "./search-box";

const LINKS = [
  ["/1e", "1E"],
  ["/2e", "2E"],
  ["/documents", "Documents"],
  ["/as-of", "As of"],
  ["/examples", "Examples"],
] as const;

/** The bar on top of every page: home, the editions, documents, as-of view, examples and search. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 dark:border-slate-800 print:hidden">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <nav aria-label="Main" className="flex min-w-0 items-center gap-x-3 overflow-x-auto text-sm whitespace-nowrap sm:gap-x-4 sm:text-base">
          <Link href="/" className="font-semibold tracking-tight">
            STCCG Rulings
          </Link>
          {LINKS.map(([href, label]) => (
            <Link key={href} href={href} className="hover:underline">
              {label}
            </Link>
          ))}
        </nav>
        <SearchBox />
      </div>
    </header>
  );
}
