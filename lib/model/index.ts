export * from "./types";
export { toSlug, toTopicKey } from "./topic-key";
export * from "./schema";
