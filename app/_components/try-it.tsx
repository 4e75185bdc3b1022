import type { CitedText, StaleNotice } from "@/lib/content";
import { listSuggestions } from "@/app/examples/_lib/suggestions";
import { TryItPanel } from "./try-it-panel";

/** A "Try it" panel on a topic page: the worked example, with the type-ahead lists its form names. */
export function TryIt(props: { exampleId: string; title: string; cited: CitedText[]; stale?: StaleNotice[] }) {
  return <TryItPanel {...props} suggestions={listSuggestions(props.exampleId)} />;
}
