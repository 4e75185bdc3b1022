import { startServe } from "../scripts/serve-process";

/** Starts scripts/serve.mjs on a port for a benchmark and resolves once it says it is listening. */
export async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const { stop } = await startServe(["--port", String(port)]);
  return { url: `http://localhost:${port}`, stop };
}
