// The shape of the changes files (/data/changes/ED/FROM_TO.json): what the server writes and the page reads, with
// nothing else, so that the page's code carries no reader of the corpus.

/** The "from" of a range that starts before an edition's first document: nothing was in force then. */
export const START = "start";

/** A link inside a change's note ("Reversed by “android” in the 2000 Current Rulings, 31 July 2000"). */
export interface NoteLink {
  label: string;
  href: string;
}

/** One ruling in a list of changes, ready to show: its title, permalink and document, and what happened to it. */
export interface ChangeItem {
  /** Its entry id, which the page marks the row with. */
  id: string;
  title: string;
  href: string;
  /** Its document and date in readers' words: "Official Rules FAQ File, version 3, 11 February 1995". */
  source: string;
  /** What happened, in words, with at most one link: [before, link, after]. */
  note?: [string, NoteLink | null, string];
  /** The compare page of the two statements, when both are on one topic. */
  compareHref?: string;
}

/** The changes between two document dates of an edition, as /data/changes/ED/FROM_TO.json gives them to the page. */
export interface ChangesFile {
  /** The earlier document date (START: before the first document) and the later one. */
  from: string;
  to: string;
  began: ChangeItem[];
  ended: ChangeItem[];
  amended: ChangeItem[];
  restated: ChangeItem[];
}
