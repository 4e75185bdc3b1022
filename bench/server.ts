import { startServe } from "../scripts/serve-process";

/** Starts scripts/serve.ts on a port (serving `dir`, default out/) for a benchmark and resolves once it says it is listening. */
export async function startServer(port: number, dir?: string): Promise<{ url: string; stop: () => void }> {
  const { stop } = await startServe(["--port", String(port), ...(dir ? ["--dir", dir] : [])]);
  return { url: `http://localhost:${port}`, stop };
}
