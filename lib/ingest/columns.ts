/** The 1-based column where `token` first stands in a line's text (at or after `from`), or 1 when it does not. */
export function toColumn(text: string, token: string, from = 0): number {
  const i = token ? text.indexOf(token, from) : -1;
  return i < 0 ? 1 : i + 1;
}

/** The 1-based column of a line's first character that is not a space or tab (1 for a blank line). */
export function toTextColumn(text: string): number {
  const i = text.search(/\S/);
  return i < 0 ? 1 : i + 1;
}

/** The 1-based column of a line's last character that is not a space or tab (1 for a blank line). */
export function toEndColumn(text: string): number {
  return Math.max(1, text.trimEnd().length);
}

/** A text cut to `max` characters for a message, quoted as JSON (so a line break shows as \n). */
export function toQuoted(text: string, max = 60): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

/** The place of a line's text: its number and the column of its first character that is not a space (1:1 without a line). */
export function toTextPlace(line: { n: number; original: string } | undefined): { line: number; column: number } {
  return line ? { line: line.n, column: toTextColumn(line.original) } : { line: 1, column: 1 };
}
