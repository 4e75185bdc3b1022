import { toRedirectsFile } from "@/lib/content";

export const dynamic = "force-static";

/** out/_redirects: old addresses answered with a 301 by the local server and by static hosts that read the file. */
export function GET() {
  return new Response(toRedirectsFile(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
