export { buildTopics, toComparable, toTopicTitle, type TopicDocInput, type TopicInput } from "./topics";
