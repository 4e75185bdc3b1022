import { diffWordsWithSpace, type ChangeObject } from "diff";

/** A run of words in a comparison: the same in both versions, only in the newer, or only in the older. */
export interface DiffPart {
  value: string;
  type: "same" | "added" | "removed";
  /** Part of a change that does not alter the ruling (spacing, quotes, case, punctuation, "gametext"/"game text"). */
  editorial?: boolean;
  /** The index in `changes` of the change this part belongs to (a page steps from one change to the next by it). */
  change?: number;
}

/** One place where two versions differ, with a few words of context on each side. */
export interface DiffChange {
  removed: string;
  added: string;
  editorial: boolean;
  before: string;
  after: string;
}

/** A word-level comparison of two versions of a ruling. */
export interface VersionDiff {
  parts: DiffPart[];
  changes: DiffChange[];
  wordsAdded: number;
  wordsRemoved: number;
  /** Whether any change alters the ruling rather than its spelling or typography. */
  substantive: boolean;
}

const CONTEXT_WORDS = 6;

/** Text as compared: quote styles and Markdown escapes are not differences; paragraphs stay apart for display. */
export function toComparableText(text: string): string {
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!"'])/g, "$1")
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether replacing `removed` by `added` changes only spelling, case, spacing or punctuation. */
export function isEditorialChange(removed: string, added: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");
  return squash(removed) === squash(added);
}

const isChange = (p: ChangeObject<string>) => p.added || p.removed;
const isSpacing = (p: ChangeObject<string>) => !/\S/.test(p.value);

// jsdiff's parts, as the comparison shows them. A run of changes, with the spacing that stands between them, becomes one
// removal and one insertion ("dilemma is overcome" for "the end of step", not word by word). A run that is only spacing
// is no difference (a line wrap against a space): it becomes the same text, spaced as in the newer version. (diffWords
// would drop such spacing itself, but also the spacing a change replaces: "a b" against "a,b" read "ab" on the older side.)
function toParts(raw: ChangeObject<string>[]): DiffPart[] {
  const parts: DiffPart[] = [];
  const push = (value: string, type: DiffPart["type"]) => {
    const last = parts[parts.length - 1];
    if (last && last.type === "same" && type === "same") last.value += value;
    else if (value) parts.push({ value, type });
  };
  for (let i = 0; i < raw.length;) {
    if (!isChange(raw[i]!)) {
      push(raw[i++]!.value, "same");
      continue;
    }
    let end = i + 1;
    for (let j = end; j < raw.length && (isChange(raw[j]!) || isSpacing(raw[j]!)); j++) if (isChange(raw[j]!)) end = j + 1;
    const run = raw.slice(i, end);
    const older = run
      .filter((p) => !p.added)
      .map((p) => p.value)
      .join("");
    const newer = run
      .filter((p) => !p.removed)
      .map((p) => p.value)
      .join("");
    if (run.every(isSpacing)) push(newer, "same");
    else {
      push(older, "removed");
      push(newer, "added");
    }
    i = end;
  }
  return parts;
}

/** Compares two versions word by word (jsdiff), grouping adjacent removals and insertions into changes. */
export function toVersionDiff(fromText: string, toText: string): VersionDiff {
  const parts = toParts(diffWordsWithSpace(toComparableText(fromText), toComparableText(toText)));
  const changes: DiffChange[] = [];
  let i = 0;
  while (i < parts.length) {
    if (parts[i]!.type === "same") {
      i++;
      continue;
    }
    const start = i;
    let removed = "";
    let added = "";
    while (i < parts.length) {
      const p = parts[i]!;
      if (p.type === "same") {
        // Punctuation alone between two changes ("step 4" "." "a.") does not split them.
        if (!isBridge(p.value) || !parts[i + 1] || parts[i + 1]!.type === "same") break;
        added += p.value;
        removed += p.value;
      } else if (p.type === "added") added += p.value;
      else removed += p.value;
      i++;
    }
    const editorial = isEditorialChange(removed, added);
    for (let k = start; k < i; k++) {
      parts[k]!.change = changes.length;
      if (editorial && parts[k]!.type !== "same") parts[k]!.editorial = true;
    }
    const onlyBridge = (t: string) => (isBridge(t) ? "" : t.trim());
    changes.push({
      removed: onlyBridge(removed),
      added: onlyBridge(added),
      editorial,
      before: lastWords(parts.slice(0, start)),
      after: firstWords(parts.slice(i)),
    });
  }
  const count = (type: DiffPart["type"]) => parts.filter((p) => p.type === type && !p.editorial).reduce((n, p) => n + (p.value.match(/\S+/g)?.length ?? 0), 0);
  return { parts, changes, wordsAdded: count("added"), wordsRemoved: count("removed"), substantive: changes.some((c) => !c.editorial) };
}

function isBridge(value: string): boolean {
  return !/[\p{L}\p{N}]/u.test(value) && !value.includes("\n");
}

function lastWords(parts: DiffPart[]): string {
  const last = parts[parts.length - 1];
  const text = last?.type === "same" ? last.value : "";
  return text.split(/\s+/).filter(Boolean).slice(-CONTEXT_WORDS).join(" ");
}

function firstWords(parts: DiffPart[]): string {
  const first = parts[0];
  const text = first?.type === "same" ? first.value : "";
  return text.split(/\s+/).filter(Boolean).slice(0, CONTEXT_WORDS).join(" ");
}
