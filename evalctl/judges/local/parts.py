"""What each part of a context sentence binds, for the offline faithfulness judge.

A sentence joining statements ("Anna founded the bakery, and her partner Tom Ruiz manages its
finances") gives each part its own subject, act, role, place and figure; a claim that moves one
of them to another part's is a contradiction even though every word of it is in the sentence.
An ellipsis ("..., and 10 km on Tuesday") shares the earlier part's subject and act.
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType

from evalctl.judges.local.figures import (
    APPROXIMATE,
    MONEY_WORDS,
    PEOPLE_KINDS,
    UNIT_WORDS,
    close,
    measured_figures,
    neighbour,
    same_kind,
    spans_apart,
)
from evalctl.judges.local.paraphrase import KINDS_OF, derived, normalise
from evalctl.judges.local.places import COUNTRY_OF, KNOWN_PLACES, countries_of
from evalctl.judges.local.slots import (
    DECADE,
    MONTHS,
    WEEKDAYS,
    bounds,
    compared_with,
    content_stems,
    covered_by_range,
    day_covered,
    decade_span,
    demonym_bases,
    same_class,
)
from evalctl.judges.local.text import (
    IT_OR_THEY_OPENING,
    NEGATIONS,
    STOPWORDS,
    SUBJECT_PRONOUNS,
    YEAR,
    Passage,
    Sentence,
    analyse_sentence,
    analyse_text,
    as_number,
    cached_when_short,
    capitalised,
    raw_tokens,
    split_clauses,
    stem,
)


def same_slot_rival(claim: Passage, facts: set[str], passages: list[Passage]) -> str | None:
    """The claim states a name or number that the context sentence saying the same thing
    (most of the claim's other words) gives another value for, even if the claim's value
    appears elsewhere in the context: "Tom founded the bakery" against "Anna founded the
    bakery. Tom joined later." is a contradiction, not support."""
    facts = {fact for fact in facts if fact not in _TITLES}  # "Dr." is no one's name
    if not facts:
        return None
    rest = frozenset(s for s in claim.stems if s not in facts)
    if not rest:
        return None
    least = 0.75 if len(rest) > 1 else 1.0  # one other word must match exactly
    approximate = APPROXIMATE.search(claim.text) is not None
    wholes = [sentence for passage in passages for sentence in passage.sentences]
    # A sentence naming all the claim's names and saying half the rest speaks of them: "Mont
    # Blanc ... is the highest in the Alps", not "Elbrus ... is the highest peak in Europe"
    own = [
        w
        for w in wholes
        if not any(f[:1].isdigit() for f in facts)  # a figure's own sentence may be its rival's
        and facts <= w.stems
        and len(rest & w.stems) * 2 >= len(rest)
    ]
    best = _slot_statement(own or wholes, facts, rest)
    if own and (best is None or best[0][0] < least) and _OWNER.search(claim.text):
        # whose thing it is, where the owner's own sentence says too little of the rest
        # ("Jon Hale has a savings account"): a sentence that says all of it speaks of the
        # slot ("Kara Singh's account was overdrawn")
        every = _slot_statement(wholes, facts, rest)
        best = every if every is not None and every[0][0] == 1.0 else best
    if best is None or best[0][0] < least:
        return None
    sentence = best[1]
    opening = sentence.tokens[0] if sentence.tokens else ""
    stated = sentence.numbers | {
        c
        for c in sentence.capitals
        if c not in STOP_CAPITALS
        and c not in _TITLES
        and not (c == stem(opening) and _no_one([opening], 0))  # "Operating profit fell"
    }
    claim_places = _places(claim.sentences[0].tokens) if claim.sentences else {}
    claim_tokens = list(claim.sentences[0].tokens) if claim.sentences else []
    sentence_places = _places(sentence.tokens)
    claim_acts = acts_of_years(claim.sentences[0].tokens) if claim.sentences else {}
    dated = {year: (stem(verb), verb) for year, verb in acts_of_years(sentence.tokens).items()}
    for fact in sorted(facts):
        if day_covered(fact, sentence.stems):
            continue  # "on weekdays" holds Wednesday
        act = stem(claim_acts[fact]) if fact in claim_acts else None
        if act is not None and fact in dated and dated[fact][0] != act:
            # "founded in 1960" against "founded in 1902 and moved ... in 1960": the context
            # dates that act otherwise
            other = sorted((year, verb) for year, (acted, verb) in dated.items() if acted == act)
            if other:
                year, verb = other[0]
                return f'the context says {verb} in {year}, not {fact}: "{sentence.text}"'
            if act in sentence.stems:  # "built in 1850" against "built in the 12th century
                # and rebuilt after a fire in 1850": the year is another act's
                return (
                    f"the context dates {dated[fact][1]} to {fact}, not {claim_acts[fact]}: "
                    f'"{sentence.text}"'
                )
        if act is not None and fact not in dated and fact in sentence.stems:
            # "won a star in 2012" against "in 2012 she moved ..., where Stella won a star in
            # 2016": the year is in the sentence, but the act is dated otherwise
            other = sorted((year, verb) for year, (acted, verb) in dated.items() if acted == act)
            if other:
                year, verb = other[0]
                return f'the context says {verb} in {year}, not {fact}: "{sentence.text}"'
        if fact in sentence.stems or fact in stated:
            # Present, but where the claim puts it? "A collector from Lyon" against "a
            # collector from Osaka ... a museum in Lyon".
            for place in claim_places.get(fact, ()):
                rivals = sorted(
                    name
                    for name, places in sentence_places.items()
                    if place in places and name not in facts
                )
                if rivals and place not in sentence_places.get(fact, ()):
                    return (
                        f"the context says {place} {rivals[0].title()} here, not {place} "
                        f'{fact.title()}: "{sentence.text}"'
                    )
            continue
        if fact[:1].isdigit() and _with_the_other_names(fact, facts, wholes, sentence):
            continue  # "Apprentices ... at least £7.55": the figure beside the claim's names
        # a model's number is part of its name ("the Orca 5"), not a figure it is given
        figures = {
            f
            for f in facts
            if f[:1].isdigit() and not re.search(rf"\b[A-Z][a-z]+\s+{re.escape(f)}\b", claim.text)
        }
        if (
            not fact[:1].isdigit()
            and figures
            and any(
                fact in w.stems and figures <= w.numbers and len(rest & w.stems) * 2 >= len(rest)
                for w in wholes
                if w is not sentence
            )
        ):
            continue  # "Mount Kestrel, at 3,120 metres, is the highest": the name's own
            # sentence gives the claim's figure, though "metres high" is said of Arden
        if _said_apart(fact, claim, facts, passages, sentence.stems, sentence):
            continue
        if (
            not fact[:1].isdigit()
            and _PRONOUN_SUBJECT.match(sentence.text)
            and rest <= analyse_sentence(re.split(r",|\bwhere\b", sentence.text)[0]).stems
            and any(fact in other.stems for p in passages for other in p.sentences)
        ):
            continue  # "In 2012 she moved to London": she is the one named before, and her
            # clause says the rest
        if _possessor_of(fact, claim.text, sentence.text):
            continue  # "Mr Grant's son" against "His son, Peter": Grant is whose, not who
        if _object_pronoun_for(fact, claim_tokens, sentence, passages):
            continue  # "The landlord offered to let Marsh pay" against "His landlord, Carla
            # Dunn, offered him a payment plan" after a sentence about Marsh
        if fact[:1].isdigit() and _NOW_CLAIMED.search(claim.text) and _changed_to(fact, passages):
            continue  # "the rating is now 4" for "a later inspection raised the rating to 4"
        if _described_in(fact, sentence, passages):
            continue  # "the insurer must pay her" of "Greenfield Insurance": named otherwise
        if _done_by_no_one(fact, claim_tokens, sentence.text):
            continue  # "Spain signed it" against "the treaty was signed in 1648": no signer
        kind_numbers = fact[:1].isdigit()
        rivals = sorted(
            value
            for value in stated
            - facts
            - covered_by_range(sentence.text, fact)
            - _full_names(sentence, frozenset(facts))
            if value[:1].isdigit() == kind_numbers
            and value not in claim.stems
            # nor where the sentence puts someone, of a name the claim does not place: "Zhao,
            # who is based at Imperial College" against "Lin Zhao won the Copley Medal"
            and not (
                not kind_numbers and fact not in claim_places and _placed_at(sentence.text, value)
            )
            # nor a place of another act: "born in Osaka" against "has conducted in Berlin"
            and not (not kind_numbers and _placed_by_other_acts(fact, value, claim, sentence))
            # nor a figure inside the claim's own range: 34 for "in her 30s"
            and not (kind_numbers and fact in covered_by_range(claim.text, value))
            # nor one the claim rounds: "about two months" (60 days) for eight weeks
            and not (kind_numbers and approximate and close(fact, value))
            # a month or a day is no rival of a person's name: "Marin" against "in June"
            and bool(_TIME_NAME.fullmatch(value)) == bool(_TIME_NAME.fullmatch(fact))
            # nor the time a figure is compared with: "up from 170 in February"
            and not (_TIME_NAME.fullmatch(value) and compared_with(sentence.text, value))
            # nor what the sentence's subject is measured against: "larger than Earth"
            and not _after_than(sentence.tokens, value)
            # nor since when: "deprecated since version 2.4" against "version 3.0 adds"
            and not _since(sentence.tokens, value)
            # nor whence: "she joins from Aston Villa" against "Owusu has joined Bristol City"
            and not _came_from(sentence.tokens, value)
            # nor where someone is from: "a student from Leeds" against "Carr is the youngest"
            and not (not kind_numbers and _someone_from(sentence.tokens, value))
            # a place the claim gives ("found at Leiden") has no rival in a person
            and (fact not in claim_places or value in sentence_places or value[:1].isdigit())
            # nor a count of one thing in a figure of another: "10,000 e-books", "21 days"
            and not _counts_other_things(fact, value, claim_tokens, list(sentence.tokens))
            # nor whose leadership it was done under ("Under Park, the team won"), unless the
            # claim's own name is ("won two titles under Joan Ecker")
            and (value not in _under_whom(sentence.tokens) or fact in _under_whom(claim_tokens))
        )
        bound = bounds(claim.text).get(fact) if kind_numbers and rivals else None
        if (
            bound is not None
            and _STRICT_BOUND.search(claim.text)
            and all(_within(value, bound) for value in rivals)
        ):
            continue  # "approved in under a month" for "in three weeks": the bound holds it
        # a share's rival is a share where the sentence gives one: "18%", not "1,000 parents"
        same_kind_rivals = [v for v in rivals if v.endswith("%") == fact.endswith("%")]
        rivals = same_kind_rivals if kind_numbers and same_kind_rivals else rivals
        if kind_numbers and _changed_by(fact, claim.text):
            # a change's size has no rival in a level changed to, nor in a year: "will
            # increase by 5%" against "will rise to 68 between 2044 and 2046"
            rivals = [
                v
                for v in rivals
                if not _changed_to_level(v, sentence.text)
                and not (YEAR.match(v) and not YEAR.match(fact))
            ]
        if rivals:
            # as written ("Price"), not as stemmed ("pric")
            shown = _as_written(rivals[0], sentence.tokens)
            claimed = _as_written(fact, claim_tokens)
            return f'the context says {shown} here, not {claimed}: "{sentence.text}"'
    return None


def _changed_by(value: str, text: str) -> bool:
    """Whether the text gives the figure as the size of a change: "rise by 5 %"."""
    number = re.escape(value.rstrip("%"))
    return re.search(rf"\bby\s+(?:about\s+|around\s+)?{number}\b", text) is not None


def _changed_to_level(value: str, text: str) -> bool:
    """Whether the text gives the figure as the level a change reaches: "rise to 68"."""
    number = re.escape(value.rstrip("%"))
    return re.search(rf"\b(?:to|reach|reaches|reached)\s+{number}\b", text) is not None and not (
        _changed_by(value, text)
    )


def _as_written(value: str, tokens: Sequence[str]) -> str:
    """A stem as the text writes it: "Price" for "pric"; a figure as it stands."""
    if value[:1].isdigit():
        return value
    return next((t for t in tokens if stem(t.lower()) == value), value.title())


_STRICT_BOUND = re.compile(
    r"\b(?:under|less\s+than|fewer\s+than|more\s+than|over|at\s+least|below|above)\s+\d",
    re.IGNORECASE,
)
"""Bounds any value beyond which meets ("under 30 days"), not the reach of a permission ("up
to two years after the birth")."""


MOVES = frozenset(
    "join joins joined joining arrive arrives arrived arriving came comes moved moves transferred "
    "signs signed".split()
)
"""Verbs of a move whose "from" says where it starts ("joins from Aston Villa")."""


def _came_from(tokens: Sequence[str], value: str) -> bool:
    """Whether `value` is where a move starts: in the name right after "joins from" ("arrived
    from Aston Villa")."""
    for at, token in enumerate(tokens):
        if stem(token) != value:
            continue
        while at >= 1 and tokens[at - 1][:1].isupper():
            at -= 1  # back to the name's first word
        if at >= 2 and tokens[at - 1].lower() == "from" and tokens[at - 2].lower() in MOVES:
            return True
    return False


_PEOPLE_FROM = frozenset(
    "student man woman boy girl teenager pensioner couple family mother father grandmother "
    "grandfather nurse teacher doctor farmer driver worker fan mum dad pupil pupils old".split()
)


def _someone_from(tokens: Sequence[str], value: str) -> bool:
    """Whether `value` is where someone is from, named right after "a student from" or "a
    19-year-old from" ("a student from Leeds has become the youngest ...": Leeds is no rival of
    the person's name), or as their people's word ("an Australian swimmer")."""
    for at, token in enumerate(tokens):
        if stem(token) != value:
            continue
        if (
            at >= 1
            and tokens[at - 1].lower() in ("a", "an")
            and at + 1 < len(tokens)
            and tokens[at + 1].islower()
            and _known_place(token) is not None
        ):
            return True  # "An Australian swimmer has become the first ...": where from
        while at >= 1 and tokens[at - 1][:1].isupper():
            at -= 1  # back to the name's first word
        before = tokens[at - 2].lower() if at >= 2 else ""
        if tokens[at - 1].lower() == "from" and (before in _PEOPLE_FROM or before.endswith("-old")):
            return True
    return False


def _since(tokens: Sequence[str], value: str) -> bool:
    """Whether `value` comes right after "since" (or "since version")."""
    return any(
        stem(token) == value
        and (
            tokens[at - 1].lower() == "since"
            or (
                at >= 2
                and tokens[at - 2].lower() == "since"
                and tokens[at - 1].lower() == "version"
            )
        )
        for at, token in enumerate(tokens)
        if at
    )


def _after_than(tokens: Sequence[str], value: str) -> bool:
    """Whether the name `value` comes right after "than" (or "than the")."""
    return any(
        stem(token) == value
        and (
            tokens[at - 1].lower() == "than"
            or (at >= 2 and tokens[at - 2].lower() == "than" and tokens[at - 1].lower() == "the")
        )
        for at, token in enumerate(tokens)
        if at
    )


def _within(value: str, bound: tuple[str, float]) -> bool:
    """Whether a figure meets a claim's bound: 21 is "under 30"."""
    number = as_number(value)
    if number is None:
        return False
    side, limit = bound
    return number <= limit if side == "at most" else number >= limit


_MEASURES = frozenset(stem(word) for word in UNIT_WORDS | {"hours", "weeks", "years", "kg"})


_NOW_CLAIMED = re.compile(r"\b(?:now|currently|at\s+present|these\s+days)\b", re.IGNORECASE)


def _changed_to(figure: str, passages: list[Passage]) -> bool:
    """The context changes a value to the figure ("raised the rating to 4"): what it is now."""
    changed = re.compile(
        rf"\b(?:rais|rose|rise|lower|cut|increas|reduc|chang|upgrad|downgrad|improv|put)\w*\b"
        rf"[^.;]{{0,40}}\bto\s+{re.escape(figure)}\b",
        re.IGNORECASE,
    )
    return any(changed.search(s.text) for p in passages for s in p.sentences)


def _under_whom(tokens: Sequence[str]) -> set[str]:
    """The names right after "under": who led, not who did it ("Under Park, the team won")."""
    return {
        stem(token)
        for before, token in zip(tokens, tokens[1:], strict=False)
        if before.lower() == "under"
    }


def _done_by_no_one(fact: str, claim: list[str], sentence: str) -> bool:
    """The claim's first word does its act ("Spain signed the treaty"), which the sentence
    says was done without saying by whom ("the treaty was signed in 1648")."""
    if len(claim) < 2 or stem(claim[0]) != fact or " by " in sentence:
        return False
    act = stem(claim[1].lower())
    return any(
        stem(found.group(1).lower()) == act
        for found in re.finditer(r"\b(?:was|were|is|are|been)\s+(\w+)", sentence, re.IGNORECASE)
    )


def _described_in(fact: str, sentence: Sentence, passages: list[Passage]) -> bool:
    """The sentence speaks of the name's bearer by a common noun the context gives it: the
    rest of its name ("Greenfield Insurance": "the insurer") or the role it is given ("the
    developer, Kestrel Homes": "the developer")."""
    if fact[:1].isdigit():
        return False
    called: set[str] = set()
    for passage in passages:
        for other in passage.sentences:
            if fact not in other.stems:
                continue
            tokens = other.tokens
            for index, token in enumerate(tokens[:-1]):
                if stem(token) == fact and tokens[index + 1][:1].isupper():
                    kind = tokens[index + 1].lower()
                    # and in normalise's word for it: "the Harlow Prize" is "the award"
                    called.update({stem(kind), stem(normalise(kind))})

            for before, token in itertools.pairwise(tokens):
                if stem(token) == fact and before[:1].isupper():
                    # the name's own last word, a kind: "Prize" of "the Harlow Prize"
                    called.update({fact, stem(normalise(token.lower()))})
            called.update(role for role, people in _roles(other.text).items() if fact in people)
    if not called:
        return False
    return any(
        before.lower() in ("the", "its")
        and any(_same_root(stem(token.lower()), word) for word in called)
        for before, token in zip(sentence.tokens, sentence.tokens[1:], strict=False)
    )


def _same_root(one: str, other: str) -> bool:
    """One word's stem is the other's, or both begin alike for five letters or more
    ("insurer", "insurance")."""
    if one == other:
        return True
    shared = len(os.path.commonprefix([one, other]))
    return shared >= 5 and shared >= min(len(one), len(other)) - 3


_OWNER = re.compile(r"\b[A-Z][\w-]*['’]s\s+[a-z]")
"""A name owning what follows: "Jon Hale's account"."""


def _slot_statement(
    wholes: list[Sentence], facts: set[str], rest: frozenset[str]
) -> tuple[tuple[float, int, int], Sentence] | None:
    """The statement of these sentences saying most of the claim's other words, ranked."""
    best: tuple[tuple[float, int, int], Sentence] | None = None
    for whole in wholes:
        held = len(facts & whole.stems)
        for sentence in statements_of(whole):
            # "scored" is said by "top scorer": a noun made from the verb
            said = sentence.stems.union(*(derived(word) for word in sentence.stems))
            overlap = len(rest & said) / len(rest)
            # On a tie, the sentence holding more of the claim's values (when a capital that
            # is no name, "Members", made the tie), then the narrower statement: the slot.
            rank = (overlap, held, -len(sentence.stems))
            if best is None or rank > best[0]:
                best = (rank, sentence)
    return best


def _counts_other_things(fact: str, value: str, claim: list[str], sentence: list[str]) -> bool:
    """One figure measures (days, metres, euros) and the other counts a thing: "10,000
    e-books" is no rival of "21 days" (but "six trains" is of "four times", both counts)."""
    if not fact[:1].isdigit() or not value[:1].isdigit():
        return False
    units = [neighbour(tokens, figure, +1) for tokens, figure in ((claim, fact), (sentence, value))]
    if units[0] and stem(units[0]) in _TIME_UNITS and YEAR.match(value) and not YEAR.match(fact):
        return True  # "for more than 3650 days" (a decade) is no rival of "2015"
    if units[0] is None and units[1] in _MEASURES:
        return True  # "over 60" (bare, an age) is no rival of "30 minutes"
    if any(u is None or u in STOPWORDS for u in units):
        return False
    kinds = [
        _MONEY_UNITS
        if u and stem(u) in _MONEY_UNITS
        else _TIME_UNITS
        if u and stem(u) in _TIME_UNITS
        else None
        for u in units
    ]
    if None not in kinds and kinds[0] is not kinds[1]:
        return True  # "every 14 days" is no rival of "£60 a year": money against time
    every = [neighbour(claim, fact, -1) == "every", neighbour(sentence, value, -1) == "every"]
    if (
        every[0]
        and not every[1]
        and kinds[0] is _TIME_UNITS
        and kinds[1] is _TIME_UNITS
        and any(stem(token) in _MONEY_UNITS for token in claim)
    ):
        return True  # "£116.75 every 7 days" is a rate of pay, "up to 196 days" how long
    if any(every):
        return False  # "every 0.25 days" is how often: a count a day, as "6 trains a day" is
    return (units[0] in _MEASURES) != (units[1] in _MEASURES)


_MONEY_UNITS = frozenset(stem(w) for w in MONEY_WORDS)
_TIME_UNITS = frozenset(stem(w) for w in "seconds minutes hours days weeks months years".split())


_PAIRING_BREAK = re.compile(r";\s*|,\s*|\s+(?:and(?!\s+[A-Z])|but|while|whereas)\s+")
"""Not at "and" before a name: "offices in Bergen and Stockholm" is one list."""


def _possessor_of(fact: str, claim: str, sentence: str) -> bool:
    """The claim names `fact` as the owner of a thing the sentence gives a possessive pronoun:
    "Mr Grant's son" and "His son"."""
    if "'" not in claim and "’" not in claim:
        return False
    owned = next(
        (
            found.group(2).lower()
            for found in _OWNED.finditer(claim)
            if found.group(1).lower().startswith(fact)
        ),
        None,
    )
    return owned is not None and any(
        found.group(1).lower() == owned for found in _THEIRS.finditer(sentence)
    )


_OWNED = re.compile(r"\b(\w+)['’]s\s+(\w+)")
_THEIRS = re.compile(r"\b(?:his|her|their|its)\s+(\w+)", re.IGNORECASE)


_OBJECT_PRONOUN = re.compile(r"\b(?:him|them)\b", re.IGNORECASE)


def _object_pronoun_for(
    fact: str, claim_tokens: Sequence[str], sentence: Sentence, passages: list[Passage]
) -> bool:
    """The claim names `fact` after its verb, where the sentence has "him" or "them" and
    another sentence names `fact`: the pronoun may be the one the claim names."""
    if fact[:1].isdigit() or not _OBJECT_PRONOUN.search(sentence.text):
        return False
    at = next((i for i, token in enumerate(claim_tokens) if stem(token) == fact), 0)
    if at < 2:
        return False  # the claim's subject: "Marsh offered ..." is who did it
    return any(
        fact in other.stems for p in passages for other in p.sentences if other is not sentence
    )


def mixed_statements(claim: Passage, passages: list[Passage]) -> str | None:
    """A claim of one statement that takes its words from two statements of one context
    sentence, each of which says something else in place of what the other holds: "the west
    bridge carries trains" against "the east bridge carries trains and the west bridge
    carries cars"; "students pay 60 euros" against "60 euros a year, or 35 euros for
    students". A claim that only gathers what both say of one thing ("the museum, which
    opened in 1990, is free" from "... opened in 1990, and entry is free") is no mix: one of
    the two statements then says nothing the claim does not."""
    if len(claim.sentences) != 1 or STATEMENT_BREAK.search(claim.sentences[0].text):
        return None
    words = claim.stems - _TITLES
    if len(words) < 2:
        return None
    named = claim.sentences[0].capitals - STOP_CAPITALS  # at its start too: "Norway won"
    for passage in passages:
        for sentence in passage.sentences:
            present = words & sentence.stems
            if len(present) < 2 or len(present) * 5 < len(words) * 3:
                continue  # the sentence must hold most of the claim's words
            parts = [part for part in statements_of(sentence)][1:]
            if len(parts) < 2 or any(present <= part.stems for part in parts):
                continue
            # a few statements: pairs of a run-on sentence's hundreds would be n² per claim
            holders = [part for part in parts if part.stems & present][:_MOST_STATEMENTS]
            for one, other in itertools.combinations(holders, 2):
                lacks_one, lacks_other = present - one.stems, present - other.stems
                if (
                    lacks_one <= other.stems
                    and lacks_other <= one.stems
                    and _rival_in(one, lacks_one, words | other.stems, named)
                    and _rival_in(other, lacks_other, words | one.stems, named)
                ):
                    return f'the context says these things apart: "{sentence.text}"'
    return None


_MOST_STATEMENTS = 12


def _rival_in(
    part: Sentence, lacking: frozenset[str], said: frozenset[str], names: frozenset[str]
) -> bool:
    """The part says, in place of a claim word it lacks, another of the same kind: a name for
    a name, a figure for a figure, another of a closed class ("east" for "west"). `said` is
    what does not count: the claim's words and what the other part shares ("the Nobel Prize"
    of an ellipsis)."""
    extra = part.stems - said
    for word in lacking:
        if word[:1].isdigit() and any(e[:1].isdigit() and same_kind(word, e) for e in extra):
            return True  # a year for a year, a share for a share: "in 2023" is no rival of 8%
        if any(same_class(word, e) for e in extra):
            return True
        if word in names and extra & (part.capitals - STOP_CAPITALS):
            return True
    return False


def crossed_pair(
    claim: Passage, claim_tokens: list[str], numbers: set[str], passages: list[Passage]
) -> str | None:
    """The claim pairs a word with a number that the context sentence gives to another part
    of it: "won the prize in Chemistry in 1903" against "won the prize in Physics in 1903 and
    the prize in Chemistry in 1911"; "spent 85% on administration" against "85% on programmes
    and 15% on administration". Each of the sentence's conjoined parts binds its own word and
    figure: the claim's figure is in the sentence, but not in the part with the claim's word,
    and that part gives another figure of the same kind (a year for a year, a share for a
    share). The word is one after a preposition in both ("in Chemistry", "on administration"),
    not in the first part (it holds the subject every part shares), and the figure's own part
    puts another word after that preposition ("in Physics"); a part that adds nothing is an
    ellipsis ("... in 1903 and in Chemistry in 1911")."""
    if not numbers:
        return None
    words = claim.stems - numbers - _TITLES
    for passage in passages:
        for sentence in passage.sentences:
            if not numbers & sentence.numbers or not words & sentence.stems:
                continue
            parts = _parts_of(sentence.text)
            if len(parts) < 2:
                continue
            for word in sorted(words & sentence.stems):
                slot = _slot_of(claim_tokens, word)
                if slot is None or (slot != "^" and word in parts[0].stems):
                    continue  # a slot is a word after a preposition ("on administration"), or
                    # each part's own subject
                with_word = [part for part in parts if _slot_of(list(part.tokens), word) == slot]
                for number in sorted(numbers & sentence.numbers):
                    if any(number in part.numbers for part in with_word):
                        continue
                    # the figure's own part fills the slot with another word: "on programmes"
                    with_number = [part for part in parts if number in part.numbers]
                    if not any(_fills(part, slot, claim.stems) for part in with_number):
                        continue
                    measured = measured_figures(list(sentence.tokens))
                    units = {
                        stem(token): stem(after.lower())
                        for token, after in itertools.pairwise(sentence.tokens)
                        if token[:1].isdigit()
                    }
                    for part in with_word:
                        rivals = sorted(
                            n
                            for n in part.numbers - numbers
                            if same_kind(n, number, measured)
                            # a length is no rival of a count: "21 days", "up to five"
                            and (n in measured) == (number in measured)
                            # nor a span of another scale: "swimming up to 10 hours a day"
                            # says nothing of "the swim took 19 weeks"
                            and not spans_apart(units.get(n), units.get(number))
                        )
                        if rivals:
                            return (
                                f"the context gives {rivals[0]} for {word}, not "
                                f'{number}: "{sentence.text}"'
                            )
    return None


_PERSON = r"((?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*){0,3})"
_ROLE = r"([A-Za-z][\w']*)(?:\s+([A-Za-z][\w']*))?"
"""A role and the word after it: "the team's goalkeeper", "the judge in (the case)"."""
_ROLES_SAID = (
    # "the witness Carlos Mendes" (normalise took the commas of "the witness, Carlos Mendes,")
    re.compile(
        rf"\b(?:[Tt]he|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur)\s+(?:(?!(?:as|of|to|for)\s)[a-z']+\s+){{0,2}}?"
        rf"([a-z]+)\s+{_PERSON}"
    ),
    # "Ines Duarte as CEO", "Mark Ellis, who became chairman", "Anna is the team's goalkeeper"
    re.compile(rf"{_PERSON}\s+as\s+(?:the\s+|its\s+|an?\s+)?{_ROLE}"),
    re.compile(
        rf"{_PERSON},?\s+(?:who\s+)?(?:is|was|became|has\s+been)\s+(?:now\s+)?"
        rf"(?:(?:appointed|named|elected|made)\s+)?(?:the\s+|an?\s+|its\s+)?{_ROLE}"
    ),
    # "Ms Okoro, the head teacher, announced"
    # and "Dr Sara Holm, a cardiologist, treated him"
    re.compile(rf"{_PERSON},\s+(?:the|its|our|their|an?)\s+(?:[a-z']+\s+)?([a-z]+)\s*,"),
    # "the paper's first author is her PhD student Lena Brandt"
    re.compile(
        rf"\b(?:[Tt]he|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z']+\s+){{0,2}}?([a-z]+)\s+(?:is|was)\s+"
        rf"(?:[A-Za-z]+\s+){{0,3}}?{_PERSON}(?=\s*(?:[.,;]|$))"
    ),
)
_ROLE_CLAIMED = re.compile(
    rf"^{_PERSON}\s+(?:is|was|became|has\s+been)\s+(?:now\s+|still\s+)?"
    rf"(?:the\s+(?:[a-z]+'s\s+)?|an?\s+|its\s+|(?:[A-Z][\w-]*\s+){{0,4}}[A-Z][\w-]*'s\s+)?"
    rf"(?:current\s+|new\s+|present\s+|acting\s+)?{_ROLE}"
)
_HELD_BEFORE = re.compile(
    r"\b(?:was|were|had\s+been|former|formerly|previously|before|until)\b", re.IGNORECASE
)
_REPLACED_BY = re.compile(
    rf"{_PERSON}\s+(?:has\s+)?(?:replaced|succeeded|took\s+over\s+from|replacing|succeeding)\s+$"
)
"""Who takes the role that "X as coach" names when X is the one replaced."""
_REPLACES = re.compile(r"\b(?:replac\w*|succeed\w*|(?:took|takes?|taking)\s+over)\b", re.I)


def _role_word(first: str, second: str | None) -> str | None:
    """The role among a role and the word after it: the second, unless it is a function word
    ("the judge in"), a name or missing; None if neither is a role."""
    for word in (second, first) if second and second.islower() else (first,):
        if word and word.lower() not in STOPWORDS and not word.endswith("'s"):
            return word
    return None


def _roles(text: str) -> dict[str, set[str]]:
    """{role stem: the stems of the people the text gives it}."""
    found: dict[str, set[str]] = {}
    for number, pattern in enumerate(_ROLES_SAID):
        for match in pattern.finditer(text):
            if number in (0, 4):
                role, person = match.group(1), match.group(2)
            elif number == 3:
                person, role = match.group(1), match.group(2)
            else:
                person, role = match.group(1), _role_word(match.group(2), match.group(3))
                replacer = _REPLACED_BY.search(text[: match.start()]) if number == 1 else None
                if replacer is not None:
                    person = replacer.group(1)  # "Lena Park replaced Tom Reyes as head coach"
            if role is None or person.split()[0].lower() in STOPWORDS:
                continue
            found.setdefault(stem(role.lower()), set()).update(stem(w) for w in person.split())
    return found


_LIABLE = re.compile(
    r"\b(?P<who>[a-z]+)\s+(?:is\s+|are\s+)?liable\s+(?:for\s+)?(?P<what>[^.;]+)", re.IGNORECASE
)
"""Who answers for what: "the landlord is liable for structural repairs" (normalise writes
"responsible for", "has to pay for" and "is the landlord's responsibility" so)."""


def liable_is_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim makes one party answer for what the context puts on another: "tenants have to
    pay for repairs to the walls" against "the tenant is responsible for minor repairs ...
    structural repairs, such as to the roof or walls, are the landlord's responsibility"."""
    said = _LIABLE.search(claim)
    if said is None:
        return None
    who = stem(said.group("who").lower())
    what = content_stems(said.group("what"))
    if not what:
        return None
    conflict = None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _LIABLE.finditer(sentence.text):
                if not what <= content_stems(found.group("what")):
                    continue
                if stem(found.group("who").lower()) == who:
                    return None  # the context puts it on the claim's party too
                # the claim's party named in the same clause shares it ("the tenant and the
                # landlord are liable"); in another clause it answers for something else
                clause = sentence.text[sentence.text.rfind(";", 0, found.start()) + 1 : found.end()]
                if who not in content_stems(clause) and conflict is None:
                    conflict = f'the context says {found.group(0).strip()}: "{sentence.text}"'
    return conflict


_COUNTERPARTS = (
    ("landlord", "tenant"),
    ("lender", "borrower"),
    ("purchaser", "seller"),
    ("employer", "employee"),
    ("insurer", "policyholder"),
    ("plaintiff", "defendant"),
    ("client", "supplier"),
    ("client", "contractor"),
)
_COUNTERPART_OF = {
    stem(one): stem(other) for pair in _COUNTERPARTS for one, other in (pair, pair[::-1])
}
"""The two parties of a contract or a case, as stems, after normalise's words ("buyer" is
"purchaser")."""


def counterpart_does_it(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives one party what the context gives its counterpart: "the lender must
    insure the property" against "the borrower must insure the property against fire". Not
    where the context also says it of the claim's party, or names both in that statement."""
    stems = content_stems(claim)
    parties = [word for word in stems if word in _COUNTERPART_OF]
    if len(parties) != 1:
        return None
    party = parties[0]
    other = _COUNTERPART_OF[party]
    rest = stems - {party}
    if len(rest) < 2 or other in stems:
        return None
    conflict = None
    for passage in passages:
        for sentence in passage.sentences:
            for part in sentence.text.split(";"):
                said = content_stems(part)
                if not rest <= said:
                    continue
                if party in said:
                    return None  # said of the claim's party too, or of both
                if other in said and conflict is None:
                    conflict = (
                        f'the context says it of the {other}, not the {party}: "{sentence.text}"'
                    )
    return conflict


_CLAUSE_OF_A_PAIR = re.compile(r"\s+and\s+(?=[A-Z])|,\s+(?:while|whereas|and)\s+|;\s*")


_TWO_SUBJECTS = re.compile(r"^\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s+and\s+[A-Z]")


def paired_to_another(claim: str, passages: list[Passage]) -> str | None:
    """A sentence pairs names with what each did ("Lund won silver and Emma Ross won bronze");
    the claim gives one name what the sentence gives the other ("Emma Ross won silver")."""
    tokens = raw_tokens(claim)
    name = _leading_name(tokens)
    if not name or _TWO_SUBJECTS.match(claim):
        return None  # "Vogel and Okoye signed it": both, as "Vogel and Okoye signed" says
    rest = {stem(t) for t in tokens[len(name) :] if t.islower() and t not in STOPWORDS}
    named = {stem(t) for t in name}
    if not rest or not named & {n for p in passages for n in p.names}:
        return None  # "Chemistry is taught by ...": a capital that names no one in the context
    denies = analyse_sentence(claim).negating
    for passage in passages:
        for sentence in passage.sentences:
            clauses = [analyse_sentence(c) for c in _CLAUSE_OF_A_PAIR.split(sentence.text) if c]
            if len(clauses) < 2 or not any(named <= c.stems for c in clauses):
                continue
            # what the person's own clause says of the claim: another's says it only if as much
            own = max(len(rest & c.stems) for c in clauses if named <= c.stems)
            for clause in clauses:
                other = _leading_name(list(clause.tokens))
                shared = len(rest & clause.stems)
                if (
                    not named & clause.stems
                    and clause.negating == denies  # "Rivera ... did not win": not that act
                    and shared >= 2
                    and shared * 5 >= len(rest) * 3
                    and shared >= own
                    and other
                ):
                    return f'the context says that of {" ".join(other)}: "{sentence.text}"'
    return None


def _leading_name(tokens: list[str]) -> list[str]:
    """The run of capitalised words a sentence opens with ("Emma Ross won ..."), titles and
    all; none if it opens with a word that names no one ("The", "No")."""
    run = []
    for token in tokens:
        if not token[:1].isupper():
            break
        run.append(token)
    if not run or stem(run[0]) in STOP_CAPITALS:
        return []
    return run


def _same_person(named: set[str], holders: set[str]) -> bool:
    """Whether the claim's name (stems) is the holder's: every word of a full name ("Diego
    Lopez" is not "Maria Lopez", a sister who shares the surname), any word of one alone."""
    words = named - _TITLES
    if len(words) > 1 and len(holders - _TITLES) > 1:
        return words <= holders
    return bool(named & holders)


def _replaced(person: set[str], holder: Sentence, passages: list[Passage]) -> bool:
    """The holder's sentence, or the next one ("She takes over from Luis Pereira"), says the
    person is the one replaced."""
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    for index, sentence in enumerate(sentences):
        if sentence is not holder:
            continue
        for near in sentences[index : index + 2]:
            for replacing in _REPLACES.finditer(near.text):
                after = raw_tokens(near.text[replacing.end() :])[:4]
                if any(stem(t) in person for t in after):
                    return True
    return False


_PERSONAL_PRONOUNS = frozenset(stem(w) for w in "he she they it him her them".split())


def role_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives its person a role the context gives someone else: "Nina Park was the
    witness" against "the witness, Carlos Mendes, saw the driver, Nina Park, ..."; "Mark
    Ellis is now the CEO" against "appointed Ines Duarte as CEO, replacing Mark Ellis"; "Carlos
    Mendes was driving" against "the driver, Nina Park". Not for a person the context says
    replaced someone ("Omar Haddad replaced her")."""
    claimed = _ROLE_CLAIMED.search(claim)
    if claimed is None:
        return None
    if _denies(claim):
        return None  # "Ardent Homes was not fined": another who was is no contradiction
    role = _role_word(claimed.group(2), claimed.group(3))
    if role is None:
        return None
    person = {stem(w) for w in claimed.group(1).split()}
    if person <= _PERSONAL_PRONOUNS:
        return None  # "He was accused": whoever "he" is, the context's holder may be him
    wanted = stem(role.lower())
    for passage in passages:
        for sentence in passage.sentences:
            roles = _roles(sentence.text)
            holders = roles.get(wanted) or next(
                (people for said, people in roles.items() if wanted in derived(said)), None
            )  # "was driving" and "the driver"
            # "landfall on Tuesday as a category 3 storm": a day holds no role
            holders = {h for h in holders or () if not _TIME_NAME.fullmatch(h)}
            if not holders or _same_person(person, holders):
                continue
            replacing = _REPLACES.search(sentence.text)
            if replacing and any(
                stem(t) in person for t in raw_tokens(sentence.text[: replacing.start()])[-3:]
            ):
                continue  # the claim's person took the role over ("Omar Haddad replaced her")
            if _HELD_BEFORE.search(claim) and _replaced(person, sentence, passages):
                continue  # "Stein was the coach before Mensah": the one replaced held it then
            other = next(
                (
                    w
                    for w in raw_tokens(sentence.text)
                    if w[0].isupper() and stem(w) in holders - _TITLES
                ),
                "someone else",  # a name the tokens split ("Ana_B")
            )
            return f'the context makes {other} the one who is {role}: "{sentence.text}"'
    return None


_SPECIALISTS = frozenset(
    stem(word)
    for word in (
        "cardiologist paediatrician pediatrician surgeon neurologist oncologist dermatologist "
        "psychiatrist radiologist anaesthetist anesthetist gynaecologist obstetrician "
        "ophthalmologist urologist rheumatologist haematologist endocrinologist geriatrician "
        "pathologist gastroenterologist"
    ).split()
)
_TRADES = frozenset(
    stem(word)
    for word in (
        "doctor physician nurse midwife dentist pharmacist physiotherapist paramedic vet teacher "
        "lecturer "
        "lawyer solicitor barrister accountant engineer architect journalist farmer pilot chef "
        "plumber electrician firefighter carpenter builder mechanic librarian scientist "
        "economist banker actor actress singer painter sculptor novelist poet photographer "
        "footballer cricketer dancer musician composer soldier priest vicar rabbi imam "
        "programmer designer translator driver supervisor cleaner receptionist cashier waiter "
        "waitress postman porter courier hairdresser baker butcher tailor mayor councillor "
        "governor sheriff chief singer drummer guitarist bassist pianist keyboardist vocalist"
    ).split()
)
_DOCTORS = frozenset(stem(word) for word in "doctor physician consultant medic".split())


def _roles_exclude(one: str, other: str) -> bool:
    """Two jobs one person does not hold at once: a cardiologist is no paediatrician, a
    teacher no lawyer; a surgeon is a doctor."""
    if one == other:
        return False
    for first, second in ((one, other), (other, one)):
        if first in _SPECIALISTS and (second in _SPECIALISTS or second in _TRADES - _DOCTORS):
            return True
    return one in _TRADES and other in _TRADES


def other_role_of_person(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives its person a job the context says is another: "Dr Nair is a
    cardiologist" against "Dr Priya Nair, a paediatrician, ..."."""
    claimed = _ROLE_CLAIMED.search(claim)
    if claimed is None or _denies(claim):
        return None
    role = _role_word(claimed.group(2), claimed.group(3))
    if role is None:
        return None
    person = {stem(w) for w in claimed.group(1).split()}
    wanted = stem(role.lower())
    if wanted not in _SPECIALISTS | _TRADES:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for said, holders in _roles(sentence.text).items():
                if _roles_exclude(wanted, said) and _same_person(person, holders):
                    who = claimed.group(1)
                    return f'the context says {who} is a {said}, not a {role}: "{sentence.text}"'
    return None


_OTHER_SIDE = {
    stem("seller"): frozenset({stem("buy"), stem("bought")}),
    stem("vendor"): frozenset({stem("buy"), stem("bought")}),
    stem("purchaser"): frozenset({stem("sell"), stem("sold")}),
    stem("buyer"): frozenset({stem("sell"), stem("sold")}),
    stem("lender"): frozenset({stem("borrow"), stem("borrowed")}),
    stem("borrower"): frozenset({stem("lend"), stem("lent")}),
}
"""The act of the other side of a deal: the seller is not the one who bought."""
_PERSON_ACTS = re.compile(rf"^{_PERSON}\s+([a-z]+)\b")


def other_side_of_deal(claim: str, passages: list[Passage]) -> str | None:
    """The claim's person does what the other side of the deal did: "Dan Price bought the
    flat" against "The seller, Dan Price, ..."."""
    acting = _PERSON_ACTS.match(claim)
    if acting is None or _denies(claim):
        return None
    person = {stem(w) for w in acting.group(1).split()}
    act = stem(acting.group(2))
    for passage in passages:
        for sentence in passage.sentences:
            for role, people in _roles(sentence.text).items():
                if act in _OTHER_SIDE.get(role, ()) and _same_person(person, people):
                    return f'the context makes {acting.group(1)} the {role}: "{sentence.text}"'
    return None


_TITLES_HELD = (
    ("chief executive", "ceo", "chief exec"),
    ("chief financial officer", "cfo", "finance chief", "finance director"),
    ("chief operating officer", "coo"),
    ("chief technology officer", "cto"),
    ("chairman", "chairwoman", "chairperson", "chair"),
    ("vice president", "vice-president"),
    ("president",),
    ("managing director",),
    ("prime minister",),
    ("finance minister",),
    ("foreign minister",),
    ("health minister",),
    ("defence minister", "defense minister"),
    ("interior minister",),
    ("education minister",),
)
"""Titles one person holds in an organisation, each with its other spellings: one title is
not another ("chief financial officer" is no "chief executive")."""
_TITLE_OF = {spelling: group[0] for group in _TITLES_HELD for spelling in group}
_TITLE = re.compile(
    r"\b(?:" + "|".join(sorted(map(re.escape, _TITLE_OF), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
_TITLE_BESIDE_NAME = re.compile(r"^(?:,?\s+(?:the|its|their|our|as|is|was|who\s+is)?)*[\s,]*$")
"""What may stand between a name and its title: "Priya Nair, the CFO", "Nair as CFO"."""


_HEADS = (
    r"chief\s+executive|chairman|chairwoman|chair|president|boss|head|founder|director|manager|"
    r"coach|captain|owner|chief"
)
_ORG_ROLE_PERSON = re.compile(
    rf"(?P<org>(?:[A-Z][\w&-]*\s+){{0,3}}[A-Z][\w&-]*)['’]s\s+(?:[a-z-]+\s+){{0,3}}?(?:{_HEADS})\b"
    r",?\s+(?P<person>[A-Z][\w'-]+(?:\s+(?:[A-Z][\w'-]+|de|van|von|da|di|la|le)){0,3})"
)
"""An organisation, one of its heads, and who: "Norvik's chief executive, Ola Strand"."""
_PERSON_HEADS_ORG = re.compile(
    r"^(?P<person>[A-Z][\w'-]+(?:\s+(?:[A-Z][\w'-]+|de|van|von|da|di|la|le)){0,3})\s+(?:runs|ran|"
    r"leads|led|heads|headed|manages|managed|owns|owned|coaches|coached|captains|captained|"
    r"founded|co-founded|set\s+up|started|(?:is|was)\s+(?:the\s+)?"
    rf"(?:{_HEADS})\s+(?:of|at))\s+(?:the\s+)?(?P<org>(?:[A-Z][\w&-]*\s*)+)"
)


def head_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim makes a person head of an organisation other than the one the context says
    they head: "Ola Strand runs Halden Bank" against "Norvik's chief executive, Ola Strand"."""
    claimed = _PERSON_HEADS_ORG.search(claim)
    if claimed is None:
        return None
    surname = claimed.group("person").split()[-1]
    org = {stem(w) for w in claimed.group("org").split()}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _ORG_ROLE_PERSON.finditer(sentence.text):
                if surname not in found.group("person").split():
                    continue
                if org & {stem(w) for w in found.group("org").split()}:
                    return None  # the context gives them the claim's organisation
                return (
                    f"the context makes {found.group('person')} head of {found.group('org')}: "
                    f'"{sentence.text}"'
                )
    return None


_AFFILIATED = re.compile(
    r"(?P<person>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})(?:'s\s+(?:team|group|lab|laboratory))?"
    r",?\s+(?:of|at|from)\s+(?:the\s+)?(?P<org>[A-Z][\w'&-]*(?:\s+(?:of\s+)?[A-Z][\w'&-]*){0,4})"
)
"""A person and where they work: "Professor Hannah Cole of Edinburgh University", "Dr Ian
Price's team at King's College London"."""
_WORKS_AT = re.compile(
    r"^(?P<person>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})\s+(?:works|worked|is|was|teaches|taught|"
    r"lectures|studies|studied|is\s+based|was\s+based)\s+(?:at|for|with)\s+(?:the\s+)?"
    r"(?P<org>[A-Z][\w'&-]*(?:\s+(?:of\s+)?[A-Z][\w'&-]*){0,4})"
)


def affiliation_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim places a person at the organisation the context gives someone else, where it
    gives them another: "Hannah Cole works at King's College London" against "Professor
    Hannah Cole of Edinburgh University, with data from Dr Ian Price's team at King's"."""
    claimed = _WORKS_AT.search(claim)
    if claimed is None:
        return None
    surname = claimed.group("person").split()[-1]
    org = {stem(w) for w in claimed.group("org").split()} - {"of", "the"}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _AFFILIATED.finditer(sentence.text):
                if surname not in found.group("person").split():
                    continue
                theirs = {stem(w) for w in found.group("org").split()} - {"of", "the"}
                if org & theirs:
                    return None
                where = f"{found.group('person')} at {found.group('org')}"
                return f'the context places {where}: "{sentence.text}"'
    return None


def title_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives a person a title the context does not, where the context gives them
    another: "Priya Nair is the chief executive" against "the chief financial officer, Priya
    Nair"."""
    tokens = raw_tokens(claim)
    name = _leading_name(tokens)
    claimed = {_TITLE_OF[m.group(0).lower()] for m in _TITLE.finditer(claim)}
    if not name or len(claimed) != 1:
        return None
    surname = name[-1]
    for passage in passages:
        for sentence in passage.sentences:
            text = sentence.text
            held = {_TITLE_OF[m.group(0).lower()] for m in _TITLE.finditer(text)}
            if not held or claimed <= held:
                continue
            for found in _TITLE.finditer(text):
                for at in (m.start() for m in re.finditer(rf"\b{re.escape(surname)}\b", text)):
                    if found.end() <= at:  # "the chief financial officer Priya Nair"
                        beside = set(raw_tokens(text[found.end() : at])) <= set(name)
                    else:  # "Priya Nair, the CFO"
                        gap = text[at + len(surname) : found.start()]
                        beside = found.start() > at and bool(_TITLE_BESIDE_NAME.match(gap))
                    if beside:
                        return (
                            f"the context makes {' '.join(name)} {found.group(0)}, not "
                            f'{next(iter(claimed))}: "{text}"'
                        )
    return None


def _slot_of(tokens: list[str], word: str) -> str | None:
    """The preposition right before `word` (a stem) in `tokens`, or "^" when `word` is their
    first content word (the subject: "the battery is covered ...; other parts are ...")."""
    for before, token in itertools.pairwise(tokens):
        if stem(token) == word and before.lower() in PREPOSITIONS:
            return before.lower()
    return "^" if _subject(tokens) == word else None


_NAMED_SUBJECT = re.compile(
    r"\s*(?:(?i:the|a|an|his|her|its|their|my|our|other|some|all|each|every|these|those)\s+"
    r"[a-z]|[A-Z][a-z])"
)


def _subject(tokens: list[str]) -> str | None:
    word = next((t for t in tokens if t.isalpha() and t.lower() not in STOPWORDS), None)
    return stem(word.lower()) if word else None


def _fills(part: Sentence, slot: str, said: frozenset[str]) -> bool:
    """The part puts a word the claim does not use after the preposition `slot`, or as its
    subject."""
    if slot == "^":
        subject = _subject(list(part.tokens))
        # a part that names its own subject ("other parts are ..."), not an ellipsis ("and
        # moved to its current building in 1960")
        return subject is not None and subject not in said and bool(_NAMED_SUBJECT.match(part.text))
    return any(
        before.lower() == slot and stem(token) not in said and token.lower() not in STOPWORDS
        for before, token in itertools.pairwise(part.tokens)
    )


def _parts_of(text: str) -> list[Sentence]:
    return [analyse_sentence(part) for part in _PAIRING_BREAK.split(text) if part and part.strip()]


def done_by_another(claim: list[str], names: set[str], passages: list[Passage]) -> str | None:
    """The claim ties a person or place to an act that a context sentence gives, in another
    of its parts, to another person or place on the same side of the act: "Hannah Lee manages
    the bakery's finances" against "Hannah Lee founded the bakery, and her partner Tom Ruiz
    manages its finances"; "the ferry departs from Hook of Holland" against "the ferry leaves
    Harwich at 10:15 and arrives in Hook of Holland". The claim's subject is left out (every
    part may share it), and so is an act the claim's name's own part also says."""
    named = {name for name in names if name not in _TITLES}
    if not named or (claim and claim[0].lower() in PREPOSITIONS):
        return None  # "From 2 June, the train skips Reading": no doer first
    # the act: the first plain word after the subject ("the ferry departs", "Hannah Lee
    # manages"), not an object ("lost the election")
    subject = next(
        (i for i, t in enumerate(claim) if t[:1].isalpha() and t.lower() not in STOPWORDS), None
    )
    if subject is None:
        return None
    acts = [
        (i, t)
        for i, t in enumerate(claim)
        if i > subject and t.isalpha() and t.islower() and t not in STOPWORDS
    ][:1]
    # the claim's subject may be named in the act's part: "Lin Wei grew up in Singapore and
    # now lives in London" gives the growing up to Singapore, whose part names Lin Wei
    # (only a place after the act: "grew up in London", "studied in Paris")
    placed = bool(acts) and any(
        claim[i].lower() in ("in", "at") and claim[i + 1][:1].isupper()
        for i in range(acts[0][0] + 1, min(acts[0][0] + 4, len(claim) - 1))
    )
    doer = {stem(t) for t in claim[: acts[0][0]] if t[:1].isupper()} if placed else set()
    slot_named = (named - doer) or named
    for passage in passages:
        for sentence in passage.sentences:
            if not named & sentence.capitals:
                continue
            parts = _parts_of(sentence.text)
            if len(parts) < 2:
                continue
            own = [part for part in parts if slot_named & part.capitals]
            if any(not _has_act(part) for part in own):
                continue  # "..., and 10 km on Tuesday": the earlier part's act is shared
            # "replacing Ivan Roth, who had coached the side": the relative part is Roth's
            own += [
                part
                for previous, part in itertools.pairwise(parts)
                if named & previous.capitals and part.text.lower().startswith("who ")
            ]
            for index, token in acts:
                act = stem(token)
                if any(act in part.stems for part in own):
                    continue
                before = any(stem(t) in named for t in claim[:index])
                after = any(stem(t) in named for t in claim[index + 1 :])
                slot_word = next(
                    (
                        claim[i - 1].lower()
                        for i in range(index + 1, len(claim))
                        if stem(claim[i]) in named and claim[i - 1].lower() in PREPOSITIONS
                    ),
                    "",
                )
                # the name the claim's act is done to: "founded Quill" is not "left to start a
                # charity", an aim of another act on another thing
                done_to = {stem(t) for t in claim[index + 1 :] if t[:1].isupper()}
                for part in parts:
                    if act not in part.stems or slot_named & part.capitals:
                        continue
                    at = next(i for i, t in enumerate(part.tokens) if stem(t.lower()) == act)
                    if done_to and not done_to & part.stems and part.tokens[at - 1 : at] == ("to",):
                        continue
                    side = (part.tokens[:at] if before else ()) + (
                        part.tokens[at + 1 :] if after else ()
                    )
                    whole = list(sentence.tokens)
                    others = [
                        t
                        for at_side, t in enumerate(side)
                        if t[0].isupper()
                        and stem(t) in part.names
                        and stem(t) not in named
                        # a weekday or a month is when, not who or where: "on Tuesday",
                        # "will return there in December"
                        and t.lower() not in WEEKDAYS
                        and stem(t.lower()) not in MONTHS
                        # a name after the act in the claim's slot: "found in Kent" is not
                        # against "found a Roman coin", whose name is no place of the finding
                        and (
                            before
                            or not slot_word
                            or _same_slot(_word_before_name(side, at_side), slot_word)
                        )
                        # "the shows in Paris, Madrid and Rome will get refunds": no doer
                        and not any(
                            w == t and _last_of_a_listed_place(whole, i)
                            for i, w in enumerate(whole)
                        )
                    ]
                    if others:
                        return f'the context gives "{token}" to {others[0]}: "{sentence.text}"'
    return None


def _word_before_name(tokens: Sequence[str], at: int) -> str:
    """The word before the name ending at `at`, past its article and its other capitalised
    words ("on The Mall", "in Greenwich Park"); "" at the start."""
    back = at - 1
    while back >= 0 and (tokens[back][:1].isupper() or tokens[back].lower() in ("the", "a", "an")):
        back -= 1
    return tokens[back].lower() if back >= 0 else ""


def _same_slot(word: str, slot_word: str) -> bool:
    """Two prepositions of one slot: the same word, or two of place ("finishes on The Mall"
    against "finishes in Greenwich Park")."""
    places = _PLACE_WORDS | {"on", "at"}
    return word == slot_word or (word in places and slot_word in places)


def act_of_the_subject(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives a name an act that a context sentence joins, with "and", to the acts of
    the sentence's own subject, where the claim's name is only its object: "Babbage published
    the first algorithm" against "Ada Lovelace worked with Charles Babbage on his engine and
    published the first algorithm for it"."""
    tokens = raw_tokens(claim)
    leading = _leading_name(tokens)
    name = [t for t in leading if stem(t) not in _TITLES]
    if not name or len(tokens) <= len(leading):
        return None
    act_word = tokens[len(leading)]
    if not act_word.isalpha() or not act_word.islower() or act_word in STOPWORDS:
        return None
    named, act = {stem(t) for t in name}, stem(act_word)
    for passage in passages:
        for sentence in passage.sentences:
            said = list(sentence.tokens)
            opening = _leading_name(said)
            subject = [t for t in opening if stem(t) not in _TITLES]
            if not subject or named & {stem(t) for t in subject}:
                continue
            joined = [
                at
                for at in range(1, len(said))
                if stem(said[at].lower()) == act and said[at - 1].lower() == "and"
            ]
            if not joined or not named & {stem(t) for t in said[len(opening) : joined[0]]}:
                continue  # the claim's name is no object of the subject's earlier act
            return (
                f'the context gives "{said[joined[0]]}" to {" ".join(subject)}: "{sentence.text}"'
            )
    return None


_SUBORDINATORS = frozenset("if when unless although though because once while whenever".split())
_PASSIVE = re.compile(r"\b(?:is|are|was|were|be|been)\s+\w+(?:ed|en)\b", re.I)
_OWN_SUBJECT = re.compile(r"\s*(?:(?:the|a|an|his|her|its|their|my|our)\s+[a-z]|[A-Z][a-z])")
"""A part that names its own subject ("the cat is asleep"), not one that goes on about the
sentence's ("which Omar defended", "though a few needed care")."""
_DESCRIBING = re.compile(r"\s*(?:the|a|an|its|their|his|her)\s+[a-z]", re.IGNORECASE)
"""A part that opens as a noun phrase ("The chess champion"), which the name after it is."""
_ITS_OPENING = re.compile(r"\s*(?:its|their)\s", re.IGNORECASE)
_BACK_REFERENCE = re.compile(r"\b(?:it|them|which|whom|who|whose|this|these|those)\b", re.I)
_APPOSITIVE = re.compile(
    r"\s*(?:the|a|an)\s+(?:(?!.*\b(?:is|are|was|were|has|have|had)\b)|(?:[\w-]+\s+){1,6}?"
    r"(?:that|which|who)\b)"
)
"""A part that only describes the name before it: "Mount Kilimanjaro, the highest mountain in
Africa, is in Tanzania", "K2-18b, a planet that is bigger than Earth"."""


_FRAMES = frozenset("under in for according by within".split())
"""Words opening a sentence's frame: "Under the policy, ...", "In the trial, ...", "According
to the report, ..."."""


_QUALIFYING = frozenset(
    "new old existing current former first last other local young older younger future".split()
)
"""Adjectives that open a subject without being it ("new holiday lets")."""


def said_of_another(claim: list[str], stems: frozenset[str], passages: list[Passage]) -> str | None:
    """What the claim says of its subject, a context sentence says of another in one of its
    parts, while its part about the claim's subject says something else: "the dog is asleep
    on the sofa" against "the cat is asleep on the sofa, and the dog is in the garden"."""
    if (
        not claim
        or claim[0].lower() in PREPOSITIONS | _SUBORDINATORS
        or _PASSIVE.search(" ".join(claim))
    ):
        return None  # "On Saturdays the bakery opens", "If there is no damage, ...", "the
        # mural was restored": no doer first
    at = next(
        (i for i, t in enumerate(claim) if t[:1].isalpha() and t.lower() not in STOPWORDS), None
    )
    if at is None or (at + 1 < len(claim) and claim[at + 1].lower() in ("and", "or", "with")):
        return None  # "Anna and Lena are sisters" has two subjects
    if claim[at].lower() in _QUALIFYING or claim[at].endswith(("'s", "\u2019s")):
        return None  # "New holiday lets will need ...", "The library's roof is ...": the
        # subject is the noun it qualifies
    subject = stem(claim[at])
    rest = stems - {subject}
    if not rest:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if subject not in sentence.stems or not rest <= sentence.stems:
                continue
            parts = [
                analyse_sentence(part)
                for part in _PAIRING_BREAK.split(sentence.text)
                if part and part.strip()
            ]
            if any(subject in part.stems and rest & part.stems for part in parts):
                continue  # its own part says some of it
            if all(len(part.tokens) <= 3 for part in parts if subject in part.stems):
                continue  # "include dry mouth and headache": a list's last item, no statement
            if subject in parts[0].stems and parts[0].text.split()[0].lower() in _FRAMES:
                continue  # "Under the policy, the insurer pays ...": the frame of every part
            if re.search(rf"\bwhere\b[^.;]{{0,60}}\b{re.escape(subject)}", sentence.text, re.I):
                continue  # "moved to London, where her restaurant, Stella, ...": Stella is there
            for at, part in enumerate(parts):
                if (
                    subject not in part.stems
                    and rest <= part.stems
                    and _OWN_SUBJECT.match(part.text)
                    and not _BACK_REFERENCE.search(part.text)
                    # "The vase is not a copy; its glaze is Ming": the subject's own glaze
                    and not (at and _ITS_OPENING.match(part.text))
                    # "The chess champion, Priya Nair, retained ...": a description of the
                    # name the next part gives
                    and not (
                        at + 1 < len(parts)
                        and subject in parts[at + 1].stems
                        and len(part.tokens) <= 4
                        and _DESCRIBING.match(part.text) is not None
                        and parts[at + 1].tokens[:1] != ()
                        and not parts[at + 1].tokens[0].islower()
                    )
                    # "the hotels in Leeds, York and Hull will give": a place listed, no subject
                    and not _opens_with_a_listed_place(part, sentence)
                    and not (at and subject in parts[at - 1].stems and _APPOSITIVE.match(part.text))
                ):
                    return (
                        f'the context says that of another, not of the {subject}: "{sentence.text}"'
                    )
    return None


_PRONOUN_SUBJECT = re.compile(
    r"^(?:(?:in|on|by|after|before|since)\s+\w+(?:\s+\w+)?,?\s+)?(?:she|he)\b", re.IGNORECASE
)
"""A sentence whose subject is "she" or "he", perhaps after when: "In 2012 she moved"."""


def _said_apart(
    fact: str,
    claim: Passage,
    facts: set[str],
    passages: list[Passage],
    rival: frozenset[str] = frozenset(),
    rival_sentence: Sentence | None = None,
) -> bool:
    """A part of a context sentence gives the claim's figure with another of the claim's words
    and names no one the claim does not: "Anna ran 5 km on Monday, and 10 km on Tuesday"
    says "10 km on Tuesday" of Anna, though its first part gives her 5 km. The other words of
    the fact's own name do not count: "Salt" of "Salt Roads" says nothing more of it; nor do
    words the `rival` statement says as well ("Sofia Reyes was elected mayor" does not say
    "mayor since 2016" of her against "Tan had been mayor since 2016")."""
    mates = _name_mates(claim, fact)
    claim_labels = _beside(claim, fact)
    for passage in passages:
        for sentence in passage.sentences:
            if fact not in sentence.stems:
                continue
            for part in _parts_of(sentence.text):
                if (
                    fact not in part.stems
                    or not part.names - _full_names(part, claim.stems) <= claim.stems
                ):
                    continue
                units = {stem(t) for t in part.tokens if t.lower() in UNIT_WORDS}
                labels = claim_labels & _beside(part, fact)  # "version 4.2" in both
                # the words of the fact's own name in the part say nothing more of it: "the
                # James Webb Space Telescope" does not say "telescope" of Webb
                own_name = _mates_in(part.tokens, fact) or frozenset()
                # a name's rival statement: its words say nothing apart (a figure's may: the
                # "in 2023" of one clause dates the clause beside it too)
                besides = rival if not fact[:1].isdigit() else frozenset()
                if _other_group(claim.stems, part.stems):
                    continue  # "60 minutes a day" for children says nothing of adults
                said = (claim.stems - {fact} - mates - units - labels - besides) & (
                    part.stems - own_name
                )
                if (
                    rival_sentence is not None
                    and rival_sentence.text != sentence.text
                    and _same_kind_given(fact, claim, rival_sentence)
                    and said <= rival  # not "and 10 km on Tuesday" against "5 km on Monday"
                    and len(claim.stems & rival - {fact}) >= len(said) + 2
                ):
                    continue  # "season tickets ... 3.9%" says more of "season ticket prices
                    # rise" than "fares rise by 4.5%" does
                if said and part.text != sentence.text:
                    return True
    return False


_GROUPS = PEOPLE_KINDS | {stem("placebo")}
"""Groups of people a figure may be given for: "children", "adults", "patients"."""


_ANYONE = frozenset(stem(word) for word in "people participants respondents".split())
"""Groups that may be any of the others: "one in three people" of the volunteers."""


def _other_group(claim: frozenset[str], part: frozenset[str]) -> bool:
    """The claim names one group of people, the part only others."""
    named = claim & _GROUPS - _ANYONE
    return bool(named) and bool(part & _GROUPS - _ANYONE) and not named & part


def figure_of_another_group(claim: Passage, passages: list[Passage]) -> str | None:
    """ "Adults should sleep 8 hours" against "Teenagers should sleep at least 8 hours ... For
    adults the advice is 7 hours": the claim's figure is only given for another group, and
    the claim's group has a figure of its own."""
    named = claim.stems & _GROUPS - _ANYONE
    numbers = frozenset().union(*(s.numbers for s in claim.sentences))
    if not named or not numbers:
        return None
    sentences = [s for p in passages for s in p.sentences]
    for number in sorted(numbers):
        holding = [s for s in sentences if number in s.numbers]
        if not holding or not all(_other_group(named, s.stems) for s in holding):
            continue
        own = next((s for s in sentences if named & s.stems and s.numbers - {number}), None)
        if own is not None:
            return f'the context gives {number} for others: "{holding[0].text}" "{own.text}"'
    return None


def _with_the_other_names(
    fact: str, facts: set[str], sentences: list[Sentence], rival: Sentence
) -> bool:
    """A sentence gives the figure beside every name of the claim's, which the rival sentence
    does not name: the claim's own statement is that one."""
    names = {f for f in facts if not f[:1].isdigit()}
    return (
        bool(names)
        and not names <= rival.stems
        and any((fact in s.numbers or fact in s.stems) and names <= s.stems for s in sentences)
    )


def _same_kind_given(fact: str, claim: Passage, sentence: Sentence) -> bool:
    """The sentence gives a figure of the kind the claim's is: a share for a share, one with
    the claim's unit after it ("3.9%" for "4.5%"; not "20 hours" for "one day"); no year."""
    if not fact[:1].isdigit() or YEAR.fullmatch(fact):
        return False
    unit = next(
        (
            stem(after)
            for s in claim.sentences
            for token, after in itertools.pairwise((*s.tokens, ""))
            if stem(token) == fact
        ),
        "",
    )
    return any(
        value.endswith("%") == fact.endswith("%") and (not unit or stem(after) == unit)
        for value, after in itertools.pairwise((*sentence.tokens, ""))
        if value[:1].isdigit() and not YEAR.fullmatch(value) and stem(value) not in claim.stems
    )


def _beside(text: Passage | Sentence, fact: str) -> set[str]:
    """The stems of the words right before and after `fact`: a figure's label ("version",
    "flight", "room") is part of how it is written, not another thing said of it."""
    sentences = text.sentences if isinstance(text, Passage) else (text,)
    found: set[str] = set()
    for sentence in sentences:
        tokens = sentence.tokens
        for at, token in enumerate(tokens):
            if stem(token) == fact:
                found.update(stem(tokens[i]) for i in (at - 1, at + 1) if 0 <= i < len(tokens))
    return found


def _name_mates(claim: Passage, fact: str) -> frozenset[str]:
    """The other capitalised words of the run of capitals that holds `fact` in the claim."""
    for sentence in claim.sentences:
        mates = _mates_in(sentence.tokens, fact)
        if mates is not None:
            return mates
    return frozenset()


def _mates_in(tokens: tuple[str, ...], fact: str) -> frozenset[str] | None:
    for at, token in enumerate(tokens):
        if stem(token) != fact or not token[:1].isupper():
            continue
        start, end = at, at + 1
        while start > 0 and tokens[start - 1][:1].isupper():
            start -= 1
        while end < len(tokens) and tokens[end][:1].isupper():
            end += 1
        return frozenset(stem(t) for t in tokens[start:end]) - {fact}
    return None


def _full_names(part: Sentence, said: frozenset[str]) -> set[str]:
    """The other words of the full names whose last word is said: "Thomas" of "Thomas Berg"
    for a claim about Berg."""
    tokens = part.tokens
    return {
        stem(tokens[i])
        for i in range(len(tokens) - 1)
        if tokens[i][:1].isupper() and tokens[i + 1][:1].isupper() and stem(tokens[i + 1]) in said
    }


def _has_act(part: Sentence) -> bool:
    """Whether a part has a word of its own beyond names, figures and units."""
    return any(
        t.islower() and t not in STOPWORDS and t not in UNIT_WORDS and t.isalpha()
        for t in part.tokens
    )


_SPAN_UNITS = frozenset("days hours minutes seconds weeks months years".split())


def acts_of_years(tokens: tuple[str, ...], reach: int = 6) -> dict[str, str]:
    """{year: the past-tense verb nearest before it, within `reach` words}: "founded in 1902
    and moved to its current building in 1960" → {1902: founded, 1960: moved}."""
    acts: dict[str, str] = {}
    for index, token in enumerate(tokens):
        decade = token.isdigit() and tokens[index + 1 : index + 2] == ("s",)
        # a version is dated as a year is: "will be removed in version 4"
        versioned = index > 0 and tokens[index - 1].lower() in ("version", "release")
        if not YEAR.match(token) and not decade and not versioned:
            continue  # a year, or a century as normalise writes it ("the 1200s")
        if tokens[index + 1 : index + 2] and tokens[index + 1].lower() in _SPAN_UNITS:
            continue  # "1825 days after it opened" (normalise's five years) is no year
        for back in range(index - 1, max(index - 1 - reach, -1), -1):
            word = tokens[back].lower()
            if _past_verb_like(tokens[back]) and word not in STOPWORDS:
                acts[token] = word
                break
    return acts


def statements(passages: list[Passage]) -> Iterator[Sentence]:
    """Every context sentence, then each statement joined in it ("; ", ", and", ", but",
    "while", "whereas"): "Sales in Europe fell by 12%, while sales in Asia grew by 8%" gives
    Europe one figure and Asia another, which the whole sentence mixes. Commas, brackets and
    a bare "and" are not split: "120 patients, 30 of whom were over 65" is one statement."""
    for passage in passages:
        for sentence in passage.sentences:
            yield from statements_of(sentence)


def figure_of_another_statement(
    claim: Passage, numbers: set[str], passages: list[Passage]
) -> str | None:
    """The claim's words are one statement's, its figure another's, and the first gives a
    figure of its own of the same kind and unit: "food waste will be collected every 14 days"
    against "food waste, which will be collected every 7 days; general rubbish will be
    collected every 14 days"."""
    words = claim.stems - numbers - _TITLES
    if not numbers or len(words) < 2:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if not numbers & sentence.numbers:
                continue
            parts = list(statements_of(sentence))[1:]
            for number in sorted(numbers & sentence.numbers):
                holders = [part for part in parts if number in part.numbers]
                if not holders or any(words <= part.stems for part in holders):
                    continue  # the figure's own statement says the claim's words too
                for part in parts:
                    if not words <= part.stems or number in part.numbers:
                        continue
                    rivals = [
                        n
                        for n in sorted(part.numbers)
                        if n != number
                        and same_kind(n, number)
                        and not YEAR.match(n)
                        and _unit_after(part, n) == _unit_after(holders[0], number)
                    ]
                    if rivals:
                        return (
                            f"the context gives {rivals[0]} to what the claim speaks of, and "
                            f'{number} to something else: "{sentence.text}"'
                        )
    return None


def _unit_after(sentence: Sentence, number: str) -> str | None:
    """The word after the figure in the statement ("days" of "every 7 days")."""
    tokens = list(sentence.tokens)
    for at, token in enumerate(tokens[:-1]):
        if stem(token) == number:
            return stem(tokens[at + 1].lower())
    return None


def statements_of(sentence: Sentence) -> Iterator[Sentence]:
    """The sentence, then each statement joined in it."""
    yield sentence
    parts = [part for part in STATEMENT_BREAK.split(sentence.text) if part.strip()]
    if len(parts) > 1:
        yield from (analyse_sentence(part) for part in parts)


STATEMENT_BREAK = re.compile(r";\s|,\s+(?:and|but|or|while|whereas)\b|\s(?:while|whereas)\s", re.I)
_TITLES = frozenset("dr dr. mr mrs ms prof professor sir dame judge president".split())


_MUTUAL_ACTS = frozenset(
    stem(word)
    for word in (
        "met meet reach married marry divorced divorce dated date fought fight played play "
        "drew draw tied tie partnered collaborated competed debated"
    ).split()
)
"""Acts done with someone, not to them: either name may come first."""

_PRONOUN = re.compile(r"\b(?:it|them|this|that|these|those)\b", re.IGNORECASE)
"""A statement whose object is a pronoun ("and Leo Dubois restored it") is about the
sentence's earlier object."""


_EARLIER_OCCASION = re.compile(
    r"\b(?:last|previous)\s+(?:year|season|time)\b|\bpreviously\b", re.IGNORECASE
)
OCCASION = re.compile(
    r"\b(?:last|previous|next)\s+(?:year|season|month|week|time)\b|\bin\s+\d{4}\b|"
    r"\byesterday\b|\bpreviously\b",
    re.IGNORECASE,
)


_REDUCED_RELATIVE = re.compile(
    r"^(?:the\s+|a\s+|an\s+)?\w+\s+(?:\w+ed|found|made|built|held|kept|sold|left|brought|caught|"
    r"taken|given|seen|known|grown|shown|written|done|bought|dug)\s+(?:in|at|on|near|under|inside|"
    r"by)\b[^.;]*?"
    r"\b(?:was|were|is|are|has|had|have)\b",
    re.IGNORECASE,
)
"""A noun and a participle that describes it ("honey found in Egyptian tombs was ..."): the
noun is what the act was done to, not who did it."""


_TIME_CLAUSE = re.compile(r"\s+(?:after|before|when|while|until|once)\s+", re.I)
"""A closing clause of time on a verb ("after leaving the studio"), where the act's object
ends."""


_SCORED_THINGS = frozenset(stem(w) for w in "goal goals try tries winner equaliser points".split())


_CONVERSE_ACTS = {
    "sell": r"(?:buy|bought|buys|buying|purchased?)\b[^.;]{0,60}?\bfrom",
    "buy": r"(?:sell|sold|sells|selling)\b[^.;]{0,60}?\bto",
    "lend": r"(?:borrow|borrowed|borrows)\b[^.;]{0,60}?\bfrom",
    "borrow": r"(?:lend|lent|lends)\b[^.;]{0,60}?\bto",
}


def _converse_said(act: str, shown: str, passages: list[Passage]) -> bool:
    """The context tells the act from the other side, naming the claim's person after "from"
    or "to": "Maria bought the flat from her brother, Carlos" says Carlos sold it."""
    converse = _CONVERSE_ACTS.get(act)
    if converse is None:
        return False
    names = "|".join(re.escape(word) for word in shown.split())
    said = re.compile(rf"\b{converse}\s+(?:[\w'’]+\s+){{0,3}}?,?\s*(?:{names})\b")
    return any(said.search(s.text) for p in passages for s in p.sentences)


def _only_in_lower_case(person: frozenset[str], passages: list[Passage]) -> bool:
    """One word the context writes only in lower case: capitalised in the claim because it
    opens it ("Residential streets will ..."), not a name."""
    if len(person) != 1:
        return False
    (word,) = person
    if "-" in word and all(
        any(re.search(rf"\b{re.escape(part)}\b", passage.text) for passage in passages)
        for part in word.split("-")
        if part
    ):
        return True  # "Under-seat bags" for "bags that fit under the seat": no name
    lower = capital = False
    for passage in passages:
        for sentence in passage.sentences:
            for before, token in zip(("",) + sentence.tokens, sentence.tokens, strict=False):
                if stem(token) == word:
                    # "on all residential streets", "free standard delivery"; not a clause's
                    # own subject ("Wheat prices rose, while corn prices stayed flat")
                    lower = lower or (
                        token.islower() and before.isalpha() and before.lower() not in _OPENERS
                    )
                    capital = capital or not token.islower()
    return lower and not capital


_OPENERS = frozenset("while whereas but and or so then although though yet".split())
"""Words a clause opens after: a lower-case word right after them is its subject."""


def _done_before(claim: str, act: str, part: str) -> bool:
    """The part tells the act as its doer's earlier one ("Berg previously led orchestras in
    Oslo") and the claim does not: another occasion of it, not the claim's."""
    tokens = [t.lower() for t in raw_tokens(part)]
    at = next((i for i, t in enumerate(tokens) if stem(t) == act), None)
    return (
        at is not None
        and bool(_EARLIER_ONES & set(tokens[max(0, at - 2) : at]))
        and not _EARLIER_ONES & {t.lower() for t in raw_tokens(claim)}
    )


_EARLIER_ONES = frozenset("previously formerly once earlier".split())


def other_agent(claim: str, passages: list[Passage]) -> str | None:
    """The claim says who did something ("Peter Hale wrote the novel") and the context gives
    that act to someone else ("written by Clara Voss and translated by Peter Hale"), even
    when the claim's person appears in the same sentence in another role."""
    claimed = {
        act: (person, shown)
        for act, (person, shown) in agents_of(claim).items()
        if not person <= _NO_ONE_NAMED  # "Nobody has scored more": no one's act to give away
        and not person <= _WORK_NOT_DOERS  # "Work will start next spring": no one named
    }
    if not claimed or _REDUCED_RELATIVE.search(claim):
        return None  # "honey found in Egyptian tombs was still edible": found, not finding
    claimed = {
        act: (person, shown)
        for act, (person, shown) in claimed.items()
        if not _only_in_lower_case(person, passages)
        and not _kind_moved_otherwise(claim, shown, passages)
    }
    # what the act is done to, without a closing "after leaving the studio": that clause's
    # words are no object of the act
    claim_stems = analyse_sentence(_TIME_CLAUSE.split(claim, 1)[0]).stems
    when = OCCASION.search(claim)
    places = frozenset().union(*(s.capitals for p in passages for s in p.sentences))
    split = [
        (sentence, parts, [agents_of(part) for part in parts])
        for passage in passages
        for sentence in passage.sentences
        for parts in [[p for p in STATEMENT_BREAK.split(sentence.text) if p.strip()]]
    ]
    # "both Brazilian goals scored by Marta Silva": the context gives the claim's person the
    # act on the claim's object somewhere, whoever else it names for another
    theirs = {
        act
        for _, parts, agents in split
        for part, said in zip(parts, agents, strict=True)
        for act, (person, _) in claimed.items()
        if act in said
        and _same_person(set(person), set(said[act][0]))
        and claim_stems - person - {act.split()[0]} <= analyse_sentence(part).stems
    }
    # "Diesel car sales fell 20%" against "... while sales of diesel cars fell by 20%": a
    # part says all of the claim of its first word, written in lower case
    theirs |= {
        act
        for _, parts, _ in split
        for part in parts
        for act, (person, _) in claimed.items()
        if claim_stems <= analyse_sentence(part).stems
        and not person & {stem(t) for t in raw_tokens(part) if t[:1].isupper()}
    }
    for sentence, parts, agents in split:
        for part, said in zip(parts, agents, strict=True):
            if when and when.group(0).lower() not in part.lower():
                continue  # "won last year" is another occasion than the context's win
            earlier = [] if when else [m.group(0) for m in _EARLIER_OCCASION.finditer(part)]
            part_stems = analyse_sentence(part).stems if len(parts) > 1 else None
            for act, (person, shown) in claimed.items():
                others = said.get(act)
                if any(
                    re.search(
                        rf"\b{re.escape(act.split()[0])}(?!ers?\b)\w{{0,3}}\s+(?:\w+\s+){{0,2}}?{occasion}",
                        part,
                        re.IGNORECASE,
                    )
                    for occasion in earlier
                ):
                    continue  # "Grace Mwangi, who won the previous year": not this race's
                if when and re.search(
                    rf"\b{re.escape(shown.split()[-1])}\W+who\s+{re.escape(act.split()[0])}\w*\s+"
                    rf"(?:\w+\s+){{0,3}}?{re.escape(when.group(0))}",
                    part,
                    re.IGNORECASE,
                ):
                    continue  # "won the year before" for "Rui Costa, who won the previous year"
                if (
                    others is None
                    or _same_person(set(person), set(others[0]))
                    or set(person) <= countries_of(frozenset(others[0]))  # France for Lyon
                    or act in theirs
                    or act.split()[0] in _MUTUAL_ACTS
                    or re.search(rf"\b{re.escape(act.split()[0])}\w*\s+with\b", claim, re.I)
                ):
                    continue  # "Tom met Anna" says what "Anna met Tom" says; "worked with" too
                if _done_before(claim, act.split()[0], part):
                    continue  # "Berg previously led orchestras in Oslo and Vienna" is not the
                    # leading "Clara Hahn led the orchestra for 18 years" speaks of
                if len(others[0]) == 1 and demonym_bases(next(iter(others[0]))) & places:
                    continue  # "Brazilian goals": the team's adjective, not a person
                if len(others[0]) == 1 and others[0] <= {
                    stem(t.lower()) for t in raw_tokens(claim) if t.islower()
                }:
                    continue  # "Twin brothers Sam and Joe Archer": a word the claim writes in
                    # lower case ("are twins"), capitalised as it opens the sentence
                if re.search(
                    rf"\bfor\s+(?:her|his|their|its)\s+(?:\w+\s+)?{_WORKS},?\s+(?:\w+\s+){{0,3}}?"
                    rf"{re.escape(shown.split()[-1])}\b",
                    part,
                    re.IGNORECASE,
                ):
                    continue  # "The Salt Road won the prize" for "Kowalski won the prize for
                    # her novel The Salt Road": a work wins what its maker won for it
                if others[1].lower() in _DOERS_BY_KIND and (
                    _INSTRUMENT.search(claim) or shown.lower() in _DOERS_BY_KIND
                ):
                    continue  # "Astronomers have found": people named by their kind, whom
                    # "scientists" names too, who may have used the telescope the claim names
                    # (not "Tourists found")
                if _converse_said(act.split()[0], shown, passages):
                    continue  # "Carlos sold the flat" for "Maria bought the flat from Carlos"
                if any(
                    stem(t[:-2]) in person and stem(after) in _SCORED_THINGS
                    for t, after in itertools.pairwise(
                        [
                            w
                            for w in raw_tokens(part)
                            if w.lower() not in ("only", "first") and not w.isdigit()
                        ]
                    )
                    if t.endswith(("'s", "’s"))
                ):
                    continue  # "Oakfield scored" for "Oakfield's goal came from Jess Carter":
                    # the doer acts for the claim's side
                # Of a sentence joining statements, only the one about the claim's object:
                # "Omar coaches the junior team, while Lisa coaches the senior team".
                rest = claim_stems - person - {act.split()[0]}
                if (
                    part_stems is not None
                    and not rest <= part_stems
                    and not _PRONOUN.search(part)
                    and not _only_here(rest & part_stems, part, parts)
                ):
                    continue
                if rest and not rest & sentence.stems and not _done_to_it(sentence, act):
                    continue  # the act on something else: "Haddad said gas prices were to
                    # blame" against "Greenfield Energy reported a loss"
                if act.split()[0] != "win" and any(
                    person & {stem(t) for t in raw_tokens(part[found.end() :])[:3]}
                    for found in _RANKED_AGAINST.finditer(part)
                ):
                    continue  # "finished 40 seconds ahead of Grace Mutua": she finished too
                    # (not that she won: "won by Lotte Maes, who finished ahead of Vidal")
                if (
                    act.split()[0] == "win"
                    and _RUN_OF_WINS.search(claim)
                    and re.search(
                        rf"\b{re.escape(shown.split()[-1])}['’]s\s+(?:run|streak|string|sequence)\s+of\s+"
                        r"(?:\w+\s+){0,2}?(?:win|wins|victories|titles)\b",
                        part,
                        re.IGNORECASE,
                    )
                ):
                    continue  # "ending Cambridge's run of five wins": Cambridge won those
                    # (the previous five, not this one)
                if _PLACED.search(part) and act.split()[0] == "win":
                    continue  # "Emma Ross won bronze": a place, not the event's win
                if (
                    _SUCCESSION.search(sentence.text)
                    and person & analyse_sentence(sentence.text).stems
                ):
                    continue  # "Lind coached the team before Berg took over": Berg coaches now
                # the act as the sentence writes it ("retire"), not its stem ("retir")
                written = next(
                    (t for t in raw_tokens(sentence.text) if stem(t.lower()) == act.split()[0]),
                    act.split()[0],
                )
                act_shown = " ".join([written, *act.split()[1:]])
                return (
                    f'the context gives "{act_shown}" to {others[1]}, not {shown}: '
                    f'"{sentence.text}"'
                )
    return None


_WORKS = (
    r"(?:novel|book|memoir|biography|collection|film|documentary|album|song|single|play|musical|"
    r"poem|painting|sculpture|design|building|series|show|novella|debut|work|portrait|photograph)"
)
_DOERS_BY_KIND = frozenset(
    (
        "researchers scientists astronomers archaeologists investigators experts analysts "
        "economists historians biologists physicists chemists geologists engineers"
    ).split()
)
"""Experts named by their kind, one kind of which another may be ("scientists" for
"astronomers")."""
_INSTRUMENT = re.compile(
    r"\b(?:telescope|satellite|probe|rover|camera|spacecraft|observatory|microscope|scanner|"
    r"radar|sensor|drone|instrument)s?\b",
    re.IGNORECASE,
)
_NO_ONE_NAMED = frozenset(
    stem(word) for word in "nobody everyone everybody someone somebody anyone anybody".split()
)
_WORK_NOT_DOERS = frozenset(
    stem(word)
    for word in "work works construction building repairs demolition project scheme".split()
)
"""What is done, said as a subject: "Work will start next spring" for "Construction will
begin"."""
_RANKED_AGAINST = re.compile(r"\b(?:ahead\s+of|behind|in\s+front\s+of)\b", re.IGNORECASE)


def _done_to_it(sentence: Sentence, act: str) -> bool:
    """The act is done to "it" or "them", the thing the sentence before spoke of:
    "Councillors rejected it by 9 votes to 4" after "... approval of the wind farm"."""
    tokens = [t.lower() for t in sentence.tokens]
    verb = act.split()[0]
    return any(
        stem(token) == verb and following in ("it", "them")
        for token, following in zip(tokens, tokens[1:], strict=False)
    )


_PLACED = re.compile(
    r"\bw(?:on|in|ins)\s+(?:the\s+|a\s+)?(?:bronze|silver|second|third|fourth|runner-up)\b", re.I
)
_SUCCESSION = re.compile(r"\b(?:took|take|takes|taken)\s+over\b|\bsucceeded\b", re.IGNORECASE)


def _only_here(words: frozenset[str], part: str, parts: list[str]) -> bool:
    """Some of `words` are in this part of the sentence and in no other: "the original was
    written by Luis Vega" is the part a claim about "the original book" means."""
    others = frozenset().union(*(analyse_sentence(p).stems for p in parts if p is not part))
    return bool(words - others)


_PUNCTUATION = re.compile(r"[;,:()]")


_NAME = r"(?:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,4})"
"""A run of capitalised words, at most five (unbounded, a failing match backtracks over a
long run of capitals quadratically)."""


@cached_when_short(maxsize=4096)
def agents_of(text: str) -> Mapping[str, tuple[frozenset[str], str]]:
    """Who does each act, and where: a name right before a verb ("Anna founded"), after
    "<verb> by" ("founded by Anna") or after "<verb> <place word>" ("tested in Warsaw"), as
    {"found": (the name's stems, the name)} or {"test in": ...}. Cached, so read-only: every
    claim of a case asks it of the same context sentences."""
    found: dict[str, tuple[frozenset[str], str]] = {}
    # a list of names is one phrase: "in Paris, Madrid and Rome will" keeps its "in"
    listed = _LISTED_NAMES.sub(" and ", text) if "," in text else text
    for part in _PUNCTUATION.split(listed):
        _agents_in(raw_tokens(part), found)
    for match in itertools.chain(
        _WHO_DOES.finditer(text),  # "Priya Shah, who chairs the committee"
        _APPOSED_DOER.finditer(text),  # "Tomas Reyes, 34 years old, received ..."
        _TO_DO_ITS_OWN.finditer(text),  # "Paolo Ricci left Verde to open his own place"
    ):
        words = [w for w in match.group(1).split() if w.lower().rstrip(".") not in _TITLES]
        if words and _verb_like(match.group(2)) and match.group(2) not in _LINKING_VERBS:
            found.setdefault(stem(match.group(2)), (frozenset(map(stem, words)), " ".join(words)))
    return MappingProxyType(found)


_RUN_OF_WINS = re.compile(
    r"\b(?:previous|last|straight|in\s+a\s+row|running|consecutive|run|streak)\b|\d", re.IGNORECASE
)
_AUXILIARIES = frozenset("has have had will would can could may might must".split())
"""Before the act they help ("Helen Cho has led"); not "is"/"was", which link a name to what
it is ("Tom is the captain")."""
_HELPING_VERBS = frozenset("has have had been is was were are be will would".split())
_HELPERS_BEFORE_ACT = (
    rf"(?:(?:{'|'.join(sorted(_AUXILIARIES | _HELPING_VERBS | {'should'}))})\s+){{0,3}}"
)
"""Up to three helping verbs before an act, read past to the act ("has been ordered to pay",
which normalise writes "has must pay")."""
_LINKING_VERBS = frozenset("became becomes is was were has had remains remained".split())
"""Acts whose object is the fact ("who became chairman"), not the doing."""
_ADVERBS = frozenset(
    "later then also soon first once still now subsequently eventually recently finally "
    "previously originally already again".split()
)
"""Words between a person and the act ("Jonas Meyer later showed", "who still runs it")."""
_WHO_DOES = re.compile(
    rf"({_NAME}),\s+who\s+(?:(?:{'|'.join(sorted(_ADVERBS))}|[a-z]+ly)\s+)?([a-z]+)\b"
)


_TO_DO_ITS_OWN = re.compile(
    rf"({_NAME})\s+(?:[a-z]+\s+){{1,2}}(?:[\w'-]+\s+){{0,5}}?to\s+([a-z]+)\s+(?:his|her|their)\s+own\b"
)
"""A name, an act, and what it did that for on its own account: "left the restaurant Verde
in March to open his own place" (the name's "own" binds the aim to it)."""
_APPOSED_DOER = re.compile(
    rf"({_NAME}),\s+(?:a|an|the|aged|\d+)\b[^,;.]{{0,50}},\s+"
    rf"(?:(?:{'|'.join(sorted(_ADVERBS))}|[a-z]+ly)\s+)?{_HELPERS_BEFORE_ACT}([a-z]+)\b"
)
"""A name, what it is, then its act: the apposition between them is no act of its own ("Ms
Patel, the tenant, has been ordered to pay" gives the paying to her)."""


def _describes_next_name(tokens: list[str], start: int, end: int) -> bool:
    """The capitalised word after "by" describes the name after it ("by Kenyan runner Grace
    Wanjiru", "by French chef Anne Roux"): the doer is the name, not its nationality."""
    return (
        end == start + 1
        and start >= 1
        and tokens[start - 1].lower() == "by"
        and end + 1 < len(tokens)
        and tokens[end].islower()
        and tokens[end] not in STOPWORDS
        and _name_word(tokens[end + 1])
    )


def _agents_in(tokens: list[str], found: dict[str, tuple[frozenset[str], str]]) -> None:
    index = 0
    joined: tuple[int, frozenset[str], str] | None = None  # the name before an "and"
    while index < len(tokens):
        end = index
        while end < len(tokens) and _name_word(tokens[end]):
            end += 1
        if end == index:
            index += 1
            continue
        words = [t for t in tokens[index:end] if t.lower().rstrip(".") not in _TITLES]
        person = frozenset(stem(t) for t in words)
        shown = " ".join(words)
        own = (end, person, shown)
        if joined is not None and joined[0] == index - 1 and tokens[index - 1].lower() == "and":
            # "Ava Chen and Marcus Bell founded Quill": both did it
            person, shown = person | joined[1], f"{joined[2]} and {shown}"
        joined = own
        if (
            person
            and not _no_one(words, index)
            and not _describes_next_name(tokens, index, end)
            # "run by Hillside's head teacher, Grace Obi": the owner is not the doer
            and not tokens[end - 1].endswith(("'s", "’s"))
        ):
            before = tokens[index - 2 : index] if index >= 2 else []
            if len(before) == 2 and before[1].lower() == "by" and _verb_like(before[0]):
                found.setdefault(stem(before[0]), (person, shown))
            elif (  # "rejected by the Senate"
                index >= 3
                and [t.lower() for t in tokens[index - 2 : index]] == ["by", "the"]
                and _verb_like(tokens[index - 3])
            ):
                found.setdefault(stem(tokens[index - 3]), (person, shown))
            elif (
                index >= 3
                and "by" in [t.lower() for t in tokens[max(index - 4, 0) : index]]
                # (not "kept her title by beating Oleg Ivanov": a means, not a doer)
                and not _GERUND.fullmatch(
                    tokens[
                        max(i for i in range(max(index - 4, 0), index) if tokens[i].lower() == "by")
                        + 1
                    ]
                )
            ):
                # "written in Spanish by Luis Vega", "taken by her colleague Paul Becker": the act
                # a few words before "by"
                by = max(i for i in range(max(index - 4, 0), index) if tokens[i].lower() == "by")
                for back in range(by - 1, max(by - 5, -1), -1):
                    # normalise writes some participles as the base ("was lead by")
                    passive = back >= 1 and tokens[back - 1].lower() in (
                        "was",
                        "were",
                        "been",
                        "be",
                    )
                    if _past_verb_like(tokens[back]) or (passive and _verb_like(tokens[back])):
                        found.setdefault(stem(tokens[back]), (person, shown))
                        break
            elif (
                len(before) == 2
                and before[1].lower() in _PLACE_WORDS
                and _past_verb_like(before[0])
            ):
                found.setdefault(f"{stem(before[0])} {before[1].lower()}", (person, shown))
            elif (
                end + 1 < len(tokens)
                and tokens[end].lower() in ("is", "are", "was", "were")
                and tokens[end + 1].islower()
                and tokens[end + 1].endswith("ing")
                and len(tokens[end + 1]) > 5
                and not (before and before[-1].lower() in PREPOSITIONS)
            ):  # "Ms Okoro is retiring": an act going on
                found.setdefault(stem(tokens[end + 1]), (person, shown))
            elif (  # "Leo Hart who founded the company": the relative clause is his act
                end + 1 < len(tokens)
                and tokens[end].lower() == "who"
                and _past_verb_like(tokens[end + 1])
            ):
                found.setdefault(stem(tokens[end + 1]), (person, shown))
            elif (
                end < len(tokens)
                and (_verb_like(tokens[end]) or tokens[end].lower() in _AUXILIARIES)
                and not (
                    before
                    and before[-1].lower() in PREPOSITIONS
                    # "the Marquess of Bute built" is one name, "Bank of England" another
                    and not (before[-1] == "of" and _name_word(before[0]))
                )
                and not _last_of_a_listed_place(tokens, index)
            ):  # "Anna founded", not "(the flight to) Tokyo takes"
                act = end  # past an adverb or auxiliaries: "Jonas Meyer later showed", "has led"
                while (
                    act + 1 < len(tokens)
                    and act < end + 2
                    and (_adverb(tokens[act]) or tokens[act].lower() in _AUXILIARIES)
                ):
                    act += 1
                if _verb_like(tokens[act]) and tokens[act].lower() not in _AUXILIARIES:
                    found.setdefault(stem(tokens[act]), (person, shown))
        index = end


_GERUND = re.compile(r"[a-z]{2,}ing")
"""A lower-case word of an act going on ("beating"), not a name that ends so ("King")."""
_MOVED = frozenset(
    "rose rise rises risen fell fall falls fallen grew grow grows grown dropped drop drops "
    "increased increase decreased decrease doubled halved jumped climbed slumped soared".split()
)
"""Verbs of a quantity moving: "Bike use grew" names a kind of use, not a doer."""


def _kind_moved_otherwise(claim: str, shown: str, passages: list[Passage]) -> bool:
    """ "Bike use grew" where the context never names bikes and no quantity in it grew: a
    kind of the thing the context does not speak of, not another doer of the context's act
    ("Car use fell")."""
    found = re.search(rf"\b{re.escape(shown)}\s+[a-z]+\s+([a-z]+)\b", claim)
    if found is None or found.group(1) not in _MOVED:
        return False
    named = {stem(word) for word in shown.split()} | {stem(found.group(1))}
    return not any(named & sentence.stems for passage in passages for sentence in passage.sentences)


def _opens_with_a_listed_place(part: Sentence, sentence: Sentence) -> bool:
    """The part (split at a list's comma) opens inside a list of names that a preposition
    opens earlier in the sentence: "York and Hull will receive" of "in Leeds, York and Hull"."""
    if not part.tokens or not _name_word(part.tokens[0]):
        return False
    whole = list(sentence.tokens)
    return any(
        token == part.tokens[0] and _in_a_listed_place(whole, at) for at, token in enumerate(whole)
    )


_LISTED_NAMES = re.compile(r"(?<=[a-z]),\s+(?=[A-Z][\w'-]*(?:,|\s+(?:and|or)\s))")
"""The comma between names of a list ("Paris, Madrid and Rome"), read as its "and"."""


def _last_of_a_listed_place(tokens: list[str], index: int) -> bool:
    """The name at `index` closes a list a preposition opens ("the shows in Paris, Madrid and
    Rome will get refunds"): the list's last item, not the subject of what follows."""
    return (
        index > 0
        and tokens[index - 1].lower() in ("and", "or")
        and _in_a_listed_place(tokens, index)
    )


def _in_a_listed_place(tokens: list[str], index: int) -> bool:
    """The names and "and"s right before `index` follow a preposition: "in Leeds York and"."""
    back = index - 1
    while back >= 0 and (tokens[back].lower() in ("and", "or") or _name_word(tokens[back])):
        back -= 1
    return index - 1 > back >= 0 and tokens[back].lower() in PREPOSITIONS


def _adverb(token: str) -> bool:
    lowered = token.lower()
    return lowered in _ADVERBS or (len(lowered) > 4 and lowered.endswith("ly"))


def _no_one(words: list[str], index: int) -> bool:
    """A capitalised word that names no one: a participle opening the text ("Guided tours in
    English start at 11 am") or a language ("an English tour")."""
    if len(words) != 1:
        return False
    word = words[0].lower()
    return (index == 0 and word.endswith(("ed", "ing"))) or "language" in KINDS_OF.get(word, ())


def _name_word(token: str) -> bool:
    return token[0].isupper() and (
        token.lower() not in STOPWORDS or token.lower().rstrip(".") in _TITLES
    )


def _verb_like(token: str) -> bool:
    lowered = token.lower()
    return token[0].islower() and lowered not in STOPWORDS and lowered not in NEGATIONS


def _placed_at(text: str, value: str) -> bool:
    """The name `value` (a stem) is the place of a preposition, perhaps as the last word of a
    name with no comma in it: "based at Imperial College", "in New York" (not "at Portobello
    Books, Ruth Kaye")."""
    for found in re.finditer(r"[A-Z][\w'-]*", text):
        # the preposition and a name of three words fit in 160 characters: a bounded look back,
        # so a run-on sentence of names costs linear time
        start = max(found.start() - 160, 0)
        if stem(found.group(0)) == value and _PLACE_BEFORE.search(text, start, found.start()):
            return True
    return False


_PLACE_BEFORE = re.compile(r"\b(?:at|in|near)\s+(?:the\s+)?(?:[A-Z][\w'&-]*\s+){0,3}$")


def _placed_by_other_acts(fact: str, value: str, claim: Passage, sentence: Sentence) -> bool:
    """The claim's place and the context's are where two different acts happened: "has
    conducted in Berlin" against "was born in Osaka" (each the verb right before "in")."""
    acts = []
    for tokens, name in ((claim.sentences[0].tokens if claim.sentences else (), fact),
                         (sentence.tokens, value)):  # fmt: skip
        at = next((i for i, t in enumerate(tokens) if stem(t) == name), None)
        if at is None or at < 2 or tokens[at - 1].lower() not in ("in", "at"):
            return False
        if not _past_verb_like(tokens[at - 2]):
            return False
        acts.append(stem(tokens[at - 2].lower()))
    return acts[0] != acts[1]


def _past_verb_like(token: str) -> bool:
    """A word that reads as a verb before a place ("developed in", "born in"), not a noun
    ("the flight from Paris" names which flight; it does not say where something happened)."""
    lowered = token.lower()
    return _verb_like(token) and (
        (len(lowered) > 4 and lowered.endswith("ed")) or lowered in _VERBS_OF_PLACE
    )


_VERBS_OF_PLACE = frozenset(
    "born made make built build held hold grown grow live lives work works sold sell taken take "
    "shot written write kept keep found stay stays rebuilt rebuild remade rewritten "
    # irregular pasts that date an act: "came into force in December 2009"
    "came went began became took won lost left met fell rose grew ran"
    # and the base forms normalise writes them as ("won" is "win")
    " win lose come begin become leave meet".split()
)


_GOES_ON = frozenset("continue continues continued keep keeps kept".split())
"""Words before the act that only say it goes on: "will continue to get security fixes" is
about getting them."""


_VERB_ENDINGS = ("s", "ed", "ing")
_PREPOSITIONS = frozenset("in on at of for with from to by under over into".split())


def _act_after_helpers(tokens: list[str], start: int) -> str | None:
    """ "The 60-storey tower has been approved": the participle after the helping verbs, as
    the act, however many words the subject has; "are expected to rise": the rise. Not for a
    subject that goes on into a place ("Photography in special exhibitions is allowed")."""
    helper = next(
        (i for i in range(start + 1, min(len(tokens), start + 6)) if tokens[i] in _HELPING_VERBS),
        None,
    )
    if helper is None or _PREPOSITIONS.intersection(tokens[start:helper]):
        return None
    at = next(
        (
            i
            for i in range(helper + 1, min(len(tokens), helper + 4))
            if tokens[i] not in _HELPING_VERBS
        ),
        None,
    )
    if at is not None and tokens[at].endswith("ly") and at + 1 < len(tokens):
        at += 1  # "has been fully funded": the adverb before the participle
    if at is None or not tokens[at].isalpha() or not tokens[at].endswith(("ed", "en")):
        return None
    if tokens[at + 1 : at + 2] == ["to"] and tokens[at + 2 : at + 3]:
        return stem(tokens[at + 2])
    return stem(tokens[at])


_SAYING = frozenset(
    stem(word)
    for word in "said says say told tells claimed claims announced warned reported insisted "
    "insists argued argues added adds".split()
)


def clause_of_act(claim: str, claim_text: Passage, sentence: str) -> str:
    """The clause of `sentence` that says the claim's act (its first plain word after the
    subject), the one sharing most words if several do: "Rivera won the prize" is about "but
    did not win", not "Rivera's novel was shortlisted for the prize"."""
    tokens = raw_tokens(claim)
    start = next((i for i, t in enumerate(tokens) if t.lower() not in STOPWORDS), None)
    if start is None:
        return closest_clause(claim_text.stems, sentence)
    plain = [
        (i, t)
        for i, t in enumerate(tokens[start + 1 :], start + 1)
        if t.isalpha() and t.islower() and t not in STOPWORDS and t not in _GOES_ON
    ][:2]
    act = stem(plain[0][1]) if plain else None
    if (
        len(plain) == 2
        and all(t.lower() in _HELPING_VERBS for t in tokens[plain[0][0] + 1 : plain[1][0]])
        and plain[1][1].endswith(_VERB_ENDINGS)
        # "Water companies have imposed": a helping verb between says which is the act
        and (not plain[0][1].endswith(_VERB_ENDINGS) or plain[1][0] > plain[0][0] + 1)
    ):
        act = stem(plain[1][1])  # "The older man faces a charge": a subject of two words,
        # then the act, written as a verb
    act = _act_after_helpers(tokens, start) or act
    if act in _SAYING:
        # "The researchers said the method would replace standard tests": the act is what
        # was said, not the saying ("said the method was cheap but would not replace")
        said_at = next(
            (i for i in range(start + 1, len(tokens)) if stem(tokens[i].lower()) == act), None
        )
        if said_at is not None and said_at + 2 < len(tokens):
            reported = " ".join(tokens[said_at + 1 :])
            return clause_of_act(reported, analyse_text(reported), sentence)
    clauses = split_clauses(sentence)
    named = capitalised(claim) | {stem(tokens[start])}
    segments = [seg for seg in sentence.split(";") if named & analyse_sentence(seg).stems]
    if len(segments) == 1:  # the claim's person's own statement: not "the award went to Chen"
        clauses = split_clauses(segments[0])
    with_act = [c for c in clauses if act and act in analyse_sentence(c).stems]
    if not with_act:
        return closest_clause(claim_text.stems, sentence)
    return max(with_act, key=lambda c: len(claim_text.stems & analyse_sentence(c).stems))


def closest_clause(
    stems: frozenset[str], sentence: str, subject: frozenset[str] = frozenset()
) -> str:
    """The clause of `sentence` sharing most of `subject` (what the claim speaks of), then most
    of `stems`: "Revenue grew while costs fell" is two statements, and "Revenue rose"
    contradicts neither's opposite word."""
    clauses = split_clauses(sentence)
    if len(clauses) < 2:
        return sentence

    def shared(clause: str) -> tuple[int, int]:
        said = analyse_sentence(clause).stems
        return len(subject & said), len(stems & said)

    return max(clauses, key=shared)


_PLACE_WORDS = frozenset("from in at to into near".split())
PREPOSITIONS = _PLACE_WORDS | frozenset("of for with by on about than via".split())


def _places(tokens: tuple[str, ...]) -> dict[str, set[str]]:
    """The place words written before each name, as stems: "from Osaka" → {"osaka": {"from"}};
    a list shares its place word: "in Bergen and Stockholm" puts both in."""
    found: dict[str, set[str]] = {}
    place = None  # the place word of the list being read
    for at, (before, token) in enumerate(itertools.pairwise(tokens)):
        if not token[0].isupper():
            if token.lower() not in ("and", "or", "the"):
                place = None
            continue
        if _TIME_NAME.fullmatch(token):
            continue  # "in September", "on 14 November": a time, not a place
        if before.lower() in _PLACE_WORDS:
            place = before.lower()
        elif before.lower() == "the" and at and tokens[at - 1].lower() in _PLACE_WORDS:
            place = tokens[at - 1].lower()  # "in the Alps"
        elif place is not None and token.lower() in _PLACE_HEADS:
            pass  # "at Leiden University": the place's own head word
        elif before.lower() not in ("and", "or"):
            place = None  # "in Bergen, Norway" ends here; a name after a comma is not listed
        if place is not None:
            found.setdefault(stem(token), set()).add(place)
    return found


_PLACE_HEADS = frozenset(
    "university college hospital museum airport park street road station institute school "
    "centre center hall bridge square library stadium cathedral castle palace gallery".split()
)


_RELEASE = re.compile(r"\b(?:version|release|update|v)\s*(?P<label>\d+(?:\.\d+)+|\d+)\b", re.I)
_RELEASE_WORDS = frozenset(stem(w) for w in "version release update v".split())


def release_of_another(claim: Passage, passages: list[Passage]) -> str | None:
    """The claim gives a release's change to another release the context names: "Version
    4.8 introduced the dark theme" against "Version 5.0 ... adds a dark theme" and "Version
    4.8 remains available". All the claim says but its verb is said of the other."""
    found = _RELEASE.search(claim.text)
    if found is None:
        return None
    label = stem(found.group("label"))
    rest = claim.stems - _RELEASE_WORDS - {label}
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    if not any(label in sentence.stems for sentence in sentences):
        return None
    for sentence in sentences:
        others = {stem(m.group("label")) for m in _RELEASE.finditer(sentence.text)} - {label}
        if (
            others
            and label not in sentence.stems
            and len(rest & sentence.stems) >= 2
            and len(rest - sentence.stems) <= 1
        ):
            return f'the context says it of version {sorted(others)[0]}: "{sentence.text}"'
    return None


def place_of_another(claim: Passage, passages: list[Passage]) -> str | None:
    """The claim puts a name at a place ("Flight LX318 goes to Geneva", "Kilimanjaro is in
    Kenya") that the context gives, right after that name, as another ("Flight LX318 to
    Zurich", "Mount Kilimanjaro, in Tanzania"), though the claim's place is named elsewhere in
    the context. Only a place written right after the name: "Curie was born in Warsaw" says
    nothing of where she moved."""
    if not claim.sentences:
        return None
    tokens = claim.sentences[0].tokens
    subjects = {stem(t) for t in tokens[1:] if t[:1].isupper()} - STOP_CAPITALS
    if (
        tokens
        and tokens[0][:1].isupper()
        and not any(
            tokens[0].lower() in sentence.tokens
            for passage in passages
            for sentence in passage.sentences
        )
    ):
        subjects.add(stem(tokens[0]))  # a name ("Kilimanjaro is in Kenya"), not a capitalised
        # first word the context writes in lower case ("Flights to Porto" for "all flights")
    between = {
        frozenset({stem(m.group(1)), stem(m.group(2))})
        for passage in passages
        for sentence in passage.sentences
        for m in _BETWEEN_PLACES.finditer(sentence.text)
    }
    for place_name, words in _places(tokens).items():
        if any(place_name in pair and pair & (subjects - {place_name}) for pair in between):
            continue  # "Leeds to Dublin" for "between Leeds and Dublin": that route, both ways
        for passage in passages:
            for sentence in passage.sentences:
                said = sentence.tokens
                if place_name in sentence.stems:
                    continue
                for at in range(len(said) - 2):
                    place = at + 2
                    if said[place].lower() == "the" and place + 1 < len(said):
                        place += 1  # "Mount Elbrus, in the Caucasus"
                    if (
                        stem(said[at]) in subjects - {place_name}
                        and said[at + 1].lower() in words
                        and said[place][:1].isupper()
                        and not _TIME_NAME.fullmatch(said[place])  # "in The Lancet in March"
                    ):
                        return (
                            f'the context says {" ".join(said[at : place + 1])}: "{sentence.text}"'
                        )
    return None


_BETWEEN_PLACES = re.compile(r"\bbetween\s+([A-Z][\w'-]*)\s+and\s+([A-Z][\w'-]*)")
_FROM_PLACE = re.compile(
    r"(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})\s+(?:is|was|comes|came)\s+"
    r"(?:from\s+(?:the\s+)?|an?\s+)?(?P<place>(?:[A-Z][\w'-]*\s+)?[A-Z][\w'-]*)\s*(?:[.,;!?]|$)"
)
"""Where the claim says someone is from: "Ruth Chebet is from Ethiopia", "... is Ethiopian",
"... is a Dane"."""
_PLACE_OWNS = re.compile(
    r"\b(?P<place>[A-Z][\w-]*)['’]s\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
)
_ADJECTIVE_BEFORE = re.compile(
    r"\b(?P<place>[A-Z][a-z]+)\s+(?:[a-z]+\s+){1,2}(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
)
""""Kenyan runner Grace Wanjiru": a place's adjective before what the person is."""


def _origin(word: str) -> frozenset[str]:
    """The place stems a place name or its adjective stands for ("Kenyan", "Kenya": kenya)."""
    stemmed = stem(word.lower())
    return demonym_bases(stemmed) | {stemmed}


def origin_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim says where someone is from ("Ruth Chebet is from Ethiopia", "is Ethiopian")
    and the context writes them with another place's possessive ("Kenya's Ruth Chebet"), or
    with another place's adjective ("Kenyan runner Ruth Chebet") where it gives the claim's
    place to someone else ("Ethiopia's Almaz Tesfaye"): an adjective alone may be no place."""
    said = _FROM_PLACE.search(claim)
    if said is None:
        return None
    person = said.group("name").split()[-1].lower()
    place = _origin(said.group("place").split()[-1])  # "South Korean": korea
    conflict: tuple[bool, str] | None = None  # (given by a possessive, what the context says)
    given_to_another = False
    for passage in passages:
        for sentence in passage.sentences:
            if person not in sentence.text.lower() and any(
                _origin(word) & place for word in sentence.tokens if word[:1].isupper()
            ):
                given_to_another = True  # "Hana Kim, a South Korean economist, ..."
            for pattern in (_PLACE_OWNS, _ADJECTIVE_BEFORE):
                for found in pattern.finditer(sentence.text):
                    given = _origin(found.group("place"))
                    possessive = pattern is _PLACE_OWNS
                    if found.group("name").split()[-1].lower() != person:
                        given_to_another = given_to_another or bool(given & place)
                    elif given & place:
                        return None  # the context gives them the claim's place
                    elif (possessive or len(given) > 1) and conflict is None:
                        shown = f'the context says {found.group(0)}: "{sentence.text}"'
                        conflict = (possessive, shown)
    if conflict and (conflict[0] or given_to_another):
        return conflict[1]
    return _from_elsewhere(said.group("name").split()[-1], said.group("place"), passages)


def _from_elsewhere(person: str, place: str, passages: list[Passage]) -> str | None:
    """A sentence naming the person says where they are from ("Jin Park, a chef from Busan";
    "the first Swedish woman") and it is a city or country the claim's is not, by the table
    of well-known places: "from Seoul", "is a Dane". A city and its country agree."""
    claimed = _known_place(place.split()[-1])
    if claimed is None:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if person not in sentence.tokens:
                continue
            given = [
                _known_place(found.group(1)) for found in _FROM_A_PLACE.finditer(sentence.text)
            ]
            given += [
                _known_place(word)
                for word in sentence.tokens
                if word[:1].isupper() and stem(word.lower()) not in KNOWN_PLACES
            ]
            places = [found for found in given if found is not None]
            if places and all(_places_differ(claimed, found) for found in places):
                return f'the context says {person} is from elsewhere: "{sentence.text}"'
    return None


_FROM_A_PLACE = re.compile(r"\bfrom\s+([A-Z][\w'-]+)")


def _known_place(word: str) -> str | None:
    """The stem of the city or country of the table a capitalised word names, itself or as
    its people's word ("Swedish", "Dane"); None for any other word."""
    return next((place for place in sorted(_origin(word)) if place in KNOWN_PLACES), None)


def _places_differ(one: str, other: str) -> bool:
    """No one is from both: two cities, two countries, or a city outside the country."""
    if one == other:
        return False
    return COUNTRY_OF.get(one, one) != COUNTRY_OF.get(other, other) or (
        one in COUNTRY_OF and other in COUNTRY_OF
    )


def compound_of_another(claim: list[str], figures: set[str], passages: list[Passage]) -> str | None:
    """The claim gives a figure to one kind of a thing ("food waste collection will cost £45")
    that the context gives, in the sentence with that figure, to another kind of it ("£45 a
    year for garden waste collection"), while it names the claim's kind elsewhere: two words
    before one head, compared as a slot."""
    if not figures:
        return None
    kinds: dict[str, set[str]] = {}  # {head: the claim's words before it}, looked up per token
    for i in range(len(claim) - 1):
        if _plain_word(claim[i], first=i == 0) and _plain_word(claim[i + 1]):
            kinds.setdefault(stem(claim[i + 1]), set()).add(claim[i].lower())
    if not kinds:
        return None
    everywhere = " ".join(s.text.lower() for p in passages for s in p.sentences)
    for passage in passages:
        for sentence in passage.sentences:
            if not figures & sentence.numbers:
                continue
            tokens = sentence.tokens
            for i in range(len(tokens) - 1):
                other, head = tokens[i].lower(), stem(tokens[i + 1])
                if not _plain_word(tokens[i], first=i == 0) or not _plain_word(tokens[i + 1]):
                    continue
                for kind in kinds.get(head, ()):
                    if (
                        kind != other
                        and f"{kind} {head}" not in sentence.text.lower()
                        # "fixed loan rate" is a fixed rate: the claim's word before another
                        and not (i and tokens[i - 1].lower() == kind)
                        # "petrol and diesel cars": both kinds have it
                        and not (
                            i >= 2
                            and tokens[i - 2].lower() == kind
                            and tokens[i - 1].lower() in ("and", "or", "&")
                        )
                        and re.search(rf"\b{re.escape(kind)}\s+{re.escape(head)}", everywhere)
                    ):
                        return (
                            f"the context gives that to {other} {tokens[i + 1]}, not {kind} "
                            f'{tokens[i + 1]}: "{sentence.text}"'
                        )
    return None


def _plain_word(token: str, first: bool = False) -> bool:
    """A lowercase content word (or one capitalised only as a sentence's first word)."""
    lowered = token.lower()
    return (
        token.isalpha()
        and (token.islower() or (first and token[1:].islower()))
        and lowered not in STOPWORDS
        and lowered not in _JOINING
        and len(lowered) > 2
    )


_JOINING = frozenset("while whereas but then when where which who than also only just even".split())


def known_capitals(claim: Passage, passages: list[Passage]) -> set[str]:
    """The claim's capitalised words that the context also writes capitalised: names, even
    at the start of the claim where capitals say nothing by themselves."""
    context_capitals = {c for p in passages for s in p.sentences for c in s.capitals}
    claim_capitals = {c for s in claim.sentences for c in s.capitals} - {
        stem(s.tokens[0])  # "Bake it at 180 degrees": an instruction, not a name
        for s in claim.sentences
        if len(s.tokens) > 1 and s.tokens[1].lower() in _OBJECTS_AFTER_A_VERB
    }
    return (claim_capitals & context_capitals) - STOP_CAPITALS


_OBJECTS_AFTER_A_VERB = frozenset("it the a an your them this these those all".split())


STOP_CAPITALS = frozenset(
    {"the", "a", "an", "it", "its", "this", "that", "there", "in", "on", "he", "she", "they", "we"}
    | {"no", "not", "none", "never", "all", "every", "each", "some", "any", "these", "those"}
    | {"her", "his", "their", "our", "my", "your", "him", "them", "us", "you", "me"}
    | {"more", "most", "many", "few", "several", "both", "half", "over", "nearly", "almost"}
    | {"at", "from", "by", "for", "with", "after", "before", "during", "under", "since"}
    | {"if", "when", "once", "while", "until", "as"}
)
"""Words a sentence may open with that name no one ("No trains will run", "Her employer
paid", "More than 1,700 tablets", "At room temperature ...")."""


def rival_name(name: str, claim: list[str], context: list[str], names: set[str]) -> str | None:
    """A different name after the same preposition or location word ("in London"), for the
    same act: "studied in London" is not ruled out by "born in Dublin" when the context never
    says where the person studied."""
    before = neighbour(claim, name, -1)
    if before is not None and before.lower() == "the":
        before = neighbour(claim, name, -2)  # "on the M9" is "on M9", as the context's are
    if before is None:
        return None
    acts = _acts_before(claim, name)
    if acts and acts[0] not in _WHERE_IT_IS and not _TIME_NAME.match(name):
        said = {stem(token) for token in context}
        if not any(act in said or derived(act) & said for act in acts):
            return None
    for index, token in enumerate(context[1:], start=1):
        preceding = stem(context[index - 1])
        if (preceding in POSSESSIVES or preceding == "the") and index >= 2:
            # "in our Leeds office" is "in Leeds"; "at the Emirates" is "at Emirates"
            preceding = stem(context[index - 2])
        if (
            preceding == "of"
            and before.lower() == "in"
            and "in" in context[max(index - 5, 0) : index]
        ):
            preceding = "in"  # "in the cloud forests of Ecuador" says where: "in Ecuador"
        if preceding == before and stem(token) in names and stem(token) != name:
            if bool(_TIME_NAME.fullmatch(token)) != bool(_TIME_NAME.fullmatch(name)):
                continue  # "in January" is no rival of "in Spain"
            if _TIME_NAME.fullmatch(token) and compared_with(" ".join(context), stem(token)):
                continue  # "up from 25 minutes in June": the time compared with
            if _TIME_NAME.fullmatch(token) and not _mostly_said(claim, context):
                continue  # "will cut interest rates in May" against "inflation fell in April"
            return token
    return None


def _mostly_said(claim: list[str], context: list[str]) -> bool:
    """A third of the claim's content words (names and figures aside) are the context's: it
    speaks of the context's event, so a time the context gives it is the claim's slot."""
    words = {
        stem(t.lower())
        for at, t in enumerate(claim)
        if t.isalpha() and t.lower() not in STOPWORDS and (at == 0 or t.islower())
    }
    if not words:
        return True
    said = {stem(t.lower()) for t in context}
    return len(words & said) * 3 >= len(words)


POSSESSIVES = frozenset("our their its his her my your".split())
_WHERE_IT_IS = frozenset(
    stem(word)
    for word in (
        "located situated based lies lie sits stands found headquartered happened occurred "
        "played held staged hosted"
    ).split()
)
"""Words that say where a thing is, whatever the context's verb: "located in Kenya" against
"is in Tanzania" is the same slot."""
_TIME_NAME = re.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|"
    r"august|september|october|november|december",
    re.I,
)
"""A time is the event's own slot, whichever verb names the event ("power was lost on
Wednesday" against "knocked out power ... on Tuesday")."""


def _acts_before(tokens: list[str], name: str) -> list[str]:
    """The content word the claim's "<preposition> <name>" follows, within three words
    ("studied in London" -> "studi"), and where that word is itself a place in a phrase of
    its own ("found in a museum in Italy"), the word before that phrase too ("found"); none
    where the preposition opens the claim."""
    index = next((i for i, token in enumerate(tokens) if stem(token) == name), None)
    acts: list[str] = []
    end = index
    while end is not None and len(acts) < 2:
        at = next(
            (
                back
                for back in range(end - 2, max(end - 5, -1), -1)
                if tokens[back].isalpha()
                and tokens[back].lower() not in STOPWORDS
                and not tokens[back][:1].isupper()
            ),
            None,
        )
        if at is None:
            break
        acts.append(stem(tokens[at].lower()))
        nested = (
            at >= 3
            and tokens[at - 1].lower() in ("a", "an", "the")
            and tokens[at - 2].lower() in ("in", "at", "on")
        )
        end = at - 1 if nested else None  # the phrase's preposition, as the name's was
    return acts


_SYMMETRIC = (
    frozenset(
        stem(word)
        for word in (
            "and or with versus vs against partner partners together both equal same like "
            "alongside beside near next border borders neighbour neighbours neighbor neighbors "
            "sibling siblings cousin cousins friend friends colleague colleagues twin twins as "
            "than between among related"
        ).split()
    )
    | _MUTUAL_ACTS
)
"""Words between two names that hold either way round ("Anna met Tom"); a relation that
does not ("replaced", "before", "beat") is one whose order is a fact."""


_RELATION_SPAN = 24
"""The most tokens from one name to the next that still read as one relation between them."""


_BE_DONE = re.compile(r"(?:was|were|is|are|been|being|got)\s+(?:\w+ly\s+)?\w+(?:ed|en)\b", re.I)


_DONE_TO = re.compile(
    r"^(?P<who>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)\s+(?:has|have|had|was|were|is|are)\s+been\s+"
    r"(?P<act>[a-z]+)\s*[.!]?$"
)
"""A claim that a named person had something done to them, and no more: "Grant has been
fired."."""


def doer_as_done_to(claim: str, passages: list[Passage]) -> str | None:
    """The claim says something was done to a name the context makes its doer, to another
    name: "Oliver Grant has been sacked" against "Oliver Grant, the chairman, has sacked the
    manager, Dev Shah". Not where the context also has it done to the claim's name."""
    found = _DONE_TO.match(claim.strip())
    if found is None:
        return None
    who = {stem(t) for t in found.group("who").split()} - _TITLES
    act = stem(found.group("act"))
    for passage in passages:
        for sentence in passage.sentences:
            tokens = list(sentence.tokens)
            at = next((i for i, t in enumerate(tokens) if stem(t.lower()) == act), None)
            if at is None or at < 2:
                continue
            if tokens[at - 1].lower() == "been":
                return None  # "Shah has been sacked" somewhere: done to someone, passively
            if not who & {stem(t) for t in tokens[:at]}:
                continue
            others = [t for t in tokens[at + 1 : at + 6] if t[:1].isupper() and stem(t) not in who]
            if others and tokens[at - 1].lower() in ("has", "have", "had"):
                return (
                    f"the context says {found.group('who')} {tokens[at - 1]} {tokens[at]} "
                    f'another: "{sentence.text}"'
                )
    return None


def reversed_pair(claim: str, passages: list[Passage]) -> str | None:
    """Two names the claim relates in the order the context gives the other way round, by the
    same words: "Tokyo was the capital before Kyoto" against "Kyoto was the capital before
    Tokyo"; "Liu replaced Ramos" against "Ramos replaced Liu"."""
    tokens = raw_tokens(claim)
    names = [  # the last word of each run of capitals: "Ramos" of "Coach Ramos"
        i
        for i, t in enumerate(tokens)
        if t[:1].isupper()
        and stem(t) not in STOP_CAPITALS
        and not (i + 1 < len(tokens) and tokens[i + 1][:1].isupper())
        and not t.endswith(("'s", "’s"))  # an owner, not a doer: "Africa's highest peak"
    ]
    if len(names) < 2:
        return None
    said_names = [
        (sentence, said, [stem(t) if t[:1].isupper() else "" for t in said])  # names only
        for passage in passages
        for sentence in passage.sentences
        for said in [list(sentence.tokens)]
    ]
    for first, second in _near_pairs(names):
        between = _relation(tokens[first + 1 : second])
        passive = "by" in _lowered(tokens[first:second])
        if not between or between & _SYMMETRIC:
            continue
        if {stem(t) for t in _lowered(tokens[first + 1 : second])} & _SYMMETRIC:
            continue  # "Babbage worked with Lovelace": "with", a stop word, joins them both ways
        one, other = stem(tokens[first]), stem(tokens[second])
        if one == other:
            continue
        if not passive and _BE_DONE.match(" ".join(tokens[first + 1 : second])):
            continue  # "Berg was fired at Halden": done to the first, by no one named
        if passive:
            # "Halden Foods is being bought by Brightmeal" against "Halden Foods has agreed to
            # buy rival Brightmeal": the context's first name does what the claim's second does
            for sentence, said, stems in said_names:
                if one in stems and other in stems:
                    at_one, at_other = stems.index(one), stems.index(other)
                    words = _lowered(said[at_one:at_other])
                    if (
                        at_one < at_other
                        and between <= _relation(said[at_one + 1 : at_other])
                        and not words & (NEGATIONS | {"by"})
                    ):
                        return f'the context has it the other way round: "{sentence.text}"'
            continue
        for sentence, said, stems in said_names:
            if one not in stems or other not in stems:
                continue
            at_other, at_one = stems.index(other), stems.index(one)
            relation = _relation(said[at_other + 1 : at_one])
            if (
                at_other < at_one
                and (relation == between or (between <= relation and relation - between <= _INTENT))
                and not _lowered(said[at_other:at_one]) & (NEGATIONS | {"by"})
            ):
                return f'the context has it the other way round: "{sentence.text}"'
            if at_one < at_other and _done_to(said[at_one + 1 : at_other], between):
                # "Khan performed the operation, assisted by Hart": Hart assisted Khan
                return f'the context has it the other way round: "{sentence.text}"'
    return None


def _done_to(tokens: list[str], relation: frozenset[str]) -> bool:
    """The tokens between two names end with the claim's one act, passive ("…, assisted by"):
    the second name does it to the first."""
    lowered = [t.lower() for t in tokens]
    if len(relation) != 1 or "by" not in lowered or NEGATIONS.intersection(lowered):
        return False
    at = len(lowered) - 1 - lowered[::-1].index("by")
    role = [t for t in tokens[at + 1 :] if not t[:1].isupper()]  # "by nurse Lucy Hart"
    return at > 0 and stem(tokens[at - 1]) in relation and len(role) <= 2


def _near_pairs(positions: list[int]) -> Iterator[tuple[int, int]]:
    """Every pair of positions close enough to be one relation; pairing names further apart
    would make a long run of names n² work and say nothing."""
    for at, first in enumerate(positions):
        for second in positions[at + 1 :]:
            if second - first > _RELATION_SPAN:
                break
            yield first, second


_INTENT = frozenset(
    stem(w)
    for w in (
        "agreed approved plans set expected decided offered announced based rival competitor "
        "partner neighbour"
    ).split()
)
"""Words beside an act that leave who does it unchanged: "Brightwave Energy, based in
Aberdeen, agreed to buy Solaris Grid" is Brightwave buying Solaris, and "agreed to buy its
rival, Arlo Group" is buying Arlo."""


def _relation(tokens: list[str]) -> frozenset[str]:
    """The content words between two names, without the names' own titles ("Coach Ramos")."""
    return frozenset(
        stem(t)
        for t in tokens
        if t.isalpha() and t.lower() not in STOPWORDS and not t[:1].isupper()
    )


def _lowered(tokens: list[str]) -> set[str]:
    return {t.lower() for t in tokens}


_ORDER = re.compile(
    r"\b(?:before|after|instead\s+of|rather\s+than|then|followed\s+by|replaced\s+by)\b", re.I
)
_LEADING = frozenset("becoming become became being working studying going moving".split())


_FROM_TO = re.compile(rf"\bfrom\s+({_NAME})\s+to\s+({_NAME})")
"""A thing passed between two people: "an invitation from Claudia Severa to Sulpicia". The
claim's verbs are matched as normalise writes them too ("sent" is "send")."""
_SENDING = re.compile(
    rf"^(?:The\s+|the\s+)?({_NAME})\s+(?:\w+ly\s+)?(?:sent|send|sends|wrote|write|writes|"
    r"gave|give|gives|issued|offered|lent|paid|posted|mailed|delivered|invited|invites|emailed|"
    r"texted)\b"
)
_RECEIVING = re.compile(
    rf"^(?:The\s+|the\s+)?({_NAME})\s+(?:\w+ly\s+)?(?:received|receives|receive|got|gets|get|"
    r"was\s+sent|was\s+given|was\s+invited)\b"
)


def sender_swapped(claim: str, passages: list[Passage]) -> str | None:
    """The claim makes the receiver of something passed "from A to B" its sender ("Sulpicia
    sent the invitation"), or the sender its receiver."""
    sending, receiving = _SENDING.search(claim), _RECEIVING.search(claim)
    act = sending or receiving
    if act is None:
        return None
    passed = content_stems(claim[act.end() :])  # what the claim says was passed
    for passage in passages:
        for sentence in passage.sentences:
            for found in _FROM_TO.finditer(sentence.text):
                # the same thing: "the invitation", not "the fee" of a transfer
                if passed.isdisjoint(content_stems(sentence.text[: found.start()], last=3)):
                    continue
                giver, taker = (_name_stems(name) for name in found.groups())
                if sending:
                    sender = _name_stems(sending.group(1))
                    if sender & taker and not sender & giver:
                        return f'the context has it passed to {found.group(2)}: "{sentence.text}"'
                if receiving:
                    receiver = _name_stems(receiving.group(1))
                    if receiver & giver and not receiver & taker:
                        return f'the context has it passed from {found.group(1)}: "{sentence.text}"'
    return None


def _name_stems(name: str) -> set[str]:
    return {stem(token) for token in raw_tokens(name)} - STOP_CAPITALS


_MOVING = re.compile(
    r"\b(?:going|travelling|traveling|flying|flew|heading|headed|bound|sailing|sailed|drove|"
    r"driving|moved|moving|moves|travelled|traveled|went|goes|go|ran|runs|running|spread|spreads|"
    r"spreading|swept|sweeps|blew|blows|rescheduled|"  # (normalise writes "moved" as "rescheduled")
    # as normalise writes the irregular pasts: "ran" is "run", "flew" is "fly"
    r"run|fly|drive|sail|travel|head|move)\s*$",
    re.IGNORECASE,
)
"""A verb of going just before "from A to B": one journey, whose ends the claim gives."""


def route_reversed(claim: str, passages: list[Passage]) -> tuple[bool, str] | None:
    """The claim's "from A to B" is the context's "from B to A", and the context never says
    it the claim's way. True with it where a verb of going makes it one journey ("the flight
    was going from Toronto to Lisbon" against "the flight from Lisbon to Toronto"), False
    where it may be the way back ("the flight from Tokyo to Paris takes 13 hours")."""
    claimed = next(_routes(claim), None)
    if claimed is None:
        return None
    start, end, moving = claimed
    reversed_in = None
    for passage in passages:
        for sentence in passage.sentences:
            for said in _routes(sentence.text):
                if said[:2] == (start, end):
                    return None
                if said[:2] == (end, start) and reversed_in is None:
                    reversed_in = sentence.text
    if reversed_in is None:
        return None
    if moving:
        return True, f'the context has it from {end} to {start}: "{reversed_in}"'
    return False, f'the context speaks of the way from {end} to {start}: "{reversed_in}"'


_COMPASS_FROM_TO = re.compile(
    r"\bfrom\s+(?:the\s+)?(north|south|east|west)\s+to\s+(?:the\s+)?(north|south|east|west)\b",
    re.IGNORECASE,
)
"""A way across: "spread from east to west"."""
_JOINED_FROM = re.compile(rf"\bjoined\s+({_NAME})\s+from\s+({_NAME})")
"""A move between sides, as normalise writes a transfer: "joined City from Rovers"."""


def _routes(text: str) -> Iterator[tuple[str, str, bool]]:
    """(where from, where to, whether a verb of going makes it one journey) of each "from A
    to B" in `text` (or "from east to west"), and of each "joined B from A"."""
    for found in _FROM_TO.finditer(text):
        yield found.group(1), found.group(2), bool(_MOVING.search(text[: found.start()]))
    for found in _JOINED_FROM.finditer(text):
        yield found.group(2), found.group(1), True
    for found in _COMPASS_FROM_TO.finditer(text):
        yield (
            found.group(1).lower(),
            found.group(2).lower(),
            bool(_MOVING.search(text[: found.start()])),
        )


def order_crossed(claim: str, word: str, context: str, opposite: str) -> bool:
    """Whether the claim's "A <word> B" is the context's "B <opposite> A": what comes before
    the claim's order word shares more with what follows the context's, and the other way
    round, than either side shares with its own. With the same word, the two are swapped;
    with "before" against "after", the same order told from the other end."""

    def sides(text: str, at: str) -> tuple[frozenset[str], frozenset[str]] | None:
        found = re.search(rf"\b{re.escape(at)}\b", text, re.IGNORECASE)
        if found is None:
            return None
        return content_stems(text[: found.start()]), content_stems(text[found.end() :])

    claimed, given = sides(claim, word), sides(context, opposite)
    if claimed is None or given is None:
        return False
    crossed = [claimed[0] & given[1], claimed[1] & given[0]]
    kept = len(claimed[0] & given[0]) + len(claimed[1] & given[1])
    return all(crossed) and sum(map(len, crossed)) > kept


def swapped_around(claim: str, passages: list[Passage]) -> str | None:
    """The two things an order word relates, swapped: "trained as a doctor before becoming a
    nurse" against "trained as a nurse before becoming a doctor"; or the order word turned
    ("a nurse after studying medicine" against "a nurse before studying medicine")."""
    found = _around(claim)
    if found is None:
        return None
    first, word, second = found
    for passage in passages:
        for sentence in passage.sentences:
            said = _around(sentence.text)
            if said is None:
                continue
            swapped = said[1] == word and (
                (said[0], said[2]) == (second, first)
                # "cleared the road after it reopened" against "reopened after ... cleared it"
                or (word in _CONVERSE and order_crossed(claim, word, sentence.text, word))
            )
            turned = _CONVERSE.get(word) == said[1] and (said[0], said[2]) == (first, second)
            if swapped or turned:
                return f'the context has them the other way round: "{sentence.text}"'
    return None


_CONVERSE = {"before": "after", "after": "before"}


def _around(text: str) -> tuple[str, str, str] | None:
    """(the content word before the order word, the order word, the first after it)."""
    match = _ORDER.search(text)
    if match is None:
        return None
    before = [
        t for t in raw_tokens(text[: match.start()]) if t.isalpha() and t.lower() not in STOPWORDS
    ]
    after = [
        t
        for t in raw_tokens(text[match.end() :])
        if t.isalpha() and t.lower() not in STOPWORDS and t.lower() not in _LEADING
    ]
    if not before or not after:
        return None
    return stem(before[-1]), " ".join(match.group(0).lower().split()), stem(after[0])


_BEAT = re.compile(
    rf"(?P<winner>{_NAME})\s+(?:beat|defeated|overcame|thrashed|knocked\s+out|eliminated|"
    rf"edged(?:\s+out)?)\s+(?:the\s+)?(?P<loser>{_NAME})"
)
_WON = re.compile(rf"(?P<who>{_NAME})\s+(?:won|wins?|beat|defeated|triumphed)\b")
_RESULT_GIVEN = re.compile(
    _BEAT.pattern + r"\s+(?P<one>\d{1,3})\s?[-–]\s?(?P<other>\d{1,3})(?![\d:/%-])"
)
"""A result with its score: "Ireland beat Scotland 27-13"."""
_POINTS_CLAIMED = re.compile(
    rf"(?P<who>{_NAME})\s+(?:scored|score|scores|got|put\s+up)\s+(?P<points>\d{{1,3}})\s+"
    r"(?:points|goals|runs|tries)\b"
)


def points_of_the_result(claim: str, context: str) -> tuple[bool, str] | None:
    """What a side scored, from the result the context gives: "Ireland beat Scotland 27-13"
    says Ireland scored 27 and Scotland 13 (the winner has the larger figure)."""
    claimed = _POINTS_CLAIMED.search(claim)
    if claimed is None:
        return None
    for given in _RESULT_GIVEN.finditer(context):
        high, low = sorted((int(given.group("one")), int(given.group("other"))), reverse=True)
        sides = {given.group("winner"): high, given.group("loser"): low}
        side = next(
            (
                name
                for name in sides
                if claimed.group("who") in name.split() or name == claimed.group("who")
            ),
            None,
        )
        if side is None:
            continue
        shown = f'the result is {given.group("one")}-{given.group("other")}: "{given.group(0)}"'
        return int(claimed.group("points")) == sides[side], shown
    return None


_LOST = re.compile(rf"(?P<who>{_NAME})\s+(?:lost|loses?|loss|(?:was|were)\s+(?:beaten|defeated))\b")


_BEAT_BESIDE = re.compile(
    rf"(?P<winner>{_NAME})(?:,\s+[^,;.]{{1,30}},)?\s+(?:won|wins?|was\s+elected|was\s+chosen|"
    r"finished\s+first|(?:took|take|takes|claimed|lifted)\s+the\s+(?:title|crown|trophy|cup))\b"
    r"[^.;]{0,80}?,?\s+"
    rf"(?:beating|defeating|ahead\s+of)\s+(?:the\s+(?:\w+\s+){{1,3}}?|"
    # or her title before her name: "beating last year's champion, Grace Mwangi"
    rf"(?:[a-z][\w']*\s+){{0,3}}[a-z][\w']*,?\s+)?(?P<loser>{_NAME})"
)
"""Who beat whom said beside the win: "Anna Berg was elected leader ..., defeating Karl Lind";
"Chen Wei, 34, won the title after beating the defending champion, Lars Holm" (normalise
writes "won" as "win")."""


def loser_said_to_win(claim: str, passages: list[Passage]) -> str | None:
    """ "The Tigers won the final" against "The Lions beat the Tigers 3-1": who beat whom
    settles who won and who lost."""
    won = {_last_name(m.group("who")) for m in _WON.finditer(claim)}
    lost = {_last_name(m.group("who")) for m in _LOST.finditer(claim)}
    if not won and not lost:
        return None
    when = OCCASION.search(claim)
    for passage in passages:
        for sentence in passage.sentences:
            for match in [*_BEAT.finditer(sentence.text), *_BEAT_BESIDE.finditer(sentence.text)]:
                if when and when.group(0).lower() not in match.group(0).lower():
                    continue  # "won last year" is not ruled out by who lost this time
                winner, loser = _last_name(match.group("winner")), _last_name(match.group("loser"))
                if loser in won - {winner} or winner in lost - {loser}:
                    return f'the context says {match.group(0)!r}: "{sentence.text}"'
    return None


_RANK_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_RANKED_AS = re.compile(
    rf"(?P<who>[Tt]he\s+[a-z]+|{_NAME})\s+(?:finished|came|placed|was\s+placed|ended)\s+"
    rf"(?P<nth>{'|'.join(_RANK_WORDS)})\b"
    rf"|(?P<winner>[Tt]he\s+[a-z]+|{_NAME})\s+(?:won|wins?)\b|\b(?:won|win)\s+by\s+(?P<won_by>{_NAME})"
    # "Ruiz ... finishing the half marathon in 68 minutes, in fifth place"
    rf"|(?P<who_at>{_NAME})\s+(?:was\s+)?(?:finish(?:ed|ing)|came|coming|placed|end(?:ed|ing))\b"
    rf"[^.;]{{0,60}}?\bin\s+(?P<nth_at>{'|'.join(_RANK_WORDS)})\s+place\b"
    # "The winner, Peter Obi, finished in 61 minutes"
    rf"|\b[Tt]he\s+winner,?\s+(?P<named_winner>{_NAME})"
)
_ORDERED = re.compile(
    rf"(?P<one>{_NAME})\s+(?:(?:finished|came|was|ended)\s+)?(?P<how>ahead\s+of|in\s+front\s+of|"
    rf"behind|beat|defeated|outran|after|before)\s+(?P<other>{_NAME})"
)


def _denies(claim: str) -> bool:
    """Whether the claim is negated ("was not fined", "didn't win"); parts.py cannot import
    opposites.negated, which imports this module."""
    return any(t.lower() in NEGATIONS or t.lower().endswith("n't") for t in raw_tokens(claim))


def _ranked_who(found: re.Match[str]) -> str:
    return str(
        found.group("who")
        or found.group("winner")
        or found.group("won_by")
        or found.group("who_at")
        or found.group("named_winner")
    )


_ON_THE_PODIUM = re.compile(
    rf"(?P<who>{_NAME})\s+(?:finished|was|ended|came)\s+(?:on\s+the\s+podium|"
    r"in\s+the\s+top\s+(?:three|3)|among\s+the\s+medal(?:s|lists))\b"
)


def _rank_of(found: re.Match[str]) -> int:
    nth = found.group("nth") or found.group("nth_at")
    return _RANK_WORDS[nth.lower()] if nth else 1


def rank_order(claim: str, passages: list[Passage]) -> tuple[bool, str] | None:
    """Who finished before whom, from the ranks the context gives: "Marta won ... Second place
    went to Ingrid" makes "Marta finished ahead of Ingrid" true and "Ingrid beat Marta" false.
    Whether the claim's order holds, and the ranks; None where the context ranks not both."""
    ordered = _ORDERED.search(claim)
    placed = None if ordered else _RANKED_AS.search(claim)
    podium = None if ordered or placed else _ON_THE_PODIUM.search(claim)
    if ordered is None and placed is None and podium is None:
        return None
    ranks: dict[str, int] = {}
    where: dict[str, frozenset[str]] = {}  # the words of the sentence that ranks each
    for passage in passages:
        for sentence in passage.sentences:
            for found in _RANKED_AS.finditer(sentence.text):
                who = _last_name(_ranked_who(found))
                if who in ranks:
                    continue  # the first rank given is the one read
                ranks[who] = _rank_of(found)
                # the words of its clause, within a short reach (a run-on text has no end)
                after = sentence.text[found.end() : found.end() + 120]
                rest = re.split(r"[,;.]|\s+(?:but|and|while|whereas)\s+", after)
                said = analyse_sentence(found.group(0) + " " + rest[0]).stems
                if stem("table") in said:  # normalise writes "third in the league" so
                    said = said | {stem("league")}
                where[who] = said
    if podium is not None:
        # "Ruiz finished on the podium" against "in fifth place": the top three, or not
        who = _last_name(podium.group("who"))
        if who not in ranks or _denies(claim):
            return None
        return ranks[who] <= 3, f"the context ranks {podium.group('who')} {ranks[who]}"
    if placed is not None:
        # "The team won the league" against "The team finished third in the league" (not
        # against "third in the league" where the claim says it won the cup)
        who = _last_name(_ranked_who(placed))
        if who not in ranks or ranks[who] == _rank_of(placed) or _denies(claim):
            return None
        contest = {stem(t) for t in raw_tokens(claim[placed.end() :])} - STOPWORDS
        if not contest or not contest <= where[who]:
            return None
        return False, f"the context ranks {_ranked_who(placed)} {ranks[who]}"
    assert ordered is not None
    one, other = _last_name(ordered.group("one")), _last_name(ordered.group("other"))
    ahead = ordered.group("how").lower() not in ("behind", "after")
    for passage in passages:
        for sentence in passage.sentences:
            for match in [*_BEAT.finditer(sentence.text), *_BEAT_BESIDE.finditer(sentence.text)]:
                beaten = _last_name(match.group("winner")), _last_name(match.group("loser"))
                if {one, other} == set(beaten) and one != other:
                    # "Ortiz won, beating Grace Mwangi": Ortiz finished ahead of her
                    return (beaten[0] == one) == ahead, f"the context says {match.group(0)!r}"
    if one not in ranks or other not in ranks or ranks[one] == ranks[other]:
        return None
    holds = (ranks[one] < ranks[other]) == ahead
    return holds, (
        f"the context ranks {ordered.group('one')} {ranks[one]} and {ordered.group('other')} "
        f"{ranks[other]}"
    )


_SUIT = r"(?:lawsuit|suit|case|claim|action|complaint)"
_BROUGHT_BY = re.compile(
    rf"\b{_SUIT}\s+(?:bring|brought|filed|lodged|launched)\s+by\s+(?P<plaintiff>{_NAME})"
    rf"(?:\s+against\s+(?:(?:its|his|her|their|the)\s+(?:[a-z]+\s+){{0,2}}?)?(?P<defendant>{_NAME}))?"
    rf"|(?P<suer>{_NAME})\s+(?:sued|sues|sue)\s+(?P<sued>{_NAME})"
)
_THROWN_OUT = re.compile(r"\b(?:rejected|dismissed|threw\s+out|thrown\s+out|struck\s+out)\b")
_IN_FAVOUR = re.compile(
    rf"\b(?:ruled|found|decided)\s+(?:support|in\s+favou?r\s+of)\s+(?P<who>{_NAME})"
)
_CLAIMED_SUIT = re.compile(
    rf"(?P<who>{_NAME})\s+(?P<how>win|won|wins|loss|lost|loses|lose)\s+"
    rf"(?:the|its|his|her|their)\s+{_SUIT}\b"
    rf"|(?P<suer>{_NAME})\s+(?:sued|sues|sue)\s+(?P<sued>{_NAME})"
)


def lawsuit_outcome(claim: str, passages: list[Passage]) -> tuple[bool, str] | None:
    """Who sued whom and who won, from a context that says who brought the case and how it
    ended: "dismissed the lawsuit brought by Harlow against Corin Mills" makes "Harlow won the
    lawsuit" and "Corin Mills sued Harlow" false. Whether the claim holds, and the sentence;
    None where the context does not settle it."""
    said = _CLAIMED_SUIT.search(claim)
    if said is None:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            brought = _BROUGHT_BY.search(sentence.text)
            if brought is None:
                continue
            plaintiff = brought.group("plaintiff") or brought.group("suer")
            defendant = brought.group("defendant") or brought.group("sued")
            parties = {_last_name(plaintiff)} | ({_last_name(defendant)} if defendant else set())
            quoted = f'"{sentence.text}"'
            if said.group("suer"):
                suer, sued = _last_name(said.group("suer")), _last_name(said.group("sued"))
                if {suer, sued} <= parties and defendant:
                    return suer == _last_name(plaintiff), quoted
                continue
            who = _last_name(said.group("who"))
            if who not in parties:
                continue
            favoured = _IN_FAVOUR.search(sentence.text)
            if favoured is not None:
                winner = _last_name(favoured.group("who"))
            elif _THROWN_OUT.search(sentence.text[: brought.start()]):
                winner = _last_name(defendant) if defendant else ""
            else:
                continue
            won = said.group("how").lower() in ("win", "won", "wins")
            if not winner and won and who == _last_name(plaintiff):
                return False, quoted  # a case thrown out is lost by who brought it
            if winner:
                return (who == winner) == won, quoted
    return None


_SUBJECT_ACT_OBJECT = re.compile(
    rf"^(?P<subject>{_NAME})\s+(?P<act>[a-z]{{3,}})\s+(?P<object>(?:the\s+)?{_NAME})\s*[.!]?$"
)
_OBJECT_ENDS = frozenset("that which who whom whose and but while , ; . in on at for from".split())
_NO_ACTS = STOPWORDS | frozenset("met married joined beat played faces faced visited".split())
"""Verbs whose object is no slot of one value ("met", "married": with whom, and again), or
which another check reads (who beat whom)."""


def object_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives its subject's act an object the context names elsewhere, while the
    sentence of that subject and act gives it another: "Ana Lima leads Vexo Mining" against
    "Ana Lima leads the fishing cooperative ... an injunction stopping Vexo Mining"."""
    said = _SUBJECT_ACT_OBJECT.match(claim.strip())
    if said is None or said.group("act") in _NO_ACTS:
        return None
    subject = {stem(t) for t in raw_tokens(said.group("subject"))} - STOP_CAPITALS
    claimed = {stem(t) for t in raw_tokens(said.group("object"))} - STOPWORDS - STOP_CAPITALS
    act = stem(said.group("act"))
    if not subject or not claimed or claimed & subject:
        return None
    named_elsewhere = False
    for passage in passages:
        for sentence in passage.sentences:
            if claimed <= sentence.stems and not subject <= sentence.stems:
                named_elsewhere = True
    if not named_elsewhere:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if not subject <= sentence.stems or claimed & sentence.stems:
                continue
            tokens = list(sentence.tokens)
            at = next(
                (
                    i
                    for i, t in enumerate(tokens)
                    if stem(t.lower()) == act or derived(act) & {stem(t.lower())}
                ),
                None,
            )
            if at is None or tokens[at + 1 : at + 2] == ["by"]:
                continue  # "the cooperative led by Ana Lima": she is no subject here
            after = list(
                itertools.takewhile(lambda t: t.lower() not in _OBJECT_ENDS, tokens[at + 1 :])
            )
            given = " ".join(after[:5])
            kind = raw_tokens(said.group("object"))[-1:]
            if (
                kind
                and given.lower().startswith("the ")
                and stem(normalise(kind[0].lower())) in analyse_sentence(given).stems
            ):
                continue  # "the award" is "the Harlow Prize" named by its kind
            if analyse_sentence(given).stems - STOPWORDS:
                return (
                    f"the context says {said.group('subject')} {tokens[at]} {given}, not "
                    f'{said.group("object")}: "{sentence.text}"'
                )
    return None


_KIN = {
    "sister": ("sibling", "f"), "brother": ("sibling", "m"), "mother": ("parent", "f"),
    "father": ("parent", "m"), "daughter": ("child", "f"), "son": ("child", "m"),
    "wife": ("spouse", "f"), "husband": ("spouse", "m"), "aunt": ("elder", "f"),
    "uncle": ("elder", "m"), "niece": ("younger", "f"), "nephew": ("younger", "m"),
}  # fmt: skip
_KIN_CONVERSE = {
    "sibling": "sibling", "parent": "child", "child": "parent", "spouse": "spouse",
    "elder": "younger", "younger": "elder",
}  # fmt: skip
_KIN_WORDS = "|".join(_KIN)
_KIN_SAID = re.compile(
    rf"\b(?P<poss>[Hh]is|[Hh]er)\s+(?P<rel>{_KIN_WORDS}),?\s+(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
)
_KIN_CLAIMED = re.compile(
    rf"^\s*(?P<one>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+is\s+(?P<other>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
    rf"['’]s\s+(?P<rel>{_KIN_WORDS})\b"
)
_FIRST_NAME = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?")


def _names_in(text: str) -> list[str]:
    """The capitalised names of `text`, in order, without a sentence's opening article or
    preposition."""
    return [
        m.group(0)
        for m in _FIRST_NAME.finditer(text)
        if m.group(0) not in ("The", "A", "An", "In", "On", "At")
    ]


def kinship(claim: str, passages: list[Passage]) -> tuple[bool, str] | None:
    """Kinship said from either side: "his sister, Eva Lind" (of Tomas Lind) makes "Tomas Lind
    is Eva Lind's brother" true and "... her sister" false; "Her brother, Vlad" after a
    sentence about Elena makes "Elena is Vlad's sister" true. Names are matched by their first
    word, since relatives often share the last. None where the context says no kinship of
    the claim's two people."""
    claimed = _KIN_CLAIMED.match(claim)
    if claimed is None:
        return None
    one, other = (claimed.group(g).split()[0].lower() for g in ("one", "other"))
    kind, gender = _KIN[claimed.group("rel")]
    previous = ""
    for passage in passages:
        for sentence in passage.sentences:
            for said in _KIN_SAID.finditer(sentence.text):
                # a month or a day is nobody's kin ("retire in March and hand it to his
                # niece"), and "He plans ..." names the one the sentence before named
                owners = [
                    name
                    for name in _names_in(sentence.text[: said.start()])
                    if not _TIME_NAME.fullmatch(name.split()[0])
                    and name.split()[0].lower() not in SUBJECT_PRONOUNS
                ] or _names_in(previous)
                if not owners:
                    continue
                owner = owners[0].split()[0].lower()
                who = said.group("who").split()[0].lower()
                their_kind, their_gender = _KIN[said.group("rel")]
                owner_gender = "m" if said.group("poss").lower() == "his" else "f"
                quoted = f'"{sentence.text}"'
                if (one, other) == (who, owner):  # the context's words, the same way round
                    return (kind, gender) == (their_kind, their_gender), quoted
                if (one, other) == (owner, who):  # said from the other side
                    holds = kind == _KIN_CONVERSE[their_kind] and gender == owner_gender
                    return holds, quoted
            previous = sentence.text
    return None


def _last_name(name: str) -> str:
    return stem(name.split()[-1])


def slot_given_to_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives its person a phrase the context gives, in another statement, to someone
    else, while the person's own statement fills the same slot differently: "Lena Fischer won
    best actor" against "the award for best actor went to Omar Haddad; Lena Fischer won best
    director"."""
    tokens = raw_tokens(claim)
    names = {
        stem(t)
        for i, t in enumerate(tokens)
        if t[:1].isupper() and stem(t) not in STOP_CAPITALS and stem(t) not in _TITLES
    }
    pairs = _content_pairs(tokens)
    if not names or not pairs:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            parts = [p for p in STATEMENT_BREAK.split(sentence.text) if p.strip()]
            if len(parts) < 2:
                continue
            analysed = [(raw_tokens(p), capitalised(" " + p)) for p in parts]
            own = [toks for toks, caps in analysed if caps & names]
            others = [toks for toks, caps in analysed if caps and not caps & names]
            for first, word in pairs:
                for part in own:
                    said = _content_pairs(part)
                    if (first, word) in said:
                        break
                    if not any(p == first and w != word for p, w in said):
                        continue
                    if any((first, word) in _content_pairs(other) for other in others):
                        return (
                            f'the context gives "{first} {word}" to someone else: "{sentence.text}"'
                        )
    return None


def _content_pairs(tokens: list[str]) -> set[tuple[str, str]]:
    """Adjacent lower-case content words, as stems ("best actor")."""
    return {
        (stem(a), stem(b))
        for a, b in itertools.pairwise(tokens)
        if a.isalpha()
        and b.isalpha()
        and a.islower()
        and b.islower()
        and a not in STOPWORDS
        and b not in STOPWORDS
    }


_SAID_TO_BE_IN = re.compile(
    r"\b(?:is|are|was|were|lies|lie|sits|located|situated|based|found)\s+in\s+"
    r"(?:the\s+)?([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"
)
_BESIDE = re.compile(
    r"\b(?:near|close\s+to|next\s+to|beside|bordering|border\s+with|borders?\s+of|outside|"
    r"off\s+the\s+coast\s+of|across\s+from)\s+(?:the\s+)?([A-Z][\w'-]*)"
)


def near_not_in(claim: str, passages: list[Passage]) -> str | None:
    """The claim puts its subject in a place the context names only as what it is near: "is
    in Kenya" against "it is located in Tanzania, near the border with Kenya"."""
    placed = _SAID_TO_BE_IN.search(claim)
    if placed is None or NEGATIONS & {t.lower() for t in raw_tokens(claim)}:
        return None
    place = stem(placed.group(1).split()[0])
    for passage in passages:
        for sentence in passage.sentences:
            beside = {stem(m.group(1)) for m in _BESIDE.finditer(sentence.text)}
            if place not in beside:
                continue
            inside = [
                m.group(1)
                for m in _SAID_TO_BE_IN.finditer(sentence.text)
                if stem(m.group(1).split()[0]) not in beside
            ]
            if inside:
                return (
                    f'the context puts it in {inside[0]}, near {placed.group(1)}: "{sentence.text}"'
                )
    return None


NOT_THAT = re.compile(r"\bnot\s+that\s+(?P<what>[^.;:()]+)", re.IGNORECASE)
"""What a "not that" clause denies: "shows an association, not that walking prevents it"."""


def denied_that(claim: str, passages: list[Passage]) -> str | None:
    """The claim asserts what the context says is not so in a "not that" clause ("proved that
    walking prevents dementia" against "shows an association, not that walking prevents
    dementia") or sets aside with "rather than". Every content word of the denied part is the
    claim's, and the claim itself denies nothing."""
    if NEGATIONS & {t.lower() for t in raw_tokens(claim)}:
        return None
    claimed = content_stems(claim)
    for passage in passages:
        for sentence in passage.sentences:
            for found in NOT_THAT.finditer(sentence.text):
                denied = content_stems(found.group("what"))
                if len(denied) >= 2 and denied <= claimed:
                    what = found.group("what").strip()
                    return f'the context says not that {what}: "{sentence.text}"'
            for found in _RATHER_THAN.finditer(sentence.text):
                # "came from other parts of the country rather than from abroad" against
                # "came from overseas": the claim says the rest, with what was set aside
                denied = content_stems(found.group("what"))
                rest = content_stems(sentence.text[: found.start()])
                chosen = raw_tokens(sentence.text[: found.start()])[-1:]
                if chosen and stem(chosen[0]) in claimed:
                    continue  # "sodium is cheaper than lithium": the claim names the choice too
                # the claim says the rest, or the sentence's subject is a pronoun for it ("It is
                # made from sodium rather than lithium" against "the battery uses lithium")
                if (
                    denied
                    and denied <= claimed
                    and (claimed & rest - denied or IT_OR_THEY_OPENING.match(sentence.text))
                ):
                    what = found.group(0).strip()
                    return f'the context says {what}: "{sentence.text}"'
    return None


_RATHER_THAN = re.compile(
    r"\brather\s+than\s+(?:from\s+|by\s+|in\s+|at\s+|on\s+)?(?P<what>[^.;:(),]+)", re.IGNORECASE
)


_RANK_WORD = (
    r"(?P<rank>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|bottom)"
)
_RANK_IN = re.compile(
    rf"\b{_RANK_WORD}\s+in\s+the\s+(?:[\w-]+\s+){{0,3}}?(?P<list>table|league|standings|group|"
    r"rankings|poll|polls|charts?)\b",
    re.IGNORECASE,
)
_MOVED_TO_RANK = re.compile(
    rf"\b(?:drop|drops|dropped|fall|falls|fell|rise|rises|rose|climb|climbs|climbed|move|moves|"
    rf"moved|slip|slips|slipped|go|goes|went)\s+(?:up\s+|down\s+)?to\s+{_RANK_WORD}\b",
    re.IGNORECASE,
)
_RANKS_AS_FIRST = {"bottom": "last"}


def rank_in_list(claim: str, passages: list[Passage]) -> str | None:
    """The claim places its subject at another rank than the context does: "Ireland are second
    in the table" against "Ireland beat France to stay first in the table" (normalise writes
    "top of the table" so), or "France ... drop to third"."""
    claimed = _RANK_IN.search(claim)
    if claimed is None or _denies(claim):
        return None
    subject = next((t for t in raw_tokens(claim[: claimed.start()]) if t[:1].isupper()), None)
    if subject is None:
        return None
    rank = claimed.group("rank").lower()
    rank = _RANKS_AS_FIRST.get(rank, rank)
    for passage in passages:
        for sentence in passage.sentences:
            text = sentence.text
            for found in itertools.chain(_RANK_IN.finditer(text), _MOVED_TO_RANK.finditer(text)):
                if _holder_of(text[: found.start()]) != subject:
                    continue
                given = found.group("rank").lower()
                if _RANKS_AS_FIRST.get(given, given) != rank:
                    return f'the context puts {subject} {given}, not {rank}: "{text}"'
    return None


_IN_A_RELATIVE = re.compile(r"([A-Z][\w'-]*),\s+(?:who|which)\s+[^,;]*$")


def _holder_of(before: str) -> str | None:
    """Whose the rank after `before` is: the name a relative clause it ends in is about
    ("Ireland beat France, who drop to third"), else the sentence's first capitalised word."""
    relative = _IN_A_RELATIVE.search(before)
    if relative is not None:
        return relative.group(1)
    return next((t for t in raw_tokens(before) if t[:1].isupper()), None)


_STUDIED = re.compile(
    r"\b(?:study|trial|survey|poll|research)\s+(?:of|involving|with|looked\s+at|examined|followed|"
    r"tracked|included|involved|surveyed|studied)\s+(?:more\s+than\s+|over\s+|about\s+|nearly\s+|"
    r"almost\s+|some\s+)?(?:[\d,.]+\s+)?(?P<who>[a-z][\w-]*)",
    re.IGNORECASE,
)


def studied_others(claim: str, passages: list[Passage]) -> str | None:
    """The claim's study looked at people of another job than the context's: "the study
    looked at doctors" against "a study of 12,000 nurses"."""
    claimed = _STUDIED.search(claim)
    if claimed is None or _denies(claim):
        return None
    who = stem(claimed.group("who").lower())
    for passage in passages:
        for sentence in passage.sentences:
            for found in _STUDIED.finditer(sentence.text):
                given = stem(found.group("who").lower())
                if _roles_exclude(who, given):
                    return f'the context\'s study is of {found.group("who")}: "{sentence.text}"'
    return None


_AGE_IN_DECADE = re.compile(
    r"\bin\s+(?:his|her|their)\s+(?:(?:early|mid|late)[\s-]+)?\d0s\b", re.IGNORECASE
)
_A_TEENAGER = re.compile(
    r"\b(?:is|was)\s+(?:a\s+)?teen(?:ager|age)?\b|\bin\s+(?:his|her|their)\s+teens\b",
    re.IGNORECASE,
)
_NAMED_AGE = re.compile(
    rf"{_PERSON},?\s+(?:(?:is|was|turned)\s+)?(?:aged\s+)?(?P<age>\d{{1,2}})(?:\s+years\s+old)?"
    r"(?:,|\s+and\b|\s*[.;])"
)
"""A named person's age: "Lena Fischer, 29,", "Ana Varga, is 34 and ..."."""


def age_outside_decade(claim: str, passages: list[Passage]) -> str | None:
    """The claim puts a named person in a decade of life, or in their teens, that their age in
    the context is outside: "Lena Fischer is in her thirties" against "Lena Fischer, 29, ..."."""
    if _denies(claim):
        return None
    said = _AGE_IN_DECADE.search(claim)
    if said is not None:
        decade = DECADE.search(said.group(0))
        if decade is None:
            return None
        first, last = decade_span(decade)
    elif _A_TEENAGER.search(claim):
        first, last = 13, 19  # "Ravi Menon is a teenager" against "Ravi Menon, 12,"
    else:
        return None
    named = {stem(t) for t in raw_tokens(claim) if t[:1].isupper()}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _NAMED_AGE.finditer(sentence.text):
                person = {stem(w) for w in found.group(1).split()}
                age = int(found.group("age"))
                if person & named and not first <= age <= last:
                    return f'the context gives {found.group(1)}\'s age as {age}: "{sentence.text}"'
    return None


_OWN_THING = re.compile(r"\b(?:her|his|their|its)\s+own\s+(?P<thing>[a-z]+)\b", re.IGNORECASE)


def own_where_anothers(claim: str, passages: list[Passage]) -> str | None:
    """ "pay off her own mortgage" against "pay off her parents' mortgage": the context gives
    the thing to another owner."""
    owned = _OWN_THING.search(claim)
    if owned is None or _denies(claim):
        return None
    thing = owned.group("thing").lower()
    others = re.compile(
        rf"\b(?:her|his|their|its)\s+([a-z]+)(?:'s|s')\s+{re.escape(thing)}\b", re.IGNORECASE
    )
    for passage in passages:
        for sentence in passage.sentences:
            found = others.search(sentence.text)
            if found:
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_OUT_OF = re.compile(r"\b(?P<score>\d+(?:\.\d+)?)\s+out\s+of\s+(?P<top>\d+)\b")


def score_out_of(claim: str, stems: frozenset[str], passages: list[Passage]) -> str | None:
    """ "A rating of five out of five" against "a rating of four out of five": the score on the
    same scale, in a sentence saying most of the rest, differs (the scale's top is no score
    the context gives)."""
    claimed = _OUT_OF.search(claim)
    if claimed is None or _denies(claim):
        return None
    rest = stems - {claimed.group("score"), claimed.group("top")}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _OUT_OF.finditer(sentence.text):
                if found.group("top") != claimed.group("top"):
                    continue
                if found.group("score") == claimed.group("score"):
                    return None
                if len(rest & sentence.stems) * 2 >= len(rest):
                    return f'the context gives {found.group(0)}: "{sentence.text}"'
    return None


_GRADE = (
    r"(?:outstanding|good|requires\s+improvement|inadequate|excellent|very\s+good|poor|"
    r"satisfactory|unsatisfactory|fair|adequate|exceptional)"
)
_RATED_AS = re.compile(
    # (what was rated may stand between: "rated Hillside Primary School 'good'")
    r"\brated\s+(?:the\s+[a-z]+\s+|(?:(?-i:[A-Z])[\w'-]*\s+){1,4})?"
    rf"(?:as\s+)?(?:an?\s+)?['‘\"]?(?P<grade>{_GRADE})\b",
    re.I,
)


def rated_otherwise(claim: str, stems: frozenset[str], passages: list[Passage]) -> str | None:
    """ "The school was rated good" against "The school was rated outstanding": an inspector's
    grades exclude each other, "good" among them where it follows "rated"."""
    claimed = _RATED_AS.search(claim)
    if claimed is None or _denies(claim):
        return None
    grade = " ".join(claimed.group("grade").lower().split())
    rest = stems - {stem(w) for w in grade.split()} - {stem("rated")}
    for passage in passages:
        for sentence in passage.sentences:
            found = _RATED_AS.search(sentence.text)
            if found is None or len(rest & sentence.stems) * 2 < len(rest):
                continue
            given = " ".join(found.group("grade").lower().split())
            if re.search(rf"\b{re.escape(grade)}\b", sentence.text, re.IGNORECASE):
                continue  # "rated outstanding, up from good in 2019": the claim's grade then
            if given != grade:
                return f'the context says rated {given}, not {grade}: "{sentence.text}"'
    return None


_WORKED_AS = re.compile(
    r"\b(?:worked|works|working|served|serves|trained|qualified|retired)\s+as\s+(?:an?\s+|the\s+)?"
    r"(?:[a-z]+\s+)??(?P<job>[a-z]+)\b",
    re.IGNORECASE,
)


_JUNIOR = r"(?:assistant|deputy|vice|associate|junior|trainee)"
_JUNIOR_ROLE = re.compile(rf"\b{_JUNIOR}[\s-]+(?P<role>[a-z]{{3,}})\b", re.IGNORECASE)


def junior_as_the_post(claim: str, passages: list[Passage]) -> str | None:
    """ "Vasquez was principal conductor in Vienna" against "She was previously assistant
    conductor in Vienna": the post the context gives there is the junior one (a sentence
    naming what the claim names besides, where the role is never said alone)."""
    if _denies(claim):
        return None
    named = capitalised(claim) - STOP_CAPITALS
    if not named:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if not named & capitalised(sentence.text):
                continue
            for found in _JUNIOR_ROLE.finditer(sentence.text):
                role = re.escape(found.group("role"))
                if (
                    # the post as a post: "was conductor", "as head", "the principal conductor"
                    re.search(
                        rf"\b(?:the|a|an|as|was|is|(?-i:[A-Z][a-z]+['’]s)|principal|chief|senior|"
                        rf"head|lead)\s+{role}\b",
                        claim,
                        re.IGNORECASE,
                    )
                    and not re.search(rf"\b{_JUNIOR}[\s-]+{role}\b", claim, re.IGNORECASE)
                    and len(re.findall(rf"\b{role}\b", sentence.text, re.IGNORECASE)) == 1
                ):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_REPLACES_THE_OLD = re.compile(
    r"\breplac(?:e|es|ed|ing)\s+(?:the\s+|its\s+|their\s+)?(?:older|old|existing|current|ageing|aging)\s+"
    r"(?:\w+\s+)?(?:that|which)\s+(?P<what>[^.;,]+)",
    re.IGNORECASE,
)
_THE_OLD_ONES = re.compile(r"\b(?:old|older|existing|current|ageing|aging|replac\w*)\b", re.I)


def property_of_the_replaced(claim: str, passages: list[Passage]) -> str | None:
    """ "The new ships will burn heavy fuel oil" against "They will replace older vessels that
    burn heavy fuel oil": what the context says of the ones replaced, given to the new ones
    (all of it, in a claim that speaks of none but the new)."""
    if _denies(claim) or _THE_OLD_ONES.search(claim) or not re.search(r"\bnew\b", claim, re.I):
        return None
    claimed = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            found = _REPLACES_THE_OLD.search(sentence.text) if "replac" in sentence.text else None
            said = analyse_sentence(found.group("what")).stems if found else frozenset()
            if len(said) >= 2 and said <= claimed:
                return f'the context says that of the ones replaced: "{sentence.text}"'
    return None


_BARE_SPAN = re.compile(
    r"\b(?:took|take|takes|taking|within|in|for|after|lasted|lasts)\s+(?:only\s+|just\s+|several\s+|many\s+|"
    r"a\s+few\s+|mere\s+)?(?P<unit>seconds|minutes|hours|days|weeks|months|years|decades)\b",
    re.IGNORECASE,
)
_SPAN_ORDER = ("seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades")


def bare_span_of_another_scale(claim: str, passages: list[Passage]) -> str | None:
    """ "The bees took weeks to learn the task" against "learned the task in minutes": a span
    given only by its unit, two or more steps of scale from the context's for the same act
    (the rest of the claim said in that sentence), so not a rounding of it."""
    found = _BARE_SPAN.search(claim)
    if found is None or _denies(claim):
        return None
    unit = _SPAN_ORDER.index(found.group("unit").lower())
    rest = analyse_sentence(claim[: found.start()] + claim[found.end() :]).stems
    for passage in passages:
        for sentence in passage.sentences:
            if len(rest & sentence.stems) * 2 < len(rest):
                continue
            for other in _BARE_SPAN.finditer(sentence.text):
                if abs(_SPAN_ORDER.index(other.group("unit").lower()) - unit) >= 2:
                    return f'the context says {other.group(0)!r}: "{sentence.text}"'
    return None


def worked_as_another(claim: str, passages: list[Passage]) -> str | None:
    """ "He worked as a plumber" against "worked as a carpenter until he was 70": one job the
    context gives, another the claim does (jobs one does not hold at once)."""
    claimed = _WORKED_AS.search(claim)
    if claimed is None or _denies(claim):
        return None
    job = stem(claimed.group("job").lower())
    act = _ACT_KIND.get(stem(claimed.group(0).split()[0].lower()))
    said = [
        (found, sentence)
        for passage in passages
        for sentence in passage.sentences
        for found in _WORKED_AS.finditer(sentence.text)
    ]
    if any(stem(found.group("job").lower()) == job for found, _ in said):
        return None  # "trained as a lawyer after working as a teacher": both are the context's
    for found, sentence in said:
        given = stem(found.group("job").lower())
        same_act = _ACT_KIND.get(stem(found.group(0).split()[0].lower())) == act
        if same_act and _roles_exclude(job, given):
            return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_ACT_KIND = {
    **{stem(w): "work" for w in "worked works working served serves retired".split()},
    **{stem(w): "train" for w in "trained qualified".split()},
}
