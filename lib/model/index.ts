export * from "./types";
export { createNameAllocator, toSlug, toTopicKey } from "./topic-key";
export * from "./schema";
