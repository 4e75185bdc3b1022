import { type ChildProcess, spawn } from "node:child_process";

/** A running scripts/serve.ts: its process, the address it printed, and its port. */
export interface ServeProcess {
  child: ChildProcess;
  url: string;
  port: number;
  stop: () => void;
}

/**
 * Starts scripts/serve.ts with `args` (`--port 0` picks a free port) and resolves once it prints the address it
 * listens on; rejects with what it printed if it exits first. Shared by the benchmarks and the tests that need a server.
 */
export function startServe(args: string[]): Promise<ServeProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /serving .* on (http:\/\/\S+:(\d+))/.exec(out);
      if (m) resolve({ child, url: m[1]!, port: Number(m[2]), stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`scripts/serve.ts exited (${code}) before listening: ${out || "run `npm run build` first?"}`)));
  });
}
