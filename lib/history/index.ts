export { isEditorialChange, toComparableText, toVersionDiff, type DiffChange, type DiffPart, type VersionDiff } from "./diff";
export { buildTopics, toTopicTitle, type TopicDocInput, type TopicInput } from "./topics";
