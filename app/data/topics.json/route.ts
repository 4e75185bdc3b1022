import { listTopics } from "@/lib/content";

export const dynamic = "force-static";

/** Every topic's id, title and aliases: what the "not found" page matches a mistyped address against, in the browser. */
export function GET() {
  const topics = listTopics().map((t) => ({ id: t.id, title: t.title, ...(t.aliases.length ? { aliases: t.aliases } : {}) }));
  return new Response(JSON.stringify(topics), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
