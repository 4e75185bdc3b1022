/** A path into a JSON document: member names and array indexes, e.g. ["hints", "lastEntry"] or ["join", 6, "after"]. */
export type JsonPath = readonly (string | number)[];

/** A 1-based line and column of a text file. */
export interface Place {
  line: number;
  column: number;
}

/** Where each value of a JSON text starts, and the member name before it, by path (JSON.stringify of the path). */
type Starts = Map<string, { name?: number; value: number }>;

/**
 * The place of a field in a JSON text: its value where the field exists, else the member name of the nearest field
 * above it that does (so a missing "hints.lastEntry" points at "hints"). The text must be valid JSON.
 */
export function toFieldPlace(text: string, path: JsonPath): Place & { exact: boolean } {
  return createFieldLocator(text)(path);
}

/** toFieldPlace for many fields of one text, which is read once, when the first field is asked for. */
export function createFieldLocator(text: string): (path: JsonPath) => Place & { exact: boolean } {
  let starts: Starts | null = null;
  return (path) => {
    starts ??= scanJson(text);
    for (let n = path.length; n >= 0; n--) {
      const at = starts.get(JSON.stringify(path.slice(0, n)));
      if (!at) continue;
      const exact = n === path.length;
      return { ...toPlace(text, exact ? at.value : (at.name ?? at.value)), exact };
    }
    return { line: 1, column: 1, exact: false };
  };
}

/** The 1-based line and column of an offset of a text (the column counts UTF-16 code units, as editors mostly do). */
export function toPlace(text: string, offset: number): Place {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/** A dotted path for messages: hints.lastEntry, join[6].after. */
export function toPathText(path: JsonPath): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}

function scanJson(text: string): Starts {
  const starts: Starts = new Map();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const readString = (): string => {
    const from = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(from, i)) as string;
  };
  const readValue = (path: (string | number)[], name?: number): void => {
    skipSpace();
    starts.set(JSON.stringify(path), { ...(name !== undefined ? { name } : {}), value: i });
    const c = text[i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      i++;
      skipSpace();
      for (let n = 0; i < text.length && text[i] !== close; n++) {
        skipSpace();
        if (c === "{") {
          const at = i;
          const key = readString();
          skipSpace();
          i++; // the colon
          readValue([...path, key], at);
        } else readValue([...path, n]);
        skipSpace();
        if (text[i] === ",") i++;
        skipSpace();
      }
      i++;
    } else if (c === '"') readString();
    else while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  };
  readValue([]);
  return starts;
}
