// Matching what a reader types against topic names, in the browser: the A–Z filter. Pure, no I/O, so client
// components can import it without pulling in the corpus readers.

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
