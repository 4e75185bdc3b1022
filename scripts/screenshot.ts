// Screenshots a page of the running site: npx tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT] [FULLPAGE=0|1]
// (after the network is idle, so client-rendered parts such as search results are drawn)
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const [, , url, out, w = "1200", h = "900", full = "0"] = process.argv;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto(url!, { waitUntil: "networkidle" });
await page.screenshot({ path: out!, fullPage: full === "1" });
await browser.close();
