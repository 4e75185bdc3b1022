// Test-only support (reads public/data/rulings.json): never imported by engine code.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { ExampleInputError, type Citation } from "./types";

interface StoredEntry {
  id: string;
  topicId: string;
  date: string;
  text: string;
}

let entries: Map<string, StoredEntry> | null = null;

function storedEntry(entryId: string): StoredEntry | undefined {
  if (!entries) {
    const data = JSON.parse(readFileSync("public/data/rulings.json", "utf8")) as { entries: StoredEntry[] };
    entries = new Map(data.entries.map((e) => [e.id, e]));
  }
  return entries.get(entryId);
}

/** Asserts each citation names a stored entry (same topic and date) whose plain text contains its sentence verbatim. */
export function expectCitedSentencesInEntries(cites: Citation[]): void {
  expect(cites.length).toBeGreaterThan(0);
  for (const cite of cites) {
    const entry = storedEntry(cite.entryId);
    expect(entry, cite.entryId).toBeDefined();
    expect(entry!.topicId).toBe(cite.topicId);
    expect(entry!.date).toBe(cite.date);
    expect(entry!.text).toContain(cite.sentence);
  }
}

/** Asserts that parse(raw) throws an ExampleInputError naming `field`. */
export function expectInputError(parse: (raw: unknown) => unknown, raw: unknown, field: string): void {
  let error: unknown;
  try {
    parse(raw);
  } catch (e) {
    error = e;
  }
  expect(error, `accepted ${JSON.stringify(raw)}`).toBeInstanceOf(ExampleInputError);
  expect((error as ExampleInputError).field).toBe(field);
}
