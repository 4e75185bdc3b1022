import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DocumentRecord, Entry, Topic } from "../model/types";

const DATA = join(process.cwd(), "content", "data");

function readJson<T>(rel: string): T {
  return JSON.parse(readFileSync(join(DATA, rel), "utf8")) as T;
}

let documents: DocumentRecord[] | null = null;

/** Every document, oldest first. */
export function listDocuments(): DocumentRecord[] {
  documents ??= readJson<DocumentRecord[]>("documents.json");
  return documents;
}

/** The entries of one document in reading order. */
export function listEntries(documentId: string): Entry[] {
  return readJson<Entry[]>(`entries/${documentId}.json`).sort((a, b) => a.order - b.order);
}

/** Every topic of the corpus. */
export function listTopics(): Topic[] {
  return readJson<Topic[]>("topics.json");
}
