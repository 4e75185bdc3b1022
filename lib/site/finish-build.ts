import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compressOut } from "./compress";
import { externalizeInlineScripts } from "./inline-scripts";
import { writeHeadersFile } from "./security-headers";
import { buildServiceWorker } from "./service-worker";

/** The address the site is built for when SITE_URL is not set. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The files of the export that name the site's own address (from SITE_URL), which a deploy must get right. */
const ADDRESSED = ["feed.xml", "opensearch.xml"];

/** A warning when the export names localhost as the site's address (SITE_URL was not set for the build), else null. */
export function checkSiteUrl(out: string, siteUrl = process.env.SITE_URL): string | null {
  if (siteUrl) return null;
  const named = ADDRESSED.filter((f) => existsSync(join(out, f)) && readFileSync(join(out, f), "utf8").includes(DEFAULT_SITE_URL));
  if (!named.length) return null;
  return `warning: SITE_URL is not set, so ${named.map((f) => `out/${f}`).join(" and ")} give ${DEFAULT_SITE_URL} as the site's address; build a deploy with SITE_URL=https://your.site npm run build`;
}

/**
 * The build's last steps, after `next build` has written the export: inline scripts moved into files (so every page's
 * policy is `script-src 'self'`), the service worker and its lists, out/_headers, then the precompressed copies (last,
 * so that the worker's lists never see them). Each step may run again on its own output and changes nothing.
 */
export async function finishBuild(out: string, log: (line: string) => void = console.log): Promise<void> {
  const moved = externalizeInlineScripts(out);
  log(`inline scripts: moved out of ${moved.pages} pages into ${moved.scripts} files of out/_scripts`);
  const sw = await buildServiceWorker(out);
  log(
    `service worker: build ${sw.version}, ${sw.shell} files precached (the shell, each checked by its SHA-256), ${sw.rest} more (${(sw.restBytes / 1e6).toFixed(1)} MB) saved on request`,
  );
  const headers = writeHeadersFile(out);
  log(`headers: ${headers.rules} rules (security headers and "script-src 'self'" for every file, ${headers.pages} pages without an inline script)`);
  const totals = await compressOut(out);
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  log(`compressed ${totals.files} files: ${mb(totals.raw)}, brotli ${mb(totals.br)}, gzip ${mb(totals.gz)}`);
  const warning = checkSiteUrl(out);
  if (warning) log(warning);
}
