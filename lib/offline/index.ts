export { OFFLINE_HEADER, OFFLINE_PAGE, isFromWorker, isOfflineResponse, type FromWorker, type SaveFailure, type SavedPage, type ToWorker } from "./messages";
