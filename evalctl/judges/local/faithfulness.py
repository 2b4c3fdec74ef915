"""The offline judge's faithfulness steps: claims from sentences, verdicts from the context.

A claim is `no` when a number or name it states is missing from the context while the context
fills the same slot with another value (same unit, both years, same preposition), or when it
negates the context sentence it matches; `yes` when its numbers and names are found and most of
its content words are covered; `unsure` otherwise. Speculative claims are `unsure` unless the
context says the same (spec/LOCAL_JUDGE.md).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

from evalctl.judges.local.paraphrase import KINDS_OF, derived, normalise
from evalctl.judges.local.slots import (
    bounds,
    class_rival,
    covered_by_range,
    day_covered,
    moved_away,
    obliged_where_allowed,
    other_cause,
    proportion_conflict,
    relative_time_conflict,
    within_bound,
)
from evalctl.judges.local.text import (
    APPROXIMATE_WORDS,
    NEGATIONS,
    STOPWORDS,
    Passage,
    Sentence,
    analyse_sentence,
    analyse_text,
    facts_in,
    raw_tokens,
    split_clauses,
    split_sentences,
    stem,
)

_SPECULATIVE = re.compile(
    r"\b(may|might|could|possibly|perhaps|likely|probably|maybe|potentially|seems?"
    r"|Might|Could|Possibly|Perhaps|Likely|Probably|Maybe|Potentially|Seems?)\b"
)
"""Case-sensitive: "May" with a capital is the month ("published in May"), not a hedge."""
_VERBS = frozenset(
    """is are was were be been has have had does do did may might could will would can should
    must seem seems offers offer employs employ provides provide includes include operates
    operate remains remain became become makes make sells sell builds build runs run uses use
    focuses focus specialises specializes specialize expands expand plans plan""".split()
)
_IMPERATIVE = frozenset(
    "please contact call visit see click check let ask email note try consider".split()
)
_CLAUSE_SPLIT = re.compile(r";\s*|,\s*(?:and\s+|but\s+)?|\s+and\s+|\s+but\s+", re.IGNORECASE)
_NEGATION = re.compile(r"\b(not|no|never|none|n't|neither|unable)\b", re.IGNORECASE)
""""Unable" too: normalise writes "cannot" and "could not" as "unable"."""
_WITHOUT = re.compile(r"\bwithout\s+(?:a\s+|an\s+|the\s+|any\s+)?([A-Za-z]+)", re.IGNORECASE)
_PERMISSION = re.compile(r"\b(?:may|can)\b")
_PERMITTED = re.compile(
    r"\b(?:allowed|permitted|may|can|forbidden|banned|prohibited|closed\s+to|open\s+to)\b",
    re.IGNORECASE,
)
"""'People may smoke in the courtyard' against 'permitted in the courtyard' is permission,
not speculation."""
_FORBIDS = re.compile(
    r"\b(?:may\s+not|must\s+not|cannot|can't|not\s+(?:be\s+)?(?:allowed|permitted)|forbidden|"
    r"banned|prohibited|closed\s+to)\b",
    re.IGNORECASE,
)
_ADDS = re.compile(
    r"\b(?:also|as well|in addition|additionally)\b|\btoo\b(?=\s*(?:[.,;!?]|$))", re.IGNORECASE
)
"""'Also' and a closing 'too' ('it has a pool, too'), not the 'too' of 'too hot'."""
_YEAR = re.compile(r"^(1[5-9]\d\d|20\d\d)$")


def extract_claims(output: str) -> dict[str, Any]:
    """The claims answer: the output's statements, split at clause boundaries."""
    claims: list[str] = []
    for sentence in split_sentences(output):
        text = sentence.strip().rstrip(".!")
        if not text or text.endswith("?") or text.split()[0].lower() in _IMPERATIVE:
            continue
        segments = [s.strip() for s in _CLAUSE_SPLIT.split(text) if s and s.strip()]
        merged: list[str] = []
        for segment in segments:
            if merged and not _is_clause(segment):
                merged[-1] = f"{merged[-1]}, {segment}"
            else:
                merged.append(segment)
        claims.extend(m for m in merged if len(raw_tokens(m)) >= 2)
    return {"claims": claims}


def _is_clause(segment: str) -> bool:
    words = [w.lower() for w in raw_tokens(segment)]
    return any(w in _VERBS or (len(w) > 4 and w.endswith("ed")) for w in words)


def judge_claims(context: list[str], claims: list[str]) -> dict[str, Any]:
    """One verdict per claim, with the evidence in its reason. Claims and context are first
    brought to one vocabulary (paraphrase.py), so a paraphrase is compared by meaning."""
    originals: dict[str, str] = {}
    normalised = []
    for passage in context:
        sentences = []
        for raw in split_sentences(passage):
            sentence = normalise(raw)
            originals[f'"{sentence}"'] = f'"{raw}"'
            sentences.append(sentence)
        normalised.append(" ".join(sentences))
    view = _ContextView([analyse_text(p) for p in normalised])
    acronyms = _Acronyms(" ".join(context))
    verdicts = [_verdict(normalise(acronyms.spelled_out(claim)), view) for claim in claims]
    for verdict in verdicts:  # reasons quote the context as it was written
        reason = verdict["reason"]
        for shown, written in originals.items():
            if shown in reason:
                verdict["reason"] = reason.replace(shown, written)
                break
    return {"verdicts": verdicts}


_ACRONYM = re.compile(r"\b[A-Z][A-Z&]{1,5}\b")
_LINKING = frozenset("of and for the to in on at &".split())


class _Acronyms:
    """The acronyms of a case's claims, each spelled out as the context writes it ("CFO",
    "chief financial officer"), looked for once per case and only for the acronyms the claims
    use: at most MOST_ACRONYMS of them, each one pass over the context's words."""

    MOST_ACRONYMS = 32

    def __init__(self, context: str) -> None:
        self._context = context
        self._words: list[str] | None = None
        self._written: frozenset[str] = frozenset()
        self._found: dict[str, str] = {}

    def spelled_out(self, claim: str) -> str:
        if not _ACRONYM.search(claim):
            return claim
        return _ACRONYM.sub(lambda match: self._phrase(match.group(0)), claim)

    def _phrase(self, acronym: str) -> str:
        if self._words is None:
            self._words = re.findall(r"[A-Za-z&]+", self._context)
            self._written = frozenset(self._words)
        if acronym in self._written:
            return acronym  # the context uses the acronym itself
        if acronym not in self._found and len(self._found) < self.MOST_ACRONYMS:
            self._found[acronym] = _spelled(self._words, acronym.lower().replace("&", ""))
        return self._found.get(acronym) or acronym


def _spelled(words: list[str], letters: str) -> str:
    """The first run of words whose initials spell `letters`, linking words ("of", "and")
    spelled or skipped; a run of capitalised words ("World Health Organization") wins over
    ordinary words that share its initials ("with her own"). "" when none does."""
    first = ""
    for start, word in enumerate(words):
        if word[0].lower() != letters[0]:
            continue
        phrase = _initialled(words, start, letters)
        if phrase is None:
            continue
        if all(w[0].isupper() for w in phrase.split() if w.lower() not in _LINKING):
            return phrase
        first = first or phrase
    return first


def _initialled(words: list[str], start: int, letters: str) -> str | None:
    """The words from `start` whose initials spell `letters`, linking words spelled or
    skipped ("department of justice" is both "doj" and "dj")."""
    taken: list[str] = []
    index = start
    for letter in letters:
        while index < len(words) and taken and words[index].lower() in _LINKING:
            if words[index][0].lower() == letter:
                break
            taken.append(words[index])
            index += 1
        if index >= len(words) or words[index][0].lower() != letter:
            return None
        taken.append(words[index])
        index += 1
    return " ".join(taken) if len(taken) > 1 else None


class _ContextView:
    """The context analysed once per case, shared by the verdicts of all its claims."""

    def __init__(self, passages: list[Passage]) -> None:
        self.passages = passages
        self.names: frozenset[str] = frozenset().union(*(p.names for p in passages))
        self.tokens = [t for p in passages for s in p.sentences for t in s.tokens]
        kinds = {stem(kind) for t in self.tokens for kind in KINDS_OF.get(t.lower(), ())}
        days = {stem(day) for t in self.tokens for day in _EACH_DAY.get(t.lower(), ())}
        self.days = frozenset(days)
        words = frozenset().union(*(p.stems for p in passages))
        self.stems: frozenset[str] = words.union(kinds, days, *(derived(w) for w in words))
        """Its content stems, the kinds of the things it names ("dogs": "pet", "animal"), and
        the days a rule for all of them names ("on weekends": Saturday and Sunday)."""


_EACH_DAY = {
    "weekdays": ("monday", "tuesday", "wednesday", "thursday", "friday"),
    "weekends": ("saturday", "sunday"),
}
"""A rule for every weekday is a rule for Monday: plurals that name each of their days."""


def _verdict(claim: str, context: _ContextView) -> dict[str, str]:
    passages = context.passages
    claim_text = analyse_text(claim)
    names = context.names | claim_text.names | _capitalised(claim)
    claim_tokens = raw_tokens(claim)
    numbers, entities = facts_in(claim_tokens, names)
    context_tokens = context.tokens
    # Entities depend on this claim's names too, so they are found per claim.
    context_numbers, context_entities = facts_in(context_tokens, names)
    context_stems = context.stems
    if _COMPARATIVE.search(claim):
        numbers = numbers - _differences(context_numbers)  # "50 more" from 450 and 400

    best = _best_sentence(claim_text.stems, passages)
    if (
        _SPECULATIVE.search(claim)
        and not (best and _SPECULATIVE.search(best[0]))
        and not (_PERMISSION.search(claim) and best and _PERMITTED.search(best[0]))
    ):
        return _say("unsure", "speculative, and the context does not say so")
    approximate = _APPROXIMATE.search(claim) is not None
    approximated: set[str] = set()
    bounded = bounds(claim)
    rated = False  # a figure given at the context's rate over another period
    for number in sorted(numbers - context_numbers):
        rivals = _rival_numbers(number, claim_tokens, context_tokens)
        if number in bounded and rivals:
            # A bound against a bound ("within 60 days" against "within 30 days") is compared
            # as it stands; against a figure, by what the bound allows.
            given = bounds(" ".join(context_tokens))
            met = [
                r
                for r in rivals
                if (r not in given and within_bound(bounded[number], stem(r)))
                # "within 20 minutes" implies "under half an hour"; but a rule's limit is the
                # rule ("returns are allowed within 60 days" is not "within 30 days")
                or (
                    not _RULE.search(claim)
                    and _COMPARED.search(claim)  # "in under half an hour", not "within 60 days"
                    and r in given
                    and given[r][0] == bounded[number][0]
                    and within_bound(bounded[number], stem(r))
                )
            ]
            if not met:  # "more than 200 rooms" against "120 rooms"
                return _say(
                    "no", f"the context gives {rivals[0]}, not {bounded[number][0]} {number}"
                )
            approximated.add(number)  # "more than 100 rooms" for 120 rooms: a true bound
        elif rivals and (
            _in_decade(number, claim, rivals) or any(_converted(number, stem(r)) for r in rivals)
        ):
            approximated.add(number)  # "the late 1990s" for 1998; "26.2 miles" for 42.195 km
        elif rivals and _same_rate(number, claim_tokens, rivals[0], context_tokens):
            approximated.add(number)  # "18 days a year" for "1.5 days every month"
            rated = True
        elif rivals and approximate and any(_close(number, stem(r)) for r in rivals):
            approximated.add(number)  # "about 45 days" for 42 days: the same, said roughly
        elif rivals and covered_by_range(" ".join(context_tokens), number):
            approximated.add(number)  # "200 °C" within "between 180 and 240 °C"
        elif rivals:
            return _say("no", f"the context gives {rivals[0]}, not {number}")
        else:
            limit = _context_limit(
                number, claim_tokens, claim_text.stems, passages, bounded.get(number)
            )
            if limit is not None and not limit[1]:
                return _say("no", f'the context requires {limit[0]}: "{limit[2]}"')
            if limit is not None:
                approximated.add(number)  # "a ten-year-old" within "children under 12"
    numbers -= approximated
    for name in sorted(entities - context_entities - context.days):
        rival = _rival_name(name, claim_tokens, context_tokens, context_entities)
        if rival:
            return _say("no", f"the context names {rival}, not {name}")
    if not _negated(claim):
        other = class_rival(claim_tokens, claim_text.stems, _statements(passages))
        if other:
            return _say("no", other)
    if best is not None and best[1] >= 0.5:
        share = proportion_conflict(claim, best[0])
        if share:
            return _say("no", f'the context says {share}: "{best[0]}"')
    # "Does not open on Sundays" against "closed on Sundays": the claim denies the opposite of
    # what the context says, which agrees with it.
    denies_opposite = (
        best is not None
        and _polarity_differs(claim, claim_text.stems, best[0])
        and (
            _negated_opposite(claim, claim_text.stems, best[0])
            # "may not cross" against "closed to trucks": both forbid
            or bool(_FORBIDS.search(claim) and _FORBIDS.search(best[0]))
        )
    )
    stated = numbers | entities | _known_capitals(claim_text, passages)
    swapped = None
    if not denies_opposite:
        swapped = (
            _same_slot_rival(claim_text, stated, passages)
            or _crossed_pair(claim_text, claim_tokens, numbers, passages)
            or _figure_of_another(claim_tokens, numbers & context_numbers, context_tokens)
            or _done_by_another(
                claim_tokens, entities | _known_capitals(claim_text, passages), passages
            )
            or _role_of_another(claim, passages)
            or _other_agent(claim, passages)
            or _said_of_another(claim_tokens, claim_text.stems, passages)
        )
    if swapped is None:
        swapped = relative_time_conflict(claim, numbers & context_numbers, _statements(passages))
    if swapped is not None:
        return _say("no", swapped)
    if (
        best is not None
        and best[1] >= 0.6
        and _polarity_differs(claim, claim_text.stems, best[0])
        # and in the clause it matches: "covers defects but does not cover accidental damage"
        and _polarity_differs(claim, claim_text.stems, _clause_of_act(claim, claim_text, best[0]))
        and not denies_opposite
    ):
        return _say("no", f'the claim negates the context: "{best[0]}"')
    for sentence in _matching_sentences(claim_text.stems, passages, least=0.5):
        if denies_opposite:
            break  # its negation already takes the opposite into account
        clause = _closest_clause(claim_text.stems, sentence)
        complement = _complement_clause(claim, claim_text.stems, sentence, clause)
        opposite = (
            _exception_in(claim, claim_text.stems, sentence)
            or _priced(claim, complement)
            or _antonym_in(claim, complement)
            or _antonym_after_later_word(claim, claim_text.stems, sentence, complement)
            or (None if rated else _other_frequency(claim, clause))
            or _opposite_elsewhere(claim, claim_text.stems, sentence, clause)
            or _permits_what_is_forbidden(claim, clause, sentence)
            or obliged_where_allowed(claim, clause)
            or other_cause(claim, sentence)
        )
        if opposite:
            return _say("no", f'the context says {opposite}: "{sentence}"')
    turned = None if _negated(claim) else _turned_the_other_way(claim, passages)
    if turned:
        return _say("no", turned)
    for sentence in _matching_sentences(claim_text.stems, passages, least=0.2):
        implied = _implied_contradiction(claim, sentence)
        if implied:
            return _say("no", f'the context rules it out ({implied}): "{sentence}"')
    missing = (numbers - context_numbers) | (entities - context_entities - context.days)
    said = context_stems | approximated
    coverage = (
        sum(1 for word in claim_text.stems if word in said or derived(word) & said)
        / len(claim_text.stems)
        if claim_text.stems
        else 0.0
    )
    acts = _acts_missing(claim, context_stems) or _role_missing(claim, context_stems)
    limited = _beyond_only(claim, claim_text.stems, context_stems, best)
    if not missing and limited:
        return _say("no", f'the context says only {limited}: "{best[0] if best else ""}"')
    if not missing and coverage > 0.5 and not acts:
        added = _ADDS.search(claim)
        if added and coverage < 1:  # "also designed the original building": one fact more
            unsaid = sorted(claim_text.stems - context_stems)
            return _say(
                "unsure",
                f"it says {added.group(0)!r} and more: the context does not say {unsaid[0]}",
            )
        return _say("yes", f"{coverage:.0%} of its content is in the context")
    if not missing and acts:
        return _say("unsure", f"nothing in the context says {acts[0]!r}")
    if missing:
        return _say("unsure", "the context does not mention " + ", ".join(sorted(missing)))
    return _say("unsure", f"only {coverage:.0%} of its content is in the context")


_REQUIREMENT = frozenset(
    stem(word) for word in "need needs required require must allowed able".split()
)
"""Words that restate what "only" makes a condition of ("employees need a badge")."""
_ONLY = re.compile(
    r"(?<!\bthe )(?<!\ban )(?<!\bnot )(?<!\bif )\b(?:only|exclusively|solely)\s+(\S+(?:\s+\S+)?)",
    re.I,
)


def _beyond_only(
    claim: str, stems: frozenset[str], context: frozenset[str], best: tuple[str, float] | None
) -> str | None:
    """ "The printer supports only black-and-white printing" against "it can print in colour":
    the sentence the claim matches limits what it speaks of, and the claim adds something the
    context never names. Not for a claim word the context covers as a kind ("on Saturday"
    against "only at weekends")."""
    if best is None or best[1] < 0.5 or _negated(claim) or _FORBIDS.search(claim):
        return None  # "non-members may not vote" against "only members can": it agrees
    segments = [p for p in _STATEMENT_BREAK.split(best[0]) if p.strip()] or [best[0]]
    only = _ONLY.search(max(segments, key=lambda p: len(stems & analyse_sentence(p).stems)))
    if only is None or only.group(1)[:1].isdigit():
        return None  # "only 3 had worked there" counts; it does not limit a kind; nor does
        # "only" in another clause ("runs only in summer; in winter, take a plane")
    unsaid = [word for word in stems - context if word not in STOPWORDS | _REQUIREMENT]
    for word in unsaid:
        if not any(stem(kind) in context for kind in KINDS_OF.get(word, ())):
            return only.group(1).rstrip(".,;")
    return None


def _same_slot_rival(claim: Passage, facts: set[str], passages: list[Passage]) -> str | None:
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
    best: tuple[float, Any] | None = None
    for sentence in _statements(passages):
        overlap = len(rest & sentence.stems) / len(rest)
        if (
            best is None
            or overlap > best[0]
            or (overlap == best[0] and len(sentence.stems) < len(best[1].stems))
        ):
            best = (overlap, sentence)  # on a tie, the narrower statement: it is the slot
    if best is None or best[0] < least:
        return None
    sentence = best[1]
    stated = sentence.numbers | {
        c for c in sentence.capitals if c not in _STOP_CAPITALS and c not in _TITLES
    }
    claim_places = _places(claim.sentences[0].tokens) if claim.sentences else {}
    sentence_places = _places(sentence.tokens)
    claim_acts = _acts_of_years(claim.sentences[0].tokens) if claim.sentences else {}
    dated = {year: (stem(verb), verb) for year, verb in _acts_of_years(sentence.tokens).items()}
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
        if _said_apart(fact, claim, facts, passages):
            continue
        kind_numbers = fact[:1].isdigit()
        rivals = sorted(
            value
            for value in stated - facts - covered_by_range(sentence.text, fact)
            if value[:1].isdigit() == kind_numbers and value not in claim.stems
        )
        if rivals:
            shown, claimed = (v if v[:1].isdigit() else v.title() for v in (rivals[0], fact))
            return f'the context says {shown} here, not {claimed}: "{sentence.text}"'
    return None


_PAIRING_BREAK = re.compile(r";\s*|,\s*|\s+(?:and(?!\s+[A-Z])|but|while|whereas)\s+")
"""Not at "and" before a name: "offices in Bergen and Stockholm" is one list."""


def _crossed_pair(
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
                    measured = _measured(list(sentence.tokens))
                    for part in with_word:
                        rivals = sorted(
                            n for n in part.numbers - numbers if _same_kind(n, number, measured)
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
        rf"\b(?:[Tt]he|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur)\s+(?:[a-z']+\s+)?([a-z]+)\s+{_PERSON}"
    ),
    # "Ines Duarte as CEO", "Mark Ellis, who became chairman", "Anna is the team's goalkeeper"
    re.compile(rf"{_PERSON}\s+as\s+(?:the\s+|its\s+|an?\s+)?{_ROLE}"),
    re.compile(
        rf"{_PERSON},?\s+(?:who\s+)?(?:is|was|became|has\s+been)\s+(?:now\s+)?"
        rf"(?:the\s+|an?\s+|its\s+)?{_ROLE}"
    ),
)
_ROLE_CLAIMED = re.compile(
    rf"^{_PERSON}\s+(?:is|was|became|has\s+been)\s+(?:now\s+|still\s+)?"
    rf"(?:the\s+|an?\s+|its\s+|(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*'s\s+)?{_ROLE}"
)
_REPLACES = re.compile(r"\b(?:replac\w*|succeed\w*|took\s+over|take\s+over)\b", re.I)


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
            if number == 0:
                role, person = match.group(1), match.group(2)
            else:
                person, role = match.group(1), _role_word(match.group(2), match.group(3))
            if role is None or person.split()[0].lower() in STOPWORDS:
                continue
            found.setdefault(stem(role.lower()), set()).update(stem(w) for w in person.split())
    return found


def _role_of_another(claim: str, passages: list[Passage]) -> str | None:
    """The claim gives its person a role the context gives someone else: "Nina Park was the
    witness" against "the witness, Carlos Mendes, saw the driver, Nina Park, ..."; "Mark
    Ellis is now the CEO" against "appointed Ines Duarte as CEO, replacing Mark Ellis"; "Carlos
    Mendes was driving" against "the driver, Nina Park". Not for a person the context says
    replaced someone ("Omar Haddad replaced her")."""
    claimed = _ROLE_CLAIMED.search(claim)
    if claimed is None:
        return None
    role = _role_word(claimed.group(2), claimed.group(3))
    if role is None:
        return None
    person = {stem(w) for w in claimed.group(1).split()}
    wanted = stem(role.lower())
    for passage in passages:
        for sentence in passage.sentences:
            roles = _roles(sentence.text)
            holders = roles.get(wanted) or next(
                (people for said, people in roles.items() if wanted in derived(said)), None
            )  # "was driving" and "the driver"
            if not holders or person & holders:
                continue
            replacing = _REPLACES.search(sentence.text)
            if replacing and any(
                stem(t) in person for t in raw_tokens(sentence.text[: replacing.start()])[-3:]
            ):
                continue  # the claim's person took the role over ("Omar Haddad replaced her")
            other = next(
                w for w in raw_tokens(sentence.text) if w[0].isupper() and stem(w) in holders
            )
            return f'the context makes {other} the one who is {role}: "{sentence.text}"'
    return None


def _figure_of_another(claim: list[str], numbers: set[str], context: list[str]) -> str | None:
    """The claim gives its word a figure the context gives another word, while the context
    gives the claim's word a figure of its own: "flossing twice a day" against "brushing twice
    a day and flossing once a day"; "the budget was $300 million" against "grossed $300
    million on a budget of $80 million". A figure belongs to the nearest content word before
    it, within two words."""
    for number in sorted(numbers):
        word = _owner(claim, number)
        if word is None:
            continue
        owners = {_owner(context, number, at) for at in _positions(context, number)}
        if None in owners or word in owners or not owners:
            continue  # the context gives the figure to the claim's word, or to no one
        later = {stem(t.lower()) for t in claim} - {word, number}
        if any(_of_word(context[at + 1 : at + 4]) in later for at in _positions(context, number)):
            continue  # "15 minutes of preparation": the figure is the claim's other word's
        for at, token in enumerate(context):
            if stem(token.lower()) != word:
                continue
            own = next(
                (c for c in context[at + 1 : at + 5] if c[:1].isdigit() and stem(c) != number),
                None,
            )
            if (
                own is not None
                and _owner(context, stem(own), at + 1 + context[at + 1 : at + 5].index(own)) == word
            ):
                return f"the context gives {own} for {token.lower()}, not {number}"
    return None


def _of_word(tokens: list[str]) -> str | None:
    """The word after "of" in a figure's next words ("minutes of preparation")."""
    lowered = [t.lower() for t in tokens]
    if "of" in lowered[:-1]:
        return stem(lowered[lowered.index("of") + 1])
    return None


def _positions(tokens: list[str], number: str) -> list[int]:
    return [i for i, t in enumerate(tokens) if t[:1].isdigit() and stem(t) == number]


_NOT_OWNERS = STOPWORDS | frozenset(
    "every times per about around roughly nearly dollars euros pounds yen metres grams minutes "
    "days am pm".split()
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


def _slot_of(tokens: list[str], word: str) -> str | None:
    """The preposition right before `word` (a stem) in `tokens`, or "^" when `word` is their
    first content word (the subject: "the battery is covered ...; other parts are ...")."""
    for before, token in itertools.pairwise(tokens):
        if stem(token) == word and before.lower() in _PREPOSITIONS:
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


def _same_kind(one: str, other: str, measured: frozenset[str] = frozenset()) -> bool:
    """Both years, or both shares, or both other figures. A figure with a unit after it is no
    year ("1825 days", five years in days)."""

    def year(figure: str) -> bool:
        return bool(_YEAR.match(figure)) and figure not in measured

    return year(one) == year(other) and one.endswith("%") == other.endswith("%")


def _measured(tokens: list[str]) -> frozenset[str]:
    """The figures in `tokens` that a unit follows."""
    return frozenset(
        stem(token)
        for token, after in itertools.pairwise(tokens)
        if token[:1].isdigit() and after.lower() in _UNIT_WORDS
    )


def _parts_of(text: str) -> list[Sentence]:
    return [analyse_sentence(part) for part in _PAIRING_BREAK.split(text) if part and part.strip()]


def _done_by_another(claim: list[str], names: set[str], passages: list[Passage]) -> str | None:
    """The claim ties a person or place to an act that a context sentence gives, in another
    of its parts, to another person or place on the same side of the act: "Hannah Lee manages
    the bakery's finances" against "Hannah Lee founded the bakery, and her partner Tom Ruiz
    manages its finances"; "the ferry departs from Hook of Holland" against "the ferry leaves
    Harwich at 10:15 and arrives in Hook of Holland". The claim's subject is left out (every
    part may share it), and so is an act the claim's name's own part also says."""
    named = {name for name in names if name not in _TITLES}
    if not named:
        return None
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
    for passage in passages:
        for sentence in passage.sentences:
            if not named & sentence.capitals:
                continue
            parts = _parts_of(sentence.text)
            if len(parts) < 2:
                continue
            own = [part for part in parts if named & part.capitals]
            if any(not _has_act(part) for part in own):
                continue  # "..., and 10 km on Tuesday": the earlier part's act is shared
            for index, token in acts:
                act = stem(token)
                if any(act in part.stems for part in own):
                    continue
                before = any(stem(t) in named for t in claim[:index])
                after = any(stem(t) in named for t in claim[index + 1 :])
                for part in parts:
                    if act not in part.stems or named & part.capitals:
                        continue
                    at = next(i for i, t in enumerate(part.tokens) if stem(t.lower()) == act)
                    side = (part.tokens[:at] if before else ()) + (
                        part.tokens[at + 1 :] if after else ()
                    )
                    others = [t for t in side if t[0].isupper() and stem(t) in part.names]
                    if others:
                        return f'the context gives "{token}" to {others[0]}: "{sentence.text}"'
    return None


_PASSIVE = re.compile(r"\b(?:is|are|was|were|be|been)\s+\w+(?:ed|en)\b", re.I)
_OWN_SUBJECT = re.compile(r"\s*(?:(?:the|a|an|his|her|its|their|my|our)\s+[a-z]|[A-Z][a-z])")
"""A part that names its own subject ("the cat is asleep"), not one that goes on about the
sentence's ("which Omar defended", "though a few needed care")."""
_BACK_REFERENCE = re.compile(r"\b(?:it|them|which|whom|who|whose|this|these|those)\b", re.I)


def _said_of_another(
    claim: list[str], stems: frozenset[str], passages: list[Passage]
) -> str | None:
    """What the claim says of its subject, a context sentence says of another in one of its
    parts, while its part about the claim's subject says something else: "the dog is asleep
    on the sofa" against "the cat is asleep on the sofa, and the dog is in the garden"."""
    if not claim or claim[0].lower() in _PREPOSITIONS or _PASSIVE.search(" ".join(claim)):
        return None  # "On Saturdays the bakery opens", "the mural was restored": no doer first
    at = next(
        (i for i, t in enumerate(claim) if t[:1].isalpha() and t.lower() not in STOPWORDS), None
    )
    if at is None or (at + 1 < len(claim) and claim[at + 1].lower() in ("and", "or", "with")):
        return None  # "Anna and Lena are sisters" has two subjects
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
            for part in parts:
                if (
                    subject not in part.stems
                    and rest <= part.stems
                    and _OWN_SUBJECT.match(part.text)
                    and not _BACK_REFERENCE.search(part.text)
                ):
                    return (
                        f'the context says that of another, not of the {subject}: "{sentence.text}"'
                    )
    return None


def _said_apart(fact: str, claim: Passage, facts: set[str], passages: list[Passage]) -> bool:
    """A part of a context sentence gives the claim's figure with another of the claim's words
    and names no one the claim does not: "Anna ran 5 km on Monday, and 10 km on Tuesday"
    says "10 km on Tuesday" of Anna, though its first part gives her 5 km."""
    for passage in passages:
        for sentence in passage.sentences:
            if fact not in sentence.stems:
                continue
            for part in _parts_of(sentence.text):
                if fact not in part.stems or not part.names <= claim.stems:
                    continue
                units = {stem(t) for t in part.tokens if t.lower() in _UNIT_WORDS}
                if (claim.stems - {fact} - units) & part.stems and part.text != sentence.text:
                    return True
    return False


def _has_act(part: Sentence) -> bool:
    """Whether a part has a word of its own beyond names, figures and units."""
    return any(
        t.islower() and t not in STOPWORDS and t not in _UNIT_WORDS and t.isalpha()
        for t in part.tokens
    )


_UNIT_WORDS = frozenset("metres grams minutes days % euros dollars pounds".split())


def _acts_of_years(tokens: tuple[str, ...]) -> dict[str, str]:
    """{year: the past-tense verb nearest before it, within six words}: "founded in 1902 and
    moved to its current building in 1960" → {1902: founded, 1960: moved}."""
    acts: dict[str, str] = {}
    for index, token in enumerate(tokens):
        if not _YEAR.match(token):
            continue
        for back in range(index - 1, max(index - 7, -1), -1):
            word = tokens[back].lower()
            if _past_verb_like(tokens[back]) and word not in STOPWORDS:
                acts[token] = word
                break
    return acts


def _statements(passages: list[Passage]) -> Iterator[Sentence]:
    """Every context sentence, then each statement joined in it ("; ", ", and", ", but",
    "while", "whereas"): "Sales in Europe fell by 12%, while sales in Asia grew by 8%" gives
    Europe one figure and Asia another, which the whole sentence mixes. Commas, brackets and
    a bare "and" are not split: "120 patients, 30 of whom were over 65" is one statement."""
    for passage in passages:
        for sentence in passage.sentences:
            yield sentence
            parts = [part for part in _STATEMENT_BREAK.split(sentence.text) if part.strip()]
            if len(parts) > 1:
                yield from (analyse_sentence(part) for part in parts)


_STATEMENT_BREAK = re.compile(r";\s|,\s+(?:and|but|or|while|whereas)\b|\s(?:while|whereas)\s", re.I)
_TITLES = frozenset("dr dr. mr mrs ms prof professor sir dame judge president".split())


_PRONOUN = re.compile(r"\b(?:it|them|this|that|these|those)\b", re.IGNORECASE)
"""A statement whose object is a pronoun ("and Leo Dubois restored it") is about the
sentence's earlier object."""


def _other_agent(claim: str, passages: list[Passage]) -> str | None:
    """The claim says who did something ("Peter Hale wrote the novel") and the context gives
    that act to someone else ("written by Clara Voss and translated by Peter Hale"), even
    when the claim's person appears in the same sentence in another role."""
    claimed = _agents(claim)
    if not claimed:
        return None
    claim_stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            parts = [p for p in _STATEMENT_BREAK.split(sentence.text) if p.strip()]
            for part in parts:
                said = _agents(part)
                part_stems = analyse_sentence(part).stems if len(parts) > 1 else None
                for act, (person, shown) in claimed.items():
                    others = said.get(act)
                    if others is None or others[0] & person:
                        continue
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
                    return (
                        f'the context gives "{act}" to {others[1]}, not {shown}: "{sentence.text}"'
                    )
    return None


def _only_here(words: frozenset[str], part: str, parts: list[str]) -> bool:
    """Some of `words` are in this part of the sentence and in no other: "the original was
    written by Luis Vega" is the part a claim about "the original book" means."""
    others = frozenset().union(*(analyse_sentence(p).stems for p in parts if p is not part))
    return bool(words - others)


_PUNCTUATION = re.compile(r"[;,:()]")


def _agents(text: str) -> dict[str, tuple[frozenset[str], str]]:
    """Who does each act, and where: a name right before a verb ("Anna founded"), after
    "<verb> by" ("founded by Anna") or after "<verb> <place word>" ("tested in Warsaw"), as
    {"found": (the name's stems, the name)} or {"test in": ...}."""
    found: dict[str, tuple[frozenset[str], str]] = {}
    for part in _PUNCTUATION.split(text):
        _agents_in(raw_tokens(part), found)
    return found


def _agents_in(tokens: list[str], found: dict[str, tuple[frozenset[str], str]]) -> None:
    index = 0
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
        if person:
            before = tokens[index - 2 : index] if index >= 2 else []
            if len(before) == 2 and before[1].lower() == "by" and _verb_like(before[0]):
                found.setdefault(stem(before[0]), (person, shown))
            elif (  # "rejected by the Senate"
                index >= 3
                and [t.lower() for t in tokens[index - 2 : index]] == ["by", "the"]
                and _verb_like(tokens[index - 3])
            ):
                found.setdefault(stem(tokens[index - 3]), (person, shown))
            elif index >= 3 and tokens[index - 1].lower() == "by":
                # "written in Spanish by Luis Vega": the act a few words before "by"
                for back in range(index - 2, max(index - 6, -1), -1):
                    if _past_verb_like(tokens[back]):
                        found.setdefault(stem(tokens[back]), (person, shown))
                        break
            elif (
                len(before) == 2
                and before[1].lower() in _PLACE_WORDS
                and _past_verb_like(before[0])
            ):
                found.setdefault(f"{stem(before[0])} {before[1].lower()}", (person, shown))
            elif (
                end < len(tokens)
                and _verb_like(tokens[end])
                and not (before and before[-1].lower() in _PREPOSITIONS)
            ):  # "Anna founded", not "(the flight to) Tokyo takes"
                found.setdefault(stem(tokens[end]), (person, shown))
        index = end


def _name_word(token: str) -> bool:
    return token[0].isupper() and (
        token.lower() not in STOPWORDS or token.lower().rstrip(".") in _TITLES
    )


def _verb_like(token: str) -> bool:
    lowered = token.lower()
    return token[0].islower() and lowered not in STOPWORDS and lowered not in NEGATIONS


def _past_verb_like(token: str) -> bool:
    """A word that reads as a verb before a place ("developed in", "born in"), not a noun
    ("the flight from Paris" names which flight; it does not say where something happened)."""
    lowered = token.lower()
    return _verb_like(token) and (
        (len(lowered) > 4 and lowered.endswith("ed")) or lowered in _VERBS_OF_PLACE
    )


_VERBS_OF_PLACE = frozenset(
    "born made make built build held hold grown grow live lives work works sold sell taken take "
    "shot written write kept keep found stay stays rebuilt rebuild remade rewritten".split()
)


def _clause_of_act(claim: str, claim_text: Passage, sentence: str) -> str:
    """The clause of `sentence` that says the claim's act (its first plain word after the
    subject), the one sharing most words if several do: "Rivera won the prize" is about "but
    did not win", not "Rivera's novel was shortlisted for the prize"."""
    tokens = raw_tokens(claim)
    start = next((i for i, t in enumerate(tokens) if t.lower() not in STOPWORDS), None)
    if start is None:
        return _closest_clause(claim_text.stems, sentence)
    act = next(
        (
            stem(t)
            for t in tokens[start + 1 :]
            if t.isalpha() and t.islower() and t not in STOPWORDS
        ),
        None,
    )
    clauses = split_clauses(sentence)
    named = _capitalised(claim) | {stem(tokens[start])}
    segments = [seg for seg in sentence.split(";") if named & analyse_sentence(seg).stems]
    if len(segments) == 1:  # the claim's person's own statement: not "the award went to Chen"
        clauses = split_clauses(segments[0])
    with_act = [c for c in clauses if act and act in analyse_sentence(c).stems]
    if not with_act:
        return _closest_clause(claim_text.stems, sentence)
    return max(with_act, key=lambda c: len(claim_text.stems & analyse_sentence(c).stems))


def _closest_clause(stems: frozenset[str], sentence: str) -> str:
    """The clause of `sentence` sharing most of `stems`: "Revenue grew while costs fell" is
    two statements, and "Revenue rose" contradicts neither's opposite word."""
    clauses = split_clauses(sentence)
    if len(clauses) < 2:
        return sentence
    return max(clauses, key=lambda clause: len(stems & analyse_sentence(clause).stems))


_PLACE_WORDS = frozenset("from in at to into near".split())
_PREPOSITIONS = _PLACE_WORDS | frozenset("of for with by on about than via".split())


def _places(tokens: tuple[str, ...]) -> dict[str, set[str]]:
    """The place words written before each name, as stems: "from Osaka" → {"osaka": {"from"}};
    a list shares its place word: "in Bergen and Stockholm" puts both in."""
    found: dict[str, set[str]] = {}
    place = None  # the place word of the list being read
    for before, token in itertools.pairwise(tokens):
        if not token[0].isupper():
            if token.lower() not in ("and", "or"):
                place = None
            continue
        if before.lower() in _PLACE_WORDS:
            place = before.lower()
        elif before.lower() not in ("and", "or"):
            place = None  # "in Bergen, Norway" ends here; a name after a comma is not listed
        if place is not None:
            found.setdefault(stem(token), set()).add(place)
    return found


def _known_capitals(claim: Passage, passages: list[Passage]) -> set[str]:
    """The claim's capitalised words that the context also writes capitalised: names, even
    at the start of the claim where capitals say nothing by themselves."""
    context_capitals = {c for p in passages for s in p.sentences for c in s.capitals}
    claim_capitals = {c for s in claim.sentences for c in s.capitals}
    return (claim_capitals & context_capitals) - _STOP_CAPITALS


_STOP_CAPITALS = frozenset({"the", "a", "an", "it", "its", "this", "that", "there", "in", "on"})


def _say(verdict: str, reason: str) -> dict[str, str]:
    return {"verdict": verdict, "reason": f"offline judge: {reason}"}


def _capitalised(text: str) -> frozenset[str]:
    tokens = raw_tokens(text)
    return frozenset(stem(t) for i, t in enumerate(tokens) if i > 0 and t[0].isupper())


_COMPARATIVE = re.compile(
    r"\b(more|fewer|less|up|down|rise|fall|increase|decrease|grow|shrink|difference|than)\b",
    re.IGNORECASE,
)


def _differences(numbers: set[str]) -> set[str]:
    """What two of the context's numbers differ by: "450, up from 400" supports "50 more"."""
    values = []
    for number in sorted(numbers)[:12]:  # a claim compares few numbers; bound the pairs
        try:
            values.append(float(number))
        except ValueError:
            continue
    return {f"{abs(a - b):g}" for i, a in enumerate(values) for b in values[i + 1 :] if a != b}


_APPROXIMATE = re.compile(rf"\b(?:{APPROXIMATE_WORDS})\b|~", re.IGNORECASE)


def _close(claimed: str, given: str, share: float = 0.1) -> bool:
    """Within a tenth of each other: "about a month and a half" for "six weeks"; or within
    `share`, as a figure converted between units is ("26.2 miles" for 42.195 km)."""
    try:
        a, b = float(claimed), float(given)
    except ValueError:
        return False
    return abs(a - b) <= share * max(abs(a), abs(b))


def _converted(claimed: str, given: str) -> bool:
    """Within 0.5%, as a figure converted between units is ("26.2 miles" is 42,165 metres for
    42,195); not years, nor small whole numbers, which are given exactly."""
    if _YEAR.match(claimed) or _YEAR.match(given):
        return False
    if "." not in claimed + given and max(len(claimed), len(given)) < 5:
        return False
    return _close(claimed, given, 0.005)


_DECADE = re.compile(r"\b(?:(early|mid|late)[\s-]+)?(\d{3}0)s\b", re.I)
_DECADE_PART = {None: (0, 9), "early": (0, 3), "mid": (3, 6), "late": (6, 9)}


def _in_decade(number: str, claim: str, rivals: list[str]) -> bool:
    """The claim gives a decade ("the late 1990s") that holds the context's year (1998)."""
    for found in _DECADE.finditer(claim):
        if found.group(2) != number:
            continue
        low, high = _DECADE_PART[found.group(1) and found.group(1).lower()]
        start = int(number)
        return any(r.isdigit() and start + low <= int(r) <= start + high for r in rivals)
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
                return None  # another figure begins
        return None
    return None


def _same_rate(number: str, claim: list[str], rival: str, context: list[str]) -> bool:
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


def _context_limit(
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
    unit = _neighbour(claim, number, +1)
    for passage in passages:
        for sentence in passage.sentences:
            limits = bounds(sentence.text)
            if not limits:
                continue
            widened = sentence.stems.union(*(derived(w) for w in sentence.stems))
            if not (stems - {number}) & widened:
                continue
            tokens = list(sentence.tokens)
            for value, bound in limits.items():
                if claimed is not None:
                    if claimed[0] == bound[0] and within_bound(claimed, value):
                        return f"{bound[0]} {value}", True, sentence.text
                    continue
                after = _neighbour(tokens, value, +1)
                if unit is not None and unit != after:
                    continue
                met = within_bound(bound, number)
                if met is not None:
                    return f"{bound[0]} {value}", met, sentence.text
    return None


_COMPARED = re.compile(
    r"\b(?:under|less\s+than|fewer\s+than|below|more\s+than|over|above|at\s+least|greater\s+than|"
    r"in\s+excess\s+of)\s+\d",
    re.I,
)
"""A bound said as a comparison: implied by a stronger one. A limit ("within", "up to") is a
rule's own figure, compared as it stands."""
_RULE = re.compile(
    r"\b(?:can|may|allowed|must|required|need|needs|have\s+to|has\s+to|permitted|mandatory)\b",
    re.I,
)
_PERMITS = re.compile(r"\b(?:can|may|allowed|able\s+to|free\s+to)\b", re.I)
_FORBIDDEN = re.compile(r"\b(?:forbidden|banned|prohibited)\b", re.I)


def _permits_what_is_forbidden(claim: str, clause: str, sentence: str) -> str | None:
    """ "Fans can bring a large backpack" against the clause "large backpacks are forbidden
    in the stadium" (the clause the claim matches, not "may bring one small bag"). Not where
    the sentence also allows something: which clause the claim means is then unclear."""
    if _negated(claim) or _FORBIDS.search(claim) or not _PERMITS.search(claim):
        return None
    if re.search(r"\ballowed\b", sentence, re.I):
        return None
    found = _FORBIDDEN.search(clause)
    return f"{found.group(0)!r}" if found else None


def _rival_numbers(number: str, claim: list[str], context: list[str]) -> list[str]:
    """The context's other numbers in the same slot: same unit word after them, or years."""
    unit = _neighbour(claim, number, +1)
    rivals = []
    for index, token in enumerate(context):
        if not token[:1].isdigit() or stem(token) == number:
            continue
        after = stem(context[index + 1]) if index + 1 < len(context) else None
        if (_YEAR.match(number) and _YEAR.match(stem(token))) or (
            unit is not None and after == unit
        ):
            rivals.append(token)
    return rivals


def _rival_name(name: str, claim: list[str], context: list[str], names: set[str]) -> str | None:
    """A different name after the same preposition or location word ("in London")."""
    before = _neighbour(claim, name, -1)
    if before is None:
        return None
    for index, token in enumerate(context[1:], start=1):
        if stem(context[index - 1]) == before and stem(token) in names and stem(token) != name:
            return token
    return None


def _neighbour(tokens: list[str], target: str, step: int) -> str | None:
    for index, token in enumerate(tokens):
        if stem(token) == target and 0 <= index + step < len(tokens):
            return stem(tokens[index + step])
    return None


def _matching_sentences(stems: frozenset[str], passages: list[Passage], least: float) -> list[str]:
    """Context sentences sharing at least `least` of the claim's content words."""
    if not stems:
        return []
    return [
        sentence.text
        for passage in passages
        for sentence in passage.sentences
        if len(stems & sentence.stems) / len(stems) >= least
    ]


def _best_sentence(stems: frozenset[str], passages: list[Passage]) -> tuple[str, float] | None:
    best: tuple[str, float] | None = None
    for passage in passages:
        for sentence in passage.sentences:
            if not stems:
                continue
            overlap = len(stems & sentence.stems) / len(stems)
            if best is None or overlap > best[1]:
                best = (sentence.text, overlap)
    return best


_OPPOSITES = (
    ("open", "closed"),
    ("allowed", "forbidden"),
    ("allowed", "banned"),
    ("included", "excluded"),
    ("increase", "decrease"),
    ("increased", "decreased"),
    ("rise", "fall"),
    ("rise", "drop"),
    ("rise", "dropped"),
    ("rise", "declined"),
    ("increased", "dropped"),
    ("increased", "fall"),
    ("rise", "decreased"),
    ("grow", "shrink"),
    ("grow", "fall"),
    ("gain", "loss"),
    ("profit", "loss"),
    ("mandatory", "optional"),
    ("must", "optional"),
    ("widened", "narrowed"),
    ("approved", "blocked"),
    ("largest", "smallest"),
    ("biggest", "smallest"),
    ("highest", "lowest"),
    ("best", "worst"),
    ("fastest", "slowest"),
    ("hire", "fired"),  # "laid off", "let go" are normalised to "fired"
    ("income", "loss"),  # "profit" is normalised to "net income"
    ("win", "loss"),  # "lose" is normalised to "loss"
    ("passed", "failed"),
    ("pass", "fail"),
    ("accepted", "rejected"),
    ("approved", "rejected"),
    ("acquitted", "convicted"),
    ("before", "after"),
    ("true", "false"),
    ("free", "paid"),
    ("free", "pay"),
    ("free", "price"),  # "cost" is normalised to "price"
    ("free", "expenses"),  # and "costs" to "expenses"
    ("join", "leave"),
    ("joined", "left"),
    ("allowed", "closed"),
    ("make", "loss"),  # "earned" is normalised to "make", "made a loss" to "loss"
    ("public", "private"),
    ("refundable", "non-refundable"),
    ("available", "unavailable"),
    ("higher", "lower"),
    ("more", "fewer"),
    ("above", "below"),
    ("earlier", "later"),
    ("arrived", "departed"),
    ("alive", "dead"),
    ("full", "empty"),
    ("safe", "dangerous"),
    ("success", "failure"),
    ("succeeded", "failed"),
    ("strong", "weak"),
    ("up", "down"),
    ("first", "last"),
    ("first", "final"),
    ("start", "end"),
    ("new", "old"),
    ("newer", "older"),
    ("modern", "old"),
    ("cheap", "expensive"),
    ("cheaper", "dearer"),
    ("easy", "difficult"),
    ("easy", "hard"),
    ("short", "long"),
    ("shorter", "longer"),
    ("light", "heavy"),
    ("wet", "dry"),
    ("hot", "cold"),
    ("warm", "cold"),
    ("inside", "outside"),
    ("indoor", "outdoor"),
    ("online", "offline"),
    ("temporary", "permanent"),
    ("minimum", "maximum"),
    ("fixed", "variable"),
    ("fixed", "floating"),
    ("fixed", "adjustable"),
    ("dormant", "active"),
    ("dormant", "erupting"),
    ("asleep", "awake"),
    ("promoted", "fired"),
    ("promoted", "demoted"),
    ("support", "oppose"),
    ("support", "against"),
    ("win", "beaten"),
    ("breach", "honoured"),
    ("breach", "honored"),
    ("breach", "complied"),
    ("accepted", "refused"),
    ("accepted", "declined"),
    ("guilty", "innocent"),
    ("early", "late"),
    ("urban", "rural"),
    ("ancient", "modern"),
    ("married", "divorced"),
    ("present", "absent"),
    ("increase", "cut"),
    ("rise", "reduce"),
    ("direct", "indirect"),
    ("open", "shut"),
    ("push", "pull"),
    ("top", "bottom"),
    ("upstairs", "downstairs"),
    ("clean", "contaminated"),
    ("void", "valid"),
    ("awarded", "loss"),
    ("awarded", "stripped"),
    ("online", "offline"),
    ("clean", "dirty"),
    ("success", "fail"),
    ("succeeded", "fail"),
)
_UP = "rise rose risen grow grew grown increase climb gain jump surge soar expand raise".split()
_DOWN = (
    "fall fell fallen drop decline decrease shrink slump plunge sink contract reduce lower cut"
).split()
"""Words for a quantity going up or down: any of one set is the opposite of any of the other."""
_UP_STEMS = frozenset(stem(word) for word in _UP)
_DOWN_STEMS = frozenset(stem(word) for word in _DOWN)
_SAME_WAY: dict[str, set[str]] = {}
"""Words for the same direction (rise and grow)."""
for _words in (_UP, _DOWN):
    for _word in _words:
        _SAME_WAY.setdefault(stem(_word), set()).update(stem(w) for w in _words)
_ANTONYMS: dict[str, set[str]] = {}
for _one, _other in (*_OPPOSITES, *itertools.product(_UP, _DOWN)):
    _ANTONYMS.setdefault(stem(_one), set()).add(stem(_other))
    _ANTONYMS.setdefault(stem(_other), set()).add(stem(_one))


_EXCEPT = re.compile(r"\b(?:except|apart from|other than|but not)\s+(?:on\s+|for\s+)?(\w+)", re.I)


def _antonym_in(claim: str, context_sentence: str) -> str | None:
    """A word of the claim whose opposite the matching context sentence uses instead,
    compared by stem ("opens" against "closed"). Not when the context makes the claim's
    subject the exception: "open every day except Monday" supports "closed on Mondays"."""
    claim_words = {stem(w): w.lower() for w in raw_tokens(claim)}
    context_words = {stem(w): w.lower() for w in raw_tokens(context_sentence)}
    if any(stem(m.group(1)) in claim_words for m in _EXCEPT.finditer(context_sentence)):
        return None
    for word in sorted(claim_words):
        for opposite in sorted(_ANTONYMS.get(word, ())):
            if opposite in context_words and word not in context_words:
                return f"{context_words[opposite]!r}, not {claim_words[word]!r}"
        for prefixed in _negated_forms(word):  # "direct" against "indirect", and back
            if prefixed in context_words and word not in context_words:
                return f"{context_words[prefixed]!r}, not {claim_words[word]!r}"
    return None


_NEGATING_PREFIXES = ("in", "un", "dis", "im", "ir", "il")
"""Not "non": "non-members may not vote" says what "only members can vote" says."""


def _negated_forms(word: str) -> list[str]:
    """The word with a negating prefix added or removed (direct/indirect, legal/illegal), for
    words of five letters or more: "play" and "display" are not opposites."""
    if not word.isalpha():
        return []
    forms = [prefix + word for prefix in _NEGATING_PREFIXES if len(word) >= 5]
    forms += [
        word[len(prefix) :]
        for prefix in _NEGATING_PREFIXES
        if word.startswith(prefix) and len(word) - len(prefix) >= 5
    ]
    return forms


def _negated_opposite(claim: str, stems: frozenset[str], sentence: str) -> bool:
    """The claim negates the opposite of what the sentence says about the same thing: "does
    not open on Sundays" against "it is closed on Sundays" agrees. The clause compared is the
    one about what follows the claim's word ("on Sundays"), where the context says either
    that word (a contradiction) or its opposite (agreement)."""
    closest = _closest_clause(stems, sentence)
    return _antonym_in(claim, _complement_clause(claim, stems, sentence, closest)) is not None


def _opposite_elsewhere(
    claim: str, stems: frozenset[str], sentence: str, closest: str
) -> str | None:
    """The opposite of the claim's word in another clause about the same thing, when the
    clause closest to the claim says neither: "the council rejected the tram line" against
    "(announced the new tram line), which the council approved in May"."""
    said = {stem(token) for token in raw_tokens(closest)}
    for token in raw_tokens(claim):
        word = stem(token)
        related = _ANTONYMS.get(word, set()) | _SAME_WAY.get(word, set()) | {word}
        if word in _ANTONYMS and related & said:
            return None  # the closest clause answers: "grew" for "increased", or "closed"
    for clause in split_clauses(sentence):
        if clause is closest or not stems & analyse_sentence(clause).stems:
            continue
        if _about_someone_else(claim, clause):
            continue  # "Per Lund lost" is not contradicted by "Karin Olsen won"
        opposite = _antonym_in(claim, clause)
        if opposite:
            return opposite
    return None


def _directions(text: str) -> dict[str, tuple[str, str]]:
    """{what moved: ("up" or "down", the word)}: the content word nearest before each word
    for going up or down, within three words ("costs rose", "the landlord lowered the rent")."""
    tokens = raw_tokens(text)
    found: dict[str, tuple[str, str]] = {}
    for index, token in enumerate(tokens):
        word = stem(token.lower())
        way = "up" if word in _UP_STEMS else "down" if word in _DOWN_STEMS else None
        if way is None:
            continue
        for back in range(index - 1, max(index - 4, -1), -1):
            before = tokens[back].lower()
            if before in STOPWORDS or before[:1].isdigit() or len(before) < 3:
                continue
            found.setdefault(stem(before), (way, token))
            break
    return found


def _turned_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """The claim says a thing went up where the context says it went down, or the other way:
    "costs went down" against "revenue fell, while costs rose" (the context's "fell" is
    revenue's, not the costs')."""
    claimed = _directions(claim)
    if not claimed:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            said = _directions(sentence.text)
            for subject, (way, word) in claimed.items():
                if subject in said and said[subject][0] != way:
                    return f'{subject} {said[subject][1]}, not {word}: "{sentence.text}"'
    return None


_INCLUDED = re.compile(r"\b(?:includ\w*|cover\w*|appl\w*\s+to|eligible|entitled)\b", re.I)
_LEFT_OUT = re.compile(r"\b(?:exclud\w*|exempt\w*|not\s+(?:cover|includ|appl|eligible))", re.I)


def _exception_in(claim: str, content: frozenset[str], sentence: str) -> str | None:
    """The context makes an exception of what the claim says is included: "applies to all
    employees except contractors" rules out "the policy covers contractors"."""
    claim_stems = {stem(token) for token in raw_tokens(claim)}
    if any(content <= analyse_sentence(clause).stems for clause in split_clauses(sentence)):
        return None  # a clause says just what the claim says
    for found in _EXCEPT.finditer(sentence):
        if (
            stem(found.group(1)) in claim_stems
            and _INCLUDED.search(claim)
            and not _LEFT_OUT.search(claim)
            and not _negated(claim)
        ):
            return f"{found.group(0)!r}"
    return None


_MONEY = re.compile(r"\b\d+(?:\.\d+)?\s+(?:euros|dollars|pounds|yen|francs|cents|pence)\b", re.I)


def _priced(claim: str, clause: str) -> str | None:
    """ "Free" against a clause that gives a price ("or 35 euros for students")."""
    if re.search(r"\bfree\b", claim, re.I) and not _negated(claim):
        price = _MONEY.search(clause)
        if price:
            return f"{price.group(0)!r}, not 'free'"
    return None


def _complement_clause(claim: str, stems: frozenset[str], sentence: str, closest: str) -> str:
    """The clause about what follows the claim's word that has an opposite: "forbidden [in the
    courtyard]" is compared with "allowed in the courtyard", not with "forbidden inside the
    building", though that clause shares more words."""
    words = [stem(token) for token in raw_tokens(claim)]
    for index, word in enumerate(words):
        if word not in _ANTONYMS:
            continue
        after = frozenset(words[index + 1 :]) & stems
        if not after:
            break
        pieces = [piece for clause in split_clauses(sentence) for piece in _AND.split(clause)]
        best = max(pieces, key=lambda part: len(after & analyse_sentence(part).stems))
        if after & analyse_sentence(best).stems and not _about_someone_else(claim, best):
            return best  # about the claim's complement, and not about another person
        break
    return closest


def _antonym_after_later_word(
    claim: str, stems: frozenset[str], sentence: str, first: str
) -> str | None:
    """The complement clause of the claim's later words that have opposites, when the first
    one's ("new" in "the new wing is closed to the public") ties between clauses: "closed
    [to the public]" is compared with "opened to the public"."""
    words = [stem(token) for token in raw_tokens(claim)]
    candidates = [i for i, word in enumerate(words) if word in _ANTONYMS][1:]
    pieces = [piece for clause in split_clauses(sentence) for piece in _AND.split(clause)]
    for index in candidates:
        after = frozenset(words[index + 1 :]) & stems
        if not after:
            continue
        best = max(pieces, key=lambda part: len(after & analyse_sentence(part).stems))
        if best == first or not after & analyse_sentence(best).stems:
            continue
        if not _about_someone_else(claim, best):
            found = _antonym_in(claim, best)
            if found:
                return found
    return None


_AND = re.compile(r"\band\b", re.IGNORECASE)


def _about_someone_else(claim: str, clause: str) -> bool:
    """The clause names people and none of them is the claim's ("Karin Olsen won" for a claim
    about Per Lund); a clause that names no one (its subject left out) may be the claim's."""
    names = _capitalised(claim) - _STOP_CAPITALS
    named = _capitalised(clause) - _STOP_CAPITALS
    return bool(names and named and not names & named)


def _acts_missing(claim: str, context_stems: frozenset[str]) -> list[str]:
    """The claim's verbs the context never uses: "The author studied in Dublin" against "born
    in Dublin" shares the rest, but says what the context does not. A verb is a past form
    ("studied") or a present one followed by what it acts on ("encrypts your data")."""
    tokens = raw_tokens(claim)
    acts = []
    for index, token in enumerate(tokens[1:], start=1):
        if not token.islower() or token in STOPWORDS:
            continue
        if len(token) <= 4 and token not in _IRREGULAR_BASES:
            continue
        following = tokens[index + 1].lower() if index + 1 < len(tokens) else ""
        past = token.endswith("ed") or (token in _IRREGULAR_BASES and following in _OBJECT_STARTS)
        present = (
            token.endswith("s")
            and not token.endswith("ss")
            and following in _OBJECT_STARTS
            and token not in _LIGHT_VERBS
        )
        if (past or present) and stem(token) not in context_stems:
            if _CONVERSE.get(token) in context_stems:
                continue  # "bought from" says what "sold to" says
            acts.append(token)
    return acts


_COPULA = re.compile(
    r"\b(?:(?:is|are|was|were)\s+(?:the|a|an|its|their|his|her)|as\s+(?:a|an|the))\s+", re.I
)
_CONVERSE = {"buy": "sell", "sell": "buy", "lend": "borrow", "borrow": "lend",
             "teach": "learn", "learn": "teach"}  # fmt: skip
_IRREGULAR_BASES = frozenset(
    "sell buy write build lead teach catch fight choose drive steal break freeze forget hide "
    "send lend spend bring".split()
)
"""Verbs whose past normalise writes as the base ("sold" as "sell"): an act when an object
follows ("Amira Haddad sell the start-up")."""
_DIMENSIONS = frozenset("long tall high wide deep old heavy large big small".split())


def _role_missing(claim: str, context_stems: frozenset[str]) -> list[str]:
    """What the claim says its subject is, when the context never says it: "Anna is the team
    captain" against "Anna is the team's goalkeeper" shares every word but the one that
    matters. The head is the last word of the noun phrase after "is the" / "is a"."""
    found = _COPULA.search(claim)
    if found is None:
        return []
    head = None
    for token in raw_tokens(claim[found.end() :]):
        lowered = token.lower()
        if lowered in _PREPOSITIONS or lowered in STOPWORDS or not token.isalpha():
            break
        head = token
    if head is None or not head.islower() or head in _DIMENSIONS:
        return []
    word = stem(head)
    if word in context_stems or any(stem(k) in context_stems for k in KINDS_OF.get(head, ())):
        return []
    return [head]


_OBJECT_STARTS = frozenset("your their its his her our my the a an all any every".split())
_LIGHT_VERBS = frozenset(
    "gives makes takes gets keeps offers provides needs uses includes contains costs lasts "
    "holds brings means shows".split()
)
"""Verbs that say little by themselves ("gives a range of 400 km"): their object carries the
claim."""


_EVERY = re.compile(r"\bevery (\d+(?:\.\d+)?) days\b|\b(annual)\b", re.IGNORECASE)


def _other_frequency(claim: str, context_sentence: str) -> str | None:
    """How often, once both are in days: "every 180 days" (every six months) is not
    "annual" (every twelve months)."""
    claimed = {m.group(1) or "365" for m in _EVERY.finditer(claim)}
    said = {m.group(1) or "365" for m in _EVERY.finditer(context_sentence)}
    if claimed and said and not claimed & said:
        return f"every {min(said)} days, not every {min(claimed)} days"
    return None


_IMPLIED = (
    # (what the context says, a claim it rules out), in the normalised vocabulary too
    (
        r"\b(?:cancell?ed|called off|postponed|terminate)\b",
        r"\b(?:took place|take place|went ahead|go ahead|happened|was held)\b",
    ),
    (
        r"\b(?:demolished|destroyed|torn down|knocked down)\b",
        r"\bstill (?:stands|stand|exists|exist|there)\b",
    ),
    (
        r"\b(?:vetoed|rejected|voted down|struck down)\b",
        r"\bbecame (?:a )?law\b|\bbecome (?:a )?law\b",
    ),
    (r"\b(?:died|is dead|was killed)\b", r"\b(?:still alive|is alive|lives)\b"),
    (
        r"\b(?:closed down|shut down|went out of business|go out of business)\b",
        r"\bstill (?:open|trading)\b",
    ),
    (r"\bresigned\b", r"\b(?:re-?elected|won re-?election|still (?:in office|mayor|in charge))\b"),
    (
        r"\b(?:retired|resigned|was fired|quit|stepped down)\b",
        r"\bstill\s+(?:works?|working|teach\w*|employed|active|serv\w*|in\s+(?:office|charge|post)|"
        r"[a-z]+s|[a-z]+ing)\b",
    ),
    (r"\breopen(?:ed|s)?\b", r"\bstill (?:closed|shut)\b"),
    (r"\b(?:late|delayed|overdue)\b", r"\bon (?:time|schedule)\b|\bas scheduled\b|\bpunctual"),
    (r"\b(?:sold|sell) out\b", r"\bstill available\b|\bavailable\b|\bleft\b"),
    (
        r"\b(?:24 hours|1 days) a day\b|\baround the clock\b|\b24/7\b|\bnever closes\b",
        r"\bclos(?:es|ed|ing)\s+(?:at|by|from|on)\b",
    ),
    # put off is not called off
    (r"\b(?:delayed|postponed|rescheduled|put off)\b", r"\b(?:cancell?ed|terminate|called off)\b"),
    (
        r"\bwith (?:food|a meal|meals)\b|\bafter (?:eating|meals?)\b",
        r"\bempty stomach\b|\bwithout (?:food|eating)\b|\bbefore (?:eating|meals?)\b",
    ),
    (r"\b(?:sold|sell) (?:it|the \w+)\b", r"\bstill owns?\b"),
    (r"\bfired\b", r"\b(?:resigned|quit|stepped down|left voluntarily|voluntarily|promoted)\b"),
    (r"\b(?:resigned|quit|stepped down)\b", r"\b(?:was|were|got|been) fired\b"),
    (
        r"\b(?:discharged|bail|acquitted)\b",
        r"\b(?:remains?|still|kept|held)\s+(?:in\s+)?(?:prison|detained|detention|locked up)\b",
    ),
    (
        r"\bclosed\b",
        r"\b(?:can|may|able to)\s+(?:visit|go|enter|use|access|shop|come)\b",
    ),
    (r"\bvegetarian\b|\bvegan\b", r"\bserves? (?:meat|chicken|beef|pork|fish|lamb|ham|bacon)\b"),
    (r"\bpleaded guilty\b", r"\b(?:denied|denies|deny|pleaded not guilty|innocent)\b"),
    (r"\bblocked\b", r"\b(?:went ahead|go ahead|took place|completed|approved)\b"),
)


def _implied_contradiction(claim: str, context_sentence: str) -> str | None:
    """A state the context reports that rules the claim out ("cancelled" vs "took place")."""
    moved = moved_away(claim, context_sentence)
    if moved:
        return moved
    for said, ruled_out in _IMPLIED:
        found = re.search(said, context_sentence, re.IGNORECASE)
        if found and re.search(ruled_out, claim, re.IGNORECASE):
            return f"{found.group(0)!r}"
    return None


def _polarity_differs(claim: str, claim_stems: frozenset[str], sentence: str) -> bool:
    """One of the two negates and the other does not. "Without X" negates only when the other
    text speaks of X: "released without charge" against "was charged with theft", but not
    "arrived without damage" against "arrived safely"."""
    sentence_stems = analyse_sentence(sentence).stems
    claim_negates = _negated(claim) or _without_said(claim, sentence_stems)
    sentence_negates = _negated(sentence) or _without_said(sentence, claim_stems)
    return claim_negates != sentence_negates


def _without_said(text: str, other: frozenset[str]) -> bool:
    for found in _WITHOUT.finditer(text):
        word = stem(found.group(1))
        if any(word[:5] == known[:5] for known in other if len(known) >= 4):
            return True
    return False


def _negated(text: str) -> bool:
    return bool(_NEGATION.search(text))
