"""Build cards.json from the reviewed list in cards_data.py.

For every card it scans the five source texts (read only) for the title and its variants, classifies each
place where it is named (topic, faq-heading, example, list, quoted-text, prose), picks one file:line, and
writes the JSON sorted by edition then title. Prints variants the sources never use and cards found nowhere.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
import json
import re
import sys
from collections import defaultdict

from cards_data import CARDS_1E, CARDS_2E, BLOCKERS
from matcher import Matcher

SRC = os.path.join(ROOT, "content/sources/")
ENT = os.path.join(ROOT, "content/data/entries/")
FILES = {  # in date order per edition
    "1E": ["004_2d293bfaff452f5d.txt", "003_43eeb667be3e35d7.txt", "000_9724ef4cd727d24f.txt"],
    "2E": ["001_893c146b7c258cad.txt", "002_25921d97b80c2cf8.txt"],
}
ENTRY_FILES = {
    "1E": ["1e-faq-1995-02-11.json", "1e-cr-2000-07-31.json", "1e-crd-2017-12-04.json"],
    "2E": ["2e-crd-2011-10-05.json", "2e-crd-2014-07-07.json"],
}
FOUND_ORDER = ["topic", "faq-heading", "list", "example", "quoted-text", "prose"]
TYPES = {"personnel", "ship", "facility", "dilemma", "event", "interrupt", "doorway", "equipment", "mission",
         "artifact", "objective", "incident", "site", "time location", "tactic", "Q-dilemma", "Q-event",
         "Q-interrupt", "other"}


def rows(edition):
    return CARDS_1E if edition == "1E" else CARDS_2E


def matcher_for(edition):
    names = []
    for title, _t, _c, variants, _a, _n in rows(edition):
        names.append((title, title))
        for v in variants:
            names.append((v, title))
    for b in BLOCKERS[edition]:
        names.append((b, None))
    return Matcher(names)


def paragraphs(path):
    """Yield (text, charline) per blank-line-separated paragraph; charline[i] = 1-based line of char i."""
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    buf, cl = [], []
    for no, line in enumerate(lines, 1):
        if line.strip() == "":
            if buf:
                yield "".join(buf), cl
            buf, cl = [], []
            continue
        text = line.strip() + " "
        buf.append(text)
        cl.extend([no] * len(text))
    if buf:
        yield "".join(buf), cl


LIST_SEP = re.compile(r"^\s*(,|;|,?\s+and|,?\s+or|/)?\s*$", re.IGNORECASE)
EXAMPLE_CUE = re.compile(r"(e\.g\.|i\.e\.|for example|for instance|such as|example|like|\bsee\b)", re.IGNORECASE)
QUOTE_AFTER = re.compile(r"^\s*(\([^)]{0,60}\)\s*)?(\*+\s*)?(reads|says|said|states|,?\s*which\s+(reads|says))\b"
                         r"|^\s*\(\s*[\"\u201c]|^\s*:?\s*[\"\u201c](?=[A-Z.])|^\s*[-\u2013\u2014]\s*[\"\u201c]", re.IGNORECASE)
QUOTE_BEFORE = re.compile(r"[\"\u201d]\s+on\s+$")


def sentence_start(text, pos):
    """Start of the sentence (or parenthesis) that contains pos."""
    cut = 0
    for m in re.finditer(r"[.!?]\s+(?=[A-Z\"(])|\(|:\s", text[:pos]):
        if text[m.start():m.start() + 4].lower() in ("e.g.", "i.e."):
            continue
        cut = m.end()
    return cut


def classify(text, matches, idx, heading_span):
    s, e, form, key = matches[idx]
    if heading_span and s < heading_span:
        return heading_span_kind[0]
    after = text[e:e + 80]
    before = text[max(0, s - 40):s]
    if QUOTE_AFTER.search(after) or QUOTE_BEFORE.search(before):
        return "quoted-text"
    # enumeration: neighbours separated only by list separators
    group = [idx]
    j = idx
    while j > 0 and LIST_SEP.match(text[matches[j - 1][1]:matches[j][0]]):
        j -= 1
        group.append(j)
    j = idx
    while j + 1 < len(matches) and LIST_SEP.match(text[matches[j][1]:matches[j + 1][0]]):
        j += 1
        group.append(j)
    if len(group) >= 3:
        return "list"
    if EXAMPLE_CUE.search(text[sentence_start(text, s):s]):
        return "example"
    return "prose"


heading_span_kind = ["faq-heading"]


def topic_titles(edition):
    """Normalised titles of non-FAQ entries (card topics, amendments, redirects) -> (file, startLine)."""
    out = {}
    for f in ENTRY_FILES[edition]:
        for e in json.load(open(ENT + f)):
            if e["kind"] in ("card", "amendment", "redirect", "general"):
                out.setdefault(e["title"], (e["source"]["file"], e["source"]["startLine"], e["kind"]))
    return out


def main():
    result = []
    problems = 0
    for edition in ("1E", "2E"):
        M = matcher_for(edition)
        occ = defaultdict(list)          # title -> [(kind, file, line, form)]
        forms_used = defaultdict(set)
        # topics: an entry whose whole title is the card (or a variant)
        for etitle, (f, line, kind) in topic_titles(edition).items():
            hits = list(M.finditer(etitle))
            if len(hits) == 1 and hits[0][0] == 0 and hits[0][1] == len(etitle.rstrip()):
                occ[hits[0][3]].append(("topic", f, line, hits[0][2]))
        topic_cards = {k for k, v in occ.items() if any(x[0] == "topic" for x in v)}
        faq_titles = sorted({re.sub(r"\s+", " ", e["title"]) for e in json.load(open(ENT + ENTRY_FILES["1E"][0]))
                             if e["kind"] == "faq"}, key=len, reverse=True)
        for f in FILES[edition]:
            is_faq = f.startswith("004")
            for text, cl in paragraphs(SRC + f):
                matches = list(M.finditer(text))
                heading_span = 0
                if is_faq:
                    hm = re.match(r"^(- )?[QO][:.]\s*", text)
                    if hm:
                        rest = re.sub(r"\s+", " ", text[hm.end():])
                        for t in faq_titles:
                            if rest.startswith(t):
                                heading_span = hm.end() + len(t)
                                break
                for i, (s, e, form, key) in enumerate(matches):
                    if (not is_faq and s <= 4 and key in topic_cards
                            and re.match(r"^\s*(-|\u2013|\ufffd|:|\u2014)", text[e:e + 3])):
                        kind = "topic"
                    else:
                        kind = classify(text, matches, i, heading_span)
                    occ[key].append((kind, f, cl[s], form))
                    forms_used[key].add(form.lower())
        for title, typ, checked, variants, ambiguous, note in rows(edition):
            if typ is not None and typ not in TYPES:
                print("BAD TYPE", title, typ); problems += 1
            o = occ.get(title, [])
            if not o:
                print("NOT FOUND IN SOURCES:", edition, title); problems += 1
                continue
            for v in variants:
                if v.lower() not in forms_used[title]:
                    print("variant never used as such:", edition, title, "|", v)
            found = sorted({k for k, *_ in o}, key=FOUND_ORDER.index)
            order = {f: i for i, f in enumerate(FILES[edition])}
            pick = sorted(o, key=lambda x: (FOUND_ORDER.index(x[0]) > 1, order[x[1]], x[2]))[0]
            card = {"title": title, "edition": edition}
            if typ:
                card["type"] = typ
            card["checked"] = checked
            card["found"] = found
            card["firstSeen"] = "%s:%d" % (pick[1], pick[2])
            if variants:
                card["variants"] = variants
            if note:
                card["note"] = note
            if ambiguous:
                card["ambiguous"] = ambiguous
            result.append(card)
    seen = set()
    for c in result:
        k = (c["edition"], c["title"])
        if k in seen:
            print("DUPLICATE", k); problems += 1
        seen.add(k)
    result.sort(key=lambda c: (c["edition"], c["title"].lower()))
    about = (
        "Star Trek CCG card titles named in the five official rulings documents (1E: 1995 FAQ, 2000 Current "
        "Rulings, 2017 Glossary amendments; 2E: 2011 and 2014 Current Rulings Documents), one entry per card and "
        "edition (a title named in both editions gets two entries). Built by reading every source whole and "
        "listing each printed card title it names (card topics, FAQ headings, lists, examples, quoted card "
        "text, prose); game terms, keywords, icons, expansion names and plain episode or character mentions "
        "that do not stand for a card are left out, except the few character mentions kept and marked "
        "ambiguous. Titles are printed card names, subtitles with an en dash; where the sources misspell or "
        "shorten a title, the printed title is used and the source forms are listed in 'variants' (a 'note' "
        "explains misspellings). 'type' is the card type, omitted when neither the sources nor knowledge of "
        "the game settle it; 'other' is a Tribble or Trouble card. 'checked': 'sources' = the sources name "
        "the card and state or plainly imply its type (\"this interrupt\", \"the Borg Ship is a Dilemma "
        "card\", a section of the FAQ for that card type); 'knowledge' = the printed title or the type comes "
        "from knowledge of the game, not from the sources (no card database was consulted). 'found' lists how "
        "the sources name the card, computed by build.py from every place it is named: 'topic' = a rulings "
        "entry (card ruling, amendment or cross-reference) is titled with it; 'faq-heading' = named in the "
        "capitalised heading of a 1995 FAQ question; 'list' = one of three or more card titles in a row; "
        "'example' = named after 'e.g.', 'for example', 'such as', 'like', 'see'; 'quoted-text' = named "
        "together with its quoted game text ('X reads: \"...\"', 'X (\"...\")', '\"any Miles\" on Pup'); "
        "'prose' = any other mention. 'firstSeen' = one source file and line where it is named (its topic "
        "or FAQ heading when it has one, else its first mention in date order). 'ambiguous' gives the reason "
        "a title is doubtful (a plain word or phrase, a persona shared by several cards, a short title "
        "inside a longer one, a title from knowledge, a character rather than a card); such titles are not "
        "auto-linked. Matching for links and counts is case-insensitive, whole words, longest title first, "
        "with dashes, apostrophes and quotation marks treated alike."
    )
    with open(os.path.join(HERE, "cards.json"), "w") as fh:
        json.dump({"about": about, "cards": result}, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    n1 = sum(c["edition"] == "1E" for c in result)
    n2 = sum(c["edition"] == "2E" for c in result)
    amb = sum("ambiguous" in c for c in result)
    print("wrote %d cards: 1E %d, 2E %d, ambiguous %d, problems %d" % (len(result), n1, n2, amb, problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
