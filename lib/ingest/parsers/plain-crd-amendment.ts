/** The amendment a plain-text CRD ruling makes, read from its first instruction sentence ("… has been deleted and replaced:"). */
import type { ParsedAmendment, Paragraph } from "../../model";

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];

// Instruction sentences, most specific first; the first sentence of an entry that matches decides.
const INSTRUCTIONS: { re: RegExp; action: string }[] = [
  { re: /\bhas errata\b/, action: "errata" },
  { re: /\bhas revised game text\b/, action: "errata" },
  { re: /\bThis Glossary entry has been deleted and replaced\b/, action: "replace-entry" },
  { re: /"[^"]+" section of\b.*\bdeleted and replaced\b/, action: "replace-section" },
  { re: /\bbulleted point\b.*\bdeleted and replaced\b/, action: "replace-bullet" },
  { re: /\bparagraphs?\b.*\b(?:has|have) been deleted and replaced\b/, action: "replace-paragraph" },
  { re: /\bsentence of this Glossary entry has been revised\b/, action: "replace-sentence" },
  { re: /\bThis Glossary entry has been revised\b/, action: "revise-entry" },
  { re: /^Delete\b|\b(?:paragraph|sentence|line)\b.*?\bhas been\s+deleted\b(?! and)/, action: "delete-text" },
  { re: /\b[Tt]his Glossary entry has been deleted\b(?! and)|\bGlossary entry on this \w+ has been\s+deleted\b/, action: "delete-entry" },
  { re: /\beliminates the existing Glossary entry\b/, action: "delete-entry" },
  { re: /\bnow reads:/, action: "replace-line" },
  { re: /\bis reversed\b|\bhas been reversed\b|\breverses\b/, action: "reverse" },
];
/** The amendment of an entry's paragraphs: its first instruction sentence, or null when it has none. */
export function readAmendment(paragraphs: Paragraph[]): ParsedAmendment | null {
  return readInstruction(toSentences(reflowAll(paragraphs)));
}

/** The first instruction sentence of an entry (a change to the Glossary, the Rulebook or an earlier ruling). */
function readInstruction(sentences: string[]): ParsedAmendment | null {
  for (const s of sentences) {
    const hit = INSTRUCTIONS.find((i) => i.re.test(s));
    if (!hit) continue;
    const instruction = upToColon(s);
    const info: ParsedAmendment = { action: hit.action, target: targetOf(instruction), instruction };
    const ordinals = [...instruction.matchAll(/\b(first|second|third|fourth|fifth) paragraph\b(?! following)/g)];
    if (ordinals.length === 1) info.paragraph = ORDINALS.indexOf(ordinals[0]![1]!) + 1;
    return info;
  }
  return null;
}

function targetOf(sentence: string): string {
  const rulebook = /\brulebook\b/i.test(sentence);
  const glossary = /\bGlossary\b/.test(sentence);
  if (rulebook && glossary) return "Glossary v1.6 and Rulebook v1.6";
  if (rulebook) return "Rulebook v1.6";
  if (/\bCurrent Rulings entry\b/.test(sentence)) return "Current Rulings (earlier)";
  return "Glossary v1.6";
}

function toSentences(text: string): string[] {
  return text.split(/(?<=[.!?]["”)]?)\s+(?=["“(]?[A-Z])/);
}

/** A sentence up to its introducing colon ("… deleted and replaced:"), colons in parentheses or quotes aside. */
function upToColon(sentence: string): string {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === '"') quoted = !quoted;
    else if (c === ":" && depth === 0 && !quoted && /\s/.test(sentence[i + 1] ?? " ")) return sentence.slice(0, i + 1);
  }
  return sentence;
}

function reflowAll(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => p.lines.map((l) => l.text.trim()).join(" ")).join(" ");
}
