// The _headers file (the Netlify convention): a path pattern on its own line, then its headers indented, one
// `Name: value` a line. The build writes it (build-headers.mjs); the local server reads it (static-server.mjs).

/** Parses the text of a _headers file into rules (path pattern and [name, value] pairs), in file order. */
export function parseHeadersFile(text, file = "_headers") {
  const rules = [];
  const problems = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (!line.trim() || line.trimStart().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith("/")) problems.push(`${where}: path "${line.trim()}" must start with "/" (absolute URLs are not supported)`);
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const header = /^\s+([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*?)\s*$/.exec(line);
    if (!rules.length) problems.push(`${where}: header before any path (start a rule with a path line such as /*)`);
    else if (!header) problems.push(`${where}: expected an indented "Name: value" line, found "${line.trim()}"`);
    else if (/[^\t\x20-\x7e\x80-\xff]/.test(header[2])) problems.push(`${where}: the value of ${header[1]} has a control character`);
    else rules[rules.length - 1].headers.push([header[1], header[2]]);
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return rules;
}

/** The text of a _headers file for rules, with `comment` lines at the top. */
export function toHeadersFile(rules, comment) {
  const head = comment
    .split("\n")
    .map((line) => `# ${line}\n`)
    .join("");
  return head + rules.map((rule) => `\n${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}\n`).join("")}`).join("");
}

/**
 * A lookup from a URL path to the headers its response gets: every rule whose pattern matches ("*" matches anything,
 * slashes included), in file order, a later rule's header replacing an earlier one's as Netlify does; a header given
 * twice in one rule is sent once with the values joined by ", ".
 */
export function createHeadersLookup(rules) {
  const exact = new Map();
  const patterns = [];
  rules.forEach((rule, order) => {
    const entry = { order, headers: toHeaderMap(rule.headers) };
    if (!rule.path.includes("*")) exact.set(rule.path, [...(exact.get(rule.path) ?? []), entry]);
    else patterns.push({ ...entry, test: new RegExp(`^${rule.path.split("*").map(escapeRegExp).join(".*")}$`) });
  });
  return (path) => {
    const matched = [...(exact.get(path) ?? []), ...patterns.filter((p) => p.test.test(path))].sort((a, b) => a.order - b.order);
    const headers = new Map();
    for (const { headers: ruleHeaders } of matched) for (const [key, header] of ruleHeaders) headers.set(key, header);
    return Object.fromEntries(headers.values());
  };
}

/** A rule's headers keyed by lower-case name, repeated names joined. */
function toHeaderMap(pairs) {
  const map = new Map();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const seen = map.get(key);
    map.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value]);
  }
  return map;
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
