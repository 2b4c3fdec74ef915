"""Tokens the offline judge reasons with: sentences, clauses, content stems, numbers, entities.

Deliberately simple and standard-library only. It is blind to synonyms and paraphrase, which is
the offline judge's documented limit.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "then",
        "so",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "from",
        "with",
        "about",
        "as",
        "into",
        "onto",
        "than",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "doing",
        "have",
        "has",
        "had",
        "having",
        "can",
        "could",
        "will",
        "would",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "it",
        "its",
        "it's",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "i",
        "me",
        "my",
        "mine",
        "we",
        "us",
        "our",
        "you",
        "your",
        "yours",
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "they",
        "them",
        "their",
        "theirs",
        "one",
        "some",
        "any",
        "all",
        "each",
        "every",
        "both",
        "few",
        "more",
        "most",
        "other",
        "such",
        "own",
        "same",
        "very",
        "just",
        "also",
        "too",
        "not",
        "no",
        "nor",
        "only",
        "again",
        "further",
        "once",
        "up",
        "down",
        "out",
        "off",
        "over",
        "under",
        "s",
        "t",
        "don't",
        "doesn't",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "can't",
        "cannot",
        "won't",
        "let",
        "let's",
        "i'm",
        "i've",
        "i'd",
        "you're",
        "it'll",
        "what's",
        "here's",
        "that's",
        "there's",
        "yes",
        "please",
    ]
)

NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "none",
        "nothing",
        "neither",
        "nor",
        "without",
        "don't",
        "doesn't",
        "didn't",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "can't",
        "cannot",
        "won't",
        "wouldn't",
        "shouldn't",
        "couldn't",
        "hasn't",
        "haven't",
        "hadn't",
        "n't",
    ]
)

# Words that reject a claim wherever they stand in the sentence: "Lyon is a common misconception".
REBUTTALS = re.compile(
    r"\b(incorrect(ly)?|false(ly)?|myths?|misconceptions?|debunked|untrue|wrong(ly)?|mistaken"
    r"|misinformation|baseless|unfounded|no (scientific )?evidence|not true|contrary to"
    r"|not supported|disproven|no link|hoax claims?)\b",
    re.IGNORECASE,
)

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9'’]*(?:-[A-Za-z0-9]+)*|\d+(?:[.,]\d+)*")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\n+")
_CLAUSE_BREAK = re.compile(r",\s|;|:\s|[()]|\s[-–—]\s|\bbut\b|\bwhile\b|\bwhereas\b", re.IGNORECASE)
_NUMBER = re.compile(r"\d")


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


def split_clauses(sentence: str) -> list[str]:
    return [c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip()]


def raw_tokens(text: str) -> list[str]:
    return [t.replace("’", "'") for t in _TOKEN.findall(text)]


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix-stripper: 'vaccines' and 'vaccine', 'baking' and 'bake' meet.

    Cached: the same few thousand words recur across a dataset's cases.
    """
    w = word.lower()
    if w.endswith("'s"):
        w = w[:-2]
    if _NUMBER.search(w):
        return w.replace(",", "")
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 4 and w.endswith("sses"):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return w


def is_number(token: str) -> bool:
    return token[:1].isdigit()


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence: its tokens, content stems (stopwords removed), clauses, rebuttal words, the
    names written in it, and the stems of its numbers and of its capitalised words (the facts
    it can state)."""

    text: str
    tokens: tuple[str, ...]
    stems: frozenset[str]
    clauses: tuple[tuple[str, ...], ...]
    rebuttal: bool
    names: frozenset[str]
    numbers: frozenset[str]
    capitals: frozenset[str]


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


@functools.lru_cache(maxsize=4096)
def analyse_sentence(raw: str) -> Sentence:
    """One sentence analysed.

    Cached (a bounded LRU, so memory does not grow with the dataset): sentences recur within a
    case (the original query inside the noisy one, a baseline's sentences in a robust output)
    and across cases (noise variants of one query share its query and baseline).
    """
    tokens = tuple(raw_tokens(raw))
    clauses = tuple(tuple(t.lower() for t in raw_tokens(c)) for c in split_clauses(raw))
    numbers, capitals = facts_in(tokens, None)
    return Sentence(
        raw,
        tokens,
        frozenset(content_stems_of_tokens(tokens)),
        clauses,
        bool(REBUTTALS.search(raw)),
        frozenset(_capitalised_inside(tokens) - _STOPWORD_STEMS),
        frozenset(numbers),
        frozenset(capitals),
    )


def facts_of(sentences: Iterable[Sentence], names: frozenset[str]) -> tuple[set[str], set[str]]:
    """facts_in over analysed sentences, from what their analysis already holds."""
    numbers: set[str] = set()
    entities: set[str] = set()
    for sentence in sentences:
        numbers |= sentence.numbers
        entities |= sentence.capitals & names
    return numbers, entities


def content_stems_of_tokens(tokens: Iterable[str]) -> set[str]:
    return {
        stem(t) for t in tokens if t.lower() not in STOPWORDS and len(t) > 1 or t[:1].isdigit()
    }


def negated_in_clause(sentence: Sentence, term: str) -> bool:
    """True when a negation precedes `term` (a stem) within its clause: "Paris, not Lyon"."""
    for clause in sentence.clauses:
        seen_negation = False
        for token in clause:
            if token in NEGATIONS or token.endswith("n't"):
                seen_negation = True
            elif seen_negation and stem(token) == term:
                return True
    return False


def _capitalised_inside(tokens: tuple[str, ...]) -> set[str]:
    """Stems of words written with a capital inside a sentence (or acronyms): names."""
    upper_run = sum(1 for t in tokens if t.isupper() and len(t) > 1)
    shouting = upper_run >= 2 and upper_run >= len(tokens) // 3
    names = set()
    for index, token in enumerate(tokens):
        if shouting and token.isupper():
            continue
        if token[0].isupper() and (index > 0 or _looks_like_acronym(token)):
            names.add(stem(token))
    return names


def _looks_like_acronym(token: str) -> bool:
    return sum(1 for c in token if c.isupper()) >= 2 or any(c.isdigit() for c in token)


_STOPWORD_STEMS = frozenset(stem(w) for w in STOPWORDS)


def facts_in(
    tokens: Iterable[str], names: frozenset[str] | None
) -> tuple[set[str], set[str]]:
    """The numbers, and the names from `names` (every capitalised word if None), that these
    tokens mention, as stems."""
    numbers: set[str] = set()
    entities: set[str] = set()
    for token in tokens:
        if token[:1].isdigit():
            numbers.add(stem(token))
        elif token[0].isupper():
            s = stem(token)
            if names is None or s in names:
                entities.add(s)
    return numbers, entities
