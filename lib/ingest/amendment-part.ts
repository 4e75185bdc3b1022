import type { AmendmentPart } from "../model";
import { ordinal } from "./parsers/markdown-util";

// Which part of its base entry an amendment touches, read from its printed instruction ("replace the 4th paragraph
// with", "The next-to-last paragraph of this Glossary entry … has been deleted", "The rest of the entry does not
// change", "This supersedes the existing entry"). A later amendment ends an earlier one only where it touches the
// same part or the whole entry (lib/history/topics.ts), so the part is data every amendment carries.

/** Actions that replace, delete or overturn the whole entry (or a card's whole game text). */
const WHOLE_ACTIONS = new Set(["replace-entry", "delete-entry", "revise-entry", "supersede", "reverse", "errata"]);

const ORDINAL_WORD = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|eight|ninth|tenth|\d+(?:st|nd|rd|th)|last|final|next-to-last)`;

interface PartRule {
  pattern: RegExp;
  /** The part from the match: its label (readers' words) and its key (compared across amendments). */
  read: (m: RegExpExecArray) => { label: string; key?: string };
}

// Ordered: the first matching pattern wins; the instruction is matched as printed, case ignored.
const RULES: PartRule[] = [
  {
    // "change title to use (ship or facility), add the words …"
    pattern: /^change title to/i,
    read: () => ({ label: "the title, and words throughout the entry", key: "title" }),
  },
  {
    // "delete the eight paragraph and revise the first paragraph" — two parts; the revised one is the ruling's.
    pattern: new RegExp(String.raw`delete the (${ORDINAL_WORD}) paragraph and revise the (${ORDINAL_WORD}) paragraph`, "i"),
    read: (m) => ({ label: `the ${word(m[2]!)} paragraph (and the ${word(m[1]!)}, deleted)`, key: `paragraphs ${key(m[1]!)}, ${key(m[2]!)}` }),
  },
  {
    // "Delete from this Glossary entry both the last sentence of the first paragraph and the second sentence of the second paragraph."
    pattern: new RegExp(
      String.raw`both the (${ORDINAL_WORD}) sentence of the (${ORDINAL_WORD}) paragraph and the (${ORDINAL_WORD}) sentence of the (${ORDINAL_WORD}) paragraph`,
      "i",
    ),
    read: (m) => ({
      label: `the ${word(m[1]!)} sentence of the ${word(m[2]!)} paragraph and the ${word(m[3]!)} sentence of the ${word(m[4]!)} paragraph`,
      key: `sentence ${key(m[1]!)} of paragraph ${key(m[2]!)}; sentence ${key(m[3]!)} of paragraph ${key(m[4]!)}`,
    }),
  },
  {
    pattern: new RegExp(String.raw`the (${ORDINAL_WORD}) sentence of the (${ORDINAL_WORD}) paragraph`, "i"),
    read: (m) => ({ label: `the ${word(m[1]!)} sentence of the ${word(m[2]!)} paragraph`, key: `sentence ${key(m[1]!)} of paragraph ${key(m[2]!)}` }),
  },
  {
    // "The second, third and fourth paragraphs of this Glossary entry"
    pattern: new RegExp(String.raw`the ((?:${ORDINAL_WORD}, )*${ORDINAL_WORD},? and ${ORDINAL_WORD}) paragraphs`, "i"),
    read: (m) => {
      const words = m[1]!.split(/,? and |, /);
      return { label: `the ${m[1]!.toLowerCase()} paragraphs`, key: `paragraphs ${words.map(key).join(", ")}` };
    },
  },
  {
    // "in paragraphs 3 and 4 replace "affiliation/species" with …"
    pattern: /in paragraphs? ([\d, and]+?) replace (".+?")/i,
    read: (m) => ({ label: `the words ${m[2]} in paragraphs ${m[1]!.trim()}`, key: `words ${m[2]} in paragraphs ${m[1]!.trim()}` }),
  },
  {
    // "The fifth paragraph following the bulleted points in this Glossary entry"
    pattern: new RegExp(String.raw`the (${ORDINAL_WORD}) paragraph following the bulleted points`, "i"),
    read: (m) => ({ label: `the ${word(m[1]!)} paragraph after the bulleted points`, key: `paragraph ${key(m[1]!)} after the bullets` }),
  },
  {
    // "add the following to the end of the second full paragraph"
    pattern: new RegExp(String.raw`the end of the (${ORDINAL_WORD}) (?:full )?paragraph`, "i"),
    read: (m) => ({ label: `the end of the ${word(m[1]!)} paragraph`, key: `end of paragraph ${key(m[1]!)}` }),
  },
  {
    // "The first line of the affiliation attack restrictions in the Rulebook now reads:"
    pattern: new RegExp(String.raw`the (${ORDINAL_WORD}) line of the ([\w ]+?) in the`, "i"),
    read: (m) => ({ label: `the ${word(m[1]!)} line of the ${m[2]!.toLowerCase()}`, key: `line ${key(m[1]!)} of ${m[2]!.toLowerCase()}` }),
  },
  {
    // "the third paragraph", "This last sentence of this Glossary entry"
    pattern: new RegExp(String.raw`(?:the|this) (${ORDINAL_WORD}) (paragraph|sentence|line|bullet)\b`, "i"),
    read: (m) => ({
      label: `the ${word(m[1]!)} ${m[2]!.toLowerCase()}${m[2]!.toLowerCase() === "bullet" ? " point" : ""}`,
      key: `${m[2]!.toLowerCase()} ${key(m[1]!)}`,
    }),
  },
  {
    // 'The "Targets" section of the "dilemmas – resolution" Glossary entry'
    pattern: /the "([^"]+)" section/i,
    read: (m) => ({ label: `the “${m[1]}” section`, key: `section ${m[1]!.toLowerCase()}` }),
  },
  {
    // 'replace the words "See **doubling**." with the following'
    pattern: /replace the words? (".+?")/i,
    read: (m) => ({ label: `the words ${m[1]!.replace(/\*\*/g, "")}`, key: `words ${m[1]!.replace(/\*\*/g, "")}` }),
  },
  {
    // 'add "V'Shar" to the list of intelligence skills'
    pattern: /to the (list of [\w ]+?)\.?$/i,
    read: (m) => ({ label: `the ${m[1]!.toLowerCase()}`, key: m[1]!.toLowerCase() }),
  },
];

/**
 * The part of its base entry an amendment touches. `whole` for an instruction that replaces, deletes, revises or
 * overturns the entry as a whole; otherwise the part the instruction names, with no key when it names none ("add the
 * following text:", "Delete the text:", "The rest of the entry does not change."), which then matches no other part.
 */
export function toAmendmentPart(instruction: string, action: string): AmendmentPart {
  if (WHOLE_ACTIONS.has(action)) return { whole: true, label: action === "errata" ? "the card’s game text" : "the whole entry" };
  for (const rule of RULES) {
    const m = rule.pattern.exec(instruction);
    if (m) return { whole: false, ...rule.read(m) };
  }
  if (/the rest of the entry does not change/i.test(instruction)) return { whole: false, label: "part of the entry; the rest does not change" };
  if (/^delete the text/i.test(instruction)) return { whole: false, label: "a passage, quoted in full" };
  return { whole: false, label: "a part the instruction does not name" };
}

/** The ordinal as readers say it ("4th" → "fourth", "eight" → "eighth", "final" → "last"). */
function word(w: string): string {
  const lower = w.toLowerCase();
  if (lower === "final") return "last";
  if (lower === "last" || lower === "next-to-last") return lower;
  const n = ordinal(lower);
  const words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
  return n !== undefined && n <= words.length ? words[n - 1]! : lower;
}

/** The ordinal as compared: a number, or "last" / "next-to-last". */
function key(w: string): string {
  const lower = w.toLowerCase().trim();
  if (lower === "final" || lower === "last") return "last";
  if (lower === "next-to-last") return lower;
  return String(ordinal(lower) ?? lower);
}
