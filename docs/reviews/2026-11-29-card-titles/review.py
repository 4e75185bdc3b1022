"""Print, for each card, its firstSeen line with the title highlighted, for reading."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
import json, re
from matcher import title_regex
d = json.load(open(os.path.join(HERE, "cards.json")))
for c in d["cards"]:
    f, line = c["firstSeen"].split(":")
    text = open(os.path.join(ROOT, "content/sources/") + f, encoding="utf-8", errors="replace").read().split("\n")[int(line) - 1]
    forms = [c["title"]] + c.get("variants", [])
    m = None
    for form in sorted(forms, key=len, reverse=True):
        m = re.search(title_regex(form), text, re.I)
        if m: break
    snip = text[max(0, m.start() - 50):m.end() + 40] if m else "!! NOT ON LINE: " + text[:90]
    print("%s | %-38s | %-10s | %-24s | %s | %s" % (c["edition"], c["title"][:38], c.get("type", "-"), ",".join(c["found"]), c["firstSeen"][:3] + c["firstSeen"][20:], snip.replace("\n", " ")))
