"""Tokens the offline judge reasons with: sentences, clauses, content stems, numbers, entities.

Deliberately simple and standard-library only. It is blind to synonyms and paraphrase, which is
the offline judge's documented limit.
"""

from __future__ import annotations

import functools
import inspect
import os
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import ParamSpec, TypeVar, cast

APPROXIMATE_WORDS = r"about|around|roughly|approximately|nearly|almost|some|close\s+to"
ORDINALS = {
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10,
}  # fmt: skip
"""Ordinal words and the counts they stand for: "the third rise", "the third month in a row"."""
"""Words that give a figure roughly ("about 8,850 metres"), for regular expressions."""

YEAR = re.compile(r"^(1[5-9]\d\d|20\d\d)$")
"""A figure that reads as a year: 1500 to 2099."""
PRONOUN_OPENING = re.compile(r"\W*(?:It|They|Both|He|She)\b")
"""A sentence that opens with a pronoun: about whom or what the sentence before named."""
IT_OR_THEY_OPENING = re.compile(r"\s*(?:It|They)\b")
"""A sentence that opens with "It" or "They": about the thing, not the person, named before."""
SUBJECT_PRONOUNS = frozenset("it they he she".split())
"""Who a sentence may name by a pronoun rather than by name."""
STOPWORDS = frozenset(
    (
        "a an the and or but if then so of to in on at by for from with about as into onto than "
        "is are was were be been being am do does did doing have has had having can could will "
        "would shall should may might must it its it's this that these those there here what "
        "which who whom whose when where why how i me my mine we us our you your yours he him his "
        "she her hers they them their theirs one some any all each every both few more most other "
        "such own same very just also too not no nor only again further once up down out off over "
        "under s t don't doesn't isn't aren't wasn't weren't can't cannot won't let let's i'm "
        "i've i'd you're it'll what's here's that's there's yes please because causing"
    ).split()
)

_MONTH_NAMES = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
)
AT_THIS_TIME = re.compile(
    r"\b(?:now|currently|at\s+present|at\s+the\s+moment|today|these\s+days)\b", re.IGNORECASE
)
"""Words that say what holds at the time of writing ("currently free", "now at 5.1%")."""
TO_COME = re.compile(
    r"\b(?:will|shall|plans?\s+to|planned\s+to|a\s+plan\s+to|(?:is|are)\s+(?:due|expected|set|"
    r"scheduled|going)\s+to|from\s+next|next\s+(?:year|month|week|season|spring|summer|autumn|"
    rf"winter)|from\s+(?:\d{{1,2}}\s+)?(?:{_MONTH_NAMES}))\b",
    re.IGNORECASE,
)
"""Words that put a thing still to come ("will charge", "from next month", "from 1 April")."""

NEGATIONS = frozenset(
    (
        "not no never none nothing neither nor without don't doesn't didn't isn't aren't wasn't "
        "weren't can't cannot won't wouldn't shouldn't couldn't hasn't haven't hadn't n't"
    ).split()
)

# Words that reject a claim wherever they stand in the sentence: "Lyon is a common misconception".
REBUTTALS = re.compile(
    r"\b(incorrect(ly)?|false(ly)?|myths?|misconceptions?|debunked|untrue|wrong(ly)?|mistaken"
    r"|misinformation|baseless|unfounded|no (scientific )?evidence|not true|contrary to"
    r"|(?:is|are|was|were)\s+not\s+(?:quite\s+)?(?:right|correct|accurate)"
    r"|(?:isn't|aren't|wasn't|weren't)\s+(?:quite\s+)?(?:right|correct|accurate|true)"
    # "the distance changes only slightly and isn't the reason": the claimed cause denied
    r"|(?:isn't|is\s+not|aren't|are\s+not|wasn't|was\s+not)\s+(?:the|a)\s+(?:main\s+)?"
    r"(?:reason|cause)"
    r"|not supported|disproven|no link|hoax claims?|no longer|not any ?more|not (?:widely )?"
    r"accepted|discredited|no basis|fringe (?:theory|claim|idea)|rejected by (?:scholars|experts|"
    r"scientists|historians|doctors)|where\s+the\s+confusion|(?:often|commonly)\s+confused|"
    r"(?:was|were|has\s+been|have\s+been)\s+(?:replaced|abolished|"
    r"phased\s+out|withdrawn|discontinued|superseded))\b",
    re.IGNORECASE,
)

_LETTER = "A-Za-zÀ-ÖØ-öø-ÿĀ-ž"
_TOKEN = re.compile(
    rf"[{_LETTER}][{_LETTER}0-9]*(?:['’][{_LETTER}][{_LETTER}0-9]*)*(?:-[{_LETTER}0-9]+)*"
    r"|\d+(?:[.,]\d+)*(?: ?%|\s+per\s?cent\b)?",
    re.IGNORECASE,
)
"""Words (an apostrophe only inside one: "don't", not the quote closing 'NOW'), accented
Latin letters inside them ("Paraná", "café"), numbers and percentages ("12%", "12 %",
"12 percent", "12 per cent")."""
_PERCENT = re.compile(r"\s*(?:%|per\s?cent)", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?…])[^\S\n]+|(\n+)")
_CLAUSE_BREAK = re.compile(
    r",\s|;|:\s|[()]|\s[-–—]\s|\bbut\b|\bwhile\b|\bwhereas\b|\bunless\b|\bbecause\b"
    r"|\band\s+(?=(?:never|not)\b|[a-z]+\s+(?:no|not|never)\b|there\s+(?:is|are|was|were)\s+"
    r"(?:no|not)\b"
    # a verb of its own after "and": "no longer supports Android 8 and adds a dark mode"
    r"|[a-z]{3,}s\s+(?:a|an|the|its|their|his|her|new)\s)"
    # a participle's own clause: "filed for insolvency after failing to pay its creditors"
    r"|\b(?:after|before)\s+(?=unable\b|[a-z]+ing\b)",
    re.IGNORECASE,
)
""""Stores photos locally and never uploads them": the denial is its own clause."""
_NUMBER = re.compile(r"\d")
_DECIMAL_COMMA = re.compile(r"^\d+,\d{1,2}$")


def split_sentences(text: str) -> list[str]:
    """Sentences, at a full stop (or ! ? …) before a space, or at a line break; not after an
    abbreviation ("7 a.m. on weekdays", "Dr. Becker"). Text typed in lower case still splits:
    "what is it? i heard it's lyon." is a question and a claim."""
    sentences: list[str] = []
    joined = False  # may the next piece continue the last sentence?
    for piece in _SENTENCE_END.split(text):
        if piece is None:
            continue
        if piece.startswith("\n"):  # a line break always ends a sentence
            joined = False
            continue
        piece = piece.strip()
        if not piece:
            continue
        last = sentences[-1].rsplit(None, 1)[-1].lower() if sentences else ""
        if joined and (last in _ABBREVIATIONS or (last == "no." and piece[:1].isdigit())):
            sentences[-1] += " " + piece
        else:
            sentences.append(piece)
        joined = True
    return sentences


_ABBREVIATIONS = frozenset(
    "a.m. p.m. e.g. i.e. etc. vs. dr. mr. mrs. ms. prof. st. approx. inc. ltd. co.".split()
)
"""And "No." before a number ("No. 5"); before a word, "No." is an answer."""


def split_clauses(sentence: str) -> list[str]:
    clauses = [c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip()]
    if " and " not in sentence:
        return clauses
    return [part for clause in clauses for part in _own_subjects(clause)]


_OWN_SUBJECT = re.compile(
    r"\band\s+(?=(?-i:[a-z]+\s+){1,2}(?:had|has|have|was|were|will|would)\s+[a-z]+\b)",
    re.IGNORECASE,
)
_HELPING = re.compile(r"\b(?:had|has|have|was|were|will|would)\s+[a-z]+\b", re.IGNORECASE)


def _own_subjects(clause: str) -> list[str]:
    """ "demand had fallen and fuel costs had risen" as two clauses, each with its subject
    and verb; not a subject of two nouns ("street cleaning and libraries will be protected"),
    where no verb comes before "and"."""
    found = _OWN_SUBJECT.search(clause)
    if found is None or not _HELPING.search(clause, 0, found.start()):
        return [clause]
    return [clause[: found.start()], clause[found.end() :]]


_P = ParamSpec("_P")
_R = TypeVar("_R")

CACHED_UP_TO = 2000
"""Characters of text a cache keeps: texts recur across a dataset's cases (a query and its
noise variants, a claim and each clause of its context) and are short; a long one is
computed afresh, so a bounded cache of short texts bounds memory as well as entries."""


def cached_when_short(maxsize: int) -> Callable[[Callable[_P, _R]], Callable[_P, _R]]:
    """An LRU cache of `maxsize` entries for calls whose text arguments are short."""

    def decorate(function: Callable[_P, _R]) -> Callable[_P, _R]:
        cached = functools.lru_cache(maxsize=maxsize)(function)
        if len(inspect.signature(function).parameters) == 1:
            # the common case, one text: a wrapper of one test, as it runs per sentence
            one_text = cast(Callable[[str], _R], function)
            one_cached = cast(Callable[[str], _R], cached)

            @functools.wraps(function)
            def call_with_text(text: str) -> _R:
                if len(text) > CACHED_UP_TO:
                    return one_text(text)
                return one_cached(text)

            return cast(Callable[_P, _R], call_with_text)

        @functools.wraps(function)
        def call(*args: _P.args, **kwargs: _P.kwargs) -> _R:
            length = 0  # a loop, not sum() over a generator: this runs per sentence
            for argument in args:
                if isinstance(argument, str):
                    length += len(argument)
            if kwargs or length > CACHED_UP_TO:
                return function(*args, **kwargs)
            return cached(*args)

        return call

    return decorate


def raw_tokens(text: str) -> list[str]:
    """Words and numbers; a percentage is one token written "12%" however the text wrote it,
    so a share is never mistaken for a count, nor "71 percent" for another fact than "71%"."""
    if "’" in text:
        text = text.replace("’", "'")  # one apostrophe, once per text rather than per word
    return [
        _PERCENT.sub("%", token) if token[-1] in "%tT" and token[0].isdigit() else token
        for token in _TOKEN.findall(text)
    ]


def same_root(word: str, other: str) -> bool:
    """Two stems of one word ("charg", "charging"; "injur", "injuri"): the shorter whole, or
    a shared start of six letters ("receipt" and "receiv" share five and are two words)."""
    shared = len(os.path.commonprefix((word, other)))
    return shared >= 6 or shared == min(len(word), len(other)) >= 4


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix-stripper: 'vaccines' and 'vaccine', 'baking' and 'bake' meet.

    Cached: the same few thousand words recur across a dataset's cases.
    """
    w = word.lower()
    if not w.isascii():  # "Paraná" and "Parana" are one river
        w = "".join(c for c in unicodedata.normalize("NFKD", w) if not unicodedata.combining(c))
    if w in _NUMBER_WORDS:
        return _NUMBER_WORDS[w]  # "Four hours" carries the claim "4 hours"
    if w.endswith("'s"):
        w = w[:-2]
    if w in _IRREGULAR_STEMS:
        return _IRREGULAR_STEMS[w]
    if _NUMBER.search(w):
        if _DECIMAL_COMMA.match(w):
            return w.replace(",", ".")  # "98,6" is 98.6 written the French way, not 986
        return w.replace(",", "")
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 4 and w.endswith("sses"):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 7 and w.endswith("ally"):
        return w[:-2]  # "originally" and "original", "typically" and "typical"
    if len(w) > 6 and w.endswith("ly") and w[-3] != "l":
        w = w[:-2]  # "instantly" and "instant", "completely" and "complete"
    if len(w) > 5 and w.endswith("ing"):
        w = _silent_e(_undoubled(w[:-3]), w[:-3])
    elif len(w) > 4 and w.endswith("ied"):
        return w[:-3] + "y"  # "carried" and "carry", "studied" and "study"
    elif len(w) > 4 and w.endswith("ed"):
        w = _silent_e(_undoubled(w[:-2]), w[:-2])
    if len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return w


def _silent_e(w: str, stripped: str) -> str:
    """A three-letter consonant-vowel-consonant stem took a silent "e" off: "fined" and
    "fine", "based" and "base", "voted" and "vote" meet (a four-letter word keeps its "e").
    Not a doubled consonant ("robbed" is "rob"), nor a final w, x or y ("fixed")."""
    if (
        len(w) == 3
        and w == stripped
        and w[0] not in _VOWELS
        and w[1] in _VOWELS
        and w[2] not in _VOWELS + "wxy"
    ):
        return w + "e"
    return w


_VOWELS = "aeiou"


_IRREGULAR_STEMS = {
    "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "hourly": "hour",
    "cacti": "cactus", "fungi": "fungus", "mice": "mous", "teeth": "tooth", "feet": "foot",
    "geese": "goos", "children": "child", "women": "woman", "men": "man",
    "grandchildren": "grandchild", "schoolchildren": "schoolchild",
    # a double letter that is the word's own: "added" and "add" (not "ad")
    "added": "add", "adding": "add", "odds": "odd",
    # "-ies" whose singular ends in "ie", not "y": "movies" and "movie" meet at "movi"
    "movies": "movi", "cookies": "cooki", "calories": "calori", "zombies": "zombi",
    "selfies": "selfi", "brownies": "browni", "smoothies": "smoothi", "rookies": "rooki",
    # to shut is to close: "shutting 14 shops" says "will close 14 shops"
    "shut": "clos", "shuts": "clos", "shutting": "clos",
    # a feeling's adjective is its noun: "he's nervous" and "for his nerves"
    "nervous": "nerv", "anxious": "anxiety",
    # a compass point's adjective is the point: "southern areas" are "the south"
    "northern": "north", "southern": "south", "eastern": "east", "western": "west",
}  # fmt: skip
for _british, _others in {
    "metr": "meter km", "kilometr": "kilometer km", "centimetr": "centimeter cm",
    "millimetr": "millimeter mm", "litr": "liter", "millilitr": "milliliter",
    "kilogram": "kg kgs", "centr": "center",
    "theatr": "theater", "fibr": "fiber",
}.items():  # fmt: skip
    for _other in _others.split():
        _IRREGULAR_STEMS[_other] = _IRREGULAR_STEMS[f"{_other}s"] = _british
"""Words the suffix rules cannot bring to their stem: "daily" watering is watering "every day";
American spellings and abbreviations of units meet the British words ("kilometers", "km")."""


def _undoubled(w: str) -> str:
    """ "subletting" and "sublet", "dropped" and "drop", "planning" and "plan"; not "falling",
    "missed" or "buzzing", whose double letter is the word's own. A British "ll" only for the
    verbs that double it ("patrolled" and "patrol", "travelling" and "travel")."""
    if len(w) >= 3 and w[-1] == w[-2] and w[-1] not in "aeiouylsz":
        return w[:-1]
    if w.endswith("ll") and w[:-1] in _DOUBLED_L:
        return w[:-1]
    return w


_DOUBLED_L = frozenset(
    "cancel channel compel control counsel dial distil enrol equal excel expel fuel fulfil "
    "instil label level marvel model panel patrol pedal propel quarrel rebel repel revel "
    "shovel signal snorkel total travel tunnel unravel".split()
)


_NUMBER_WORDS = {
    word: str(value)
    for value, word in enumerate(
        "zero _ two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
    if word != "_"
} | {"thirty": "30", "forty": "40", "fifty": "50", "sixty": "60", "seventy": "70",
     "eighty": "80", "ninety": "90", "hundred": "100"}  # fmt: skip
"""Number words as digits for matching ("one" is left out: it is more often a pronoun)."""


@cached_when_short(maxsize=4096)
def _rebuts(text: str) -> bool:
    return REBUTTALS.search(text) is not None


def as_number(figure: str) -> float | None:
    """A figure as a number, its share sign and thousands commas aside ("12%", "1,200");
    None for a token that is none."""
    try:
        return float(figure.rstrip("% ").replace(",", ""))
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence: its tokens, content stems (stopwords removed), the names written in it,
    and the stems of its numbers and of its capitalised words (the facts it can state). Its
    clauses are split on demand (clauses_of): few sentences need them."""

    text: str
    tokens: tuple[str, ...]
    stems: frozenset[str]
    names: frozenset[str]
    numbers: frozenset[str]
    capitals: frozenset[str]
    negating: bool
    """Whether a word of negation or "than" is in it: most sentences have none, and the
    negation tests (negated_in_clause, a flipped answer) skip them without splitting clauses."""

    @property
    def rebuttal(self) -> bool:
        """Whether it uses a word of rebuttal ("a myth", "not true"): asked of few sentences
        (an output's, about a noise claim), so read when asked rather than for every one."""
        return _rebuts(self.text)


@dataclass(frozen=True, slots=True)
class Passage:
    """A text analysed once: its sentences, all their stems, and the names written in it."""

    text: str
    sentences: tuple[Sentence, ...]
    stems: frozenset[str]
    names: frozenset[str]


def analyse_text(text: str) -> Passage:
    sentences = tuple(analyse_sentence(raw) for raw in split_sentences(text))
    return Passage(
        text,
        sentences,
        frozenset().union(*(s.stems for s in sentences)),
        frozenset().union(*(s.names for s in sentences)),
    )


@cached_when_short(maxsize=1024)
def capitalised(text: str) -> frozenset[str]:
    """The stems of the words written with a capital after the first. Cached: asked of one
    claim for every clause it is compared with, and of one noise claim for every sentence."""
    return frozenset(stem(t) for t in raw_tokens(text)[1:] if t[0].isupper())


@cached_when_short(maxsize=4096)
def analyse_sentence(raw: str) -> Sentence:
    """One sentence analysed.

    Cached (bounded, so memory does not grow with the dataset): sentences recur within a
    case (the original query inside the noisy one, a baseline's sentences in a robust output)
    and across cases (noise variants of one query share its query and baseline).
    """
    tokens = tuple(raw_tokens(raw))
    stems, names, numbers, capitals, negating = _scan(tokens)
    return Sentence(
        raw,
        tokens,
        frozenset(stems),
        frozenset(names - _STOPWORD_STEMS),
        frozenset(numbers),
        frozenset(capitals),
        negating,
    )


def _scan(tokens: tuple[str, ...]) -> tuple[set[str], set[str], set[str], set[str], bool]:
    """One pass over a sentence's tokens: content stems (stopwords and single letters out,
    numbers in), names (words capitalised inside the sentence, or acronyms, unless the sentence
    shouts), the stems of its numbers and of all its capitalised words, and whether it negates
    or compares."""
    stems: set[str] = set()
    numbers: set[str] = set()
    capitals: set[str] = set()
    candidates: list[tuple[str, str]] = []  # (token, stem) of the possible names
    upper_run = 0
    negating = False
    for index, token in enumerate(tokens):
        first = token[0]
        if first.isdigit():
            number = stem(token)
            numbers.add(number)
            stems.add(number)
            continue
        lower = token.lower()
        if lower in _NEGATING or lower.endswith("n't"):
            negating = True
        word = ""
        if (len(token) > 1 and lower not in STOPWORDS) or (token == "May" and index > 0):
            word = stem(token)  # "May" inside a sentence is the month, not the modal
            stems.add(word)
        if first.isupper():
            word = word or stem(token)
            capitals.add(word)
            if len(token) > 1 and token.isupper():
                upper_run += 1
            if index > 0 or _looks_like_acronym(token):
                candidates.append((token, word))
    # a sentence that shouts ("DO NOT TRUST PARIS") names nothing by its capitals
    shouting = upper_run >= 2 and upper_run >= len(tokens) // 3
    names = {word for token, word in candidates if not (shouting and token.isupper())}
    return stems, names, numbers, capitals, negating


_NEGATING = NEGATIONS | {"than"}


def clauses_of(sentence: Sentence) -> tuple[tuple[str, ...], ...]:
    """The sentence's clauses, as lower-cased tokens: "Paris, not Lyon" is two clauses."""
    return _clauses(sentence.text)


@cached_when_short(maxsize=4096)
def _clauses(text: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(t.lower() for t in raw_tokens(c)) for c in split_clauses(text))


def facts_of(sentences: Iterable[Sentence], names: frozenset[str]) -> tuple[set[str], set[str]]:
    """facts_in over analysed sentences, from what their analysis already holds."""
    numbers: set[str] = set()
    entities: set[str] = set()
    for sentence in sentences:
        numbers |= sentence.numbers
        entities |= sentence.capitals & names
    return numbers, entities


def negated_in_clause(sentence: Sentence, term: str) -> bool:
    """True when a negation precedes `term` (a stem) within its clause ("Paris, not Lyon"), the
    clause denies it right after naming it ("Four hours is not enough"), or only compares with
    it ("8,849 metres, far more than 5,000")."""
    if not sentence.negating:
        return False
    clauses = clauses_of(sentence)
    for clause, following in zip(clauses, clauses[1:], strict=False):
        if (
            following[:1] == ("not",)
            and ("it" in following or "them" in following)
            and any(stem(token) == term for token in clause)
        ):
            return True  # "They release oxygen, not absorb it": the term's act denied
    for clause in clauses:
        seen_negation = False
        for index, token in enumerate(clause):
            if token in NEGATIONS or token.endswith("n't"):
                seen_negation = True
            elif stem(token) == term and (
                seen_negation
                or _denied_after(clause[index + 1 : index + 5])
                or (index and clause[index - 1] == "than")  # "far more than 5,000"
            ):
                return True
    return False


COPULAS = frozenset("is are was were".split())
_PRONOUNS = frozenset("i you we they he she it this that".split())


def _denied_after(following: tuple[str, ...]) -> bool:
    """ "<term> [a word or two] is not …" ("a four hour night is not enough"), "<term> isn't …",
    "<term> don't …": the clause says the term does not hold (not "DAN: I don't care", where
    the denial belongs to another subject)."""
    for position, token in enumerate(following):
        if token in _PRONOUNS:
            return False
        after = following[position + 1] if position + 1 < len(following) else ""
        if token.endswith("n't") and token[:-3] in COPULAS:
            return True
        if token in COPULAS:
            return after == "not"
        # "Underwater volcanoes don't cause tides": the term's act denied (not "don't just")
        if token in _DENYING_DO or (token in _DO and after == "not"):
            return after not in ("just", "only")
    return False


_DO = frozenset("do does did".split())
_DENYING_DO = frozenset("don't doesn't didn't".split())


def _looks_like_acronym(token: str) -> bool:
    return sum(1 for c in token if c.isupper()) >= 2 or any(c.isdigit() for c in token)


_STOPWORD_STEMS = frozenset(stem(w) for w in STOPWORDS)


def facts_in(tokens: Iterable[str], names: frozenset[str]) -> tuple[set[str], set[str]]:
    """The numbers, and the names from `names`, that these tokens mention, as stems."""
    numbers: set[str] = set()
    entities: set[str] = set()
    for token in tokens:
        if token[:1].isdigit():
            numbers.add(stem(token))
        elif token[0].isupper():
            s = stem(token)
            if s in names:
                entities.add(s)
    return numbers, entities
