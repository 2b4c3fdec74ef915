"""Normalisation that survives paraphrase, for the offline faithfulness judge.

Claims and context are rewritten into one vocabulary before they are compared: number words
become digits ("twenty-five" → 25, "two hundred" → 200), fractions and units are brought to one
scale ("a quarter" → 25%, "1.2 km" → 1200 metres, "three weeks" → 21 days), and common verbs
and nouns, including everyday wording of financial and legal terms of art, become one word per
concept ("the person who sued" → plaintiff, "profit" → net income). The table is deliberately
small and general; a paraphrase it does not know stays `unsure`, never `no`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

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
    rf"\b(?:{'|'.join(sorted(_UNITS, key=len, reverse=True))}\b|a\s+(?=hundred|thousand|million))"
    rf"(?:[\s-]+(?:{_NUMBER_WORD})\b)*",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?")
_MULTIPLIER = re.compile(r"\b(\d+(?:\.\d+)?)\s+(thousand|million|billion)\b", re.IGNORECASE)
def _month_days(months: float) -> float:
    """30 days a month, but whole years of months as years: 36 months is three years."""
    return 365 / 12 if months % 12 == 0 else 30


_UNIT_SCALE = [
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:km|kilometres|kilometers)\b", re.I), 1000, "metres"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:m|metres|meters)\b", re.I), 1, "metres"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b", re.I), 60, "minutes"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:minutes?|mins?)\b", re.I), 1, "minutes"),
    # Durations meet in days: "two months" and "sixty days", "36 months" and "three years".
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:weeks?)\b", re.I), 7, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:months?)\b", re.I), _month_days, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:days?)\b", re.I), 1, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:decades?)\b", re.I), 3650, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:years?)\b(?!\s+old)", re.I), 365, "days"),
    (re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:percent|per\s+cent|%)", re.I), 1, "%"),
]


_FRACTION_OF = re.compile(
    r"\b(a|an|one|1|two|2|three|3|four|4)\s+(half|halves|third|thirds|quarter|quarters|"
    r"fifth|fifths|tenth|tenths)\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_PART = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}
_ONE_IN_N_OF = re.compile(
    r"\b(?:one|1)\s+(?:in|out\s+of)\s+(\d+)\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)\b", re.I
)
_ONE_IN_N = re.compile(r"\b(?:one|1)\s+(?:in|out\s+of)\s+(\d+)\b", re.I)
_HALF_OF = re.compile(r"\bhalf\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)\b", re.IGNORECASE)
_SHARES = [
    # frequencies first, before their durations become days
    (re.compile(r"\b(?:twice\s+a\s+year|twice\s+yearly|every\s+6\s+months|semi-?annually|"
                r"bi-?annually|half-yearly)\b", re.I), "semiannually"),
    (re.compile(r"\b(?:every|each|per)\s+month\b", re.I), "monthly"),
    (re.compile(r"\b(?:every|each|per)\s+week\b", re.I), "weekly"),
    (re.compile(r"\b(?:every|each|per)\s+day\b", re.I), "daily"),
    (re.compile(r"\bby\s+(?:a|one)\s+quarter\b", re.I), "by 25%"),
    (re.compile(r"\bby\s+(?:a|one)\s+third\b", re.I), "by 33%"),
    (re.compile(r"\bby\s+half\b", re.I), "by 50%"),
    (re.compile(r"\b(?:a|one)\s+quarter\s+of\b", re.I), "25% of"),
    (re.compile(r"\bhalf\s+of\b", re.I), "50% of"),
    (re.compile(r"\b(?:a|one)\s+third\s+of\b", re.I), "33% of"),
    (re.compile(r"\bthree\s+quarters\s+of\b", re.I), "75% of"),
    (re.compile(r"\b(?:a|one)\s+decade\b", re.I), "10 years"),
    (re.compile(r"\b(?:a|one)\s+month\b", re.I), "30 days"),
    (re.compile(r"\b(?:a|one)\s+week\b", re.I), "7 days"),
    (re.compile(r"\b(?:a|one)\s+fortnight\b", re.I), "14 days"),
    (re.compile(r"\bdoubled\b", re.I), "grew 2 times"),
    (re.compile(r"\btwice\s+as\s+(?:high|large|much|big|many)\b", re.I), "grew 2 times"),
    (re.compile(r"\bhalved\b", re.I), "fell 50%"),
]

_IRREGULAR = {
    "rose": "rise", "risen": "rise", "fell": "fall", "fallen": "fall", "won": "win",
    "lost": "lose", "grew": "grow", "grown": "grow", "shrank": "shrink", "paid": "pay",
    "sold": "sell", "bought": "buy", "led": "lead", "began": "begin", "begun": "begin",
    "went": "go", "gone": "go", "made": "make", "told": "tell", "took": "take",
    "taken": "take", "gave": "give", "given": "give", "wrote": "write", "written": "write",
    "built": "build", "spent": "spend", "kept": "keep", "held": "hold", "brought": "bring",
    "met": "meet", "saw": "see", "seen": "see", "knew": "know", "known": "know",
    "thought": "think", "taught": "teach", "caught": "catch", "fought": "fight",
    "chose": "choose", "chosen": "choose", "drove": "drive", "driven": "drive",
    "ate": "eat", "eaten": "eat", "drank": "drink", "flew": "fly", "flown": "fly",
    "swam": "swim", "sang": "sing", "spoke": "speak", "spoken": "speak", "stole": "steal",
    "stolen": "steal", "struck": "strike", "sent": "send", "lent": "lend", "hid": "hide",
    "hidden": "hide", "broke": "break", "broken": "break", "froze": "freeze",
    "frozen": "freeze", "forgot": "forget", "forgotten": "forget", "shut": "shut",
    "cut": "cut", "hit": "hit", "quit": "quit", "ran": "run", "sat": "sit", "stood": "stand",
    "understood": "understand", "won't": "will not", "can't": "cannot",
}  # fmt: skip
_IRREGULAR_PATTERN = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, _IRREGULAR), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)

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
    ("borrower", "person who took out the loan", "person who borrowed", "debtor"),
    ("respondents", "people surveyed", "those surveyed", "survey respondents", "people polled"),
    # money
    ("net income", "profit", "profits", "earnings", "net profit", "net earnings"),
    ("expenses", "costs", "spending", "outgoings", "expenditure"),
    ("debts", "liabilities", "debt", "money owed", "amount owed"),
    ("assets", "holdings", "possessions"),
    ("dividend", "payout", "dividends", "payouts"),
    ("shareholders", "stockholders", "investors", "owners of the shares"),
    (
        "bankrupt",
        "insolvent",
        "go bust",
        "bankruptcy",
        "filed for bankruptcy",
        "declared bankruptcy",
        "became insolvent",
    ),
    ("layoffs", "job cuts", "redundancies", "dismissals"),
    ("fine", "penalty", "fines", "penalties"),
    ("tax", "levy", "duty", "taxes"),
    (
        "refund",
        "money back",
        "reimbursement",
        "repayment",
        "reimburse",
        "reimbursed",
        "reimburses",
        "refunded",
        "refunds",
    ),
    (
        "creditors",
        "lenders",
        "people it owed money to",
        "those it owed money to",
        "people it owed",
        "the people it owed money to",
    ),
    ("unable", "failing to", "failed to", "could not", "cannot", "not able to", "fails to"),
    ("invoice", "bill"),
    ("principal", "amount borrowed", "sum borrowed", "loan amount"),
    ("repay", "pay back", "pay off", "settle the debt"),
    ("deposit", "down payment", "upfront payment"),
    ("premium", "monthly payment", "insurance payment"),
    ("warranty", "guarantee"),
    ("lawsuit", "suit", "legal action", "court case", "case"),
    ("lawyer", "attorney", "solicitor", "counsel", "barrister"),
    ("verdict", "ruling", "judgment", "decision"),
    ("appeal", "challenged the ruling", "challenged the decision"),
    ("prison", "jail", "custody", "behind bars"),
    ("settlement", "settled out of court", "out-of-court deal"),
    ("testify", "give evidence", "gave evidence", "testified"),
    ("liable", "responsible", "legally responsible"),
    ("injunction", "court order"),
    ("parole", "early release"),
    ("lease", "rental agreement", "tenancy agreement", "tenancy"),
    ("evict", "evicted", "eviction", "forced out", "kicked out"),
    ("terminate", "end", "cancel", "terminated", "ended", "cancelled", "canceled"),
    ("breach", "broke", "violated", "violation", "broken"),
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
    ("chief executive", "ceo", "chief executive officer", "head of the company"),
    ("excluded", "not covered", "not included", "excludes", "exclude", "left out"),
    # common verbs and adjectives
    ("say", "said", "says", "reported", "reports", "stated", "states", "told", "claimed",
     "claims"),
    ("cheaper", "costs less", "cost less", "less expensive", "lower in price", "lower-priced"),
    ("dearer", "costs more", "cost more", "more expensive", "pricier"),
    ("small", "minor", "little", "tiny", "slight"),
    ("large", "big", "major", "huge", "substantial", "considerable"),
    ("fast", "quick", "quicker", "faster", "rapid", "speedy"),
    ("begin", "start", "commence", "commenced", "kick off"),
    ("finish", "complete", "completed", "conclude", "concluded", "wrap up"),
    ("need", "require", "requires", "required", "needs"),
    ("help", "assist", "aid"),
    ("show", "demonstrate", "reveal", "indicate"),
    ("use", "utilise", "utilize"),
    ("about", "approximately", "around", "roughly", "nearly", "almost"),
    ("enough", "sufficient", "adequate"),
    ("improve", "improved", "better", "improvement"),
    ("worsen", "worse", "deteriorated", "deteriorate"),
    ("hire", "hired", "recruited", "recruit", "took on", "take on"),
    ("appointed", "became", "become"),
    ("allowed", "permitted"),
    ("forbidden", "banned", "prohibited", "not allowed", "not permitted"),
    ("support", "supported", "supports", "backed", "backs", "endorsed", "endorse", "favoured",
     "in favour of", "in favor of"),
    ("return", "returned", "returns", "give back", "hand back", "handed back"),
    ("full", "in full", "whole", "entire"),
    ("include", "includes", "included", "cover", "covers", "covered", "contain", "contains",
     "comprise", "comprises"),
    ("rise", "increase", "increased", "increases", "went up", "go up", "climbed", "climb"),
    ("fall", "drop", "dropped", "drops", "declined", "decline", "decreased", "decrease",
     "went down", "go down"),
    ("loss", "losses", "deficit", "lose", "lost"),
    ("founded", "established", "started", "set up", "created"),
    ("discharged", "released", "let out", "leave"),
    ("buy", "purchase", "purchased", "acquired", "acquire"),
    ("fixed", "does not change", "doesn't change", "unchanging", "stays the same", "constant"),
    ("lead", "headed", "directed", "run by", "in charge of"),
    ("build", "constructed", "erected", "construct"),
    ("demolished", "torn down", "pulled down", "knocked down"),
    ("receive", "receives", "received", "get", "gets", "got"),
    ("make", "produced", "generated", "earned", "produce", "generate", "earn"),
    ("lend", "lends", "borrowed", "borrow", "loaned"),
    ("entry", "entrance", "admission", "access"),
    ("public", "everyone", "anyone"),
    ("study", "research", "trial"),
)
_INFLECTION = "(?:s|es|d|ed|ing)?"
_CONCEPT_HEADS: dict[str, str] = {}
for _group in _CONCEPTS:
    for _phrase in _group[1:]:
        # Phrases are written as people write them; matched as normalise leaves the text
        # ("took out" → "take out"), with any inflection ("pays back" as "pay back").
        _base = _IRREGULAR_PATTERN.sub(lambda m: _IRREGULAR[m.group(1).lower()], _phrase)
        _CONCEPT_HEADS.setdefault(" ".join(_base.lower().split()), _group[0])
_CONCEPT_PATTERN = re.compile(
    r"\b(?:"
    + "|".join(
        r"\s+".join(re.escape(word) + _INFLECTION for word in phrase.split())
        for phrase in sorted(_CONCEPT_HEADS, key=len, reverse=True)
    )
    + r")\b",
    re.IGNORECASE,
)
"""One pass, longest phrase first, so a head is never rewritten again ("profit" → "net
income" stays that, although "income" alone means revenue)."""


def _concept_head(match: re.Match[str]) -> str:
    words = match.group(0).lower().split()
    for candidate in _uninflected(words):
        head = _CONCEPT_HEADS.get(candidate)
        if head is not None:
            return head
    return match.group(0)


def _uninflected(words: list[str]) -> list[str]:
    """The phrase as written, then with each word's inflection removed, to find its entry."""
    forms = [" ".join(words)]
    options = [[w] + [w[: -len(x)] for x in ("ing", "es", "ed", "s", "d") if w.endswith(x)]
               for w in words]  # fmt: skip
    for combination in itertools.product(*options):
        forms.append(" ".join(combination))
    return forms


_AND_A_HALF = re.compile(rf"\b({'|'.join(_UNITS)}|\d+)\s+and\s+a\s+half\b", re.I)
_UNIT_AND_A_HALF = re.compile(
    r"\ban?\s+(hour|day|week|month|year|mile|kilometre|kilometer)\s+and\s+a\s+half\b", re.I
)
_HALF_A = re.compile(r"\bhalf\s+an?\s+(hour|day|week|month|year|million|thousand)\b", re.I)
_CURRENCY = re.compile(r"([$€£])\s?(\d+(?:\.\d+)?)")
_CURRENCY_NAMES = {"$": "dollars", "€": "euros", "£": "pounds"}


def normalise(text: str) -> str:
    """`text` in the shared vocabulary: digits, base units, one word per concept."""
    text = _AND_A_HALF.sub(lambda m: f"{_UNITS.get(m.group(1).lower(), m.group(1))}.5", text)
    text = _UNIT_AND_A_HALF.sub(lambda m: f"1.5 {m.group(1)}s", text)
    text = _HALF_A.sub(lambda m: f"0.5 {m.group(1)}", text)
    text = _NUMBER_PHRASE.sub(lambda m: _number_words(m.group(0)), text)
    text = _IRREGULAR_PATTERN.sub(lambda m: _IRREGULAR[m.group(1).lower()], text)
    text = _DIGITS.sub(_plain_number, text)
    text = _MULTIPLIER.sub(lambda m: _format(float(m.group(1)) * _SCALES[m.group(2).lower()]), text)
    text = _CURRENCY.sub(lambda m: f"{m.group(2)} {_CURRENCY_NAMES[m.group(1)]}", text)
    text = _FRACTION_OF.sub(_fraction_of, text)
    text = _ONE_IN_N_OF.sub(lambda m: _format(float(m.group(2)) / float(m.group(1))), text)
    text = _ONE_IN_N.sub(lambda m: f"{_format(round(100 / float(m.group(1))))}%", text)
    text = _HALF_OF.sub(lambda m: _format(float(m.group(1)) / 2), text)
    for pattern, replacement in _SHARES:
        text = pattern.sub(replacement, text)
    for pattern, scale, unit in _UNIT_SCALE:
        text = pattern.sub(lambda m, s=scale, u=unit: _scaled(m, s, u), text)  # type: ignore[misc]
    text = _CONCEPT_PATTERN.sub(_concept_head, text)
    return text


def _scaled(match: re.Match[str], scale: float | Callable[[float], float], unit: str) -> str:
    count = float(match.group(1))
    factor = scale(count) if callable(scale) else scale
    return f"{_format(round(count * factor, 6))} {unit}"


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


def _fraction_of(match: re.Match[str]) -> str:
    """ "three quarters of 200" → "150"."""
    count = match.group(1).lower()
    parts = _PART[match.group(2).lower().rstrip("s").replace("halve", "half")]
    share = (_COUNT.get(count) or float(count)) / parts
    return _format(share * float(match.group(3)))


def _plain_number(match: re.Match[str]) -> str:
    whole = match.group(1).replace(",", "")
    fraction = match.group(2)
    return whole if fraction is None else f"{whole}.{fraction}"


def _format(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"
