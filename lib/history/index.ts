export { findRelationCandidates, CHANGE_WORDS, type CandidateInput, type RelationCandidate } from "./candidates";
export { isEditorialChange, toComparableText, toVersionDiff, type DiffChange, type DiffPart, type VersionDiff } from "./diff";
export { computeInForce, isInForceOn, listInForceOn, type InForceInput } from "./in-force";
export { ENDED_VERB, ENDING_RELATIONS, isRelationType, quoteStandsIn, RELATION_ACTIVE, RELATION_PASSIVE, RELATION_TYPES, toFlatText } from "./relations";
export {
  buildTopics,
  findDroppingDocument,
  isPartialAmendment,
  isPointer,
  toRulingText,
  toTopicTitle,
  type TopicAlias,
  type TopicDocInput,
  type TopicInput,
  type TopicRename,
} from "./topics";
export { computeDocumentChanges, toDayBefore, type ChangesInput } from "./changes";
export {
  isOverturned,
  statusAsOf,
  toAsOfState,
  toLongStatusLine,
  toPlainTitle,
  toShortName,
  toStatusLine,
  type AsOfFacts,
  type NamedDocument,
  type StatusFacts,
} from "./status";
export { listChangesBetween, type AmendedRuling, type BetweenInput, type ChangesBetween, type EndedRuling } from "./changes-between";
