// Matching what a reader types or asks for against topic names, in the browser: the A–Z filter and the 404 page's
// closest topic. Pure, no I/O, so client components can import it without pulling in the corpus readers.
import { toEditDistance } from "../text";

/** A topic as the browser matches it: its id ("1e/cloaking-device"), title and other titles it is filed under. */
export interface TopicName {
  id: string;
  title: string;
  aliases?: string[];
}

/** Lower case, accents and punctuation gone, words separated by one space: "Q's Planet" → "q s planet". */
export function toMatchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Whether every word typed starts a word of the topic's title or of one of its aliases ("cloak dev" finds "cloaking device"). */
export function isTopicMatch(query: string, topic: TopicName): boolean {
  const words = toMatchKey(query).split(" ").filter(Boolean);
  if (!words.length) return true;
  return [topic.title, ...(topic.aliases ?? [])].some((name) => {
    const have = toMatchKey(name).split(" ");
    return words.every((w) => have.some((h) => h.startsWith(w)));
  });
}

/**
 * The topic whose name is closest to an address asked for: its last path segment against every topic's slug, title and
 * aliases, by edit distance, within the edition the path names (/1e/…, /2e/…) when it names one. Null when nothing is
 * close enough to be worth offering (more than a third of the segment would have to change).
 */
export function getClosestTopic(path: string, topics: TopicName[]): TopicName | null {
  const edition = toSegments(path).find((s) => /^(1e|2e)$/i.test(s))?.toLowerCase();
  const wanted = toMatchKey(toAskedName(path));
  if (!wanted) return null;
  let best: { topic: TopicName; distance: number } | null = null;
  for (const topic of topics) {
    if (edition && !topic.id.startsWith(`${edition}/`)) continue;
    const names = [topic.id.split("/").pop()!, topic.title, ...(topic.aliases ?? [])].map(toMatchKey);
    const distance = Math.min(...names.map((n) => toEditDistance(wanted, n)));
    if (!best || distance < best.distance) best = { topic, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 3)) ? best.topic : null;
}

/** The name an address asks for, in words: its last segment that is not an edition or a date ("/1e/cloakng-devise/2000-07-31" → "cloakng devise"). */
export function toAskedName(path: string): string {
  const name = [...toSegments(path)].reverse().find((s) => !/^(1e|2e|\d{4}-\d{2}-\d{2}(-\d+)?)$/i.test(s)) ?? "";
  return name.replace(/[-_+]+/g, " ").trim();
}

function toSegments(path: string): string[] {
  return path.split(/[?#]/)[0]!.split("/").filter(Boolean).map(safeDecode);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
