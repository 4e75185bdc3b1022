import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import type { EditorialInput } from "../lib/ingest";
import { join, relative } from "node:path";

/** Every file below a folder by its relative path ("corrections/x.json"), in a stable order: ingest's input. */
export function readTree(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(relative(dir, p).split("\\").join("/"), readFileSync(p));
    }
  };
  walk(dir);
  return files;
}

/** The editors' files that exist in the editorial folder (each is optional). */
export function readEditorial(dir: string): EditorialInput {
  const read = (name: string) => {
    const file = join(dir, name);
    return existsSync(file) ? { file, text: readFileSync(file, "utf8") } : undefined;
  };
  const aliases = read("aliases.json");
  const relations = read("relations.json");
  const moved = read("moved-topics.json");
  const vocabulary = read("vocabulary.json");
  const questions = read("questions.json");
  const secondPass = read("second-pass.json");
  const cards = read("cards.json");
  return {
    ...(aliases ? { aliases } : {}),
    ...(relations ? { relations } : {}),
    ...(moved ? { moved } : {}),
    ...(vocabulary ? { vocabulary } : {}),
    ...(questions ? { questions } : {}),
    ...(secondPass ? { secondPass } : {}),
    ...(cards ? { cards } : {}),
  };
}
