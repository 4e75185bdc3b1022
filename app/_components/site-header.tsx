import { Link } from "@/app/_components/link";
import { SearchBox } from "./search-box";

const LINKS = [
  ["/1e", "1E"],
  ["/2e", "2E"],
  ["/documents", "Documents"],
  ["/as-of", "As of"],
  ["/examples", "Examples"],
] as const;

// No prefetching: the header is on every page, and fetching five other pages' code and data while this one paints is
// traffic a phone at a tournament table does not need (Next.js still prefetches a link a pointer rests on). Its links
// are 44 px tall, a thumb's width (the .site-nav rule in globals.css, written once instead of on every link of every page).

/** The bar on top of every page: home, the editions, documents, as-of view, examples and search. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 dark:border-slate-800 print:hidden">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <nav aria-label="Main" className="site-nav">
          <Link href="/" prefetch={false} className="site-home">
            STCCG Rulings
          </Link>
          {LINKS.map(([href, label]) => (
            <Link key={href} href={href} prefetch={false}>
              {label}
            </Link>
          ))}
        </nav>
        <SearchBox />
      </div>
    </header>
  );
}
