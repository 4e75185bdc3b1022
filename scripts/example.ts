/** CLI: `npm run --silent example -- ID 'JSON'` runs one worked example of lib/engine and prints its JSON result. */
import { ExampleInputError, getExample, listExamples } from "../lib/engine";

function fail(problem: string): never {
  process.stderr.write(`example: ${problem}\nusage: npm run --silent example -- ID 'JSON'   (ids: ${listExamples().map((e) => e.id).join(", ")})\n`);
  process.exit(2);
}

const [id, json, ...rest] = process.argv.slice(2);
if (!id) fail("an example id is needed");
if (rest.length) fail(`unexpected argument ${rest[0]}`);
const example = getExample(id);
if (!example) fail(`unknown example "${id}"`);
let raw: unknown = example.defaults;
if (json !== undefined) {
  try {
    raw = JSON.parse(json);
  } catch (e) {
    fail(`input is not valid JSON: ${(e as Error).message}`);
  }
}
try {
  const input = example.parse(raw);
  process.stdout.write(JSON.stringify(example.run(input), null, 2) + "\n");
} catch (e) {
  if (e instanceof ExampleInputError) fail(`invalid input for ${id}: ${e.message}`);
  throw e;
}
