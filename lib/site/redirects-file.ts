// The _redirects file (the convention of static hosts): `FROM TO [STATUS]` a line, `#` comments; in FROM, `:name`
// stands for one segment of the path, `*` for the rest (`:splat` in TO). The build writes it (app/%5Fredirects); the
// local server applies it (static-server.ts).

/** One rule of a _redirects file. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** Where a path moved: the new address and the status to answer with. */
export interface Redirect {
  location: string;
  status: number;
}

/** Parses the text of a _redirects file into rules, in file order; every malformed line is named in one error. */
export function parseRedirectsFile(text: string, file = "_redirects"): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const words = line.replace(/#.*/, "").trim().split(/\s+/).filter(Boolean);
    if (!words.length) return;
    const [from = "", to, status = "301"] = words;
    const where = `${file}:${i + 1}:1`;
    if (!from.startsWith("/") || !to || words.length > 3) problems.push(`${where}: expected "FROM TO [STATUS]" with FROM a path, found "${line.trim()}"`);
    else if (!/^30[1278]$/.test(status)) problems.push(`${where}: status ${status} is not a redirect (301, 302, 307 or 308)`);
    else rules.push({ from, to, status: Number(status) });
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return rules;
}

/** A lookup from a URL path to its redirect (the first rule that matches), or null. */
export function createRedirectLookup(rules: RedirectRule[]): (path: string) => Redirect | null {
  const compiled = rules.map((rule) => {
    const names: string[] = [];
    const source = rule.from
      .split("/")
      .map((part) => {
        if (part === "*") return (names.push(":splat"), "(.*)");
        if (part.startsWith(":")) return (names.push(part), "([^/]+)");
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    return { ...rule, names, test: new RegExp(`^${source}/?$`) };
  });
  return (path) => {
    for (const rule of compiled) {
      const m = rule.test.exec(path);
      if (!m) continue;
      const values = new Map(rule.names.map((name, i) => [name, m[i + 1] ?? ""]));
      return { location: rule.to.replace(/:[a-z]+/g, (name) => values.get(name) ?? name), status: rule.status };
    }
    return null;
  };
}
