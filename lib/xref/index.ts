export { collectRefs, splitTargets, type CollectOptions, type RefCandidate } from "./collect";
export { createTopicIndex, findTopic, resolveRef, toVersionInForce, type ResolveContext, type TopicIndex } from "./resolve";
