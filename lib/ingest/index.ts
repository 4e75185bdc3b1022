export { IngestError } from "./errors";
export type { EditorialFile, EditorialInput } from "./editorial";
export { runIngest, type DocumentReport, type IngestInput, type IngestOutput } from "./pipeline";
export { toContentFiles, toReportLines, toRulingsJson } from "./output";
export { prepareSource, toParagraphs, isBlank } from "./prepare";
export { proposeDocument, toDefaultDocumentId, type Finding, type NewDocumentRequest } from "./add-document";
export { parseMetadata } from "./metadata";
