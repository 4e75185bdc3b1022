// The messages between the site's pages and its service worker, one typed module both import.

/** What a page asks of the worker. */
export type ToWorker =
  /** How much is saved for offline use, and what the worker last saw of the network. */
  | { type: "status" }
  /** Save every page and file not yet saved ("Save every ruling for offline"). */
  | { type: "save-all" }
  /** Keep this page and its files (a page opened by a link, which the router fetched without its HTML). */
  | { type: "keep"; url: string }
  /** The pages saved on this device, for the offline page. */
  | { type: "list-saved" }
  /** Whether the site's server can be reached now (answered with "network"). */
  | { type: "probe" }
  /** Take over now (the reader chose to switch to the new build). */
  | { type: "skip-waiting" };

/** Why saving every page stopped before the end. */
export type SaveFailure = "network" | "quota" | "storage" | "new-build";

/** A saved page, as the offline page lists it. */
export interface SavedPage {
  url: string;
  title: string;
}

/** What the worker tells a page. */
export type FromWorker =
  | {
      type: "status";
      version: string;
      /** Whether the shell (scripts, styles, the pages a reader starts from) is saved whole. */
      shell: boolean;
      /** Of the pages and files beyond the shell, how many are saved, of how many, and their size in bytes in all. */
      saved: number;
      of: number;
      bytes: number;
      /** Whether every one of them is saved, checked against the build's list of them (never guessed from a count). */
      all: boolean;
      /** What the worker's last request to the network did: reached it, failed, or none yet. */
      online: boolean | null;
    }
  | { type: "progress"; version: string; saved: number; of: number }
  | { type: "saved"; version: string; saved: number; of: number }
  | { type: "save-failed"; version: string; reason: SaveFailure; saved: number; of: number }
  | { type: "network"; online: boolean }
  | { type: "saved-pages"; pages: SavedPage[]; total: number };

/** The header of the worker's answer to a request it could neither fetch nor find saved: "You are offline". */
export const OFFLINE_HEADER = "X-Offline";

/** The page the worker shows for a page it could neither fetch nor find saved. */
export const OFFLINE_PAGE = "/offline";

const TYPES = new Set<FromWorker["type"]>(["status", "progress", "saved", "save-failed", "network", "saved-pages"]);

/** Whether a message event's data is one of the worker's messages (a page may get messages from elsewhere). */
export function isFromWorker(data: unknown): data is FromWorker {
  return typeof data === "object" && data !== null && TYPES.has((data as { type?: unknown }).type as FromWorker["type"]);
}

/** Whether a response is the worker saying the reader is offline and the file was not saved on this device. */
export const isOfflineResponse = (response: Response): boolean => response.status === 503 && response.headers.has(OFFLINE_HEADER);
