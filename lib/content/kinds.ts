/** How pages name each kind of entry (one place for the index filter, the search filter and the entry badge). */
export const KIND_LABELS = {
  general: "General ruling",
  card: "Card ruling",
  faq: "FAQ",
  amendment: "Amendment",
  redirect: "Cross-reference",
  section: "Introduction",
} as const;

/** The kind filter's options: value and label, "" for all kinds. */
export const KIND_OPTIONS: readonly (readonly [string, string])[] = [
  ["", "All kinds"],
  ["general", "General rulings"],
  ["card", "Card rulings"],
  ["faq", "FAQ"],
  ["amendment", "Amendments"],
  ["redirect", "Cross-references"],
  ["section", "Introductions"],
];
