// Serves the static export over HTTP: `npm run serve -- [--port N] [--host ADDRESS] [--dir out]`.
// Listens on 127.0.0.1 unless --host says otherwise (0.0.0.0 or :: for every interface); the port is --port, else
// PORT, else 3000 (0 picks a free one, printed). Reads out/_headers once, at start: restart it after a rebuild.
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createStaticServer } from "../lib/site";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const port = Number(option("--port", process.env.PORT ?? "3000"));
const host = option("--host", "127.0.0.1");
const root = resolve(option("--dir", "out"));

if (!existsSync(root)) {
  console.error(`${root}: no static export here; run npm run build first`);
  process.exit(1);
}
let server: ReturnType<typeof createStaticServer>;
try {
  server = createStaticServer(root);
} catch (error) {
  console.error(`${(error as Error).message}\n(run npm run build to write the export and its _headers)`);
  process.exit(1);
}
server.on("error", (error) => {
  console.error(`cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const { address, port: bound } = server.address() as AddressInfo;
  console.log(`serving ${root} on http://${address.includes(":") ? `[${address}]` : address}:${bound}`);
});
