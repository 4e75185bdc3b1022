import { toLongStatusLine } from "../history";
import type { Relation, RulingsData } from "../model";
import { toEntryRow, type SearchDoc, type SearchMeta, type VocabularyMapping } from "./files";
import { toTerms, toWords } from "./terms";

/** The entries and documents of the data export, as the search indexes them (with each entry's status in force). */
export function toSearchDocs(data: RulingsData): { documents: SearchMeta["documents"]; docs: SearchDoc[]; vocabulary: VocabularyMapping[] } {
  const topics = new Map(data.topics.map((t) => [t.id, t]));
  const topicOf = new Map(data.entries.map((e) => [e.id, e.topicId]));
  const keyOf = new Map<string, string>();
  for (const t of data.topics) {
    for (const v of t.versions) if (v.entryId && v.key) keyOf.set(v.entryId, v.key);
    for (const p of t.pointers) keyOf.set(p.entryId, p.key);
  }
  const entryById = new Map(data.entries.map((e) => [e.id, e]));
  // An amended ruling's status names the year and the ruling that amended it: what to read beside it.
  const amendedIn = new Map<string, { date: string; title: string }[]>();
  for (const r of data.relations)
    if (r.type === "amends")
      amendedIn.set(r.to, [...(amendedIn.get(r.to) ?? []), { date: entryById.get(r.from)!.date, title: topics.get(topicOf.get(r.from)!)!.title }]);
  /** Per earlier entry, the other topics whose later rulings relate to it by `type` (it stays in force). */
  const laterTopicsBy = (type: Relation["type"]) => {
    const out = new Map<string, string[]>();
    for (const r of data.relations) {
      if (r.type !== type) continue;
      const t = topicOf.get(r.from)!;
      if (t !== topicOf.get(r.to)) out.set(r.to, [...(out.get(r.to) ?? []), t]);
    }
    return out;
  };
  // A later ruling of another topic that changes part of this one answers some of the same questions: those about the
  // part it changes, the sentence the relation quotes.
  const amendedBy = laterTopicsBy("amends");
  const amendedParts = new Map<string, Record<string, number[]>>();
  for (const r of data.relations) {
    const t = topicOf.get(r.from)!;
    if (r.type !== "amends" || t === topicOf.get(r.to)) continue;
    const ranges = toTermRanges(entryById.get(r.to)!.text, r.quotes.to);
    if (!ranges.length) continue;
    const parts = amendedParts.get(r.to) ?? {};
    parts[t] = [...(parts[t] ?? []), ...ranges];
    amendedParts.set(r.to, parts);
  }
  const docById = new Map(data.documents.map((d) => [d.id, d]));
  // An entry whose title names a card by a shorter form ("TSIOLKOVSKY and SUPER-SKILLS", "SELF DESTRUCT and SHIP
  // BATTLES": the card index, content/data/cards.json, says which card) is found by the card's full name as its title's
  // own words are: the words of the name its title lacks ("infection", "auto … sequence") are indexed with its title.
  const cardWordsOf = new Map<string, string[]>();
  for (const c of data.cards ?? [])
    for (const m of c.mentions) {
      if (m.where !== "title" || !m.form || m.doubtful) continue;
      const held = new Set(toTerms(m.sentence));
      const missing = toWords(c.title).filter((w) => !held.has(toTerms(w)[0] ?? ""));
      if (missing.length) cardWordsOf.set(m.entryId, [...(cardWordsOf.get(m.entryId) ?? []), ...missing]);
    }
  const MONTHS = "January February March April May June July August September October November December".split(" ");
  /**
   * A document's sections are found by its names: "2011 CRD", "Current Rulings Document", "October 2011", "2E". (Its date
   * as written, "7/31/00", is read as its year where the query is read.)
   */
  const keywordsOf = (documentId: (typeof data.documents)[number]["id"]): string => {
    const d = docById.get(documentId)!;
    const short = /FAQ/.test(d.title) ? "FAQ" : d.kind === "crd" || /Current Rulings/.test(d.title) ? "CRD Current Rulings" : "";
    return `${d.title} ${short} ${MONTHS[Number(d.date.slice(5, 7)) - 1]} ${d.date.slice(0, 4)} ${d.edition}`;
  };
  // A later ruling of another topic that restates this one is its current statement.
  const restatedBy = laterTopicsBy("restates");
  const overturnedBy = new Map<string, string[]>();
  for (const type of ["reverses", "supersedes"] as const)
    for (const [id, ts] of laterTopicsBy(type)) overturnedBy.set(id, [...(overturnedBy.get(id) ?? []), ...ts]);
  const intro = new Map<string, string>();
  for (const e of data.entries) if (e.kind === "section" && !intro.has(e.documentId)) intro.set(e.documentId, e.id);
  /** The topics a cross-reference leads to, through any topic that is only a cross-reference itself. */
  const withRuling = new Set(data.entries.filter((e) => e.kind !== "redirect").map((e) => e.topicId));
  const redirects = new Map(data.entries.filter((e) => e.kind === "redirect" && !withRuling.has(e.topicId)).map((e) => [e.topicId, e]));
  function pointsTo(e: (typeof data.entries)[number]): { pointsTo?: string[] } {
    const targets = new Set<string>();
    const seen = new Set([e.topicId]);
    const follow = (from: (typeof data.entries)[number]) => {
      for (const r of from.refs) {
        if (r.status !== "resolved" || !r.topicId || seen.has(r.topicId)) continue;
        seen.add(r.topicId);
        const next = redirects.get(r.topicId);
        if (next) follow(next);
        else targets.add(r.topicId);
      }
    };
    follow(e);
    return targets.size ? { pointsTo: [...targets] } : {};
  }
  /** The document of the ruling that ended an entry, or the document that dropped it. */
  const endingDocumentOf = (ended: NonNullable<(typeof data.entries)[number]["inForce"]["endedBy"]>) =>
    docById.get(ended.entryId ? entryById.get(ended.entryId)!.documentId : ended.documentId!);
  const askedOf = new Map<string, string[]>();
  for (const q of data.questions ?? []) askedOf.set(q.entry, [...(askedOf.get(q.entry) ?? []), q.question]);
  const docs: SearchDoc[] = data.entries.map((e) => {
    const topic = topics.get(e.topicId)!;
    const ended = e.inForce.until && e.inForce.endedBy ? e.inForce.endedBy : null;
    // A ruling reversed or superseded by other topics' rulings hands its score to those topics (see the engine): to each
    // of them when several reversed it (the 1995 "Exocomps and androids" by both the 2000 "android" and "Exocomp").
    const by =
      ended && (ended.relation === "reverses" || ended.relation === "supersedes") && ended.entryId
        ? [...new Set([topicOf.get(ended.entryId)!, ...(overturnedBy.get(e.id) ?? [])])].filter((t) => t !== e.topicId)
        : [];
    return {
      entryId: e.id,
      topicId: e.topicId,
      key: keyOf.get(e.id) ?? e.date,
      title: e.title,
      topicTitle: topic.title,
      edition: e.edition,
      documentId: e.documentId,
      date: e.date,
      kind: e.kind,
      text: e.text,
      // The status in the pages' words (lib/history), when it is not simply "In force".
      ...(ended
        ? {
            status: toLongStatusLine({
              inForce: e.inForce,
              endingDocument: endingDocumentOf(ended),
              amendedBy: [],
              ...(ended.entryId ? { endingTitle: topics.get(entryById.get(ended.entryId)!.topicId)!.title } : {}),
            }),
            ended: true,
          }
        : amendedIn.has(e.id)
          ? { status: toLongStatusLine({ inForce: e.inForce, amendedBy: amendedIn.get(e.id)! }) }
          : {}),
      ...(by.length ? { supersededBy: by } : {}),
      // A cross-reference entry ("See Ferengi Ingenuity.") answers nothing itself: the topic it points to does.
      ...(e.kind === "redirect" ? pointsTo(e) : {}),
      ...(restatedBy.has(e.id) ? { restatedBy: restatedBy.get(e.id) } : {}),
      ...(amendedBy.has(e.id) ? { amendedBy: amendedBy.get(e.id) } : {}),
      ...(amendedParts.has(e.id) ? { amendedParts: amendedParts.get(e.id) } : {}),
      ...(amendedParts.has(e.id) ? toNumberedRows(e.text) : {}),
      // A section is named by its document's names as the introduction is ("the big rule changes in the 2000 current rulings").
      ...(e.kind === "section" ? { keywords: keywordsOf(e.documentId) } : cardWordsOf.has(e.id) ? { keywords: cardWordsOf.get(e.id)!.join(" ") } : {}),
      ...(e.kind === "section" ? toRuleRows(e.text, intro.get(e.documentId) === e.id) : {}),
      ...(askedOf.has(e.id) ? { asked: askedOf.get(e.id) } : {}),
      // An FAQ entry's question is asked the way players ask: its words count more than the answer's.
      ...(e.faq && e.text.startsWith("Q:") ? { questionLength: toTerms(`Q: ${e.faq.question}`).length } : {}),
    };
  });
  const documents = data.documents.map((d) => ({ id: d.id, title: d.title, date: d.date, edition: d.edition }));
  const vocabulary = (data.vocabulary ?? []).map((v) => ({ player: v.player, rules: v.rules }));
  return { documents, docs: toDistinctTexts(docs), vocabulary };
}

/**
 * A paragraph of a document's introduction that states a rule about the rulings themselves: what is official, who
 * decides, what a document holds and for how long, what it is (not) to be used for.
 */
const STATES_A_RULE =
  /\b(official|tournament directors?|final authority|will appear|incorporated|should (?:not )?be used|advisory|intended for|includes all|contains all)\b/i;

/**
 * A section's `ruleParts`: every paragraph of a document's introduction (all of it says how to read the document: what
 * it holds, how it is arranged, when it takes effect, what is official), and the paragraphs of its other sections that
 * state a rule (the rest of those restate rulings filed under their own topics).
 */
function toRuleRows(text: string, isIntroduction: boolean): { ruleParts?: number[] } {
  const ruleParts = toRuleParts(text, isIntroduction ? () => true : (paragraph) => STATES_A_RULE.test(paragraph));
  return ruleParts.length ? { ruleParts } : {};
}

/** The paragraphs of a section that `counts`, as ranges of its terms ([start, end, …]). */
function toRuleParts(text: string, counts: (paragraph: string) => boolean): number[] {
  const ranges: number[] = [];
  let at = 0;
  for (const paragraph of text.split("\n")) {
    const from = text.indexOf(paragraph, at);
    at = from + paragraph.length;
    if (!paragraph.trim() || !counts(paragraph)) continue;
    const start = toTerms(text.slice(0, from)).length;
    ranges.push(start, start + toTerms(paragraph).length);
  }
  return ranges;
}

/** An amended text's `numberedParts`, when its question and answer are numbered alike. */
function toNumberedRows(text: string): { numberedParts?: number[][] } {
  const numberedParts = toNumberedParts(text);
  return numberedParts.length ? { numberedParts } : {};
}

/**
 * The numbered parts of an FAQ entry whose question and answer are numbered alike ("1) … 2) …" in both): per number, the
 * ranges of its terms ([question start, end, answer start, end]) of that question and its answer. None for another text.
 */
export function toNumberedParts(text: string): number[][] {
  const whole = text.replace(/\s+/g, " ").trim();
  const answerAt = whole.indexOf(" A: ");
  if (!whole.startsWith("Q:") || answerAt < 0) return [];
  const startOf = (from: number) => toTerms(whole.slice(0, from)).length;
  const numbered = (from: number, to: number) =>
    [...whole.slice(from, to).matchAll(/(?<=[\s:.])(\d+)\) /g)].map((m) => ({ n: Number(m[1]), at: from + m.index }));
  const questions = numbered(0, answerAt);
  const answers = numbered(answerAt, whole.length);
  const parts: number[][] = [];
  answers.forEach((answer, k) => {
    const q = questions.findIndex((x) => x.n === answer.n);
    if (q < 0) return;
    const questionEnd = questions[q + 1]?.at ?? answerAt;
    const answerEnd = answers[k + 1]?.at ?? whole.length;
    parts.push([startOf(questions[q]!.at), startOf(questionEnd), startOf(answer.at), startOf(answerEnd)]);
  });
  return parts.length > 1 ? parts : [];
}

/**
 * Where a quoted sentence lies in a text, as ranges of the text's terms ([start, end, …], end excluded); none when the
 * text does not hold it. In an FAQ entry whose answer is numbered ("1) … 2) In a previous FAQ we said yes"), a quote
 * within a numbered answer brings the question of the same number ("2) Are these cards cumulative? …"): what it
 * answers. (Not the rest of that answer: one numbered answer may answer for several cards, and the quote for one.)
 */
export function toTermRanges(text: string, quote: string): number[] {
  const flat = (s: string) => s.replace(/\s+/g, " ").trim();
  const whole = flat(text);
  const part = flat(quote);
  const at = part ? whole.indexOf(part) : -1;
  if (at < 0) return [];
  const rangeOf = (from: number, to: number) => {
    const start = toTerms(whole.slice(0, from)).length;
    return [start, start + toTerms(whole.slice(from, to)).length];
  };
  const answerAt = whole.indexOf(" A: ");
  if (!whole.startsWith("Q:") || answerAt < 0 || at < answerAt) return rangeOf(at, at + part.length);
  // The numbered answer the quote begins or lies in: the last "N) " of the answer at or before it.
  const numbers = [...whole.slice(answerAt).matchAll(/(?<=[\s:.])(\d+)\) /g)].map((m) => ({ n: Number(m[1]), from: answerAt + m.index }));
  const own = numbers.filter((x) => x.from <= at).pop();
  if (!own) return rangeOf(at, at + part.length);
  const ranges = rangeOf(at, at + part.length);
  const from = whole.indexOf(`${own.n}) `);
  if (from >= 0 && from < answerAt) {
    const next = whole.indexOf(`${own.n + 1}) `, from);
    ranges.push(...rangeOf(from, next > from && next < answerAt ? next : answerAt));
  }
  return ranges;
}

/**
 * One searched text for consecutive versions of a topic with the same heading, kind and text, word for word (a re-issued
 * document restating a ruling): the newest stands for them and lists the earlier ones. An archive that re-issues its
 * rulings grows in entries, not in texts to search.
 */
export function toDistinctTexts(docs: SearchDoc[]): SearchDoc[] {
  const byTopic = new Map<string, SearchDoc[]>();
  for (const d of docs) {
    const list = byTopic.get(d.topicId);
    if (list) list.push(d);
    else byTopic.set(d.topicId, [d]);
  }
  const standsFor = new Map<SearchDoc, SearchDoc[]>();
  const sameText = (a: SearchDoc, b: SearchDoc) =>
    !a.keywords && !b.keywords && a.text === b.text && a.title === b.title && a.kind === b.kind && a.date !== b.date;
  for (const list of byTopic.values()) {
    const sorted = [...list].sort((a, b) => a.date.localeCompare(b.date));
    let run: SearchDoc[] = [];
    sorted.forEach((d, i) => {
      if (i && !sameText(sorted[i - 1]!, d)) {
        standsFor.set(run[run.length - 1]!, run);
        run = [];
      }
      run.push(d);
    });
    if (run.length) standsFor.set(run[run.length - 1]!, run);
  }
  return docs.flatMap((d) => {
    const run = standsFor.get(d);
    if (!run) return [];
    if (run.length === 1) return [d];
    const union = (k: "restatedBy" | "amendedBy" | "asked") => [...new Set(run.flatMap((x) => x[k] ?? []))];
    const restatedBy = union("restatedBy");
    const amendedBy = union("amendedBy");
    const asked = union("asked");
    // (The run's texts are one text, word for word: their changed parts are ranges of the same terms.)
    const amendedParts: Record<string, number[]> = {};
    for (const x of run) for (const [t, ranges] of Object.entries(x.amendedParts ?? {})) amendedParts[t] = [...(amendedParts[t] ?? []), ...ranges];
    return [
      {
        ...d,
        ...(restatedBy.length ? { restatedBy } : {}),
        ...(amendedBy.length ? { amendedBy } : {}),
        ...(Object.keys(amendedParts).length ? { amendedParts } : {}),
        ...(asked.length ? { asked } : {}),
        earlier: run.slice(0, -1).reverse().map(toEntryRow),
      },
    ];
  });
}
