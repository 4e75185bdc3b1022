import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ContractError, SCHEMA_VERSION, checkContract, rulingsDataSchema, type RulingsData } from "../model";

/** Where the ingest writes the corpus (committed): the folder every reader reads unless told another. */
export const CORPUS_DIR = join(process.cwd(), "content", "data");

/** The corpus files of content/data/ that hold the contract's lists, by field of the export. */
const LIST_FILES = {
  topics: "topics.json",
  repairs: "repairs.json",
  relations: "relations.json",
  moved: "moved.json",
  vocabulary: "vocabulary.json",
  questions: "questions.json",
  cards: "cards.json",
  notCards: "not-cards.json",
} as const;

const cache = new Map<string, RulingsData>();

/**
 * The corpus, read from a content/data folder (default: this checkout's) and checked against the data contract
 * (`rulingsDataSchema`): the same data as public/data/rulings.json, whose contract it is, without an ingest having run.
 * Entries come in the order of documents.json, as in the export. Read once per folder. A file that is missing, is not
 * JSON or breaks the contract throws a `ContractError` naming the file (and the field's path).
 */
export function readCorpusData(dir: string = CORPUS_DIR): RulingsData {
  const cached = cache.get(dir);
  if (cached) return cached;
  const documents = readJson(dir, "documents.json") as { id: string }[];
  const entries = Array.isArray(documents) ? documents.flatMap((d) => readJson(dir, `entries/${d.id}.json`) as unknown[]) : [];
  const data: Record<string, unknown> = { schemaVersion: SCHEMA_VERSION, documents, entries };
  for (const [field, file] of Object.entries(LIST_FILES)) data[field] = readJson(dir, file);
  const checked = checkContract(rulingsDataSchema, data, join(dir, "*.json"));
  cache.set(dir, checked);
  return checked;
}

/**
 * The export as published (public/data/rulings.json, or another file the ingest wrote), checked against the contract.
 * For what reads the built site's data; everything else reads `readCorpusData`.
 */
export function readExport(file: string): RulingsData {
  return checkContract(rulingsDataSchema, readJsonFile(file), file);
}

function readJson(dir: string, name: string): unknown {
  return readJsonFile(join(dir, name));
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ContractError(file, [`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): run \`npm run ingest\``]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContractError(file, [`is not JSON: ${(error as Error).message}`]);
  }
}
