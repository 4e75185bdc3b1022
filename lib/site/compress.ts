import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { listOutFiles } from "./out-files";

const COMPRESSIBLE = /\.(html|txt|js|css|json|xml|svg|webmanifest|map|ico)$/;
// Brotli 10 comes within 3% of 11's size on our pages and data in a third of its time (11 would add 40 s to a build).
const BROTLI = { [constants.BROTLI_PARAM_QUALITY]: 10 };
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Bytes of the files compressed: as they are, and as their brotli and gzip copies (a copy not written counts whole). */
export interface CompressTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

/** Writes the compressed copies of one file, each only when it is smaller than the file; returns the bytes. */
async function compress(path: string) {
  const raw = await readFile(path);
  const br = await toBrotli(raw, { params: { ...BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = await toGzip(raw, { level: 9 });
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length), gz: Math.min(gz.length, raw.length) };
}

/**
 * Writes FILE.br and FILE.gz beside each compressible file of the export, which the server sends to browsers that
 * accept them (compressed once at build time, never per request). Run last: the worker's file list and the build's
 * hash must never see these copies.
 */
export async function compressOut(out: string): Promise<CompressTotals> {
  const files = listOutFiles(out).filter((f) => COMPRESSIBLE.test(f));
  const queue = [...files];
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  // As many files at once as there are cores: zlib runs in the thread pool.
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const sizes = await compress(join(out, file));
        totals.raw += sizes.raw;
        totals.br += sizes.br;
        totals.gz += sizes.gz;
      }
    }),
  );
  return totals;
}
