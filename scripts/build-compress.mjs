// Last step of `npm run build`: writes FILE.br and FILE.gz beside each compressible file of out/, which the server
// sends to browsers that accept them (compressed once at build time, never per request). It runs after build-sw.mjs, so
// the service worker's file list and version hash never see these copies.
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { listOutFiles } from "./out-files.mjs";

const out = process.argv[2] ?? "out";
const COMPRESSIBLE = /\.(html|txt|js|css|json|xml|svg|webmanifest|map|ico)$/;

// Brotli 10 comes within 3% of 11's size on our pages and data in a third of its time (11 would add 40 s to a build).
const BROTLI = { [constants.BROTLI_PARAM_QUALITY]: 10 };
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Writes the compressed copies of one file, each only when it is smaller than the file; returns the bytes. */
async function compress(file) {
  const raw = await readFile(join(out, file));
  const br = await toBrotli(raw, { params: { ...BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = await toGzip(raw, { level: 9 });
  if (br.length < raw.length) await writeFile(join(out, `${file}.br`), br);
  if (gz.length < raw.length) await writeFile(join(out, `${file}.gz`), gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length), gz: Math.min(gz.length, raw.length) };
}

const files = listOutFiles(out).filter((f) => COMPRESSIBLE.test(f));
const queue = [...files];
const totals = { raw: 0, br: 0, gz: 0 };
// As many files at once as there are cores: zlib runs in the thread pool.
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compress(file);
      for (const key of Object.keys(totals)) totals[key] += sizes[key];
    }
  }),
);
const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
console.log(`compressed ${files.length} files: ${mb(totals.raw)}, brotli ${mb(totals.br)}, gzip ${mb(totals.gz)}`);
