/**
 * Old address patterns the site still answers, as redirect rules in the `_redirects` convention of static hosts: a
 * `:name` stands for one segment of the path. The build writes them to out/_redirects (a 301 from the server or the
 * host); the "not found" page applies them in the browser where a host has no redirects. Pure.
 */
export const OLD_ADDRESSES: readonly { from: string; to: string }[] = [
  // One static page per topic per date (the as-of view now lives on the topic's page, computed in the browser).
  { from: "/as-of/:edition/:date/:topic", to: "/:edition/:topic?as-of=:date" },
];

/** The address an old one moved to (/as-of/1e/2000-07-31/cloaking-device → /1e/cloaking-device?as-of=2000-07-31), or null. */
export function toNewAddress(path: string): string | null {
  const parts = path.replace(/\/$/, "").split("/");
  for (const rule of OLD_ADDRESSES) {
    const pattern = rule.from.split("/");
    if (pattern.length !== parts.length) continue;
    const values = new Map<string, string>();
    if (!pattern.every((p, i) => (p.startsWith(":") ? parts[i] && values.set(p, parts[i]!) : p === parts[i]))) continue;
    return rule.to.replace(/:[a-z]+/g, (name) => values.get(name) ?? name);
  }
  return null;
}

/** The text of the `_redirects` file: one `from to 301` line per old address pattern. */
export function toRedirectsFile(): string {
  return `# Old addresses and where they moved (the _redirects convention of static hosts; see lib/content/addresses.ts).\n${OLD_ADDRESSES.map((r) => `${r.from} ${r.to} 301\n`).join("")}`;
}

/** URL of the comparison of two versions of a topic. */
export function toCompareHref(topicId: string, from: string, to: string): string {
  const [edition, slug] = topicId.split("/");
  return `/compare/${edition}/${slug}?from=${from}&to=${to}`;
}
