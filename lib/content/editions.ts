import type { Edition } from "../model";

/** The editions and how URLs and pages name them. */
export const EDITIONS: readonly { edition: Edition; slug: "1e" | "2e"; name: string }[] = [
  { edition: "1E", slug: "1e", name: "First Edition" },
  { edition: "2E", slug: "2e", name: "Second Edition" },
];

/** The edition a URL segment names, or null. */
export function getEditionBySlug(slug: string): (typeof EDITIONS)[number] | null {
  return EDITIONS.find((e) => e.slug === slug) ?? null;
}
