import type { ChangeItem } from "../_lib/changes-file";

/** Rulings in a list of changes: each linked to its permalink, with its document and date, what happened to it and, when two statements of one topic are involved, a link to compare them. */
export function ChangeList({ items }: { items: ChangeItem[] }) {
  return (
    <ul className="changes-list">
      {items.map((item) => (
        <li key={`${item.id} ${item.note?.[1]?.href ?? ""}`} data-testid="change-item" data-entry={item.id}>
          <a className="underline" href={item.href}>
            {item.title}
          </a>
          <span className="text-sm text-slate-600 dark:text-slate-300">{item.source}</span>
          {item.note && (
            <span className="text-sm" data-testid="change-note">
              {item.note[0]}
              {item.note[1] && (
                <a className="underline" href={item.note[1].href}>
                  {item.note[1].label}
                </a>
              )}
              {item.note[2]}.
            </span>
          )}
          {item.compareHref && (
            <a className="text-sm underline" href={item.compareHref} data-testid="change-compare">
              Compare
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
