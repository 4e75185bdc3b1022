export { collectRefs, splitTargets, type CollectOptions, type RefCandidate } from "./collect";
export { createTopicIndex, findTopic, resolveRef, type ResolveContext, type TopicIndex } from "./resolve";
