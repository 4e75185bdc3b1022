// Screenshots a page of the running site: node scripts/screenshot.mjs URL OUT.png [WIDTH] [HEIGHT] [FULLPAGE=0|1]
import { chromium } from "@playwright/test";
const [,, url, out, w = "1200", h = "900", full = "0"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url);
await p.screenshot({ path: out, fullPage: full === "1" });
await b.close();
