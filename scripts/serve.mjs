// Serves the static export over HTTP: `node scripts/serve.mjs [--port N] [--host ADDRESS] [--dir out]`.
// Listens on 127.0.0.1 unless --host says otherwise (0.0.0.0 or :: for every interface); the port is --port, else
// PORT, else 3000 (0 picks a free one, printed). Reads out/_headers once, at start: restart it after a rebuild.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createStaticServer } from "./static-server.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const port = Number(opt("--port", process.env.PORT ?? "3000"));
const host = opt("--host", "127.0.0.1");
const root = resolve(opt("--dir", "out"));

if (!existsSync(root)) {
  console.error(`${root}: no static export here; run npm run build first`);
  process.exit(1);
}
let server;
try {
  server = createStaticServer(root);
} catch (error) {
  console.error(`${error.message}\n(run npm run build to write the export and its _headers)`);
  process.exit(1);
}
server.on("error", (error) => {
  console.error(`cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const { address, port: bound } = server.address();
  console.log(`serving ${root} on http://${address.includes(":") ? `[${address}]` : address}:${bound}`);
});
