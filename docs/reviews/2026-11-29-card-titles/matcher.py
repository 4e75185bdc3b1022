"""Shared matching of card titles: case-insensitive, whole words, longest match first.

Dashes (- – —), apostrophes (' ’ ‘), quotation marks (" “ ”) and the replacement character that the
2000 Current Rulings text has in place of its dashes and apostrophes all match one another; runs of
whitespace match any whitespace; markdown emphasis (*) inside a title is ignored.
"""
import re

DASH = "-\u2013\u2014\ufffd"
APOS = "'\u2019\u2018`\ufffd"
QUOT = '"\u201c\u201d\ufffd'


def title_regex(title):
    out = []
    for ch in title:
        if ch in "-\u2013\u2014":
            out.append("[" + re.escape(DASH) + "]")
        elif ch in "'\u2019\u2018":
            out.append("[" + re.escape(APOS) + "]")
        elif ch in '"\u201c\u201d':
            out.append("[" + re.escape(QUOT) + "]")
        elif ch == " ":
            out.append(r"\s+")
        else:
            out.append(re.escape(ch))
        out.append(r"\**")  # tolerate markdown emphasis inside a title (U.S.S. *Equinox ...*)
    return "".join(out[:-1])


def edge(title, tail):
    """Lookarounds that make a title a whole word; single letters (Q) refuse a following - ' : . too."""
    if tail:
        if len(title) == 1:
            return r"(?![\w'\u2019\-:.])"
        return r"(?!\w)" if title[-1].isalnum() else ""
    return r"(?<!\w)" if title[0].isalnum() else ""


class Matcher:
    """names: list of (surface form, key); key None = blocker (consumed, not reported)."""

    def __init__(self, names):
        names = sorted(set(names), key=lambda n: (-len(n[0]), n[0]))
        self.keys = []
        parts = []
        for i, (form, key) in enumerate(names):
            parts.append("(?P<g%d>%s%s%s)" % (i, edge(form, False), title_regex(form), edge(form, True)))
            self.keys.append((form, key))
        self.rx = re.compile("|".join(parts), re.IGNORECASE)

    def finditer(self, text):
        """Yield (start, end, form, key) for non-blocker matches, scanning left to right.

        The alternation is ordered longest form first, so at any position the longest title wins
        (Kevin Uxbridge: Convergence before Kevin Uxbridge); blockers are consumed silently."""
        for m in self.rx.finditer(text):
            form, key = self.keys[int(m.lastgroup[1:])]
            if key is not None:
                yield m.start(), m.end(), form, key
