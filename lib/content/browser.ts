// The face of lib/content for client components: what the browser may run (no file system, no corpus). Server
// components read through ./index.ts, which exports these too.
export { toCompareHref, toNewAddress } from "./addresses";
export { toCitationPrefix, toLongDate } from "./citation";
export { KIND_LABELS, KIND_OPTIONS } from "./kinds";
export { getClosestTopic, isTopicMatch, toAskedName, type TopicName } from "./topic-match";
export type { CitedText, StaleNotice } from "./examples";
export {
  listChangesBetween,
  RELATION_ACTIVE,
  RELATION_PASSIVE,
  statusAsOf,
  toAsOfState,
  toPlainTitle,
  toVersionDiff,
  type AsOfFacts,
  type ChangesBetween,
  type DiffPart,
  type VersionDiff,
} from "../history";
export type { EntryId, InForce } from "../model";
