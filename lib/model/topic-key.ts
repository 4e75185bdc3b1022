/**
 * Normalises a title into the key that identifies a topic within an edition: case, dashes, quotes,
 * Markdown escapes and a trailing ", The" do not make a different subject.
 */
export function toTopicKey(title: string): string {
  let s = title
    .normalize("NFKC")
    .replace(/\\([\\`*_{}[\]()#+\-.!"'])/g, "$1")
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”"]/g, "")
    .replace(/\*\*|__/g, "")
    .toLowerCase()
    .replace(/\s*(?:--|[–—−-])\s*(?=\S)/g, (m) => (/\s/.test(m) || m.trim() !== "-" ? " - " : "-"))
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.:;,]+$/, "")
    .trim();
  const inverted = /^(.*), (the|a|an)$/.exec(s);
  if (inverted) s = `${inverted[2]} ${inverted[1]}`;
  return s;
}

/** A URL-safe slug for a title: lower-case ASCII words joined by dashes. */
export function toSlug(title: string): string {
  const s = toTopicKey(title)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/'/g, "")
    .replace(/&/g, " and ")
    .replace(/</g, " lt ")
    .replace(/>/g, " gt ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return s || "untitled";
}

/**
 * Hands out unique names: the base itself the first time, then base-2, base-3 … (the next number is remembered, so
 * thousands of repeats of one base stay linear). Topic slugs, entry ids and permalink keys of one day share it.
 */
export function createNameAllocator(): (base: string) => string {
  const used = new Set<string>();
  const next = new Map<string, number>();
  return (base) => {
    let name = base;
    if (used.has(name)) {
      let n = next.get(base) ?? 2;
      while (used.has(`${base}-${n}`)) n++;
      name = `${base}-${n}`;
      next.set(base, n + 1);
    }
    used.add(name);
    return name;
  };
}
