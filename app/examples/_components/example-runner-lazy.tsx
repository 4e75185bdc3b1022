"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { loadExample } from "@/lib/engine/browser";
import type { ExampleRunner as Runner } from "./example-runner";

// The runner (the rules engine, zod and the forms: about 45 KB gzipped, and the example's own chunk) is its own chunk, fetched when the page
// hydrates rather than before it: the page is whole and readable from its HTML (the server renders the runner), and
// the form says it is not ready until the runner has taken it over (see ExampleRunner's `ready`).
const ExampleRunner = lazy(() => import("./example-runner").then((m) => ({ default: m.ExampleRunner })));

/** A worked example's runner, server-rendered, its code loaded after the page's first load. */
export function LazyExampleRunner(props: ComponentProps<typeof Runner>) {
  // The example's own chunk is fetched beside the runner's, not after it.
  void loadExample(props.exampleId);
  return (
    <Suspense fallback={<p className="text-sm">Loading the example…</p>}>
      <ExampleRunner {...props} />
    </Suspense>
  );
}
