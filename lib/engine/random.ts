import type { EngineContext } from "./types";

/** A small seeded generator (mulberry32): the default randomness, so runs are reproducible. */
export function createSeededRandom(seed = 1): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The context used when a caller gives none. */
export function createDefaultContext(): EngineContext {
  return { random: createSeededRandom(1) };
}
