/**
 * CLI: `npm run --silent example -- ID [JSON | FILE | -] [--as-of DATE]` runs one worked example of lib/engine and prints
 * its JSON result. The input is JSON text (starting with { or [), the path of a JSON file, or - for standard input;
 * without it, the example's defaults. With --as-of, the rules in force on that date apply (default: the latest).
 * Exit 0: printed; 2: wrong arguments or input (one line naming the field); 1: an unexpected error.
 */
import { readFile } from "node:fs/promises";
import { ExampleInputError, getExample, listExamples, parseJsonInput } from "../lib/engine";

const USAGE = "usage: npm run --silent example -- ID [JSON | FILE | -] [--as-of YYYY-MM-DD]   (JSON starts with { or [; - reads standard input)";

/** Wrong arguments or input: exit 2 with this message (and the usage, for wrong arguments). */
class UsageError extends Error {
  constructor(
    message: string,
    readonly withUsage = true,
  ) {
    super(message);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function readSource(source: string): Promise<string> {
  if (source === "-") return readStdin();
  if (/^\s*[[{]/.test(source)) return source;
  try {
    return await readFile(source, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw new UsageError(`cannot read the input file ${source} (${code}); JSON given as an argument must start with { or [`, false);
  }
}

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf("--as-of");
  if (at >= 0 && argv[at + 1] === undefined) throw new UsageError("--as-of needs a date (YYYY-MM-DD)");
  const asOf = at >= 0 ? argv[at + 1] : undefined;
  const args = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const [id, source, ...rest] = args;
  const ids = listExamples().map((e) => e.id);
  if (!id) throw new UsageError(`an example id is needed (ids: ${ids.join(", ")})`);
  if (rest.length) throw new UsageError(`unexpected argument ${rest[0]}`);
  const example = getExample(id);
  if (!example) throw new UsageError(`unknown example "${id}" (ids: ${ids.join(", ")})`);
  try {
    const raw = source === undefined ? example.defaults : parseJsonInput(await readSource(source));
    process.stdout.write(JSON.stringify(example.run(example.parse(raw), asOf ? { asOf } : {}), null, 2) + "\n");
  } catch (e) {
    if (e instanceof ExampleInputError) throw new UsageError(`invalid input for ${id}: ${e.message}`, false);
    throw e;
  }
}

// A reader that closes the pipe early (`| head`) is not an error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  process.stderr.write(`example: cannot write the result: ${e.message}\n`);
  process.exit(1);
});

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof UsageError) {
    process.stderr.write(`example: ${e.message}\n${e.withUsage ? `${USAGE}\n` : ""}`);
    process.exitCode = 2;
  } else {
    // One line, never a stack trace: the CLI's errors are for people, not for debugging.
    process.stderr.write(`example: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  }
});
