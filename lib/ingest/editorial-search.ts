import { quoteStandsIn } from "../history";
import type { AskedQuestion, Entry, VocabularyEntry } from "../model";
import { STOPWORDS, toStem, toWords } from "../text";
import { toQuoted } from "./columns";
import { listOf, toFound, toUnknownEntry, type EditorialFile, type FieldProblem } from "./editorial";
import { IngestError } from "./errors";
import type { JsonPath } from "./json-places";

// The editors' data for search in players' words: the vocabulary (players' phrases → the rules' phrase) and the
// questions players ask that a ruling answers. (The other editorial files, on topics and relations: editorial.ts.)

/**
 * The search vocabulary: players' phrases and the rules' phrase searched with them, each justified by a sentence that
 * stands in an entry and uses the rules' words (or by the entry's title). All problems at once, with their places.
 */
export function parseVocabulary(f: EditorialFile, entries: readonly Entry[]): VocabularyEntry[] {
  const byId = new Map<string, Entry>(entries.map((e) => [e.id, e]));
  const problems: FieldProblem[] = [];
  const stems = (s: string) =>
    toWords(s)
      .filter((w) => !STOPWORDS.has(w))
      .map(toStem);
  const out: VocabularyEntry[] = [];
  listOf(f, "vocabulary").forEach((v, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["vocabulary", i, ...field];
    const name = typeof v.rules === "string" ? `"${v.rules}"` : `mapping ${i + 1}`;
    if (typeof v.rules !== "string" || !stems(v.rules).length)
      problems.push({
        field: at("rules"),
        rule: "vocabulary-rules-invalid",
        problem: `${name}: "rules" holds no word to search`,
        expected: "the rules' words, not only stop words",
        found: toFound(v.rules),
        hint: 'write the rules\' phrase in "rules"',
      });
    if (!Array.isArray(v.player) || !v.player.length || v.player.some((p) => typeof p !== "string" || !stems(p).length)) {
      problems.push({
        field: at("player"),
        rule: "vocabulary-player-invalid",
        problem: `${name}: "player" lists no players' words`,
        expected: "a list of phrases, not only stop words",
        found: toFound(v.player),
        hint: 'write the words players search for in "player"',
      });
    }
    if (typeof v.note !== "string" || !v.note)
      problems.push({
        field: at("note"),
        rule: "vocabulary-note-missing",
        problem: `${name} has no note`,
        expected: "a note saying what the words mean",
        found: toFound(v.note),
        hint: 'write "note"',
      });
    const source = v.source as { entry?: unknown; quote?: unknown } | undefined;
    const entry = typeof source?.entry === "string" ? byId.get(source.entry) : undefined;
    if (!entry) problems.push(toUnknownEntry(at("source", "entry"), source?.entry, byId));
    else if (typeof source?.quote !== "string" || !quoteStandsIn(source.quote, entry.text)) {
      problems.push({
        field: at("source", "quote"),
        rule: "quote-not-in-entry",
        problem: `${name}: source.quote does not stand in the text of ${entry.id}`,
        expected: "a sentence of the entry, word for word",
        found: typeof source?.quote === "string" ? toQuoted(source.quote, 80) : toFound(source?.quote),
        hint: `copy the sentence from ${entry.id} as the entry prints it`,
      });
    } else if (typeof v.rules === "string") {
      const have = new Set(stems(`${source.quote} ${entry.title}`));
      const missing = stems(v.rules).filter((w) => !have.has(w));
      if (missing.length)
        problems.push({
          field: at("source", "quote"),
          rule: "vocabulary-quote-lacks-words",
          problem: `${name}: the quote (or the entry's title) does not use the rules' word(s) ${missing.join(", ")}`,
          expected: `a sentence using ${missing.join(", ")}`,
          found: toQuoted(source.quote, 80),
          hint: 'quote a sentence that uses the rules\' words, or fix "rules"',
        });
    }
    if (typeof v.rules === "string" && Array.isArray(v.player)) {
      v.player.forEach((p, k) => {
        if (typeof p === "string" && stems(p).join(" ") === stems(v.rules as string).join(" "))
          problems.push({
            field: at("player", k),
            rule: "vocabulary-player-is-rules",
            problem: `${name}: player phrase "${p}" is the rules' phrase itself`,
            expected: "a phrase other than the rules' one",
            found: JSON.stringify(p),
            hint: "remove it: the rules' phrase is searched already",
          });
      });
    }
    if (!problems.length)
      out.push({
        player: v.player as string[],
        rules: v.rules as string,
        source: { entry: entry!.id, quote: source!.quote as string },
        note: v.note as string,
      });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  return out;
}

/**
 * The questions players ask that an entry answers (search finds the entry by them), each with the entry's sentence that
 * answers it. All problems at once, with their places.
 */
export function parseQuestions(f: EditorialFile, entries: readonly Entry[]): AskedQuestion[] {
  const byId = new Map<string, Entry>(entries.map((e) => [e.id, e]));
  const problems: FieldProblem[] = [];
  const seen = new Map<string, number>();
  const out: AskedQuestion[] = [];
  listOf(f, "questions").forEach((q, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["questions", i, ...field];
    const before = problems.length;
    const entry = typeof q.entry === "string" ? byId.get(q.entry) : undefined;
    if (!entry) problems.push(toUnknownEntry(at("entry"), q.entry, byId));
    const question = typeof q.question === "string" ? q.question.trim() : "";
    if (!toWords(question).some((w) => !STOPWORDS.has(w)))
      problems.push({
        field: at("question"),
        rule: "question-invalid",
        problem: `question ${i + 1} holds no word to search`,
        expected: "a question as a player asks it, with words other than stop words",
        found: toFound(q.question),
        hint: 'write the question in "question"',
      });
    const key = `${String(q.entry)}|${toWords(question).join(" ")}`;
    if (question && seen.has(key))
      problems.push({
        field: at("question"),
        rule: "question-duplicate",
        problem: `question ${i + 1} repeats question ${seen.get(key)! + 1} of the same entry`,
        expected: "each question once per entry",
        found: toQuoted(question, 60),
        hint: "remove one of them",
      });
    else seen.set(key, i);
    if (entry && (typeof q.quote !== "string" || !quoteStandsIn(q.quote, entry.text)))
      problems.push({
        field: at("quote"),
        rule: "quote-not-in-entry",
        problem: `question ${i + 1}: its quote does not stand in the text of ${entry.id}`,
        expected: "the entry's sentence that answers the question, word for word",
        found: typeof q.quote === "string" ? toQuoted(q.quote, 80) : toFound(q.quote),
        hint: `copy the sentence from ${entry.id} as the entry prints it`,
      });
    if (problems.length === before) out.push({ entry: entry!.id, question, quote: q.quote as string });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  return out;
}
