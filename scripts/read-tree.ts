import { readFileSync, readdirSync, statSync } from "node:fs";
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
