"""Normalisation that survives paraphrase, for the offline faithfulness judge.

Claims and context are rewritten into one vocabulary before they are compared: number words
become digits ("twenty-five" → 25, "two hundred" → 200), fractions and units are brought to one
scale ("a quarter" → 25%, "1.2 km" → 1200 metres, "three weeks" → 21 days), and common verbs
and nouns, including everyday wording of financial and legal terms of art, become one word per
concept ("the person who sued" → plaintiff, "profit" → net income). The table is deliberately
small and general; a paraphrase it does not know stays `unsure`, never `no`.
"""

from __future__ import annotations

import re

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_NUMBER_WORD = "|".join(sorted([*_UNITS, *_SCALES, "a", "and"], key=len, reverse=True))
_NUMBER_PHRASE = re.compile(
    rf"\b(?:{'|'.join(_UNITS)}|a\s+(?=hundred|thousand|million))"
    rf"(?:[\s-]+(?:{_NUMBER_WORD})\b)*",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?")
_MULTIPLIER = re.compile(r"\b(\d+(?:\.\d+)?)\s+(thousand|million|billion)\b", re.IGNORECASE)
_UNIT_SCALE = [
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:km|kilometres|kilometers)\b", re.I), 1000, "metres"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:m|metres|meters)\b", re.I), 1, "metres"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:weeks?)\b", re.I), 7, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:months?)\b", re.I), 30, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:days?)\b", re.I), 1, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:decades?)\b", re.I), 10, "years"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:years?)\b", re.I), 1, "years"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:percent|per\s+cent|%)", re.I), 1, "%"),
]
_FRACTIONS = [
    (re.compile(r"\bhalf\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)\b", re.I), 0.5),
    (re.compile(r"\b(?:a|one)\s+quarter\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)\b", re.I), 0.25),
    (re.compile(r"\b(?:a|one)\s+third\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)\b", re.I), 1 / 3),
]
_SHARES = [
    (re.compile(r"\b(?:a|one)\s+quarter\s+of\b", re.I), "25% of"),
    (re.compile(r"\bhalf\s+of\b", re.I), "50% of"),
    (re.compile(r"\b(?:a|one)\s+third\s+of\b", re.I), "33% of"),
    (re.compile(r"\bthree\s+quarters\s+of\b", re.I), "75% of"),
    (re.compile(r"\b(?:a|one)\s+decade\b", re.I), "10 years"),
    (re.compile(r"\bdoubled\b", re.I), "grew 2 times"),
    (re.compile(r"\btwice\s+as\s+(?:high|large|much|big|many)\b", re.I), "grew 2 times"),
    (re.compile(r"\bhalved\b", re.I), "fell 50%"),
]

# One word per concept: each group's phrases are rewritten to its first word. Phrases are
# matched whole-word, longest first, case-insensitively.
_CONCEPTS: tuple[tuple[str, ...], ...] = (
    # people and organisations
    ("company", "firm", "business", "corporation", "enterprise"),
    ("employees", "staff", "workers", "personnel", "workforce"),
    ("pupils", "students", "schoolchildren"),
    ("plaintiff", "claimant", "person who sued", "party who sued"),
    ("defendant", "accused", "the accused"),
    ("tenant", "renter", "lessee"),
    ("landlord", "owner", "lessor", "property owner"),
    ("physician", "doctor"),
    ("patient", "sick person"),
    ("purchaser", "buyer", "customer"),
    # money
    ("net income", "profit", "profits", "earnings", "net profit"),
    ("revenue", "sales", "turnover", "income"),
    ("interest rate", "interest", "annual percentage rate", "apr", "rate of interest"),
    ("annual", "yearly", "per year", "a year", "each year", "every year"),
    ("loan", "mortgage", "home loan", "credit"),
    ("compensation", "damages", "award"),
    ("price", "cost", "fee", "charge"),
    ("free", "free of charge", "costs nothing", "at no cost", "no charge", "gratis"),
    ("shares", "stock", "stocks", "equity"),
    ("deductible", "excess"),
    ("salary", "pay", "wage", "wages"),
    ("holiday", "leave", "vacation", "time off"),
    # law
    ("acquitted", "found not guilty", "cleared"),
    ("convicted", "found guilty"),
    ("bail", "let out of custody after paying", "released after paying"),
    ("premises", "property", "flat", "apartment", "house", "home"),
    ("vacate", "vacating", "move out", "moving out", "leave the premises"),
    ("contract", "agreement", "deal"),
    ("signed", "agreed to", "executed"),
    ("sued", "took to court", "brought a claim against"),
    ("notice", "warning", "tell", "inform", "notify"),
    ("written", "in writing"),
    # common verbs
    ("founded", "established", "started", "set up", "created"),
    ("discharged", "released", "let out", "left"),
    ("bought", "purchased", "acquired"),
    ("sold", "sells"),
    ("fixed", "does not change", "doesn't change", "unchanging", "stays the same", "constant"),
    ("led", "headed", "directed", "ran", "run by"),
    ("built", "constructed", "erected"),
    ("demolished", "torn down", "pulled down", "knocked down"),
    ("receive", "receives", "received", "get", "gets", "got"),
    ("made", "produced", "generated", "earned"),
    ("buy", "purchase"),
    ("lends", "borrowed", "borrow", "lend", "lent", "loaned"),
    ("entry", "entrance", "admission", "access"),
    ("public", "everyone", "anyone"),
    ("study", "research", "trial"),
)
_CONCEPT_PATTERN: list[tuple[re.Pattern[str], str]] = []
for _group in _CONCEPTS:
    _head = _group[0]
    for _phrase in sorted(_group[1:], key=len, reverse=True):
        _words = r"\s+".join(re.escape(word) for word in _phrase.split())
        _CONCEPT_PATTERN.append((re.compile(rf"\b{_words}\b", re.IGNORECASE), _head))
_CONCEPT_PATTERN.sort(key=lambda item: len(item[0].pattern), reverse=True)


def normalise(text: str) -> str:
    """`text` in the shared vocabulary: digits, base units, one word per concept."""
    text = _NUMBER_PHRASE.sub(lambda m: _number_words(m.group(0)), text)
    text = _DIGITS.sub(_plain_number, text)
    text = _MULTIPLIER.sub(
        lambda m: _format(float(m.group(1)) * _SCALES[m.group(2).lower()]), text
    )
    for pattern, factor in _FRACTIONS:
        text = pattern.sub(lambda m, f=factor: _format(float(m.group(1)) * f), text)  # type: ignore[misc]
    for pattern, replacement in _SHARES:
        text = pattern.sub(replacement, text)
    for pattern, scale, unit in _UNIT_SCALE:
        text = pattern.sub(
            lambda m, s=scale, u=unit: f"{_format(float(m.group(1)) * s)} {u}",  # type: ignore[misc]
            text,
        )
    for pattern, head in _CONCEPT_PATTERN:
        text = pattern.sub(head, text)
    return text


def _number_words(phrase: str) -> str:
    """ "twenty-five" → "25", "two hundred" → "200", "fifty thousand" → "50000"; a phrase
    that is not a number ("one of them") is left as it is."""
    words = [w for w in re.split(r"[\s-]+", phrase.lower()) if w and w != "and"]
    total = current = 0
    seen = False
    for word in words:
        if word == "a":
            current = max(current, 1)
        elif word in _UNITS:
            current += _UNITS[word]
            seen = True
        elif word in _SCALES:
            scale = _SCALES[word]
            current = max(current, 1) * scale
            if scale >= 1000:
                total += current
                current = 0
            seen = True
    if not seen or (len(words) == 1 and words[0] == "one"):
        return phrase  # "one" is usually a pronoun ("one of them"), not a count
    return str(total + current)


def _plain_number(match: re.Match[str]) -> str:
    whole = match.group(1).replace(",", "")
    fraction = match.group(2)
    return whole if fraction is None else f"{whole}.{fraction}"


def _format(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"
