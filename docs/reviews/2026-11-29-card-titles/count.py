"""For each card in cards.json, count the parsed entries whose title, text or FAQ question name it.

Matching: case-insensitive, whole words, longest title first (a match of "Kevin Uxbridge: Convergence" is not
also a match of "Kevin Uxbridge"); dashes, apostrophes and quotation marks match one another. Variants count
for their card; the blockers of cards_data.py (non-card phrases such as "Long-Range Scan Shielding") are
consumed without counting. Only entries of the card's own edition are searched.
Prints the counts, then every card named in no entry (to fix or drop). Exit 1 if any.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
import json
import sys
from collections import defaultdict

from build import ENT, ENTRY_FILES
from cards_data import BLOCKERS
from matcher import Matcher

cards = json.load(open(os.path.join(HERE, "cards.json")))["cards"]
counts = {}
for edition in ("1E", "2E"):
    mine = [c for c in cards if c["edition"] == edition]
    names = [(c["title"], c["title"]) for c in mine]
    names += [(v, c["title"]) for c in mine for v in c.get("variants", [])]
    names += [(b, None) for b in BLOCKERS[edition]]
    M = Matcher(names)
    hits = defaultdict(set)
    total = 0
    for f in ENTRY_FILES[edition]:
        for e in json.load(open(ENT + f)):
            total += 1
            fields = [e.get("title") or "", e.get("text") or "", ((e.get("faq") or {}).get("question")) or ""]
            for field in fields:
                for _s, _e, _form, key in M.finditer(field):
                    hits[key].add(e["id"])
    for c in mine:
        counts[(edition, c["title"])] = len(hits[c["title"]])
    print("== %s: %d cards, %d entries searched" % (edition, len(mine), total))

nowhere = []
for c in cards:
    n = counts[(c["edition"], c["title"])]
    flag = "  (ambiguous)" if "ambiguous" in c else ""
    print("%s  %4d  %s%s" % (c["edition"], n, c["title"], flag))
    if n == 0:
        nowhere.append(c)
print()
for ed in ("1E", "2E"):
    ns = [counts[(c["edition"], c["title"])] for c in cards if c["edition"] == ed]
    print("%s: %d cards, named in %d entry-mentions in all; %d named in 1 entry, %d in 2-4, %d in 5+" % (
        ed, len(ns), sum(ns), sum(n == 1 for n in ns), sum(2 <= n <= 4 for n in ns), sum(n >= 5 for n in ns)))
print("cards named in no entry: %d" % len(nowhere))
for c in nowhere:
    print("  NOWHERE:", c["edition"], c["title"], c["firstSeen"])
sys.exit(1 if nowhere else 0)
