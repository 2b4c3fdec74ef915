"""The offline judge's faithfulness steps: claims from sentences, verdicts from the context.

A claim is `no` when a number or name it states is missing from the context while the context
fills the same slot with another value (same unit, both years, same preposition), or when it
negates the context sentence it matches; `yes` when its numbers and names are found and most of
its content words are covered; `unsure` otherwise. Speculative claims are `unsure` unless the
context says the same (spec/LOCAL_JUDGE.md).

This module reads the claims and decides; the checks it asks live beside it: `figures` (which
number stands in a claim's slot), `parts` (what each part of a sentence binds), `opposites`
(opposites, negations, ruled-out states), `slots` (closed classes, bounds, proportions) and
`paraphrase` (the shared vocabulary).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from typing import Any

from evalctl.judges.local.figures import (
    APPROXIMATE,
    COMPARATIVE,
    COMPARED,
    LATER_WORDS,
    MONEY_WORDS,
    PERIODS,
    RULE,
    UNIT_WORDS,
    before_deadline,
    beneficiary_swap,
    change_as_share,
    change_share_bound,
    close,
    compared_figures,
    context_limit,
    converted,
    count_before_or_with_others,
    count_of_another,
    counted_elsewhere,
    counted_mentions,
    days_of_span,
    differences,
    duration_given,
    earlier_by_multiple,
    figure_before_the_change,
    figure_of_another,
    figure_of_the_compared,
    figure_planned,
    in_decade,
    in_rival_units,
    lasted_for,
    later_by,
    listed,
    months_as_weeks,
    months_of_span,
    neighbour,
    once_per,
    only_a_date,
    only_aimed_at,
    part_of_count,
    per_each_holds,
    price_range_end,
    quotient_of_two,
    rate_period,
    ratio_holds,
    remainder,
    rest_given_back,
    rest_of_total,
    rival_numbers,
    same_duration,
    same_label,
    same_rate,
    share_bound_of_part,
    share_of_count,
    share_of_two,
    sum_of_another,
    sums,
    sums_of_shares,
    time_after_event,
    times_between,
    times_by_ordinal,
    total_after_adding,
    total_of_counts,
    vague_count_conflict,
    vague_count_met,
    value_across_change,
    vote_tally,
    whole_given_back,
    year_by_duration,
    year_next_to,
    year_span_ends,
    years_apart,
    years_of_span,
)
from evalctl.judges.local.opposites import (
    COLOURS,
    CONTESTS,
    FIRST_TO,
    FORBIDS,
    LOSS_STEMS,
    act_of_the_other_age,
    added_what_ended,
    admitted_what_is_denied,
    after_the_first,
    aim_that_failed,
    all_where_some_qualify,
    all_year_where_seasonal,
    allowed_to_them,
    already_done_to_come,
    another_at_the_top,
    another_kind_of_place,
    another_nth,
    antonym_after_later_word,
    antonym_in,
    approved_where_pending,
    award_for_another,
    award_of_another,
    banned_where_still_allowed,
    barred_is_another,
    beaten_in,
    before_what_it_waits_for,
    below_the_minimum,
    bought_what_is_on_loan,
    but_never_that_one,
    by_whom_the_context_denies,
    called_off_going_ahead,
    causation_denied,
    cause_denied,
    cause_still_open,
    certain_where_possible,
    changed_where_it_stays,
    charged_where_only_bailed,
    claims_what_was_replaced,
    closed_for_good_where_reopening,
    closed_to_those_still_able,
    colour_of_another,
    compared_across_sentences,
    compared_the_other_way,
    compared_where_same,
    comparison_of_the_other,
    complement_clause,
    cost_of_another_thing,
    denied_act,
    denied_what_is_admitted,
    direction_of_another,
    disputed_over_another,
    divided_as_one,
    done_before_until,
    done_instead_of,
    done_to_a_relative,
    done_where_still_to_come,
    done_with_what_is_denied,
    drivers_where_closed_to_traffic,
    drove_off_where_stopped,
    due_but_saved,
    every_time_but_a_share,
    every_where_one_a_month,
    every_year_after_a_gap,
    exception_in,
    exempt_said_to_be_bound,
    fee_where_none,
    fewest_where_a_record,
    figure_of_the_other_side,
    forbidden_to_them,
    forecast_beaten_or_missed,
    found_what_is_sought,
    found_without_evidence,
    free_where_priced,
    full_where_part,
    funded_by_another,
    group_compared_otherwise,
    handed_to_another,
    honour_of_another,
    implied_contradiction,
    in_the_zone_where_outside,
    instead_of_what_is_given,
    kept_elsewhere,
    kept_on_turned_off,
    kept_what_goes_to_another,
    kept_what_was_lost,
    kind_given_otherwise,
    larger_for_the_other_side,
    last_years_figure_otherwise,
    least_where_most,
    left_where_kept_on,
    like_taken_for_the_thing,
    likelier_the_other_way,
    likened_to_another_size,
    limit_denied,
    made_of_another,
    many_where_fewer,
    many_where_first,
    medal_off_the_podium,
    mostly_elsewhere,
    moved_to_where_from,
    named_where_anonymous,
    needed_where_done_without,
    negated,
    negated_opposite,
    never_but_done,
    new_one_where_the_old_is,
    nobody_where_counted,
    nobody_where_some_still,
    nobody_where_someone_does,
    non_where_said,
    none_of_the_act,
    none_of_them,
    none_where_some,
    nothing_where_taken,
    now_what_was_before,
    off_the_only_price,
    off_where_kept_on,
    offence_of_another,
    old_record_better,
    on_land_where_at_sea,
    one_of_them_only,
    one_placed_lower_won,
    only_at_some_times,
    only_one_of_a_pair,
    only_one_where_either,
    only_where_mostly,
    open_land_where_built_before,
    opposite_act,
    opposite_elsewhere,
    opposites_of,
    order_reversed,
    other_frequency,
    other_kind_of_the_same,
    others_where_only,
    out_while_in_the_making,
    outranked,
    outside_the_rule,
    paid_entry_where_free,
    paid_in_another_form,
    paid_the_other_way,
    paid_where_volunteers,
    paired_with_another_year,
    part_of_another_building,
    passive_doer_differs,
    pay_cut_where_kept,
    payer_reversed,
    permits_what_is_forbidden,
    placed_below_the_winner,
    placed_lower,
    placed_otherwise,
    played_another_role,
    polarity_differs,
    praised_what_needs_work,
    preceded_the_first,
    prevented_done,
    price_moved_otherwise,
    priced,
    priced_the_other_way,
    priced_where_free,
    priced_where_no_fee,
    profession_of_another,
    raised_what_is_scrapped,
    rather_than_the_other,
    reached_another_way,
    received_what_was_withheld,
    runs_on_another,
    said_of_the_denied,
    said_of_the_one_who,
    same_price_where_a_multiple,
    second_in_rank,
    short_of_the_record_it_broke,
    short_of_what_was_sought,
    skipped_where_required,
    some_where_all,
    status_rules_out,
    still_after_ended,
    still_in_talks,
    still_there_after_leaving,
    stopped_where_still_working,
    strikers_of_another,
    successor_said_to_stay,
    successor_swapped,
    successor_where_none,
    switched_the_other_way,
    times_against_change,
    top_held_by_another,
    topped_where_below,
    turned_the_other_way,
    unconditional_where_conditioned,
    under_the_minimum_allowed,
    unequal_where_the_same,
    what_is_judged,
    whole_for_first,
    whole_for_the_part,
    winner_was_beaten,
    with_another_relative,
    won_where_only_reached_the_final,
    won_where_only_shortlisted,
)
from evalctl.judges.local.paraphrase import (
    CLOCK_TIME,
    IRREGULAR_BASES,
    KINDS_OF,
    as_digits,
    clock_minutes,
    derived,
    normalise,
)
from evalctl.judges.local.parts import (
    OCCASION,
    POSSESSIVES,
    PREPOSITIONS,
    STATEMENT_BREAK,
    STOP_CAPITALS,
    act_of_the_subject,
    acts_of_years,
    affiliation_of_another,
    age_outside_decade,
    agents_of,
    bare_span_of_another_scale,
    clause_of_act,
    closest_clause,
    compound_of_another,
    counterpart_does_it,
    crossed_pair,
    denied_that,
    doer_as_done_to,
    done_by_another,
    figure_of_another_group,
    figure_of_another_statement,
    head_of_another,
    junior_as_the_post,
    kinship,
    known_capitals,
    lawsuit_outcome,
    liable_is_another,
    loser_said_to_win,
    mixed_statements,
    near_not_in,
    object_of_another,
    origin_of_another,
    other_agent,
    other_role_of_person,
    other_side_of_deal,
    own_where_anothers,
    paired_to_another,
    place_of_another,
    points_of_the_result,
    property_of_the_replaced,
    rank_in_list,
    rank_order,
    rated_otherwise,
    release_of_another,
    reversed_pair,
    rival_name,
    role_of_another,
    route_reversed,
    said_of_another,
    same_slot_rival,
    score_out_of,
    sender_swapped,
    slot_given_to_another,
    statements,
    studied_others,
    swapped_around,
    title_of_another,
    worked_as_another,
)
from evalctl.judges.local.places import KNOWN_PLACES, countries_of
from evalctl.judges.local.slots import (
    EACH_DAY,
    WEEKDAYS,
    advised_against,
    age_in_decade,
    all_beyond_limit,
    all_where_bounded,
    born_by_age,
    bounds,
    cause_of,
    class_rival,
    compared_with,
    content_stems,
    covered_by_range,
    crossed_bound,
    demonym_bases,
    figure_of_another_time,
    obliged_where_allowed,
    open_days,
    other_cause,
    other_quarrel,
    outside_ranges,
    proportion_conflict,
    relative_time_conflict,
    reopened_after,
    rest_stays_open,
    said_of_another_time,
    scoreline_differs,
    season_said,
    span_end_said,
    span_end_swapped,
    state_on_day_kind,
    state_on_named_days,
    time_again_unsaid,
    within_bound,
)
from evalctl.judges.local.text import (
    AT_THIS_TIME,
    IT_OR_THEY_OPENING,
    NEGATIONS,
    PRONOUN_OPENING,
    STOPWORDS,
    TO_COME,
    YEAR,
    Passage,
    Sentence,
    analyse_sentence,
    analyse_text,
    as_number,
    capitalised,
    facts_in,
    raw_tokens,
    split_sentences,
    stem,
)

_SPECULATIVE = re.compile(
    r"\b(may|might|could|possibly|perhaps|(?<!less )(?<!more )likely|probably|maybe"
    r"|potentially|seems?|Might|Could|Possibly|Perhaps|Likely|Probably|Maybe|Potentially|Seems?"
    r"|at\s+risk)\b"
)
"""Case-sensitive: "May" with a capital is the month ("published in May"), not a hedge; "less
likely" compares risks ("walkers were less likely to develop heart disease"), it hedges
nothing. "300 jobs are at risk" hedges as "300 jobs could go" does."""
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
_PERMISSION = re.compile(r"\b(?:may|can)\b")
_ALLOWS_THINGS = re.compile(r"\b(?:allows?|allowed|permits?|permitted)\b", re.IGNORECASE)
_BROUGHT = frozenset(stem(word) for word in "bring take carry have".split())
"""What an allowance of things lets one do with them."""
_PERMITTED = re.compile(
    r"\b(?:allow(?:s|ed)?|permit(?:s|ted)?|lets|may|can|must|forbidden|banned|prohibited|"
    r"closed\s+to|open\s+to)\b",
    re.IGNORECASE,
)
"""'People may smoke in the courtyard' against 'permitted in the courtyard' is permission,
not speculation."""
_AT_WORST = re.compile(
    r"\b(?:up\s+to|as\s+much\s+as|as\s+many\s+as|faces?)\s+(?:a\s+)?(?:fine|\d)"
    r"|\bside\s+effects?\s+(?:include|includes|are|such\s+as)\b"
    r"|\ballows?\s+(?:\w+\s+){1,2}to\b"  # "allows remote attackers to run code"
)
"""A possibility the context gives ("shops face a fine of up to 500 euros", "side effects
include headache"), which a claim's "could be fined as much as 500 euros" or "it may cause
headaches" restates."""
_REPORTED_HEDGE = re.compile(
    r"\b(?:worried|feared|fears|warned|said|says|thought|believed|claimed|argued|suggested)\s+"
    r"(?:that\s+)?(?:\w+\s+){1,4}?(?:may|might|could|would)\b",
    re.IGNORECASE,
)
"""A hedge someone's fear or words carry ("the judge worried he might run away"): the claim
reports it; it does not guess."""
_ADDS = re.compile(
    r"\b(?:also|as\s+well(?!\s+as\b)|in\s+addition(?!\s+to\b)|additionally)\b"
    r"|\btoo\b(?=\s*(?:[.,;!?]|$))",
    re.IGNORECASE,
)
"""'Also' and a closing 'too' ('it has a pool, too'), not the 'too' of 'too hot'; nor 'as well
as the fine', which names what else there is."""


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
        claims.extend(piece for m in merged for piece in _bounded(m) if len(raw_tokens(piece)) >= 2)
    return {"claims": claims}


LONGEST_CLAIM = 60
"""Words in one claim. A written statement stays well under it; a run-on stream of words is
claimed in pieces of this size, since a claim is compared with every clause of the context."""


def _bounded(claim: str) -> list[str]:
    words = claim.split()
    if len(words) <= LONGEST_CLAIM:
        return [claim]
    return [" ".join(words[at : at + LONGEST_CLAIM]) for at in range(0, len(words), LONGEST_CLAIM)]


_SAME_YEAR = re.compile(r"\b(?:in\s+)?the\s+same\s+year\b", re.IGNORECASE)
_A_YEAR = re.compile(r"\b(?:1[5-9]\d\d|20\d\d)\b")


_LEADING_PERSON = re.compile(
    r"^(?:(?:The|His|Her|Their|Its)\s+[a-z-]+(?:\s+[a-z-]+)?,\s+)?"
    # (an age between commas may follow the name: "Maria Lopez, 52, has been appointed")
    r"(?P<who>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)+(?=,?\s+[a-z]|,\s+(?:aged\s+)?\d{1,3},)"
    r"|[A-Z][a-z'-]+(?=\s+(?:was|is|had|has)\b))"
)
"""The person a sentence is about, named first: "Tomas Berg was made redundant", "His
manager, Ruth Ekman, kept her job" (not an organisation's name before its verb: most are
followed by one too, so the pronoun that resolves to it must be "he" or "she")."""
_IN_THEIR_FAVOUR = re.compile(r"\bin\s+(?:her|his)\s+favou?r\b")
_HE_OR_SHE = re.compile(r"(^|;\s+|,\s+and\s+)(?:He|She|he|she)\b(?!\s+(?:and|or)\b)")


def _pronouns_resolved(sentence: str, last_person: str | None) -> tuple[str, str | None]:
    """The sentence with "he" or "she" opening it, or a clause of it after a semicolon, read
    as the person named first in it or, at its start, in the sentence before: "He received a
    payment" after "Tomas Berg was made redundant" is Tomas Berg's. Returns the person this
    sentence is about, for the next one."""
    leading = _LEADING_PERSON.match(sentence)
    person = leading.group("who") if leading else None
    if person is not None and person.split()[0].lower() in STOPWORDS:
        person = None  # "The", "It", "They": no one named
    opens_with_pronoun = _HE_OR_SHE.match(sentence) is not None
    if "he " in sentence or "He " in sentence:

        def _named(found: re.Match[str]) -> str:
            who = person if found.group(1) else last_person
            return found.group(1) + who if who else found.group(0)

        sentence = _HE_OR_SHE.sub(_named, sentence)
    if last_person and person is None and " favour" in sentence:
        # "The tribunal found in her favour": in favour of the person just named
        sentence = _IN_THEIR_FAVOUR.sub(f"in favour of {last_person}", sentence)
    return sentence, person or (last_person if opens_with_pronoun else None)


def _same_year_named(text: str, last_year: str | None) -> str:
    """ "The same year" as the year named last before it: in its own sentence ("a star in
    2019, the same year she opened ...") or else in the sentences before."""

    def _year(same: re.Match[str]) -> str:
        years = _A_YEAR.findall(text[: same.start()])
        year = years[-1] if years else last_year
        return f"in {year}" if year else same.group(0)

    return _SAME_YEAR.sub(_year, text)


_LEADING_THING = re.compile(
    # a thing of a few words before its helping verb: "A rare white kiwi chick has hatched"
    r"^(?:(?:The|Its|Their|His|Her|A|An)\s+(?P<phrase>[a-z]+(?:\s+[a-z]+){1,3}?)(?=\s+(?:has|have|is|are|was|"
    r"were|will)\s)"
    r"|(?:The|Its|Their|His|Her)\s+(?P<thing>[a-z]+)"
    r"|(?P<named>(?:Hurricane|Storm|Typhoon|Cyclone|Tropical\s+Storm)\s+[A-Z][a-z]+"
    r"|(?:Version|Release)\s+\d+(?:\.\d+)*))\s+(?=[a-z]+\b)"
)
_GENERAL_OPENS = re.compile(
    r"^The\s+(building|site|property|structure|venue|vessel|animal|creature|firm|business)\b"
)
"""A general word for the thing the sentence before opened with."""
_OPENER = re.compile(r"^(?:The|A|An)\s+([a-z]+)\s+(?=[a-z]+\b)")
_IT_OPENS = re.compile(
    r"^It\s+(?=(?:was|is|has|had|will|also|stars|starred|won|sold|went|became|remains|"
    r"adds|removes|includes|supports|introduces|brings|drops|fixes|"
    r"[a-z]{3,}ened)\b)"  # "It weakened to a tropical storm"
)


def _it_resolved(sentence: str, last_thing: str | None) -> tuple[str, str | None]:
    """The sentence with an opening "It" read as the thing the sentence before opened with:
    "The film premiered in Venice. It was directed by Omar Farouk" is the film's director.
    Returns the thing this sentence is about, for the next one."""
    if last_thing and _IT_OPENS.match(sentence):
        return _IT_OPENS.sub(f"{last_thing} ", sentence, count=1), last_thing
    thing = _LEADING_THING.match(sentence)
    if thing is None:
        return sentence, None
    return sentence, thing.group("named") or f"The {thing.group('phrase') or thing.group('thing')}"


def _general_word_resolved(sentence: str, last_opener: str | None) -> tuple[str, str | None]:
    """The sentence with an opening general word ("The building") read as the thing the
    sentence before opened with: "A lighthouse ... has been sold. The building has not guided
    ships since 1998" is the lighthouse building (both words stay, for a claim with either).
    Returns the noun this sentence opens with, for the next one."""
    general = _GENERAL_OPENS.match(sentence) if last_opener else None
    if general and last_opener and general.group(1).lower() != last_opener:
        return f"The {last_opener} {general.group(1)}{sentence[general.end() :]}", last_opener
    opener = _OPENER.match(sentence)
    return sentence, opener.group(1) if opener else None


def _is_clause(segment: str) -> bool:
    words = [w.lower() for w in raw_tokens(segment)]
    return any(w in _VERBS or (len(w) > 4 and w.endswith("ed")) for w in words)


def judge_claims(context: list[str], claims: list[str]) -> dict[str, Any]:
    """One verdict per claim, with the evidence in its reason. Claims and context are first
    brought to one vocabulary (paraphrase.py), so a paraphrase is compared by meaning."""
    originals: dict[str, str] = {}
    normalised = []
    last_year = None  # "retired the same year": the year named last before it
    last_person = None  # "He received £8,400": the person the sentence before is about
    last_thing = None  # "It was directed by ...": the thing the sentence before is about
    last_opener = None  # "The building has not ...": the noun the sentence before opens with
    for passage in context:
        sentences = []
        for raw in split_sentences(passage):
            resolved = raw
            if "same year" in raw:
                resolved = _same_year_named(raw, last_year)
            years = _A_YEAR.findall(raw)
            last_year = years[-1] if years else last_year
            resolved, last_person = _pronouns_resolved(resolved, last_person)
            resolved, last_thing = _it_resolved(resolved, last_thing)
            resolved, last_opener = _general_word_resolved(resolved, last_opener)
            sentence = normalise(resolved)
            originals[f'"{sentence}"'] = f'"{raw}"'
            sentences.append(sentence)
        normalised.append(" ".join(sentences))
    view = _ContextView([analyse_text(p) for p in normalised])
    acronyms = _Acronyms(" ".join(context))
    judged: dict[str, dict[str, str]] = {}  # a claim made twice is judged once
    verdicts = []
    for claim in claims:
        if claim not in judged:
            judged[claim] = _verdict(normalise(acronyms.spelled_out(claim)), view)
        verdicts.append(dict(judged[claim]))
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
        self.text = " ".join(s.text for p in passages for s in p.sentences)
        """Its sentences as written (normalised), times and all: "8:30am"."""
        kinds = {
            stem(kind)
            for t in self.tokens
            for kind in KINDS_OF.get(t.lower()) or KINDS_OF.get(stem(t), frozenset())  # "apples"
        }
        days = {stem(day) for t in self.tokens for day in EACH_DAY.get(t.lower(), ())}
        self.days = frozenset(days)
        words = frozenset().union(*(p.stems for p in passages))
        parts = {
            stem(part)
            for t in self.tokens
            if "-" in t
            and t.split("-", 1)[0].lower() not in _BOUND_PREFIXES
            and t.rsplit("-", 1)[1].lower() not in _BOUND_SUFFIXES
            for part in t.split("-")
            if len(part) > 2
        }
        self.stems: frozenset[str] = words.union(kinds, days, parts, *(derived(w) for w in words))
        """Its content stems, the parts of its compounds ("a bronze-age granary": a granary
        from the bronze age), the kinds of the things it names ("dogs": "pet", "animal"), and
        the days a rule for all of them names ("on weekends": Saturday and Sunday)."""


_BOUND_PREFIXES = frozenset(
    "non un anti ex pre post co self semi multi mid pro re sub ultra over under half part "
    "well ill".split()
)
_BOUND_SUFFIXES = frozenset("free less proof like resistant averse".split())
"""Compounds whose one part changes the other: a "non-refundable" fare is not refundable, an
"ex-minister" no minister, an "interest-free" loan charges no interest."""


_COMPARING_TWO = frozenset(
    ["more", "fewer", "less", "than", "difference", "majority", "margin", "win by", "won by"]
    + ["wins by", "ahead by", "lead by", "behind", "ahead of", "slower", "faster", "quicker"]
)
"""The comparative words that set two figures side by side; the others name one change."""


def _changes_given(tokens: Sequence[str]) -> set[str]:
    """The stems of the figures the tokens give as a change ("by 12%")."""
    return {
        stem(token)
        for before, token in zip(tokens, tokens[1:], strict=False)
        if token[:1].isdigit() and before.lower() == "by"
    }


_MEDALS = frozenset({"gold", "silver"})
_OTHERS_OPENING = re.compile(r"^(?:Other|Rival|Competing)\s+(?P<kind>[a-z]+)")
_OTHERS_NAMED = re.compile(r"\b(?:other|others|rivals?|competitors?|competing)\b", re.IGNORECASE)


def _kind_named(others: re.Match[str], context: str) -> bool:
    """The context names a kind of what the claim calls the others: "Clearance goods cannot
    be returned" sets "other goods" apart (not "the supermarket chain")."""
    kind = stem(others.group("kind"))
    words = raw_tokens(context)
    return any(
        stem(word.lower()) == kind and words[at - 1].lower() not in _DETERMINERS
        for at, word in enumerate(words)
        if at > 0
    )


_UNKNOWN_FIRST_NAME = re.compile(
    r"^(?!(?:This|That|There|These|Those|It|He|She|They|We|You|Its|His|Her|Their)\b)[A-Z][a-z]{2,}\s+"
    r"(?:was\s+born|was\s+raised|grew\s+up|lives\s+in|lived\s+in|died|married|studied|trained|retired)\b"
)
"""A claim opening on a capitalised word and then a verb only a person does: "Lopez was
born"."""


def _verdict(claim: str, context: _ContextView) -> dict[str, str]:
    passages = context.passages
    claim_text = analyse_text(claim)
    names = context.names | claim_text.names | capitalised(claim)
    claim_tokens = raw_tokens(claim)
    if claim_tokens and stem(claim_tokens[0]) in KNOWN_PLACES:
        names = names | {stem(claim_tokens[0])}  # "Spain signed the treaty": a name, first
    elif _UNKNOWN_FIRST_NAME.match(claim) and stem(claim_tokens[0]) not in context.stems:
        # "Lopez was born in Dublin" where no Lopez is named: the surname that opens the
        # claim is a name, though a capital at the start names nothing by itself
        names = names | {stem(claim_tokens[0])}
    numbers, entities = facts_in(claim_tokens, names)
    context_tokens = context.tokens
    # Entities depend on this claim's names too, so they are found per claim.
    context_numbers, context_entities = facts_in(context_tokens, names)
    context_stems = context.stems
    # "the Kenyan border" for "the border with Kenya": the same place, as its adjective
    demonyms = {
        e
        for e in entities - context_entities
        if demonym_bases(e) & context_entities
        or any(
            e in demonym_bases(c) or demonym_bases(e) & demonym_bases(c) for c in context_entities
        )
    }
    entities -= demonyms
    compared: set[str] = set()  # figures the claim gives as a difference of the context's
    comparing = COMPARATIVE.search(claim)
    if comparing:
        pairs = context_numbers
        if comparing.group(1).lower() not in _COMPARING_TWO:
            # "fell by a tenth" against "fell by 12% in one group and by 2% in the other": two
            # changes the context gives differ by no change of either
            pairs = pairs - _changes_given(context_tokens)
        compared = numbers & differences(pairs)  # "50 more" from 450 and 400
        if _BEFORE_A_CHANGE.search(claim):
            # "had 28 seats before" for "lost 6 seats and finished with 22"
            compared |= numbers & sums(pairs)
        if compared:  # and the word that says it is one: "a margin of 20"
            compared |= {stem(comparing.group(1).lower())}
        numbers = numbers - compared
    elif _USED_TO.search(claim) and _CHANGED_BY.search(context.text):
        # "croissants used to cost £1.40" for "up by 20p ... now costs £1.60": what it was
        # before a change the context gives, its figure and the change apart
        worked = differences(context_numbers) | sums(context_numbers)
        compared = {n for n in numbers if any(_same_value(n, w) for w in worked)}
        numbers = numbers - compared
    worked_out: set[str] = set()  # a time the context gives as a time after another
    if " minutes after " in context.text:
        timed = time_after_event(claim, context.text)
        if timed is not None and not timed[0]:
            return _say("no", f"the context puts it at {timed[1]}")
        if timed is not None:  # "closes at 2:30pm" for "six hours after the 8:30am start"
            numbers = numbers - timed[2]
            worked_out = timed[2] | _PARTS_OF_DAY
    spread = _total_spread(claim, context_numbers)
    if spread:  # "150,000 a year for two years" for "300,000 over two years"
        numbers = numbers - spread
        worked_out = worked_out | spread | {"annual"}

    classed = _DEFINITION.match(claim)
    if (
        classed
        and classed.group("kind").lower() in KINDS_OF.get(classed.group("thing").lower(), ())
        # its kind's word written in the context (its stems hold every instance's kinds)
        and stem(classed.group("kind").lower()) not in {stem(t) for t in context_tokens}
    ):
        # "Amoxicillin is an antibiotic": true, but the context never says what kind it is
        return _say("unsure", f"the context does not say what kind of thing {classed['thing']} is")
    best = _best_sentence(claim_text.stems, passages)
    fixed = _fixed_said_to_vary(claim, context.text)
    if fixed:
        return _say("no", f'the context says it is fixed: "{fixed}"')
    too_soon = _back_too_soon(claim, context.text)
    if too_soon:
        return _say("no", too_soon)
    asked = _asked_against_automatic(claim, best[0]) if best else None
    if asked:
        return _say("no", asked)
    ruled_out = _possible_ruled_out(claim, best[0]) if best else None
    if ruled_out:
        return _say("no", f'the context says it cannot: "{ruled_out}"')
    if (
        _SPECULATIVE.search(claim)
        # "could be available in 2027" for "expects it to reach the market in 2027"
        and not (best and (_SPECULATIVE.search(best[0]) or _FORECAST.search(best[0])))
        and not (_PERMISSION.search(claim) and best and _PERMITTED.search(best[0]))
        # "gusts could reach 60 mph" for "gusts of up to 60 mph": the bound is what may be
        and not (best and _COULD_REACH.search(claim) and _AT_MOST.search(best[0]))
        and not _AT_WORST.search(context.text)
        and not _REPORTED_HEDGE.search(claim)
    ):
        return _say("unsure", "speculative, and the context does not say so")
    days = _days_open(claim, claim_text.stems, passages)
    if days is not None:
        return days
    aged = _age_of_another(claim, context.text)
    if aged is not None:
        return _say("unsure", aged)
    approximate = APPROXIMATE.search(claim) is not None
    # "the first month costs £57 including the joining fee" for £25 to join and £32 a month
    included = (
        numbers & (sums(context_numbers) | sums_of_shares(context_numbers))
        if _ALL_IN.search(claim)
        else set()
    )
    numbers = numbers - included
    approximated: set[str] = set(worked_out) | compared | included
    bounded = bounds(claim)
    context_text = " ".join(context_tokens)  # the context's words, for bounds and ranges
    rated = False  # a figure given at the context's rate over another period
    # A figure is a rival only where the context speaks of what the claim does: "the jury
    # deliberated for two days" is not contradicted by "the trial lasted three weeks".
    sibling = _sibling_kind(claim_tokens, context_tokens)  # its figures are another kind's
    topic_words = claim_text.stems - numbers - _UNIT_STEMS - _PERIODS
    on_topic = not sibling and (
        bool(topic_words & context_stems)
        # "the merger will happen in 2024" speaks of "will merge ... in 2025": a year is the
        # event's, however the event is named
        or (
            any(YEAR.match(n) for n in numbers)
            and any(derived(word) & context_stems for word in topic_words)
        )
        or duration_given(claim_tokens, context_text)  # "lasts a week" against "for 10 days"
    )
    recounted = {
        n
        for n in numbers & context_numbers
        if counted_elsewhere(n, claim_tokens, context_tokens)
        and not total_after_adding(n, context_text)
    }
    compared_with_named = False
    rest_counted = False
    # a share the best sentence states outranks one worked out from two counts elsewhere
    share_given = _share_given(best)
    for number in sorted((numbers - context_numbers) | recounted):
        deadline = before_deadline(number, claim_tokens, context_tokens)
        if deadline is not None and not _A_COST_OR_DENIAL.search(claim):
            if not deadline[0]:  # "an hour before departure" against "up to 24 hours before"
                return _say("no", f"the context allows it only {deadline[1]}")
            approximated.add(number)  # "two days before departure" keeps it
            continue
        rivals = rival_numbers(number, claim_tokens, context_tokens) if on_topic else []
        if (
            rivals
            and _SPAN_AGO.search(claim)
            and re.search(rf"\b{re.escape(number)}\s+days\s+ago\b", claim)
        ):
            # "split up ten years ago" dates an act: its rival is another date, not a length
            # ("sold 1.2 million tickets in a day")
            rivals = [
                r for r in rivals if re.search(rf"\b{re.escape(r)}\s+days\s+ago\b", context.text)
            ]
        if rivals and _beyond_the_years_given(number, claim, rivals, context.text):
            rivals = []  # "will reach 600,000 by 2040" against 2000 and 2020: a later time
        if rivals and _rate_of_pay(number, claim_tokens):
            # "£95 every 7 days" is how often it is paid: no length of time is its rival
            rivals = [r for r in rivals if _how_often(r, context_tokens)]
        spans = times_between(number, claim_tokens, passages)
        if spans and number in bounded and not rivals:
            # "takes over an hour" against "leaves at 7:15 and arrives at 8:05": the two
            # times' gap against the bound, before a figure of the times meets it
            if not any(within_bound(bounded[number], str(span)) for span in spans):
                return _say("no", f"the context's times are {spans[0]} minutes apart")
            approximated.update({number, *_DURATION_VERBS, *_TRIPS})
            continue
        held = (
            share_bound_of_part(number, bounded[number], claim_text.stems, context_text)
            if number in bounded
            else None
        )
        changed = (
            change_share_bound(number, bounded[number], claim, context_text)
            if number in bounded and held is None
            else None
        )
        if changed is not None:
            if not changed:  # "fell by more than half" against "412, down from 620"
                side = bounded[number][0]
                return _say("no", f"the context's change is not {side} {number}")
            approximated.add(number)
            continue
        if held is not None:
            if not held[0]:  # "more than a third of its shops" against "14 of its 60 shops"
                side = bounded[number][0]
                return _say("no", f"the context gives {held[1]}, not {side} {number}")
            approximated.add(number)  # "fewer than a quarter" for "14 of its 60 shops"
            continue
        if (
            number in bounded
            and not rivals
            and best is not None
            and _bound_met_nearby(number, bounded[number], best[0], claim)
        ):
            # "over half a million people in 2020" for "grew ... to 520,000 in 2020": a bound
            # met by a figure of the sentence saying the rest, of its kind and order
            approximated.add(number)
            continue
        if number in bounded and rivals and not _REPEATED.search(claim):
            # "once a day" is how often, not how long: no rival of "within 14 days"
            rivals = [r for r in rivals if not _how_often(r, context_tokens)]
        if number in bounded and rivals:
            # the rivals of the claim's slot: "18% set no limits" for "over half set no
            # limits", not the "62% limit screen time" beside it
            shares = sorted(n for n in context_numbers if n.endswith("%"))
            if number.endswith("%"):  # every share is a candidate: "15% on administration"
                rivals = rivals + [n for n in shares if n != number and n not in rivals]
            every_rival, rivals = rivals, _of_the_slot(rivals, claim, context.text)
            # A bound against a bound ("within 60 days" against "within 30 days") is compared
            # as it stands; against a figure, by what the bound allows. A limit the context
            # sets anywhere is looser than the claim's: "up to six a day is safe" against "do
            # not take more than four", whichever sentence the dose is in.
            given = bounds(context_text)
            looser = [
                r
                for r in every_rival
                if r in given
                and given[r][0] == bounded[number][0]
                and _ALLOWS.search(claim)
                and within_bound(given[r], stem(number)) is False
                # "at least eight weeks" for "at least two months": one bound, said roughly
                and not months_as_weeks(number, claim_tokens, stem(r))
            ]
            if looser:  # "up to six a day is safe" against "do not take more than four"
                return _say(
                    "no", f"the context's limit is {given[looser[0]][0]} {looser[0]}, not {number}"
                )
            side = bounded[number][0]
            range_top = _range_top_below(number, side, claim, context_text)
            if range_top is not None:  # "takes at most 10 days" for "takes 3 to 5 days"
                return _say("no", f"the context gives at most {range_top}, not {number}")

            def bound_for(rival: str, number: str = number, side: str = side) -> tuple[str, float]:
                """ "longer than a day" against "ten hours": the bound in the rival's unit."""
                value = in_rival_units(number, claim_tokens, rival, context_tokens)
                return side, float(value[:-1] if value.endswith("%") else value)

            met = [
                r
                for r in rivals
                if (r not in given and within_bound(bound_for(r), _as_figure(stem(r), number)))
                # "within eight weeks" for "within two months": one bound, said roughly
                or (r in given and given[r][0] == bounded[number][0] and close(number, stem(r)))
                # "within 20 minutes" implies "under half an hour"; but a rule's limit is the
                # rule ("returns are allowed within 60 days" is not "within 30 days")
                or (
                    not RULE.search(claim)
                    # "in under half an hour", or a deadline of what is done ("returned within
                    # a month" for "within 10 days"), not a rule's "within 60 days"
                    and (COMPARED.search(claim) or _DEADLINE.search(claim))
                    and r in given
                    and given[r][0] == bounded[number][0]
                    and within_bound(bound_for(r), stem(r))
                )
            ]
            if (
                not met
                # "more than nine hours also raised the risk": one more finding, beside the
                # context's "fewer than six", which the claim leaves as it is
                and not _ADDS.search(claim)
                and not any(
                    r not in given
                    and within_bound(bound_for(r), stem(r))
                    and _beside_the_names(r, claim, passages)
                    for r in every_rival
                )
            ):  # "more than 200 rooms" against "120 rooms"; but "Mount Kestrel is over 3 km
                # high" for "Mount Kestrel, at 3,120 metres" beside "Mount Arden is 2,870"
                return _say(
                    "no", f"the context gives {rivals[0]}, not {bounded[number][0]} {number}"
                )
            approximated.add(number)  # "more than 100 rooms" for 120 rooms: a true bound
        elif rivals and _per_year_of(number, claim, context_text):
            approximated.add(number)  # "2,000 trees a year" for "10,000 trees over five years"
        elif rivals and _changed_to_unsaid(number, claim, context_text):
            pass  # "can be extended to five years": what it may become, not what it is
        elif rivals and _within_the_hour(number, claim, context_text):
            approximated.add(number)  # "ordered at 1 pm" for "if ordered before 2 pm"
        elif _ratio_of_two(number, claim_tokens, context_numbers):
            # "four times as much" for 12% and 3%; "will double" (normalise: "will grow 2
            # times") for 10p, up from 5p
            approximated.update({number, "grew", "grow"})
        elif rivals and in_decade(number, claim, [*rivals, *sorted(context_numbers)]):
            # "the late 1990s" for 1998 (a year is no rival of a decade's shape, so any of the
            # context's years); the part of it and "dates from" say when, as the year does
            approximated.update({number, *_DATING})
        elif _inside_claimed_range(number, claim, [*rivals, *context_numbers]):
            approximated.update({number, *_DATING})  # "in her early 30s", "aged 30 to 39": 32
        elif rivals and (
            any(converted(number, stem(r)) for r in rivals)
            or any(months_as_weeks(number, claim_tokens, stem(r)) for r in rivals)
            or any(same_duration(number, claim_tokens, r, context_tokens) for r in rivals)
        ):
            approximated.add(number)  # "26.2 miles" for 42.195 km
        elif rivals and _missed_share(number, claim, context_text):
            approximated.update({number, *_MISSED})  # "misses 8%" for "detects 92%"
        elif rivals and _days_a_week(number, claim, context_text):
            approximated.add(number)  # "twice a week" for "two days a week"
        elif rivals and same_rate(number, claim_tokens, rivals[0], context_tokens):
            approximated.add(number)  # "18 days a year" for "1.5 days every month"
            rated = True
        elif rivals and approximate and any(close(number, stem(r)) for r in rivals):
            approximated.add(number)  # "about 45 days" for 42 days: the same, said roughly
        elif approximate and _said_roughly_elsewhere(number, context_numbers):
            approximated.add(number)  # "about 2 million" for "two thirds of 3.1 million"
        elif rivals and _meets_threshold(
            number, claim_tokens, rivals, context_tokens, bounds(context_text)
        ):
            approximated.add(number)  # "a 25 kg bag costs £40" for "bags over 23 kg cost £40"
        elif rivals and _within_hours(number, claim, context.text):
            approximated.add(number)  # "at 9 am" within "from 8 am to 6 pm"
        elif rivals and _within_allowance(
            number, claim, claim_tokens, rivals, context_tokens, context_text
        ):
            approximated.add(number)  # "90 minutes costs nothing" for "free for up to 2 hours"
        elif rivals and _in_the_class(number, claim_tokens, context_text):
            approximated.add(number)  # "a shop with 5 staff" of "businesses with under 10 staff"
        elif _open_all_day(number, claim, context.text):
            approximated.add(number)  # "at midnight on a Tuesday" for "24 hours on weekdays"
        elif _clock_gap(number, claim_tokens, context.text):
            approximated.add(number)  # "ten minutes earlier" for 7:15 and 7:05
        elif years_of_span(number, claim_tokens, context_text):
            approximated.add(number)  # "for four years" for "from 2003 to 2007"
        elif months_of_span(number, claim_tokens, context.text):
            approximated.update({number, *_DURATION_VERBS})  # "about four months": "March to June"
        elif days_of_span(number, claim_tokens, context.text):
            approximated.update({number, *_DURATION_VERBS})  # "lasts 3 days": "Friday to Sunday"
        elif number in map(str, spans):
            # "lasts two and a half hours" for "starts at 8 pm and ends at 10:30 pm": the
            # duration, the verbs that give one and the trip that takes it are said by the two
            # times
            approximated.update({number, *_DURATION_VERBS, *_TRIPS})
        elif count_before_or_with_others(number, context_text):
            approximated.add(number)  # "about 220 shops" for "open 40, taking its total to 260"
        elif rivals and earlier_by_multiple(number, context_text):
            approximated.add(number)  # "1,500 last year" for "3,000, twice as many as last year"
        elif rivals and year_next_to(number, passages):
            approximated.add(number)  # 2022 for "2023, up 12% on the year before"
        elif rivals and covered_by_range(context_text, number):
            approximated.add(number)  # "200 °C" within "between 180 and 240 °C"
        elif _PER_EACH.search(claim) and quotient_of_two(number, context_numbers):
            approximated.add(number)  # "about 33,000 euros a room" for 4 million over 120
        elif part_of_count(number, context_numbers, approximate, context.text):
            approximated.add(number)  # "about 167 of the homes" for "a third of the 500"
        elif rivals and rest_given_back(number, claim, context_text):
            approximated.add(number)  # "returned 800" for "kept 200 of the 1,000 deposit"
        elif rest_of_total(number, context_numbers, context_text):
            approximated.add(number)  # "300 were undecided" for "840 ..., 60 ...; the rest"
        elif not share_given and share_of_two(number, context_numbers, claim):
            approximated.add(number)  # "70% favoured it" for "840 of the 1,200 surveyed"
        elif (rivals or number.endswith("%")) and value_across_change(number, context_text):
            approximated.add(number)  # "used to be 10 pence" for "cut by 20% to 8 pence"
        elif per_each_holds(number, claim_tokens, context_text):
            approximated.add(number)  # "6 weeks' pay after 6 years" for "a week's pay a year"
        elif rivals and ratio_holds(number, claim_tokens, context_tokens):
            approximated.add(number)  # "20 pupils for every teacher" from 600 and 30
        elif rivals and born_by_age(number, claim, context.text):
            approximated.update({number, "born"})  # for "died in 1852 at the age of 36"
        elif (
            rivals
            and _PLANNED_CLAIM.search(claim)
            and figure_planned(number, context.text, approximate)
        ):
            approximated.add(number)  # "expected to cost £40m" for "£48m, £8m more than planned"
        elif rivals and figure_before_the_change(number, claim, context.text):
            approximated.add(number)  # "now takes 40 minutes" for "50, ten longer than now"
        elif rivals and _year_of_another_act(number, claim_tokens, context_tokens, context_stems):
            pass  # "joined in 2015" against "promoted in 2022": not said, not contradicted
        elif not share_given and change_as_share(number, context_numbers, claim, approximate):
            approximated.add(number)  # "fell by a quarter" for "from 80,000 to 60,000"
        elif negated(claim) and number in differences(context_numbers):
            # "360 did not work" for "of the 1,200 surveyed, 840 said they worked": the rest,
            # whose negation is theirs, not a denial of the 840
            approximated.add(number)
            rest_counted = True
        elif not negated(claim) and _share_of_the_rest(number, context.text):
            # "42% had read a book" for "58% had not read a book": the rest, whose
            # negation is theirs, not a denial of the claim
            approximated.add(number)
            rest_counted = True
        elif rivals and total_of_counts(number, claim_tokens, context.text):
            # "600 took part" for "300 took one and 300 the other": all of them took part
            approximated.update({number, _TOOK_PART})
        elif rivals and figure_of_the_compared(number, claim_tokens, context.text):
            # "Ida scored 15" for "18 goals, three more than Ida": hers, and so her act too
            approximated.add(number)
            compared_with_named = True
        elif (
            rivals
            and any(word in context_text for word in LATER_WORDS)
            and later_by(number, rivals, context_text)
        ):
            approximated.add(number)  # "the 80th minute" for "the 70th ... ten minutes later"
        elif rivals and year_span_ends(number, context.text):
            approximated.add(number)  # "ends in 2027" for "runs for three years from 2024"
        elif rivals and _reopens_the_day_after(number, claim, context_text):
            approximated.add(number)  # "reopens on 10 August" for "closes from 2 to 9 August"
        elif rivals and year_by_duration(number, numbers, context_tokens):
            approximated.add(number)  # "from 2011 to 2019" for "before 2019, for eight years"
        elif rivals and remainder(number, claim_tokens, context_tokens):
            approximated.add(number)  # "34 schools" for 40 schools, six of them closed
        elif rivals and _outside_condition(claim, claim_tokens, context_text):
            if FORBIDS.search(claim) and FORBIDS.search(context_text):
                # "a 3-tonne van may not cross" against "closed to vehicles over 7.5 tonnes"
                return _say("no", f"the context forbids it beyond {rivals[0]}, not at {number}")
            approximated.add(number)  # "a 60-day stay needs no visa" for "over 90 days"
        elif rivals and _ADDS.search(claim):
            pass  # "also holds the 5,000 metres record": one more, which the context leaves out
        elif (
            rivals
            # a year is any event's: "built in the 15th century" against "It fell into ruin"
            and not any(YEAR.match(rival) for rival in rivals)
            and not _rivals_on_topic(rivals, claim_text.stems - numbers, passages)
        ):
            # "a judge for twenty years" against "two days of deliberation": other talk, but
            # "changes every month" still meets "the rent is reviewed once a year"
            often = _frequency_of_it(claim, claim_text.stems - numbers, passages)
            if often:
                return _say("no", f"the context says {often}")
        elif (
            rivals
            and _MONEY.search(claim)
            and _figure_of_another_subject(number, rivals, claim_text.stems - numbers, passages)
        ):
            pass  # "the wing cost £20m to build" against "tickets cost £15": the tickets' price
        elif rivals and _rivals_of_another_person(rivals, entities, passages):
            pass  # "Lang was director for ten years" against "Nwosu has worked there for 15
            # years": Nwosu's figure, and none is given for Lang
        elif rivals and _meets_a_rival_bound(number, rivals, claim, context_text):
            approximated.add(number)  # "earning £25,000 can qualify" for "must earn less than
            # £30,000": the context's figure is a bound the claim's meets
        elif rivals and _born_within(number, claim, context_text):
            approximated.add(number)  # "born in 2012" for "anyone born after 1 January 2010"
        elif rivals and _inside_a_lower_bound(number, rivals, context_text):
            pass  # "about 50,000 people ran" for "more than 40,000 runners": it may be so
        elif rivals:
            return _say("no", f"the context gives {rivals[0]}, not {number}")
        elif once_per(number, claim_tokens, context_text):
            approximated.add(number)  # "daily walkers" for "walked 30 minutes a day"
        elif (
            approximate
            and number.endswith("%")
            and any(close(number[:-1], c[:-1]) for c in context_numbers if c.endswith("%"))
        ):
            approximated.add(number)  # "about one in six" for 16%
        elif age_in_decade(number, claim, context.text):
            approximated.add(number)  # "in her 20s" for "born in 1867", "moved in 1891"
        elif neighbour(claim_tokens, number, +2) == "old" and _in_age_range(number, context_text):
            approximated.add(number)  # "a 7-year-old" within "children aged 5 to 11"
        elif (group := _other_age_group(number, claim, context_text)) is not None:
            return _say("no", f"the context's group is {group}, not under {number}")
        elif f"every {number} days" in claim and _frequency_of_it(
            claim, claim_text.stems - numbers, passages
        ):
            often = _frequency_of_it(claim, claim_text.stems - numbers, passages)
            return _say("no", f"the context says {often}")  # "raise the rent twice a year"
            # against "no more than once a year", though "two months' notice" is a bound met
        else:
            limit = (
                context_limit(number, claim_tokens, claim_text.stems, passages, bounded.get(number))
                # an age is on the topic of any bound on people's ages
                if on_topic or neighbour(claim_tokens, number, +2) == "old"
                else None
            )
            if limit is not None and not limit[1]:
                return _say("no", f'the context requires {limit[0]}: "{limit[2]}"')
            bounded_clause = _clause_with(limit[2], limit[0]) if limit is not None else ""
            if (
                limit is not None
                and negated(bounded_clause) != negated(claim)
                # "does not pay" for "is free": the negated word said by its opposite
                and not negated_opposite(claim, claim_text.stems, bounded_clause)
            ):
                # "recommended for 3-year-olds" against "not recommended for children under 5"
                return _say("no", f'the context says otherwise of {limit[0]}: "{limit[2]}"')
            if (
                limit is not None
                and negated(bounded_clause) == negated(claim)
                and not _NOTHING.search(claim)  # "pays nothing" says "free" in other words
            ):
                reversed_act = antonym_in(claim, bounded_clause)
                if reversed_act:  # "a 3-year-old must pay" against "children under 5 go free"
                    return _say(
                        "no", f'the context says {reversed_act} of {limit[0]}: "{limit[2]}"'
                    )
            if limit is not None:
                approximated.add(number)  # "a ten-year-old" within "children under 12"
                if neighbour(claim_tokens, number, +2) == "old" and not negated(limit[2]):
                    # and "years old" with it, where the rule grants ("free for children
                    # under 12"), not where it forbids ("children under 12 should not use")
                    approximated.update(_AGE_WORDS)
            elif best is not None and listed(number, claim_tokens, best[0]):
                approximated.add(number)  # "three languages" for "Spanish, English and Basque"
            elif counted_mentions(number, claim_tokens, context_tokens):
                approximated.add(number)  # "two Nobel Prizes" for a Nobel Prize named twice
            elif years_apart(number, claim, context_numbers):
                approximated.add(number)  # "two years after" for 2007 and 2009
            elif times_by_ordinal(number, claim_tokens, context_text):
                approximated.add(number)  # "three times this year" for "the third rise"
            elif (shared := share_of_count(number, claim_tokens, context_text)) is not None:
                if not shared[0]:  # "150 of the homes" against "a third of the 300 homes"
                    return _say("no", f"the context gives {shared[1]}, not {number}")
                approximated.add(number)  # "100 homes" for "a third of the 300 homes"
    if rated:  # the period of the rate is no figure of its own: "5 concerts 30 days"
        approximated.update(n for n in numbers if rate_period(n, claim_tokens))
    numbers -= approximated
    season_conflict, season_words = season_said(claim, statements(passages))
    if season_conflict:
        return _say("no", season_conflict)
    result = scoreline_differs(claim, statements(passages)) or figure_of_another_time(
        claim, statements(passages)
    )
    if result:
        return _say("no", result)
    ranked = rank_order(claim, passages)  # "finished ahead of" from who won and who came second
    if ranked is not None:
        return _say("yes" if ranked[0] else "no", ranked[1])
    ordered = (
        None
        if negated(claim)
        else compared_figures(claim, [s.text for p in passages for s in p.sentences])
    )
    if ordered is not None:  # "Madrid was hotter than Seville" from each one's figure
        return _say("yes" if ordered[0] else "no", ordered[1])
    tally = vote_tally(claim, context.text, negated(claim))  # "most supported it" from 9 to 4
    if tally is not None:
        return _say("yes" if tally[0] else "no", tally[1])
    points = None if negated(claim) else points_of_the_result(claim, context.text)
    if points is not None:  # "Ireland scored 27 points" for "Ireland beat Scotland 27-13"
        return _say("yes" if points[0] else "no", points[1])
    range_end = None if negated(claim) else price_range_end(claim, context.text)
    if range_end is not None:  # "the cheapest ticket cost £65" for "between £65 and £150"
        return _say("yes" if range_end[0] else "no", range_end[1])
    kin = kinship(claim, passages)  # "his sister, Eva" makes him her brother
    if kin is not None:
        return _say("yes" if kin[0] else "no", f"the context says how they are related: {kin[1]}")
    suit = lawsuit_outcome(claim, passages)  # who sued whom, and whose case was thrown out
    if suit is not None:
        return _say("yes" if suit[0] else "no", f"the context says who brought it: {suit[1]}")
    reopened = reopened_after(claim, context.text)  # "reopens in September" after August
    # "trained in France" for "trained in Lyon": the country of a city the context names
    entities = entities - countries_of(frozenset(context_entities))
    # "the heatwave will end on Friday": a day of what will happen is no rival of the day of
    # what happened, where the context speaks of no future at all
    foretold = bool(_WILL.search(claim)) and not _FUTURE.search(context.text)
    if foretold:
        entities = entities - _WEEKDAY_STEMS
    for name in sorted(entities - context_entities - context.days - reopened):
        rival = rival_name(name, claim_tokens, context_tokens, context_entities)
        if rival:
            return _say("no", f"the context names {rival}, not {name}")
        beyond = outside_ranges(name, claim_text.stems, statements(passages))
        if beyond:  # "built in July" against "built between March and June"
            return _say("no", beyond)
    if (
        not negated(claim)
        and not (foretold and claim_text.stems & _WEEKDAY_STEMS)
        # "the Green Line is the busiest" ranks what the context never ranks: no colour
        # in it is a rival of another
        and not _unsaid_rank(claim, context_stems)
    ):
        other = class_rival(claim_tokens, claim_text.stems, statements(passages))
        if other:
            return _say("no", other)
    if best is not None and best[1] >= 0.5:
        share = proportion_conflict(claim, best[0])
        if share:
            return _say("no", f'the context says {share}: "{best[0]}"')
    other_side = comparison_of_the_other(claim, passages)
    if other_side:
        return _say(*other_side)
    for statement in statements(passages):
        rest = rest_stays_open(claim, statement.text)
        if rest:
            return _say("yes", f'by the context, {rest}: "{statement.text}"')
    # "Does not open on Sundays" against "closed on Sundays": the claim denies the opposite of
    # what the context says, which agrees with it.
    # The polarity in the part of the context that says the claim's act: not "do not enforce
    # the rule" beside "is illegal"; asked by both checks below, so read once.
    differs_in_act = best is not None and polarity_differs(
        claim, claim_text.stems, clause_of_act(claim, claim_text, best[0])
    )
    denies_opposite = (
        best is not None
        and differs_in_act
        and (
            negated_opposite(claim, claim_text.stems, best[0])
            # "may not cross" against "closed to trucks": both forbid (and no negation is
            # left outside the forbidding: "have not imposed bans" against "imposed bans")
            or bool(
                FORBIDS.search(claim)
                and FORBIDS.search(best[0])
                and not polarity_differs(
                    FORBIDS.sub("", claim), claim_text.stems, FORBIDS.sub("", best[0])
                )
            )
        )
    )
    capitals = known_capitals(claim_text, passages)
    stated = (set() if sibling else numbers) | entities | capitals
    swapped = None
    if not denies_opposite and not compared_with_named:
        swapped = (
            # "does not open on Sundays" is no rival of "opens on Saturdays": a denial
            same_slot_rival(
                claim_text,
                {f for f in stated if f[:1].isdigit()} if negated(claim) else stated,
                passages,
            )
            or crossed_pair(claim_text, claim_tokens, numbers, passages)
            or mixed_statements(claim_text, passages)
            or figure_of_another_statement(claim_text, numbers & context_numbers, passages)
            or place_of_another(claim_text, passages)
            or release_of_another(claim_text, passages)
            or origin_of_another(claim, passages)
            or compound_of_another(claim_tokens, numbers & context_numbers, passages)
            # "used to leave at 6 am" for "at 7 am instead of 6 am": the figure it was
            or figure_of_another(
                claim_tokens,
                {n for n in numbers & context_numbers if not _former(n, claim, context.text)},
                context_tokens,
            )
            or count_of_another(claim_tokens, numbers & context_numbers, context_tokens)
            or beneficiary_swap(claim_text.stems, numbers & context_numbers, context_tokens)
            or sum_of_another(claim_text.stems, numbers & context_numbers, context_tokens)
            or done_by_another(claim_tokens, entities | capitals, passages)
            or act_of_the_subject(claim, passages)
            or role_of_another(claim, passages)
            or title_of_another(claim, passages)
            or head_of_another(claim, passages)
            or affiliation_of_another(claim, passages)
            or liable_is_another(claim, passages)
            or counterpart_does_it(claim, passages)
            or paired_to_another(claim, passages)
            or other_agent(claim, passages)
            or opposite_act(claim, passages)
            or doer_as_done_to(claim, passages)
            or outranked(claim, passages)
            or placed_lower(claim, passages)
            or top_held_by_another(claim, passages)
            or only_one_of_a_pair(claim, passages)
            or claims_what_was_replaced(claim, passages)
            or compared_the_other_way(claim, passages)
            or compared_where_same(claim, passages)
            or instead_of_what_is_given(claim, passages)
            or larger_for_the_other_side(claim, passages)
            or said_of_another(claim_tokens, claim_text.stems, passages)
            or reversed_pair(claim, passages)
            or swapped_around(claim, passages)
            or sender_swapped(claim, passages)
            or loser_said_to_win(claim, passages)
            or slot_given_to_another(claim, passages)
            or object_of_another(claim, passages)
            or near_not_in(claim, passages)
            or denied_that(claim, passages)
            or other_role_of_person(claim, passages)
            or rank_in_list(claim, passages)
            or studied_others(claim, passages)
            or age_outside_decade(claim, passages)
            or still_there_after_leaving(claim, passages)
            or own_where_anothers(claim, passages)
            or score_out_of(claim, claim_text.stems, passages)
            or rated_otherwise(claim, claim_text.stems, passages)
            or none_where_some(claim, passages)
            or worked_as_another(claim, passages)
            or junior_as_the_post(claim, passages)
            or property_of_the_replaced(claim, passages)
            or bare_span_of_another_scale(claim, passages)
        )
    reversal = None if swapped or denies_opposite else route_reversed(claim, passages)
    if reversal is not None:
        return _say("no" if reversal[0] else "unsure", reversal[1])
    if swapped is None:
        swapped = relative_time_conflict(claim, numbers & context_numbers, statements(passages))
    if swapped is None and best is not None and best[1] >= 0.5:
        swapped = said_of_another_time(claim, best[0])
    if swapped is not None:
        return _say("no", swapped)
    if (
        best is not None
        and best[1] >= 0.6
        and not _outside_condition(claim, claim_tokens, best[0])
        and not _excepted_case(claim_text.stems, best[0])
        and not (_NOT_ALL.search(best[0]) and not _ALL.search(claim))  # "not all" reopen
        # "no one else has won two" says "the only person to have won two" in other words
        and not (_NO_ONE_ELSE.search(claim) and _THE_ONLY_ONE.search(best[0]))
        # "no woman had led the council before Nair" says "Nair is the first woman to lead it"
        and not (_NONE_BEFORE.search(claim) and FIRST_TO.search(best[0]))
        # "no previous coach was younger than Hale" says "its youngest ever coach"
        and not (_NONE_MORE_SO.search(claim) and _THE_MOST_EVER.search(best[0]))
        # "no British film has taken more this year" says "more than any other British film"
        and not (_NONE_HAS_MORE.search(claim) and _MORE_THAN_ANY.search(best[0]))
        # "has not toured for 15 years" says "their first tour in 15 years"
        and not (_NOT_FOR_A_SPAN.search(claim) and _FIRST_IN_A_SPAN.search(best[0]))
        # "worried about roads and schools" is what "saying roads and schools could not cope"
        # voices: a fear the context reports, whose "not" is the fear's own
        and not (_FEARED.search(claim) and _FEARED_NOT.search(best[0]))
        # "have not risen this fast for ten years" says "the fastest rise in a decade"
        and not (_NOT_THIS_MUCH_SINCE.search(claim) and _MOST_IN_A_SPAN.search(best[0]))
        # "150 objects, many never displayed before" says they are on show now: its only
        # negation is of the time before, which a claim of now does not speak of
        and not _new_now(claim, best[0])
        # "does not open on Sundays" is about the sentence that names Sunday, not this one
        # (a possessive names whose the thing is: "Das's successor" is about the successor)
        and not _named_elsewhere(entities - _possessors(claim), best[0], passages)
        and polarity_differs(claim, claim_text.stems, best[0])
        # and in the clause it matches: "covers defects but does not cover accidental damage"
        and differs_in_act
        and not rest_counted
        # and of a word both say: "may not work for a competitor after leaving" negates the
        # work, not "plans to leave"
        and _negation_reaches(claim, claim_text.stems, best[0])
        and not denies_opposite
    ):
        return _say("no", f'the claim negates the context: "{best[0]}"')
    affirmed = _affirmed_of_the_pronoun(claim, claim_text.stems, passages, best)
    if affirmed is not None:
        return _say("no", f'the claim negates the context: "{affirmed}"')
    for sentence in _matching_sentences(claim_text.stems, passages, least=0.5):
        if denies_opposite:
            break  # its negation already takes the opposite into account
        if _another_part(claim_tokens, sentence):
            continue  # "three shops stay closed" says nothing of the nine the claim opens
        if FORBIDS.search(sentence) and _excepted_case(claim_text.stems, sentence):
            continue  # "will ban cars, except for residents": residents are not banned
        if _subject_told_elsewhere(claim_tokens, sentence, passages):
            continue  # "the firm's revenue grew" is not about "the firm's profits fell"
        if _another_kind_of(claim_tokens, sentence, passages):
            continue  # "streaming revenue grew" is not about "CD sales continued to fall"
        if _other_side_of_the_time(claim, sentence):
            continue  # "can leave after a year free" is not ruled out by "if you cancel before
            # the end of the term, you must pay"
        if negated(claim) and negated_opposite(claim, claim_text.stems, sentence):
            continue  # "does not open on holidays" for "shut on holidays": agrees
        clause = closest_clause(claim_text.stems, sentence, what_is_judged(claim_text.stems))
        complement = complement_clause(claim, claim_text.stems, sentence, clause)
        # Another sentence says the claim's own word ("fixed at 4.2% for five years"): this
        # one's opposite ("then it reverts to a variable rate") speaks of something else.
        answered_elsewhere = (
            best is not None
            and sentence != best[0]
            and _own_words_in(claim_text.stems, best[0])
            # (not by a sentence about the other side of the claim's time: "after 12 months,
            # you can cancel at no cost" does not answer "cancelling in the first year")
            and not _other_side_of_the_time(claim, best[0])
            # unless this one names what the claim speaks of, in two words or more, and the
            # other does not: "season tickets will be frozen" beside "fares will rise by 4.5%"
            and len(
                (claim_text.stems & analyse_sentence(sentence).stems)
                - analyse_sentence(best[0]).stems
            )
            < 2
            # nor where this one names the whole subject and the other leaves part of it out:
            # "the summit café will close" beside "the mountain path will close" and "the summit
            # café will stay open"
            and not _subject_named_here(claim, sentence, best[0])
        )
        opposite = (
            exception_in(claim, claim_text.stems, sentence)
            or whole_for_first(claim, sentence)
            or only_one_where_either(claim, sentence)
            or every_where_one_a_month(claim, sentence)
            or limit_denied(claim, sentence)
            or (
                None
                if answered_elsewhere or after_the_first(claim, sentence)
                else priced(claim, complement, sentence)
                # (who lost is read from the whole context: "Ireland beat France" says
                # "France lost", whatever France won before)
                or antonym_in(claim, complement, context.text)
                or added_what_ended(claim, claim_text.stems, sentence)
                or antonym_after_later_word(claim, claim_text.stems, sentence, complement)
            )
            or (None if rated else other_frequency(claim, clause))
            or opposite_elsewhere(claim, claim_text.stems, sentence, clause, context.text)
            or permits_what_is_forbidden(claim, clause, sentence)
            or obliged_where_allowed(claim, clause)
            or other_cause(claim, sentence)
            or now_what_was_before(claim, sentence)
        )
        if opposite:
            return _say("no", f'the context says {opposite}: "{sentence}"')
    cause_at = claim.find(" because ")
    if cause_at > 0 and not negated(claim):
        # "her first attempt failed because of bad weather" against "her first attempt was
        # called off because of jellyfish stings": the same event, whose cause is the slot
        told = analyse_text(claim[:cause_at]).stems
        for sentence in _matching_sentences(told, passages, least=0.6):
            other = other_cause(claim, sentence)
            if other:
                return _say("no", f'the context says {other}: "{sentence}"')
    if best is not None and _NEVER_BEFORE.search(claim) and _FIRST_IN_A_SPAN.search(best[0]):
        # "has never acted on stage before" against "his first stage role for a decade"
        return _say("no", f'the context gives a first in a while, so one before it: "{best[0]}"')
    earlier = _earlier_one(claim, claim_text.stems, passages)
    if earlier:
        return _say("no", f'the context gives an earlier one: "{earlier}"')
    quarrel = (
        None
        if negated(claim)
        else other_quarrel(claim, (s.text for p in passages for s in p.sentences))
    )
    if quarrel:  # "the dispute is about working hours" against "a dispute over pay"
        return _say("no", f"the context says {quarrel}")
    turned = None if negated(claim) else turned_the_other_way(claim, passages)
    if turned:
        return _say("no", turned)
    for sentence in _matching_sentences(claim_text.stems, passages, least=0.5):
        vague = None if negated(claim) else vague_count_conflict(claim, sentence)
        if vague:
            return _say("no", f'the context says {vague}: "{sentence}"')
    for sentence in _matching_sentences(claim_text.stems, passages, least=0.2, pronouns=True):
        if _of_another_figure(claim_text, sentence, passages):
            continue  # "can still use version 4.8" against "version 5.0 no longer supports"
        implied = implied_contradiction(claim, sentence, context.text)
        if implied:
            return _say("no", f'the context rules it out ({implied}): "{sentence}"')
    nothing_done = (
        (crossed_bound(claim, claim_text.stems, statements(passages)) if bounded else None)
        or none_of_the_act(claim, passages)
        or all_beyond_limit(claim, claim_text.stems, statements(passages))
        or all_where_bounded(claim, claim_text.stems, statements(passages))
        or span_end_swapped(claim, context.text)
        or advised_against(claim, negated(claim), statements(passages))
        or denied_act(claim, claim_tokens, passages)
        or none_of_them(claim, passages)
        or whole_given_back(claim, context.text)
        or received_what_was_withheld(claim, passages)
        or other_side_of_deal(claim, passages)
        or _needed_either_way(claim, context.text)
        or _converse_by_the_same(claim, passages)
        or _compared_side_as_subject(claim, passages)
        or _written_in_its_translation(claim, context.text)
        or _figure_dated_otherwise(claim, numbers, passages)
        or _figure_at_another(claim, passages)
        or _age_of_the_one(claim, context.text)
        or praised_what_needs_work(claim, passages)
        or _always_but_once_not(claim, claim_text.stems, passages)
        or prevented_done(claim, passages)
        or still_after_ended(claim, passages)
        or causation_denied(claim, passages)
        or short_of_what_was_sought(claim, passages)
        or never_but_done(claim, passages)
        or certain_where_possible(claim, passages)
        or one_of_them_only(claim, passages)
        or act_of_the_other_age(claim, passages)
        or placed_below_the_winner(claim, passages)
        or forbidden_to_them(claim, passages)
        or allowed_to_them(claim, passages)
        or compared_across_sentences(claim, passages)
        or kind_given_otherwise(claim, passages)
        or figure_of_another_group(claim_text, passages)
        or whole_for_the_part(claim, context.text)
        or barred_is_another(claim, passages)
        or found_without_evidence(claim, passages)
        or payer_reversed(claim, passages)
        or successor_swapped(claim, passages)
        or figure_of_the_other_side(claim, passages)
        or called_off_going_ahead(claim, passages)
        or preceded_the_first(claim, passages)
        or said_of_the_one_who(claim, passages)
        or other_kind_of_the_same(claim, passages)
        or order_reversed(claim, passages)
        or colour_of_another(claim, passages)
        or kept_elsewhere(claim, passages)
        or free_where_priced(claim, passages)
        or before_what_it_waits_for(claim, passages)
        or skipped_where_required(claim, passages)
        or won_where_only_shortlisted(claim, passages)
        or forecast_beaten_or_missed(claim, passages)
        or reached_another_way(claim, passages)
        or price_moved_otherwise(claim, passages)
        or charged_where_only_bailed(claim, passages)
        or made_of_another(claim, passages)
        or left_where_kept_on(claim, passages)
        or rather_than_the_other(claim, passages)
        or direction_of_another(claim, passages)
        or outside_the_rule(claim, passages)
        or award_of_another(claim, passages)
        or award_for_another(claim, passages)
        or cause_still_open(claim, passages)
        or done_before_until(claim, passages)
        or kept_what_was_lost(claim, passages)
        or honour_of_another(claim, passages)
        or profession_of_another(claim, passages)
        or kept_on_turned_off(claim, passages)
        or likelier_the_other_way(claim, passages)
        or only_at_some_times(claim, passages)
        or all_where_some_qualify(claim, passages)
        or medal_off_the_podium(claim, passages)
        or due_but_saved(claim, passages)
        or second_in_rank(claim, passages)
        or _aim_as_done(claim, numbers & context_numbers, passages)
        or _future_as_done(claim, claim_text.stems, passages)
        or _then_as_now(claim, numbers & context_numbers, passages)
        or _reopens_while_closed(claim, context.text)
        or _age_beyond_the_band(claim, passages)
        or _starts_in_another_month(claim, context.text)
        or _dated_for_another(claim, claim_text.stems, passages)
        or _one_before_the_first(claim, passages)
        or done_with_what_is_denied(claim, passages)
        or status_rules_out(claim, passages)
        or strikers_of_another(claim, passages)
        or passive_doer_differs(claim, passages)
        or divided_as_one(claim, passages)
        or every_year_after_a_gap(claim, passages)
        or closed_to_those_still_able(claim, passages)
        or already_done_to_come(claim, passages)
        or every_time_but_a_share(claim, passages)
        or nobody_where_some_still(claim, passages)
        or with_another_relative(claim, passages)
        or full_where_part(claim, passages)
        or disputed_over_another(claim, passages)
        or all_year_where_seasonal(claim, passages)
        or some_where_all(claim, passages)
        or by_whom_the_context_denies(claim, passages)
        or funded_by_another(claim, passages)
        or offence_of_another(claim, passages)
        or mostly_elsewhere(claim, passages)
        or priced_the_other_way(claim, passages)
        or closed_for_good_where_reopening(claim, passages)
        or last_years_figure_otherwise(claim, passages)
        or stopped_where_still_working(claim, passages)
        or paid_entry_where_free(claim, passages)
        or unequal_where_the_same(claim, passages)
        or drivers_where_closed_to_traffic(claim, passages)
        or bought_what_is_on_loan(claim, passages)
        or off_the_only_price(claim, passages)
        or done_where_still_to_come(claim, passages)
        or out_while_in_the_making(claim, passages)
        or paid_in_another_form(claim, passages)
        or old_record_better(claim, passages)
        or nobody_where_counted(claim, passages)
        or nobody_where_someone_does(claim, passages)
        or done_instead_of(claim, passages)
        or handed_to_another(claim, passages)
        or runs_on_another(claim, passages)
        or winner_was_beaten(claim, passages)
        or paid_the_other_way(claim, passages)
        or kept_what_goes_to_another(claim, passages)
        or found_what_is_sought(claim, passages)
        or one_placed_lower_won(claim, passages)
        or topped_where_below(claim, passages)
        or off_where_kept_on(claim, passages)
        or but_never_that_one(claim, passages)
        or exempt_said_to_be_bound(claim, passages)
        or played_another_role(claim, passages)
        or raised_what_is_scrapped(claim, passages)
        or denied_what_is_admitted(claim, passages)
        or priced_where_free(claim, passages)
        or fee_where_none(claim, passages)
        or priced_where_no_fee(claim, passages)
        or on_land_where_at_sea(claim, passages)
        or switched_the_other_way(claim, passages)
        or like_taken_for_the_thing(claim, passages)
        or below_the_minimum(claim, passages)
        or aim_that_failed(claim, passages)
        or still_in_talks(claim, passages)
        or cause_denied(claim, passages)
        or successor_where_none(claim, passages)
        or short_of_the_record_it_broke(claim, passages)
        or same_price_where_a_multiple(claim, passages)
        or in_the_zone_where_outside(claim, passages)
        or named_where_anonymous(claim, passages)
        or group_compared_otherwise(claim, passages)
        or only_where_mostly(claim, passages)
        or said_of_the_denied(claim, passages)
        or open_land_where_built_before(claim, passages)
        or part_of_another_building(claim, passages)
        or new_one_where_the_old_is(claim, passages)
        or paid_where_volunteers(claim, passages)
        or pay_cut_where_kept(claim, passages)
        or placed_otherwise(claim, passages)
        or needed_where_done_without(claim, passages)
        or successor_said_to_stay(claim, passages)
        or approved_where_pending(claim, passages)
        or nothing_where_taken(claim, passages)
        or moved_to_where_from(claim, passages)
        or times_against_change(claim, passages)
        or admitted_what_is_denied(claim, passages)
        or likened_to_another_size(claim, passages)
        or under_the_minimum_allowed(claim, passages)
        or many_where_fewer(claim, passages)
        or done_to_a_relative(claim, passages)
        or fewest_where_a_record(claim, passages)
        or banned_where_still_allowed(claim, passages)
        or non_where_said(claim, passages)
        or changed_where_it_stays(claim, passages)
        or paired_with_another_year(claim, passages)
        or cost_of_another_thing(claim, passages)
        or drove_off_where_stopped(claim, passages)
        or another_nth(claim, passages)
        or won_where_only_reached_the_final(claim, passages)
        or least_where_most(claim, passages)
        or unconditional_where_conditioned(claim, passages)
        or another_kind_of_place(claim, passages)
        or others_where_only(claim, passages)
        or many_where_first(claim, passages)
        or another_at_the_top(claim, passages)
    )
    if nothing_done:
        return _say("no", nothing_done)
    if "1" in numbers and _ONE_OF_A_KIND.search(claim):
        numbers = numbers - {"1"}  # "on one charge", "in one go": no count to find
    same = _ONE_AND_THE_SAME.match(claim) if "1" in numbers else None
    if same and re.search(rf"\bthe\s+same\s+{re.escape(same.group(1))}\b", context.text, re.I):
        numbers = numbers - {"1"}  # "one family owned it" for "owned by the same family"
    dated = {n for n in numbers & context_numbers if only_a_date(n, claim_tokens, context_tokens)}
    # a month or day inside a range the context gives ("in June" for "between May and August")
    in_range = {
        e for e in entities - context_entities if covered_by_range(context.text, e)
    } | reopened
    if _OTHER_DAYS.search(context.text):  # "on other days, adults pay 8 euros": a Tuesday too
        in_range |= entities & _WEEKDAY_STEMS
    missing = (
        (numbers - context_numbers)
        | dated
        | (entities - context_entities - context.days - in_range)
    )
    missing |= _unsaid_compounds(claim_tokens, context_tokens)
    others = _OTHERS_OPENING.match(claim)
    if others and not _OTHERS_NAMED.search(context.text) and not _kind_named(others, context.text):
        missing.add("other")  # "Other supermarkets will do the same": others never spoken of
    # a colour is a fact, as a name is: "the new uniform will be blue" where no colour is given
    # (not a medal: "won gold")
    missing |= {t for t in claim_tokens if t in COLOURS - _MEDALS and stem(t) not in context_stems}
    if _PERMISSION.search(claim) and _ALLOWS_THINGS.search(context.text):
        # "passengers may bring a 10 kg bag" for "the airline allows one cabin bag of 10 kg"
        context_stems = context_stems | _BROUGHT
    started = _STARTS_IN.search(claim)
    month = started.group("month") if started else ""
    if started and re.search(
        rf"\bfrom\s+{month}\b|\bwill\b[^.;]{{0,60}}\bin\s+{month}\b", context_text
    ):
        # "the new hours start in October" for "apply from October"; "takes effect in April"
        # for "will raise its minimum wage ... in April"
        context_stems = context_stems | _STARTING
    if _DELAYED in claim_text.stems and _PUT_OFF.search(context_text):
        # "the tour has been delayed by five months" for "postponed its tour from April to
        # September"
        context_stems = context_stems | {_DELAYED}
    if _BOUGHT in claim_text.stems and _SPENT_ON.search(context_text):
        # "used the money to buy a car" for "spent the money on holidays and a car"
        context_stems = context_stems | {_BOUGHT}
    if _TURNOUT in context_stems and context_stems & _POLLS:
        # "fewer than half of voters took part" for "turnout was 41%" at an election (normalise
        # writes turnout as attendance): who turned out voted
        context_stems = context_stems | _VOTED
    if _LAYOFFS in claim_text.stems and context_stems >= _JOBS_LOST:
        # "the job cuts" for "will cut 1,200 jobs" (normalise: "fired 1200 jobs")
        context_stems = context_stems | {_LAYOFFS}
    if _EXPECTS.search(claim) and _SAID_WOULD.search(context_text):
        # "expects the rise to cost £60 million" for "said the rise would cost £60 million"
        context_stems = context_stems | _EXPECTED
    if _EXPECTED_TO.search(claim) and (
        TO_COME.search(context_text)
        or _THAN_PLANNED.search(context_text)
        or _PUT_OFF.search(context_text)  # what was postponed had been scheduled
    ):
        # "eight jobs are expected to go" for "plans to cut eight jobs": what is planned is
        # what is expected
        context_stems = context_stems | _EXPECTED
    if _LEAD in claim_text.stems and _led_as(claim, passages):
        # "Kowal led the charity until 2022" for "Kowal stepped down as chief executive in
        # 2022": a chief executive leads
        context_stems = context_stems | {_LEAD}
    if "of" in claim_tokens:  # "tens of thousands of customers" for "about 80,000 customers"
        context_stems = context_stems | vague_count_met(claim, context.text)
    if "temporarily" in claim_tokens and _UNTIL_AN_EVENT.search(context_text):
        context_stems = context_stems | {stem("temporarily")}  # "until a full hearing"
    teen = claim_text.stems & _TEEN_WORDS
    if teen and _TEEN_AGE.search(context_text):
        context_stems = context_stems | teen  # "a teenager" for "a 19-year-old man"
    spoken_units = claim_text.stems & _TIME_UNIT_WORDS
    if spoken_units and _A_LENGTH_OF_TIME.search(context_text):
        # "fewer hours" for "a week of 32 hours": normalise writes the length in minutes or
        # days, so the claim's unit word is said by the context's figure
        context_stems = context_stems | spoken_units
    looked_at = _STUDY_VERB.search(claim)
    if looked_at and _STUDY_OF.search(context_text):
        # "the study looked at nurses" for "a study of 12,000 nurses"
        context_stems = context_stems | analyse_sentence(looked_at.group("act")).stems
    took_part = claim_text.stems & _TOOK_PART_WORDS
    if took_part and any(
        stem(found.group("who").lower()) in claim_text.stems or claim_text.stems & _ANYONE
        for found in _STUDY_OF.finditer(context_text)
    ):
        # "2,000 nurses took part" for "a study of 2,400 nurses": whom it studied took part;
        # "the trial involved 1,000 people" for "a trial of 1,200 adults"
        context_stems = context_stems | took_part
    if claim_text.stems & _LIFE_STAGES:
        # "joined the club as a child" for "joined at the age of nine"
        context_stems = context_stems | _stages_of_ages(context_text)
    if lasted_for(claim_tokens, context_text):
        # "lasted a decade" for "followed them for ten years": how long is said by "for"
        context_stems = context_stems | _DURATION_VERBS
    said = (
        context_stems
        | approximated
        | demonyms
        | season_words
        | (_ANY_TIME if _AT_ALL_TIMES.search(context_text) else frozenset())
        | in_range
        | span_end_said(claim, context.text)  # "ends in August" for "to 31 August"
    )
    if claim_text.stems & LOSS_STEMS and beaten_in(claim, context.text):
        said = said | LOSS_STEMS | CONTESTS  # "Chelsea lost the match" for "Arsenal beat Chelsea"
    if denies_opposite and best is not None and negated(claim):
        # "was not valid" for "was void": the negated word is said by its opposite
        best_stems = analyse_sentence(best[0]).stems
        said = said | {word for word in claim_text.stems if opposites_of(word) & best_stems}
    occasion = OCCASION.search(claim)  # a year is a figure, compared as one
    if (
        occasion
        and not any(c.isdigit() for c in occasion.group(0))
        and occasion.group(0).lower() not in context_text.lower()
        # "the previous year" of a change over the year the context gives ("rose by 9% in
        # the year to June")
        and not (
            occasion.group(0).lower() == "previous year" and _OVER_THE_YEAR.search(context_text)
        )
    ):
        missing.add(occasion.group(0))  # "won last year": the context never speaks of then
    if _ordinal_second(claim_tokens) and not _ordinal_second(context_tokens):
        missing.add("second")  # "finished second" is not said by "40 seconds ahead"
    for day in _DAY_NAMED.findall(claim):
        if stem(day.lower()) not in said:
            missing.add(day.lower())  # "snow at the weekend" of a Thursday
    coverage = (
        sum(1 for word in claim_text.stems if _word_said(word, said, context_stems))
        / len(claim_text.stems)
        if claim_text.stems
        else 0.0
    )
    acts = (
        # "gained five" for 9 to 14; "the trial lasted 68 weeks" for "lost 12% over 68 weeks"
        _acts_missing(
            claim, context_stems | compared | approximated | _spanned(claim, context.text)
        )
        or _role_missing(claim, context_stems)
        or _cause_missing(claim, context_stems)
        or _honour_missing(claim, context_stems)
        or _superlative_missing(claim, context_stems, context.text)
        or _shortlisted_not_won(claim, context.text)
        or _tenure_missing(claim, context_stems)
        or _future_unsaid(claim, context.text, context_stems)
        or _degree_unsaid(claim, context_stems)
        or _focus_unsaid(claim, context.text)
        or _rank_unsaid(claim, context_stems)
        or _sole_unsaid(claim, context.text)
        or _still_unsaid(claim, context.text)
        or _before_unsaid(claim, context.text)
        or _never_before_unsaid(claim, context.text)
        or _made_so_unsaid(claim, context_stems)
        or _done_within_its_time(claim, context.text)
        or time_again_unsaid(claim, context.text)
    )
    other_stage = _stage_of_another_age(claim, claim_text.stems, context_stems, context.text)
    if other_stage:
        return _say("no", other_stage)
    limited = _beyond_only(claim, claim_text.stems, context_stems, best)
    if limited and not any(m[:1].isdigit() for m in missing):
        # "on a Tuesday" against "on weekends only": what "only" limits rules out the rest
        return _say("no", f'the context says only {limited}: "{best[0] if best else ""}"')
    if not missing and coverage > 0.5 and not acts:
        other = (
            _only_a_condition(claim_text.stems, passages)
            or _other_object(claim_tokens, passages, said)
            or _agent_missing(claim_tokens, said)
            or _subject_unsaid(claim_tokens, claim_text.stems, passages, said)
            or _already_before_its_date(claim, context.text)
            or _detail_missing(claim_tokens, said)
            or _only_names_said(claim_tokens, said, context_stems)
        )
        if other:
            return _say("unsure", other)
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
_ONLY_AFTER = re.compile(r"\b(\w+(?:\s+\w+)?)\s+only\s*(?:[.,;!?]|$)", re.I)
""""On weekends only": "only" after what it limits, at the end of a clause."""
_ONLY = re.compile(
    r"(?<!\bthe )(?<!\ban )(?<!\bnot )(?<!\bif )(?<!'s )(?<!s' )(?<!\bits )(?<!\btheir )"
    r"(?<!\bhis )(?<!\bher )(?<!\bour )(?<!\bmy )(?<!\byour )"
    r"(?<!-)\b(?:only|exclusively|solely)\s+(\S+(?:\s+\S+)?)",
    re.I,
)
"""Not "the only" nor "Hollow Town's only goal": a sole thing, not a limit."""


_ONCE_ONLY = re.compile(
    r"\b(?:previously|formerly|until\s+now|until\s+then|once)\s+(?:\w+\s+){0,2}?only\b",
    re.IGNORECASE,
)


def _beyond_only(
    claim: str, stems: frozenset[str], context: frozenset[str], best: tuple[str, float] | None
) -> str | None:
    """ "The printer supports only black-and-white printing" against "it can print in colour":
    the sentence the claim matches limits what it speaks of, and the claim adds something the
    context never names. Not for a claim word the context covers as a kind ("on Saturday"
    against "only at weekends")."""
    if best is None or best[1] < 0.5 or negated(claim) or FORBIDS.search(claim):
        return None  # "non-members may not vote" against "only members can": it agrees
    segments = [p for p in STATEMENT_BREAK.split(best[0]) if p.strip()] or [best[0]]
    segment = max(segments, key=lambda p: len(stems & analyse_sentence(p).stems))
    only = _ONLY.search(segment) or _ONLY_AFTER.search(segment)
    if only is not None and _ORDINAL_OPENING.match(only.group(1)):
        # "only her third marathon" says how few came before, and limits no kind
        return only.group(1).rstrip(".,;") if _MANY_BEFORE.search(claim) else None
    if only is None or only.group(1)[:1].isdigit():
        return None  # "only 3 had worked there" counts; it does not limit a kind; nor does
        # "only" in another clause ("runs only in summer; in winter, take a plane")
    if _ONCE_ONLY.search(segment):
        return None  # "a song previously heard only off Australia": what was so before, now
        # heard elsewhere, limits nothing the claim may add ("the whale was a calf")
    act = only.group(1).split()[0].lower()
    if (act.endswith("ed") or act in IRREGULAR_BASES) and _LATELY.search(segment):
        return None  # "only switched from the 5,000 metres last year": only lately
    # a figure is judged as a figure ("a 300 km flight" within "flights shorter than 500 km")
    # what the claim sets aside is not what it says is given: "store credit instead of a
    # refund" against "store credit only"
    set_aside = frozenset().union(
        *(
            analyse_sentence(found.group(0)).stems  # its marker too: "instead", "rather"
            for found in _SET_ASIDE.finditer(claim)
        )
    )
    unsaid = [
        word
        for word in stems - context - set_aside
        if word not in STOPWORDS | _REQUIREMENT and not word[:1].isdigit()
    ]
    limited = only.group(1).split()
    if limited and limited[0].lower() in PREPOSITIONS:
        # "only on Wednesday mornings" limits when: what the claim says after "on"
        after = re.search(rf"\b{re.escape(limited[0])}\s+((?:\S+\s*){{1,3}})", claim, re.I)
        if after is not None:  # (a claim without "on" may still go beyond: "all year round")
            slot = analyse_sentence(after.group(1)).stems
            unsaid = [word for word in unsaid if word in slot]
    for word in unsaid:
        if not any(stem(kind) in context for kind in KINDS_OF.get(word, ())):
            return only.group(1).rstrip(".,;")
    return None


_SET_ASIDE = re.compile(r"\b(?:instead\s+of|rather\s+than)\s+([^.,;]{1,40})", re.IGNORECASE)
_ORDINAL_OPENING = re.compile(
    r"(?:(?:his|her|their|its|the|a|my|our|your)\s+)?(?:\d+(?:st|nd|rd|th)|first|second|third|"
    r"fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b(?!-)",
    re.IGNORECASE,
)
_MANY_BEFORE = re.compile(
    r"\b(?:many|several|lots\s+of|dozens\s+of|numerous|plenty\s+of)\b[^.;]{0,40}\bbefore\b",
    re.IGNORECASE,
)
_LATELY = re.compile(
    r"\b(?:last\s+(?:year|month|week|season|summer|spring|autumn|winter)|ago|recently|"
    r"this\s+(?:year|month|week|season)|in\s+(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
"""When an act "only" came: "only joined last year" says how lately, not what alone."""
_ALLOWS = re.compile(rf"{RULE.pattern}|\b(?:safe|fine|okay|ok|permitted)\b", re.IGNORECASE)
"""A claim that states a rule or what is safe, whose limit is the rule's."""
_UNIT_STEMS = frozenset(stem(unit) for unit in UNIT_WORDS)
_UNTIL_AN_EVENT = re.compile(r"\buntil\s+(?:a|an|the|its|their|further)\b", re.IGNORECASE)
_TEEN_WORDS = frozenset(stem(w) for w in "teenager teenagers teenage teens".split())
_TEEN_AGE = re.compile(r"\b1[3-9]\s+years\s+old\b|\baged\s+1[3-9]\b", re.IGNORECASE)
_TIME_UNIT_WORDS = frozenset(stem(w) for w in "hours hour weeks months years".split())
"""Not "minutes": "Karimi keeps the minutes" of a meeting."""
_A_LENGTH_OF_TIME = re.compile(r"\b\d[\d.,]*\s+(?:minutes|days)\b")
_DATING = frozenset(stem(word) for word in "early mid late date dates dating".split())
"""Words that place a thing in a decade or century the context's year falls in."""
_DURATION_VERBS = frozenset(stem(word) for word in "lasts takes runs".split())
_TOOK_PART = stem("enrolled")  # normalise's word for taking part
_STUDY_OF = re.compile(
    r"\b(?:study|trial|survey|poll)\s+(?:of|involving|with)\s+(?:more\s+than\s+|over\s+|about\s+|"
    r"nearly\s+|almost\s+)?\d[\d,.]*\s+(?P<who>[a-z][\w-]*)",
    re.IGNORECASE,
)
_STUDY_VERB = re.compile(
    r"\b(?:study|trial|survey)\s+(?P<act>looked\s+at|examined|followed|tracked|surveyed|studied)\b",
    re.IGNORECASE,
)
_LEAD = stem("lead")
_LEADING_ROLE = re.compile(
    r"\b(?:chief\s+executive|ceo|managing\s+director|president|head\s+teacher|headteacher|"
    r"director\s+general|secretary\s+general|prime\s+minister|captain|manager)\b",
    re.IGNORECASE,
)


def _led_as(claim: str, passages: list[Passage]) -> bool:
    """A sentence naming the claim's names gives one of them a role that leads."""
    names = capitalised(claim) - STOP_CAPITALS
    return bool(names) and any(
        names <= sentence.stems and _LEADING_ROLE.search(sentence.text)
        for passage in passages
        for sentence in passage.sentences
    )


_TOOK_PART_WORDS = frozenset({_TOOK_PART, stem("involved"), stem("included")})
_ANYONE = frozenset({stem("people"), stem("participants")})
_TRIPS = frozenset(stem(word) for word in "journey trip crossing flight ride drive voyage".split())
_PERIODS = PERIODS | {"annual", "every"}
"""The periods a rate is given in: "£120 a night" for hotels is not on the topic of "£25 a
night for meals" because both are nightly."""


def _said_roughly_elsewhere(number: str, context_numbers: set[str]) -> bool:
    """A figure said roughly ("about 2 million") that is within 5% of one the context gives,
    though not beside the claim's words: a share worked out ("two thirds of 3.1 million" is
    2,066,667), a total. Not years ("around 2000" is no 2010), nor small counts."""
    try:
        if YEAR.match(number) or float(number) < 100:
            return False
    except ValueError:
        return False  # "50%", "7:30"
    return any(close(number, given, 0.05) for given in context_numbers if not YEAR.match(given))


def _bound_met_nearby(
    number: str, bound: tuple[str, float], sentence: str, claim: str = ""
) -> bool:
    """A figure of `sentence` that meets the claim's bound and is of its kind (a share for a
    share, no year for a count) and order (within a factor of two). Not a figure the sentence
    gives as a limit itself: "up to six a day" is not met by "not more than four a day". Of
    several shares, those of the clause saying most of the claim: "over half set no
    limits" is not met by the "62% limit screen time" beside "18% set no limits"."""
    limit = float(number.rstrip("%"))
    limits = bounds(sentence)
    figures = list(analyse_sentence(sentence).numbers)
    shares = [token for token in figures if token.endswith("%")]
    if number.endswith("%") and len(shares) > 1 and claim:
        figures = _of_the_slot(shares, claim, sentence)
    for token in figures:
        if token.endswith("%") != number.endswith("%") or YEAR.match(token) or token in limits:
            continue
        try:
            value = float(token.rstrip("%"))
        except ValueError:
            continue
        if limit / 2 <= value <= limit * 2 and within_bound(bound, token.rstrip("%")):
            return True
    return False


_ONE_AND_THE_SAME = re.compile(r"(?:1|one)\s+([a-z]+)\b", re.IGNORECASE)
_ONE_OF_A_KIND = re.compile(r"\b(?:on|in|at|with|from)\s+(?:a\s+single|1)\s+[a-z]+(?<!s)\b")
""""One" after a preposition and before a singular noun says "a single", not a count."""


def _aim_as_done(claim: str, numbers: set[str], passages: list[Passage]) -> str | None:
    """ "The island already produces 90% of its power from renewables" against "aims to reach
    90% renewable power by 2030"."""
    for number in sorted(numbers):
        aimed = only_aimed_at(number, claim, passages)
        if aimed:
            return f'the context gives {number} as an aim: "{aimed}"'
    return None


_YEARLY_FOR = re.compile(
    r"\b(?P<amount>\d+(?:\.\d+)?)\s+(?:[a-z]+\s+)?annual\s+(?:for|over)\s+(?P<days>\d+)\s+days\b"
)


def _total_spread(claim: str, context_numbers: set[str]) -> set[str]:
    """A yearly figure whose years make a total the context gives: "150000 euros annual for
    730 days" (normalised "a year for two years") for "300000 euros over 730 days"."""
    found = _YEARLY_FOR.search(claim)
    if not found:
        return set()
    total = float(found.group("amount")) * int(found.group("days")) / 365
    if stem(as_digits(total)) in context_numbers:
        return {stem(found.group("amount"))}
    return set()


_CONDITION = re.compile(
    # not a charge's amount: "subject to an excess of 250 pounds" is what every claim costs
    r"\b(?:subject\s+to(?!\s+(?:an?\s+|the\s+)?\w+\s+of\s+\d)|provided(?:\s+that)?"
    r"|on\s+condition\s+that|as\s+long\s+as)\s+(?P<condition>[^.;:]+)",
    re.IGNORECASE,
)


def _only_a_condition(stems: frozenset[str], passages: list[Passage]) -> str | None:
    """The claim states as done what the context names only as a condition: "the regional
    health authority has agreed to fund it" for "a plan to open it, subject to funding from
    the regional health authority"."""
    for passage in passages:
        for sentence in passage.sentences:
            found = _CONDITION.search(sentence.text)
            if not found:
                continue
            condition = analyse_sentence(found.group("condition")).stems
            rest = analyse_sentence(_CONDITION.sub("", sentence.text)).stems
            others = frozenset().union(
                *(s.stems for p in passages for s in p.sentences if s is not sentence)
            )
            only_there = (stems & condition) - rest - others
            if len(only_there) >= 2:
                return f'the context gives it only as a condition: "{found.group(0).strip()}"'
    return None


_ALREADY_OF_WHOM = re.compile(
    r"\b(?:who|that|which)\s+(?:have\s+|has\s+|had\s+)?already\b", re.IGNORECASE
)


def _future_as_done(claim: str, stems: frozenset[str], passages: list[Passage]) -> str | None:
    """ "The finds are already on show" against "the finds will be displayed from next spring",
    "a third unit has already opened" against "approved a plan to open a third unit": what the
    context gives as still to come has not happened."""
    if "already" in claim.lower() and not _ALREADY_OF_WHOM.search(claim):
        # (not "passengers who already booked are exempt": the booking is done, not the act)
        if any(
            "already" in sentence.lower()
            for sentence in _matching_sentences(stems - _ALREADY, passages, least=0.5)
        ):
            return None  # "online sales already make up 70%" says what is so already
        # "He will be sentenced next month" is about Daniel Price, named the sentence before
        for sentence in _matching_sentences(
            stems - _ALREADY, passages, least=0.6, pronouns=True, objects=True
        ):
            if TO_COME.search(sentence) and "already" not in sentence.lower():
                return f'the context says it is still to come: "{sentence}"'
        return None
    if not _NOW.search(claim) or TO_COME.search(claim):
        return None
    # "available on iPhones now" against "available on Android now and will reach iPhones
    # next week": the clause with the claim's own word is the one still to come
    for sentence in _matching_sentences(stems - _NOW_STEMS, passages, least=0.3, pronouns=True):
        clauses = [analyse_sentence(c) for c in _CLAUSE_JOINS.split(sentence) if c.strip()]
        for clause in clauses:
            own = (stems - _NOW_STEMS) & clause.stems
            own -= frozenset().union(*(c.stems for c in clauses if c is not clause))
            if (
                own
                and TO_COME.search(clause.text)
                # set against what is so now, in the same sentence
                and any(
                    _NOW_SO.search(c.text) and not TO_COME.search(c.text)
                    for c in clauses
                    if c is not clause
                )
            ):
                return f'the context says it is still to come: "{sentence}"'
    # "Visitors can see the calf now" against "Visitors will be able to see her from next week"
    for sentence in _matching_sentences(stems - _NOW_STEMS, passages, least=0.6, pronouns=True):
        if _FROM_A_LATER_DAY.search(sentence):
            return f'the context says it is still to come: "{sentence}"'
    return None


_NOW = re.compile(r"\bnow\b", re.IGNORECASE)
_FROM_A_LATER_DAY = re.compile(
    r"\bwill\b[^.;]{0,60}\b(?:from|after)\s+next\s+(?:week|month|year|spring|summer|autumn|winter)\b",
    re.IGNORECASE,
)
_OBJECT_PRONOUN = re.compile(r"\s(?:it|them)\b")
_NOW_SO = re.compile(r"(?<!than\s)(?<!until\s)(?<!from\s)(?<!till\s)\bnow\b", re.IGNORECASE)
"""What is so now, not a comparison with now ("ten minutes longer than now")."""
_CLAUSE_JOINS = re.compile(r",\s*|;\s*|\s+(?:and|but|while|whereas)\s+", re.IGNORECASE)
_NOW_STEMS = frozenset({"now"})


_ALREADY = frozenset({"already"})
_OVER_THE_YEAR = re.compile(
    r"\b(?:in|over)\s+the\s+(?:year|12\s+months|365\s+days)\s+to\b|\byear\s+on\s+year\b|"
    r"\bon\s+the\s+(?:previous\s+)?year\b",
    re.IGNORECASE,
)
_DELAYED = stem("delayed")
_PUT_OFF = re.compile(r"\b(?:postponed|pushed\s+back|put\s+back|rescheduled)\b", re.IGNORECASE)
_BOUGHT = stem("buy")
_SPENT_ON = re.compile(r"\bspen[dt]\w*\b[^.;]{0,40}\bon\b", re.IGNORECASE)
_TURNOUT = stem("attendance")  # normalise's word for turnout
_POLLS = frozenset(stem(word) for word in "election vote referendum ballot poll".split())
_VOTED = frozenset({_TOOK_PART, stem("voted"), stem("voters"), stem("vote")})
_LAYOFFS = stem("layoffs")  # normalise's word for job cuts
_JOBS_LOST = frozenset({stem("fired"), stem("jobs")})
_EXPECTED_TO = re.compile(
    r"\b(?:is|are|was|were)\s+(?:originally\s+|initially\s+|previously\s+)?(?:expected|scheduled|planned)\s+to\b",
    re.IGNORECASE,
)
_EXPECTED = frozenset(stem(word) for word in "expected scheduled planned".split())


def _same_value(one: str, other: str) -> bool:
    """ "1.40" and "1.4": one figure, written two ways."""
    try:
        return abs(float(one) - float(other)) < 1e-9
    except ValueError:
        return False


_USED_TO = re.compile(
    r"\b(?:used\s+to|previously|formerly|originally|before\s+the\s+change)\b", re.IGNORECASE
)


_SHARE_DENIED = re.compile(
    r"\b(?P<share>\d+(?:\.\d+)?)\s*%\s+(?:of\s+\w+\s+)?(?:had|have|has|did|do|does|were|was|are|is)"
    r"\s+not\b",
    re.IGNORECASE,
)


def _share_of_the_rest(number: str, context: str) -> bool:
    """The claim's share is 100% less one the context says did not: "42% had read" for "58%
    had not read"."""
    if not number.endswith("%"):
        return False
    value = as_number(number[:-1])
    return value is not None and any(
        abs(100 - float(found.group("share")) - value) < 0.6
        for found in _SHARE_DENIED.finditer(context)
    )


def _former(number: str, claim: str, context: str) -> bool:
    """The claim gives `number` as what was, and the context as what the new value replaces:
    "used to leave at 6 am" for "now leaves at 7 am instead of 6 am"."""
    return (
        _USED_TO.search(claim) is not None
        and re.search(rf"\binstead\s+of\s+{re.escape(number)}\b", context) is not None
    )


_EXPECTS = re.compile(r"\bexpects?\b", re.IGNORECASE)
_SAID_WOULD = re.compile(
    r"\b(?:said|says|say|estimates?|estimated|forecasts?|predicts?|predicted)\b[^.;]{0,40}"
    r"\b(?:would|will)\b",
    re.IGNORECASE,
)
_THAN_PLANNED = re.compile(r"\bthan\s+(?:planned|expected|budgeted|forecast)\b", re.IGNORECASE)


def _then_as_now(claim: str, numbers: set[str], passages: list[Passage]) -> str | None:
    """ "The average rate is now 5.3%" against "now at 5.1%, down from 5.3% in March": the
    context gives the claim's figure only as what the value was."""
    # "sold 60,000 tickets this year" against "45,000 this year, down from 60,000 in 2023"
    now = AT_THIS_TIME.search(claim) is not None or _THIS_PERIOD.search(claim) is not None
    if not now and not _WILL.search(claim):
        return None
    for number in sorted(numbers):
        holding = [s for p in passages for s in p.sentences if number in s.numbers]
        written = number.rstrip("%")
        if holding and all(compared_with(s.text, written) for s in holding):
            # "will cut sailings from four a day to two": four is what it is until then, and
            # not what it will be ("the library will open six days a week")
            coming = all(TO_COME.search(s.text) for s in holding)
            starts = all(re.search(rf"\bfrom\s+{re.escape(written)}\b", s.text) for s in holding)
            if now != coming and (now or starts):
                return f'the context gives {number} as what it was: "{holding[0].text}"'
        if not now:
            continue
        if holding and all(_WILL_BE_FROM.search(s.text) for s in holding):
            # "currently pay £2,150" against "will pay £2,150 a year, up from £2,050"
            return f'the context gives {number} as what it will be: "{holding[0].text}"'
    return None


_THIS_PERIOD = re.compile(r"\bthis\s+(?:year|season|month|week|quarter)\b", re.IGNORECASE)
_WILL_BE_FROM = re.compile(
    r"\bwill\s+(?:pay|cost|price|be|rise\s+to|fall\s+to|charge)\b[^.;]{0,60}\b(?:up|down|rise|fall)"
    r"\s+from\b",
    re.IGNORECASE,
)


_PARTS_OF_DAY = frozenset(stem(w) for w in "morning afternoon evening night".split())
"""Normalise writes a clock time's part of the day after it ("2:30pm in the afternoon")."""
_AGE_WORDS = frozenset(stem(w) for w in "year years old".split())
_OPENING = frozenset(stem(w) for w in "open opens closed closes shut shuts".split())
_WEEKDAY_STEMS = frozenset(stem(day) for day in WEEKDAYS)


def _days_open(claim: str, stems: frozenset[str], passages: list[Passage]) -> dict[str, str] | None:
    """ "Closed on Mondays" for "open Tuesday to Sunday": the days of a range left out, in a
    sentence about the claim's thing."""
    subject = stems - _OPENING - _WEEKDAY_STEMS
    previous: frozenset[str] = frozenset()
    for passage in passages:
        for sentence in passage.sentences:
            before, previous = previous, sentence.stems
            # "It will now be closed on Mondays": the sentence before names what "it" is
            by_pronoun = IT_OR_THEY_OPENING.match(sentence.text) is not None and bool(
                subject & before
            )
            if not (subject & sentence.stems or by_pronoun):
                continue
            found = (
                open_days(claim, sentence.text)
                or state_on_day_kind(claim, sentence.text)
                or state_on_named_days(claim, sentence.text)
            )
            if found is None:
                continue
            agrees, shown = found
            if not agrees:
                return _say("no", f'the context says {shown}: "{sentence.text}"')
            if subject <= sentence.stems:  # nothing more to check: "opens at 9am" is more
                return _say("yes", f'the context says {shown}: "{sentence.text}"')
    return None


def _own_words_in(stems: frozenset[str], sentence: str) -> bool:
    """The sentence says the claim's words that have an opposite, in the claim's own words
    ("fixed"), with most of the rest: the sentence that answers the claim."""
    judged = {word for word in stems if opposites_of(word)}
    said = analyse_sentence(sentence).stems
    return bool(judged) and judged <= said and len(stems & said) * 2 >= len(stems)


_SOME = frozenset("some several few".split())


def _another_part(claim: list[str], sentence: str) -> bool:
    """The sentence counts a part of the claim's things ("Three shops stay closed") and the
    claim counts another part ("Nine shops open", "Some shops open"): what one part does
    says nothing of the other."""
    tokens = raw_tokens(sentence)
    counted = {stem(tokens[i + 1]): stem(t) for i, t in enumerate(tokens[:-1]) if t[:1].isdigit()}
    for index, token in enumerate(claim[:-1]):
        thing = stem(claim[index + 1])
        if thing not in counted or thing in _PERIODS:
            continue
        if token[:1].isdigit() and stem(token) != counted[thing]:
            return True
        if token.lower() in _SOME:
            return True
    return False


_NOT_ALL = re.compile(r"\bnot\s+(?:all|every|everyone|everything|everybody)\b", re.IGNORECASE)
_ALL = re.compile(r"\b(?:all|every|everyone|everything|everybody|each)\b", re.IGNORECASE)
"""'Not all of the schools will reopen' denies only that all will: some may, and a claim that
some, or 34 of the 40, reopen agrees."""
_EXCEPT_CASE = re.compile(
    # "save for the north", not "asked customers to save water"
    r"\b(?:except|unless|apart\s+from|other\s+than|save(?=\s+(?:for|in|on|during|when|where)\b))"
    r"\s+(?:in|for|on|during|when|if|where)?\s*"
    r"(?:an?|the|there\s+is\s+an?)?\s*(\w+)",
    re.IGNORECASE,
)


def _excepted_case(stems: frozenset[str], sentence: str) -> bool:
    """The claim speaks of the case the rule leaves out: "a landlord can visit without notice
    in an emergency" against "must give 24 hours' notice, except in an emergency"."""
    for found in _EXCEPT_CASE.finditer(sentence):
        if stem(found.group(1).lower()) in stems:
            return True
        # "unless another member has reserved the item": the case in words of its own
        clause = re.split(r"[,;.]", sentence[found.start() :], maxsplit=1)[0]
        own = content_stems(clause) - content_stems(sentence[: found.start()])
        if len(own & stems) >= 2:
            return True
    return False


def _outside_condition(claim: str, tokens: list[str], sentence: str) -> bool:
    """A negated claim about a figure the sentence's bound leaves out: "a two-month trip does
    not need a visa" agrees with "visitors need a visa for stays longer than 90 days"."""
    if not negated(claim):
        return False
    limits = bounds(sentence)
    if not limits:
        return False
    context = raw_tokens(sentence)
    for index, token in enumerate(tokens[:-1]):
        if not token[:1].isdigit():
            continue
        unit = stem(tokens[index + 1])
        for value, bound in limits.items():
            if neighbour(context, value, +1) == unit and within_bound(bound, stem(token)) is False:
                return True
    return False


def _meets_threshold(
    number: str,
    claim: list[str],
    rivals: list[str],
    context: list[str],
    given: dict[str, tuple[str, float]],
) -> bool:
    """The claim's figure passes a threshold the context sets for the same unit ("checked bags
    over 23 kg incur a fee" for a 25 kg bag; not "first found in 1937" for "more than 1,700
    tablets"). Only a lower threshold: a figure within an upper limit ("up to 12 hours") says
    nothing about what the limit is of."""
    return _bound_of_a_rival_holds(number, claim, rivals, context, given, "at least", True)


def _bound_of_a_rival_holds(
    number: str,
    claim: list[str],
    rivals: list[str],
    context: list[str],
    given: dict[str, tuple[str, float]],
    side: str,
    by_label: bool = False,
) -> bool:
    """The claim's figure is within a bound of `side` the context puts on one of its rivals,
    of the claim's unit (or, `by_label`, of its label: "a score of 7.5" for "at least 7.0")."""
    unit = neighbour(claim, number, +1)
    return any(
        given.get(stem(rival), ("", 0.0))[0] == side
        and within_bound(given[stem(rival)], number)
        and (
            neighbour(context, stem(rival), +1) == unit
            or (by_label and same_label(number, claim, rival, context))
        )
        for rival in rivals
    )


_AN_END = re.compile(r"\b(?:start|begin|began|open|end|close|finish)\w*", re.IGNORECASE)
_BETWEEN_TIMES = re.compile(r"(?:\s+in\s+the\s+\w+)?\s+(?:to|until|till|and)\s+", re.IGNORECASE)
_FROM_TIME = re.compile(r"\b(?:from|between)\s+$", re.IGNORECASE)


def _within_hours(number: str, claim: str, context: str) -> bool:
    """A time of day the claim gives ("at 9 am") falls within hours the context gives ("from
    8 am to 6 pm")."""
    if _AN_END.search(claim):
        # "the school day starts at 9 am" names an end of the hours, not a time in them
        return False
    times = [
        minutes
        for found in CLOCK_TIME.finditer(claim)
        if (found.group("hour") or found.group("hour24")) == number
        for minutes in [clock_minutes(found)]
        if minutes is not None
    ]
    if not times:
        return False
    found = list(CLOCK_TIME.finditer(context))
    for start, end in itertools.pairwise(found):
        if not _FROM_TIME.search(context[: start.start()]) or not _BETWEEN_TIMES.fullmatch(
            context[start.end() : end.start()]
        ):
            continue
        opens, closes = clock_minutes(start), clock_minutes(end)
        if opens is not None and closes is not None:
            return any(opens <= t <= closes for t in times)
    return False


_ALLOWANCE = re.compile(
    r"\b(?:free|costs?\s+nothing|allow(?:s|ed|ance)?|permit(?:s|ted)?|can|may|without\s+paying|"
    r"within\s+the\s+limit)\b",
    re.IGNORECASE,
)


def _within_allowance(
    number: str,
    claim: str,
    tokens: list[str],
    rivals: list[str],
    context: list[str],
    context_text: str,
) -> bool:
    """The claim's figure is within an allowance the context sets as an upper bound on the
    same unit ("park for free for up to two hours"), and both speak of what is allowed or
    free: 90 minutes is inside it. (A capability's upper bound, "a battery lasts up to 12
    hours", is no allowance, and says nothing of a figure under it.)"""
    if not _ALLOWANCE.search(claim) or not _ALLOWANCE.search(context_text):
        return False
    given = bounds(context_text)
    return _bound_of_a_rival_holds(number, tokens, rivals, context, given, "at most")


_WITH_BOUND = re.compile(
    r"\b(?:with|costing|price|prices|worth|weighing|lasting|priced\s+at|valued\s+at|"
    r"for\s+[a-z]+|[a-z]+s(?=\s+(?:shorter|longer|lighter|heavier|smaller|larger)\s))\s+"
    r"(?P<side>fewer\s+than|less\s+than|under|more\s+than|over|at\s+least|at\s+most|"
    r"up\s+to|(?:shorter|lighter|smaller)\s+than|(?:longer|heavier|larger)\s+than)\s+"
    r"(?P<limit>\d+(?:\.\d+)?)\s+(?P<unit>[a-z]+)",
    re.IGNORECASE,
)
"""A class set by a bound: "businesses with fewer than 10 employees", "repairs costing under
100 pounds"."""


def _in_the_class(number: str, claim: list[str], context: str) -> bool:
    """The claim's figure, said "with" its unit ("a shop with 5 employees") or as what a thing
    is ("a 40 pounds repair"), falls in a class the context sets by a bound on that unit
    ("businesses with fewer than 10 employees", "repairs costing under 100 pounds")."""
    before = neighbour(claim, number, -1)
    if before not in ("with", "a", "an", "costing", "worth") and neighbour(
        claim, number, -2
    ) not in ("a", "an"):
        return False  # "a shop with 5 staff", "a 40-pound repair", "a delayed 1,000 km flight"
    unit = neighbour(claim, number, +1)
    try:
        value = float(number)
    except ValueError:
        return False
    for found in _WITH_BOUND.finditer(context):
        if stem(found.group("unit")) != unit:
            continue
        limit = float(found.group("limit"))
        side = " ".join(found.group("side").lower().split())
        if side in (
            "fewer than",
            "less than",
            "under",
            "shorter than",
            "lighter than",
            "smaller than",
        ):
            return value < limit
        if side in ("more than", "over", "longer than", "heavier than", "larger than"):
            return value > limit
        return value >= limit if side == "at least" else value <= limit
    return False


def _sibling_kind(claim: list[str], context: list[str]) -> str | None:
    """A compound of the claim the context never says, where it says another of the same head:
    "first-class tickets" against "a second-class ticket costs €45" is about another kind,
    whose price the context does not give."""
    said = {t.lower() for t in context if "-" in t}
    heads = {t.rsplit("-", 1)[1] for t in said}
    for token in claim:
        word = token.lower()
        if "-" in word and word not in said and word.rsplit("-", 1)[1] in heads:
            return word
    return None


_RANKED = frozenset("finished came placed ranked ended".split())
_PLACES = frozenset("place position spot".split())


_HONOURED = re.compile(
    r"\b(?:win|won|wins|received?|receives|given|awarded)\s+(?:an?|the|its|her|his|their)?\s*"
    r"(?:[\w-]+\s+){0,2}?(award|prize|medal|honour|honor|trophy)s?\b",
    re.IGNORECASE,
)
_HONOUR_STEMS = frozenset(
    stem(w) for w in "award prize medal honour honor trophy win won named title cup".split()
)


_WILL = re.compile(r"\bwill\b", re.IGNORECASE)
_OTHER_DAYS = re.compile(
    r"\b(?:on\s+)?(?:all\s+)?other\s+days\b|\bthe\s+rest\s+of\s+the\s+week\b", re.IGNORECASE
)
_WILL_BECOME = re.compile(
    r"\bwill\s+(?:become|be\s+(?:named|appointed|promoted|made|elected)|take\s+over|succeed|"
    r"replace|step\s+(?:in|up))\b",
    re.IGNORECASE,
)
_FUTURE = re.compile(
    r"\b(?:will|shall|going\s+to|expected|expects|plans?|planned|set\s+to|due\s+to|to\s+be\s+"
    r"(?:named|appointed)|next|soon|successor|replace|replacement|succeed|would|aims?|aiming|"
    r"intends?|intending|hopes?|hoping|wants?|targets?|goal|proposed|proposes|promised?)\b",
    re.IGNORECASE,
)


_PLANS = re.compile(
    r"\b(?P<plan>plans?|planning|intends?|intending|hopes?|hoping|wants?|aims?)\s+to\s+\w+"
    # acts a person or firm decides on, not what simply comes ("will get", "will reopen")
    r"|\bwill\s+(?P<act>sue|appeal|take(?=\s+\w+(?:\s+\w+)?\s+to\s+(?:court|judge))|resign|quit|sell|buy|"
    r"close|move|hire|cut|strike|leave|merge|expand|launch|retire|bid|invest|relocate|challenge|"
    r"return|come\s+back|step\s+down)\b",
    re.IGNORECASE,
)


def _future_unsaid(claim: str, context: str, context_stems: frozenset[str]) -> list[str]:
    """What someone will do or plans to, where the context speaks of no future at all: "Nadia
    Haddad will become chief executive" for a context that says only who stepped down, "Priya
    plans to leave" for a contract that says what she may not do after leaving, "will take the
    shop to court" for a notice to quit."""
    if _FUTURE.search(context):
        # a future spoken of: only an act the context never names ("will step down" beside
        # "expects profit of ..."), or one it leaves open ("has 14 days to appeal")
        for planned in _PLANS.finditer(claim):
            act = planned.group("act")
            if act and (
                stem(act.split()[0].lower()) not in context_stems or _only_open_to(act, context)
            ):
                return [planned.group(0)]
        return []
    found = _WILL_BECOME.search(claim)
    if found is not None and stem(found.group(0).split()[-1].lower()) not in context_stems:
        return [found.group(0)]  # (not "will replace" for "she replaces Tom Reilly")
    for planned in _PLANS.finditer(claim):
        word = planned.group("plan") or planned.group("act")
        if stem(word.lower()) not in context_stems or (
            planned.group("act") and _only_open_to(planned.group("act"), context)
        ):
            return [planned.group(0)]
    return []


def _only_open_to(act: str, context: str) -> bool:
    """The context only says the act is open to someone ("has 14 days to appeal", "may
    appeal"), not that they will do it."""
    verb = re.escape(act.split()[0])
    open_to = re.search(
        rf"\b(?:has|have|had|given|gets?)\s+(?:\w+\s+){{0,3}}to\s+{verb}\b"
        rf"|\b(?:can|may|could|might|right\s+to|option\s+to|entitled\s+to|free\s+to)\s+{verb}\b",
        context,
        re.IGNORECASE,
    )
    decided = re.search(
        rf"\b(?:will|shall|plans?\s+to|intends?\s+to|decided\s+to|going\s+to|is\s+to)\s+{verb}\b"
        rf"|\b{verb}(?:s|ed)\b",
        context,
        re.IGNORECASE,
    )
    return open_to is not None and decided is None


_SUPERLATIVE = re.compile(
    r"\b(?:the|its|their|his|her|[\w-]+'s)\s+(?P<word>best|highest|biggest|largest|greatest|"
    r"fastest|oldest|youngest|richest|tallest|longest|strongest|smallest|shortest|"
    r"slowest|weakest|poorest|worst|top(?=\s+(?:scorer|goalscorer|"
    r"seller|player|earner|student|team|spot|performer)))\b"
    # "City's record signing", "a record crowd": a mark above all before
    r"|\b(?:the|its|their|his|her|[\w-]+'s|a|an)\s+(?:new\s+)?(?P<record>record)(?=\s+(?:signing|"
    r"transfer|fee|deal|crowd|attendance|high|low|number|sale|price|score|turnout|profit|loss|year)\b)"
    # "the trust's first female chief executive": a first of its kind, before anyone else
    r"|\b(?:the|its|their|his|her|[\w-]+'s)\s+(?P<first>first)(?=\s+(?:female|woman|women|male|"
    r"black|openly|ever|foreign|non-\w+)\b)",
    re.IGNORECASE,
)


_TENURE = frozenset("permanent permanently interim temporary temporarily acting".split())


def _tenure_missing(claim: str, context_stems: frozenset[str]) -> list[str]:
    """How long a role is held, which the context does not say: "will become the permanent
    conductor" for "will lead the autumn concerts"."""
    tokens = raw_tokens(claim)
    return [
        word
        for at, word in enumerate(tokens)
        if word.lower() in _TENURE
        and stem(word.lower()) not in context_stems
        # "the interim dividend": a payment's name, not a role's term
        and (tokens[at + 1].lower() if at + 1 < len(tokens) else "") not in _NOT_TENURE
    ][:1]


_NOT_TENURE = frozenset("dividend dividends results report figures payment accounts".split())


_A_HIGH_OF = re.compile(r"\ba\s+high\s+of\s+\d", re.IGNORECASE)


def _superlative_missing(claim: str, context_stems: frozenset[str], context: str) -> list[str]:
    """A rank above all others the context never gives: "was the league's top scorer" for
    "scored 18 goals, three more than her teammate"."""
    found = _SUPERLATIVE.search(claim)
    if found is None:
        return []
    word = found.group("word") or found.group("record") or found.group("first")
    if word.lower() == "highest" and _A_HIGH_OF.search(context):
        return []  # "a high of 14C" is the day's highest temperature
    return [] if stem(word.lower()) in context_stems else [word]


def _sole_unsaid(claim: str, context: str) -> list[str]:
    """ "Kea are the only birds that can judge probability" where the context never says that
    none other can: a uniqueness added to what was found."""
    return _point_unsaid(claim, context, _SOLE, _SOLE_SAID)


def _still_unsaid(claim: str, context: str) -> list[str]:
    """ "The volcano is still erupting" against "erupted on Sunday": that it goes on now is
    the claim's point, and the context says nothing goes on."""
    return _point_unsaid(claim, context, _STILL_GOING, _GOES_ON)


def _before_unsaid(claim: str, context: str) -> list[str]:
    """ "The swim has been cancelled before" against a context about this year's: that it
    happened before is the claim's point, and the context says no earlier time."""
    return _point_unsaid(claim, context, _HAPPENED_BEFORE, _EARLIER_SAID)


def _never_before_unsaid(claim: str, context: str) -> list[str]:
    """ "Chepngetich had never run a marathon before" against a context that says nothing of
    her past: a first time is the claim's point, and the context gives no first, no earlier
    time and no "never"."""
    found = _NEVER_BEFORE.search(claim)
    if found is None or _FIRST_OR_BEFORE_SAID.search(context):
        return []
    return [found.group(0)]


def _made_so_unsaid(claim: str, context_stems: frozenset[str]) -> list[str]:
    """ "Version 12.3 makes phones faster" (normalise: "fast") where the context never says
    fast: what the thing is made to be is the claim's point."""
    found = _MAKES_IT.search(claim)
    if found is None or negated(claim):
        return []
    word = found.group("what").lower()
    return [] if stem(word) in context_stems or derived(stem(word)) & context_stems else [word]


_MAKES_IT = re.compile(
    r"\b(?:make|makes|made|making)\s+(?:[\w'-]+\s+){1,3}?"
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bits\s)(?<!\bher\s)(?<!\bhis\s)(?<!\btheir\s)"
    r"(?P<what>[a-z]+)\s*[.!]?$",
    re.IGNORECASE,
)
"""What a thing is made to be, at the claim's end ("makes phones fast"), not what is made
("made the claims")."""


_FIRST_OR_BEFORE_SAID = re.compile(
    r"\b(?:first|never|debut|maiden|before|previous|previously|earlier|again|ago|last)\b",
    re.IGNORECASE,
)


def _done_within_its_time(claim: str, context: str) -> list[str]:
    """ "The club has already appealed" against "it has 28 days to appeal": the context gives
    the time to do it, not whether it is done."""
    done = _DONE.search(claim)
    if done is None or negated(claim):
        return []
    act = stem(done.group("act").lower())
    for given in _TIME_TO_ACT.finditer(context):
        if stem(given.group("act").lower()) == act:
            return [done.group(0)]
    return []


_DONE = re.compile(r"\b(?:has|have|had)\s+(?:already\s+)?(?P<act>[a-z]+)\b", re.IGNORECASE)
_TIME_TO_ACT = re.compile(
    r"\b(?:has|have|had|given|give|gets|get|got)\s+(?:(?:up\s+to\s+)?\d+\s+(?:days?|weeks?|months?|years?)"
    r"|until\s+[\w ]{1,20}?)\s+to\s+(?P<act>[a-z]+)\b",
    re.IGNORECASE,
)


_NAME = r"(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s+){0,2}[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_AGE_GIVEN = re.compile(
    rf"(?P<name>{_NAME}),\s+(?:aged\s+)?(?P<age>\d{{1,3}})(?:\s+years?\s+old)?,"
    rf"|(?P<name2>{_NAME})\s+\((?P<age2>\d{{1,3}})\)"
    rf"|(?P<age3>\d{{1,3}})-year-old\s+(?:\w+\s+){{0,2}}?(?P<name3>{_NAME})"
    rf"|(?P<name4>{_NAME})\s+(?:is|was|turned|turns)\s+(?P<age4>\d{{1,3}})\s+(?:years\s+old\b)?"
    rf"|(?P<name5>{_NAME}),\s+an?\s+(?P<age5>\d{{1,3}})\s+years?\s+old\b"
)
_AGE_CLAIMED = re.compile(
    rf"(?P<name>{_NAME})(?:,\s+(?:aged\s+)?|\s+(?:is|was)\s+(?:also\s+|now\s+)?(?:aged\s+)?)"
    r"(?P<age>\d{1,3})(?=\s*(?:,|\.|$|\s+years?\s+old\b))"
)
_NOT_NAMES = frozenset("the a an her his their its she he they this that it in on at".split())


def _ages(text: str) -> list[tuple[frozenset[str], str, str]]:
    """Each age the text gives beside a name, as the name's words and the age: "Marta Ruiz,
    34," (normalised "Marta Ruiz, 34 years old,") and "34-year-old Marta Ruiz" give Ruiz 34."""
    found = []
    for match in _AGE_GIVEN.finditer(text):
        groups = [g for g in ("", "2", "3", "4", "5") if match.group("name" + g)]
        name, age = match.group("name" + groups[0]), match.group("age" + groups[0])
        words = frozenset(w for w in re.split(r"[\s-]+", name.lower()) if w not in _NOT_NAMES)
        if words:
            found.append((words, age, name))
    return found


def _age_of_another(claim: str, context: str) -> str | None:
    """ "Lena Okafor, 34, finished second" where the context gives 34 as Marta Ruiz's age and
    none for Okafor: the age is another's, and the claim's person has none said; "Petrov is
    35" where the context gives only Berg's age: his is not said."""
    claimed = _AGE_CLAIMED.search(claim)
    if claimed is None or negated(claim):
        return None
    words = frozenset(re.split(r"[\s-]+", claimed.group("name").lower())) - _NOT_NAMES
    if not words:
        return None
    given = _ages(context)
    if any(words & named for named, _, _ in given):
        return None  # the claim's person has an age in the context: other checks judge it
    others = [name for _, age, name in given if age == claimed.group("age")]
    if not others:
        if given and not re.search(rf"\b{claimed.group('age')}\b", context):
            # "Petrov is 35" where only Berg's age is given: no rival, no age of his
            return f"the context gives no age for {claimed.group('name')}"
        return None
    return (
        f"the context gives {claimed.group('age')} as the age of {others[0]}, and no age for "
        f"{claimed.group('name')}"
    )


_SOMEONE_AGED = re.compile(
    r"^(?:the\s+)?(?P<who>(?:[a-z]+\s+)?(?:man|woman|male|female|suspect|victim|driver|boy|girl|"
    r"teenager|person|patient|pedestrian|cyclist|rider|passenger|defendant))\s+(?:is|was)\s+"
    r"(?:aged\s+)?(?P<age>\d{1,3})(?:\s+years\s+old)?\s*[.!]?$",
    re.IGNORECASE,
)
_ANY_AGE = re.compile(r"\b(\d{1,3})\s+years\s+old\b|,\s+(\d{1,3}),|\baged\s+(\d{1,3})\b")


def _age_of_the_one(claim: str, context: str) -> str | None:
    """ "The suspect is 43" against "arrested a 34-year-old man": the one age the context
    gives is the person the claim means by a common noun."""
    claimed = _SOMEONE_AGED.match(claim.strip())
    if claimed is None:
        return None
    ages = {next(g for g in found.groups() if g) for found in _ANY_AGE.finditer(context)}
    if len(ages) != 1 or claimed.group("age") in ages:
        return None
    return f"the context gives the age as {ages.pop()}"


def _point_unsaid(
    claim: str, context: str, point: re.Pattern[str], said: re.Pattern[str]
) -> list[str]:
    """The claim's `point` (its words, as what is missing), where the context says nothing
    `said` would match: the shape of the three checks above."""
    found = point.search(claim)
    if found is None or negated(claim) or said.search(context):
        return []
    return [found.group(0)]


_HAPPENED_BEFORE = re.compile(
    # (any verb: normalise writes "has won" as "has win")
    r"\b(?:has|have|had)\s+(?:been\s+)?(?!to\b)[a-z]+\b[^.;]{0,30}\b(?:before|previously)\s*[.!]?$",
    re.IGNORECASE,
)
_EARLIER_SAID = re.compile(
    r"\b(?:before|previously|again|earlier|last\s+(?:year|time)|(?:second|third|fourth)\s+time|"
    r"in\s+(?:19|20)\d\d|ago|defending|reigning)\b",  # a defending champion won it before
    re.IGNORECASE,
)


_STILL_GOING = re.compile(r"\b(?:is|are|was|were)\s+still\s+[a-z]+ing\b", re.IGNORECASE)
_GOES_ON = re.compile(
    r"\b(?:still|continu\w*|ongoing|remains?|remained|yet\s+to|not\s+yet|carr(?:y|ies|ied)\s+on|"
    r"keeps?|kept|persists?|[a-z]+ing\s+(?:again|since))\b",
    re.IGNORECASE,
)


_SOLE = re.compile(r"\b(?:the|its|their|his|her)\s+(?:only|sole)\b", re.IGNORECASE)
_SOLE_SAID = re.compile(
    r"\b(?:only|sole|solely|alone|unique|uniquely|no\s+other|nobody\s+else|no\s+one\s+else|"
    r"none\s+other|just\s+one|single|lone)\b",
    re.IGNORECASE,
)
_RANK = re.compile(r"\bthe\s+(?P<word>(?:most|least)\s+[a-z]+|[a-z]{2,}iest|[a-z]{3,}est)\b", re.I)
_NOT_RANKS = frozenset("rest test west interest forest latest request guest protest".split())


def _unsaid_rank(claim: str, context_stems: frozenset[str]) -> bool:
    """The claim ranks its subject by a word the context never uses ("the busiest line")."""
    found = _RANK.search(claim)
    if found is None or found.group("word").lower() in _NOT_RANKS:
        return False
    return stem(found.group("word").split()[-1].lower()) not in context_stems


def _honour_missing(claim: str, context_stems: frozenset[str]) -> list[str]:
    """An honour the context gives nobody: "Sofia Lind won an award for the wing" against a
    context that only says she designed it."""
    found = _HONOURED.search(claim)
    if found is None or _HONOUR_STEMS & context_stems:
        return []
    return [found.group(1)]


_AT_ALL_TIMES = re.compile(
    r"\b(?:at\s+all\s+times|around\s+the\s+clock|round\s+the\s+clock|day\s+and\s+night|"
    r"24\s+hours\s+a\s+day|24/7)\b",
    re.IGNORECASE,
)
_ANY_TIME = frozenset(
    stem(w)
    for w in "night nights morning mornings evening evenings afternoon weekend weekends "
    "midnight overnight".split()
)
"""A time of day or week, which "at all times" says for the claim."""


_DEADLINE = re.compile(
    r"^(?!.*\b(?:accept|accepted|allowed|permitted|eligible|valid|possible|free|open)\b)"
    r".*\bwithin\b",
    re.IGNORECASE,
)
"""A deadline for what is done ("shipped within a week"), which a sooner one meets; not the
window a permission is open for ("returns are accepted within 60 days")."""


_DAY_NAMED = re.compile(r"\bweekends?\b|\btonight\b|\btomorrow\b", re.IGNORECASE)
"""A day the claim names that is no name (a weekday is one, and compared as names are)."""


def _born_within(number: str, claim: str, context: str) -> bool:
    """The claim's year of birth (or making) lies after a year the context bounds those
    people or things by: "born in 2012" is among "anyone born after 1 January 2010"."""
    claimed = re.search(rf"\b(?P<act>{_MADE_OR_BORN})\s+in\s+{re.escape(number)}\b", claim, re.I)
    if claimed is None or not YEAR.match(number):
        return False
    return any(
        found.group("act").lower() == claimed.group("act").lower()
        and (int(number) > int(found.group("year")))
        == (found.group("side").lower() in ("after", "since"))
        for found in _BORN_BOUNDED.finditer(context)
    )


_MADE_OR_BORN = "born|made|built|registered|manufactured"
_BORN_BOUNDED = re.compile(
    rf"\b(?P<act>{_MADE_OR_BORN})\s+(?P<side>after|since|before)\s+(?:(?:\d{{1,2}}\s+)?[A-Z][a-z]+\s+)?"
    r"(?P<year>\d{4})\b",
    re.IGNORECASE,
)


_AGE_GROUP = re.compile(
    r"\b(?:children|kids|anyone|everyone|people|public|pupils|students|those|adults|teenagers|"
    r"passengers|visitors|drivers|residents|players|members)\s+(?:aged\s+)?(?:under|below|"
    r"younger\s+than)\s+(?P<age>\d+)\b",
    re.IGNORECASE,
)
"""A group a bound on age defines ("children under 18"): another bound is another group."""


def _other_age_group(number: str, claim: str, context: str) -> str | None:
    """The claim bounds a group's age ("anyone under 21") above every bound the context gives
    ("children under 18"): the claim's group takes in people the context's leaves out."""
    claimed = [found for found in _AGE_GROUP.finditer(claim) if found.group("age") == number]
    if not claimed:
        return None
    given = list(_AGE_GROUP.finditer(context))
    if not given or any(int(found.group("age")) >= int(number) for found in given):
        return None  # "children under 3" are within "children under 5"
    return given[0].group(0)


_NEGATORS = frozenset("not never no cannot without unable".split())
_CLAUSE_BREAKS = frozenset("after before when while because if unless until once".split())


_QUANTIFIERS = frozenset("most many some all few several".split())


def _new_now(claim: str, sentence: str) -> bool:
    """The sentence's only negation is "never ... before" and the claim, not negated, says
    nothing of before: what was never done before is done now."""
    return (
        not negated(claim)
        and _FIRST_OR_BEFORE_SAID.search(claim) is None
        and _NEVER_BEFORE.search(sentence) is not None
        and not negated(_NEVER_BEFORE.sub(" ", sentence))
    )


_SUBJECT_ENDS = re.compile(
    r"\b(?:will|would|is|are|was|were|has|have|had|can|could|may|might|must|should)\b", re.I
)


def _subject_named_here(claim: str, sentence: str, other: str) -> bool:
    """Whether the words before the claim's first verb (its subject, "the summit café") are all
    in `sentence` and not all in `other`."""
    verb = _SUBJECT_ENDS.search(claim)
    subject = analyse_sentence(claim[: verb.start()]).stems if verb else frozenset()
    return (
        len(subject) >= 2
        and subject <= analyse_sentence(sentence).stems
        and not subject <= analyse_sentence(other).stems
    )


def _negation_reaches(claim: str, claim_stems: frozenset[str], sentence: str) -> bool:
    """Whether what the claim shares with a negating sentence lies within the negation's
    clause: "Priya may not work for a competitor for six months after leaving" negates the
    work, not the leaving "Priya plans to leave the company" speaks of. Only the sentence's
    negation is read so; a claim's own negation is assumed to reach."""
    tokens = raw_tokens(sentence)
    at = next(
        (i for i, t in enumerate(tokens) if t.lower() in _NEGATORS or t.lower().endswith("n't")),
        None,
    )
    if at is None:
        return True
    # what each negation reaches, to the end of its clause ("The chick is not an albino; its
    # colour comes from a gene": the colour is not denied)
    span: set[str] = set()
    for piece in re.split(r"[,;:]", sentence):
        words = raw_tokens(piece)
        for index, token in enumerate(words):
            if token.lower() in _NEGATORS or token.lower().endswith("n't"):
                for after in words[index + 1 :]:
                    if after.lower() in _CLAUSE_BREAKS:
                        break
                    span.add(stem(after.lower()))
    before = {stem(t.lower()) for t in tokens[:at]}
    in_both = claim_stems & analyse_sentence(sentence).stems
    opened = max(
        (i for i, t in enumerate(tokens[:at]) if t.lower() in _CLAUSE_BREAKS), default=None
    )
    if opened is not None and in_both and in_both <= {stem(t.lower()) for t in tokens[:opened]}:
        # "will close in March after its owners failed to find a buyer": the negation is in
        # a clause of its own, after all the claim shares
        return False
    if in_both and in_both <= before and "that" in {t.lower() for t in tokens[:at]}:
        # all the claim shares stands before a clause of what was found, which the negation
        # is in: "a review of 40 trials found that it did not reduce fractures" does not deny
        # the review looked at 40 trials
        return False
    shared = in_both - before
    if not shared and in_both and not claim_stems - in_both - _QUANTIFIERS and not negated(claim):
        return False  # "Most households are on fixed deals" says no more than the subject of
        # "households on fixed deals will not be affected", which the negation does not deny
    reached = shared & span
    if reached and all(word.isdigit() for word in reached):
        return False  # "has not guided ships since 1998, when a beacon was installed": the
        # claim shares only the year, not the act denied ("a beacon replaced it in 1998")
    return not shared or bool(reached)


_REOPENS_ON = re.compile(
    r"\b(?:reopen|resume|restart|return|be\s+back)\w*\b[^.;]{0,30}?\b(?:on|from)\s+"
    r"(?:\w+day\s+)?(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?P<month>[A-Z][a-z]+)",
)


_CLOSED_FROM_TO = re.compile(
    r"\b(?:clos|shut|suspend)\w*\b[^.;]{0,60}?\bfrom\s+(?:\w+day\s+)?(?P<first>\d{1,2})(?:st|nd|rd|th)?"
    r"(?:\s+(?P<first_month>[A-Z][a-z]+))?\s+(?:to|until|till|through)\s+(?:\w+day\s+)?"
    r"(?P<last>\d{1,2})(?:st|nd|rd|th)?\s+(?P<month>[A-Z][a-z]+)\b"
)


def _closure_reopened(claim: str, context: str) -> tuple[int, int, int] | None:
    """(the day it reopens, the closure's first and last day) where the claim says it reopens
    on a day of the month a closure of the context ends in; None otherwise."""
    found = _REOPENS_ON.search(claim)
    if found is None:
        return None
    for closed in _CLOSED_FROM_TO.finditer(context):
        if closed.group("month") == found.group("month") and closed.group("first_month") in (
            None,
            found.group("month"),
        ):
            return int(found.group("day")), int(closed.group("first")), int(closed.group("last"))
    return None


def _reopens_the_day_after(number: str, claim: str, context: str) -> bool:
    """ "The line will reopen on 10 August" for "will close from 2 to 9 August": the day after
    a closure's last day."""
    span = _closure_reopened(claim, context)
    return span is not None and str(span[0]) == number and span[0] == span[2] + 1


def _reopens_while_closed(claim: str, context: str) -> str | None:
    """ "The pool will reopen on 16 June" against "will close from 3 to 16 June": a day the
    closure still covers."""
    span = _closure_reopened(claim, context)
    if span is not None and span[1] <= span[0] <= span[2]:
        return f"the context says it is closed from the {span[1]} to the {span[2]}"
    return None


_MONTH_NAMES = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
)
_STARTS_IN = re.compile(
    rf"\b(?:start\w*|begin\w*|takes?\s+effect|comes?\s+into\s+(?:force|effect)|comes?\s+in|"
    rf"launch\w*)\s+"
    rf"(?:in|from)\s+(?P<month>{_MONTH_NAMES})\b",
    re.IGNORECASE,
)
_STARTING = frozenset(stem(word) for word in "start begin starts begins takes effect".split())
_FROM_MONTH = re.compile(rf"\bfrom\s+(?:early\s+|late\s+|next\s+)?(?P<month>{_MONTH_NAMES})\b")


_FROM_WHEN = re.compile(
    rf"\bfrom\s+(?:next\s+|early\s+|late\s+)?(?:\d{{1,2}}\s+)?(?P<month>{_MONTH_NAMES})\b"
    r"|\bfrom\s+next\s+(?:year|month|week|spring|summer|autumn|winter)\b"
)


def _dated_for_another(claim: str, stems: frozenset[str], passages: list[Passage]) -> str | None:
    """ "Existing tenancies are covered from 1 October" against "new tenancies from 1 October
    ... Existing tenancies will be covered from next April": the sentence about the claim's
    subject gives another start; the claim's date is another subject's."""
    found = _FROM_WHEN.search(claim)
    if found is None or negated(claim):
        return None
    date = found.group(0).lower()
    what = stems - analyse_sentence(found.group(0)).stems
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    dated = [s for s in sentences if date in s.text.lower()]
    if not dated:
        return None
    best = max(sentences, key=lambda s: len(what & s.stems))
    overlap = len(what & best.stems)
    if overlap < 2 or best in dated or any(len(what & s.stems) >= overlap for s in dated):
        return None
    other = _FROM_WHEN.search(best.text)
    if other is None:
        return None
    return f'the context says {other.group(0)!r}: "{best.text}"'


_FIRST_IN_DAYS = re.compile(
    r"\bfirst\s+(?:\w+\s+)?(?P<kind>[a-z]+)\s+(?:in|for)\s+(?:more\s+than\s+|over\s+|almost\s+|"
    r"nearly\s+)?(?P<days>\d+)\s+days\b",
    re.IGNORECASE,
)
_BEFORE_NOW = re.compile(r"\blast\s+year\b|\b(?P<days>\d+)\s+days\s+ago\b", re.I)
"""Before now, not "this year" (the first in 30 years may be this year's)."""


def _one_before_the_first(claim: str, passages: list[Passage]) -> str | None:
    """ "The band released an album last year" against "their first album in 14 years" (as
    normalise writes it, "in 5110 days"): none of its kind in that span."""
    lately = _BEFORE_NOW.search(claim)
    if lately is None or negated(claim):
        return None
    ago = int(lately.group("days")) if lately.group("days") else 365
    words = {stem(t.lower()) for t in raw_tokens(claim)}
    for passage in passages:
        for sentence in passage.sentences:
            if lately.group(0).lower() in sentence.text.lower():
                continue  # "Last year the club won its first trophy in 30 years"
            for found in _FIRST_IN_DAYS.finditer(sentence.text):
                if stem(found.group("kind").lower()) in words and ago < int(found.group("days")):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


def _starts_in_another_month(claim: str, context: str) -> str | None:
    """ "The change starts in January" against "a four-day week from September": the one
    month the context says it runs from is another."""
    found = _STARTS_IN.search(claim)
    if found is None or negated(claim) or found.group("month").lower() in context.lower():
        return None
    months = {m.group("month") for m in _FROM_MONTH.finditer(context)}
    if len(months) == 1:
        return f"the context says from {months.pop()}"
    return None


_AS_AGED_AS = re.compile(r"\bas\s+(?P<end>young|old)\s+as\s+(?P<age>\d+)\b", re.IGNORECASE)
_AGE_BAND = re.compile(
    r"\baged\s+(?:between\s+)?(?P<low>\d+)\s*(?:to|-|–|and)\s*(?P<high>\d+)\b", re.IGNORECASE
)


def _age_beyond_the_band(claim: str, passages: list[Passage]) -> str | None:
    """ "Children as young as 3 took part" against "320 children aged 5 to 11": an age the
    band the context gives for the same people leaves out."""
    found = _AS_AGED_AS.search(claim)
    if found is None or negated(claim):
        return None
    age, young = int(found.group("age")), found.group("end").lower() == "young"
    who = analyse_sentence(claim[: found.start()]).stems
    for passage in passages:
        for sentence in passage.sentences:
            band = _AGE_BAND.search(sentence.text)
            if band is None or not who & sentence.stems:
                continue
            low, high = int(band.group("low")), int(band.group("high"))
            if (young and age < low) or (not young and age > high):
                return f'the context gives ages {low} to {high}: "{sentence.text}"'
    return None


def _year_of_another_act(
    number: str, claim: list[str], context: list[str], context_stems: frozenset[str]
) -> bool:
    """The claim dates an act the context never speaks of, and the context's years date other
    acts: "Elif Kaya joined the firm in 2015" against "was promoted to partner in 2022"."""
    if not YEAR.match(number):
        return False
    act = acts_of_years(tuple(claim)).get(number)
    if act is None:  # an act to come: "the new museum will open in 2027"
        coming = re.search(
            rf"\bwill\s+(?:be\s+)?([a-z]+)\b[^.;]{{0,30}}\b{number}\b", " ".join(claim)
        )
        act = coming.group(1) if coming else None
    if act is None or stem(act.lower()) in context_stems or act.lower() in _EVENT_VERBS:
        return False  # "the eruption happened in 2019": the eruption's date, not another act's
    # a longer reach here: "replaced Ruth Kim as branch manager in 2020" dates the replacing
    dated = acts_of_years(tuple(context), reach=8)
    if any(
        stem(verb) in _ENDINGS and int(number) > int(year)
        for year, verb in dated.items()
        if YEAR.match(year)
    ):
        return False  # "starred in a film in 2018" after "retired from films in 2010"
    return bool(dated) and all(stem(verb) != stem(act.lower()) for verb in dated.values())


_ENDINGS = frozenset(
    stem(w) for w in "retired died closed demolished dissolved disbanded ended quit".split()
)


def _possessors(claim: str) -> set[str]:
    """The stems of the one-word names the claim writes as owners: "Das's successor" (not
    "Solano Ltd's lawyer", whose owner is the firm the claim speaks of)."""
    return {
        stem(found.group(1).lower())
        for found in re.finditer(r"\b([A-Z][\w-]+)['’]s\b", claim)
        if not re.search(r"[A-Z][\w-]*\s+$", claim[: found.start()])
    }


def _named_elsewhere(entities: set[str], sentence: str, passages: list[Passage]) -> bool:
    """Whether a name or day of the claim is missing from `sentence` but said in another."""
    here = analyse_sentence(sentence).stems
    return any(
        entity not in here and any(entity in other.stems for p in passages for other in p.sentences)
        for entity in entities
    )


def _ordinal_second(tokens: list[str]) -> bool:
    """Whether "second" stands as a rank ("finished second", "second place went to"), which
    "40 seconds" does not say."""
    return any(
        t.lower() == "second"
        and (
            (i and tokens[i - 1].lower() in _RANKED)
            or (i + 1 < len(tokens) and tokens[i + 1].lower() in _PLACES)
        )
        for i, t in enumerate(tokens)
    )


_EARLIER_OR_LATER = frozenset("earlier later sooner before after".split())


_AROUND_THE_CLOCK = re.compile(
    r"\baround\s+the\s+clock\s+(?:on|at|during)\s+(?P<days>weekdays|weekends|\w+days)\b",
    re.IGNORECASE,
)


def _open_all_day(number: str, claim: str, context: str) -> bool:
    """A time of day on a day the context keeps open around the clock ("at midnight on a
    Tuesday" for "open 24 hours on weekdays"): any hour is within it."""
    if "clock" not in context or not re.search(
        rf"\b{re.escape(number)}\s*[ap]m\b", claim, re.IGNORECASE
    ):
        return False  # (the cheap test first: a pattern built per figure is compiled anew)
    claimed = {stem(w.lower()) for w in raw_tokens(claim)}
    for found in _AROUND_THE_CLOCK.finditer(context):
        days = found.group("days").lower()
        covered = {stem(d) for d in EACH_DAY.get(days, (days.rstrip("s"),))}
        if claimed & covered:
            return True
    return False


def _clock_gap(number: str, claim: list[str], context: str) -> bool:
    """ "Ten minutes earlier" where the context gives two times of day that far apart ("the
    7:15 now leaves at 7:05")."""
    at = [i for i, token in enumerate(claim) if stem(token) == number]
    if not at or at[0] + 2 >= len(claim):
        return False
    unit, then = stem(claim[at[0] + 1].lower()), claim[at[0] + 2].lower()
    if unit != "minut" or then not in _EARLIER_OR_LATER:
        return False
    try:
        gap = float(number)
    except ValueError:
        return False  # "10-15 minutes earlier": no one figure
    times = [m for m in (clock_minutes(f) for f in CLOCK_TIME.finditer(context)) if m is not None]
    return any(abs(one - other) == gap for one in times for other in times)


_SLOT_BREAK = re.compile(r"[;,]\s*|(?<=[.!?])\s+|\s+(?:while|whereas|but)\s+|\s+and\s+(?=\d)")
_PREDICATE_OPENING = re.compile(r"(?:is|are|was|were|has|have|had|will|would)\b")
"""A clause that opens with its verb: the predicate of a subject an aside split off."""
_PARTICIPLE_ASIDE = re.compile(
    r"(?:[a-z]+ed|found|built|made|set\s+up|born|known|seen|held|run|led|kept|written|given|"
    r"taken|sold|bought|paid|won|lost|begun|grown|shown|drawn|worn|hidden|"
    # (normalise writes some participles as their base: "build from oil revenue")
    r"build|make|find|hold|lead|keep|write|give|take|sell|buy|pay|win|lose|begin|grow|show)\b"
)
"""An aside that opens with a participle: "found at 90 metres", "built from oil revenue"."""


def _of_the_slot(rivals: list[str], claim: str, context: str) -> list[str]:
    """The rivals whose clause says most of the claim's words, and on a tie, negates as the
    claim does ("18% set no limits" for "set no limits"); all of them on a full tie."""
    stems, negative = analyse_sentence(claim).stems, negated(claim)
    years = {n for n in stems if YEAR.match(n)}
    scores: dict[str, tuple[bool, int, int, bool]] = {}
    before: frozenset[str] = frozenset()
    opening: frozenset[str] = frozenset()
    opens = True
    previous = ""
    for clause in _SLOT_BREAK.split(context):
        own = analyse_sentence(clause).stems
        # "... 85% of its income on programmes and 15% on administration": the second
        # share's clause is elliptic, and says the first's subject and act with its own words
        said = own | before if clause[:1].isdigit() else own
        if opens:
            opening = own
        elif _PREDICATE_OPENING.match(clause) and _PARTICIPLE_ASIDE.match(previous):
            # "The fund, built from oil revenue, is worth more than 15 trillion": the
            # predicate after an aside is said of the sentence's opening subject
            said = said | opening
        opens = clause.rstrip().endswith((".", "!", "?"))
        previous = clause
        before = said
        # the claim's year binds first: "more than 600 pairs in 2015" is of "620 in 2015"
        score = (
            bool(years & own),
            len(said & stems),
            len(own & stems),
            negated(clause) == negative,
        )
        for rival in rivals:
            if rival in said:
                scores[rival] = max(scores.get(rival, (False, 0, 0, False)), score)
    best = max(scores.values(), default=(False, 0, 0, False))
    return [r for r in rivals if scores.get(r, (False, 0, 0, False)) == best] or rivals


def _as_figure(rival: str, number: str) -> str:
    """A share compared with a bound on a share as its figure: "18%" against "fewer than 20%"."""
    both_shares = rival.endswith("%") and number.endswith("%")
    return rival[:-1] if both_shares else rival


_NOTHING = re.compile(r"\b(?:nothing|no\s+charge|zero)\b", re.IGNORECASE)


def _clause_with(sentence: str, bound: str) -> str:
    """The clause of the sentence that sets the bound ("children under 5 go free" of "€40 for
    adults ...; children under 5 go free"): its negation and its opposites are the bound's."""
    figure = bound.split()[-1]
    for clause in re.split(r";\s*|,\s+(?:and|but|while)?\s*", sentence):
        if re.search(rf"(?<![\d.]){re.escape(figure)}(?![\d.])", clause):
            return clause
    return sentence


_DEFINITION = re.compile(
    r"^(?:an?\s+|the\s+)?(?P<thing>[A-Za-z]+)\s+(?:is|are)\s+(?:an?\s+)?(?:(?:type|kind|sort)\s+of\s+)?"
    r"(?P<kind>[A-Za-z]+)\s*\.?$",
    re.IGNORECASE,
)
"""A claim that only says what kind of thing something is: "A labrador is a dog"."""


def _share_given(best: tuple[str, float] | None) -> bool:
    """The sentence most like the claim gives a share ("a 30% lower risk" against "cut the
    risk by 50%"): a share worked out from two counts elsewhere is not what it says."""
    return best is not None and _A_SHARE.search(best[0]) is not None


_A_SHARE = re.compile(r"\d\s*%|\bper\s*cent\b", re.IGNORECASE)


def _say(verdict: str, reason: str) -> dict[str, str]:
    return {"verdict": verdict, "reason": f"offline judge: {reason}"}


def _affirmed_of_the_pronoun(
    claim: str,
    stems: frozenset[str],
    passages: list[Passage],
    best: tuple[str, float] | None,
) -> str | None:
    """ "The violin was never returned" against "The violinist left a violin on a train. It
    was ... returned to her the same evening": no one sentence says enough of the claim, but
    one opening on "It" after the sentence naming the violin says all of it, unnegated."""
    stems = stems - NEGATIONS
    if best is None or best[1] >= 0.6 or not negated(claim) or len(stems) < 2:
        return None
    before: frozenset[str] = frozenset()
    for passage in passages:
        for sentence in passage.sentences:
            # every word its own (an opposite agrees with the negation: "not open", "closed")
            if (
                PRONOUN_OPENING.match(sentence.text)
                and stems <= sentence.stems | before
                and not stems <= sentence.stems
                and not negated(sentence.text)
            ):
                return sentence.text
            before = sentence.stems
    return None


_CHILDHOOD = frozenset(stem(w) for w in "child boy girl kid youngster".split())
_TEENS = frozenset(stem(w) for w in "teenager teen adolescent".split())
_LIFE_STAGES = _CHILDHOOD | _TEENS
_AGE_AT = re.compile(r"\b(?:at\s+the\s+age\s+of|aged|age)\s+(\d{1,2})\b|\b(\d{1,2})-year-old\b")


_IS_STAGE = re.compile(
    r"\b(?:is|was|are|were)\s+(?:still\s+)?(?:an?\s+)?(?:teenagers?|teens?|adolescents?|child|"
    r"children|kids?)\b",
    re.IGNORECASE,
)


_ONE_AGE = re.compile(
    # (not a range of others' ages: "finalists aged between 9 and 14")
    r"\b(?:at\s+the\s+age\s+of|aged)\s+(\d{1,2})\b(?!\s*(?:-|to|and)\s*\d)"
    r"|\b(\d{1,2})[\s-]+years?[\s-]+old\b",
    re.IGNORECASE,
)


def _stage_of_another_age(
    claim: str, claim_stems: frozenset[str], context_stems: frozenset[str], context: str
) -> str | None:
    """ "Khan is a teenager" against "a 12-year-old girl ... Amira Khan": the one age the
    context gives falls in another stage of life than the one the claim names."""
    if not _IS_STAGE.search(claim) or not (claim_stems & _LIFE_STAGES) - context_stems:
        return None
    ages = {int(found.group(1) or found.group(2)) for found in _ONE_AGE.finditer(context)}
    if len(ages) != 1:
        return None
    age = ages.pop()
    # (a 15-year-old is a teenager and, in law, still a child)
    if (claim_stems & _TEENS and not 13 <= age <= 19) or (claim_stems & _CHILDHOOD and age >= 18):
        return f"the context gives the age {age}"
    return None


def _stages_of_ages(context: str) -> frozenset[str]:
    """The stage of life an age the context gives falls in: 9 a child's, 15 a teenager's."""
    stages: set[str] = set()
    for found in _AGE_AT.finditer(context):
        age = int(found.group(1) or found.group(2))
        if age < 13:
            stages |= _CHILDHOOD
        elif age < 20:
            stages |= _TEENS
    return frozenset(stages)


def _matching_sentences(
    stems: frozenset[str],
    passages: list[Passage],
    least: float,
    *,
    pronouns: bool = False,
    objects: bool = False,
) -> list[str]:
    """Context sentences sharing at least `least` of the claim's content words, a word's
    opposite counting as the word: "the trail is flat and easy" is about "the trail is steep
    and difficult". With `pronouns`, a sentence opening with "It" or "They" also shares the
    words of the sentence before ("The wing opened on Saturday. It cost £8 million more than
    planned" is about the wing); with `objects` too, so does one with "it" or "them" as an
    object ("Keepers will release it next year")."""
    if not stems:
        return []
    found = []
    before: frozenset[str] = frozenset()  # across passages: a context list, a sentence each
    for passage in passages:
        for sentence in passage.sentences:
            words = sentence.stems
            if pronouns and (
                PRONOUN_OPENING.match(sentence.text)
                or (objects and _OBJECT_PRONOUN.search(sentence.text))
            ):
                words = words | before
            before = sentence.stems
            shared = sum(1 for w in stems if w in words or opposites_of(w) & words)
            if shared / len(stems) >= least:
                found.append(sentence.text)
    return found


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


def _of_another_figure(claim: Passage, sentence: str, passages: list[Passage]) -> bool:
    """The sentence names other figures than the claim's, which another sentence names."""
    numbers = frozenset().union(*(s.numbers for s in claim.sentences))
    if not numbers:
        return False
    found = next((s for p in passages for s in p.sentences if s.text == sentence), None)
    return (
        found is not None
        and bool(found.numbers)
        and not numbers & found.numbers
        and any(numbers & s.numbers for p in passages for s in p.sentences)
    )


_BY_THE_HOUR = re.compile(
    rf"\b(?P<act>[a-z]+ed)\s+(?P<side>before|by|until|till|no\s+later\s+than|after)\s+"
    rf"(?P<time>{CLOCK_TIME.pattern})",
    re.IGNORECASE,
)
"""A time bound on an act done: "if ordered before 2 pm" (not "open until 8 pm")."""


def _within_the_hour(number: str, claim: str, context: str) -> bool:
    """The claim's time of day meets a bound the context sets on the time: "placed at 1 pm"
    for "if ordered before 2 pm"."""
    claimed = next(
        (
            minutes
            for found in CLOCK_TIME.finditer(claim)
            if (found.group("hour") or found.group("hour24")) == number
            and (minutes := clock_minutes(found)) is not None
        ),
        None,
    )
    if claimed is None:
        return False
    claim_stems = {stem(token.lower()) for token in raw_tokens(claim)}
    for bound in _BY_THE_HOUR.finditer(context):
        act = bound.group("act").lower()
        if not {stem(act), stem(act[:-2]), stem(act[:-1])} & claim_stems:
            continue  # the claim names the act bounded ("an order placed at 1 pm")
        limit = clock_minutes(CLOCK_TIME.match(bound.group("time")))  # type: ignore[arg-type]
        if limit is None:
            continue
        side = bound.group("side").lower()
        if (
            claimed < limit
            if side in ("before", "by", "until", "till") or "later" in side
            else claimed > limit
        ):
            return True
    return False


def _rate_of_pay(number: str, claim: list[str]) -> bool:
    """Whether the claim gives `number` as how often a sum is paid: "£95 every 7 days"."""
    return any(token.lower() in MONEY_WORDS for token in claim) and any(
        stem(token) == number and at and claim[at - 1].lower() == "every"
        for at, token in enumerate(claim)
    )


_A_YEAR_CLAIMED = re.compile(r"\b(?:annual|a\s+year|per\s+year|each\s+year|every\s+year)\b", re.I)
_OVER_YEARS = re.compile(
    r"\b(?P<total>\d+(?:\.\d+)?)\s+[a-z]+\s+(?:over|in|during|across)\s+(?:the\s+(?:next|last|past)\s+)?"
    r"(?P<days>\d+)\s+days\b",
    re.IGNORECASE,
)


_ELIGIBLE = re.compile(r"\b(?:qualif\w*|eligible|entitled|can\s+(?:apply|claim))\b", re.IGNORECASE)


def _meets_a_rival_bound(number: str, rivals: list[str], claim: str, context: str) -> bool:
    """Who qualifies by a figure the context bounds ("must earn less than £30,000"), where
    the claim's figure ("earning £25,000 ... can qualify") meets the bound in its unit."""
    if not _ELIGIBLE.search(claim):
        return False
    given = bounds(context)
    unit = re.search(rf"\b{re.escape(number)}\s+([a-z]+)", claim)
    return unit is not None and any(
        r in given
        and within_bound(given[r], number) is True
        and re.search(rf"\b{re.escape(r)}\s+{re.escape(unit.group(1))}\b", context) is not None
        for r in rivals
    )


def _inside_a_lower_bound(number: str, rivals: list[str], context: str) -> bool:
    """Every rival is a least the context gives ("more than 40,000 runners") and the claim's
    figure is above it: neither said nor ruled out."""
    given = bounds(context)
    return all(
        r in given and given[r][0] == "at least" and within_bound(given[r], number) is True
        for r in rivals
    )


def _per_year_of(number: str, claim: str, context: str) -> bool:
    """A yearly figure that is the context's total over its years: "2,000 trees a year" for
    "10,000 trees over the next five years" (normalise writes years as days)."""
    if not _A_YEAR_CLAIMED.search(claim):
        return False
    try:
        claimed = float(number)
    except ValueError:
        return False
    for found in _OVER_YEARS.finditer(context):
        years = float(found.group("days")) / 365
        if years >= 1 and abs(float(found.group("total")) / years - claimed) < 0.01 * claimed:
            return True
    return False


_CHANGED_TO = re.compile(
    r"\b(?P<verb>extended|increased|raised|cut|reduced|lowered|upgraded|shortened|lengthened)\s+"
    r"to\s+(?P<figure>\d+(?:\.\d+)?)",
    re.IGNORECASE,
)


def _changed_to_unsaid(number: str, claim: str, context: str) -> bool:
    """The claim gives the figure something is (or may be) changed to, where the context
    tells of no such change: "can be extended to five years" against "two years"."""
    return any(
        found.group("figure") == number and found.group("verb").lower() not in context.lower()
        for found in _CHANGED_TO.finditer(claim)
    )


_REPEATED = re.compile(r"\bevery\b|\bper\b|\bonce\b|\btwice\b|\btimes\b", re.IGNORECASE)


def _how_often(figure: str, tokens: list[str]) -> bool:
    """Whether the context writes `figure` as a frequency: "every 1 day"."""
    return any(
        stem(token) == stem(figure) and at and tokens[at - 1].lower() == "every"
        for at, token in enumerate(tokens)
    )


_MORE_OF = re.compile(
    r"\b(?:will\s+be|would\s+be|is|are|be|become|becomes)\s+(?:much\s+|far\s+)?(?:more|less)\s+"
    r"(?!than\b)(?P<quality>[a-z][a-z-]{3,})\b(?!\s+than\s+\d)",
    re.IGNORECASE,
)


def _degree_unsaid(claim: str, context_stems: frozenset[str]) -> list[str]:
    """ "The new planes will be more fuel-efficient": the quality compared is the claim's point,
    and the context never names it."""
    found = _MORE_OF.search(claim)
    if found is None:
        return []
    parts = [p for p in found.group("quality").lower().split("-") if len(p) > 2]
    if any(stem(part) in context_stems for part in parts):
        return []
    return [found.group(0)]


_LOOKS_AHEAD = re.compile(
    r"\b(?:will|due|expected|scheduled|plans?|planned|set\s+to|forecasts?|projected|predicted|"
    r"aims?|target)\b",
    re.IGNORECASE,
)


def _beyond_the_years_given(number: str, claim: str, rivals: list[str], context: str) -> bool:
    """A year the claim looks ahead to, later than every year the context gives, where the
    context looks ahead to none: what will happen by 2040 is not what happened in 2000 and
    2020 (but "will be completed in 2030" against "due to finish in 2028" is)."""
    if not YEAR.fullmatch(number) or not _LOOKS_AHEAD.search(claim) or _LOOKS_AHEAD.search(context):
        return False
    years = [stem(r) for r in rivals if YEAR.fullmatch(stem(r))]
    return len(years) == len(rivals) and all(int(year) < int(number) for year in years)


def _inside_claimed_range(number: str, claim: str, given: list[str]) -> bool:
    """The claim gives `number` as an end of a range ("aged 30 to 39", "in her 30s") that
    holds one of the context's figures inside it, not at an end: "from 2012 to 2020" is not
    said by a context that gives only 2020."""
    for figure in given:
        ends = covered_by_range(claim, stem(figure))
        if number in ends and stem(figure) not in ends:
            return True
    return False


_FOCUS = re.compile(
    r"\b(?:mainly|mostly|largely|chiefly|primarily|predominantly|principally|exclusively|"
    r"solely|entirely)\b"
    r"|^(?:Most|Nearly\s+all|Almost\s+all)\s",  # "Most nurses in the study worked nights"
    re.IGNORECASE,
)
_MOST_SAID = re.compile(
    r"\b(?:main|mainly|mostly|most|majority|largely|chiefly|primarily|predominantly|"
    r"principally|exclusively|solely|entirely|only|all|biggest|largest|bulk|completely|fully|"
    r"totally|wholly|whole)\b"
    r"|\b(?:[5-9]\d|100)(?:\.\d+)?\s?%",
    re.IGNORECASE,
)


_RANKED_THING = re.compile(
    r"(?:\b(?:her|his|their|its|the|a)|[A-Z][\w-]*'s)\s+(?P<rank>first|second|third|last|only|"
    r"debut|latest)\s+"
    r"(?:\w+\s+)?(?:novel|book|film|album|child|son|daughter|title|win|victory|job|role|"
    r"marriage|record|single|play|season|game|match|goal|restaurant|shop|store|branch|hotel|"
    r"cafe|factory|plant|office|site)\b",
    re.IGNORECASE,
)


def _rank_unsaid(claim: str, context_stems: frozenset[str]) -> list[str]:
    """ "The Salt Road is Kowalski's first novel": which of its kind it is, the claim's point,
    where the context says no such rank."""
    found = _RANKED_THING.search(claim)
    if found is None:
        return []
    rank = stem(found.group("rank").lower())
    same = _FIRST_OF_KIND if rank in _FIRST_OF_KIND else {rank}  # a debut is a first
    return [] if same & context_stems else [found.group("rank")]


_FIRST_OF_KIND = frozenset(stem(word) for word in "first debut".split())


def _focus_unsaid(claim: str, context: str) -> list[str]:
    """ "Orvane Foods sells mainly in Germany" against "weaker demand in Germany": how much of
    it is there is the claim's point, and the context says no share, most or only."""
    found = _FOCUS.search(claim)
    if found is None or _MOST_SAID.search(context):
        return []
    if any(int(m.group(1)) > int(m.group(2)) for m in _TALLY.finditer(context)):
        return []  # "voted 9-4": most of them
    return [found.group(0).strip()]


_TALLY = re.compile(r"\b(\d{1,4})-(\d{1,4})\b")


def _range_top_below(number: str, side: str, claim: str, context: str) -> str | None:
    """A claim's most ("at most 10 working days") where the context gives a range of the same
    unit that ends lower ("3 to 5 working days"): the claim's most is not the context's."""
    if side != "at most":
        return None
    try:
        claimed = float(number)
    except ValueError:
        return None
    for found in _RANGE.finditer(context):
        top = float(found.group("top"))
        unit = re.escape(found.group("unit"))
        if top < claimed and re.search(rf"\b{re.escape(number)}\s+{unit}\b", claim, re.I):
            return f"{found.group('top')} {found.group('unit')}"
    return None


_SPAN_AGO = re.compile(r"\bdays\s+ago\b", re.IGNORECASE)
_RANGE = re.compile(
    r"\b(?:between\s+)?\d+(?:\.\d+)?\s+(?:pounds\s+|dollars\s+|euros\s+)?(?:to|and|-|–)\s+"
    r"(?P<top>\d+(?:\.\d+)?)\s+"
    r"(?P<unit>(?:working\s+)?[a-z]+)\b",  # days, or anything counted: "1 and 4 calls"
    re.IGNORECASE,
)


def _ratio_of_two(number: str, claim: list[str], context_numbers: Iterable[str]) -> bool:
    """ "N times as much" (normalised "grew N times") for two of the context's figures of one
    kind, one N times the other: "lost four times as much" for 12% and 3%."""
    at = [i for i, token in enumerate(claim[:-1]) if stem(token) == number]
    if not any(claim[i + 1].lower() == "times" for i in at):
        return False
    try:
        ratio = float(number)
    except ValueError:
        return False
    if ratio < 1.5:
        return False  # "once" is one time, no ratio
    values = []
    for figure in context_numbers:
        try:
            values.append((float(figure.rstrip("%")), figure.endswith("%")))
        except ValueError:
            continue
    return any(
        b and share_a == share_b and abs(a / b - ratio) < 0.01 * ratio
        for a, share_a in values
        for b, share_b in values
    )


_LASTED = re.compile(r"\b(?:lasted|lasts|ran|runs)\s+(?:for\s+)?(\d[\d.]*)\s+(\w+)", re.I)


def _spanned(claim: str, context: str) -> frozenset[str]:
    """The verbs of lasting, where the claim's duration is the span the context tells
    something over: "lasted 68 weeks" for "lost 12% of their weight over 68 weeks"."""
    lasted = _LASTED.search(claim)
    if lasted is None:
        return frozenset()
    figure, unit = (re.escape(part) for part in lasted.groups())
    span = rf"\b(?:over|for|during|across)\s+(?:a\s+)?{figure}\s+{unit}\b"
    return _DURATION_VERBS if re.search(span, context, re.IGNORECASE) else frozenset()


_PLANNED_CLAIM = re.compile(
    r"\b(?:plan|planned|expected|expect|originally|initially|previously|first|due|scheduled|meant|supposed|"
    r"budget|budgeted|forecast|aim|aimed|intended|take|cost)\b",
    re.IGNORECASE,
)
"""A claim that speaks of the plan ("was expected to cost £40m", "was first planned to open
in 2029"), which the figure planned supports, not of what happens ("will open in 2029")."""
_COULD_REACH = re.compile(r"\b(?:could|may|might)\s+(?:reach|hit|top|climb\s+to|rise\s+to)\b", re.I)
_AT_MOST = re.compile(r"\b(?:at\s+most|up\s+to)\b", re.I)
_FORECAST = re.compile(r"\b(?:expects?|expected|forecasts?|predicts?|predicted)\b", re.I)
_MAY_DO = re.compile(r"\b(?:could|might|may|can)\s+([a-z]+)\b", re.IGNORECASE)


def _possible_ruled_out(claim: str, sentence: str) -> str | None:
    """ "The planet could support life" against "too hot, so unable to support life": what the
    claim says may be, the context's sentence says cannot be."""
    may = _MAY_DO.search(claim)
    if may is None or negated(claim):
        return None
    verb = may.group(1).lower()
    cannot = any(found.group(1).lower() == verb for found in _CANNOT.finditer(sentence))
    return sentence if cannot else None


_CANNOT = re.compile(
    r"\b(?:unable\s+to|cannot|can't|can\s+not|could\s+not|couldn't|not\s+able\s+to)\s+([a-z]+)\b",
    re.IGNORECASE,
)


_SAID_IN_OTHER_WORDS: dict[str, tuple[frozenset[str], ...]] = {
    stem("delayed"): tuple(
        frozenset(stem(word) for word in words.split())
        for words in ("later planned", "later expected", "later scheduled", "behind schedule")
    ),
}
"""An act the context says in words of other stems: "two years later than planned" says the
runway was delayed."""


def _acts_missing(claim: str, context_stems: frozenset[str]) -> list[str]:
    """The claim's verbs the context never uses: "The author studied in Dublin" against "born
    in Dublin" shares the rest, but says what the context does not. A verb is a past form
    ("studied") or a present one followed by what it acts on ("encrypts your data")."""
    tokens = raw_tokens(claim)
    acts = []
    for index, token in enumerate(tokens[1:], start=1):
        if not token.islower() or token in STOPWORDS or token in _EVENT_VERBS:
            continue
        if token.endswith("wards"):  # "paid 30 million towards the bridge": no verb in -s
            continue
        short_verb = token in _SHORT_VERBS | _RESULTS  # "owns the car", "beat Hillside"
        if len(token) <= 4 and token not in _IRREGULAR_BASES and token != "born" and not short_verb:
            continue
        if token.endswith("ly") and len(token) >= 8 and token not in _PLAIN_ADVERBS:
            # "was started deliberately": how it was done, which the context may not say
            if stem(token) not in context_stems and stem(token[:-2]) not in context_stems:
                acts.append(token)
            continue
        following = tokens[index + 1].lower() if index + 1 < len(tokens) else ""
        if token in _PASSED_A_FIGURE and following[:1].isdigit():
            continue  # "sales topped 2 billion": a bound on the figure, not an act
        if token in _PUT_AT and following == "at":
            continue  # "the damage was estimated at £200,000": the figure, said as a guess
        past = (
            token.endswith("ed")
            or token == "born"
            or (token in _IRREGULAR_BASES and following in _OBJECT_STARTS)
        )
        present = (
            token.endswith("s")
            and not token.endswith("ss")
            and following in _OBJECT_STARTS
            and token not in _LIGHT_VERBS
        ) or (token in _WHERE_ONE_IS and following in _WHERE_WORDS)  # "lives next to"

        # "is retiring": an act going on
        ongoing = tokens[index - 1].lower() in _BE and token.endswith("ing") and len(token) > 5
        past = past or ongoing or token in _RESULTS  # "will beat Hillside": who wins
        if (past or present) and stem(token) not in context_stems:
            if derived_from(stem(token), context_stems):
                continue  # "were injured" says what "injuries" says
            if any(said <= context_stems for said in _SAID_IN_OTHER_WORDS.get(stem(token), ())):
                continue  # "has been delayed" says what "later than planned" says
            if token in _RESULTS and _WIN_SAID & context_stems:
                continue  # "beat Mutua" says what "won ... ahead of Grace Mutua" says
            if _CONVERSE.get(token) in context_stems:
                continue  # "bought from" says what "sold to" says
            if stem(token) in _RISES and _RAISED in context_stems:
                continue  # "the pension age is rising" says what "will raise the age" says
            if _made_more(token) & context_stems:
                continue  # "demand had weakened" says what "weaker demand" says
            if stem(token) == _CROSS and _WAYS_ACROSS & context_stems:
                continue  # "crossed the Channel" says what "swam the Channel" says
            acts.append(token)
    return acts


_RISES = frozenset(stem(word) for word in "rising rises rose risen".split())
_RAISED = stem("raised")
_CROSS = stem("crossed")
_WAYS_ACROSS = frozenset(
    stem(word)
    for word in "swam swim swum sailed sail rowed row flew fly flown paddled paddle across".split()
)
_WHERE_ONE_IS = frozenset("lives lived".split())
_WHERE_WORDS = frozenset("in at near next on by beside opposite".split())
_PUT_AT = frozenset("estimated valued put priced".split())
_RESULTS = frozenset("beat beats".split())
_WIN_SAID = frozenset(stem(word) for word in "win won victory ahead beaten defeated".split())
_SHORT_VERBS = frozenset("owns buys cuts hits sues".split())
"""Verbs of four letters that say an act of their own, which the length test would skip (not
"runs", which is mostly how long: "the contract runs for three years")."""


def _made_more(verb: str) -> set[str]:
    """The adjective a verb in -en makes more so, and its comparative: "weakened" → weak,
    weaker; "widened" → wide, wider."""
    if not verb.endswith(("ened", "ens")):
        return set()
    base = verb[: -4 if verb.endswith("ened") else -3]
    if base == "length":
        return {"long", "longer"}
    if base == "strength":
        return {"strong", "stronger"}
    return {stem(base), stem(base + "er"), stem(base + "r")}


_A_COST_OR_DENIAL = re.compile(
    r"\b(?:fee|fees|charge|charged|charges|cost|costs|penalty|price|pay|not|no|never|cannot)\b|"
    r"n't\b",
    re.IGNORECASE,
)
"""Words that make a claim about a deadline say what happens past it, which the deadline rule
does not judge."""
_AGE_RANGE = re.compile(r"\bage[sd]?\s+(?:between\s+)?(\d{1,3})\s*(?:to|-|and)\s*(\d{1,3})\b", re.I)


def _in_age_range(number: str, context: str) -> bool:
    """The age falls in a range of ages the context gives: 7 in "aged 5 to 11"."""
    try:
        age = float(number)
    except ValueError:
        return False
    return any(int(m.group(1)) <= age <= int(m.group(2)) for m in _AGE_RANGE.finditer(context))


_PER_EACH = re.compile(r"\b(?:each|per|average|apiece|a\s+head)\b", re.IGNORECASE)
_CHANGED_BY = re.compile(
    r"\b(?:raise|raised|rise|rose|risen|increase[sd]?|cut|reduce[sd]?|fell|fall|lower(?:ed)?|put\s+up)\b"
    r"[^.;]{0,60}\bby\s+\d",
    re.IGNORECASE,
)
_BEFORE_A_CHANGE = re.compile(
    r"\b(?:before|previously|originally|used\s+to|had\s+had)\b", re.IGNORECASE
)
_PASSED_A_FIGURE = frozenset("topped exceeded surpassed tops exceeds surpasses".split())
_BE = frozenset("is are was were".split())
_PLAIN_ADVERBS = frozenset(
    "approximately roughly nearly almost mainly mostly largely usually really currently "
    "recently finally originally previously initially annually entirely completely "
    "especially generally typically normally formally officially directly immediately "
    "eventually certainly probably possibly definitely actually slightly".split()
)
"""Adverbs of degree, time and hedging, which other checks judge or which say no act."""


def derived_from(word: str, context_stems: frozenset[str]) -> bool:
    """The context says a noun in "-y" or "-ure" made from the verb ("injuries" for "were
    injured", "deliveries" for "delivered", "a closure" for "was closed")."""
    return (len(word) >= 5 and word + "y" in context_stems) or (
        len(word) >= 4 and word + "ur" in context_stems
    )


def _cause_missing(claim: str, context_stems: frozenset[str]) -> list[str]:
    """A cause the claim gives that the context never names: "closed because of a storm"
    against a context that says why nowhere."""
    cause = cause_of(claim)
    return [cause] if cause and cause not in context_stems else []


_CLAUSE_OPENERS = frozenset("before after until since while when whereas because".split())
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
        if (
            lowered in PREPOSITIONS
            or lowered in STOPWORDS
            or lowered in _CLAUSE_OPENERS
            or not token.isalpha()
        ):
            break  # "a teacher before she wrote books": the head is "teacher"
        head = token
    if head is None or not head.islower() or head in _DIMENSIONS:
        return []
    word = stem(head)
    if word in context_stems or any(stem(k) in context_stems for k in KINDS_OF.get(head, ())):
        return []
    return [head]


_OBJECT_STARTS = frozenset(
    "your their its his her our my the a an all any every for with about".split()
)
"""What follows a present-tense verb that acts on something: "encrypts your data", "charges
for audiobooks"."""
_EVENT_VERBS = frozenset("happened occurred happens occurs".split())
"""Verbs that only say an event took place ("the crash happened on the A9"): its where and
when carry the claim."""
_LIGHT_VERBS = frozenset(
    "gives makes takes gets keeps offers provides needs uses includes contains costs lasts "
    "holds brings means shows".split()
)
"""Verbs that say little by themselves ("gives a range of 400 km"): their object carries the
claim."""


_DETERMINERS = frozenset("a an the some its their his her our any".split())
_MORE_PREPOSITIONS = frozenset("without within until across over under through".split())


def _other_object(
    claim: list[str], passages: list[Passage], said: frozenset[str] | set[str]
) -> str | None:
    """The claim's last word (before a closing "in 2015") is one the context never says, where
    the context puts another word after the same verb: "the bakery sells coffee" against "sells
    bread and pastries" names what it sells, and coffee is not among them (unsure, not a
    contradiction); "won the cup in 2015" against "won the league in 2015"."""
    claim = _without_trailing_when(claim)
    if any(t[:1].isdigit() for t in claim[-4:-1]):
        return None  # "330 metres high": a measure, not a verb and its object
    words = [t for t in claim if t.isalpha()]
    if len(words) < 3:
        return None
    last = words[-1]
    if not last.islower() or last in STOPWORDS or stem(last) in said or derived(stem(last)) & said:
        return None
    if last.endswith("ly") or last in _WHEN_ADVERBS:
        return None  # how or when it was done ("arrived safely", "not sentenced yet")
    before = [w for w in words[:-1][-3:] if w.lower() not in _DETERMINERS]
    if (
        len(before) >= 2
        and before[-1].islower()
        and before[-1] not in STOPWORDS
        and stem(before[-1]) not in said
        and not _verb_form(before[-1])
    ):
        before = before[:-1]  # "adds a plugin store": a word that says which store, unsaid too
    if not before or before[-1].lower() in STOPWORDS or not before[-1].islower():
        return None
    if not _verb_form(before[-1]):
        return None  # a verb ("sells", "grew"), not a word that qualifies ("brake problem")
    verb = stem(before[-1])
    for passage in passages:
        for sentence in passage.sentences:
            tokens = [t for t in sentence.tokens if t.isalpha()]
            for at, token in enumerate(tokens[:-1]):
                if stem(token) != verb:
                    continue
                after = [t for t in tokens[at + 1 : at + 3] if t.lower() not in _DETERMINERS]
                if (
                    after
                    and after[0].lower() not in STOPWORDS | PREPOSITIONS | _MORE_PREPOSITIONS
                    and stem(after[0]) != stem(last)
                    # "won the 10,000 metres" won a race
                    and not (last.lower() == "race" and after[0].lower() in _RACES)
                ):
                    return (
                        f"the context says {token} {after[0]}, and never {last!r}: "
                        f'"{sentence.text}"'
                    )
    return None


_WHEN_ADVERBS = frozenset({"yet", "already", "now", "soon", "still", "later"})
_RACES = frozenset(
    "metres meters km kilometres miles mile marathon hurdles relay sprint steeplechase".split()
)
"""Races named by their distance or kind: "won the 10,000 metres" won the race."""


def _unsaid_compounds(claim: list[str], context: list[str]) -> set[str]:
    """A group of people the claim singles out by a compound the context never writes:
    "part-time staff get fewer days" speaks of staff the context says nothing of apart."""
    written = {t.lower() for t in context}
    return {token for token in claim if token.lower() in _SUBGROUPS - written}


_SUBGROUPS = frozenset(
    "part-time full-time first-time self-employed low-income high-income fixed-term zero-hours "
    "long-term short-term non-resident out-of-state in-state part-year".split()
)


def _verb_form(word: str) -> bool:
    return word in _PLAIN_VERBS or (
        word.endswith(("s", "ed")) and not word.endswith(("ss", "ous", "us", "is"))
    )


_PLAIN_VERBS = frozenset(
    "win hold make take give grow run keep own play eat speak include sell buy teach".split()
)
"""Verbs without an ending that says so ("won" is written "win")."""


def _without_trailing_when(claim: list[str]) -> list[str]:
    """The claim without a closing "in 2015" or "on Monday": "won the cup in 2015"."""
    if (
        len(claim) >= 3
        and claim[-2].lower() in ("in", "on", "at", "since", "during")
        and (claim[-1][:1].isdigit() or claim[-1][:1].isupper())
    ):
        return claim[:-2]
    return claim


_NOT_AGENTS = frozenset(
    "end time way side number rate percent half start middle beginning hand law rule "
    "standard measure account default night day morning evening".split()
)


def _agent_missing(claim: list[str], said: frozenset[str] | set[str]) -> str | None:
    """Who did it, by a word the context never says: "the dog was found by a child" against
    "the dog was found in the park"."""
    for at, token in enumerate(claim[:-2]):
        if token.lower() != "by" or claim[at + 1].lower() not in _AGENT_DETERMINERS:
            continue
        who = claim[at + 2]
        head = claim[at + 3] if at + 3 < len(claim) else ""
        if _compound_head(head):
            who = head  # "by the pupils' council": who is the council
        if (
            who.isalpha()
            and who.islower()
            and who not in STOPWORDS
            and who not in _NOT_AGENTS
            and stem(who) not in said
            and not derived(stem(who)) & said
        ):
            return f"nothing in the context says it was done by {claim[at + 1]} {who}"
    return None


_ALREADY_NOW = re.compile(r"\balready\b", re.IGNORECASE)
_OPENS_ON = re.compile(
    rf"\b(?:opens|starts|begins|launches|premieres|goes\s+on\s+sale|arrives)\b[^.;]{{0,30}}\b"
    rf"(?:on|in|from)\s+(?:\d{{1,2}}\s+)?(?:{_MONTH_NAMES})\b",
    re.IGNORECASE,
)


def _already_before_its_date(claim: str, context: str) -> str | None:
    """ "The film is already showing in UK cinemas" against "it opens in UK cinemas on 9 May":
    the context gives the date it starts, and not today's, so whether it has is not said."""
    if not _ALREADY_NOW.search(claim):
        return None
    opens = _OPENS_ON.search(context)
    return f"the context says only when: {opens.group(0)!r}" if opens else None


_ANYONE_AT_ALL = frozenset(
    "visitors people customers guests users members everyone anyone residents participants "
    "patients".split()
)
"""Who a sentence may say a thing of that covers any kind of people a claim names."""


def _subject_unsaid(
    claim: list[str],
    stems: frozenset[str],
    passages: list[Passage],
    said: frozenset[str] | set[str],
) -> str | None:
    """Whom it is said of, a bare noun opening the claim, by a word the context never says,
    where a sentence says the same act with all the rest of others: "Cars travel free on
    Sundays" against "Foot passengers travel free on Sundays"; "Doctors at the three
    hospitals will strike" against "Nurses at three hospitals"."""
    if len(claim) < 3 or not claim[0].isalpha():
        return None
    who, act = claim[0].lower(), claim[1].lower()
    word = stem(who)
    if who in STOPWORDS or word in said or derived(word) & said:
        return None
    rest = stems - {word}
    for passage in passages:
        for sentence in passage.sentences:
            tokens = [t.lower() for t in raw_tokens(sentence.text)]
            if act not in tokens[1:4] or not rest <= sentence.stems:
                continue
            subject = tokens[: tokens.index(act)]
            if set(subject) & _ANYONE_AT_ALL:
                continue  # "visitors under 12 enter free" covers children under 12
            if all(t.isalpha() and t not in STOPWORDS for t in subject):
                return f"the context says it of {' '.join(subject)}, not {who}: {sentence.text!r}"
    return None


_DETAIL_PREPOSITIONS = frozenset("by in at via through with using inside".split())


_MAY_VARY = re.compile(
    r"\b(?:could|may|might|can|will|would)\s+(?:change|vary|rise|fall|go\s+up|go\s+down|"
    r"increase|be\s+(?:changed|raised|adjusted|increased|varied))\b|\bvariable\b|\bfloating\b",
    re.IGNORECASE,
)
_FIXED = re.compile(r"\bfixed(?:-|\s+)(?P<thing>\w+)", re.IGNORECASE)


_AUTOMATIC = re.compile(
    r"\bautomatic(?:ally)?\b|\bwithout\s+(?:having|needing)\s+to\s+(?:apply|ask|claim|register|opt\s+in)\b",
    re.IGNORECASE,
)
_MUST_ASK = re.compile(
    r"\b(?:must|need\s+to|needs\s+to|have\s+to|has\s+to|required\s+to|is\s+required\s+to|"
    r"are\s+required\s+to)\s+(?:first\s+)?(?:apply|ask|claim|register|sign\s+up|opt\s+in|fill\s+in)\b",
    re.IGNORECASE,
)


_CLOSED_FOR = re.compile(
    r"\b(?:out\s+of\s+(?:service|action|use|commission)|closed|shut|suspended|off\s+the\s+road|"
    r"offline|unavailable|off\s+sale)\s+for\s+(?:at\s+least\s+|a\s+minimum\s+of\s+)?"
    r"(?P<days>\d+(?:\.\d+)?)\s+days\b",
    re.IGNORECASE,
)
_BACK_WHEN = re.compile(
    r"\b(?:return|reopen|resume|restart|be\s+back|come\s+back|open\s+again|run\s+again|"
    r"be\s+running\s+again|be\s+available\s+again)\w*\b[^.;]{0,40}?\b(?P<when>tomorrow|this\s+week|"
    r"next\s+week|(?:in|within)\s+(?P<days>\d+(?:\.\d+)?)\s+days)\b",
    re.IGNORECASE,
)
_WHEN_DAYS = {"tomorrow": 1.0, "this week": 7.0, "next week": 14.0}


def _back_too_soon(claim: str, context: str) -> str | None:
    """ "The ferry will return to service next week" against "out of service for at least a
    month": back before the shortest time the context gives it out."""
    back = _BACK_WHEN.search(claim)
    if back is None or negated(claim):
        return None
    when = " ".join(back.group("when").lower().split())
    days = float(back.group("days")) if back.group("days") else _WHEN_DAYS[when]
    for closed in _CLOSED_FOR.finditer(context):
        if days < float(closed.group("days")):
            return f"the context says it is {closed.group(0)}, and {back.group('when')} is sooner"
    return None


def _asked_against_automatic(claim: str, sentence: str) -> str | None:
    """ "Fans must apply for their refunds" against "fans will be refunded automatically", and
    the other way: what comes unasked needs no application."""
    if negated(claim):
        return None
    if _MUST_ASK.search(claim) and _AUTOMATIC.search(sentence) and not _MUST_ASK.search(sentence):
        return f'the context says it comes automatically: "{sentence}"'
    if _AUTOMATIC.search(claim) and _MUST_ASK.search(sentence) and not _AUTOMATIC.search(sentence):
        return f'the context says it must be asked for: "{sentence}"'
    return None


def _fixed_said_to_vary(claim: str, context: str) -> str | None:
    """ "The rate could change" against "a fixed interest rate": what is fixed cannot vary
    (the same thing named on both sides: a fixed fee says nothing of a variable rate)."""
    if not _MAY_VARY.search(claim) or _MAY_VARY.search(context) or "revert" in context:
        return None  # "fixed for two years, then reverts to the variable rate"
    claimed = {stem(word.lower()) for word in raw_tokens(claim)}
    for found in _FIXED.finditer(context):
        thing = found.group("thing").lower()
        if stem(thing) in claimed or (thing == "interest" and "rate" in claimed):
            return found.group(0)
    return None


def _sentences_sharing(words: frozenset[str], passages: list[Passage]) -> list[Sentence]:
    """The context's sentences that share a word with the claim beyond figures and units."""
    words = words - _UNIT_STEMS - _PERIODS
    return [
        sentence for passage in passages for sentence in passage.sentences if words & sentence.stems
    ]


def _rivals_on_topic(rivals: list[str], words: frozenset[str], passages: list[Passage]) -> bool:
    """Some rival stands in a sentence that shares a word with the claim beyond figures and
    units, or no sentence does. Not when what the claim is about is told in another sentence
    ("Judge Helen Marsh presided" against "after two days of deliberation") and the rival's
    names others: then the rival is a figure of something else."""
    shared = _sentences_sharing(words, passages)
    if not shared or any(rival in sentence.numbers for sentence in shared for rival in rivals):
        return True
    # and the rival's own sentence is about someone the claim does not name ("the jury found
    # Grant not guilty"), not about the claim's person by a pronoun ("returned to her")
    return any(
        rival in sentence.numbers and not (sentence.names - words)
        for passage in passages
        for sentence in passage.sentences
        for rival in rivals
    )


_MONEY = re.compile(
    r"[£$€¥]|\b(?:" + "|".join(sorted(MONEY_WORDS)) + r"|pound|euro|dollar|cent)\b", re.IGNORECASE
)
"""A sum of money in the claim, by its symbol or its unit."""


def _rivals_of_another_person(
    rivals: list[str], entities: set[str], passages: list[Passage]
) -> bool:
    """Every rival stands in a sentence that names someone the claim does not and none of
    the claim's names, nor a pronoun that may be theirs ("sentenced him to four years"),
    while the claim's names are in the context: the figures are others'."""
    if not entities:
        return False
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    if not any(entities & sentence.capitals for sentence in sentences):
        return False
    holding = [sentence for sentence in sentences if sentence.numbers & set(rivals)]
    return bool(holding) and all(
        not entities & sentence.capitals
        and sentence.capitals - entities - _NOT_A_PERSON
        and not _THIRD_PERSON.intersection(t.lower() for t in sentence.tokens)
        for sentence in holding
    )


_NOT_A_PERSON = frozenset(stem(w) for w in "the a an it he she they in on at this that its".split())
_THIRD_PERSON = frozenset("he she him her his hers they them their".split())


def _figure_of_another_subject(
    number: str, rivals: list[str], words: frozenset[str], passages: list[Passage]
) -> bool:
    """A sum a hundred times another or more, whose every rival stands in a clause sharing at
    most one word with the claim ("tickets for the exhibition cost £15" shares "cost" with "the
    new wing cost £20m to build"), while a sentence without them says two or more of the
    claim's words: the claim's subject is told there, the rivals are prices of other things."""
    try:
        value = float(number.rstrip("%"))
        scales = [float(rival.rstrip("%")) / value for rival in rivals]
    except (ValueError, ZeroDivisionError):
        return False
    if not value or not all(scale >= 100 or 0 < scale <= 0.01 for scale in scales):
        return False
    words = words - _UNIT_STEMS - _PERIODS
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    if not any(
        len(words & sentence.stems) >= 2 and not sentence.numbers & set(rivals)
        for sentence in sentences
    ):
        return False
    for sentence in sentences:
        if not sentence.numbers & set(rivals):
            continue
        for clause in _SLOT_BREAK.split(sentence.text):
            analysed = analyse_sentence(clause)
            if analysed.numbers & set(rivals) and len(words & analysed.stems) > 1:
                return False
    return True


def _frequency_of_it(claim: str, words: frozenset[str], passages: list[Passage]) -> str | None:
    """How often a sentence about the claim's own thing says it happens, if not as often."""
    for sentence in _sentences_sharing(words, passages):
        often = other_frequency(claim, sentence.text)
        if often:
            return f'{often}: "{sentence.text}"'
    return None


_ALL_IN = re.compile(
    r"\b(?:including|inclusive\s+of|plus|in\s+total|a\s+total\s+of|altogether|combined|"
    r"all\s+in)\b",
    re.I,
)
"""Words that make a figure the sum of the context's parts."""
_NO_ONE_ELSE = re.compile(
    r"\b(?:no\s+one|nobody|no-one|no\s+other\s+\w+|none)\s+else\b|\bno\s+other\b", re.I
)
_NONE_BEFORE = re.compile(
    r"^\W*(?:no|no\s+one|nobody|no-one|never)\b[^.;]{0,60}\bbefore\b"
    r"|^\W*before\b[^,;.]{0,40},\s*(?:no|no\s+one|nobody|no-one|never)\b",
    re.IGNORECASE,
)
_NONE_MORE_SO = re.compile(
    r"^\W*no\s+(?:previous|other|earlier|former|one)\b[^.;]{0,60}\b(?:\w+er|more|less)\s+than\b",
    re.IGNORECASE,
)
_NONE_HAS_MORE = re.compile(
    r"^\W*no\s+(?:other\s+)?(?:\w+\s+){0,3}?(?:has|have|had|did|was|were|is)\s+(?:\w+\s+)?"
    r"(?:more|\w+er)\b",
    re.IGNORECASE,
)
_FEARED = re.compile(
    r"\b(?:feared|fears?|concerned|worried|anxious|sad|unhappy|upset|angry)\s+(?:about|over|for|with)\b",
    re.I,
)
"""A worry or a grievance voiced ("worried about" is normalised "feared about", "unhappy"
"sad")."""
_FEARED_NOT = re.compile(
    r"\b(?:say|says|saying|said|warn\w*|fear\w*|worr\w*|concern\w*|claim\w*|complain\w*)\b"
    r"[^.;]{0,60}\b(?:not|cannot|unable|never)\b|n't\b",
    re.I,
)
_NOT_FOR_A_SPAN = re.compile(
    r"\b(?:not|never)\s+(?:\w+\s+){0,2}?(?:for|in)\s+(?:\d+|a|over|more\s+than)\s+\w+",
    re.IGNORECASE,
)
_NEVER_BEFORE = re.compile(r"\bnever\b[^.;]{0,50}\b(?:before|until\s+now)\b", re.IGNORECASE)
_EARLIER_ONE = re.compile(r"\b(?:previously|formerly|used\s+to)\b", re.IGNORECASE)
_NEVER_BEFORE_WORDS = frozenset(stem(word) for word in "never before until now".split())


def _earlier_one(claim: str, stems: frozenset[str], passages: list[Passage]) -> str | None:
    """ "Dr Osei has never worked in a hospital before" against "Dr Osei previously ran a
    children's hospital": the one it names, and the thing, done before."""
    if not _NEVER_BEFORE.search(claim):
        return None
    names = capitalised(claim) - STOP_CAPITALS
    capitals = {stem(token.lower()) for token in raw_tokens(claim) if token[:1].isupper()}
    rest = stems - _NEVER_BEFORE_WORDS - capitals  # (not "Ms" either)
    for passage in passages:
        for sentence in passage.sentences:
            if (
                _EARLIER_ONE.search(sentence.text)
                and names & sentence.stems
                and rest & sentence.stems
            ):
                return sentence.text
    return None


_FIRST_IN_A_SPAN = re.compile(
    r"\bfirst\b[^.;]{0,30}\b(?:in|for)\s+(?:\d+|a|over|more\s+than)\s+(?:\w+\s+)?(?:years?|"
    r"months?|decades?|days|weeks|\d+\s+days)\b",
    re.IGNORECASE,
)
_MORE_THAN_ANY = re.compile(r"\b(?:more|\w+er)\s+than\s+any\s+other\b", re.IGNORECASE)
_THE_MOST_EVER = re.compile(r"\b(?:\w+est|most|least)\s+ever\b", re.IGNORECASE)
_NOT_THIS_MUCH_SINCE = re.compile(
    r"\b(?:not|never)\b[^.;]{0,30}\b(?:this|so|as)\s+\w+\s+(?:for|in|since)\b", re.IGNORECASE
)
_MOST_IN_A_SPAN = re.compile(
    r"\b(?:\w+est|most|least|worst|best)\b[^.;]{0,40}\b(?:in|for|since)\s+(?:a|an|\d+|over|more|"
    r"the\s+last|at\s+least)\b",
    re.IGNORECASE,
)
_THE_ONLY_ONE = re.compile(
    r"\b(?:the|its|their)\s+(?:only|sole)\s+(?:\w+\s+)?(?:person|one|woman|man|team|player|"
    r"country|company|city|artist|writer|scientist|athlete|club)\b",
    re.IGNORECASE,
)


_EITHER_WAY = re.compile(r"\bwith\s+or\s+without\s+(?:an?\s+|the\s+|your\s+)?(\w+)", re.I)
_NEEDED = re.compile(
    r"\b(?:needs?|required?|requires|must\s+(?:have|show|bring)|ha(?:s|ve)\s+to\s+(?:have|show|"
    r"bring))\s+(?:an?\s+|the\s+|their\s+|your\s+|his\s+|her\s+)?(\w+)",
    re.IGNORECASE,
)


def _needed_either_way(claim: str, context: str) -> str | None:
    """ "Customers need a receipt" against "a full refund, with or without a receipt"."""
    needed = _NEEDED.search(claim)
    if needed is None or negated(claim):
        return None
    for found in _EITHER_WAY.finditer(context):
        if stem(found.group(1).lower()) == stem(needed.group(1).lower()):
            return f'the context says "{found.group(0)}"'
    return None


_ALWAYS = re.compile(r"\b(?:always|ever\s+since|from\s+the\s+start|never\s+been)\b", re.I)
_ONCE_OTHERWISE = re.compile(
    r"\b(?:previously|formerly|used\s+to|until\s+recently|once|no\s+longer|originally)\b", re.I
)


_UNTIL_A_TIME = re.compile(
    r"\buntil\s+(?:the\s+end\s+of\s+)?(?:\d{4}|(?:\d{1,2}\s+)?(?:january|february|march|april|may|"
    r"june|july|august|september|october|november|december)(?:\s+\d{4})?|next\s+\w+)\b",
    re.IGNORECASE,
)
_FOREVER = re.compile(
    r"\b(?:always|forever|for\s+ever|permanent|permanently|for\s+good|indefinitely|never)\b", re.I
)
_FOREVER_STEMS = frozenset(
    stem(w) for w in "always forever ever permanent permanently good indefinitely never".split()
)
_ONLY_FOR_A_SPAN = re.compile(
    r"\bfor\s+(?:one|a|an|\d+|the\s+first)\s+(?:days?|weeks?|months?|years?)\b", re.I
)
"""A span a present or coming thing is given for: "is funded by a local business for one
year" (not, with `_PAST_SPAN`, "has run for ten years")."""
_PAST_SPAN = re.compile(r"\b(?:has|have|had|was|were|since|ago)\b", re.I)
_FOR_GOOD = re.compile(r"\b(?:permanent|permanently|for\s+good|indefinitely)\b", re.I)


def _always_but_once_not(claim: str, stems: frozenset[str], passages: list[Passage]) -> str | None:
    """ "The spell checker was always free" against "previously a paid add-on, is now free":
    what it was before is the opposite of what the claim says it always was; "will always be
    exempt" or "will never have to pay" against "exempt until 2027": it ends; "permanent"
    against "for one year": it is given a set time."""
    always = _ALWAYS.search(claim) is not None and not negated(claim)
    for_ever = _FOREVER.search(claim) is not None
    for_good = _FOR_GOOD.search(claim) is not None
    if not (always or for_ever):
        return None
    # a short claim says one thing beside its "permanent": "The funding is permanent"
    shared_enough = min(2, len(stems - _FOREVER_STEMS))
    for passage in passages:
        for sentence in passage.sentences:
            if len(stems & sentence.stems) < shared_enough:
                continue
            ending = _UNTIL_A_TIME.search(sentence.text)
            if ending and for_ever and not _FOREVER.search(sentence.text):
                # "will always be exempt" against "exempt until 2027"
                return f'the context says only {ending.group(0)}: "{sentence.text}"'
            if (
                for_good
                and _ONLY_FOR_A_SPAN.search(sentence.text)
                and not _PAST_SPAN.search(sentence.text)
                and not _FOREVER.search(sentence.text)
            ):
                # "the extra day is permanent" against "is funded for one year"
                return f'the context gives it a set time only: "{sentence.text}"'
            if not always:
                continue
            once = _ONCE_OTHERWISE.search(sentence.text)
            if once is None:
                continue
            said = analyse_sentence(sentence.text[once.start() :]).stems
            if any(opposites_of(word) & said for word in stems):
                return f'the context says it was otherwise before: "{sentence.text}"'
    return None


_MISSED = frozenset(stem(word) for word in "misses missed miss".split())
_MISSES = re.compile(
    r"\b(?:miss(?:es|ed)?|fails?\s+to\s+(?:detect|find|catch))\s+(?:about\s+)?$", re.I
)
_DETECTS = re.compile(
    r"\b(?:detects?|detected|catch(?:es)?|caught|finds?|found|picks?\s+up)\s+(?:about\s+)?"
    r"(\d+(?:\.\d+)?)\s*%",
    re.IGNORECASE,
)


def _missed_share(number: str, claim: str, context: str) -> bool:
    """ "Misses about 8%" for "detects 92%", "kept 95% of its capacity" for "lost only 5%":
    what is not found (or kept) is the rest of the whole."""
    if not number.endswith("%"):
        return False
    at = claim.find(number[:-1])
    if at < 0:
        return False
    rest = float(number[:-1])
    if _MISSES.search(claim[:at]):
        return any(abs(100 - float(m.group(1)) - rest) < 0.5 for m in _DETECTS.finditer(context))
    if _KEPT.search(claim[:at]):
        return any(abs(100 - float(m.group(1)) - rest) < 0.5 for m in _LOST_SHARE.finditer(context))
    return False


_KEPT = re.compile(
    r"\b(?:kept|keeps|keep|retained|retains|retain|held\s+on\s+to)\s+(?:about\s+)?$", re.I
)
_LOST_SHARE = re.compile(
    r"\b(?:lost|loses|lose|loss|shed|sheds)\s+(?:only\s+|just\s+|about\s+)?(\d+(?:\.\d+)?)\s*%",
    re.I,
)


_EVERY_N_DAYS = re.compile(r"\bevery\s+(\d+(?:\.\d+)?)\s+days\b")


def _days_a_week(number: str, claim: str, context: str) -> bool:
    """ "Every 3.5 days" (normalise's "twice a week") is the context's "2 days a week" (which
    normalise writes "2 days 7 days")."""
    if "every" not in claim or not any(
        found.group(1) == number for found in _EVERY_N_DAYS.finditer(claim)
    ):
        return False
    try:
        times = 7 / float(number)
    except (ValueError, ZeroDivisionError):
        return False
    if abs(times - round(times)) > 1e-9:
        return False
    return re.search(rf"\b{round(times)}\s+days\s+7\s+days\b", context) is not None


_COMPARED_YEAR = re.compile(
    r"\b(?:from|since|on|than|compared\s+with|against|versus)\s+(?:in\s+)?((?:1[5-9]|20)\d\d)\b",
    re.IGNORECASE,
)


def _beside_the_names(figure: str, claim: str, passages: list[Passage]) -> bool:
    """A sentence gives the figure beside every name the claim gives: the names' own figure."""
    names = capitalised(claim) - STOP_CAPITALS
    return bool(names) and any(
        stem(figure) in sentence.numbers and names <= sentence.stems
        for passage in passages
        for sentence in passage.sentences
    )


_AT_FIGURE = re.compile(
    r"\b((?:valu|pric|estimat|assess|apprais)[a-z]*)\s+"
    r"(?:(?:it|them|him|her|the\s+\w+|its\s+\w+)\s+)?at\s+"
    r"(?:about\s+|around\s+|roughly\s+|nearly\s+)?(\d[\d.,]*)"
)


def _figure_at_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Valued at $12m" against "raised $12m, valuing it at $80m": the value a thing is put
    "at" has its own figure in the context, though the claim's stands there for another act.
    Not where the sentence gives that figure "at" too ("priced at £5 for adults and at £3")."""
    for claimed in _AT_FIGURE.finditer(claim):
        act, figure = stem(claimed.group(1)), claimed.group(2)
        for passage in passages:
            for sentence in passage.sentences:
                for found in _AT_FIGURE.finditer(sentence.text):
                    if stem(found.group(1)) != act or found.group(2) == figure:
                        continue
                    if re.search(rf"\bat\s+(?:\w+\s+)?{re.escape(figure)}\b", sentence.text):
                        continue
                    return f'the context gives {found.group(2)} for it: "{sentence.text}"'
    return None


def _figure_dated_otherwise(claim: str, numbers: set[str], passages: list[Passage]) -> str | None:
    """The claim dates a figure to the year the context only compares it with: "2.4 million
    residents in 2012" against "the 2022 census recorded 2.4 million, up 6% from 2012"."""
    years = {n for n in numbers if YEAR.match(n)}
    figures = numbers - years
    if not years or not figures or negated(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if not figures & sentence.numbers or not years & sentence.numbers:
                continue
            compared = {found.group(1) for found in _COMPARED_YEAR.finditer(sentence.text)}
            own = {n for n in sentence.numbers if YEAR.match(n)} - compared
            if years <= compared and own:
                return (
                    f"the context gives it for {sorted(own)[0]}, compared with "
                    f'{sorted(years)[0]}: "{sentence.text}"'
                )
    return None


_WON = re.compile(r"\bw(?:on|ins?)\b", re.IGNORECASE)
_IN_THE_RUNNING = re.compile(r"\b(?:shortlisted|longlisted|nominated|a\s+finalist)\b", re.I)
_WINNING = re.compile(r"\bw(?:on|ins?|inners?|inning)\b|\bawarded\b|\bclaimed\b", re.I)


def _shortlisted_not_won(claim: str, context: str) -> list[str]:
    """ "Won the prize" where the context only says the book was shortlisted for it: in the
    running, which says nothing of the win."""
    won = _WON.search(claim)
    if won is None or not _IN_THE_RUNNING.search(context) or _WINNING.search(context):
        return []
    return [won.group(0)]


_TRANSLATED_INTO = re.compile(r"\btranslat\w*\s+into\s+([A-Z][a-z]+)")
_WRITTEN_IN = re.compile(
    r"\b(?:originally\s+)?(?:written|write|wrote|published|publish)\s+in\s+([A-Z][a-z]+)"
)
"""Normalise writes "written" as "write"."""


def _written_in_its_translation(claim: str, context: str) -> str | None:
    """ "Originally written in English" against "translated into English": English is what it
    was translated into, not what it was written in."""
    written = _WRITTEN_IN.search(claim)
    if written is None or negated(claim):
        return None
    for found in _TRANSLATED_INTO.finditer(context):
        if found.group(1) == written.group(1):
            return f"the context says it was {found.group(0)}"
    return None


def _subject_told_elsewhere(claim: list[str], sentence: str, passages: list[Passage]) -> bool:
    """The claim's subject, an owner's thing it opens with ("revenue" of "the firm's
    revenue"), is missing from this sentence and named in another one, which is about it."""
    head = None
    for before, token in zip(claim[:3], claim[1:4], strict=False):
        if before.lower().endswith(("'s", "’s")) and token.islower() and token.isalpha():
            head = stem(token)  # the owner's thing: "the firm's revenue"
            break
    if head is None or head in analyse_sentence(sentence).stems:
        return False
    return any(
        head in other.stems and other.text != sentence
        for passage in passages
        for other in passage.sentences
    )


_EARLY_SIDE = re.compile(
    r"\b(?:before\s+(?:the\s+end\s+of|\d|the\s+first)|early|within\s+(?:the\s+first|\d)|"
    r"in\s+the\s+first\s+(?:year|month|week|\d))",
    re.IGNORECASE,
)
_A_TERM = re.compile(r"\b(?:if|you\s+(?:can|may|must|will\s+need\s+to)|can|may)\b", re.IGNORECASE)
_LATE_SIDE = re.compile(r"\bafter\s+(?:\d|the\s+first|the\s+end\s+of)", re.IGNORECASE)
"""Two sides of a threshold of time ("before the end of the term", "after 12 months"): not
the order of two events ("after the meters were fitted")."""


def _other_side_of_the_time(claim: str, sentence: str) -> bool:
    """The claim speaks of one side of a time ("after a year", "early cancellation") and the
    sentence only of the other ("before the end of the term", "after 12 months")."""
    early, late = _EARLY_SIDE.search(claim), _LATE_SIDE.search(claim)
    if bool(early) == bool(late) or not _A_TERM.search(sentence):
        return False  # (a term's rule: "if you cancel ...", "you can leave"; not "will step down
        # at the end of the season after eight years")
    if early:
        return _LATE_SIDE.search(sentence) is not None and _EARLY_SIDE.search(sentence) is None
    return _EARLY_SIDE.search(sentence) is not None and _LATE_SIDE.search(sentence) is None


def _another_kind_of(claim: list[str], sentence: str, passages: list[Passage]) -> bool:
    """The claim opens with a kind of its thing ("streaming" of "Streaming revenue") that the
    context never names, and this sentence gives the same thing another kind ("CD sales"):
    what it says of that kind is not said of the claim's."""
    opening = claim[1:] if claim and claim[0].lower() in ("the", "a", "an") else claim
    if len(opening) < 3 or not (opening[0].isalpha() and opening[1].isalpha()):
        return False
    kind, head = stem(opening[0].lower()), stem(opening[1].lower())
    if kind in STOPWORDS or head in STOPWORDS or not opening[1].islower():
        return False
    if any(kind in other.stems for passage in passages for other in passage.sentences):
        return False
    tokens = raw_tokens(sentence)
    if opposites_of(kind) & {stem(token.lower()) for token in tokens}:
        return False  # the kind's opposite: "a verbal notice" against "written notice"
    if _kinds_given(tokens, head, kind):
        return True
    # the sentence names the thing bare ("The ice is now growing"), which the context gives
    # a kind of elsewhere ("The Arctic sea ice reached its minimum"): that kind's
    return head in {stem(t.lower()) for t in tokens} and any(
        _kinds_given(other.tokens, head, kind)
        for passage in passages
        for other in passage.sentences
        if other.text != sentence
    )


def _kinds_given(tokens: Sequence[str], head: str, kind: str) -> bool:
    """Whether the tokens give `head` a kind other than `kind`, in the word before it or the
    one before that ("CD sales", "Arctic sea ice")."""
    return any(
        stem(token.lower()) == head
        and any(
            before.isalpha()
            and before.lower() not in STOPWORDS
            and stem(before.lower()) != kind
            and (back == 1 or before[:1].isupper())
            for back, before in ((1, tokens[i - 1]), (2, tokens[i - 2] if i > 1 else ""))
        )
        for i, token in enumerate(tokens)
        if i > 0
    )


_COMPARED_WITH_THE = re.compile(
    r"\b(?:compared\s+(?:with|to)|than|versus|vs)\s+(?:the\s+|a\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)",
    re.IGNORECASE,
)


def _compared_side_as_subject(claim: str, passages: list[Passage]) -> str | None:
    """The claim makes the thing the context only compares with the doer: "the standard
    treatment reduced attacks by 40%" against "the new inhaler reduced attacks by 40%
    compared with the standard treatment" (normalise writes "than")."""
    if negated(claim) or not re.match(r"(?:The|A|An)\s", claim):
        return None
    lowered = claim.lower()
    for passage in passages:
        for sentence in passage.sentences:
            for found in _COMPARED_WITH_THE.finditer(sentence.text):
                subject = found.group(1).lower()
                opening = re.match(rf"(?:the|a|an)\s+{re.escape(subject)}\s+([a-z]+)", lowered)
                if opening is None or opening.group(1) in ("is", "are", "was", "were"):
                    continue  # "the spire is taller": a comparison, compared_the_other_way's
                before = sentence.text[: found.start()]
                acted = stem(opening.group(1)) in {stem(t.lower()) for t in raw_tokens(before)}
                if acted and subject not in before.lower():
                    return f'the context only compares {subject} with it: "{sentence.text}"'
    return None


def _converse_by_the_same(claim: str, passages: list[Passage]) -> str | None:
    """The claim's person does the converse of what the context says they did: "Sofia Marin
    sold the sculpture" against "Sofia Marin bought the sculpture at auction"."""
    claimed = agents_of(claim)
    if not claimed or negated(claim):
        return None
    stems = analyse_sentence(claim).stems
    for act, (person, shown) in claimed.items():
        converse = _CONVERSE.get(act.split()[0])
        if converse is None:
            continue
        rest = stems - person - {act.split()[0]}  # what was bought: the same thing
        for passage in passages:
            for sentence in passage.sentences:
                done = agents_of(sentence.text).get(converse)
                if (
                    done is not None
                    and done[0] == person
                    and act.split()[0] not in sentence.stems
                    and rest <= sentence.stems
                ):
                    return f'the context says {shown} did the opposite: "{sentence.text}"'
    return None


def _word_said(word: str, said: frozenset[str] | set[str], context_stems: frozenset[str]) -> bool:
    """A claim word the context says: itself, the verb it is made from, or a noun made
    from it ("injuries" for "were injured")."""
    return word in said or bool(derived(word) & said) or derived_from(word, context_stems)


def _only_names_said(
    claim: list[str], said: frozenset[str] | set[str], context_stems: frozenset[str]
) -> str | None:
    """Names are all the context shares with a claim that only says they have a thing:
    "Mia Lund had a dog" against a context about Mia Lund's deposit. Only the things a
    determiner opens count, and no other word may be left: a verb may be said in other words
    ("Maria Berg runs Nordbank" for "chief executive of Nordbank")."""
    things = []
    for before, token in zip(claim, claim[1:], strict=False):
        if not token.isalpha() or not token.islower() or token in STOPWORDS:
            continue
        if before.lower() not in _DETERMINERS and before.lower() not in POSSESSIVES:
            return None
        things.append(stem(token))
    if not things or any(_word_said(word, said, context_stems) for word in things):
        return None
    return f"the context names them, but says nothing of {things[0]!r}"


def _detail_missing(claim: list[str], said: frozenset[str] | set[str]) -> str | None:
    """How or where it is done, closing the claim, by a noun the context never says: "members
    can renew loans by phone" against "renew a loan twice online"; "grew the plants in
    greenhouses" against "in field trials"."""
    words = [t for t in claim if t.isalpha() or "-" in t]
    if len(words) < 4:
        return None
    noun = words[-1]
    at = len(words) - 2
    while at > 0 and (words[at].lower() in _DETERMINERS or words[at].lower() in POSSESSIVES):
        at -= 1
    preposition = words[at].lower()
    if (
        preposition not in _DETAIL_PREPOSITIONS
        or not noun.isalpha()
        or not noun.islower()
        or noun in _NOT_DETAILS
        or noun in STOPWORDS
        or noun in _WHEN_ADVERBS
        or noun in _NOT_AGENTS
        or (noun in ("places", "parts") and words[-2].lower() == "in")  # "in places": somewhere
        or stem(noun) in said
        or derived(stem(noun)) & said
    ):
        return None
    return f"nothing in the context says it is {preposition} {noun}"


_NOT_DETAILS = frozenset(
    "spring summer autumn winter fall morning afternoon evening night lunchtime noon midnight "
    "year years month months week weeks day days decade decades century game match half length "
    "height width size weight sun shade rain time past future end start beginning favour favor "
    "total all one two three four five six seven eight nine ten twelve twenty hundred".split()
)
"""Closing nouns that say when, how much or in whose favour, not how or where it is done."""


def _compound_head(token: str) -> bool:
    """A noun after the agent's first word that makes it a compound ("the pupils' council",
    "the city council"), not an adverb or a verb that goes on ("a child playing")."""
    return (
        token.isalpha()
        and token.islower()
        and token not in STOPWORDS
        and not token.endswith(("ing", "ly", "ed"))
    )


_AGENT_DETERMINERS = frozenset("a an the his her their its our my your".split())
