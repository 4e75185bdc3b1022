import type { ExampleDefinition, ExplainedResult } from "./types";

type Example = ExampleDefinition<unknown, ExplainedResult>;
const loading = new Map<string, Promise<Example>>();

/**
 * One worked example's definition, its code fetched on its own: index.ts's list holds all 21, which the browser
 * would otherwise download (about 33 KB gzipped) to run one. Each example folder's index.ts is its own chunk (a webpack
 * context of examples/<id>/index.ts); the promise is kept, so that React's `use` sees the same one each render.
 */
export function loadExample(id: string): Promise<Example> {
  let p = loading.get(id);
  if (!p) {
    p = import(`./examples/${id}/index.ts`).then((mod: Record<string, unknown>) => {
      const example = Object.values(mod).find((v): v is Example => typeof v === "object" && v !== null && (v as { id?: unknown }).id === id);
      if (!example) throw new Error(`lib/engine/examples/${id}/index.ts: no example with the id "${id}"`);
      return example;
    });
    loading.set(id, p);
  }
  return p;
}
