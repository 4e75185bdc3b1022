export { compressOut, type CompressTotals } from "./compress";
export { DEFAULT_SITE_URL, checkSiteUrl, finishBuild } from "./finish-build";
export { createHeadersLookup, parseHeadersFile, toHeadersFile, type HeaderValues, type HeadersRule } from "./headers-file";
export { SCRIPTS_DIR, externalizeInlineScripts, findInlineScripts, toExternalScripts, type ExternalScript } from "./inline-scripts";
export { listOutFiles, toOutFile, toRequestUrl, toUrl } from "./out-files";
export { createRedirectLookup, parseRedirectsFile, type Redirect, type RedirectRule } from "./redirects-file";
export { CONTENT_SECURITY_POLICY, toHeaderRules, writeHeadersFile } from "./security-headers";
export { OFFLINE_FILES, VERSION_FILE, buildServiceWorker, readShell, selectShell, type ServiceWorkerBuild } from "./service-worker";
export { createStaticServer, toPagePath } from "./static-server";
