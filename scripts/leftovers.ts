import { existsSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/** Whether a process still runs (an interrupted run's pid is gone). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes the half-written folders and files an interrupted run left beside its outputs (OUT.tmp-PID, OUT.old-PID),
 * those of runs still going excepted. Shared by the CLIs that write beside their output and swap it in.
 */
export function removeLeftovers(targets: string[]): void {
  for (const target of targets) {
    const dir = dirname(resolve(target));
    if (!existsSync(dir)) continue;
    const name = basename(target);
    for (const f of readdirSync(dir)) {
      const m = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(?:tmp|old)-(\\d+)$`).exec(f);
      if (m && Number(m[1]) !== process.pid && !isRunning(Number(m[1]))) rmSync(join(dir, f), { recursive: true, force: true });
    }
  }
}
