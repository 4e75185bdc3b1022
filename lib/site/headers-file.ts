// The _headers file (the Netlify convention): a path pattern on its own line, then its headers indented, one
// `Name: value` a line. The build writes it (security-headers.ts); the local server reads it (static-server.ts).

/** One rule of a _headers file: a path pattern and its headers, as [name, value] pairs in file order. */
export interface HeadersRule {
  path: string;
  headers: [string, string][];
}

/** Parses the text of a _headers file into rules, in file order; every malformed line is named in one error. */
export function parseHeadersFile(text: string, file = "_headers"): HeadersRule[] {
  const rules: HeadersRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (!line.trim() || line.trimStart().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith("/")) problems.push(`${where}: path "${line.trim()}" must start with "/" (absolute URLs are not supported)`);
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const header = /^\s+([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*?)\s*$/.exec(line);
    const rule = rules.at(-1);
    if (!rule) problems.push(`${where}: header before any path (start a rule with a path line such as /*)`);
    else if (!header) problems.push(`${where}: expected an indented "Name: value" line, found "${line.trim()}"`);
    else if (/[^\t\x20-\x7e\x80-\xff]/.test(header[2]!)) problems.push(`${where}: the value of ${header[1]} has a control character`);
    else rule.headers.push([header[1]!, header[2]!]);
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return rules;
}

/** The text of a _headers file for rules, with `comment` lines at the top. */
export function toHeadersFile(rules: HeadersRule[], comment: string): string {
  const head = comment
    .split("\n")
    .map((line) => `# ${line}\n`)
    .join("");
  return head + rules.map((rule) => `\n${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join("")}`).join("");
}

/** What a response gets: header names as the rules spell them, and their values. */
export type HeaderValues = Record<string, string>;

/**
 * A lookup from a URL path to the headers its response gets: every rule whose pattern matches ("*" matches anything,
 * slashes included), in file order, a later rule's header replacing an earlier one's as Netlify does; a header given
 * twice in one rule is sent once with the values joined by ", ".
 */
export function createHeadersLookup(rules: HeadersRule[]): (path: string) => HeaderValues {
  type Compiled = { order: number; headers: Map<string, [string, string]> };
  const exact = new Map<string, Compiled[]>();
  const patterns: (Compiled & { test: RegExp })[] = [];
  rules.forEach((rule, order) => {
    const entry = { order, headers: toHeaderMap(rule.headers) };
    if (!rule.path.includes("*")) exact.set(rule.path, [...(exact.get(rule.path) ?? []), entry]);
    else patterns.push({ ...entry, test: new RegExp(`^${rule.path.split("*").map(escapeRegExp).join(".*")}$`) });
  });
  return (path) => {
    const matched = [...(exact.get(path) ?? []), ...patterns.filter((p) => p.test.test(path))].sort((a, b) => a.order - b.order);
    const headers = new Map<string, [string, string]>();
    for (const rule of matched) for (const [key, header] of rule.headers) headers.set(key, header);
    return Object.fromEntries(headers.values());
  };
}

/** A rule's headers keyed by lower-case name, repeated names joined. */
function toHeaderMap(pairs: [string, string][]): Map<string, [string, string]> {
  const map = new Map<string, [string, string]>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const seen = map.get(key);
    map.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value]);
  }
  return map;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
