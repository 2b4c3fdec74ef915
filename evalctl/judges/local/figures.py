"""Figures in the offline faithfulness judge: which of the context's numbers stands in the
slot a claim's number is in, and whether the two agree once read as a reader would (a bound, a
range, a rate over another period, a decade, a figure converted between units, a figure said
roughly), and which word a figure belongs to.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from evalctl.judges.local.paraphrase import CLOCK_TIME, KINDS_OF, clock_minutes, derived
from evalctl.judges.local.slots import (
    DECADE,
    MONTHS,
    MONTHS_IN_ORDER,
    WEEKDAYS_IN_ORDER,
    bounds,
    decade_span,
    within_bound,
)
from evalctl.judges.local.text import (
    APPROXIMATE_WORDS,
    ORDINALS,
    STOPWORDS,
    YEAR,
    Passage,
    raw_tokens,
    stem,
)

UNIT_WORDS = frozenset("metres grams minutes days % euros dollars pounds".split())
MONEY_WORDS = frozenset("pounds dollars euros yen pence cents francs".split())
"""The currencies normalise writes a sum in ("£95" is "95 pounds")."""


_RANGE_WORDS = frozenset("between from until till".split())
"""A figure after these ends a range ("every 30 minutes between 6 a.m. and 9 p.m."): it is the
time of the act, not a figure of the word before it."""


def figure_of_another(claim: list[str], numbers: set[str], context: list[str]) -> str | None:
    """The claim gives its word a figure the context gives another word, while the context
    gives the claim's word a figure of its own: "flossing twice a day" against "brushing twice
    a day and flossing once a day"; "the budget was $300 million" against "grossed $300
    million on a budget of $80 million". A figure belongs to the nearest content word before
    it, within two words."""
    for number in sorted(numbers):
        word = _owner(claim, number)
        if word is None or word in _MONTH_STEMS:
            continue  # a month owns no figure: "in April from 3.8% in March" is March's 3.8%
        at_range_end = any(
            at and context[at - 1].lower() in _RANGE_WORDS for at in _positions(context, number)
        )
        owners = {_owner(context, number, at) for at in _positions(context, number)}
        if at_range_end or None in owners or word in owners or not owners:
            continue  # the context gives the figure to the claim's word, or to no one
        if any(
            at + 1 < len(context) and stem(context[at + 1].lower()) == word
            for at in _positions(context, number)
        ):
            continue  # "eight defeats in ten games": the count of the claim's word itself
        later = {stem(t.lower()) for t in claim} - {word, number}
        if any(_of_word(context[at + 1 : at + 4]) in later for at in _positions(context, number)):
            continue  # "15 minutes of preparation": the figure is the claim's other word's
        for at, token in enumerate(context):
            if stem(token.lower()) != word:
                continue
            claim_measured = _measured(claim, number)
            claim_at = _positions(claim, number)[0]
            claim_unit = _unit_at(claim, claim_at)
            # "rise to 10p" against "up from 5p": the two ends of one change, no rivals
            other_end = {"to": "from", "from": "to"}.get(
                claim[claim_at - 1].lower() if claim_at else ""
            )
            own = next(
                (
                    c
                    for i, c in enumerate(context[at + 1 : at + 5], start=at + 1)
                    if c[:1].isdigit()
                    and stem(c) != number
                    # an ordinal names which one ("won the 170th race"), not a figure of it
                    and context[i + 1 : i + 2] not in (["st"], ["nd"], ["rd"], ["th"])
                    # a figure of its own kind: "fixed at 4.2%" says nothing of "fixed for
                    # five years", nor "1.2 km long" of "two lanes"
                    and c.endswith("%") == number.endswith("%")
                    and _measured(context, stem(c), i) == claim_measured
                    # in the same unit: "a 21-mile crossing in 13 hours" gives the crossing
                    # a length and a time, and the claim's length is no time's rival
                    and (not claim_measured or _unit_at(context, i) == claim_unit)
                    # a year for a year: "began on 2 September 1666" gives 1666 to "began"
                    and bool(YEAR.fullmatch(stem(c))) == bool(YEAR.fullmatch(number))
                    and context[i - 1].lower() != other_end
                ),
                None,
            )
            if (
                own is not None
                and _owner(context, stem(own), at + 1 + context[at + 1 : at + 5].index(own)) == word
            ):
                return f"the context gives {own} for {token.lower()}, not {number}"
    return None


_MEASURE_STEMS = frozenset(stem(unit) for unit in UNIT_WORDS)
_MONTH_STEMS = frozenset(stem(month) for month in MONTHS)


def _measured(tokens: list[str], number: str, at: int | None = None) -> bool:
    """Whether a unit follows the figure (at `at`, or its first place): a length or a sum, not
    a count."""
    places = [at] if at is not None else _positions(tokens, number)
    return bool(places) and _unit_at(tokens, places[0]) in _MEASURE_STEMS


_SPAN_UNITS = frozenset(stem(unit) for unit in ("minutes", "days"))
"""The units normalise leaves a span in: the same scale only when the same word."""


def spans_apart(one: str | None, other: str | None) -> bool:
    """Two spans in different units of normalise's: "600 minutes" a day is no rival of a
    stay of "133 days"."""
    return one in _SPAN_UNITS and other in _SPAN_UNITS and one != other


def _unit_at(tokens: list[str], at: int) -> str | None:
    """The unit word after the figure at `at`, as a stem, or None."""
    return stem(tokens[at + 1].lower()) if at + 1 < len(tokens) else None


def _year_naming(tokens: list[str], at: int) -> bool:
    """The figure at `at` is a year before a name, which it dates: "the 1903 Nobel Prize"."""
    return (
        YEAR.match(tokens[at]) is not None and at + 1 < len(tokens) and tokens[at + 1][:1].isupper()
    )


def count_of_another(claim: list[str], numbers: set[str], context: list[str]) -> str | None:
    """The claim counts its thing with a figure the context gives another thing, while the
    context counts the claim's thing with a figure of its own: "2 floors" against "14 floors
    and 2 basements". The thing counted is the word right after the figure; units are left to
    the checks of measures."""
    for number in sorted(numbers):
        thing = _counted(claim, _positions(claim, number)[0])
        if thing is None:
            continue
        counted = {_counted(context, at) for at in _positions(context, number)}
        if thing in counted or None in counted:
            continue  # the context counts the claim's thing with it, or says too little
        for at, token in enumerate(context):
            if (
                token[:1].isdigit()
                and stem(token) != number
                and token.endswith("%") == number.endswith("%")  # a share counts nothing
                and not _year_naming(context, at)
                and _counted(context, at) == thing
            ):
                return f"the context gives {token} {context[at + 1].lower()}, not {number}"
    return None


def _counted(tokens: list[str], at: int) -> str | None:
    after = tokens[at + 1].lower() if at + 1 < len(tokens) else ""
    if not after.isalpha() or after in _NOT_OWNERS or after in _NOT_COUNTED:
        return None
    return stem(after)


_NOT_COUNTED = frozenset("of percent per a an times years year months month hours".split())


def beneficiary_swap(claim: frozenset[str], numbers: set[str], context: list[str]) -> str | None:
    """The claim gives a figure the context gives "for" someone to someone else the context
    gives another figure for: "children's tickets cost 12 euros" against "12 euros for adults
    and 6 euros for children"."""
    given: dict[str, str] = {}
    for at, token in enumerate(context):
        if not token[:1].isdigit():
            continue
        following = [t.lower() for t in context[at + 1 : at + 6]]
        if "for" in following[:2] or following[:4] == ["of", "the", "price", "for"]:
            # "6 euros for children", "50% of the price for students"
            rest = [t for t in following[following.index("for") + 1 :] if t not in STOPWORDS]
            if rest and rest[0].replace("-", "").isalpha():  # "for long-haul flights" too
                given.setdefault(stem(token), stem(rest[0]))
        elif token.endswith("%") and following[:2] == ["of", "the"] and "group" in following[3:4]:
            given.setdefault(stem(token), stem(following[2]))  # "40% of the supplement group"
    for number in sorted(numbers & given.keys()):
        if given[number] in claim:
            continue
        others = sorted(n for n, who in given.items() if n != number and who in claim)
        if others:
            return (
                f"the context gives {number} for {given[number]} and {others[0]} for "
                f"{given[others[0]]}"
            )
        # "Renters pay 38% ..., compared with 22% for homeowners": the figure given "for"
        # one group is not the sentence subject's, whom the claim names
        if _compared_for(context, number) and _subject_named(context, claim):
            return f"the context gives {number} for {given[number]}"
    return None


def sum_of_another(claim: frozenset[str], numbers: set[str], context: list[str]) -> str | None:
    """The claim gives a sum to what the context names with another sum, where the context
    names the claim's sum as something else: "the fine was reduced to £30,000" against "a
    £450,000 fine" and "£30,000 in costs"."""
    named: dict[str, set[str]] = {}
    for at, token in enumerate(context[:-1]):
        if not token[:1].isdigit() or context[at + 1].lower() not in MONEY_WORDS:
            continue
        after = [t.lower() for t in context[at + 2 : at + 4]]
        nouns = named.setdefault(stem(token), set())
        if after[:1] == ["in"] and len(after) == 2 and after[1].isalpha():
            nouns.add(stem(after[1]))  # "£30,000 in costs"
        elif after and after[0].isalpha() and after[0] not in STOPWORDS:
            nouns.add(stem(after[0]))  # "a £450,000 fine"
        if at >= 2 and context[at - 1].lower() == "of" and context[at - 2].isalpha():
            nouns.add(stem(context[at - 2].lower()))  # "a fine of £450,000"
    for number in sorted(numbers & named.keys()):
        if not named[number] or named[number] & claim:
            continue
        others = sorted(n for n, nouns in named.items() if n != number and nouns & claim)
        if others:
            noun, own = sorted(named[others[0]] & claim)[0], sorted(named[number])[0]
            return f"the context gives {number} as {own}, and {others[0]} as {noun}"
    return None


def _compared_for(context: list[str], number: str) -> bool:
    """The figure follows "compared with" or "against" and is given "for" a group."""
    for at, token in enumerate(context):
        if stem(token) == number:
            before = " ".join(t.lower() for t in context[max(0, at - 3) : at])
            return bool(re.search(r"\b(?:than|compared\s+with|against|versus)$", before))
    return False


def _subject_named(context: list[str], claim: frozenset[str]) -> bool:
    """The context's first words (its subject) are words of the claim."""
    opening = [stem(t.lower()) for t in context[:3] if t.isalpha() and t.lower() not in STOPWORDS]
    return bool(opening) and opening[0] in claim


def _of_word(tokens: list[str]) -> str | None:
    """The word after "of" in a figure's next words ("minutes of preparation")."""
    lowered = [t.lower() for t in tokens]
    if "of" in lowered[:-1]:
        return stem(lowered[lowered.index("of") + 1])
    return None


def _positions(tokens: list[str], number: str) -> list[int]:
    return [i for i, t in enumerate(tokens) if t[:1].isdigit() and stem(t) == number]


_NOT_OWNERS = (
    STOPWORDS
    | UNIT_WORDS
    | frozenset("every times per about around roughly nearly yen am pm".split())
    # "unchanged at 4.3%": the figure is the word's before it ("the five-year rate")
    | frozenset("unchanged steady stable flat".split())
)


def _owner(tokens: list[str], number: str, at: int | None = None) -> str | None:
    """The content word a figure belongs to: the nearest before it, within two words."""
    if at is None:
        found = _positions(tokens, number)
        if not found:
            return None
        at = found[0]
    for back in range(at - 1, max(at - 3, -1), -1):
        word = tokens[back].lower()
        if word[:1].isdigit() or word in ("and", "or", "but", "while", "then"):
            return None  # another figure is nearer ("1.2 million to 1.5 million"), or a new
            # part begins ("on programmes and 15% on administration")
        if word not in _NOT_OWNERS and word.isalpha():
            return stem(word)
    return None


def same_kind(one: str, other: str, measured: frozenset[str] = frozenset()) -> bool:
    """Both years, or both shares, or both other figures. A figure with a unit after it is no
    year ("1825 days", five years in days)."""

    def year(figure: str) -> bool:
        return bool(YEAR.match(figure)) and figure not in measured

    return year(one) == year(other) and one.endswith("%") == other.endswith("%")


def measured_figures(tokens: list[str]) -> frozenset[str]:
    """The figures in `tokens` that a unit follows."""
    return frozenset(
        stem(token)
        for token, after in itertools.pairwise(tokens)
        if token[:1].isdigit() and after.lower() in UNIT_WORDS
    )


COMPARATIVE = re.compile(
    r"\b(more|fewer|less|up|down|rise|fall|increase|decrease|grow|shrink|difference|than|cut|"
    r"gain\w*|lost|loss|lose|loses|added|adds|saves?|saved|saving|net\s+income|"
    r"reduc\w*|lowered|raised|slashed|trimmed|majority|margin|(?:win|won|wins|ahead|lead)\s+by|"
    r"behind|ahead\s+of|slower|faster|quicker|earlier|later|"
    r"(?<!minutes\s)(?<!days\s)(?<!hours\s)before|previously|originally)\b",
    re.IGNORECASE,
)
"""Words that compare a figure with another ("50 more", "400 before"); not the "before" of a
time ahead of an event ("check in 15 minutes before departure")."""


def differences(numbers: set[str]) -> set[str]:
    """What two of the context's numbers differ by: "450, up from 400" supports "50 more";
    two shares by their points: "from 3.5% to 4%" supports "up 0.5%"."""
    values: list[tuple[float, str]] = []
    for number in sorted(numbers)[:12]:  # a claim compares few numbers; bound the pairs
        if len(number) > 1 and number[0] == "0" and number[1].isdigit():
            continue  # the hour or minutes of a time ("08:15", "15:00"), not a quantity
        share = "%" if number.endswith("%") else ""
        try:
            values.append((float(number.rstrip("%")), share))
        except ValueError:
            continue
    return {
        f"{_plain(abs(a - b))}{kind}"
        for i, (a, kind) in enumerate(values)
        for b, other in values[i + 1 :]
        if a != b and kind == other
    }


def sums(numbers: set[str]) -> set[str]:
    """What two of the context's counts add up to: "lost 6 seats and finished with 22" had 28."""
    values = _counts(sorted(numbers)[:12])
    return {_plain(a + b) for i, a in enumerate(values) for b in values[i + 1 :]}


def sums_of_shares(numbers: set[str]) -> set[str]:
    """What two of the context's shares add up to: "pays 4% ... the firm pays 6%" is 10%."""
    values = sorted(
        value
        for figure in numbers
        if figure.endswith("%") and (value := _value(figure[:-1])) is not None
    )[:12]
    return {f"{_plain(a + b)}%" for i, a in enumerate(values) for b in values[i + 1 :]}


def quotient_of_two(number: str, context_numbers: Iterable[str]) -> bool:
    """The claim's figure is one context count over another, within 2%: "about 33,000 euros a
    room" for "120 rooms ... at a cost of 4 million euros"."""
    try:
        claimed = float(number)
    except ValueError:
        return False
    values = _counts(sorted(context_numbers)[:12])
    return any(
        b > 1 and a > b and abs(a / b - claimed) <= 0.02 * claimed for a in values for b in values
    )


def _plain(value: float) -> str:
    """A figure as normalise writes it: 25000000, not 2.5e+07; 0.5, not 0.500000."""
    value = round(value, 6)
    return str(int(value)) if value.is_integer() else f"{value:f}".rstrip("0").rstrip(".")


APPROXIMATE = re.compile(rf"\b(?:{APPROXIMATE_WORDS})\b|~", re.IGNORECASE)


def close(claimed: str, given: str, share: float = 0.1) -> bool:
    """Within a tenth of each other: "about a month and a half" for "six weeks"; or within
    `share`, as a figure converted between units is ("26.2 miles" for 42.195 km). Two shares
    compare as their figures: "about 12.5%" (an eighth) for 13%."""
    if claimed.endswith("%") and given.endswith("%"):
        claimed, given = claimed[:-1], given[:-1]
    try:
        a, b = float(claimed), float(given)
    except ValueError:
        return False
    return abs(a - b) <= share * max(abs(a), abs(b))


def converted(claimed: str, given: str) -> bool:
    """Within 0.5%, as a figure converted between units is ("26.2 miles" is 42,165 metres for
    42,195); not years, nor small whole numbers, which are given exactly."""
    if YEAR.match(claimed) or YEAR.match(given):
        return False
    if "." not in claimed + given and max(len(claimed), len(given)) < 5:
        return False
    return close(claimed, given, 0.005)


def in_decade(number: str, claim: str, rivals: list[str]) -> bool:
    """The claim gives a decade ("the late 1990s"), a century ("the late 13th century", made
    "the late 1200s" by paraphrase.py) or an age's decade ("in her early 30s") that holds one
    of the context's figures (1998, 1284, 32)."""
    for found in DECADE.finditer(claim):
        if found.group(2) != number:
            continue
        first, last = decade_span(found)
        return any(r.isdigit() and first <= int(r) <= last for r in rivals)
    return False


def _period_after(tokens: list[str], number: str) -> float | None:
    """The period, in days, of the rate a figure is given at ("18 days annual", "1.5 days
    every 30 days", "40 patients a day"); None for a figure that is no rate."""
    for index, token in enumerate(tokens):
        if stem(token) != number:
            continue
        following = [t.lower() for t in tokens[index + 1 : index + 9]]
        for at, word in enumerate(following):
            if word in ("annual", "annually", "yearly"):
                return 365.0
            if word in ("daily",) or (
                word in ("a", "per") and following[at + 1 : at + 2] == ["day"]
            ):
                return 1.0
            if word == "every" and at + 2 < len(following) and following[at + 2] in ("day", "days"):
                try:
                    return float(following[at + 1])
                except ValueError:
                    return None
            if word[:1].isdigit():
                if at == 1 and following[2:3] in (["days"], ["day"]):
                    try:  # "3 pounds 30 days", as normalise writes "£3 a month"
                        return float(word)
                    except ValueError:
                        return None
                return None  # another figure begins
        return None
    return None


def rate_period(number: str, tokens: list[str]) -> bool:
    """The number is the period of a rate as normalise writes it, after a figure and its unit:
    the 30 of "5 concerts 30 days" ("five concerts a month")."""
    for at in _positions(tokens, number):
        if (
            at >= 2
            and tokens[at - 2][:1].isdigit()
            and at + 1 < len(tokens)
            and tokens[at + 1].lower() in ("day", "days")
        ):
            return True
    return False


def same_rate(number: str, claim: list[str], rival: str, context: list[str]) -> bool:
    """The claim's figure is the context's rate over another period: "18 days a year" and
    "1.5 days every month" (within 5%)."""
    mine, theirs = _period_after(claim, number), _period_after(context, stem(rival))
    if mine is None or theirs is None or mine == theirs:
        return False
    try:
        per_day = float(number) / mine, float(stem(rival)) / theirs
    except (ValueError, ZeroDivisionError):
        return False
    return abs(per_day[0] - per_day[1]) <= 0.05 * max(per_day)


def context_limit(
    number: str,
    claim: list[str],
    stems: frozenset[str],
    passages: list[Passage],
    claimed: tuple[str, float] | None = None,
) -> tuple[str, bool, str] | None:
    """A bound the context sets on the slot the claim gives a figure for ("applicants must be
    at least 18 years old" for "you can apply at 16"), as (the bound, whether the claim's
    figure meets it, the sentence). The sentence must share a word with the claim, and the
    claim's figure have the bound's unit or none. A claim that gives a bound itself (`claimed`:
    "more than 100,000 employees") is met by a context bound on the same side that implies it
    ("over 180,000 people"); a weaker one tells nothing."""
    unit = neighbour(claim, number, +1)
    aged = unit == "year" and neighbour(claim, number, +2) == "old"  # "a 14-year-old"
    at = _positions(claim, number)
    # "book a month in advance": notice given, which only a bound on notice limits
    notice = bool(at) and bool(_IN_ADVANCE.intersection(claim[at[0] + 2 : at[0] + 4]))
    for passage in passages:
        for sentence in passage.sentences:
            limits = bounds(sentence.text)
            if not limits:
                continue
            widened = sentence.stems.union(*(derived(w) for w in sentence.stems))
            tokens = list(sentence.tokens)
            if not (stems - {number}) & widened and not (
                aged and any(_of_people(tokens, value) for value in limits)
            ):
                continue  # another matter, unless an age against a bound on people's ages
            for value, bound in limits.items():
                after = neighbour(tokens, value, +1)
                there = _positions(tokens, value)
                if notice and not (
                    there and _IN_ADVANCE.intersection(tokens[there[0] + 2 : there[0] + 4])
                ):
                    continue
                if claimed is not None:
                    # of the same unit: "up to 3,600 minutes" is not met by "within 60 days"
                    if (
                        claimed[0] == bound[0]
                        and within_bound(claimed, value)
                        and (unit is None or after is None or unit == after)
                        # "over 60" (an age, bare) is not met by "over 7300 days" (a length)
                        and not (unit is None and after in _MEASURE_STEMS)
                    ):
                        return f"{bound[0]} {value}", True, sentence.text
                    continue
                if after is not None and re.search(
                    rf"(?<![\d.,]){re.escape(value)}\s*[;,.)]", sentence.text
                ):
                    after = None  # "children under 12; adults pay": the figure ends a clause
                bare_age = aged and (
                    after is None
                    or after in STOPWORDS  # "must be over 16"
                    or _of_people(tokens, value)  # "children under 5 go free"
                )
                shares = value.endswith("%") or bool(
                    re.search(rf"(?<![\d.]){re.escape(value)}\s*%", sentence.text)
                )
                claimed_share = number.endswith("%") or unit == "%"
                if shares != claimed_share and not bare_age:
                    continue  # "introduced in 2020" is no share against "at most 3%"
                if unit is not None and unit != after and not bare_age and not shares:
                    continue  # (two shares compare whatever word follows them)
                met = within_bound(bound, number.rstrip("%"))  # "5%" against "at most 3%"
                if met is not None:
                    return f"{bound[0]} {value}", met, sentence.text
    return None


_PEOPLE = frozenset(
    stem(w)
    for w in "children kids people adults pupils students visitors residents workers employees "
    "staff passengers players members users applicants drivers patients anyone those".split()
)


def _of_people(tokens: list[str], value: str) -> bool:
    """A bound on people ("children under 5", "workers aged at least 21"): an age, whatever
    word follows the figure."""
    for at in _positions(tokens, value):
        if any(stem(t) in _PEOPLE for t in tokens[max(at - 4, 0) : at]):
            return True
    return False


COMPARED = re.compile(
    r"\b(?:under|less\s+than|fewer\s+than|below|more\s+than|over|above|at\s+least|greater\s+than|"
    r"in\s+excess\s+of)\s+\d",
    re.I,
)
"""A bound said as a comparison: implied by a stronger one. A limit ("within", "up to") is a
rule's own figure, compared as it stands."""
RULE = re.compile(
    r"\b(?:can|may|allowed|must|required|need|needs|have\s+to|has\s+to|permitted|mandatory)\b",
    re.I,
)


def rival_numbers(number: str, claim: list[str], context: list[str]) -> list[str]:
    """The context's other numbers in the same slot: same unit word after them, or years. How
    often ("every 1 day", as normalise writes "daily") and how long ("for 3650 days") are
    different slots."""
    unit = neighbour(claim, number, +1)
    at = _positions(claim, number)
    kind = _period_kind(claim, at[0]) if at else None
    label = _label_of(claim, at[0]) if at else None
    # "a month in advance" is a time, "28 days' holiday" a length: neither rivals the other
    # ("for a week before the flood" is how long, all the same)
    timed = (
        bool(at) and kind != "for" and bool(_IN_ADVANCE.intersection(claim[at[0] + 2 : at[0] + 4]))
    )
    rivals = []
    for index, token in enumerate(context):
        if not token[:1].isdigit() or stem(token) == number:
            continue
        if frozenset({kind, _period_kind(context, index)}) in _OTHER_SLOTS:
            continue
        if unit in _IN_MINUTES and timed != bool(
            _IN_ADVANCE.intersection(context[index + 2 : index + 4])
        ):
            continue
        if token.endswith("%") != number.endswith("%"):
            continue  # a share is no rival of a count: "30,000 people" and "33% people"
        if _per_period(context, index):
            continue  # the week of "4 days 7 days" (normalised "four days a week") is a rate's
        if _year_naming(context, index) and not YEAR.match(number):
            continue  # "the 1903 Nobel Prize" names a year's prize: no rival of "two Nobel Prizes"
        after = stem(context[index + 1]) if index + 1 < len(context) else None
        if (YEAR.match(number) and YEAR.match(stem(token)) and unit not in PERIODS) or (
            unit is not None and after == unit
        ):  # "1825 days" (five years) is a length, not a year
            rivals.append(token)
        elif unit is not None and _described_unit(context, index, unit):
            rivals.append(token)  # "two monthly premiums" against "three premiums"
        elif (
            unit is not None
            and after is not None
            and token.endswith("%")
            and len(unit) >= 5
            and unit[:5] == after[:5]
        ):
            rivals.append(token)  # "90% accurate" against "70% accuracy": one word's forms
        elif label is not None and _label_of(context, index) == label:
            rivals.append(token)  # "version 3.2" against "version 3.1.4", "a score of 6.5"
            # against "score at least 7.0"
        elif (
            unit in _IN_MINUTES
            and after in _IN_MINUTES
            and unit != after
            # seconds time a race, days a span: "held for 20 years" is no "50.1 seconds"
            and {unit, after} != {"second", "day"}
            and kind in (None, "for")
            and _period_kind(context, index) in (None, "for")
            and not _WHEN_AFTER.intersection(context[index + 2 : index + 4])
            and not _WHEN_AFTER.intersection(claim[at[0] + 2 : at[0] + 4] if at else ())
            # "reopen in a month" (a time until) is no length of "adds 40 minutes"
            and not (
                _until(claim, at[0] if at else 0) and "will" in claim and not _until(context, index)
            )
        ):
            rivals.append(token)  # "a full day" against "six hours": one length, two units
        elif unit in _ANY_PEOPLE and after in PEOPLE_KINDS and _act_beside(claim, context, index):
            rivals.append(token)  # "three people have been arrested" against "arrested two men"
        elif unit is not None and _unit_carried(context, index, unit):
            rivals.append(token)  # "412 nesting pairs, down from 620 in 2015": 620 pairs
    return rivals


def _until(tokens: list[str], at: int) -> bool:
    """Whether the figure at `at` follows "in": with "will", a time until ("will reopen in
    30 days"), not how long a thing lasts."""
    return at > 0 and tokens[at - 1].lower() == "in"


_UNIT_RANK = {
    stem(word): rank
    for rank, word in enumerate("second minute hour day night week month year".split())
}
_UNIT_RANK[stem("night")] = _UNIT_RANK[stem("day")]


def _per_period(context: list[str], index: int) -> bool:
    """The figure is the period of a rate: "4 days 7 days" (four days a week), "2100 minutes
    7 days"; not the smaller part of a length ("31 minutes 16 seconds")."""
    if index < 2 or index + 1 >= len(context) or not context[index - 2][:1].isdigit():
        return False
    if context[index] not in _ONE_PERIOD:
        return False  # "50 minutes, 10 minutes longer": a second length, not "a week"
    before, after = stem(context[index - 1]), stem(context[index + 1])
    return before in _UNIT_RANK and after in _UNIT_RANK and _UNIT_RANK[after] >= _UNIT_RANK[before]


_ONE_PERIOD = frozenset({"1", "7", "30", "60", "365"})
"""A week, a day, a month, an hour or a year as normalise writes "a week" (7 days)."""


_NO_UNIT_AFTER = frozenset("in on at last a the".split())


def _unit_carried(context: list[str], index: int, unit: str) -> bool:
    """A figure after "from" with no unit of its own, in a change from an earlier figure of
    the unit: "counted 412 pairs ..., down from 620" is 620 pairs."""
    if index == 0 or context[index - 1].lower() != "from":
        return False
    if (
        index + 1 < len(context)
        and context[index + 1][:1].isalpha()
        and stem(context[index + 1]) not in _NO_UNIT_AFTER
    ):
        return False  # "from 620 tonnes": a unit of its own
    for back in range(index - 2, max(index - 20, 0), -1):
        if context[back] in (".", ";"):
            return False
        if context[back][:1].isdigit() and back + 1 < len(context):
            return stem(context[back + 1]) == unit
    return False


_ANY_PEOPLE = frozenset(stem(w) for w in "people persons".split())
PEOPLE_KINDS = frozenset(
    stem(word) for word, kinds in KINDS_OF.items() if kinds & {"people", "participants"}
) | frozenset(stem(w) for w in "men women boys girls suspects teenagers adults children".split())
"""Words for kinds of people a count may be of: "children", "men", "patients"."""


def _act_beside(claim: list[str], context: list[str], index: int) -> bool:
    """The claim's act (a word in -ed: "arrested") stands beside the context's figure, four
    words either side: the two count the same act ("arrested two men"), or the same study
    ("the study of 2,400 adults" against "the study involved 2,000 people"), or the act is in
    the kind's name ("people ran" against "runners")."""
    acts = {
        stem(t.lower())
        for t in claim
        if t.isalpha() and (t.lower().endswith("ed") or t.lower() in _COUNTED_IN)
    }
    near = {stem(t.lower()) for t in context[max(0, index - 4) : index + 5] if t.isalpha()}
    # "10,000 people ran" counts "40,000 runners": the act is in the kind's name
    kind = stem(context[index + 1].lower()) if index + 1 < len(context) else ""
    doers = any(
        len(word) >= 3 and kind.startswith(word) and kind != word
        for word in (stem(t.lower()) for t in claim if t.isalpha())
    )
    return bool(acts & near) or doers


_COUNTED_IN = frozenset("study survey trial poll sample".split())
"""What a count of people is the size of: "a study of 2,400 adults"."""

_LABELS = frozenset(
    stem(w)
    for w in (
        "version release flight gate platform room route score grade band number sleeps seats "
        "team crew squad panel group"
    ).split()
)
"""Words a figure is the name or the value of, written before it: "version 3.2", "gate 14", "a
score of 6.5"."""


def same_label(number: str, claim: list[str], rival: str, context: list[str]) -> bool:
    """Both figures are values of one label: "a score of 7.5" and "score at least 7.0"."""
    at, there = _positions(claim, number), _positions(context, rival)
    if not at or not there:
        return False
    label = _label_of(claim, at[0])
    return label is not None and any(_label_of(context, i) == label for i in there)


def _label_of(tokens: list[str], index: int) -> str | None:
    """The label word written just before the figure at `index` ("of", "at least" between)."""
    back = index - 1
    while back >= 0 and back >= index - 3 and tokens[back].lower() in ("of", "at", "least", "most"):
        back -= 1
    if back < 0:
        return None
    word = stem(tokens[back].lower())
    return word if word in _LABELS else None


_WHEN_AFTER = frozenset(
    "later ago earlier before after old faster fast slower slow sooner quicker quick longer "
    "shorter advance ahead beforehand notice".split()
)
_IN_ADVANCE = frozenset("advance ahead beforehand before notice".split())
"""Words after a duration that make it a notice given ahead ("a month in advance")."""
"""Words after a duration, or a word after it, that make it a time ("three days later", "a
month in advance") or a difference ("12 minutes faster"), not a length."""
_IN_MINUTES = {"second": 1 / 60, "minut": 1, "day": 1440}
"""The units normalise leaves a duration in, as minutes: hours become minutes, weeks days
(seconds stay seconds: "won by 12 seconds")."""


def same_duration(number: str, claim: list[str], rival: str, context: list[str]) -> bool:
    """ "1 days" and "1440 minutes": one duration, in the two units normalise writes."""
    in_its_units = in_rival_units(number, claim, rival, context)
    return in_its_units != number and close(in_its_units, stem(rival), 0.01)


def in_rival_units(number: str, claim: list[str], rival: str, context: list[str]) -> str:
    """The claim's duration in the rival's unit ("1" day as "1440" against minutes); any other
    figure as it is."""
    unit, other = neighbour(claim, number, +1), neighbour(context, rival, +1)
    if unit is None or other is None:
        return number
    unit, other = stem(unit), stem(other)
    if unit == other or unit not in _IN_MINUTES or other not in _IN_MINUTES:
        return number
    return f"{float(number) * _IN_MINUTES[unit] / _IN_MINUTES[other]:g}"


def _described_unit(tokens: list[str], index: int, unit: str) -> bool:
    """The claim's unit, one describing word after the context's number: "2 monthly
    premiums" counts premiums."""
    if index + 2 >= len(tokens) or unit in PERIODS or unit in _MEASURED:
        return False  # a duration or measure is compared as normalise wrote it
    between = tokens[index + 1]
    return (
        between.isalpha()
        and between.islower()
        and between not in STOPWORDS
        and stem(between) not in PERIODS
        and stem(tokens[index + 2]) == unit
    )


def _period_kind(tokens: list[str], index: int) -> str | None:
    """Whether the number at `index` says how often ("every 1 day", "3 days a week"): "often";
    how long ("for 3650 days"): "for"; when ("after 1825 days"): "after"; how many days of
    something ("25 days of leave"): "count"; or none of these for sure: None."""
    back = index - 1
    while back > 0 and tokens[back].lower() in _BOUND_BEFORE_A_SPAN:
        back -= 1  # "for less than 365 days" is how long ("over 20 years" is, as it is)
    before = tokens[back].lower() if back >= 0 else ""
    if back > 0 and re.fullmatch(APPROXIMATE_WORDS, before):
        before = tokens[back - 1].lower()  # "for about 120 days" is how long
    if before in ("every", "once", "twice"):  # "once 14 days", as normalise writes fortnightly
        return "often"
    if index + 1 >= len(tokens) or stem(tokens[index + 1]) not in PERIODS:
        return None
    if before == "after":
        return "after"
    rate = tokens[index + 2] if index + 2 < len(tokens) else ""
    # (a capital opens the next sentence: "for 56 days. A temporary bridge" is no rate)
    rate = "" if rate[:1].isupper() else rate
    if rate == "of":
        return "count"
    if rate[:1].isdigit():  # normalise writes "3 days a week" as "3 days 7 days"
        if index + 3 < len(tokens) and stem(tokens[index + 3]) in PERIODS:
            return "often"
    elif rate in _RATE:
        return "often"
    return "for" if before in _FOR else None


_FOR = frozenset("for over lasting lasts lasted last takes took runs ran".split())
_OTHER_SLOTS = frozenset(
    {frozenset({"often", "for"}), frozenset({"count", "after"}), frozenset({"often", "after"})}
)
"""Periods that never answer one another: how often and how long ("daily" and "for ten
years"), how many days of something and when ("25 days of leave", "after five years")."""


_RATE = frozenset("a an per each every".split())
PERIODS = frozenset(stem(word) for word in "minute hour day night week month year".split())


def year_next_to(number: str, passages: list[Passage]) -> bool:
    """A year the context names by its neighbour: "revenue for 2023, up 12% on the year
    before" speaks of 2022, "opened in 1990 and closed the following year" of 1991."""
    if not YEAR.match(number):
        return False
    for passage in passages:
        for sentence in passage.sentences:
            for relative in _NEXT_YEAR.finditer(sentence.text):
                step = -1 if relative.group("before") else 1
                if any(YEAR.match(n) and int(n) + step == int(number) for n in sentence.numbers):
                    return True
    return False


_NEXT_YEAR = re.compile(
    r"\b(?:(?P<before>the\s+(?:year\s+before|previous\s+year|prior\s+year|preceding\s+year)"
    r"|(?:(?:a|1)\s+years?|annual)\s+(?:earlier|before))"
    r"|the\s+(?:following|next|subsequent)\s+year|(?:(?:a|1)\s+years?|annual)\s+later)\b",
    re.IGNORECASE,
)


def times_between(number: str, claim: list[str], passages: list[Passage]) -> list[int]:
    """The durations in minutes the context gives as two times of one sentence, where the
    claim's `number` counts minutes: "starts at 8 pm and ends at 10:30 pm" lasts 150 minutes;
    "opens at 9 a.m. and closes at 5 p.m.", 480."""
    if neighbour(claim, number, +1) != "minut":
        return []
    spans = []
    for passage in passages:
        for sentence in passage.sentences:
            times = [clock_minutes(found) for found in CLOCK_TIME.finditer(sentence.text)]
            known = [t for t in times if t is not None]
            spans += [(end - start) % (24 * 60) for start, end in itertools.pairwise(known)]
    return spans


def counted_elsewhere(number: str, claim: list[str], context: list[str]) -> bool:
    """The context writes the claim's number only for other things, and another number for
    the thing the claim counts: "take out 10 books" against "opens at 10am … borrow at most
    8 books" is compared with the 8."""
    unit = neighbour(claim, number, +1)
    if unit is None or not unit.isalpha() or len(unit) < 3 or unit in STOPWORDS:
        return False
    at = _positions(claim, number)
    label = _label_of(claim, at[0]) if at else None
    for index, token in enumerate(context):
        if stem(token) == number:
            if label is not None and _label_of(context, index) == label:
                return False  # "version 4.8" is the context's "Version 4.8", whatever follows
            after = context[index + 1].lower() if index + 1 < len(context) else ""
            before = context[index - 1] if index else ""
            if after.isdigit() and index + 2 < len(context) and stem(context[index + 2]) == unit:
                return False  # "14-15 June": a range of the claim's own kind, 14 of it
            clock = (
                after in _CLOCK
                or (len(after) == 2 and after.isdigit())  # "15:00"
                or (len(before) == 2 and before.isdigit())  # "08:15"
            )
            if not clock and (
                stem(after) == unit
                or after in STOPWORDS
                or not after.isalpha()
                # "5 unused days" counts days
                or (index + 2 < len(context) and stem(context[index + 2]) == unit)
            ):
                return False  # its own count, or a number that may count anything ("150 of")
    return bool(rival_numbers(number, claim, context))


_CLOCK = frozenset({"am", "pm"})
_MEASURED = frozenset(stem(w) for w in UNIT_WORDS - {"%"})


def remainder(number: str, claim: list[str], context: list[str]) -> bool:
    """The claim counts what is left of a whole the context counts, after a part it counts of
    the same thing: "34 schools reopen" for "not all of the 40 schools ... six schools remain
    closed". Both context figures must count the claim's thing."""
    unit = neighbour(claim, number, +1)
    if unit is None or not unit.isalpha() or unit in STOPWORDS or unit in PERIODS:
        return False  # things counted, not durations ("15 minutes" is no rest of an hour)
    if unit in _MEASURED:
        return False
    try:
        claimed = float(number)
    except ValueError:
        return False
    counts = set()
    for index, token in enumerate(context[:-1]):
        if (
            token[:1].isdigit()
            and (
                stem(context[index + 1]) == unit
                or _described_unit(context, index, unit)
                # "close 40 of its 300 branches": the part counts the whole's thing
                or (
                    context[index + 1].lower() == "of"
                    and any(stem(t) == unit for t in context[index + 2 : index + 5])
                )
            )
        ):
            try:
                counts.add(float(stem(token)))
            except ValueError:
                continue
    return any(
        abs(whole - part - claimed) < 1e-9 for whole in counts for part in counts if part < whole
    )


_APART = re.compile(
    r"\b(?:after|later|before|earlier|apart|between|in|over|within)\b", re.IGNORECASE
)


def years_apart(number: str, claim: str, context_numbers: set[str]) -> bool:
    """ "Took effect two years after it was signed" (normalise's 730 days) for "signed in 2007
    ... came into force in 2009": whole years between two of the context's years."""
    if not _APART.search(claim) or f"{number} days" not in claim:
        return False
    try:
        days = float(number)
    except ValueError:
        return False
    if days % 365:
        return False
    years = sorted(int(n) for n in context_numbers if YEAR.match(n))
    return any(b - a == days // 365 for i, a in enumerate(years) for b in years[i + 1 :])


def year_by_duration(number: str, claim_numbers: set[str], context: list[str]) -> bool:
    """A year the context gives as another year of the claim's, less or more a whole number of
    years it states: "mayor from 2011 to 2019" for "before 2019, was mayor for eight years"."""
    if not YEAR.match(number):
        return False
    spans = {
        float(stem(token)) / 365
        for index, token in enumerate(context[:-1])
        if token[:1].isdigit()
        and context[index + 1].lower() == "days"
        and _whole_years(stem(token))
    }
    years = {int(n) for n in claim_numbers if YEAR.match(n) and n != number and n in context}
    return any(abs(year - int(number)) == span for year in years for span in spans)


_SPAN_FROM_YEAR = re.compile(
    r"\bfor\s+(\d+)\s+days\s+(?:from|starting(?:\s+on|\s+in)?|beginning(?:\s+on|\s+in)?)\s+"
    r"(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?((?:1[5-9]|20)\d\d)\b"
)


def year_span_ends(number: str, context: str) -> bool:
    """A year the context gives as a start and a length in whole years: "runs for three years
    from 1 March 2024" ends in 2027 (normalise writes the length in days)."""
    if not YEAR.match(number):
        return False
    return any(
        _whole_years(days) and int(start) + int(days) // 365 == int(number)
        for days, start in _SPAN_FROM_YEAR.findall(context)
    )


_YEAR_SPAN = re.compile(
    r"\b(?:from|between)\s+((?:1[5-9]|20)\d\d)\s+(?:to|and|until|till|through)\s+((?:1[5-9]|20)\d\d)\b"
)


def years_of_span(number: str, claim: list[str], context: str) -> bool:
    """A length in whole years the context gives as a span of years: "minister for four years"
    for "minister from 2003 to 2007" (normalise writes the length in days)."""
    if neighbour(claim, number, +1) != "day" or not _whole_years(number):
        return False
    years = float(number) / 365
    return any(int(last) - int(first) == years for first, last in _YEAR_SPAN.findall(context))


_MONTH_SPAN = re.compile(
    rf"\bfrom\s+(?:(?P<day>\d{{1,2}})\s+)?(?P<first>{'|'.join(MONTHS_IN_ORDER)})\s+"
    rf"(?:to|until|till|through)\s+(?P<end>the\s+(?:end|terminate)\s+of\s+)?"
    rf"(?P<last>{'|'.join(MONTHS_IN_ORDER)})\b",
    re.IGNORECASE,
)


def months_of_span(number: str, claim: list[str], context: str) -> bool:
    """A length in days the context gives as a span of months, within a sixth: "closed for
    about four months" for "from 3 March until the end of June" (118 days)."""
    if neighbour(claim, number, +1) != "day":
        return False
    try:
        claimed = float(number)
    except ValueError:
        return False
    for found in _MONTH_SPAN.finditer(context):
        first = MONTHS_IN_ORDER.index(found.group("first").lower())
        last = MONTHS_IN_ORDER.index(found.group("last").lower())
        start = int(found.group("day") or 1)
        end = 30 if found.group("end") else 1  # "until June" is its start
        days = ((last - first) % 12) * 30.44 + end - start
        if days > 0 and abs(claimed - days) <= days / 6:
            return True
    return False


_WEEKDAY_SPAN = re.compile(
    rf"\bfrom\s+({'|'.join(WEEKDAYS_IN_ORDER)})\s+(?:to|until|till|through)\s+"
    rf"({'|'.join(WEEKDAYS_IN_ORDER)})\b",
    re.IGNORECASE,
)


_WEEKDAY_PAIR = re.compile(
    rf"\bon\s+({'|'.join(WEEKDAYS_IN_ORDER)})\s+and\s+({'|'.join(WEEKDAYS_IN_ORDER)})\b",
    re.IGNORECASE,
)


def days_of_span(number: str, claim: list[str], context: str) -> bool:
    """A number of days the context gives as a span of weekdays, both ends counted: "lasts
    three days" for "runs from Friday to Sunday"."""
    if neighbour(claim, number, +1) != "day":
        return False
    for first, last in _WEEKDAY_SPAN.findall(context):
        start = WEEKDAYS_IN_ORDER.index(first.lower())
        end = WEEKDAYS_IN_ORDER.index(last.lower())
        if str((end - start) % 7 + 1) == number:
            return True
    # dated days of one month: "on 3 and 4 May" is two, "from 3 to 7 May" five
    for opening, first, joiner, last in _DATE_PAIR.findall(context):
        listed = joiner.lower() == "and" and opening.lower() != "between"  # "on 12 and 14 June"
        days = 2 if listed else int(last) - int(first) + 1
        if str(days) == number and int(last) > int(first):
            return True
    # "strike on Tuesday and Wednesday": two days in a row are two days
    return number == "2" and any(
        (WEEKDAYS_IN_ORDER.index(last.lower()) - WEEKDAYS_IN_ORDER.index(first.lower())) % 7 == 1
        for first, last in _WEEKDAY_PAIR.findall(context)
    )


_DATE_PAIR = re.compile(
    rf"\b(on|from|between)\s+(\d{{1,2}})(?:\s+(?:{'|'.join(MONTHS_IN_ORDER)}))?\s+(and|to|-|–|until)\s+"
    rf"(\d{{1,2}})\s+(?:{'|'.join(MONTHS_IN_ORDER)})\b",
    re.IGNORECASE,
)
"""Two days of one month ("on 3 and 4 May"; normalise writes "from 4 August to 8 August")."""


def months_as_weeks(number: str, claim: list[str], rival: str) -> bool:
    """Days as months against days as weeks, within a tenth: "a month after the first" for
    "four weeks apart" (30 and 28 days), as people say them; not "two months" for "four
    weeks"."""
    if neighbour(claim, number, +1) != "day":
        return False
    try:
        one, other = float(number), float(rival)
    except ValueError:
        return False
    # half months too: "a month and a half" (45 days) for "six weeks"
    months_weeks = (one % 15 == 0 and other % 7 == 0) or (one % 7 == 0 and other % 15 == 0)
    return months_weeks and one > 0 and other > 0 and abs(one - other) <= 0.1 * max(one, other)


def _whole_years(days: str) -> bool:
    try:
        return float(days) % 365 == 0 and float(days) > 0
    except ValueError:
        return False


def only_a_date(number: str, claim: list[str], context: list[str]) -> bool:
    """The claim measures with the number ("closes for 14 days") and the context writes it only
    as a day of a month ("14 June", "14-15 June"): not the same figure."""
    if neighbour(claim, number, +1) not in _MEASURED:
        return False
    seen = False
    for index, token in enumerate(context):
        if stem(token) != number:
            continue
        seen = True
        following = [t.lower() for t in context[index + 1 : index + 3]]
        if not following:
            return False
        if following[0] in MONTHS:
            continue
        if following[0].isdigit() and following[1:] and following[1] in MONTHS:
            continue
        return False
    return seen


def once_per(number: str, claim: list[str], context: str) -> bool:
    """ "Every 1 day" (normalise's "daily") where the context does something a day ("walked
    30 minutes a day"): the same frequency, though the context never writes the 1."""
    if number != "1" or neighbour(claim, number, -1) != "every":
        return False
    unit = neighbour(claim, number, +1)
    if unit is None:
        return False
    return re.search(rf"\b(?:a|an|per|each|every 1)\s+{re.escape(unit)}", context, re.I) is not None


_SHARE_OF_THE = re.compile(
    r"\b(\d+(?:\.\d+)?)\s*%\s+of\s+(?:the|these|those|its|their)\s+((?:[a-z-]+\s+)?[a-z]+)\b",
    re.IGNORECASE,
)


def share_of_count(number: str, claim: list[str], context: str) -> tuple[bool, str] | None:
    """The claim counts a part of a whole the context counts elsewhere and gives a share of:
    "100 of the new homes" for "300 new homes ... a third of the homes" (normalise writes "a
    third" as 33 %, so within one hundredth of the whole). Whether the count is that share,
    and the share as the context gives it; None where the context gives no share of it."""
    try:
        claimed = float(number)
    except ValueError:
        return None
    at = _positions(claim, number)
    if not at:
        return None
    near = {stem(t) for t in claim[at[0] + 1 : at[0] + 5]}
    for share in _SHARE_OF_THE.finditer(context):
        noun = next((w for w in share.group(2).lower().split() if stem(w) in near), None)
        if noun is None:
            continue
        for whole in re.finditer(rf"\b(\d+(?:\.\d+)?)\s+(?:[a-z-]+\s+){{0,2}}?{noun}\b", context):
            total = float(whole.group(1))
            part = float(share.group(1)) / 100 * total
            shown = f"{share.group(1)}% of {whole.group(1)} {noun}"
            return abs(part - claimed) <= max(1.0, 0.01 * total), shown
    return None


_AIM = re.compile(
    r"\b(?:aims?|aiming|plans?|planning|hopes?|hoping|intends?|intending|wants?|expects?|expected|"
    r"seeks?|pledged?|promised?|projected|forecast)\s+to\b"
    r"|\b(?:target|goal|aim)s?\s+(?:of|is|was|to)\b|\btargets?\b(?=\s+(?:of\s+)?\d)",
    re.IGNORECASE,
)
"""An aim said before a figure: "aims to reach 90%", "a target of 2 million" (not "a premium
plan at £3 a month")."""
_AIMED_CLAIM = re.compile(
    r"\b(?:aims?|aiming|plans?|planning|hopes?|hoping|intends?|targets?|goal|pledged?|"
    r"promised?|wants?|expects?|expected|forecasts?|projected|seeks?|will|would|could|may|might|"
    r"should|by\s+(?:19|20)\d\d|approv\w*)\b",  # "approved 400 homes": the plan, approved
    re.IGNORECASE,
)


def only_aimed_at(number: str, claim: str, passages: list[Passage]) -> str | None:
    """The context gives the claim's figure only as an aim ("aims to reach 90% renewable power
    by 2030") and the claim states it as done ("already produces 90%"): the sentence, else
    None."""
    if _AIMED_CLAIM.search(claim):
        return None
    aimed = None
    for passage in passages:
        for sentence in passage.sentences:
            if number not in sentence.numbers:
                continue
            tokens = [stem(t) for t in sentence.tokens]
            at = tokens.index(number) if number in tokens else -1
            lead = " ".join(sentence.tokens[max(at - 8, 0) : at]) if at >= 0 else ""
            if at < 0 or not _AIM.search(lead) or _WHAT_IT_HAS.search(lead):
                return None  # said as a fact somewhere: "double its staff of 40" has 40 now
            aimed = sentence.text
    return aimed


_WHAT_IT_HAS = re.compile(r"\b(?:its|their|our|his|her)\s+(?:\w+\s+){1,2}of\s*$", re.IGNORECASE)
"""A figure that says what a thing has now, even inside an aim: "double its staff of 40"."""


_MINUTES_AFTER = re.compile(
    r"\b([a-z]+)\s+(\d+(?:\.\d+)?)\s+minutes\s+after\s+(?:the\s+|its\s+|their\s+)?([a-z]+)",
    re.IGNORECASE,
)


def time_after_event(claim: str, context: str) -> tuple[bool, str, set[str]] | None:
    """A clock time the context gives as a time after another it states: "the course closes
    six hours after the start" and "starts at 8:30am" put the closing at 2:30pm. Whether the
    claim's time for that act is it, the time worked out, and the claim's figures of the time;
    None where the context gives no such time for the claim's act."""
    for found in _MINUTES_AFTER.finditer(context):
        act, minutes, event = found.group(1), float(found.group(2)), found.group(3)
        start = re.search(
            rf"\b{re.escape(stem(event))}\w*\b[^.;]{{0,30}}?\bat\s+(?={CLOCK_TIME.pattern})",
            context,
            re.IGNORECASE,
        )
        claimed = re.search(rf"\b{re.escape(stem(act))}\w*\s+at\s+", claim, re.IGNORECASE)
        if start is None or claimed is None:
            continue
        began = CLOCK_TIME.match(context, start.end())
        said = CLOCK_TIME.match(claim, claimed.end())
        if began is None or said is None:
            continue
        first, given = clock_minutes(began), clock_minutes(said)
        if first is None or given is None:
            continue
        due = int(first + minutes) % 1440
        shown = f"{due // 60:02d}:{due % 60:02d}"
        parts = {p for p in (said.group("hour"), said.group("minute"), said.group("hour24"),
                             said.group("minute24")) if p}  # fmt: skip
        return given == due, shown, {stem(p) for p in parts}
    return None


_NTH = re.compile(
    r"\bthe\s+(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d+)(?:nd|rd|th))\s+"
    r"(\w+(?:\s+\w+)?)",
    re.IGNORECASE,
)


_FIRST_AND_NTH = re.compile(
    r"\bfirst\s+(?P<kind>(?:\w+\s+){0,2}?\w+)\s+(?:in\s+\d{4}\s+)?and\s+(?:a|the|its|her|his)\s+"
    r"(?P<nth>second|third|fourth|fifth)\b",
    re.IGNORECASE,
)


def times_by_ordinal(number: str, claim: list[str], context: str) -> bool:
    """ "Three times this year" for "the third rise this year": the Nth of its kind says it
    has happened N times, when the claim names the kind; "two Michelin stars" for "its first
    Michelin star in 2020 and a second in 2023"."""
    said = {stem(t) for t in claim}
    for found in _FIRST_AND_NTH.finditer(context):
        kind = {stem(word) for word in found.group("kind").split()}
        at = _positions(claim, number)
        counted = {stem(t) for t in claim[at[0] + 1 : at[0] + 4]} if at else set()
        if str(ORDINALS[found.group("nth").lower()]) == number and kind & counted:
            return True
    if neighbour(claim, number, +1) != "time":
        return False
    for found in _NTH.finditer(context):
        nth = found.group(2) or str(ORDINALS[found.group(1).lower()])
        if nth == number and any(stem(word) in said for word in found.group(3).split()):
            return True
    return False


_LASTING = frozenset(stem(word) for word in "lasts lasted takes took runs ran".split())
_FOR_DURATION = re.compile(
    r"\bfor\s+(\d+(?:\.\d+)?)\s+(?:days|minutes)\b"
    # "after a two-week trial" (normalise writes "a 14 days trial"): how long the trial lasted
    r"|\ban?\s+(\d+(?:\.\d+)?)\s+(?:days|minutes)\s+(?=[a-z])"
    # "the surgery took eleven hours": how long it took is how long it lasted
    r"|\b(?:take|takes|took|taken)\s+(\d+(?:\.\d+)?)\s+(?:days|minutes)\b",
    re.IGNORECASE,
)


def lasted_for(claim: list[str], context: str) -> bool:
    """ "Lasted a decade" where the context did its thing "for ten years": the claim's
    duration is one the context gives with "for", so the verb that says how long is said
    too."""
    limits = bounds(" ".join(claim))
    given = [m.group(1) or m.group(2) or m.group(3) for m in _FOR_DURATION.finditer(context)]
    for figure in _lasting_figures(claim):
        limit = limits.get(figure)  # "lasted less than 7 days" for "for 4 days"
        if any(g == figure or (limit and within_bound(limit, g)) for g in given):
            return True
    return False


def duration_given(claim: list[str], context: str) -> bool:
    """The claim says how long something lasts ("the course lasts 7 days") and the context
    gives a length with "for" ("for 10 days"): both speak of how long, whatever else they
    share, so the context's length is the claim's rival."""
    return bool(_lasting_figures(claim)) and _FOR_DURATION.search(context) is not None


def _lasting_figures(claim: list[str]) -> list[str]:
    """The figures of days or minutes a verb of lasting gives: "lasted (less than) 7 days"."""
    found = []
    for index, token in enumerate(claim[:-2]):
        if stem(token) not in _LASTING:
            continue
        for at in range(index + 1, min(index + 4, len(claim) - 1)):
            figure = claim[at]
            if figure[:1].isdigit() and claim[at + 1].lower() in ("days", "minutes"):
                found.append(figure)
                break
            if figure.lower() not in _BOUND_WORDS:
                break
    return found


_BOUND_WORDS = frozenset("less fewer than under over more at most least up to just".split())
_BOUND_BEFORE_A_SPAN = _BOUND_WORDS - _FOR
"""The bound words read past to a span's verb ("for less than"); "over" is a span's own."""


def neighbour(tokens: list[str], target: str, step: int) -> str | None:
    for index, token in enumerate(tokens):
        if stem(token) == target and 0 <= index + step < len(tokens):
            return stem(tokens[index + step])
    return None


_LIST = re.compile(
    r"[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?(?:,\s+[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)+,?\s+"
    r"(?:and|or)\s+[A-Za-z][\w'-]*"
)
"""A list of three or more words or pairs of words: "Spanish, English and Basque"."""


def listed(number: str, claim: list[str], sentence: str) -> bool:
    """The claim counts what the matching sentence lists: "speaks three languages" for "speaks
    Spanish, English and Basque". Only lists of three or more, written with commas, and only
    a count followed by a plural word: "2 eggs" is not "3 eggs and 200 grams"."""
    at = _positions(claim, number)
    if not at or at[0] + 1 >= len(claim):
        return False
    counted = claim[at[0] + 1].lower()
    if not counted.isalpha() or not counted.endswith("s") or counted in _NOT_OWNERS:
        return False
    for found in _LIST.finditer(sentence):
        items = [i for i in re.split(r",\s*|\s+(?:and|or)\s+", found.group(0)) if i.strip()]
        if str(len(items)) == number:
            return True
    if number == "2":  # "two dogs" for "a terrier and a spaniel": both of the kind counted
        kind = stem(counted)
        for found in _PAIR.finditer(sentence):
            kinds = [
                {stem(k) for k in KINDS_OF.get(w.lower()) or KINDS_OF.get(stem(w), frozenset())}
                for w in found.groups()
            ]
            if all(kind in each for each in kinds):
                return True
    return False


def counted_mentions(number: str, claim: list[str], context: list[str]) -> bool:
    """ "Won two Nobel Prizes" where the context names a Nobel Prize twice, each in the
    singular: one thing per mention. Small counts only, and only a plural in the claim."""
    if not number.isdigit() or not 2 <= int(number) <= 10:
        return False
    at = _positions(claim, number)
    following = claim[at[0] + 1 : at[0] + 4] if at else []
    head = next((w for w in following if w.isalpha() and w.lower().endswith("s")), None)
    if head is None or head.lower() in _NOT_OWNERS:
        return False
    thing = stem(head)
    mentions = [t for t in context if stem(t) == thing]
    return len(mentions) == int(number) and not any(t.lower().endswith("s") for t in mentions)


_PAIR = re.compile(r"\b(?:an?\s+)?([a-z]+)\s+and\s+(?:an?\s+)?([a-z]+)\b", re.IGNORECASE)


_RATIO = re.compile(r"^(?:for\s+(?:every|each)|per|to\s+(?:every|each|one))$", re.I)


def ratio_holds(number: str, claim: list[str], context: list[str]) -> bool:
    """ "20 pupils for every teacher" from "30 teachers and 600 pupils": the claim's figure is
    the context's count of one thing over its count of the other."""
    at = _positions(claim, number)
    if not at or at[0] + 4 > len(claim):
        return False
    start = at[0]
    counted = stem(claim[start + 1])
    joined = " ".join(claim[start + 2 : start + 4])
    per = claim[start + 4] if start + 4 < len(claim) and _RATIO.match(joined) else None
    if per is None and _RATIO.match(claim[start + 2]):
        per = claim[start + 3]
    if per is None:
        return False
    counts = {_counted(context, i): token for i, token in enumerate(context) if token[:1].isdigit()}
    top, bottom = counts.get(counted), counts.get(stem(per))
    if top is None or bottom is None:
        return False
    try:
        return close(number, str(float(stem(top)) / float(stem(bottom))), 0.02)
    except (ValueError, ZeroDivisionError):
        return False


_FOR_EACH = re.compile(
    r"\b(?P<rate>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+)(?:'s|')?\s+(?:[a-z]+\s+){0,2}?"
    r"(?:for|per)\s+(?:(?:each|every)\s+(?:full\s+|complete\s+|whole\s+)?(?P<per>[a-z]+)"
    r"|(?P<annual>annual)\b)",  # normalise writes "for every year" as "for annual"
    re.IGNORECASE,
)
"""A rate per counted thing: "7 days' pay for each full year of service"."""


_CAPPED_AT = re.compile(
    r"\b(?:capped\s+at|up\s+to\s+a\s+maximum\s+of|to\s+a\s+maximum\s+of|up\s+to|"
    r"no\s+more\s+than|at\s+most)\s+(\d+(?:\.\d+)?)\s+([a-z]+)",
    re.IGNORECASE,
)


def per_each_holds(number: str, claim: list[str], context: str) -> bool:
    """ "Six weeks' pay after six full years" from "one week's pay for each full year": the
    claim's total is the context's rate times the claim's count, and either may be the figure
    asked about."""
    for found in _FOR_EACH.finditer(context):
        unit = stem(found.group("unit").lower())
        per = "year" if found.group("annual") else stem(found.group("per").lower())
        counts = [
            value
            for index, token in enumerate(claim)
            if (value := _value(token)) is not None
            and per in {stem(word.lower()) for word in claim[index + 1 : index + 3]}
        ]
        if per == "year":  # "eight years of service", which normalise writes as 2920 days
            counts += [
                value / 365
                for index, token in enumerate(claim[:-1])
                if (value := _value(token)) is not None
                and stem(claim[index + 1].lower()) == "day"
                and value % 365 == 0
            ]
        totals = [
            value
            for index, token in enumerate(claim)
            if (value := _value(token)) is not None
            and index + 1 < len(claim)
            and stem(claim[index + 1].lower()) == unit
        ]
        rate = float(found.group("rate"))
        capped = _CAPPED_AT.search(context, found.end(), found.end() + 60)
        cap = (
            float(capped.group(1))
            if capped and capped.group(2).lower()[:3] == found.group("unit").lower()[:3]
            else None
        )
        for count in counts:
            for total in totals:
                if cap is not None and total > cap:
                    continue  # "30 weeks' pay" beyond "capped at 20 weeks"
                asked = (count, total, count * 365)  # a count of years is written in days
                if abs(count * rate - total) < 1e-9 and float(number) in asked:
                    return True
    return False


def _value(figure: str) -> float | None:
    """A figure as a number; None for a token that is none ("1.2.3", a word)."""
    try:
        return float(figure)
    except ValueError:
        return None


_VAGUE = {"a few": (2, 5), "a couple of": (2, 3), "several": (3, 9), "many": (5, 10**9),
          "multiple": (2, 10**9), "numerous": (5, 10**9), "dozens of": (24, 199),
          "hundreds of": (200, 1999), "thousands of": (2000, 1_999_999),
          "tens of thousands of": (20_000, 199_999),
          "millions of": (2_000_000, 10**12)}  # fmt: skip
_VAGUE_COUNT = re.compile(
    r"\b(a\s+few|a\s+couple\s+of|several|many|multiple|numerous|dozens\s+of|hundreds\s+of|"
    r"tens\s+of\s+thousands\s+of|thousands\s+of|millions\s+of)\s+([a-z]+)",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"\b(?:(?P<below>fewer\s+than|less\s+than|under)|(?P<above>more\s+than|over))?\s*"
    r"(?P<count>\d+(?:\.\d+)?)\s+(?P<noun>[a-z]+)(?:\s+(?P<then>[a-z]+))?",
    re.IGNORECASE,
)
"""A count of a noun, with any bound and one word between: "fewer than 10 deaths"."""


def _counted_range(sentence: str, noun: str) -> tuple[float, float, str] | None:
    """The range the sentence gives for the count of `noun`, taken loosely."""
    for found in _COUNTED.finditer(sentence):
        words = {stem(found.group("noun").lower()), stem((found.group("then") or "").lower())}
        if noun not in words or YEAR.match(found.group("count")):
            continue  # "10 deaths", "13000 wooden houses"
        count = float(found.group("count"))
        if found.group("below"):
            return 0, count, found.group(0).strip()
        if found.group("above"):
            return count, float("inf"), found.group(0).strip()
        return count * 0.75, count * 1.34, found.group(0).strip()
    return None


_ONLY_ONE = re.compile(r"\b(?:only|just)\s+(?:1|one|a\s+single)\s+([a-z]+)", re.IGNORECASE)
_IN_DAYS = {"minute": 1 / 1440, "hour": 1 / 24, "day": 1, "week": 7, "month": 30, "year": 365,
            "decade": 3650}  # fmt: skip
_DURATION = re.compile(r"\b(\d+(?:\.\d+)?)\s+(minute|hour|day|week|month|year|decade)s?\b", re.I)


def vague_count_met(claim: str, context: str) -> set[str]:
    """The words of a vague count ("tens of thousands of customers") that a figure of the
    same things in the context ("about 80000 customers") falls within: said by it."""
    said: set[str] = set()
    for found in _VAGUE_COUNT.finditer(claim):
        low, high = _VAGUE[" ".join(found.group(1).lower().split())]
        noun = stem(found.group(2).lower())
        for given in re.finditer(r"\b(\d[\d.]*)\s+([a-z-]+)(?:\s+([a-z]+))?", context):
            nouns = {stem(given.group(2)), stem(given.group(3) or "")}  # "80000 (adult) customers"
            if noun in nouns and low <= float(given.group(1)) <= high:
                said |= {stem(w) for w in found.group(1).lower().split()}
    return said


def vague_count_conflict(claim: str, sentence: str) -> str | None:
    """A vague count the context's figure rules out: "several queens" against "only one
    queen"; "several years" against "about 42 days" (both in days, the context's figure taken
    loosely)."""
    for found in _VAGUE_COUNT.finditer(claim):
        low, high = _VAGUE[" ".join(found.group(1).lower().split())]
        noun = stem(found.group(2).lower())
        only = _ONLY_ONE.search(sentence)
        if only and stem(only.group(1).lower()) == noun:
            return f"{only.group(0)!r}, not {found.group(0)!r}"
        unit = noun.rstrip("s")
        if unit not in _IN_DAYS:
            given_range = _counted_range(sentence, noun)
            if given_range and (given_range[1] < low or given_range[0] > high):
                return f"{given_range[2]!r}, not {found.group(0)!r}"
            continue
        outside = []
        for given in _DURATION.finditer(sentence):
            days = float(given.group(1)) * _IN_DAYS[given.group(2).lower()]
            if days * 1.34 < low * _IN_DAYS[unit] or days * 0.75 > high * _IN_DAYS[unit]:
                outside.append(given.group(0))
            else:  # "sold out in two hours" says "a couple of hours", whatever "15 years" is
                outside = []
                break
        if outside:
            return f"{outside[0]!r}, not {found.group(0)!r}"
    return None


_CHANGED_BY = re.compile(
    r"\b(?P<verb>[a-z]+)\b[^.;]{0,60}?(?:\bby\s+|\b(?:fell|rose|grew|dropped)\s+)"
    r"(?P<share>\d+(?:\.\d+)?)\s*%\s+"
    r"(?P<side>to|from)\s+(?P<value>\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
_WAYS = {
    **{stem(w): -1 for w in "reduce cut fall fell drop lower decrease decline shrink".split()},
    **{stem(w): 1 for w in "grow rise raise increase climb jump".split()},
}


def _way_of(change: str) -> int | None:
    """+1 for a change up ("raised by"), -1 for one down ("cut by"), None for neither."""
    return next((_WAYS[stem(w.lower())] for w in change.split() if stem(w.lower()) in _WAYS), None)


_CHANGED_BY_POINTS = re.compile(
    r"\b(?P<verb>[a-z]+)\b[^.;]{0,60}?\bby\s+(?P<points>\d+(?:\.\d+)?)(?P<share>%\s+of\s+a)?\s+"
    r"percentage\s+points?\s+(?P<side>to|from)\s+(?P<value>\d+(?:\.\d+)?)%",
    re.IGNORECASE,
)
"""A rate changed by points: "raised by a quarter of a percentage point to 4.5%" (normalise
writes the quarter as "25% of a")."""


def value_across_change(number: str, context: str) -> bool:
    """The claim's figure is the value before or after a change the context gives by a share:
    "cut by 20% to 8 pence" was 10 pence before; "raised by 10% from 50" is 55 after; or by
    percentage points: "raised by 0.25 points to 4.5%" was 4.25% before."""
    if number.endswith("%") and "percentage point" in context:
        return _across_points(number[:-1], context)
    try:
        claimed = float(number)
    except ValueError:
        return False
    for found in _CHANGED_BY.finditer(context):
        way = _way_of(found.group(0))
        if way is None:
            continue
        share, value = float(found.group("share")) / 100, float(found.group("value"))
        if found.group("side").lower() == "to":
            other = value / (1 + way * share) if 1 + way * share else None
        else:
            other = value * (1 + way * share)
        if other is not None and close(number, f"{other:g}", 0.01) and claimed != value:
            return True
    # the change and the value before it said apart: "use fell by a fifth after meters were
    # installed. Before the meters, a household used 150 litres a day" (120 after)
    for change in _SHARE_CHANGE.finditer(context):
        way = _way_of(change.group(0))
        if way is None:
            continue
        share = float(change.group("share")) / 100
        for before in _VALUE_BEFORE.finditer(context):
            value = float(before.group("value"))
            if claimed != value and close(number, f"{value * (1 + way * share):g}", 0.01):
                return True
        # ... or the value after it: "rose by 9% ... is now £1,250" was about £1,150 before
        for now in _VALUE_NOW.finditer(context):
            value = float(now.group("value"))
            if claimed != value and close(number, f"{value / (1 + way * share):g}", 0.01):
                return True
    # "parking fines will double to £140" were £70; "halved to 40" was 80
    for found in _TIMES_TO.finditer(context):
        factor = _TIMES_FACTOR[found.group("times").lower()[:4]]
        if close(number, f"{float(found.group('value')) / factor:g}", 0.01):
            return True
    # a price after a discount the context gives beside it: "£15 a day" and "a 90% discount"
    for discount in _DISCOUNT.finditer(context):
        share = float(discount.group("share")) / 100
        for price in _PRICE.finditer(context):
            value = float(price.group("value"))
            if claimed != value and close(number, f"{value * (1 - share):g}", 0.01):
                return True
    return False


_TIMES_TO = re.compile(
    r"\b(?P<times>double|doubled|doubles|doubling|triple|tripled|triples|halve|halved|halves)\s+to\s+"
    r"(?P<value>\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
_TIMES_FACTOR = {"doub": 2.0, "trip": 3.0, "halv": 0.5}
_DISCOUNT = re.compile(r"\b(?P<share>\d+(?:\.\d+)?)\s*%\s+(?:discount|off|reduction)\b", re.I)
_PRICE = re.compile(r"\b(?P<value>\d+(?:\.\d+)?)\s+(?:pounds|euros|dollars)\b")


_SHARE_CHANGE = re.compile(
    r"\b(?:fell|fall|falls|rose|rise|rises|grew|grow|dropped|drop|declined|decline|increased|"
    r"increase|decreased|decrease|went\s+(?:up|down))\s+by\s+"
    r"(?P<share>\d+(?:\.\d+)?)\s*%",
    re.IGNORECASE,
)
_VALUE_NOW = re.compile(
    r"\b(?:now|currently)\b[^.;]{0,40}?\b(?P<value>\d+(?:\.\d+)?)\b(?!\s*%)", re.IGNORECASE
)
_VALUE_BEFORE = re.compile(
    r"\b(?:before|previously|until\s+then|beforehand)\b[^.;]{0,80}?\b(?P<value>\d+(?:\.\d+)?)\b(?!\s*%)",
    re.IGNORECASE,
)


def _across_points(number: str, context: str) -> bool:
    for found in _CHANGED_BY_POINTS.finditer(context):
        way = _way_of(found.group(0))
        if way is None:
            continue
        points = float(found.group("points")) / (100 if found.group("share") else 1)
        value = float(found.group("value"))
        before = found.group("side").lower() == "to"  # the value given is the one after
        other = value - way * points if before else value + way * points
        if close(number, f"{other:g}", 0.001):
            return True
    return False


_DEADLINE_BOUNDS = (("at", "most"), ("no", "later"), ("until",), ("by",))


def before_deadline(number: str, claim: list[str], context: list[str]) -> tuple[bool, str] | None:
    """Whether "N before X" in the claim keeps a deadline the context sets as "up to M before
    X" (normalise writes "at most M"), and the deadline as written: two days before departure
    keeps "up to 24 hours before departure", an hour before does not. None where the context
    sets no such deadline."""
    for at in _positions(claim, number):
        if at + 3 >= len(claim) or claim[at + 2].lower() != "before":
            continue
        unit, anchor = stem(claim[at + 1].lower()), stem(claim[at + 3].lower())
        if unit not in _IN_MINUTES:
            continue
        for there, token in enumerate(context[:-3]):
            if not token[:1].isdigit() or context[there + 2].lower() != "before":
                continue
            if stem(context[there + 3].lower()) != anchor:
                continue
            other = stem(context[there + 1].lower())
            before = tuple(t.lower() for t in context[max(0, there - 2) : there])
            if other not in _IN_MINUTES or not any(
                before[-len(words) :] == words for words in _DEADLINE_BOUNDS
            ):
                continue
            try:
                claimed = float(number) * _IN_MINUTES[unit]
                limit = float(stem(token)) * _IN_MINUTES[other]
            except ValueError:
                continue
            deadline = " ".join(context[max(0, there - 2) : there + 4])
            return claimed >= limit, deadline
    return None


_GROWTH = re.compile(r"\b(?:grow|grew|rise|rose|increase\w*|fall|fell|drop\w*|up|down|by)\b", re.I)


_PART_OF = re.compile(
    r"\b(?P<part>\d[\d.]*)\s+(?:of|out\s+of)\s+(?:its|the|their|his|her|our)\s+"
    r"(?P<whole>\d[\d.]*)\s+(?P<what>[a-z]+)"
)
"""A count of a whole named beside it: "close 14 of its 60 shops"."""


def share_bound_of_part(
    number: str, bound: tuple[str, float], claim_stems: frozenset[str], context: str
) -> tuple[bool, str] | None:
    """Whether a share bound ("fewer than a quarter of its shops") holds for the part of the
    whole the context counts of the claim's thing ("14 of its 60 shops" is 23%), and the
    count; None where the context counts no part of it."""
    if not number.endswith("%"):
        return None
    for found in _PART_OF.finditer(context):
        if stem(found.group("what")) not in claim_stems:
            continue
        part, whole = _value(found.group("part")), _value(found.group("whole"))
        if part is None or not whole or part > whole:
            continue
        share = part / whole * 100
        return bool(within_bound(bound, str(share))), f"{found.group(0)} ({share:.0f}%)"
    return None


_TAKING_TOTAL_TO = re.compile(
    r"(?P<added>\d[\d.]*)\s+(?:[A-Za-z'&-]+,?\s+){0,6}?(?:taking|bringing|raising|lifting|"
    r"increasing)\s+(?:its|their|the|his|her)\s+(?:total|number|count|tally|fleet|estate)\s+"
    r"(?:\w+\s+){0,2}?to\s+(?P<total>\d[\d.]*)"
)
_N_OTHER = re.compile(r"\b(?P<others>\d+)\s+other\b")


def total_after_adding(number: str, context: str) -> bool:
    """The claim's count is the total the context's addition brings it to ("add 1,500 bikes,
    bringing its fleet to 6,000"): all of them, not another count of the ones added."""
    return any(
        _value(found.group("total")) == _value(number)
        for found in _TAKING_TOTAL_TO.finditer(context)
    )


def count_before_or_with_others(number: str, context: str) -> bool:
    """A count the context gives by arithmetic: what there was before an addition ("about
    220 shops" for "will open 40 shops, taking its total to 260"), or a whole of "N other"
    and the one named ("six on the shortlist" for "beating five other shortlisted authors")."""
    try:
        value = float(number)
    except ValueError:
        return False
    for found in _TAKING_TOTAL_TO.finditer(context):
        if float(found.group("total")) - float(found.group("added")) == value:
            return True
    return any(int(found.group("others")) + 1 == value for found in _N_OTHER.finditer(context))


_TIMES_AS_MANY = re.compile(
    r"(?P<now>\d[\d.]*)\s+(?:[A-Za-z']+\s+){0,8}?grew\s+(?P<times>\d+(?:\.\d+)?)\s+times\s+"
    r"(?:[a-z]+\s+)?as\b"
)
"""A figure said as a multiple of an earlier one, as normalise writes "twice as many as last
year": "3000 runners ..., grew 2 times as last year", "100 cars, grew 2 times cars as the old
one"."""


def earlier_by_multiple(number: str, context: str) -> bool:
    """The claim's figure is the earlier one a multiple was of: 1,500 last year for "3,000,
    twice as many as last year"."""
    value = _value(number)
    if value is None:
        return False
    for found in _TIMES_AS_MANY.finditer(context):
        now, times = _value(found.group("now")), _value(found.group("times"))
        if now and times and close(number, _plain(now / times), share=0.02):
            return True
    return False


_CHANGE_PAIR = re.compile(
    r"(?P<now>\d[\d.]*)\b[^.;]{0,60}?\b(?:down|up|fall|rise|fell|rose|falling|rising)\s+from\s+"
    r"(?P<then>\d[\d.]*)|\bfrom\s+(?P<start>\d[\d.]*)\s+(?:[a-z]+\s+)?to\s+(?P<end>\d[\d.]*)"
)
_BOUNDED_CHANGE = re.compile(
    r"\b(?:fell|fall|falls|dropped|drop|rose|rise|rises|grew|grow|shrank|cut|increased|decreased|"
    r"went\s+(?:up|down)|go\s+(?:up|down)|reduced|reduce)\s+(?:by\s+)?(?:more|less|fewer|over|under|"
    r"at\s+least|at\s+most|almost|nearly)\b",
    re.IGNORECASE,
)


def change_share_bound(
    number: str, bound: tuple[str, float], claim: str, context: str
) -> bool | None:
    """Whether a bound on a share of change ("fell by more than half") holds for the change the
    context gives ("412 pairs, down from 620": a third); None where it gives none."""
    if not number.endswith("%") or not _BOUNDED_CHANGE.search(claim):
        return None
    for found in _CHANGE_PAIR.finditer(context):
        then = _value(found.group("then") or found.group("start"))
        now = _value(found.group("now") or found.group("end"))
        if then is None or now is None or not then or YEAR.match(str(int(then))):
            continue
        return bool(within_bound(bound, str(abs(now - then) / then * 100)))
    return None


def share_of_two(number: str, context_numbers: Iterable[str], claim: str) -> bool:
    """A share the claim gives is one of two context figures of the other ("840 of the 1,200"
    is 70%; "6 dollars" against "12 dollars" is half), or a change between them ("grew by 60%"
    from 250,000 to 400,000, where the claim says it changed)."""
    if not number.endswith("%"):
        return False
    try:
        share = float(number[:-1])
    except ValueError:
        return False
    values = _counts(sorted(context_numbers)[:12])
    changed = _GROWTH.search(claim) is not None
    tolerance = max(0.5, share * 0.01)
    for a in values:
        for b in values:
            if not 0 < a < b:
                continue
            if abs(a / b * 100 - share) <= tolerance:
                return True
            if changed and abs((b - a) / a * 100 - share) <= tolerance:
                return True
    return False


def _counts(figures: Iterable[str]) -> list[float]:
    """The figures that count something, as numbers: not shares, not years."""
    return [
        value
        for figure in figures
        if not figure.endswith("%")
        and not YEAR.match(figure)
        and (value := _value(figure)) is not None
    ]


_THE_REST = re.compile(r"\bthe\s+(?:rest|remainder|others|remaining)\b", re.IGNORECASE)


def rest_of_total(number: str, context_numbers: Iterable[str], context: str) -> bool:
    """ "The rest were undecided": the claim's count is what the context's largest count
    leaves after its others ("840 of 1,200 said yes, 60 said no; the rest" are 300)."""
    if not _THE_REST.search(context):
        return False
    if number.endswith("%"):  # "the state pays 70%; the employer pays the rest": 30%
        shares = [v for n in context_numbers if n.endswith("%") and (v := _value(n[:-1]))]
        claimed_share = _value(number[:-1])
        return claimed_share is not None and any(
            abs(100 - share - claimed_share) < 1e-9 for share in shares
        )
    values = _counts(context_numbers)
    if len(values) < 3:
        return False
    total = max(values)
    parts = [v for v in values if v != total][:8]
    try:
        claimed = float(number)
    except ValueError:
        return False
    # the parts the rest is left after, among the context's other figures ("a four-day week"
    # is a figure too): any one to three of them
    return any(
        abs(total - sum(chosen) - claimed) < 1e-9
        for size in (1, 2, 3)
        for chosen in itertools.combinations(parts, size)
    )


_KEPT_PART = re.compile(
    r"\b(?:keep|kept|keeps|withh[eo]lds?|retain(?:ed|s)?|deduct(?:ed|s)?)\s+(?P<part>\d+(?:\.\d+)?)"
    r"\b[^.;]{0,40}?\bof\s+(?:the|a|an|its|her|his|their)\s+(?P<whole>\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
_GIVEN_BACK = re.compile(r"\b(?:return|refund|repay)(?:s|ed)?\b", re.IGNORECASE)


def rest_given_back(number: str, claim: str, context: str) -> bool:
    """ "Returned 800 pounds" for "kept 200 pounds of the 1,000-pound deposit": what is given
    back is the whole less the part kept."""
    if not _GIVEN_BACK.search(claim):
        return False
    claimed = _value(number)
    return claimed is not None and any(
        abs(float(found.group("whole")) - float(found.group("part")) - claimed) < 1e-9
        for found in _KEPT_PART.finditer(context)
    )


_WHOLE_GIVEN_BACK = re.compile(
    r"\b(?:return|refund|repa(?:y|id)|receive|g[eo]t|give|gave|paid)(?:s|ed|ing)?\b[^.;]{0,30}?"
    r"\b(?:full|whole|entire|all\s+of|100\s*%\s+of)\s+(?:(?:the|her|his|their|its)\s+)?"
    r"(?P<thing>\w+)",
    re.IGNORECASE,
)
_PART_HELD_BACK = re.compile(
    r"\b(?:deduct(?:ed|s)?|withh[eo]lds?|kept|keeps?|retain(?:ed|s)?|(?:the\s+)?remainder\s+of|"
    r"the\s+rest\s+of)\b[^.;,]{0,60}",
    re.IGNORECASE,
)

_GIVEN_BACK_ANY = re.compile(r"\b(?:return|refund|repa(?:y|id)|give\s+back|gave\s+back)", re.I)


def whole_given_back(claim: str, context: str) -> str | None:
    """ "Returned the full deposit" against "deducted 300 euros ... the remainder was
    returned": part was held back, so not the whole."""
    whole = _WHOLE_GIVEN_BACK.search(claim)
    if not whole or not _GIVEN_BACK_ANY.search(context) or _WHOLE_GIVEN_BACK.search(context):
        return None
    thing = whole.group("thing").lower()
    for held in _PART_HELD_BACK.finditer(context):
        part = held.group(0)
        # a sum held back, or the rest of the same thing: not "kept the receipt"
        if any(c.isdigit() for c in part) or re.search(rf"\b{re.escape(thing)}", part, re.I):
            return f'the context says part was held back: "{part.strip()}"'
    return None


def part_of_count(number: str, context_numbers: Iterable[str], roughly: bool, context: str) -> bool:
    """The claim's count is a share the context gives of a count it gives: "about 167 of the
    new homes" for "500 new homes ... a third of them" (normalise writes the third as 33%); or
    the whole a count is said to be that share of, beside it: "employs about 15,000" for
    "1,200 jobs, about 8% of its workforce"."""
    try:
        claimed = float(number)
    except ValueError:
        return False
    shares = [
        value
        for figure in context_numbers
        if figure.endswith("%") and (value := _value(figure[:-1])) is not None
    ]
    if claimed < 5:
        return False  # "one dose", "doubled": small figures match some share of anything
    tolerance = max(0.5, (0.03 if roughly else 0.005) * claimed)
    return any(
        abs(count * share / 100 - claimed) <= tolerance
        for count in _counts(context_numbers)
        for share in shares
    ) or any(
        abs(float(found.group("part")) * 100 / float(found.group("share")) - claimed) <= tolerance
        for found in _PART_AS_SHARE.finditer(context)
        if float(found.group("share")) > 0
    )


_PART_AS_SHARE = re.compile(
    r"\b(?P<part>\d+(?:\.\d+)?)\s+[a-z]+,\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?"
    r"(?P<share>\d+(?:\.\d+)?)\s*%\s+of\s+(?:(?:its|their|his|her|our)\s+|the\s+"
    # (not another's: "£6, half the price of the nearest multiplex" gives the multiplex £12)
    r"(?!(?:price|cost|fare|fee|prices|fares)\s+(?:of|at|in)\b))"
)


_TALLY = re.compile(
    r"\b(?P<verb>voted|passed|approved|backed|carried|rejected|defeated|threw\s+out)\s+"
    r"(?:it\s+|the\s+\w+\s+)?(?:by\s+)?(?P<won>\d+)\s+(?:votes\s+)?(?:to|-)\s+(?P<lost>\d+)\b"
    r"(?P<against>\s+against\b)?",
    re.IGNORECASE,
)
_BACKING = r"(?:support|supports|supported|back|backs|backed|voted\s+for|approved|favou?red)"
_OPPOSING = r"(?:oppose|opposes|opposed|voted\s+against|rejected|objected)"
_MOST_SIDE = re.compile(
    rf"\b(?:most|(?:a|the)\s+majority\s+of)\b[^.;]{{0,40}}?\b(?:(?P<for>{_BACKING})|{_OPPOSING})\b",
    re.IGNORECASE,
)
_COUNTED_SIDE = re.compile(
    rf"\b(?P<count>\d+)\s+(?:[a-z]+\s+){{0,2}}?(?:(?P<for>{_BACKING})|{_OPPOSING})\b", re.IGNORECASE
)
_CLOSE_VOTE = re.compile(r"\b(?:close|narrow(?:ly)?|tight|knife-edge)\b", re.IGNORECASE)
_VOTERS = re.compile(
    r"\b(?P<bound>more\s+than|over|fewer\s+than|less\s+than|under)?\s*(?P<count>\d+)\s+"
    r"(?:[a-z]+\s+){0,2}?(?:voted|took\s+part|cast\s+(?:a\s+)?votes?)\b"
    r"(?!\s+(?:for|against|in\s+favou?r|to|yes|no)\b)",
    re.IGNORECASE,
)
"""A count of all who voted: "more than 400 residents voted", against the tally's sum."""
_UNANIMOUS = re.compile(
    r"\bunanimous(?:ly)?\b|\b(?:no\s+one|nobody|none)\s+(?:voted\s+against|opposed)", re.IGNORECASE
)


def vote_tally(claim: str, context: str, denied: bool) -> tuple[bool, str] | None:
    """What a vote's count says of the claim: "voted 9 to 4 to build it" makes "most
    supported it" and "four opposed it" true and "the vote was unanimous" false. Whether the
    claim holds, and the count; None where the context gives no count or the claim no side."""
    tally = _TALLY.search(context)
    if tally is None:
        return None
    won, lost = int(tally.group("won")), int(tally.group("lost"))
    passed = not (
        tally.group("against")
        or re.match(r"rejected|defeated|threw", tally.group("verb"), re.IGNORECASE)
    )
    backing, opposing = (won, lost) if passed else (lost, won)
    said = f"the vote was {tally.group('won')} to {tally.group('lost')}"
    if _UNANIMOUS.search(claim):
        return (min(backing, opposing) == 0) != denied, said
    if _CLOSE_VOTE.search(claim) and re.search(r"\b(?:vote|ballot|poll|result)\b", claim, re.I):
        # "the vote was close" against 312 to 95: a margin of a tenth of the votes or less
        return (abs(won - lost) * 10 <= won + lost) != denied, said
    voters = _VOTERS.search(claim)
    if voters is not None and not denied:
        total, count, bound = won + lost, int(voters.group("count")), voters.group("bound") or ""
        if bound.lower() in ("more than", "over"):
            return total > count, f"{said}, {total} votes in all"
        if bound:
            return total < count, f"{said}, {total} votes in all"
        return total == count, f"{said}, {total} votes in all"
    if denied:
        return None
    most = _MOST_SIDE.search(claim)
    if most is not None:
        return (backing > opposing) == bool(most.group("for")), said
    counted = _COUNTED_SIDE.search(claim)
    if counted is not None:
        side = backing if counted.group("for") else opposing
        return int(counted.group("count")) == side, said
    return None


_MORE_THAN_NAMED = re.compile(
    r"\b(?P<figure>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+)(?:\s+\w+){0,3}?,?\s+(?P<gap>\d+(?:\.\d+)?)\s+"
    r"(?P<way>more|fewer|less)\s+than\s+(?:(?:her|his|their|its)\s+)?(?:[a-z]+\s+)?"
    r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
)


_THAN_PLANNED = re.compile(
    r"\b(?P<figure>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+),?\s+(?P<gap>\d+(?:\.\d+)?)\s+(?:[a-z]+\s+)?"
    r"(?P<way>more|less|fewer|higher|lower|longer|shorter)\s+than\s+(?:first\s+|originally\s+|"
    r"initially\s+)?(?:planned|expected|"
    r"budgeted|forecast|scheduled)\b",
    re.IGNORECASE,
)


def figure_planned(number: str, context: str, approximate: bool = False) -> bool:
    """The figure that was planned: "£48 million, £8 million more than planned" planned £40
    million; "14 months, four months longer than planned" planned 10; "in 2027, two years
    later than planned" planned 2025."""
    value = _value(number)
    if value is None:
        return False
    for found in _THAN_PLANNED.finditer(context):
        more = found.group("way") in ("more", "higher", "longer")
        gap = float(found.group("gap")) * (1 if more else -1)
        if abs(float(found.group("figure")) - gap - value) < 1e-9:
            return True
    # "2 million passengers, 25% fewer than forecast": about 2.7 million were forecast
    for found in _SHARE_THAN_PLANNED.finditer(context):
        share = float(found.group("share")) / 100 * (1 if found.group("way") in _MORE else -1)
        if share <= -1:
            continue
        before = context[max(found.start() - 150, 0) : found.start()]
        for figure in re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])", before):
            planned = float(figure) / (1 + share)
            if abs(planned - value) <= (0.03 if approximate else 1e-9) * max(planned, 1e-9):
                return True
    # "will open in 2027, two years later than planned" (normalise: 730 days): due in 2025
    for found in _YEARS_LATE.finditer(context):
        years = float(found.group("days")) / 365 * (1 if found.group("way") == "later" else -1)
        if abs(float(found.group("year")) - years - value) < 1e-9:
            return True
    return False


_SHARE_THAN_PLANNED = re.compile(
    r"(?P<share>\d+(?:\.\d+)?)\s?%\s+(?P<way>more|less|fewer|higher|lower)\s+than\s+"
    r"(?:first\s+|originally\s+)?(?:planned|expected|budgeted|forecast)\b",
    re.IGNORECASE,
)
"""A figure's distance from the plan as a share: "25% fewer than forecast"; the figure is
one of those just before it ("carried 2 million passengers in its first six months. That
is 25% fewer ...")."""
_MORE = ("more", "higher")
_YEARS_LATE = re.compile(
    r"\b(?:in|from|by)\s+(?P<year>\d{4}),?\s+(?P<days>\d+)\s+days\s+(?P<way>later|earlier)\s+than\s+"
    r"(?:(?:first\s+|originally\s+|initially\s+|previously\s+)?(?:planned|expected|scheduled|"
    r"forecast|announced|promised|agreed)|previously\s+(?:say|said))\b",  # ("announced": "say")
    re.IGNORECASE,
)


def figure_of_the_compared(number: str, claim: list[str], context: str) -> bool:
    """The figure of the one the context compares with: "18 goals, three more than her
    teammate Ida Berg" gives Ida Berg 15, when the claim names her and the unit."""
    value = _value(number)
    if value is None:
        return False
    named = {t for t in claim if t[:1].isupper()}
    for found in _MORE_THAN_NAMED.finditer(context):
        if not named & set(found.group("who").split()):
            continue
        if found.group("unit") not in claim and stem(found.group("unit")) not in map(stem, claim):
            continue
        gap = float(found.group("gap")) * (1 if found.group("way") == "more" else -1)
        if abs(float(found.group("figure")) - gap - value) < 1e-9:
            return True
    return False


def total_of_counts(number: str, claim: list[str], context: str) -> bool:
    """The claim's count is the sum of two counts one context sentence gives of the same
    people, the second elliptic: "600 volunteers took part" for "300 volunteers took the
    supplement and 300 took a placebo". Not two counts of different things ("two cups of
    flour and one egg") nor two lengths of different acts."""
    value = _value(number)
    noun = neighbour(claim, number, +1)
    if value is None or noun is None:
        return False
    if YEAR.match(number) and not any(
        stem(token) == number and claim[i + 1 : i + 2] and claim[i + 1].lower().endswith("s")
        for i, token in enumerate(claim)
    ):
        return False  # a year, unless it counts a plural: "1,600 patients"
    for found in _ELLIPTIC_COUNTS.finditer(context):
        if stem(found.group("noun").lower()) != noun:
            continue
        if abs(float(found.group("one")) + float(found.group("other")) - value) < 1e-9:
            return True
    return False


_ELLIPTIC_COUNTS = re.compile(
    r"\b(?P<one>\d+(?:\.\d+)?)\s+(?P<noun>[a-z]+)\s+(?P<act>[a-z]+)\b[^.;]{0,60}?\band\s+"
    r"(?P<other>\d+(?:\.\d+)?)\s+(?:(?P=act)|an?|the)\b",
    re.IGNORECASE,
)
"""'300 volunteers took the supplement and 300 took a placebo': the second count shares the
first's noun and repeats its verb, or leaves it out ("and 300 a placebo")."""
_LATER_BY = re.compile(
    r"\b(?P<gap>\d+(?:\.\d+)?)\s+(?P<unit>seconds|minutes|hours|days|weeks|months|years)\s+"
    r"(?P<way>later|behind|earlier|ahead)\b",
    re.IGNORECASE,
)
LATER_WORDS = (" later", " behind", " earlier", " ahead")
"""What `later_by` reads: a context without any of them has no gap to add."""


def later_by(number: str, rivals: list[str], context: str) -> bool:
    """The claim's figure is a rival's plus a gap the context gives as "N units later" (or
    less one "earlier"): "in the 80th minute" for "sent off in the 70th minute ... scored ten
    minutes later", "2 hours 45 minutes" for "won in 2 hours 41 minutes ... the runner-up
    finished four minutes behind her"."""
    claimed = _value(number)
    if claimed is None:
        return False
    gaps = [
        float(found.group("gap")) * (1 if found.group("way").lower() in ("later", "behind") else -1)
        for found in _LATER_BY.finditer(context)
    ]
    values = [value for value in map(_value, rivals) if value is not None]
    return any(abs(rival + gap - claimed) < 1e-9 for gap in gaps for rival in values)


_FELL = re.compile(
    r"\b(?:fall|fell|fallen|drop|dropped|decreas\w*|declin\w*|shr[au]nk|cut|lost|down)\b", re.I
)
_ROSE = re.compile(r"\b(?:rise|rose|risen|grew|grow|grown|increas\w*|climb\w*|up|gain\w*)\b", re.I)


def change_as_share(number: str, context_numbers: Iterable[str], claim: str, roughly: bool) -> bool:
    """A change the claim gives as a share of the first figure, the way the context's two
    figures go: "fell by a quarter" for "dropped from 80,000 to 60,000"."""
    if not number.endswith("%"):
        return False
    claimed = _value(number[:-1])
    if claimed is None:
        return False
    figures = [
        v
        for n in context_numbers
        if not n.endswith("%") and not YEAR.match(n) and (v := _value(n)) is not None and v
    ]
    fell, rose = bool(_FELL.search(claim)), bool(_ROSE.search(claim))
    tolerance = 2.0 if roughly else 0.5
    for before in figures:
        for after in figures:
            if before == after:
                continue
            share = abs(after - before) / before * 100
            if abs(share - claimed) > tolerance:
                continue
            if (after < before and fell and not rose) or (after > before and rose and not fell):
                return True
    return False


_MORE_WORDS = "hotter warmer bigger larger higher taller longer heavier older richer dearer faster"
_LESS_WORDS = "colder cooler smaller lower shorter lighter younger poorer cheaper slower"
_COMPARED_NAMES = re.compile(
    r"(?P<one>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s+(?:was|is|were|are|got|became|grew)?\s*"
    rf"(?:(?P<more>{'|'.join(_MORE_WORDS.split())}|more\s+expensive)|"
    rf"(?P<less>{'|'.join(_LESS_WORDS.split())}))\s+than\s+"
    r"(?P<other>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
)


def compared_figures(claim: str, sentences: Iterable[str]) -> tuple[bool, str] | None:
    """Which of two named things the context gives the greater figure: "Madrid was hotter than
    Seville" against "41C in Seville ... Madrid reached 38C". Whether the claim's order holds,
    and the two figures; None where a sentence gives either name no figure of its own."""
    found = _COMPARED_NAMES.search(claim)
    if found is None:
        return None
    said = list(sentences)

    def figure_of(name: str) -> float | None:
        key = name.split()[-1]
        own = [s for s in said if re.search(rf"\b{re.escape(key)}\b", s)]
        if len(own) > 1:  # named again ("He ..." read as the name): the one giving its figure
            own = [s for s in own if re.search(rf"\b{re.escape(key)},?\s+(?:aged\s+)?\d", s)]
        if len(own) != 1:
            return None
        values = [
            v
            for t in raw_tokens(own[0])
            if t[:1].isdigit() and not YEAR.match(t) and (v := _value(t)) is not None
        ]
        return values[0] if len(values) == 1 else None

    one, other = figure_of(found.group("one")), figure_of(found.group("other"))
    if one is None or other is None or one == other:
        return None
    holds = (one > other) == bool(found.group("more"))
    return holds, (
        f"the context gives {found.group('one')} {one:g} and {found.group('other')} {other:g}"
    )


_PRICE_RANGE = re.compile(
    r"\b(?:between|from)\s+(?P<low>\d+(?:\.\d+)?)\s+(?P<unit>pounds|euros|dollars|pence|cents)\s+"
    r"(?:and|to)\s+(?P<high>\d+(?:\.\d+)?)\s+(?P=unit)\b",
    re.IGNORECASE,
)
_PRICE_END = re.compile(
    r"\b(?:(?P<low>cheapest|lowest|least\s+expensive)|(?P<high>most\s+expensive|dearest|priciest|"
    r"top))\b[^.;]{0,40}?\b(?P<figure>\d+(?:\.\d+)?)\s+(?P<unit>pounds|euros|dollars|pence|cents)\b"
    r"|\b(?:(?P<over>more\s+than|over|above)|(?P<under>less\s+than|under|below))\s+"
    r"(?P<bound>\d+(?:\.\d+)?)\s+(?P<bound_unit>pounds|euros|dollars|pence|cents)\b",
    re.IGNORECASE,
)


def price_range_end(claim: str, context: str) -> tuple[bool, str] | None:
    """What the context's one price range says of the claim: "cost between £65 and £150" makes
    the cheapest £65 and the dearest £150, and rules out "some cost more than £200". None
    where the context gives no single range or the claim no end or bound of one."""
    found = _PRICE_END.search(claim)
    if found is None:
        return None
    ranges = list(_PRICE_RANGE.finditer(context))
    # "fares start at £79": a bottom with no top
    starts = [] if ranges else list(_PRICE_FROM.finditer(context))
    if len(ranges) + len(starts) != 1:
        return None
    given = (ranges or starts)[0]
    unit = given.group("unit").lower()
    low = float(given.group("low"))
    high = float(given.group("high")) if ranges else None
    said = f"the context gives {given.group(0)}"
    if found.group("figure") is not None:
        if found.group("unit").lower() != unit or (high is None and not found.group("low")):
            return None
        figure = float(found.group("figure"))
        return figure == (low if found.group("low") else high), said
    if found.group("bound_unit").lower() != unit:
        return None
    bound = float(found.group("bound"))
    # "more than £200" against a top of £150; "under £50" against a bottom of £65
    beyond = (high is not None and bound >= high) if found.group("over") else bound <= low
    return (False, said) if beyond else None


_PRICE_FROM = re.compile(
    r"\b(?:begin|begins|start|starts|starting|beginning)\s+(?:at|from)\s+(?P<low>\d+(?:\.\d+)?)\s+"
    r"(?P<unit>pounds|euros|dollars|pence|cents)\b",
    re.IGNORECASE,
)


_MORE_THAN_BEFORE = re.compile(
    r"\b(?P<figure>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+),?\s+(?P<gap>\d+(?:\.\d+)?)\s+(?:[a-z]+\s+)?"
    r"(?P<way>more|fewer|less|longer|shorter|higher|lower|bigger|smaller)\s+than\s+"
    r"(?:now|today|before|at\s+present|currently|last\s+year|the\s+(?:old|current|existing|"
    r"previous)\s+\w+|the\s+(?:\w+\s+){0,2}?(?:they|it|which|that)\s+replaces?)\b",
    re.IGNORECASE,
)
_THEN_WORDS = re.compile(
    r"\b(?:now|currently|at\s+present|today|replaced|replacing|old|older|existing|current|"
    r"previous|before|last\s+year|used\s+to|previously|originally|formerly)\b",
    re.IGNORECASE,
)
_BY_TO = re.compile(
    r"\b(?P<way>rise|rose|risen|up|increased?|grow|grew|grown|fall|fell|fallen|down|cut|"
    r"decreased?|drop|dropped)\s+by\s+(?P<gap>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+)\s+to\s+"
    r"(?P<figure>\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
"""A change by a gap to a figure: "have risen by 20 pounds to 295 pounds" (275 before)."""


def figure_before_the_change(number: str, claim: str, context: str) -> bool:
    """The figure of what is there now, from the new one and the gap: "600 passengers, 100
    more than the ships they replace" gives the old ships 500; "50 minutes, ten minutes longer
    than now" makes it 40 now. The claim must speak of the present or the replaced one, in the
    figure's unit."""
    value = _value(number)
    if value is None or not _THEN_WORDS.search(claim):
        return False
    for found in itertools.chain(_MORE_THAN_BEFORE.finditer(context), _BY_TO.finditer(context)):
        if not re.search(rf"\b{re.escape(found.group('unit'))}\b", claim, re.IGNORECASE):
            continue
        more = found.group("way").lower() in _UPWARDS
        gap = float(found.group("gap")) * (1 if more else -1)
        if abs(float(found.group("figure")) - gap - value) < 1e-9:
            return True
    return False


_UPWARDS = frozenset(
    "more longer higher bigger rise rose risen up increase increased grow grew grown".split()
)
