/** The topic of a FAQ question: the upper-case words it opens with, which become the entry's title. */

const TOPIC_SEPARATOR = /\s*(?:--|—|–)\s*|\s+-\s+/g;
const TOPIC_CONNECTORS = new Set(["and", "And", "the", "vs", "vs.", "in", "on", "of", "etc.", "etc.)"]);

/**
 * Splits a question into its upper-case topic (the entry title) and the question proper. The topic
 * ends at a separator dash ("--", "—", "–", " - "); two upper-case segments make a two-level topic
 * ("ROGUE BORG -- GENERAL DISCUSSION"). Without a dash, the topic is the leading run of upper-case words.
 */
export function splitTopic(text: string, declared?: string): { title: string; rest: string } {
  if (declared !== undefined) {
    if (!text.startsWith(declared)) return { title: declared, rest: text };
    return { title: declared, rest: text.slice(declared.length).trim() };
  }
  let end = -1;
  let restStart = 0;
  let from = 0;
  for (const m of text.matchAll(TOPIC_SEPARATOR)) {
    if (!isTopicLike(text.slice(from, m.index))) break;
    end = m.index;
    restStart = m.index + m[0].length;
    from = restStart;
  }
  if (end > 0) return { title: text.slice(0, end), rest: text.slice(restStart) };
  const words = text.split(" ");
  let n = 0;
  const inTopic = (i: number) => isTopicLike(words[i]!) || (TOPIC_CONNECTORS.has(words[i]!) && isTopicLike(words[i + 1] ?? ""));
  while (n < words.length && inTopic(n)) n++;
  return { title: words.slice(0, n).join(" "), rest: words.slice(n).join(" ") };
}

function isTopicLike(segment: string): boolean {
  const words = segment.split(/\s+/).filter((w) => w && !TOPIC_CONNECTORS.has(w));
  const letters = words.join(" ");
  return /[A-Z]/.test(letters) && !/[a-z]/.test(letters);
}
