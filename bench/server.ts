import { spawn } from "node:child_process";

/** Starts scripts/serve.mjs on a port for a benchmark and resolves once it says it is listening. */
export function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (/serving .* on http/.test(out)) resolve({ url: `http://localhost:${port}`, stop: () => server.kill() });
    });
    server.on("exit", (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before listening on port ${port}: run \`npm run build\` first?`)));
  });
}
