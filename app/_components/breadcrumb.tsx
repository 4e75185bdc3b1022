import { Link } from "@/app/_components/link";
import { Fragment } from "react";

/** Where a page sits: linked ancestors, then the page itself. */
export function Breadcrumb({ items }: { items: { href?: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300 print:hidden">
      {items.map((item, i) => (
        <Fragment key={`${i}-${item.label}`}>
          {i > 0 && " › "}
          {item.href ? (
            <Link href={item.href} className="underline">
              {item.label}
            </Link>
          ) : (
            item.label
          )}
        </Fragment>
      ))}
    </nav>
  );
}
