/** The system Chromium every browser run uses (tests, benchmarks, screenshots): never a downloaded browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** The flags it is launched with here. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
