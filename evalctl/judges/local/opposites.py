"""Opposites, negations and what a reported state rules out, for the offline faithfulness
judge: "rose" against "fell" (compared in the clause about what follows the claim's word),
"does not open on Sundays" against "closed on Sundays" (agreement), "took place" against "was
cancelled", "can bring" against "forbidden", a direction that belongs to what moved.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from types import MappingProxyType

from evalctl.judges.local.figures import UNIT_WORDS
from evalctl.judges.local.paraphrase import IRREGULAR_BASES, derived
from evalctl.judges.local.parts import (
    MOVES,
    NOT_THAT,
    STATEMENT_BREAK,
    STOP_CAPITALS,
    agents_of,
    closest_clause,
    order_crossed,
)
from evalctl.judges.local.slots import (
    KEEP_AWAY,
    MONTHS,
    WEEKDAYS,
    moved_away,
)
from evalctl.judges.local.text import (
    AT_THIS_TIME,
    ORDINALS,
    PRONOUN_OPENING,
    STOPWORDS,
    SUBJECT_PRONOUNS,
    TO_COME,
    YEAR,
    Passage,
    Sentence,
    analyse_sentence,
    as_number,
    cached_when_short,
    capitalised,
    raw_tokens,
    same_root,
    split_clauses,
    stem,
)

_NEGATION = re.compile(
    r"\b(not|no|never|none|neither|unable|unless|cannot)\b|n[’']t\b", re.IGNORECASE
)
""""Unable" too: normalise writes "cannot" and "could not" as "unable". Contractions have no
word boundary before their "n't" ("doesn't")."""
_WITHOUT = re.compile(r"\bwithout\s+(?:a\s+|an\s+|the\s+|any\s+)?([A-Za-z]+)", re.IGNORECASE)
FORBIDS = re.compile(
    r"\b(?:may\s+not|must\s+not|cannot|can't|not\s+(?:be\s+)?(?:allowed|permitted|able\s+to)|"
    r"unable(?:\s+to)?|forbidden|forbids?|prohibits?|"  # ("cannot rent" is written "unable rent")
    r"banned|prohibited|clos(?:ed|es|e)\s+to)\b",
    re.IGNORECASE,
)
_PERMITS = re.compile(r"\b(?:can|may|allowed|able\s+to|free\s+to)\b", re.I)
_FORBIDDEN = re.compile(
    r"\b(?:forbidden|banned|prohibited|(?:should|must)\s+not\s+be\s+(?:given?|used?|taken|take))\b",
    re.I,
)


_FOR_THE_FIRST = re.compile(r"\bfor\s+the\s+first\s+(\d+(?:\.\d+)?)\s+(\w+)", re.I)
_AFTER_A_SPAN = re.compile(r"\bafter\s+(?:the\s+first\s+)?(\d+(?:\.\d+)?)\s+(\w+)", re.I)
_THE_WHOLE = re.compile(
    r"\b(?:for\s+)?the\s+(?:whole|entire|full)\s+(?:term|life|length|duration|period|"
    r"\d+(?:\.\d+)?\s+\w+)|\bfor\s+the\s+life\s+of\b|\bfor\s+ever\b|\bforever\b|\bpermanently\b",
    re.I,
)


def after_the_first(claim: str, sentence: str) -> bool:
    """The claim speaks of the time after the span the sentence limits its word to: "after
    five years the rate can change" is not against "fixed for the first five years"."""
    first, after = _FOR_THE_FIRST.search(sentence), _AFTER_A_SPAN.search(claim)
    return bool(first and after and first.groups() == after.groups())


def whole_for_first(claim: str, sentence: str) -> str | None:
    """The claim makes the whole term what the sentence says holds only for its first part:
    "fixed for the whole term" against "fixed for the first five years"."""
    first = _FOR_THE_FIRST.search(sentence)
    whole = _THE_WHOLE.search(claim)
    if first is None or whole is None or negated(claim):
        return None
    return f"{first.group(0)!r}, not {whole.group(0)!r}"


_UNLIMITED = re.compile(r"\b(?:unlimited|uncapped|no\s+(?:limit|cap|maximum|ceiling))\b", re.I)
_A_LIMIT = re.compile(
    r"\b(?:capped\s+at|limited\s+to|(?:up\s+)?to\s+a\s+maximum\s+of|a\s+maximum\s+of|"
    r"no\s+more\s+than|at\s+most)\s+[^,;.]{1,30}",
    re.I,
)


def limit_denied(claim: str, sentence: str) -> str | None:
    """ "Redundancy pay is unlimited" against "one week's pay a year, capped at 20 weeks": the
    limit is said in a clause of its own, after what it limits."""
    if not _UNLIMITED.search(claim):
        return None
    found = _A_LIMIT.search(sentence)
    return f"{found.group(0).strip()!r}" if found else None


_NONE_OF_THEM = re.compile(
    r"\b(?:neither|none)\s+of\s+the\s+(?:\w+\s+)?[a-z]+\s+(?P<rest>[^,.;]+)", re.IGNORECASE
)


def none_of_them(claim: str, passages: list[Passage]) -> str | None:
    """What "neither of the two candidates" did, the claim says one of them did: "Ines Moreau
    won a majority" against "Neither of the two candidates won a majority", where the context
    names her too."""
    if negated(claim):
        return None
    names = {stem(t) for t in raw_tokens(claim) if t[:1].isupper()} - STOP_CAPITALS
    said = analyse_sentence(claim).stems - names
    if not names or not said:
        return None
    context_stems = frozenset().union(*(p.stems for p in passages))
    if not names <= context_stems:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            found = _NONE_OF_THEM.search(sentence.text)
            if found and said <= analyse_sentence(found.group("rest")).stems:
                return f"the context says {found.group(0).strip()!r}"
    return None


_ONLY_ONE = re.compile(
    r"\bonly\s+(?:the\s+)?\w+\s+(?:can|may|is\s+allowed\s+to)\s+(?P<act>\w+)", re.I
)
_EITHER_CAN = re.compile(
    r"\b(?:either|both|each)(?:\s+(?:side|party|parties|of\s+them))?\s+(?:can|may|is\s+allowed\s+to)\s+"
    r"(?P<act>\w+)",
    re.I,
)


_EVERY_WEEKDAY = re.compile(
    r"\bevery\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I
)


def every_where_one_a_month(claim: str, sentence: str) -> str | None:
    """ "Entry is free every Sunday" against "free on the first Sunday of every month"."""
    every = _EVERY_WEEKDAY.search(claim)
    if every is None:
        return None
    nth = re.search(
        rf"\b(?:first|second|third|fourth|last)\s+{every.group('day')}\s+of\s+(?:every|each|the)\s+"
        r"(?:month\b|30\s+days\b)",  # normalise writes "every month" as "every 30 days"
        sentence,
        re.IGNORECASE,
    )
    return f"{nth.group(0)!r}" if nth else None


def only_one_where_either(claim: str, sentence: str) -> str | None:
    """ "Only the landlord can end the lease" against "Either can end the lease": what either
    party may do is not one party's alone."""
    only = _ONLY_ONE.search(claim)
    either = _EITHER_CAN.search(sentence) if only else None
    if only and either and stem(only.group("act").lower()) == stem(either.group("act").lower()):
        return f"{either.group(0)!r}"
    return None


_CAN_BE_UP_TO = re.compile(
    r"\b(?:can|could|may)\s+(?:be|reach|cost|run\s+to)\s+(?:as\s+(?:much|high|large)\s+as|up\s+to|at\s+most)\b",
    re.IGNORECASE,
)


def permits_what_is_forbidden(claim: str, clause: str, sentence: str) -> str | None:
    """ "Fans can bring a large backpack" against the clause "large backpacks are forbidden
    in the stadium" (the clause the claim matches, not "may bring one small bag"). Not where
    the sentence also allows something: which clause the claim means is then unclear."""
    if negated(claim) or FORBIDS.search(claim) or not _PERMITS.search(claim):
        return None
    if _CAN_BE_UP_TO.search(claim):
        return None  # "the fine can be as much as £1,000": a size, not a permission
    if re.search(r"\ballowed\b", sentence, re.I) or re.search(r"\bagain\b", claim, re.I):
        return None  # "allowed again from 2 August" speaks of after the ban
    found = _FORBIDDEN.search(clause)
    return f"{found.group(0)!r}" if found else None


_PERMITTED_WHO = re.compile(
    r"^(?:the\s+)?(?P<who>[A-Za-z]+)\s+(?:can|may|are\s+allowed\s+to|are\s+able\s+to|are\s+free\s+to)\b",
    re.IGNORECASE,
)


def forbidden_to_them(claim: str, passages: list[Passage]) -> str | None:
    """ "Cars can now use the bridge again" against "pedestrians were allowed back, but cars
    remain banned": the context forbids it to whom the claim permits it, in any sentence."""
    permitted = _PERMITTED_WHO.search(claim)
    if permitted is None or negated(claim):
        return None
    who = permitted.group("who").lower()
    for passage in passages:
        for sentence in passage.sentences:
            for found in _STILL_BANNED.finditer(sentence.text):
                act = (found.group("act") or "use").lower()
                if act not in _ANY_USE and stem(act) not in analyse_sentence(claim).stems:
                    continue  # "cars will not be allowed to park" lets them cross
                if found.group(1).lower() == who:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_BANNED_WHO = re.compile(
    r"^(?:the\s+)?(?P<who>[A-Za-z]+)\s+(?:are|is|will\s+be|were|was)\s+(?:all\s+)?"
    r"(?:forbidden|banned|prohibited|not\s+allowed)\b(?P<rest>[^.;]*)",
    re.IGNORECASE,
)
_STILL_ALLOWED = re.compile(
    r"\b(?P<who>[A-Za-z]+)(?:\s+[a-z]+)?\s+(?:will|are|is|remain|remains)\s+(?:still\s+)?"
    r"(?:be\s+)?(?:allowed|permitted|exempt)\b",
    re.IGNORECASE,
)
_OUTRIGHT = re.compile(
    r"\b(?:at\s+all\s+(?:hours|times)|at\s+any\s+time|all\s+day|around\s+the\s+clock|"
    r"completely|entirely|outright|totally|without\s+exception)\b",
    re.IGNORECASE,
)
_OWN_WINDOW = re.compile(r"\b(?:before|after|until|between|during|except|unless)\b|\d", re.I)


def allowed_to_them(claim: str, passages: list[Passage]) -> str | None:
    """ "Deliveries are banned from Market Street at all hours" against "Delivery vans will
    still be allowed before 10am": the context lets them do what the claim bans outright. Not
    a ban said as the context says it ("banned on weekends"), nor one in a window of its own
    ("banned after 10am"), which the allowance may meet."""
    banned = _BANNED_WHO.search(claim)
    if banned is None or not _OUTRIGHT.search(claim) or _OWN_WINDOW.search(banned.group("rest")):
        return None  # "banned on market days" says what the context says; "at all hours" more
    who = stem(banned.group("who").lower())
    for passage in passages:
        for sentence in passage.sentences:
            for found in _STILL_ALLOWED.finditer(sentence.text):
                if stem(found.group("who").lower()) == who:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_STILL_BANNED = re.compile(
    r"\b([A-Za-z]+)\s+(?:(?:remain|remains|are|were|stay|stays|will\s+be|will\s+remain)\s+"
    r"(?:still\s+)?(?:forbidden|banned|prohibited|not\s+allowed)|(?:will\s+not\s+be|won't\s+be|"
    r"are\s+not|aren't)\s+(?:allowed|permitted))\b(?:\s+to\s+(?P<act>[a-z]+))?",
    re.IGNORECASE,
)
_ANY_USE = frozenset({"use", "enter", "access", "cross", "go", "drive"})
"""Acts a ban on using a place covers: "not allowed to use it" bars crossing it too."""


_OPPOSITES = (
    ("open", "closed"),
    ("alone", "jointly"),
    ("weekdays", "weekends"),  # "phone support at weekends" against "on weekdays"
    ("sole", "joint"),
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
    ("ease", "strengthen"),
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
    ("best", "lowest"),  # "its best total yet" against "its lowest total"
    ("welcomed", "opposed"),  # "unions welcomed the move" against "unions opposed the move"
    ("happy", "disappointed"),  # "pleased" is normalised "happy"
    ("celebrated", "disappointed"),
    ("happy", "heartbroken"),
    ("happy", "devastated"),
    ("relieved", "heartbroken"),
    ("busiest", "quietest"),
    ("richest", "poorest"),
    ("premises", "hospital"),  # "died in hospital" against "at home" (normalise: "premises")
    ("relieved", "devastated"),
    ("freeze", "rise"),  # "prices can rise" against "prices must be frozen"
    ("stay", "move"),  # "the marathon will stay in April" against "will move from April"
    ("fake", "genuine"),
    ("fake", "authentic"),
    ("forgery", "genuine"),
    ("reach", "missed"),  # "met its targets" (normalised "reach") against "missed targets"
    ("fastest", "slowest"),
    ("hire", "fired"),  # "laid off", "let go" are normalised to "fired"
    ("hire", "reduce"),  # "cut 300 jobs": "cut" is normalised to "reduce"
    ("retired", "fired"),
    ("write", "verbal"),  # "written" is normalised to "write"
    ("write", "oral"),
    ("love", "dislike"),
    ("love", "hate"),
    ("like", "dislike"),
    ("income", "loss"),  # "profit" is normalised to "net income"
    ("win", "loss"),  # "lose" is normalised to "loss"
    ("passed", "failed"),
    ("passed", "beaten"),  # "defeated" is normalised to "beaten"
    ("pass", "fail"),
    ("accepted", "rejected"),
    ("approved", "rejected"),
    ("keep", "remove"),
    ("keep", "return"),  # "kept" is normalised to "keep", "returned" to "return"
    ("keep", "repossessed"),
    ("keep", "lose"),  # "kept its star" against "lost its star"
    ("keep", "loss"),  # normalise writes "has lost" as "has loss"
    ("prison", "bail"),  # "kept in custody" (normalise: prison) against "released on bail"
    ("outside", "indoors"),
    ("died", "recovering"),  # "the patient died" against "is recovering well"
    ("recovered", "missing"),  # "the whisky was recovered" against "is still missing"
    ("fired", "redeployed"),  # "staff will lose their jobs" against "will be redeployed"
    ("withdrawn", "play"),  # "has withdrawn from the French Open": will not play in it
    ("withdrawn", "compete"),
    ("saved", "close"),  # "the shop will close" against "the shop has been saved"
    ("protected", "reduced"),  # "bin collections will be protected" against "reduced"
    ("protected", "reduce"),
    ("freeze", "raise"),  # "council tax will be frozen" against "raising council tax by 5%"
    ("found", "missing"),
    ("outdoors", "indoors"),
    ("outdoors", "greenhouse"),  # "grown outdoors" against "grown in a greenhouse"
    ("outdoors", "greenhouses"),
    ("able", "forbidden"),  # "pedestrians will be able to cross" ("banned" is written forbidden)
    ("upheld", "overturned"),
    ("upheld", "void"),  # "the court upheld the contract" against "ruled the contract void"
    ("allowed", "avoid"),  # "alcohol is allowed" against "avoid alcohol"
    ("depart", "stay"),  # "will leave the company" is written "depart"
    ("left", "stay"),  # "left the company" against "stayed on the board"
    ("wear", "remove"),
    ("granted", "refused"),
    ("granted", "rejected"),
    ("granted", "turned down"),
    ("par", "discount"),  # a bond issued at its face value, not below it
    ("acquitted", "convicted"),
    ("survived", "destroyed"),  # "the cathedral survived" against "destroyed ... the cathedral"
    ("accept", "appeal"),  # "accepted the ruling" against "said it would appeal"
    ("allowed", "blocked"),  # "allowed it to build" against "an injunction stopping it"
    ("male", "female"),  # "man" and "woman" are normalised so
    ("longer", "less"),  # "slept 40 minutes longer" against "slept 40 minutes less"
    ("more", "less"),  # "20% more likely" against "20% less likely"
    ("strengthened", "weakened"),
    ("stronger", "weakened"),  # "got stronger" against "weakened to a tropical storm"
    ("weaker", "strengthened"),
    ("eased", "worsen"),  # side effects that eased did not get worse ("worse" is "worsen")
    ("welcomed", "criticised"),
    ("welcomed", "appeal"),  # "would challenge the decision" is written "would appeal"
    ("welcomed", "condemned"),
    ("praised", "criticised"),
    ("praised", "accused"),
    ("happy", "complained"),
    ("saved", "wasted"),  # "saved them an hour a day" against "wasted their time"
    ("nearer", "further"),  # "less far" is normalised "nearer"
    ("nearer", "farther"),
    ("incorrectly", "correctly"),  # "misspelled" is normalised "incorrectly spelled"
    ("continue", "blocked"),  # "will keep flying" against "will stop flying" (stop is "blocked")
    ("keep", "blocked"),
    ("extended", "reduce"),  # "hours will be extended" against "cut by an hour"
    ("strengthen", "weaken"),
    ("dispute", "agree"),
    ("dispute", "accept"),
    ("before", "after"),
    ("true", "false"),
    ("free", "paid"),
    ("pay", "unpaid"),  # "paid" is normalised to "pay"
    ("amateur", "professional"),
    ("free", "pay"),
    ("free", "price"),  # "cost" is normalised to "price"
    ("free", "expenses"),  # and "costs" to "expenses"
    ("free", "liable"),  # "must pay for" is normalised to "liable"
    ("free", "charged"),
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
    ("begin", "end"),  # normalise writes "start" as "begin"
    ("buy", "donated"),  # "bought by the museum" against "donated by the Berg family"
    ("buy", "inherit"),  # "bought the farm from her uncle" against "inherited it from him"
    ("extra", "included"),  # "breakfast costs extra" against "breakfast included"
    ("buy", "gifted"),
    ("buy", "bequeathed"),
    ("onsite", "elsewhere"),  # "made elsewhere" against "baked on site"
    ("onsite", "offsite"),
    ("pretax", "aftertax"),
    ("current", "arrears"),
    ("freehold", "leasehold"),
    ("freeze", "rise"),  # "season tickets will be frozen" against "will rise by 4.5%"
    ("freeze", "increase"),
    ("defaulted", "repaid"),  # "repaid its lenders in full" against "failing to repay them"
    ("defaulted", "repay"),  # "up to date with its rent" against "in arrears"
    ("testate", "intestate"),  # "left a will" against "died without a will"
    ("secure", "unsecured"),  # "the loan is unsecured" against "pledged ... to secure"
    ("secures", "unsecured"),  # normalise's words for gross and take-home pay
    ("unlimited", "capped"),  # "redundancy pay is unlimited" against "capped at 20 weeks"
    ("unlimited", "limited"),
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
    ("warmer", "cooler"),
    ("hotter", "cooler"),
    # "is being kept secret" against "has been made public"
    ("secret", "public"),
    ("secret", "disclosed"),  # "made public" is normalised "disclosed"
    # "said he remained confident" against "said he was worried" (normalise: "feared")
    ("confident", "feared"),
    ("confident", "worried"),
    ("warmer", "colder"),
    ("hotter", "colder"),
    ("warm", "cool"),
    ("hottest", "coolest"),
    ("inside", "outside"),
    ("indoor", "outdoor"),
    ("online", "offline"),
    ("temporary", "permanent"),
    ("brownfield", "greenfield"),
    ("minimum", "maximum"),
    ("fixed", "variable"),
    ("fixed", "floating"),
    ("fixed", "adjustable"),
    ("fixed", "change"),
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
    ("passable", "impassable"),
    ("clear", "impassable"),
    ("push", "pull"),
    ("top", "bottom"),
    ("upstairs", "downstairs"),
    ("clean", "contaminated"),
    ("full", "partial"),
    ("add", "reduce"),
    ("add", "remove"),
    ("acquitted", "fined"),
    ("void", "valid"),
    ("awarded", "loss"),
    ("awarded", "stripped"),
    ("online", "offline"),
    ("clean", "dirty"),
    ("success", "fail"),
    ("succeeded", "fail"),
    ("attend", "absent"),
    ("attend", "missed"),
    ("play", "miss"),
    ("shallow", "deep"),
    ("narrow", "wide"),
    ("thin", "thick"),
    ("young", "old"),
    ("rich", "poor"),
    ("loud", "quiet"),
    ("tall", "short"),
    ("high", "low"),
    ("fast", "slow"),
    ("big", "small"),
    ("large", "small"),
    ("near", "far"),
    ("bright", "dark"),
    ("soft", "hard"),
    ("strict", "lenient"),
    ("simple", "complex"),
    ("busy", "quiet"),
    ("busiest", "quietest"),
    ("rare", "common"),
    ("weak", "powerful"),
    ("privately", "publicly"),
    ("doubled", "halved"),
    ("double", "halve"),
    ("unanimous", "split"),
    ("unanimous", "divided"),
    ("compatible", "incompatible"),
    ("negative", "positive"),
    ("mild", "serious"),  # "severe" is normalised to "serious"
    ("minor", "serious"),
    ("calm", "rough"),
    ("calm", "stormy"),
    ("steep", "flat"),
    ("crowded", "empty"),
    ("crowded", "deserted"),
    ("denied", "admitted"),
    ("denied", "pleaded"),  # "admitted" is normalised to "pleaded guilty"
    ("innocent", "convicted"),
    ("improved", "worse"),
    ("improved", "worsened"),
    ("improved", "deteriorated"),
    ("brief", "long"),
    ("brief", "lengthy"),
    ("part-time", "full-time"),
    ("stable", "critical"),
    ("continue", "discontinue"),
    ("create", "cut"),  # jobs or roles created, or cut
    ("overdrawn", "credit"),
    ("surplus", "loss"),  # "deficit" is normalised to "loss"
    ("draw", "win"),  # a match drawn was won by neither side
    ("draw", "loss"),  # normalise writes "lost" so
    ("draw", "beat"),
)
_ADJECTIVE_PAIRS = (
    ("light", "heavy"),
    ("cheap", "expensive"),
    ("strong", "weak"),
    ("warm", "cold"),
    ("hot", "cold"),
    ("wet", "dry"),
    ("safe", "dangerous"),
    ("easy", "difficult"),
    ("easy", "hard"),
    ("early", "late"),
    ("shallow", "deep"),
    ("narrow", "wide"),
    ("thin", "thick"),
    ("young", "old"),
    ("rich", "poor"),
    ("loud", "quiet"),
    ("tall", "short"),
    ("long", "short"),
    ("fast", "slow"),
    ("big", "small"),
    ("large", "small"),
    ("near", "far"),
    ("bright", "dark"),
    ("soft", "hard"),
    ("strict", "lenient"),
    ("busy", "quiet"),
    ("new", "old"),
    ("high", "low"),
    ("full", "empty"),
    ("clean", "dirty"),
    ("rare", "common"),
    ("simple", "complex"),
)
"""Adjectives whose comparatives and superlatives are opposites too ("lighter" against
"heavier", "deepest" against "shallowest")."""


def _graded(adjective: str, ending: str) -> str:
    """ "heavy" -> "heavier", "big" -> "biggest", "safe" -> "safer"; "more complex" is left to
    the plain pair, since "more" is read on its own."""
    if adjective.endswith("e"):
        return adjective + ending[1:]
    if adjective.endswith("y") and adjective[-2:-1] not in "aeiou":
        return adjective[:-1] + "i" + ending
    vowels = "aeiou"
    if (
        len(adjective) <= 4
        and adjective[-1] not in vowels + "wxy"
        and adjective[-2] in vowels
        and adjective[-3:-2] not in vowels
    ):
        return adjective + adjective[-1] + ending  # "big" -> "bigger", "wet" -> "wetter"
    return adjective + ending


_GRADED_PAIRS = tuple(
    (_graded(one, ending), _graded(other, ending))
    for one, other in _ADJECTIVE_PAIRS
    for ending in ("er", "est")
    if len(one) < 8 and len(other) < 8  # "more expensive", not "expensiver"
)
_UP = (
    "rise rose risen grow grew grown increase climb gain jump surge soar expand raise double triple"
).split()
_DOWN = (
    "fall fell fallen drop decline decrease shrink slump plunge sink reduce lower cut halve"
).split()
"""Words for a quantity going up or down: any of one set is the opposite of any of the other."""


def _stems_of_forms(word: str) -> set[str]:
    """The stems of a word's inflections: the light stemmer leaves "rise" whole but cuts
    "rising" to "ris", so a table of base words would miss "is rising" against "falling"."""
    if not word.isalpha():
        return {stem(word)}
    forms = {word, word + "s", word + "ed", word + "ing"}
    if word.endswith("e"):
        forms |= {word + "d", word[:-1] + "ing"}
    vowels = "aeiou"
    if len(word) <= 5 and word[-1] not in vowels + "wxy" and word[-2] in vowels:
        forms |= {word + word[-1] + "ing", word + word[-1] + "ed"}  # "dropping", "dropped"
    return {stem(form) for form in forms}


_UP_STEMS = frozenset(s for word in _UP for s in _stems_of_forms(word))
_DOWN_STEMS = frozenset(s for word in _DOWN for s in _stems_of_forms(word))
_SAME_WAY: dict[str, set[str]] = {}
"""Words for the same direction (rise and grow)."""
for _stems in (_UP_STEMS, _DOWN_STEMS):
    for _stem in _stems:
        _SAME_WAY.setdefault(_stem, set()).update(_stems)
_ANTONYMS: dict[str, set[str]] = {}
for _one, _other in (*_OPPOSITES, *_GRADED_PAIRS, *itertools.product(_UP, _DOWN)):
    for _one_stem in _stems_of_forms(_one):
        _ANTONYMS.setdefault(_one_stem, set()).update(_stems_of_forms(_other))
    for _other_stem in _stems_of_forms(_other):
        _ANTONYMS.setdefault(_other_stem, set()).update(_stems_of_forms(_one))


def opposites_of(word: str) -> frozenset[str]:
    """The stems of a stem's opposites ("steep": "flat")."""
    return frozenset(_ANTONYMS.get(word, ()))


def opposite_act(claim: str, passages: list[Passage]) -> str | None:
    """The person the claim says did something is said to have done its opposite: "Tom Reed
    voted for the plan" against "Councillor Tom Reed opposed it"."""
    claimed = agents_of(claim)
    if not claimed or _ANOTHER_TIME.search(claim):
        return None  # "had won the tournament before": not the act the context tells
    for passage in passages:
        for sentence in passage.sentences:
            for part in STATEMENT_BREAK.split(sentence.text):
                if not part or not part.strip():
                    continue
                stems = analyse_sentence(part).stems
                for act, (person, _) in agents_of(part).items():
                    for claimed_act, (claimed_person, shown) in claimed.items():
                        verb = claimed_act.split()[0]
                        if (
                            person & claimed_person
                            and act.split()[0] in _ANTONYMS.get(verb, ())
                            and verb not in stems  # "grew in May but fell in June"
                            and not _AT_FIRST.search(part)  # "initially rejected it"
                            # "she joins from Aston Villa": she leaves it
                            and not _MOVES_FROM.search(part)
                            # "Silva has left Albion" is no opposite of "Silva has joined Rovers"
                            and not _named_apart(claim, part, besides=claimed_person | person)
                        ):
                            return f'the context says the opposite of {shown}: "{sentence.text}"'
    return None


def _bound_of_a_figure(text: str, word: str) -> str | None:
    """ "more than 3650 days", "fewer than 4,000": the word bounds a figure; what follows the
    figure (its unit, or "" where none does)."""
    found = re.search(
        rf"\b{re.escape(word)}\s+than\s+(?:about\s+)?[£$€]?\d[\d,.]*\s*([a-z]*)", text, re.I
    )
    return found.group(1).lower() if found else None


def _acts_on_other_names(claim: str, claimed: str, sentence: str, said: str) -> bool:
    """Each act is done to a name the other text never gives: "left Norwich City" and
    "join Leeds United" are no opposites."""
    for text, act, other in ((claim, claimed, sentence), (sentence, said, claim)):
        found = re.search(
            rf"\b{re.escape(act)}\s+(?:for\s+|to\s+|from\s+)?([A-Z][\w'-]+)", text, re.IGNORECASE
        )
        if found is None or not found.group(1)[0].isupper() or found.group(1) in other:
            return False
    return True


_MOVES_FROM = re.compile(rf"\b(?:{'|'.join(sorted(MOVES))})\s+from\b", re.IGNORECASE)
_ANOTHER_TIME = re.compile(
    r"\b(?:before|previously|in\s+the\s+past|once\s+before|earlier\s+in\s+(?:his|her|their)\s+"
    r"career)\s*\.?$",
    re.IGNORECASE,
)
_AT_FIRST = re.compile(r"\b(?:initially|at\s+first|originally|first)\b", re.IGNORECASE)
"""An act said to come first leaves room for its opposite later: "Ireland initially rejected
the treaty" does not rule out "Ireland approved it in a second referendum"."""
_NOW = re.compile(r"\b(?:still|now|today|currently|these\s+days)\b", re.IGNORECASE)
_FOR_A_WHILE = re.compile(
    r"\b(?:temporarily|for\s+(?:the\s+)?(?:holidays?|day|weekend|night|winter|summer|season|"
    r"renovations?|repairs|maintenance|lunch|a\s+(?:week|month|day|while|few\s+\w+)))\b",
    re.IGNORECASE,
)
"""A state held for a while, in the past: it does not speak of now."""
_EXCEPT = re.compile(r"\b(?:except|apart from|other than|but not)\s+(?:on\s+|for\s+)?(\w+)", re.I)


_A_LOST_THING = re.compile(r"\b(?:a|an|the)\s+(?:long-)?loss\s+(?!of\b|to\b)[a-z]+", re.I)
_PRICE_MOVED = re.compile(
    r"\b(?:raised|increased|cut|lowered|reduced|reduce)\s+(?:the\s+|its\s+|their\s+)?(?:price|prices|"
    r"fares?|fees?)\s+of\b",
    re.IGNORECASE,
)
_SPEAKS_OF_PRICE = re.compile(
    r"\b(?:price|prices|cost|costs|fares?|fees?|cheaper|dearer|expensive)\b", re.I
)
_FIRST_TIME_IN = re.compile(r"\bfirst\s+time\s+in\s+(\d+)\s+(days|years|months)\b", re.I)
_KEPT_UNTIL = re.compile(r"\b(?:keep|kept|held|hold)\s+until\b", re.IGNORECASE)
_LAST = stem("last")
_LAST_TIME = re.compile(
    r"\blast\s+(?:month|year|week|night|season|term|summer|winter|spring|autumn|weekend|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    re.IGNORECASE,
)


@cached_when_short(maxsize=1024)
def _words_by_stem(text: str) -> Mapping[str, str]:
    """{stem: the word as written, in lower case}. Cached, and read-only for that: a claim is
    compared with every clause of its context."""
    return MappingProxyType({stem(w): w.lower() for w in raw_tokens(text)})


def _act_before_when(claim: str, context_words: Mapping[str, str]) -> bool:
    """The claim's act (the word before its "before"/"after" clause, past its object) is the
    context sentence's: "was referred for tests before" is not "treated the patient after"."""
    tokens = [t.lower() for t in raw_tokens(claim)]
    at = next((i for i, t in enumerate(tokens) if t in ("before", "after")), None)
    if at is None:
        return True
    acts = [t for t in tokens[:at] if _an_act_done(t)]
    done = [w for w in context_words.values() if _an_act_done(w.lower())]
    # a context that tells no act done ("will step down at the end of the season") has only
    # the claim's to order
    return not acts or not done or any(stem(act) in context_words for act in acts)


def _an_act_done(word: str) -> bool:
    """A past act: "referred", or an irregular one normalise wrote as its base ("sold":
    "sell"); not "fixed", normalise's word for a state kept ("will stay the same")."""
    return (word.endswith("ed") and len(word) > 4 and word != "fixed") or word in IRREGULAR_BASES


_NEEDS_WORK = re.compile(
    r"\b(?P<thing>[a-z]+)\s+(?:needs?|needed|required|requires)\s+(?:to\s+improve|improvement|"
    r"improving|work)\b|\b(?P<thing2>[a-z]+)\s+(?:was|is|were|are)\s+(?:poor|weak|inadequate|"
    r"unsatisfactory)\b",
    re.IGNORECASE,
)
_PRAISED = re.compile(
    r"\b(?P<thing>[a-z]+)\s+(?:was|is|were|are)\s+(?:very\s+|consistently\s+)?(?:excellent|"
    r"outstanding|good|great|strong|impressive|exemplary)\b",
    re.IGNORECASE,
)


_NOT_A_THING = (
    r"(?!(?:the|a|an|and|but|or|for|in|on|at|as|with|after|before|when|while|to|of|by)\b)"
)
_FOUND_WANTING = re.compile(
    r"\b(?:found|called|judged|described|thought)\s+(?:the\s+|its\s+|their\s+)?"
    rf"(?:[a-z]+\s+(?:of\s+)?)?{_NOT_A_THING}(?P<thing>[a-z]+)\s+(?:as\s+)?"
    r"(?:weak|poor|inadequate|unsatisfactory|disappointing)\b"
    r"|\b(?P<thing2>[a-z]+)\s+(?:was|is|were|are)\s+(?:poor|weak|inadequate|unsatisfactory)\b",
    re.IGNORECASE,
)
_PRAISED_THING = re.compile(
    r"\b(?:praised|commended|applauded|hailed)\s+(?:the\s+|its\s+|their\s+)?"
    rf"(?:[a-z]+\s+(?:of\s+)?)?{_NOT_A_THING}(?P<thing>[a-z]+)\b",
    re.IGNORECASE,
)


def praised_what_needs_work(claim: str, passages: list[Passage]) -> str | None:
    """ "Attendance was excellent" against "attendance needed to improve": what the context
    says falls short, the claim praises; and "found the teaching of reading weak" against
    "praised the teaching of reading", the other way round."""
    return _thing_ruled_out(claim, passages, _PRAISED, _NEEDS_WORK) or _thing_ruled_out(
        claim, passages, _FOUND_WANTING, _PRAISED_THING
    )


_FORECAST = re.compile(
    r"\b(?:expects?|expected|predicts?|predicted|forecasts?)\s+\w+(?:\s+\w+)?\s+to\b"
)
_FUTURE_TALK = re.compile(r"\b(?:would|will|expect\w*|forecast\w*|predict\w*|warn\w*)\b", re.I)
_OPENED_IN_YEAR = re.compile(r"\bopened\s+in\s+(?:[A-Z][a-z]+\s+)?(?:1[5-9]|20)\d\d\b")
_WILL = re.compile(r"\bwill\b", re.IGNORECASE)


_WITHDRAWN_FROM = re.compile(r"\bwithdrawn\s+from\s+(?:the\s+)?((?:[A-Z][\w'-]*\s*)+)")


def _withdrawn_from_named(claim: str, sentence: str) -> bool:
    """Whether the claim names what the sentence says was withdrawn from ("the French Open")."""
    found = _WITHDRAWN_FROM.search(sentence)
    return found is not None and found.group(1).strip() in claim


_NEW = stem("new")
_GETS_A_NEW = re.compile(
    r"\b(?:will|to|plans?\s+to|is\s+to|are\s+to)\s+(?:get|buy|acquire|receive|welcome|adopt)\s+an?\s+"
    r"(?:\w+\s+)?new\b",
    re.IGNORECASE,
)
_MISSING = stem("missing")
_WENT_MISSING = re.compile(r"\b(?:go|goes|went|gone|going)\s+missing\b", re.IGNORECASE)
_OPENS_NEW = re.compile(r"\bopen(?:s|ed|ing)?\s+(?:\w+\s+)?new\b", re.IGNORECASE)


def antonym_in(claim: str, context_sentence: str, whole: str = "") -> str | None:
    """A word of the claim whose opposite the matching context sentence (a clause of `whole`,
    the text it is read in, where given) uses instead, compared by stem ("opens" against
    "closed"). Not when the
    context makes the claim's subject the exception: "open every day except Monday" supports
    "closed on Mondays"."""
    if _ONCE_WAS.search(claim) and not _ONCE_WAS.search(context_sentence):
        return None  # "used to be free" is not ruled out by what is charged from April
    claim_words = _words_by_stem(claim)
    context_words = _words_by_stem(context_sentence)
    if any(stem(m.group(1)) in claim_words for m in _EXCEPT.finditer(context_sentence)):
        return None
    if _NOW.search(claim) and _FOR_A_WHILE.search(context_sentence):
        return None  # "closed for the holidays in 2019" says nothing of "still open" now
    aged = _AGED.search(claim) is not None
    for word in sorted(claim_words):
        if _ANTONYMS.get(word, set()) & claim_words.keys():
            continue  # the claim sets the two against each other: "the new phone ... the old one"
        if aged and word == "old":
            continue  # "a 25-year-old": an age, not the opposite of "new"
        if word == _NEW and _GETS_A_NEW.search(claim):
            continue  # "the zoo will get a new tortoise": another one, not the old one made new
        if word == "old" and stem("former") in context_words:
            continue  # "the old gasworks site" is "the former gasworks site"
        if claim_words[word] in _LASTING:
            continue  # "the lease lasts a year": a verb of time, not the opposite of "first"
        if word == _MISSING and _WENT_MISSING.search(claim):
            continue  # "went missing" is what a find ends ("it was found in an attic"), not
            # "is still missing"
        if word == "last" and _FIRST_SINCE.search(context_sentence):
            continue  # "the last eclipse was in 1905" is what "the first since 1905" says
        for opposite in sorted(_ANTONYMS.get(word, ())):
            if opposite in context_words and word not in context_words:
                if _mirrored(claim, context_sentence, claim_words[word], context_words[opposite]):
                    continue  # "the placebo group had more" for "the drug group had fewer
                    # than the placebo group"
                if word in _WHEN_WORDS and _ends_its_clause(claim_words[word], claim):
                    continue  # "has conducted it before": before now, not before an event
                if _at_another_time(claim, whole or context_sentence, context_words[opposite]):
                    continue  # "will cost 20p from next month" against "currently free"
                if word in _WHEN_WORDS and order_crossed(
                    claim, claim_words[word], context_sentence, context_words[opposite]
                ):
                    continue  # "cleared the road before it reopened" for "reopened after
                    # snowploughs cleared it": the same order, told from the other end
                if word in _WHEN_WORDS and not _act_before_when(claim, context_words):
                    continue  # "referred before the attack" against "treated after it":
                    # the order of another act
                if (
                    word in _WHEN_WORDS
                    and not _before_a_figure(claim, claim_words[word])
                    and _before_a_figure(context_sentence, context_words[opposite], relative=True)
                ):
                    continue  # "before joining St Mary's" against "(Colin Webb,) who retired
                    # after 22 years": another's time counted
                if context_words[opposite].lower() == "withdrawn" and not _withdrawn_from_named(
                    claim, context_sentence
                ):
                    continue  # "withdrawn from Wimbledon" says nothing of playing the US Open
                if word in LOSS_STEMS and beaten_in(claim, whole or context_sentence):
                    continue  # "Berg lost" for "Lind won, beating Tomas Berg"
                if _FORECAST.search(claim) and not _FUTURE_TALK.search(context_sentence):
                    continue  # "expects prices to fall next year": a forecast, which what
                    # was done ("has raised the cap") does not settle
                if (
                    context_words[opposite].lower() == "closed"
                    and _REOPENS.search(whole or context_sentence)
                    and _WILL.search(claim)
                ):
                    continue  # "agreed to reopen the toilets, which were closed three years
                    # ago": no state against "will open 24 hours a day"
                if (
                    context_words[opposite] == "opened"
                    and _OPENED_IN_YEAR.search(context_sentence)
                    and _WILL.search(claim)
                ):
                    continue  # "which opened in 1932" dates its opening: no state against
                    # "will be closed for two months"
                if (
                    _OPENS_NEW.search(claim)
                    and stem("open") == word
                    and not re.search(r"\d", claim)
                ):
                    continue  # "plans to open new shops abroad" is more shops, which closing
                    # 14 of the old ones does not rule out
                if _OPENING_TIMES.search(context_sentence) and context_words[opposite].lower() in (
                    "opening",
                    "closing",
                ):
                    continue  # "opening hours will be cut": times, not a state of opening
                if re.search(
                    rf"\b{re.escape(context_words[opposite])}\s+than\s+\d", context_sentence
                ) and not re.search(rf"\b{re.escape(claim_words[word])}\s+than\b", claim):
                    continue  # "slept less than seven hours" bounds a figure: no opposite of
                    # "more likely"
                if not _ANOTHER_ONE.search(claim) and any(
                    stem(found.group(1).lower()) == word
                    for found in _AFTER_DOING_IT.finditer(whole or context_sentence)
                ):
                    continue  # "lost its star, two years after winning it": it was won too
                    # (not "gained a second star")
                closed_after = _CLOSED_AFTER.search(context_sentence)
                open_for = _OPEN_FOR.search(claim) if closed_after else None
                if (
                    open_for
                    and closed_after
                    and (
                        open_for.group(2) == closed_after.group(1)
                        or (
                            open_for.group(1)
                            and float(open_for.group(2)) <= float(closed_after.group(1))
                        )
                    )
                ):
                    continue  # "closed after five years": it was open for five years, and for
                    # "more than" any span below them
                if re.search(
                    rf"\b{re.escape(claim_words[word])}\s+(?:[\w'’]+\s+){{0,3}}?back\b", claim, re.I
                ):
                    continue  # "plans to win its star back": to undo the loss the context gives
                if opposite == stem("free") and _own_price_said(claim, context_sentence, whole):
                    continue  # "will charge £15 for cabin bags, while under-seat bags remain
                    # free": the claim's own price is in the sentence, "free" is another's
                if opposite == stem("free") and _NO_LONGER_FREE.search(context_sentence):
                    continue  # "ending decades of free parking" (normalise: "no longer free")
                if opposite == stem("free") and _A_MILLION_OR_MORE.search(claim):
                    continue  # "the wing cost £20 million" is what it took to build, which
                    # "entry to the wing is free" does not price
                if _PRICE_MOVED.search(context_sentence) and not _SPEAKS_OF_PRICE.search(claim):
                    continue  # "raised the price of its sausage roll": the price moved, which
                    # says nothing of "sales of sausage rolls have fallen"
                first_in = _FIRST_TIME_IN.search(context_sentence)
                if (
                    word == _LAST
                    and first_in
                    and re.search(rf"\b{first_in.group(1)}\s+{first_in.group(2)}\b", claim)
                ):
                    continue  # "for the first time in 30 years": the last time was 30 years ago
                if context_words[opposite].lower() == "loss" and _A_LOST_THING.search(
                    context_sentence
                ):
                    continue  # "identified as a lost work" (normalised "a loss work"): a thing
                    # once lost, which says nothing of who keeps it now
                if opposite == _LAST and _LAST_TIME.search(context_sentence):
                    continue  # "last month" dates an act; it is no opposite of "first elected"
                if _KEPT_UNTIL.search(context_sentence) and _KEPT_UNTIL.search(
                    f"{context_words[opposite]} until"
                ):
                    continue  # "kept until the end of the day": given back then
                if (
                    opposite in _UP_STEMS | _DOWN_STEMS
                    and word in _UP_STEMS | _DOWN_STEMS
                    and _as_adjective(claim_words[word], claim)
                ):
                    continue  # "freezes at a lower temperature" is no fall against "expands"
                if (
                    opposite in _UP_STEMS | _DOWN_STEMS
                    and word in _UP_STEMS | _DOWN_STEMS
                    and re.search(rf"\b{re.escape(claim_words[word])}\s+(?:slow|fast)\b", claim)
                ):
                    continue  # "prices are rising more slowly": the pace of a rise, which is
                    # what "inflation fell" says
                if _AT_FIRST.search(context_sentence) and re.search(
                    rf"\b(?:initially|at\s+first|originally)\s+{re.escape(context_words[opposite])}",
                    context_sentence,
                    re.IGNORECASE,
                ):
                    continue  # "initially rejected it": what came first, not all there is
                if re.search(
                    rf"\b{re.escape(context_words[opposite])}\s+from\b", context_sentence, re.I
                ) and _MOVES_FROM.search(context_sentence):
                    continue  # "she joins from Aston Villa": she leaves it
                unit = _bound_of_a_figure(claim, claim_words[word])
                said_unit = _bound_of_a_figure(context_sentence, context_words[opposite])
                if unit is not None and said_unit is not None and unit != said_unit:
                    continue  # "lasted more than 3650 days" against "fewer than 4,000": bounds
                    # of figures of two kinds
                if _acts_on_other_names(
                    claim, claim_words[word], context_sentence, context_words[opposite]
                ):
                    continue  # "has left Norwich" against "has signed for Leeds": two places
                return f"{context_words[opposite]!r}, not {claim_words[word]!r}"
        for prefixed in _negated_forms(word):  # "direct" against "indirect", and back
            if prefixed in context_words and word not in context_words:
                return f"{context_words[prefixed]!r}, not {claim_words[word]!r}"
    return None


def _before_a_figure(text: str, word: str, relative: bool = False) -> bool:
    """Whether `word` ("after") is followed by a figure: "after 22 years" counts time, "after
    the merger" orders events; with `relative`, only in a clause of "who" or "which"."""
    found = re.search(
        (r"\b(?:who|which)\b[^,.;]*?" if relative else "")
        + rf"\b{re.escape(word)}\s+(?:about\s+|nearly\s+|almost\s+)?\d[\d.,]*\s+\w+\b(?!\s+of\b)",
        text,
    )
    return found is not None  # not "after three days of heavy rain": the rain is the event


def _own_price_said(claim: str, clause: str, whole: str) -> bool:
    """The sentence gives the claim's sum in a part that says more of the claim than the part
    saying "free": "will charge £15 for cabin bags, while under-seat bags remain free" prices
    cabin bags (but "the museum is free to enter, but the exhibition costs £12" does not
    price entry to the museum, and "residents get in free" is said of the claim's subject)."""
    sums = {m.group(1) or m.group(2) for m in _SUM.finditer(claim)}
    if not sums:
        return False
    sentence = next(
        (s for s in re.split(r"(?<=[.!?])\s+", whole or clause) if clause.strip() in s), clause
    )
    claimed = analyse_sentence(claim).stems
    freed_words = analyse_sentence(clause).stems
    first = next((stem(t.lower()) for t in raw_tokens(claim) if t.lower() not in STOPWORDS), "")
    if first in freed_words:
        return False  # "residents will still get in free": the claim's own subject is free
    freed = len(claimed & freed_words)
    return any(
        any(re.search(rf"(?<![\d.]){re.escape(figure)}(?![\d])", part) for figure in sums)
        and len(claimed & analyse_sentence(part).stems) > freed
        for part in split_clauses(sentence)
    )


_SUM = re.compile(r"[£$€]\s?(\d[\d,.]*)|(\d[\d,.]*)\s*(?:pounds|dollars|euros|pence|p\b)", re.I)
_A_MILLION_OR_MORE = re.compile(r"\b\d{7,}\b")
"""A sum no one pays to get in (normalise has written "£20 million" as "20000000 pounds")."""
_AGED = re.compile(
    r"\b(?:years?|centur(?:y|ies)|decades?|months?|weeks?|days?)\s+old\b", re.IGNORECASE
)
_LASTING = frozenset("lasts lasted lasting".split())


def _as_adjective(word: str, claim: str) -> bool:
    """A word of change used as a comparative after a determiner ("at a lower temperature",
    "the higher rate"): it says which, not that anything went up or down."""
    return (
        re.search(
            rf"\b(?:a|an|the|at|much|far|slightly|even|its|their)\s+{re.escape(word)}\b",
            claim,
            re.IGNORECASE,
        )
        is not None
    )


_WHEN_WORDS = frozenset(stem(w) for w in "before after".split())


def _ends_its_clause(word: str, claim: str) -> bool:
    """The word closes its clause ("... the orchestra before."): an adverb, with no event."""
    return re.search(rf"\b{re.escape(word)}\s*(?:[.,;!?]|$)", claim, re.IGNORECASE) is not None


LOSS_STEMS = frozenset(stem(w) for w in "lose loses lost losing loss defeated beaten".split())
_BEATEN = re.compile(
    r"\b(?:beat|beating|defeat(?:ed|ing)|overcame|overcoming|edg(?:ed|ing)\s+out|"
    r"knock(?:ed|ing)\s+out)\s+(?:the\s+[a-z]+\s+)?(?P<loser>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})"
)


CONTESTS = frozenset(stem(w) for w in "match game final race tie fixture contest bout".split())
"""What a side that was beaten lost: "Chelsea lost the match" for "Arsenal beat Chelsea"."""


def beaten_in(claim: str, sentence: str) -> bool:
    """The claim's first name is the one the sentence says was beaten: "Berg lost the election"
    for "Lind won, beating the incumbent Tomas Berg"."""
    named = next((t for t in raw_tokens(claim) if t[:1].isupper()), None)
    if named is None:
        return False
    return any(named in found.group("loser").split() for found in _BEATEN.finditer(sentence))


def _mirrored(claim: str, sentence: str, said: str, opposite: str) -> bool:
    """A comparison said from its other side: the opposite comparative, the sides swapped."""
    if said not in _COMPARATIVES or opposite not in _COMPARATIVES:
        return False
    words = [w.lower() for w in raw_tokens(claim)]
    tokens = [t.lower() for t in raw_tokens(sentence)]
    if said not in words or opposite not in tokens:
        return False
    return _sides_swapped(words, words.index(said), tokens, tokens.index(opposite))


_NEGATING_PREFIXES = ("in", "un", "dis", "im", "ir", "il")
"""Not "non": "non-members may not vote" says what "only members can vote" says."""


def _negated_forms(word: str) -> list[str]:
    """The word with a negating prefix added or removed (direct/indirect, legal/illegal), for
    words of five letters or more: "play" and "display" are not opposites."""
    if not word.isalpha():
        return []
    forms = []
    if word.endswith("ly") and len(word) >= 6:  # "fairly" against "unfair"
        forms = _negated_forms(word[:-2])
    forms += [prefix + word for prefix in _NEGATING_PREFIXES if len(word) >= 5]
    forms += [
        word[len(prefix) :]
        for prefix in _NEGATING_PREFIXES
        if word.startswith(prefix) and len(word) - len(prefix) >= 5
    ]
    # "un" makes opposites of short words too (fair/unfair, safe/unsafe, kind/unkind)
    if len(word) == 4 and word not in _NOT_UN:
        forms.append("un" + word)
    if word.startswith("un") and len(word) == 6 and word[2:] not in _NOT_UN:
        forms.append(word[2:])
    # as stems: "safe" is a stem whole, "unsafe" is stemmed to "unsaf"
    return forms + [stem(form) for form in forms if stem(form) != form]


_NOT_UN = frozenset({"less", "like", "ited", "ique", "iver"})
"""Four-letter words that "un" does not negate: "unless", "unlike"."""


def negated_opposite(claim: str, stems: frozenset[str], sentence: str) -> bool:
    """The claim negates the opposite of what the sentence says about the same thing: "does
    not open on Sundays" against "it is closed on Sundays" agrees. The clause compared is the
    one about what follows the claim's word ("on Sundays"), where the context says either
    that word (a contradiction) or its opposite (agreement)."""
    closest = closest_clause(stems, sentence, what_is_judged(stems))
    return antonym_in(claim, complement_clause(claim, stems, sentence, closest)) is not None


def what_is_judged(stems: frozenset[str]) -> frozenset[str]:
    """The claim's words that say what it speaks of, to find its clause by: not the words
    with an opposite (what is said of it, which the other clause may share: "rose") nor
    a year, often said once for both clauses ("in 2023")."""
    subject = frozenset(s for s in stems if s not in _ANTONYMS and not YEAR.match(s))
    return subject or stems


_RELATIVE = re.compile(r"\s*(?:who|which)\s", re.IGNORECASE)


_BOUND_WORDS = re.compile(
    r"\b(?:more|fewer|less|greater|higher|lower)\s+than\s+(?=\d|about\s+\d|around\s+\d|half\b)",
    re.IGNORECASE,
)


_PREDICATE = re.compile(r"\s*(?:is|are|was|were)\s+\S", re.IGNORECASE)
_APPOSITIVE = re.compile(r"\s*(?:a|an)\s+\S", re.IGNORECASE)
_IF_OPENING = re.compile(r"\s*(?:if|when|once|unless)\s", re.IGNORECASE)
_PART_OF_THEM = re.compile(
    r"\s*(?:most|many|some|all|half|several|few|none)\s+of\s+(?:them|which)\b", re.IGNORECASE
)
"""A clause of some of the things the clause before names ("400 works, most of them donated")."""


def opposite_elsewhere(
    claim: str, stems: frozenset[str], sentence: str, closest: str, whole: str = ""
) -> str | None:
    """The opposite of the claim's word in another clause about the same thing, when the
    clause closest to the claim says neither: "the council rejected the tram line" against
    "(announced the new tram line), which the council approved in May". `whole` is the text
    the sentence is read in, as for antonym_in."""
    said = {stem(token) for token in raw_tokens(closest)}
    claim = _BOUND_WORDS.sub(" ", claim)  # "fewer than 10%" bounds a figure: no comparison
    for token in raw_tokens(claim):
        word = stem(token)
        related = _ANTONYMS.get(word, set()) | _SAME_WAY.get(word, set()) | {word}
        if word in _ANTONYMS and related & said and not _IF_OPENING.match(closest):
            return None  # the closest clause answers: "grew" for "increased", or "closed" (not
            # a condition: "if you leave before the end" says when, and its outcome follows)
    clauses = split_clauses(sentence)
    for index, clause in enumerate(clauses):
        # "Ortiz, who voted against the plan": the relative clause speaks of the claim's
        # subject, named in the clause before it, though it shares no word with the claim
        # and so does an apposition: "The patient, a 58-year-old man, was taken in", and the
        # predicate after an example ("Accidental damage, such as a cracked screen, is excluded")
        of_subject = (
            index > 0
            and clauses[index - 1] == closest
            and bool(
                _RELATIVE.match(clause)
                or _APPOSITIVE.match(clause)
                or _PREDICATE.match(clause)
                or _PART_OF_THEM.match(clause)
                # what follows "If you cancel before the end of the term," is its outcome
                or _IF_OPENING.match(closest)
            )
        )
        if clause is closest or not (of_subject or stems & analyse_sentence(clause).stems):
            continue
        if _about_someone_else(claim, clause):
            continue  # "Per Lund lost" is not contradicted by "Karin Olsen won"
        opposite = antonym_in(claim, clause, whole or sentence)
        if opposite:
            return opposite
    return None


_ADVERBS_OF_TIME = frozenset("since already recently again still then once".split())
"""The units normalise writes after a figure."""


def _directions(text: str, words: int = 3) -> dict[str, tuple[str, str]]:
    """{what moved: ("up" or "down", the word)}: the content words (at most `words`) within
    three words before each word for going up or down ("costs rose", "the landlord lowered
    the rent", "average waiting time was 200 minutes, up from 170": a figure and its unit
    just before the verb do not count as words). A word for moving after "but" or "and" with
    no subject of its own ("grew in the first quarter but fell in the second") is kept under
    "": its subject is an earlier one. A word said to move both ways in one text ("sales of
    electric cars rose, while sales of petrol cars fell") is left out."""
    tokens = raw_tokens(text)
    found: dict[str, tuple[str, str]] = {}
    both: set[str] = set()
    for index, token in enumerate(tokens):
        word = stem(token.lower())
        way = (
            "up"
            if word in _UP_STEMS
            else "down"
            if word in _DOWN_STEMS
            else "level"
            if word == "unchang"  # "petrol car sales were flat", normalised so
            else None
        )
        if way is None:
            if word in _FEWER and not (index and tokens[index - 1].lower() in _INTENDS):
                # "30% fewer admissions": what follows, not what precedes (not "plans more
                # cycle lanes": what is planned has not moved)
                for moved in _moved_after(tokens, index):
                    found[moved] = (_FEWER[word], token)
            continue
        back, counted, subjects = index - 1, 0, 0
        while back >= 0 and counted < 3 and subjects < words:
            before = tokens[back].lower()
            if before in UNIT_WORDS and back > 0 and tokens[back - 1][:1].isdigit():
                back -= 2  # "was 200 minutes, up from 170": the figure, not what rose
                continue
            counted += 1
            back -= 1
            if before in ("but", "and", "then", "while", "or"):
                if not subjects:
                    found.setdefault("", (way, token))
                break
            if before in ("it", "they") and not subjects:
                found.setdefault("it", (way, token))  # "It has since dropped": the last
                break  # sentence's subject
            if before in STOPWORDS or before[:1].isdigit() or len(before) < 3:
                continue
            if before in _ADVERBS_OF_TIME or (before.endswith("ly") and len(before) > 4):
                continue  # "it has since fallen", "prices sharply rose": not what moved
            subject = stem(before)
            if subject in found and found[subject][0] != way:
                both.add(subject)
            found.setdefault(subject, (way, token))
            subjects += 1
            if subjects == 1 and before in _RATES_OF_CHANGE:
                break  # "price growth fell": the growth fell, not the prices, which still rose
        for moved in _moved_after(tokens, index):
            if moved in found and found[moved][0] != way:
                both.add(moved)
            found.setdefault(moved, (way, token))
    return {subject: moved for subject, moved in found.items() if subject not in both}


_RATES_OF_CHANGE = frozenset("growth inflation".split())
_INTENDS = frozenset(
    "plan plans planned planning promise promises promised want wants wanted need needs "
    "needed build builds open opens add adds adding hire hires order orders".split()
)
_FEWER = {"fewer": "down", "less": "down", "more": "up"}
"""Comparatives that say which way the noun after them moved ("fewer admissions")."""
_OBJECT_DETERMINERS = frozenset("the a an its their his her our your this these those".split())


def _moved_after(tokens: list[str], index: int) -> list[str]:
    """What the word for moving acts on, when it takes one: "the drug increased hospital
    admissions", "30% fewer admissions". At most two content words, only right after it (or
    its determiner): "prices rose sharply", "rose in March" and "rose 5%" act on nothing."""
    at = index + 1
    if (
        index > 0
        and tokens[index - 1].lower() in ("a", "an", "the")
        and at < len(tokens)
        and tokens[at].lower() == "in"
    ):
        at += 1  # "a rise in flu cases": the noun's thing follows "in"
    if at < len(tokens) and tokens[at].lower() in _OBJECT_DETERMINERS:
        at += 1
    moved = []
    for token in tokens[at : at + 2]:
        word = token.lower()
        if (
            not token.isalpha()
            or not token.islower()
            or word in STOPWORDS
            or word in _ADVERBS_OF_TIME
            or word.endswith("ly")
            or stem(word) in _UP_STEMS | _DOWN_STEMS
        ):
            break
        moved.append(stem(word))
    return moved


_LOOKS_AHEAD = re.compile(
    r"\b(?:will|expect\w*|forecast\w*|(?:prepar|brac)\w*\s+(?:\w+\s+)?for|getting\s+ready\s+for|"
    r"gearing\s+up\s+for|anticipat\w*|warn\w*|likely|predict\w*|could|may)\b",
    re.IGNORECASE,
)
_HOPED_FOR = re.compile(
    r"^\W*(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:expects?|hopes?|aims?|wants?|intends?)\s+(?!to\b)",
    re.IGNORECASE,
)


def turned_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """The claim says a thing went up where the context says it went down, or the other way:
    "costs went down" against "revenue fell, while costs rose" (the context's "fell" is
    revenue's, not the costs')."""
    claimed = _directions(claim, words=1)  # the claim's subject is the word nearest its verb
    if not claimed:
        return None
    # "the council expects fewer crashes": a hope, which only a sentence looking ahead can
    # deny ("hospitals are preparing for a rise"), not a past rise
    hoped = _HOPED_FOR.search(claim) is not None
    kinds = _kinds_of(claim, claimed)
    claim_stems = analyse_sentence(claim).stems
    previous: frozenset[str] = frozenset()  # across passages: each may be one sentence
    level: str | None = None  # a conflict with "unchanged", kept until no sentence agrees
    level_of = ""  # the subject it is about
    agreed: set[str] = set()  # subjects a sentence moves the claim's way, of the claim's kind
    for passage in passages:
        for sentence in passage.sentences:
            if hoped and not _LOOKS_AHEAD.search(sentence.text):
                previous = sentence.stems
                continue
            said = _directions(sentence.text)
            spoken_of = sentence.stems
            if "it" in said:  # the pronoun stands for what the sentence before spoke of
                said.update({word: said["it"] for word in previous if word not in said})
                spoken_of = spoken_of | previous
            previous = sentence.stems
            for subject, (way, word) in claimed.items():
                if subject not in said or said[subject][0] == way:
                    if subject in said and kinds.get(subject, "") in spoken_of | {""}:
                        agreed.add(subject)  # (not "savings rate" for "mortgage rates")
                    continue
                if said.get("", ("", ""))[0] == way:
                    continue  # "grew in the first quarter but fell in the second": both
                if kinds.get(subject, "") not in spoken_of | {""} and (
                    # (unless the sentence's own kind word is the claim's: "weekday hours"
                    # for "weekday opening hours")
                    _kinds_of(sentence.text, said).get(subject, "") not in claim_stems
                ):
                    continue  # "petrol cars" are not the "electric cars" that rose
                if _named_apart(claim, sentence.text):
                    continue  # "Orbital Tech's shares dropped": not its rival's that rose
                if _kind_not_in_its_statement(kinds.get(subject, ""), said[subject][1], sentence):
                    continue  # "... electric cars rose, while petrol car sales fell": the
                    # fall is the petrol cars'
                found = f'{subject} {said[subject][1]}, not {word}: "{sentence.text}"'
                if said[subject][0] != "level":
                    return found
                if level is None:
                    level, level_of = found, subject
    # "petrol car sales were flat" is no answer to "diesel car sales fell" when another
    # sentence says that fall: "unchanged" is read as a conflict only where nothing agrees
    if level is None or level_of in agreed:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if any(
                claim_stems <= analyse_sentence(part).stems
                for part in _STATEMENTS.split(sentence.text)
            ):
                return None  # "... while sales of diesel cars fell by 20%" says the claim
    return level


def _kind_not_in_its_statement(kind: str, moved: str, sentence: Sentence) -> bool:
    """The claim's kind word is not in the statement of the sentence that says the move
    ("petrol car sales fell" of "electric cars rose, while petrol car sales fell")."""
    if not kind:
        return False
    parts = _STATEMENTS.split(sentence.text)
    if len(parts) < 2:
        return False
    holding = [part for part in parts if re.search(rf"\b{re.escape(moved)}\b", part)]
    return bool(holding) and all(kind not in analyse_sentence(part).stems for part in holding)


_CALENDAR = frozenset(stem(word) for word in MONTHS | WEEKDAYS)


def _named_apart(claim: str, sentence: str, besides: frozenset[str] = frozenset()) -> bool:
    """Both name someone or something, and not the same ("Orbital Tech" and "Nexa Systems");
    a month or weekday is no name here ("fell in March", "up from 170 in February"), nor are
    the names `besides` (a doer both share, whose act is compared)."""
    ignored = STOP_CAPITALS | _CALENDAR | besides
    names = (capitalised(claim) | _owner_first(claim)) - ignored
    named = (capitalised(sentence) | _owner_first(sentence)) - ignored
    return bool(names and named and not names & named)


_OWNER_FIRST = re.compile(
    r"\s*(?!(?:It|That|There|He|She|What|Who|Where|How|Here|Let)['’]s\b)([A-Z][a-z]+)['’]s\b"
)


def _owner_first(text: str) -> frozenset[str]:
    """A first word that owns ("Acme's shares"): a name, though any first word has a capital."""
    first = _OWNER_FIRST.match(text)
    return frozenset({stem(first.group(1).lower())}) if first else frozenset()


def _kinds_of(claim: str, claimed: Mapping[str, tuple[str, str]]) -> dict[str, str]:
    """{subject: the word the claim writes before it}, where that word says which kind:
    "petrol" of "sales of petrol cars stayed the same", "electric" of "electric car sales"."""
    tokens = raw_tokens(claim)
    kinds: dict[str, str] = {}

    def modifier(word: str) -> bool:
        return (
            word.isalpha()
            and word.lower() not in STOPWORDS
            and word.lower() not in _FEWER  # "fewer admissions" names no kind of them
            and stem(word.lower()) not in _UP_STEMS | _DOWN_STEMS
        )

    for at, token in enumerate(tokens[1:], start=1):
        if stem(token.lower()) not in claimed or not modifier(tokens[at - 1]):
            continue
        # the first of two ("electric car sales"): "car" is the kind's own head (not a verb
        # before the subject: "the regulator expects prices to fall")
        head = tokens[at - 1]
        two = at >= 2 and modifier(tokens[at - 2]) and not head.lower().endswith(("s", "ed", "ing"))
        before = tokens[at - 2] if two else head
        kinds.setdefault(stem(token.lower()), stem(before.lower()))
    return kinds


_STATEMENTS = re.compile(r",?\s+(?:while|whereas|but)\s+|;\s*")


_INCLUDED = re.compile(r"\b(?:includ\w*|cover\w*|appl\w*\s+to|eligible|entitled)\b", re.I)
_LEFT_OUT = re.compile(r"\b(?:exclud\w*|exempt\w*|not\s+(?:cover|includ|appl|eligible))", re.I)


def exception_in(claim: str, content: frozenset[str], sentence: str) -> str | None:
    """The context makes an exception of what the claim says is included: "applies to all
    employees except contractors" rules out "the policy covers contractors"."""
    claim_stems = {stem(token) for token in raw_tokens(claim)}
    if any(content <= analyse_sentence(clause).stems for clause in split_clauses(sentence)):
        return None  # a clause says just what the claim says
    for found in _EXCEPT.finditer(sentence):
        if (
            stem(found.group(1)) in claim_stems
            # "covers contractors", or "personalised items can be returned" (not an exception
            # to a ban: "may not enter ..., except in an emergency" permits it then)
            and (
                _INCLUDED.search(claim)
                or (
                    _PERMITS.search(claim)
                    and not negated(sentence[: found.start()])
                    # "will ban cars ..., except for residents": residents may drive
                    and not FORBIDS.search(sentence[: found.start()])
                )
            )
            and not _LEFT_OUT.search(claim)
            and not negated(claim)
            and not _other_kind(claim, found.group(1), sentence[found.end() :])
        ):
            return f"{found.group(0)!r}"
    return None


def _other_kind(claim: str, word: str, excepted: str) -> bool:
    """The claim names a kind of the excepted thing that the exception does not: "covers fire
    damage" against "but not damage caused by gradual leaks"."""
    tokens = [t.lower() for t in raw_tokens(claim)]
    if word.lower() not in tokens:
        return False
    at = tokens.index(word.lower())
    kind = tokens[at - 1] if at else ""
    if (
        not kind.isalpha()
        or kind in STOPWORDS
        or kind.endswith(("s", "ed"))
        or _INCLUDED.fullmatch(kind)
    ):
        return False  # "covers damage", "includes all damage": no kind named
    return stem(kind) not in {stem(t) for t in raw_tokens(excepted)[:8]}


_MONEY = re.compile(r"\b\d+(?:\.\d+)?\s+(?:euros|dollars|pounds|yen|francs|cents|pence)\b", re.I)


_ONCE_WAS = re.compile(r"\b(?:used\s+to|previously|formerly|was\s+once|until\s+now)\b", re.I)
"""A claim of what was before ("used to be free"), which today's price does not rule out."""


def priced(claim: str, clause: str, whole: str = "") -> str | None:
    """ "Free" against a clause that gives a price ("or 35 euros for students"); `whole` is
    the sentence the clause is of, for the time it gives the price."""
    if re.search(r"\bfree\b", claim, re.I) and not negated(claim) and not _ONCE_WAS.search(claim):
        price = _MONEY.search(clause)
        if price is None and whole and TO_COME.search(whole) and TO_COME.search(claim):
            price = _MONEY.search(whole)  # "free from April" against "From April, ... will charge"
        claimed = analyse_sentence(claim).stems - {"free"}
        pieces = [piece for part in split_clauses(clause) for piece in _AND.split(part)]
        if any(
            re.search(r"\bfree\b", piece, re.I) and claimed & analyse_sentence(piece).stems
            for piece in pieces
        ):
            return None  # "$25 for adults and free for children under 12": free for them
        if price and not _at_another_time(claim, whole or clause, price.group(0)):
            return f"{price.group(0)!r}, not 'free'"
    return None


_DATED_FUTURE = re.compile(
    r"\b(?:from|starting|as\s+of|beginning)\s+(?:next\s+\w+|january|february|march|april|may|june|"
    r"july|august|september|october|november|december|\d)|\bnext\s+(?:week|month|year|spring|summer|"
    r"autumn|winter)\b",
    re.IGNORECASE,
)
"""A time to come that is named, not only "will": "from next month", "next spring"."""


def _at_another_time(claim: str, sentence: str, said: str) -> bool:
    """The sentence gives two times ("From next month, ... will charge 20p for paper bags,
    which are currently free"), and the clause saying `said` is at the other time than the
    claim: "paper bags are free at the moment" is about now, not about the 20p to come. With
    no time for now in the text, a claim about now is at another time than a clause that
    names a time to come ("cabin bags are currently free" against "will charge £15 from next
    month")."""
    if not TO_COME.search(sentence):
        return False
    if not AT_THIS_TIME.search(sentence):
        if not AT_THIS_TIME.search(claim) or TO_COME.search(claim):
            return False
        return any(
            said.lower() in part.lower() and _DATED_FUTURE.search(part) is not None
            for one in re.split(r"(?<=[.!?])\s+", sentence)
            for part in split_clauses(one)
        )
    clauses = split_clauses(sentence)
    at = next((i for i, c in enumerate(clauses) if said.lower() in c.lower()), None)
    if at is None:
        return False
    # a time that opens the sentence ("From next month, ...") is its next clause's time
    here = " ".join(clauses[max(at - 1, 0) : at + 1]) if at == 1 else clauses[at]
    now_here, later_here = bool(AT_THIS_TIME.search(here)), bool(TO_COME.search(here))
    now_claimed, later_claimed = bool(AT_THIS_TIME.search(claim)), bool(TO_COME.search(claim))
    return (now_here and not later_here and later_claimed and not now_claimed) or (
        later_here and not now_here and now_claimed and not later_claimed
    )


_SINCE_WHEN = re.compile(r"\b(after|before|since|until|during)\s+(\w+)", re.IGNORECASE)


def _when_said(claim: str) -> set[str]:
    """The stems of "after March", "since 2019": when the act was, not what it acted on."""
    return {stem(word) for found in _SINCE_WHEN.finditer(claim) for word in found.groups()}


def complement_clause(claim: str, stems: frozenset[str], sentence: str, closest: str) -> str:
    """The clause about what follows the claim's word that has an opposite: "forbidden [in the
    courtyard]" is compared with "allowed in the courtyard", not with "forbidden inside the
    building", though that clause shares more words."""
    words = [stem(token) for token in raw_tokens(claim)]
    for index, word in enumerate(words):
        if word not in _ANTONYMS:
            continue
        # a year or figure after it ("fell in 2023") may be said once for every clause
        after = (
            frozenset(w for w in words[index + 1 :] if not w[:1].isdigit()) & stems
        ) - _when_said(claim)
        if not after:
            break  # "went up after March": when, not what; the claim's own clause is compared
        if any(w in _ANTONYMS for w in after):
            continue  # "clothing prices rise": "rise" is the act, compared in its own clause
        pieces = [piece for clause in split_clauses(sentence) for piece in _AND.split(clause)]
        if not pieces:
            break  # a sentence of punctuation alone (";") has no clause to compare
        best = max(pieces, key=lambda part: len(after & analyse_sentence(part).stems))
        held = len(after & analyse_sentence(best).stems)
        if held > len(after & analyse_sentence(closest).stems) and not _about_someone_else(
            claim, best
        ):
            return best  # about the claim's complement, and not about another person
        break
    return closest


def antonym_after_later_word(
    claim: str, stems: frozenset[str], sentence: str, first: str
) -> str | None:
    """The complement clause of the claim's later words that have opposites, when the first
    one's ("new" in "the new wing is closed to the public") ties between clauses: "closed
    [to the public]" is compared with "opened to the public"."""
    words = [stem(token) for token in raw_tokens(claim)]
    # a few later words: a claim is short, and each one is compared with every clause
    candidates = [i for i, word in enumerate(words) if word in _ANTONYMS][1:5]
    pieces = [piece for clause in split_clauses(sentence) for piece in _AND.split(clause)]
    for index in candidates:
        after = frozenset(words[index + 1 :]) & stems
        if not after:
            continue
        best = max(pieces, key=lambda part: len(after & analyse_sentence(part).stems))
        if best == first or not after & analyse_sentence(best).stems:
            continue
        if not _about_someone_else(claim, best):
            found = antonym_in(claim, best)
            if found:
                return found
    return None


_AND = re.compile(r"\band\b", re.IGNORECASE)


def _about_someone_else(claim: str, clause: str) -> bool:
    """The clause names people and none of them is the claim's ("Karin Olsen won" for a claim
    about Per Lund); a clause that names no one (its subject left out) may be the claim's."""
    names = capitalised(claim) - STOP_CAPITALS
    named = capitalised(clause) - STOP_CAPITALS
    return bool(names and named and not names & named)


_EVERY = re.compile(r"\bevery (\d+(?:\.\d+)?) days\b|\b(annual)\b", re.IGNORECASE)


def other_frequency(claim: str, context_sentence: str) -> str | None:
    """How often, once both are in days: "every 180 days" (every six months) is not
    "annual" (every twelve months)."""
    claimed = {m.group(1) or "365" for m in _EVERY.finditer(claim)}
    said = {m.group(1) or "365" for m in _EVERY.finditer(context_sentence)}
    if claimed and said and not claimed & said:
        return f"every {min(said)} days, not every {min(claimed)} days"
    return None


_WAIVED_FEE = r"\bwaived\s+(?:the|her|his|their|its|a|any)\s+(?:\w+\s+)?(?:fine|fee|charge)s?\b"
"""A fine or fee let off: "the library waived the fine"."""
_DROPS = (
    r"(?:dropped|fall|abandoned|scrapped|abolished|shelved|ditched|terminate|withdrawn|withdrew)"
)
"""Words for giving a plan up, as normalise writes them ("dropped" is "fall")."""


_IMPLIED = (
    # (what the context says, a claim it rules out), in the normalised vocabulary too
    # pay after tax and deductions is never above the pay before them
    (
        r"\b(?:pretax|aftertax)\b",
        r"\baftertax\b[^.;]{0,40}\b(?:higher|more|greater|larger|bigger)\s+than\s+"
        r"(?:the\s+|their\s+|your\s+)?pretax\b",
    ),
    (
        # (not "the school day will end 45 minutes later", normalised "terminate ... later")
        r"\b(?:cancell?ed|called off|postponed|"
        r"terminate(?!\s+(?:(?:\d+|an?)\s+[a-z]+\s+)?(?:later|earlier|at)\b))\b",
        r"\b(?:took place|take place|went ahead|go ahead|happened|was held|departed|took off|"
        r"landed|set off|set sail|(?:was|were)\s+(?:played|staged|performed)|completed|"
        r"finish(?:ed|es)?)\b",
    ),
    # a share under half of the votes is not most of them ("a third" is "33 %" by now)
    (
        r"\b(?:[1-4]\d|[1-9])\s*%\s+of\s+the\s+(?:total|votes?|vote)\b",
        r"\b(?:most|(?:a|the)\s+majority|more\s+than\s+half)\s+of\s+the\s+votes?\b",
    ),
    # a price a share of another's is not dearer: "£6, less than half the price at the
    # multiplex" ("half" is "50 %" by now)
    (
        r"\b(?:less\s+than|under|about|around|only|just)\s+(?:\d+\s*%|half)\s+(?:of\s+)?the\s+(?:price|cost)\b",
        r"\b(?:dearer|more\s+expensive|pricier|price\s+more|cost\s+more)\b",
    ),
    # what produced seeds of its own is not sterile
    (
        # ("produced" is normalised "make")
        r"\b(?:produced|make|made)\s+(?:\w+\s+){0,3}?(?:seeds|offspring|young|eggs|fruit|lambs|calves|"
        r"foals|kittens|puppies|chicks|cubs|babies)\b|\b(?:reproduced|bred|had\s+"
        r"(?:young|offspring|babies|chicks|cubs))\b",
        r"\b(?:sterile|infertile|barren|could\s+not\s+reproduce|unable\s+to\s+reproduce)\b",
    ),
    # one of several is not the only one: "one of only three known examples"
    (
        r"\bone\s+of\s+(?:only\s+|just\s+)?(?:[2-9]|\d\d+|a\s+few|a\s+handful\s+of|several)\s+"
        r"(?:\w+\s+)?\w+s\b",
        r"\b(?:the|its|their)\s+only\s+(?:\w+\s+)?(?:example|one|copy|specimen|survivor|surviving|"
        r"known)\b",
    ),
    # who had minor injuries ("small" by now) was not badly hurt
    (
        r"\b(?:small|slight)\s+(?:injury|injuries)\b|\bslightly\s+(?:injured|hurt)\b",
        r"\bserious(?:ly)?\s+(?:injur|hurt|wound)|\b(?:critical|life-threatening)\s+"
        r"(?:injur|condition)|\bbadly\s+(?:injured|hurt)\b",
    ),
    # what a postponed vote was on has not been passed or thrown out yet
    (
        r"\b(?:postponed|delayed|put\s+off|pushed\s+back)\s+(?:a|the|its)\s+(?:final\s+)?vote\b",
        r"\b(?:was|were|has\s+been|have\s+been)\s+(?:passed|approved|rejected|defeated|"
        r"voted\s+(?:through|down))\b",
    ),
    # who still works somewhere has not stopped working there ("stopped" is "blocked" by now)
    (
        r"\bstill\s+(?:works?|working)\b",
        r"\b(?:blocked|stopped|quit|quitted|given\s+up)\s+working\b|\bhas\s+retired\b",
    ),
    # a medicine not yet licensed is not available on prescription
    (
        r"\bnot\s+(?:yet\s+)?(?:licensed|approved)\b|\bunlicensed\b",
        r"\bavailable\s+(?:on\s+prescription|to\s+buy|in\s+pharmacies|on\s+the\s+nhs)\b|"
        r"\bis\s+(?:now\s+)?(?:licensed|approved)\s+(?:in|for)\b",
    ),
    # what entered orbit around a body has not landed on it
    (
        r"\bentered\s+orbit\b|\bin\s+orbit\s+around\b|\bis\s+orbiting\b",
        r"\b(?:landed|land|touched\s+down|touch\s+down)\s+on\b",
    ),
    # who was jailed was not given a suspended sentence ("suspended" is "blocked" by now)
    (
        # "jailed for three years" is written "a 1095 days prison sentence" by then
        r"\bjailed\b|\bsent\s+to\s+prison\b|\bimprisoned\b|"
        r"\bprison\s+sentence\b(?<!blocked prison sentence)",
        r"\b(?:suspended|blocked)\s+(?:prison\s+)?sentence\b",
    ),
    # who showed no remorse was not said to be sorry
    (
        r"\bno\s+remorse\b|\bunrepentant\b",
        r"\b(?:sorry|remorseful|regretted|apologi[sz]ed|showed\s+remorse|repentant)\b",
    ),
    # a ban lifted is over: what it banned is allowed again, not still banned
    (
        r"\b(?:restriction|curfew)\s+(?:was|has\s+been|is|were)\s+lifted\b|"
        r"\blifted\s+the\s+(?:forbidden|ban)\b|\ballowed\s+again\b",
        r"\bstill\s+(?:forbidden|banned|prohibited|closed)\b",
    ),
    # what will go back will not stay (unless only until then)
    (
        # ("are being sent back to China", which normalise writes "are being return to")
        r"\b(?:will|(?:is|are)\s+being|(?:is|are)\s+going\s+to)\s+(?:return|go\s+back|be\s+sent\s+back|"
        r"sent\s+back|move)\s+to\b",
        r"\bwill\s+(?:stay|remain)\b(?![^.;]{0,40}\buntil\b)",
    ),
    # what a scheme replaces does not go on beside it
    (
        r"\breplac(?:es|ed|e|ing)\b",
        r"\b(?:continue|continues|remain|remains|stay|stays|be\s+kept)\s+alongside\b",
    ),
    # what held up did not fall (unless the sentence says something else fell too)
    (
        r"\b(?:remained|remains|remain|stayed|stays|stay)\s+(?:strong|steady|stable|firm|robust|"
        r"healthy|unchanged)\b(?![^.;]*\b(?:fell|fall|fallen|dropped|declined)\b)",
        r"\b(?:fallen|fell|fall|falls|dropped|declined|slumped|weakened|collapsed|plunged)\b",
    ),
    # late is not ahead of schedule, and early is not behind it
    (
        r"\b(?:later|longer)\s+than\s+(?:planned|expected|scheduled)\b|\bbehind\s+schedule\b",
        r"\bahead\s+of\s+schedule\b|\bearlier\s+than\s+(?:planned|expected)\b|\bon\s+schedule\b",
    ),
    (
        r"\bearlier\s+than\s+(?:planned|expected|scheduled)\b|\bahead\s+of\s+schedule\b",
        r"\bbehind\s+schedule\b|\blater\s+than\s+(?:planned|expected)\b|\bdelayed\b",
    ),
    # sold above the guide price is not below it, and the other way round
    (
        r"\b(?:above|over|more\s+than)\s+(?:its|the)\s+(?:guide|asking|reserve)\s+price\b",
        r"\b(?:below|under|less\s+than)\s+(?:its|the)\s+(?:guide|asking|reserve)\s+price\b",
    ),
    (
        r"\b(?:below|under|less\s+than)\s+(?:its|the)\s+(?:guide|asking|reserve)\s+price\b",
        r"\b(?:above|over|more\s+than)\s+(?:its|the)\s+(?:guide|asking|reserve)\s+price\b",
    ),
    # what has not worked as a thing since a year is not still in use as it
    (
        r"\bnot\s+(?:worked|operated|been\s+used|functioned|run)\s+as\b|\bdecommissioned\b",
        r"\bstill\s+(?:in\s+use|works|working|operates|operating|used|in\s+service)\b",
    ),
    # who will leave is not staying
    (
        r"\bwill\s+(?:leave|depart)\b|\bis\s+leaving\b",
        r"\b(?:is\s+)?staying\s+(?:at|with|on)\b|\bwill\s+stay\s+(?:at|with|on)\b",
    ),
    # what will close will not stay open
    (
        r"\bwill\s+(?:close|shut|be\s+closed|be\s+shut)\b",
        r"\b(?:stay|stays|remain|remains|kept)\s+open\b",
    ),
    # who retired or resigned was not sacked
    (
        r"\bwho\s+(?:retired|resigned|stepped\s+down)\b|\bhas\s+(?:retired|resigned)\b",
        r"\b(?:was|were|been|got)\s+(?:fired|sacked|dismissed)\b",
    ),
    # what has yet to start has not finished
    (
        r"\b(?:starts|start|begins|begin|will\s+start|will\s+begin)\s+(?:in|on|next)\b",
        r"\balready\s+(?:finished|complete|completed|done|over)\b|\bhas\s+(?:already\s+)?"
        r"(?:been\s+)?(?:finished|completed)\b",
    ),
    # a vote with some against was not unanimous
    (
        r"\bvoted\s+\d+\s*-\s*[1-9]\d*\b|\bby\s+\d+\s+votes?\s+to\s+[1-9]\d*\b",
        r"\bunanimous(?:ly)?\b",
    ),
    # some dates of a tour are not the whole of it
    (
        r"\b(?:the\s+)?(?:last|first|final|remaining|next)\s+\w+\s+(?:dates|shows|games|concerts|"
        r"matches|episodes|days)\s+of\b",
        r"\b(?:whole|entire|full|all\s+of\s+(?:her|his|their|its|the))\b",
    ),
    # what a change saves it does not cost ("cost" is "price" by now)
    (
        r"\b(?:save|saves|saving)\s+(?:about\s+|around\s+|over\s+)?\d",
        r"\b(?:cost|costs|price)\s+(?:about\s+|around\s+|over\s+)?\d",
    ),
    # what keeps full access is not banned
    (
        r"\b(?:still\s+)?(?:have|has|keep|keeps|retain|retains)\s+(?:full\s+)?(?:access|entry)\b",
        r"\b(?:forbidden|banned|barred|prohibited|excluded)\b",
    ),
    # a draw is no win and no defeat ("lost to" is "beaten" by now)
    (
        r"\bdraw\s+\d+-\d+\b|\bdrew\s+\d+-\d+\b|\b(?:ended|finished)\s+(?:in\s+)?a\s+(?:\d+-\d+\s+)?draw\b",
        r"\b(?:beaten|beat|loss|lost|win|won|defeated)\b",
    ),
    # a record held before is held no longer
    (
        r"\b(?:previous|former|old)\s+record\b|\brecord\s+(?:was\s+)?previously\s+held\b",
        r"\bstill\s+holds?\s+(?:the|a)\s+(?:\w+\s+)?record\b|\b(?:is|remains)\s+(?:still\s+)?the\s+"
        r"(?:\w+\s+)?record\s+holder\b",
    ),
    # who will retire or step down does not stay on
    (
        r"\bwill\s+(?:retire|step\s+down|stand\s+down|resign|quit)\b",
        r"\b(?:will\s+)?(?:stay|stays|remain|remains)\s+on\b|\bwill\s+(?:stay|remain)\s+(?:as|in)\b",
    ),
    # what was cancelled was not delayed: it did not run (unless its sentence says both)
    (
        r"^(?![^.;]*\b(?:delay|late)\w*)[^.;]*\b(?:cancell?ed|terminate)\b",
        r"\b(?:delayed|ran\s+late|run\s+late|arrived\s+late)\b",
    ),
    (
        r"\b(?:demolished|destroyed|torn down|knocked down)\b",
        r"\bstill (?:stands|stand|exists|exist|there)\b",
    ),
    # what is still being looked into is not known yet
    (
        r"\b(?:under\s+investigation|being\s+investigated|not\s+(?:yet\s+)?known|unknown|unclear)\b",
        r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:known|know|established|"
        r"identified|confirmed|clear)\b",
    ),
    # a service suspended ("blocked" once normalised) did not run as normal
    (
        r"\b(?:suspended|blocked|halted|cancell?ed|terminate)\b",
        r"\b(?:ran|run|runs|running|operated|operating|sailed|flew)\s+(?:as\s+normal|normally|"
        r"as\s+usual|as\s+scheduled)\b",
    ),
    (
        r"\b(?:vetoed|rejected|voted down|struck down)\b",
        r"\bbecame (?:a )?law\b|\bbecome (?:a )?law\b",
    ),
    (r"\b(?:died|is dead|was killed)\b", r"\b(?:still alive|is alive|lives)\b"),
    # the dead do nothing now: "died in 1977" rules out "is touring this year"
    (
        r"\b(?:died|is dead|was killed|passed away)\b",
        r"\b(?:is|are)\s+(?:currently\s+|still\s+|now\s+)?(?!being\b)[a-z]+ing\b"
        r"|\b(?:currently|still)\s+[a-z]+s\b",
    ),
    (
        r"\b(?:recovered|full recovery|fully recovered|was cured)\b",
        r"\bstill\s+(?:ill|sick|unwell|in\s+hospital|infected|recovering)\b",
    ),
    (
        r"\b(?:repealed|abolished|revoked|scrapped|overturned|struck down)\b",
        r"\b(?:still|remains?)\s+(?:in\s+force|valid|in\s+effect|applies|law)\b",
    ),
    (
        r"\bclosed\b",
        r"\btraffic\s+(?:is\s+)?(?:flowing|moving|running)\b|\bopen\s+to\s+traffic\b",
    ),
    (
        r"\b(?:extinct|died out|wiped out)\b",
        r"\bstill\s+(?:be\s+)?(?:seen|found|exists?|alive|lives?|living)\b|\bcan\s+still\b",
    ),
    (r"\bdivorced\b", r"\b(?:still|are|is)\s+married\b"),
    (
        r"\bnever\s+married\b",
        r"\b(?:was|were|got|has\s+been|had\s+been)\s+married\b|\bdivorced\b|"
        r"\b(?:his\s+wife|her\s+husband)\b",
    ),
    (
        r"\b(?:moved|rescheduled|relocated)\s+to\s+(?:a|an|the|its|their)\s+new\b",
        r"\bstill\s+(?:in|at)\s+(?:its|their|the|his|her)\s+(?:original|old|first|former)\b",
    ),
    (
        r"\bno\s+(?:injuries|deaths|casualties|fatalities)\b",
        r"\b(?:injured|killed|hurt|died)\b",
    ),
    (
        r"\bnot\s+open\s+to\s+(?:the\s+)?(?:public|visitors)\b|\bclosed\s+to\s+(?:the\s+)?"
        r"(?:public|visitors)\b",
        r"\b(?:can|may|able\s+to)\s+(?:visit|tour|enter|see|go\s+inside|explore)\b",
    ),
    (
        r"\bnot\s+available\s+without\b|\brequires?\s+a\s+prescription\b|"
        r"\bprescription\s+only\b",
        r"\bwithout\s+a\s+prescription\b",
    ),
    (
        r"\b(?:collapsed|demolished|destroyed|washed away)\b",
        r"\b(?:cross|crosses|crossed|use|uses|drive\s+(?:over|across)|walk\s+(?:over|across))\b",
    ),
    (
        r"\bclosed\s+(?:in|on|last)\s+(?:\d{4}|january|february|march|april|may|june|july|august|"
        r"september|october|november|december|year|month|week)\b",
        r"\b(?:is|are)\s+(?:serving|open|taking\s+orders|operating|trading)\b",
    ),
    (
        r"\b(?:pronounced\s+dead|died|was\s+killed|is\s+dead)\b",
        # (a person's recovery: not "tourism on the island has recovered")
        r"^(?![^.;]*\b(?:tourism|economy|market|markets|sales|revenue|shares|stocks|prices|business|"
        r"trade|industry|demand|bookings|profits|output|growth)\b)"
        r"[^.;]*?\b(?:recovered|survived|is\s+recovering|was\s+discharged|went\s+home)\b",
    ),
    (
        r"\b(?:sank|sunk|was\s+wrecked)\b",
        r"\b(?:completed|finish(?:ed|es)?|many\s+(?:voyages|trips)|still\s+(?:sails|in\s+service|"
        r"afloat))\b",
    ),
    (
        r"\bbankrupt\b",
        r"\bstill\s+(?:profitable|trading|operating|in\s+business|open)\b",
    ),
    (
        r"\bflooded\b|\bunder\s+water\b",
        r"\btraffic\b[^.]{0,30}\b(?:freely|normally|flowing|moving)\b",
    ),
    (r"\bno longer\b", r"\bstill\b(?!\s+(?:not|no|unable|closed|shut|banned))"),
    (
        r"\bnone of\b|\bno (?:one|passengers|people|students|staff|workers|residents|patients)\b",
        r"\b(?:some|several|many|most|a few|a number of|dozens of|hundreds of)\b",
    ),
    (
        r"\b(?:closed down|shut down|went out of business|go out of business|"
        r"(?:closed|shut)\s+(?:\w+\s+)?(?:permanently|for good)|permanently (?:closed|shut))\b",
        r"\bstill\s+(?:open|trading|operat\w*|runs?|running|employs?|produces?|makes?|works?)\b",
    ),
    (r"\bresigned\b", r"\b(?:re-?elected|won re-?election|still (?:in office|mayor|in charge))\b"),
    (
        r"\b(?:retired|resigned|was fired|quit|stepped down)\b",
        r"\bstill\s+(?:works?|working|teach\w*|employed|active|serv\w*|in\s+(?:office|charge|post)|"
        r"(?:the|a|an|our|their|its|his|her)\s+\w+|"
        r"[a-z]+s|[a-z]+ing)\b",
    ),
    (r"\breopen(?:ed|s)?\b", r"\bstill (?:closed|shut)\b"),
    (
        r"\bin\s+arrears\b",
        r"\bpa(?:id|ys?)\s+(?:\w+\s+){0,3}on\s+time\b|\bup\s+to\s+date\s+(?:with|on)\b",
    ),
    (
        # "still needs approval from the regulator": not approved yet
        r"\bstill\s+(?:needs?|requires?|awaits?)\s+(?:\w+\s+){0,2}(?:permission|approv\w*|consent)\b"
        r"|\bawaiting\s+(?:\w+\s+){0,2}(?:permission|approv\w*)\b",
        r"\b(?:already|has\s+been|have\s+been|was|were)\s+(?:\w+\s+){0,2}(?:approved|cleared)\b",
    ),
    (
        r"\bkept rates unchanged\b",
        r"\b(?:raised|rise|increased|cut|reduce|reduced|lowered)\s+(?:interest\s+)?(?:rate\s+)?rates?\b",
    ),
    (
        r"\bbail\s+(?:was\s+|is\s+)?(?:refused|denied|rejected)\b|\bremanded\s+in\s+custody\b",
        r"\b(?:released|freed|let\s+out|set\s+free)\s+on\s+bail\b|\b(?:granted|given|got)\s+bail\b",
    ),
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
    # offered a course instead of a fine: not fined
    (
        r"\binstead\s+of\s+(?:a\s+|the\s+)?(?:fine|penalty)\b",
        r"\b(?:be|been|was|were|get|gets|got)\s+(?:fined|penalised|penalized)\b",
    ),
    # what is done "where possible" is not guaranteed
    (r"\b(?:where|when|if|wherever|whenever)\s+possible\b", r"\b(?:guarantee[ds]?|warranty)\b"),
    # who must be in the office on a day does not work from home on it
    (
        r"\bmust\s+(?:be|work)\s+(?:in|at)\s+(?:the\s+)?(?:office|workplace)\s+on\b",
        r"\bwork(?:ing)?\s+(?:from\s+home|remotely)\s+on\b",
    ),
    # who borrowed more against their home kept it
    (
        r"\b(?:borrowed|lend|lent)\s+more\s+against\b",  # "borrowed" is normalised "lend"
        r"\b(?:sold|sell|sells|selling)\s+(?:their|his|her|the|its)\s+(?:premises|house|home|flat)\b",
    ),
    # a prescription medicine is not bought without one
    (
        r"\bprescription[\s-]+(?:only|cream|drug|medicine|medication|tablets?|pills?|treatment|"
        r"ointment|gel)\b",
        r"\bwithout\s+(?:a\s+)?prescription\b|\bover\s+the\s+counter\b",
    ),
    # traffic diverted does not go on using the road
    (
        r"\b(?:diverted|rerouted|re-routed)\b",
        r"\b(?:continue|continues|keep|still)\s+(?:to\s+)?(?:use|using|run|running)\b",
    ),
    # what is only allowed at some places is not allowed anywhere
    (
        r"\bonly\s+(?:be\s+)?(?:allowed|permitted)\s+(?:at|in|on|within)\b",
        r"\b(?:anywhere|everywhere|wherever)\b",
    ),
    # a rule for some months does not hold all year
    (
        r"\b(?:between|from)\s+(?:january|february|march|april|may|june|july|august|september|"
        r"october|november|december)\s+(?:and|to|until)\s+(?:january|february|march|april|may|"
        r"june|july|august|september|october|november|december)\b",
        r"\b(?:all\s+year(?:\s+round)?|year-round|throughout\s+the\s+year|every\s+month)\b",
    ),
    # what a blocked deal would have given is not held now
    (
        r"\bwould\s+have\s+(?:given|give|made|make|created|meant|handed)\b",
        r"\b(?:already|now|currently)\s+(?:controls?|owns?|holds?|has|have|runs?)\b",
    ),
    # who withdrew from a race did not finish it
    (
        r"\b(?:withdrew|withdrawn|pulled\s+out|did\s+not\s+finish|abandoned\s+the\s+race)\b",
        r"\b(?:finished|completed)\s+(?:the\s+)?(?:race|event|course|tour|marathon)\b",
    ),
    # a place closed for good is not still open
    (
        r"\bclosed\s+(?:in\s+\d{4}|down|for\s+good|permanently|its\s+doors)\b",
        r"\b(?:still|remains?)\s+open\b",
    ),
    # one of two failed: not both
    (
        r"\bone\s+of\s+(?:its|their|his|her|our|the(?:\s+[\w'’]+)?)\s+(?:2|two)\b",
        r"\bboth\b",
    ),
    # what will be released (or reach the market) is not out already
    (
        r"\b(?:will\s+be\s+released|to\s+(?:reach|come\s+to)\s+(?:the\s+)?market|to\s+available|to\s+be\s+"
        r"available|will\s+(?:go|be)\s+on\s+sale|will\s+(?:be\s+)?available|will\s+open|"
        r"(?:could|may|might)\s+be\s+available\s+(?:to\s+(?:the\s+)?\w+\s+)?(?:within|in)\b)\b",
        r"\b(?:already|now|currently)\s+(?:showing|available|on\s+sale|out|released|in\s+(?:cinemas|"
        r"shops)|open)\b",
    ),
    # what is expected to reopen has not reopened yet
    (
        r"\b(?:expected|due|set|scheduled)\s+to\s+reopen\b|\bwill\s+reopen\b",
        r"\b(?:has|have)\s+(?:now\s+|already\s+)?reopened\b|\b(?:is|are)\s+(?:now\s+)?open\s+again\b",
    ),
    # one released without charge: not all of them charged
    (
        r"\b(?:released|freed|let\s+go)\s+without\s+(?:charge|being\s+charged)\b",
        r"\b(?:both|all)\b[^.;]{0,40}\bcharged\b",
    ),
    # who led a team did not work alone
    (
        r"\b(?:led|leads?|headed|heads?)\s+(?:a|the)\s+(?:\w+\s+)?(?:team|group)\b|\bwith\s+colleagues\b",
        r"\b(?:alone|single-handedly|on\s+(?:his|her|their)\s+own|by\s+(?:himself|herself))\b",
    ),
    # what was so until a year gone by is not so still: "the longest until 1964"
    (
        r"\b(?:was|were|had\s+been)\b[^.;]{0,60}\buntil\s+(?:(?:the\s+)?\d{4}s?|last\s+year)\b",
        r"\b(?:is|are)\s+still\b|\bstill\s+(?:is|are|holds?|has|have)\b|\bremains?\s+the\b",
    ),
    # one cleared: not all of them convicted (normalise writes "cleared" as "acquitted")
    (
        r"\b(?:acquitted|cleared)\b",
        r"\b(?:both|all)\b[^.;]{0,40}\b(?:convicted|found\s+guilty)\b",
    ),
    # jobs at risk are not lost yet
    (
        r"\bjobs?\s+at\s+risk\b|\bat\s+risk\s+of\s+(?:losing\s+their\s+jobs|being\s+fired)\b",
        r"\b(?:have|has)\s+(?:already\s+)?(?:been\s+|were\s+)?(?:fired|lost\s+their\s+jobs?)\b|"
        r"\balready\s+(?:been\s+)?fired\b",
    ),
    # what keeps trading has not closed
    (
        r"\b(?:keep|kept|keeps|continue|continues|continued)\s+(?:to\s+)?trad(?:e|ing)\b",
        r"\b(?:have|has)\s+(?:now\s+|already\s+)?(?:closed|shut)\b|\b(?:closed|shut)\s+down\b",
    ),
    # what will be installed is not in place yet
    (
        r"\bwill\s+be\s+(?:installed|fitted|put\s+in(?:\s+place)?|built|set\s+up|introduced|"
        r"rolled\s+out)\b",
        r"\b(?:already|now)\s+(?:in\s+place|installed|fitted|in\s+use|operating|up\s+and\s+running)\b|"
        r"\b(?:has|have)\s+(?:already\s+)?been\s+(?:installed|fitted|put\s+in)\b",
    ),
    # what is expected to start has not started yet
    (
        r"\b(?:expected|due|set|scheduled|planned)\s+to\s+(?:begin|start)\b|\bwill\s+(?:begin|start)\b",
        r"\b(?:has|have)\s+(?:now\s+|already\s+)?(?:begin|begun|started)\b|"
        r"\balready\s+(?:begin|begun|started|under\s*way)\b|\b(?:is|are)\s+(?:now\s+)?under\s*way\b|"
        r"\b(?:is|are)\s+(?:now\s+|already\s+)?(?:under\s+construction|being\s+built)\b",
    ),
    # who worked nights did not do it by day
    (
        r"\bnight\s+shifts?\b|\bat\s+night\b|\bovernight\b|\bnights\b",
        r"\bdaytime\b|\bby\s+day\b|\bin\s+daylight\b",
    ),
    # what is given back is not lost
    (
        r"\b(?:receive|get|gets|got)\w*\s+(?:their|your|his|her|its|the)\s+(?:[\w-]+\s+){0,3}back\b",
        r"\b(?:loss|lose|loses|losing|lost|forfeit\w*)\s+(?:their|your|his|her|its|the)\b",
    ),
    # who will not go back to the old ways will not bring them back
    (
        r"\b(?:would|will)\s+not\s+(?:return|go\s+back|revert)\s+to\b",
        r"\bbring\w*\s+back\b|\b(?:return|revert|go\s+back)\w*\s+to\s+the\s+old\b",
    ),
    # who stops charging extra does not start charging more, nor raise the charge
    (
        r"\bblocked\s+charging\b|\bno\s+longer\s+charg\w*",
        r"\bbegin\s+charging\b|\b(?:extra\s+charge|surcharge|fine)\s+will\s+(?:rise|increase|go\s+up)\b",
    ),
    # who is retiring is not joining another
    (
        r"\b(?:is|are)\s+retiring\b|\bwill\s+retire\b",
        r"\b(?:join|joins|joining|move|moves|moving)\s+(?:to\s+)?(?:another|a\s+(?:new|rival|different))\b",
    ),
    # what had its price raised is not now cheaper
    (
        r"\b(?:raised|increased)\s+(?:the\s+|its\s+|their\s+)?price\s+of\b|\bprice\s+of\s+[^.;]{0,40}\b(?:rose|rise|went\s+up)\b",
        r"\b(?:is|are)\s+(?:now\s+)?(?:cheaper|less\s+expensive)\b",
    ),
    # at reduced speed is not at full speed
    (r"\b(?:reduced?|lower|slower)\s+speeds?\b", r"\bat\s+full\s+speed\b|\bat\s+normal\s+speed\b"),
    # who has no plans to retire has not announced it
    (
        r"\bno\s+(?:plans?|intention)\s+(?:to|of)\s+retir\w*",
        r"\bretirement\b|\b(?:is|will\s+be)\s+retiring\b|\bwill\s+retire\b|\bhas\s+retired\b",
    ),
    # who sailed solo did not sail with someone
    (
        r"\bsolo\b|\bsingle-handed(?:ly)?\b|\bon\s+(?:her|his|their)\s+own\b",
        r"\bwith\s+(?:her|his|their|a)\s+(?:father|mother|dad|mum|brother|sister|friend|partner|"
        r"husband|wife|crew|family|son|daughter|co-pilot|teammate)\b",
    ),
    # what stays lit is not switched off with all the rest
    (
        r"\b(?:will\s+)?(?:stay|remain)s?\s+(?:lit|on|switched\s+on)\b",
        r"\ball\b[^.;]{0,40}\b(?:switch|switched|turn|turned)\s+off\b[^.;]*\bincluding\b",
    ),
    # what saves a sum does not cost it
    (
        r"\bsave\s+(?:about\s+|around\s+|some\s+)?\d+\s+pounds\b",
        r"\bwill\s+price\s+(?:the\s+)?\w+\s+\d+\s+pounds\b|\b(?:pay|spend)\s+[^.;]{0,30}\bmore\b",
    ),
    # all sold is none left
    (
        r"\bsell\s+all\b|\bsold\s+out\b|\bsell\s+out\b",
        r"\b(?:still|some)\b[^.;]{0,30}\b(?:available|left|remaining|unsold)\b",
    ),
    # the highest ever is not lower than before
    (
        r"\b(?:highest|biggest|largest|greatest|strongest|most)\b[^.;]{0,40}\bever\b",
        r"\b(?:lower|smaller|less|weaker|fewer)\s+than\s+(?:in\s+)?(?:previous|past|earlier|last|other)\b",
    ),
    # who withdrew before the first match did not play it
    (
        r"\b(?:withdrew|withdrawn|withdraw|pulled\s+out)\b[^.;]{0,60}\bbefore\s+(?:her|his|their|its)\s+"
        r"first\s+(?:match|game|race|round|bout|fight)\b",
        r"\b(?:lost|lose|loss|won|win|played|play)\s+(?:her|his|their|its)\s+first\s+(?:match|game|race|"
        r"round|bout|fight)\b",
    ),
    # longer opening hours do not close earlier
    (
        r"\bextended\s+(?:its\s+|the\s+|their\s+)?opening\s+hours\b|\b(?:opens?|stays?\s+open)\s+later\b",
        r"\bcloses?\s+earlier\b|\bshorter\s+(?:opening\s+)?hours\b",
    ),
    # a rule for all new ones is not for the existing ones
    (r"\ball\s+new\s+[a-z]+", r"\b(?:all\s+|to\s+)?existing\s+[a-z]+"),
    # what will remain available is not suspended
    (
        r"\b(?:will\s+)?remains?\s+(?:available|open|in\s+service|running|in\s+operation)\b",
        r"\b(?:has|have|will)\s+(?:been\s+|be\s+)?(?:blocked|suspended|withdrawn|terminate|closed|"
        r"abolished)\b",
    ),
    # what will be sold on is not scrapped
    (
        r"\bwill\s+be\s+(?:sold|sell)\s+(?:on\s+)?to\b",
        r"\bwill\s+be\s+(?:abolished|scrapped|destroyed|thrown\s+away|dumped)\b",
    ),
    # twice what was hoped for is not less than hoped
    (
        r"\b(?:twice|double|2\s+times|three\s+times|more\s+than)\s+(?:what|the)\b[^.;]{0,30}\b(?:hoped|"
        r"expected|planned|targeted|forecast)\b",
        r"\bless\s+than\s+(?:[\w']+\s+){0,3}(?:hoped|expected|planned|targeted|forecast)\b",
    ),
    # who will keep working will not quit
    (
        r"\b(?:keep|continue|carry\s+on)\s+(?:working|in\s+(?:her|his|their)\s+jobs?|(?:her|his|their)\s+jobs?)\b",
        r"\b(?:quit|leave|give\s+up|resign\s+from|retire\s+from)\s+(?:her|his|their|the)\s+jobs?\b",
    ),
    # beside someone for the last part is not the whole way
    (
        r"\bfor\s+the\s+(?:final|last|first|closing|opening)\s+(?:hour|mile|lap|stretch|part|leg|few\s+\w+|"
        r"\d+\s+\w+)\b",
        # ("the whole crossing" is written "the full trip")
        r"\bthe\s+(?:whole|entire|full)\s+(?:way|crossing|race|journey|trip|route|distance|time|length)\b"
        r"|\ball\s+the\s+way\b",
    ),
    # an aim to reach is not reached already
    (
        # ("aims to" is written "goal to", "has reached its target" "has rise to its goal")
        r"\b(?:aims?|aiming|goal|hopes?|hoping|wants?|plans?)\s+to\s+(?:reach|hit|meet|achieve)\b",
        r"\balready\s+(?:reached|hit|met|achieved|rise\s+to)\b",
    ),
    # a permanent appointment still to be named is not made
    (
        # ("manager" is written "boss", "will be named" "will be say")
        r"\bpermanent\s+(?:replacement|successor|manager|boss|head|appointment|chief|coach)\s+(?:would|will)\s+"
        r"be\s+(?:named|appointed|found|chosen|say)\b",
        r"\b(?:has|have)\s+been\s+(?:named|appointed|made|confirmed)\s+(?:as\s+)?(?:the\s+)?permanent\b",
    ),
    # a plan dropped will not go ahead
    (
        rf"\b{_DROPS}\s+(?:its\s+|the\s+|their\s+|his\s+|her\s+)?(?:plans?|proposals?|bid)\b",
        r"\bwill\s+(?:still\s+)?go\s+ahead\b",
    ),
    # the first one it has done is not one of many done before
    (
        r"\bis\s+the\s+first\s+[a-z]+\s+(?:the\s+[a-z]+\s+|it\s+|they\s+|he\s+|she\s+)(?:has|have)\s+(?:ever\s+)?"
        r"[a-z]+",
        r"\b(?:many|several|numerous|other|dozens\s+of)\s+[a-z]+\s+before\b",
    ),
    # what could be available within a time is not available already
    (
        r"\b(?:could|may|might|will|should|would)\s+be\s+(?:available|on\s+sale|in\s+shops|approved)\b"
        r"[^.;]{0,30}\b(?:within|in|by|from|next|later)\b",
        r"\b(?:is|are)\s+(?:already|now)\s+(?:available|on\s+sale|in\s+shops|approved)\b",
    ),
    # a first one won lately has not been held for years
    (
        r"\b(?:win|won|wins|got|earned|received|gained|awarded)\s+(?:its|their|his|her)\s+first\b",
        r"\b(?:has|have|had)\s+(?:had|held|owned|kept)\b[^.;]{0,40}\bfor\s+(?:years|decades|a\s+long\s+"
        r"time|many\s+years|generations)\b",
    ),
    # some still waiting: not all done
    (
        r"\b(?:are|is)\s+still\s+(?:waiting|without)\b",
        r"\b(?:restored|reconnected|returned|rehoused|repaired)\s+(?:\w+\s+){0,2}?(?:to|for)\s+all\b"
        r"|\ball\s+(?:\w+\s+){0,2}?(?:have|had|were|has)\s+(?:been\s+)?(?:restored|reconnected|"
        r"rehoused|repaired)\b",
    ),
    # a time cut is not a time added
    (
        r"\b(?:reduce|cut|shorten|slash|halve)\w*\s+(?:\w+\s+){0,4}?(?:trip|journey|travel|waiting|"
        r"commute|commuting)\s+times?\b",
        r"\b(?:take|takes|taking)\s+(?:\d+\s+\w+\s+)?longer\b|\bslower\b",
    ),
    # all taken off safely: none died
    (
        r"\ball\s+(?:\d+\s+|of\s+the\s+)?(?:\w+\s+)?(?:passengers|crew|people|residents|pupils|children|"
        r"guests|staff|workers|climbers|walkers|miners|patients|occupants)\b[^.;]{0,50}\b(?:safely|"
        r"unharmed|unhurt|to\s+safety)\b",
        r"\b(?:died|die|dies|dead|killed|drowned|lost\s+their\s+lives)\b",
    ),
    # twice last year's total is not less than last year
    (
        r"\b(?:2|3|4|two|three|four)\s+times\s+(?:as\s+much\s+as\s+|as\s+)?(?:last|the\s+previous)\s+"
        r"year(?:'s|s)?\b|\b(?:double|treble|triple)\s+(?:last|the\s+previous)\s+year(?:'s|s)?\b",
        r"\b(?:less|fewer|lower|smaller)\s+than\s+(?:\w+\s+){0,2}?(?:last|the\s+previous)\s+year\b",
    ),
    # a waived fine was not paid
    (
        _WAIVED_FEE,
        r"\bpa(?:y|id|ys)\s+(?:a|the|her|his|their)\b[^.;]{0,25}\b(?:fine|fee|charge)\b",
    ),
    # who taught herself was not taught by another
    (
        r"\b(?:teach|taught)\s+(?:herself|himself|themselves|myself)\b|\bself-taught\b",
        r"\b(?:teach|taught)\s+(?:\w+\s+){0,3}?by\b",
    ),
    # earlier than usual is not late
    (
        r"\bearlier\s+than\s+(?:usual|normal|expected|planned|last\s+year)\b",
        # ("ten days late" is normalised "delayed by 10 days")
        r"\b\d+\s+(?:days|weeks|months)\s+late\b|\blater\s+than\s+(?:usual|normal|expected|planned)\b"
        r"|\bdelayed\s+by\s+\d+\b",
    ),
    # where a charge is brought in, use is not free
    (
        r"\b(?:charge|fee)\s+will\s+be\s+(?:introduced|released|brought\s+in)\b|\bintroduc\w*\s+an?\s+"
        r"(?:\w+\s+){0,2}(?:charge|fee)\b",
        r"\bfree\s+to\s+(?:use|enter|visit)\b|\bfree\s+of\s+charge\b",
    ),
    # safer is not more dangerous
    (r"\bsafer\b", r"\bmore\s+dangerous\b|\bless\s+safe\b|\briskier\b"),
    # what was given away was not kept
    (
        r"\bdonated\b|\bgave\s+away\b|\bgiven\s+away\b",
        r"\b(?:keep|keeps|kept)\s+(?:the|her|his|their|its|all)\b",
    ),
    # what closes some of its shops does not close all of them
    (
        r"\b(?:close|shut|sell|cut)\s+\d+\s+of\s+(?:its|their|the)\b",
        r"\b(?:close|shut|sell|cut)\s+all\s+(?:of\s+)?(?:its|their|the)\b",
    ),
    # what is not affected will not also close
    (
        r"\b(?:are|is|will\s+be)\s+not\s+affected\b|\bunaffected\b",
        r"\bwill\s+also\s+(?:close|shut|be\s+(?:closed|shut|affected|cut|sold))\b",
    ),
    # what is threatened by a thing is not safe from it
    (r"\bthreatened\s+by\b|\bat\s+risk\s+from\b|\bunder\s+threat\s+from\b", r"\bsafe\s+from\b"),
    # extra services do not run less often
    (
        r"\bextra\s+(?:services|trains|buses|flights|ferries)\b",
        r"\bless\s+(?:often|frequently)\b|\bfewer\s+(?:services|trains|buses|flights|ferries)\b",
    ),
    # a sex not yet told is not known
    (
        r"\bwhether\s+it\s+is\s+(?:male|female)\s+or\s+(?:male|female)\b",
        r"\b(?:know|known)\s+to\s+be\s+(?:male|female|a\s+boy|a\s+girl)\b|\bis\s+(?:a\s+)?(?:male|female)\b",
    ),
    # the first time since a year is not one of many times before
    (
        r"\bfor\s+the\s+first\s+time\s+(?:since|in)\b",
        r"\b(?:many|several|numerous)\s+times\s+before\b|\boften\s+been\b",
    ),
    # what two will share, one does not keep whole
    (
        r"\b(?:and|both)\b[^.;]{0,60}\b(?:share|split)\b",
        r"\b(?:keep|keeps|kept|get|gets|receive|receives|take|takes)\s+(?:all|the\s+(?:whole|entire|full))\b",
    ),
    # who missed the record did not set a new one (nor break it: normalise writes "broke the
    # record" as "set a new record", and "broke the British record" as "breach ...")
    (
        r"\bset\s+a\s+new\s+(?:[\w-]+\s+){0,2}record\b|\b(?:breach|beat|smashed)\s+(?:the|a)\s+"
        r"(?:[\w-]+\s+){0,2}record\b",
        r"\bmissed\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}record\b",
    ),
    # a share of them is not all of them
    (r"\b\d+(?:\.\d+)?\s*%?\s+of\s+(?:which|them|these|those)\b", r"\ball\s+(?:\d+\s+)?(?:of\s+)?"),
    # a fine is more than a warning
    (
        r"\b(?:be|been|was|were|get|gets|got)\s+(?:fined|penalised|penalized)\b",
        r"\bonly\s+(?:receive|get|be\s+given|given)\s+a\s+(?:notice|caution)\b",
    ),
    # a debt written off is not to be repaid
    (
        r"\bterminate\s+[^.;]{0,30}\b(?:debts?|lend|loans?)\b",
        r"\b(?:demand|require|ask\s+for|seek|chase)\w*\s+(?:full\s+)?repay",
    ),
    # suspended pending an inquiry is not dismissed
    (
        r"\b(?:suspended|blocked)\s+(?:pending|while|until|during)\b",
        r"\b(?:fired|sacked|dismissed|was\s+let\s+go)\b",
    ),
    # who remains chairman has not left the company
    (
        r"\b(?:remains?|remained|stays?|stayed)\s+(?:on\s+)?(?:as\s+)?(?:the\s+)?(?:chairman|chairwoman|"
        r"chair|president|a\s+director|director|on\s+the\s+board|a\s+governor|governor|"
        r"an?\s+(?:\w+\s+)?councillor|on\s+the\s+council)\b",
        r"\b(?:left|leave|leaves|quit|quits|depart|departed)\s+the\s+(?:company|firm|business|group|"
        r"board|organisation|organization|club|school|charity|council)\b",
    ),
    # who stays on in another role does not leave altogether
    (
        r"\b(?:will\s+)?(?:remain|remains|stay|stays|stayed|remained)\s+(?:on\s+)?(?:as|in)\b",
        r"\b(?:depart|leave|leaves|left|quit)\b[^.;]{0,40}\b(?:entirely|altogether|completely|"
        r"for\s+good)\b",
    ),
    # what stops running at midnight does not run all night
    (
        r"\b(?:stop(?:s|ped)?|blocked)\s+(?:running|operating|service)\s+at\s+(?:midnight|\d)",
        r"\b(?:all\s+night|through\s+the\s+night|around\s+the\s+clock|round\s+the\s+clock|"
        r"24\s+hours\s+a\s+day)\b",
    ),
    # what is exempt does not have to pay; exempt until a date, it will pay after it
    (
        r"\bexempt(?:ed)?\b(?!\s+(?:from\s+)?(?:the\s+)?(?:first|initial))",
        r"\b(?:have|has|will\s+have|must|need)\s+to\s+pay\b|\bwill\s+(?:be\s+)?(?:pay|charged)\b",
    ),
    (
        r"\bexempt(?:ed)?\s+until\b|\bfree\s+until\b",
        r"\bnever\s+(?:have\s+to\s+|need\s+to\s+|be\s+charged|pay)|\bpermanently\s+exempt\b",
    ),
    # what cost more than planned did not come in under budget, and the other way round
    (
        r"\b(?:more|higher)\s+than\s+(?:planned|budgeted|expected|forecast)\b|\bover\s+budget\b|"
        r"\boverspent\b",
        r"\b(?:under|within|on)\s+budget\b|\b(?:less|lower)\s+than\s+(?:planned|budgeted|expected)\b",
    ),
    (
        r"\b(?:less|lower)\s+than\s+(?:planned|budgeted|expected|forecast)\b|\bunder\s+budget\b",
        # ("cost more than planned" is written "dearer than planned")
        r"\bover\s+budget\b|\boverspent\b|\b(?:more|higher|dearer)\s+than\s+(?:planned|budgeted|expected)\b",
    ),
    # who made a loss did not make a profit (normalise writes "profit" as "net income")
    (
        r"\b(?:made|make|makes|posted|posting|posts|reported|reporting|reports|after)\s+(?:a\s+)?"
        r"(?:net\s+|pre-tax\s+|an\s+annual\s+|annual\s+)?loss\b",
        r"\b(?:made|make|makes|posted|post|posts|reported|report|reports|turned|turn)\s+a\s+"
        r"(?:net\s+income|profit)\b|\bwas\s+profitable\b",
    ),
    # what is refunded in full is not refunded in part
    (
        r"\brefund\w*\s+(?:in\s+)?full\b|\bfull\s+refunds?\b",
        r"\b(?:only\s+)?(?:50\s*%|half|part|some)\s+(?:of\s+)?(?:the\s+)?(?:\w+\s+){0,2}?"
        r"(?:will\s+be\s+|is\s+|are\s+|be\s+)?refund\w*|\bpartial(?:ly)?\s+refund\w*",
    ),
    # a relegated side did not stay in its division
    (
        r"\brelegated\b",
        r"\b(?:stayed|stay|stays|remained|remains?)\s+(?:up|in\s+the\s+(?:division|league|top\s+"
        r"flight))\b|\b(?:avoided|escaped|survived)\s+relegation\b",
    ),
    # who made a full recovery did not die of it
    (
        r"\b(?:(?:made|make|makes)\s+a\s+full\s+recovery|has\s+(?:since\s+)?recovered|fully\s+recovered)\b",
        r"\b(?:died|was\s+killed|did\s+not\s+survive)\b",
    ),
    # all of them went home: none of them died
    (
        r"\b(?:both|all)\b[^.;]{0,60}\b(?:were\s+discharged|went\s+home|recovered|survived)\b",
        r"\b(?:died|was\s+killed|did\s+not\s+survive)\b",
    ),
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
    # a study that only watched assigned nothing at random
    (r"\bobservational\b", r"\b(?:randomi[sz]ed|(?:controlled|clinical)\s+trial)\b"),
    (r"\bblocked\b", r"\b(?:went ahead|go ahead|took place|completed|approved)\b"),
    # a case the court threw out ends without a conviction
    (r"\brejected the (?:lawsuit|charges?)\b", r"\b(?:convicted|found guilty|jailed|sentenced)\b"),
    # a cast or a replica is not the real thing
    (
        r"\b(?:cast\s+(?:from|of)|replicas?\s+of|(?:a|an)\s+(?:exact\s+)?(?:replica|copy|reproduction))\b",
        r"\b(?:real|genuine|original|actual)\s+(?:bones?|fossils?|skeleton|skull|painting|sculpture|statue)\b",
    ),
    # what the context gives as a trial is not said to be permanent
    (
        # (normalise writes "trial" as "study")
        r"\b(?:as\s+a\s+(?:trial|study|pilot)|on\s+a\s+(?:trial|study)\s+basis|(?:a|the)\s+(?:trial|study)\s+period)\b",
        r"\b(?:is|be|will\s+be)\s+(?:a\s+)?permanent\b|\bpermanently\b",
    ),
    # what runs on is not closing
    (
        r"\b(?:continue|continues|carry\s+on|carries\s+on|keep|keeps)\s+(?:to\s+)?(?:run|running|operate|"
        r"operating|trade|trading)\b",
        r"\b(?:also\s+)?(?:closing|to\s+close|will\s+close|shutting|shut\s+down|closed)\b",
    ),
    # what lies high above sea level is not at it
    (
        r"\b\d[\d,.]*\s*(?:metres|meters|m|feet|ft)\s+above\s+sea\s+level\b(?![^.;]*\bat\s+sea\s+level)",
        r"\bat\s+sea\s+level\b",
    ),
    # found safe and well (normalised "uninjured") is neither dead nor hurt
    (
        r"\b(?:uninjured|alive\s+and\s+well)\b",
        # (a broken leg is normalised "breach leg"; not "the phone battery had died")
        r"\bfound\s+dead\b|\b(?:was|were|has\s+been|had\s+been)\s+(?:badly\s+|seriously\s+|"
        r"critically\s+)?(?:killed|injured|hurt)\b|"
        r"\bbreach\s+(?:leg|arm|ankle|wrist|hip)\b|^(?:the\s+)?\w+\s+(?:died|is\s+dead|was\s+dead)\b",
    ),
    # who worked through the night did not stop overnight ("stopped" is normalised "blocked",
    # "through the night" "overnight")
    (
        r"\b(?:\w+ed|worked|working|searching|kept\s+\w+ing)\s+(?:through\s+the\s+night|overnight|all\s+night(?:\s+long)?)\b",
        # (and "stopped working" is normalised "retired")
        r"\b(?:blocked|stopped|halted|paused|suspended|retired)\s+(?:\w+ing\s+)?(?:overnight|at\s+night|for\s+the\s+"
        r"night)\b",
    ),
    # what is later than planned did not happen on time, nor ahead of it
    (
        r"\blater\s+than\s+(?:planned|scheduled|expected|promised|intended)\b|\bbehind\s+schedule\b"
        r"|\b(?:has|have|was|were|been)\s+delayed\b",
        r"\b(?:on\s+time|on\s+schedule|as\s+planned|as\s+scheduled|ahead\s+of\s+(?:schedule|time)|earlier\s+than\s+"
        r"(?:planned|expected))\b",
    ),
    # what heads out to sea is not going up the river
    (
        r"\b(?:out\s+to\s+sea|back\s+to\s+(?:the\s+)?sea|towards\s+the\s+(?:sea|estuary)|downstream)\b",
        r"\b(?:further\s+)?up\s+(?:the\s+)?river\b|\bupstream\b",
    ),
    # what the authors could not rule out is not proved ("could not rule out other
    # explanations" against "said reading definitely causes better results")
    (
        # (normalise writes "could not" as "unable")
        r"\b(?:(?:could|can)(?:\s*not|n't)|unable(?:\s+to)?)\s+(?:rule\s+out\s+other\s+(?:explanations|causes|"
        r"factors)|show\s+that\s+"
        r"[^.;]{0,40}\bcaus|prove\s+that)\b",
        r"\b(?:definitely|certainly|proves?|proved|proven)\b[^.;]{0,30}\bcaus",
    ),
    # what is given back on return is not lost ("a 10p deposit ..., which they get back when
    # they return them"; normalise writes "get back" as "receive back", "lose" as "loss")
    (
        r"\b(?:receive|get|gets|got)\s+(?:it\s+|them\s+|their\s+\w+\s+|the\s+\w+\s+)?back\b",
        r"\b(?:lose|loss|loses|lost|forfeit|forfeits)\s+(?:their|the|your|its)\s+(?:deposit|money|fee)\b"
        r"[^.;]{0,20}\b(?:when|on|after|once)\b[^.;]{0,20}\breturn",  # (not "if it is damaged")
    ),
    # a ship refloated is no longer stuck or aground
    (
        r"\b(?:refloated|re-floated|towed\s+free|pulled\s+free)\b",
        r"\bstill\s+(?:stuck|aground|stranded|grounded|blocking)\b",
    ),
)


_FIRST_OF_KIND = re.compile(
    r"\b(?:her|his|its|their|[Tt]he\s+\w+'s|[A-Z]\w+'s)\s+(?:very\s+)?first\s+((?:\w+\s+)?\w+)"
)
_STAYED_AT = re.compile(
    r"\b(?:the\s+same|a\s+single)\s+([a-z]+)\s+(?:for|all|since|throughout)\b", re.IGNORECASE
)
"""Where someone stayed a long time: "worked at the same hospital for 50 years"."""
_DONE_BEFORE = re.compile(
    # not "before becoming its conductor", a time the claim sets by another act
    r"\b(?:before(?!\s+(?:becoming|being|joining|taking|turning|moving|going|her|his|their|the)\b)|"
    # ("other hospitals were already using them" against "the first to use")
    r"previously|already(?=\s+(?:(?:\w+\s+)?(?:before|twice|three\s+times|several|many|once)|\w+ing\b))|"
    r"several|many|"
    r"multiple|numerous|again|earlier|"
    # a habit of years: "has run marathons for decades" (not "for 20 years", a span of its own)
    r"for\s+(?:many\s+)?(?:years|decades)|all\s+(?:her|his|their)\s+li(?:fe|ves))\b",
    re.I,
)
""""Her first win" rules out wins before it (not "already", which is by now: "its first breeding
pair has already raised two chicks")."""
_IMPOSSIBLE = re.compile(
    r"((?:\b\w[\w-]*\s+){1,3})(?:is|are)\s+(?:not\s+possible|impossible|never\s+possible)\b",
    re.IGNORECASE,
)
"""What the context says cannot happen: a claim about it happening is ruled out."""
_NOBODY = re.compile(r"\b(?:nobody|nothing|nowhere)\b", re.IGNORECASE)


_NONE_OF = re.compile(
    # "no one" first: "No one was injured" is of "injured", not of "was"
    r"\b(?:nobody|no\s+one|none)\s+(?:\w+\s+){0,2}?(\w+ed)\b"
    r"|\b(?:no|zero)\s+(?:\w+\s+)?(\w+(?:ies|ed|s))\b",
    re.IGNORECASE,
)
_PAST_ACT = re.compile(r"\b(?:was|were|been|is|are)\s+(\w+ed)\b", re.IGNORECASE)
_NO_THING_DONE = re.compile(
    r"\bno\s+(?:[a-z]+\s+){0,2}?(?P<thing>[a-z]+)\s+(?:was|were|(?:has|have|had)\s+been)\s+"
    r"(?P<act>[a-z]+)\b",
    re.IGNORECASE,
)
"""A thing named with what was not done to it: "no course record was set"."""
_THING_DONE = re.compile(
    r"\b(?P<thing>[a-z]+)\s+(?:was|were|(?:has|have|had)\s+been)\s+(?P<act>[a-z]+)\b"
    r"|\b(?P<active>[a-z]+)\s+(?:a|an|the|its|their|his|her)\s+(?P<object>(?:[a-z]+\s+){0,2}[a-z]+)\b"
)
"""What the claim says was done to a thing, either way round: "a record was set", "set a
new course record"."""


def none_of_the_act(claim: str, passages: list[Passage]) -> str | None:
    """The claim says something was done ("several people were injured") that a context
    sentence says of no one or nothing ("No injuries were reported", "nobody was hurt"), in
    the act's own word or the noun made from it."""
    if negated(claim) or _NOBODY.search(claim):
        return None
    done = {
        (stem(thing), stem(m.group("act") or m.group("active")))
        for m in _THING_DONE.finditer(claim)
        for thing in (m.group("thing") or m.group("object")).split()
    }
    for passage in passages:
        for sentence in passage.sentences:
            for match in _NO_THING_DONE.finditer(sentence.text):
                if (stem(match.group("thing")), stem(match.group("act"))) in done:
                    return f'the context says "{match.group(0)}": "{sentence.text}"'
    acts = {stem(m.group(1)) for m in _PAST_ACT.finditer(claim)}
    if not acts:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for match in _NONE_OF.finditer(sentence.text):
                word = stem(match.group(1) or match.group(2))
                if any(word in (act, act + "y", act + "ie") for act in acts):
                    return f'the context says "{match.group(0)}": "{sentence.text}"'
    return None


_WILL_NOT = re.compile(
    r"\b(?P<who>it|they|he|she|the\s+\w+)\s+(?:would|will|did|does|do|could|can)\s*(?:not|n[’']t)\s+"
    r"(?P<act>[a-z]{4,})\b",
    re.IGNORECASE,
)
"""Someone said not to do an act: "it would not appeal", "the union did not strike"."""
_NOT_BEEN = re.compile(
    r"\b(?P<who>it|they|he|she|the\s+\w+|[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?:has|have|had)\s+"
    r"(?:not|never)\s+been\s+(?P<act>[a-z]{4,})\b",
)
"""Someone something was not done to: "Kai Andersen has not been charged"."""
_CANNOT_BE = re.compile(
    r"\b(?P<who>(?:[A-Za-z][\w'-]*\s+){1,3}?)(?:(?:cannot|can[’']t|can\s+not|must\s+not|may\s+not|"
    r"will\s+not|won[’']t)\s+be|unable\s+(?:to\s+)?be)\s+(?P<act>[a-z]{4,})\b"
)
"""Something an act may not be done to: "Sale items cannot be returned" (normalised "unable
be return")."""
_UNLESS = re.compile(r"\b(?:unless|until|if)\b", re.IGNORECASE)


def denied_act(claim: str, claim_tokens: list[str], passages: list[Passage]) -> str | None:
    """ "The airline plans to appeal" against "The airline said it would not appeal": a
    sentence about the claim's subject (by name or, after it, as a pronoun) says it will not do
    the claim's act."""
    if negated(claim) or not claim_tokens:
        return None
    subject = next((stem(t) for t in claim_tokens if t.lower() not in STOPWORDS), None)
    acts = {stem(t) for t in claim_tokens[1:] if t.islower() and t not in STOPWORDS}
    names = {stem(t) for t in claim_tokens if t[:1].isupper()}
    # the claim's opening name, all its words: "Northway Bank" is "the bank"
    opening_name = {stem(t) for t in itertools.takewhile(lambda t: t[:1].isupper(), claim_tokens)}
    previous: frozenset[str] = frozenset()  # a pronoun opening a sentence: the last one's
    for passage in passages:
        for sentence in passage.sentences:
            before, previous = previous, sentence.stems
            for found in itertools.chain(
                _WILL_NOT.finditer(sentence.text), _NOT_BEEN.finditer(sentence.text)
            ):
                act = stem(found.group("act"))
                who = found.group("who").lower()
                if act not in acts or act == subject or _UNLESS.search(sentence.text):
                    continue  # "would not strike unless": a condition, not a refusal
                named = stem(who.split()[-1]) in {subject} | opening_name or (
                    found.re is _NOT_BEEN and bool(names & {stem(w) for w in who.split()})
                )
                opening = found.start() == 0
                by_pronoun = (who in SUBJECT_PRONOUNS or who.startswith("the ")) and (
                    subject in analyse_sentence(sentence.text[: found.start()]).stems
                    # "The chain agreed ... It did not"; "Harlan Foods agreed ... The firm did
                    # not": the one the sentence before named
                    or (opening and subject in before)
                )
                if named or by_pronoun:
                    return f'the context says "{found.group(0)}": "{sentence.text}"'
            for found in _CANNOT_BE.finditer(sentence.text):
                act = stem(found.group("act"))
                if act not in acts or _UNLESS.search(sentence.text):
                    continue
                # what it may not be done to is the claim's subject: "Sale items can be
                # returned for store credit" against "Sale items cannot be returned"
                acted_at = next(
                    (i for i, t in enumerate(claim_tokens) if stem(t.lower()) == act),
                    len(claim_tokens),
                )
                said_before = {stem(t.lower()) for t in claim_tokens[:acted_at]}
                who = {
                    stem(w.lower())
                    for w in found.group("who").split()
                    if w.lower() not in STOPWORDS
                }
                if who and who <= said_before:
                    ruled_out = found.group("who").strip()
                    return f'the context rules the act out for {ruled_out}: "{sentence.text}"'
    return None


_WITHHELD = re.compile(
    r"\b(?:unable|refused\s+to|declined\s+to|did\s+not|would\s+not|will\s+not|won't|didn't)\s+"
    r"(?:to\s+)?(?:pay|give|offer|award|grant|refund)\s+(?:(?:any|the|a|an|them|him|her|its|"
    r"their)\s+)?(?:\w+\s+){0,1}?(?P<thing>[a-z]+)\b",
    re.IGNORECASE,
)
_RECEIVED = re.compile(
    r"\b(?:receive[ds]?|got|gets?|(?:was|were|been)\s+(?:paid|given|awarded|offered|granted))\s+"
    r"(?:(?:a|an|the|any|some|their|her|his|full)\s+)?(?:\w+\s+){0,1}?(?P<thing>[a-z]+)\b",
    re.IGNORECASE,
)


def received_what_was_withheld(claim: str, passages: list[Passage]) -> str | None:
    """ "Passengers received compensation" against "the airline refused to pay compensation":
    what one side would not give, the other did not get."""
    return _thing_ruled_out(claim, passages, _RECEIVED, _WITHHELD, unless=True)


def _thing_ruled_out(
    claim: str,
    passages: list[Passage],
    claimed: re.Pattern[str],
    said: re.Pattern[str],
    unless: bool = False,
) -> str | None:
    """A thing the claim says something of (`claimed`, its named group "thing") that a context
    sentence says the opposite of (`said`, its "thing"); with `unless`, not in a sentence that
    makes it a condition ("would not pay unless")."""
    if negated(claim):
        return None
    things = {
        stem((m.group("thing") or m.groupdict().get("thing2") or "").lower())
        for m in claimed.finditer(claim)
    } - {""}
    if not things:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if unless and _UNLESS.search(sentence.text):
                continue
            for found in said.finditer(sentence.text):
                thing = found.group("thing") or found.groupdict().get("thing2") or ""
                if stem(thing.lower()) in things:
                    return f'the context says "{found.group(0)}": "{sentence.text}"'
    return None


_PREVENTED = re.compile(
    r"\b(?:stop(?:s|ped|ping)?|prevent(?:s|ed|ing)?|bar(?:s|red|ring)?|ban(?:s|ned|ning)?|"
    r"block(?:s|ed|ing)?|forbid(?:s|ding)?|forbade|blocked)\s+(?:[\w']+\s+){0,4}?from\s+"
    r"(?P<act>[a-z]+ing)\b",
    re.IGNORECASE,
)
_DONE = re.compile(r"\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+([a-z]+ed)\b")
"""The claim says the act was done: "the building was demolished"."""


def prevented_done(claim: str, passages: list[Passage]) -> str | None:
    """The claim says done what the context says was prevented: "the building was demolished"
    against "an injunction stopping the developer from demolishing the building"."""
    done = _DONE.search(claim)
    if done is None or negated(claim):
        return None
    act = stem(done.group(1).lower())
    for passage in passages:
        for sentence in passage.sentences:
            for found in _PREVENTED.finditer(sentence.text):
                gerund = found.group("act").lower()
                if act in (stem(gerund), stem(gerund[:-3]), stem(gerund[:-3] + "e")):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_NO_CAUSE_SHOWN = re.compile(
    r"\b(?:association|correlation|link)\b[^.;]{0,30}\bnot\s+(?:a\s+)?(?:cause|causing|causation|proof)\b"
    r"|\b(?:(?:does|did|do|can|could)\s*(?:not|n't)|unable)\s+(?:to\s+)?"
    r"(?:prove|show|establish|demonstrate)\s+(?:that\s+\w+(?:\s+\w+)?\s+caus(?:es?|ed|ing)|causation|"
    r"caus(?:e|ing)\s+and\s+effect|a\s+causal)\b"
    r"|\bcannot\s+(?:prove|show|establish)\s+(?:causation|cause)\b"
    # "shows a link but cannot prove cause", "does not prove the diet works"
    r"|\b(?:(?:does|did|do|can|could)\s*(?:not|n't)|unable|cannot)\s+(?:to\s+)?prove\b",
    re.IGNORECASE,
)
_CAUSE_CLAIMED = re.compile(
    r"\b(?:causes?|caused|causing|proved|proves|proven|prove|prevents?|cures?)\b"
    r"|\bshowed\s+that\b",  # "proved that" as normalise writes it
    re.I,
)


_SOUGHT = (
    r"(?:ask(?:ed)?(?:\s+for)?|sought|seek|demand(?:ed)?|want(?:ed)?|request(?:ed)?|"
    r"call(?:ed)?\s+for)"
)
_SHORT_OF_SOUGHT = re.compile(
    rf"\b(?:below|short\s+of|less\s+than|lower\s+than|under|half)\s+(?:of\s+)?(?:the|what)\b"
    rf"[^.;]{{0,30}}?\b{_SOUGHT}\b",
    re.IGNORECASE,
)
_ALL_SOUGHT = re.compile(
    rf"\b(?:full|all|everything|whole|entire)\b[^.;]{{0,40}}?\b{_SOUGHT}\b"
    rf"|\b(?:got|receive[ds]?|won|win|secured?)\s+(?:exactly\s+)?what\s+\w+\s+(?:had\s+)?{_SOUGHT}\b",
    re.IGNORECASE,
)


_CERTAIN = re.compile(
    r"\b(?:certain(?:ly)?|definitely|guaranteed|sure\s+to|bound\s+to|inevitabl[ey])\b",
    re.IGNORECASE,
)
_ONLY_POSSIBLE = re.compile(
    r"\b(?:may|might|could|possibly|possible|perhaps|risk\s+of|likely|probably|chance\s+of|"
    # "is expected to reopen on Thursday if the weather improves"
    r"expected\s+to|if\s+the|"
    # "experts believe it is Migaloo": a view, not a certainty
    r"believe|believes|believed|suspect|suspects|suspected)\b",
    re.IGNORECASE,
)


_HELD = r"in\s+custody|in\s+hospital|on\s+bail|in\s+prison|behind\s+bars"
"""Where one is kept, a state said as an act is: "remains in custody"."""
_BOTH_DONE = re.compile(
    r"\b(?:both|all|each)\b[^.;]{0,40}?\b(?:was|were|have\s+been|has\s+been|are|is|remain|remains)\s+"
    rf"(?P<act>[a-z]+ed|{_HELD})\b",
    re.IGNORECASE,
)
_ONE_OF_THEM_DONE = re.compile(
    r"\b[Tt]he\s+(?P<role>older|younger|elder|other|first|second)"
    r"(?:\s+(?!was\b|has\b|had\b|is\b|remains\b)[a-z]+)?\s+(?:was|has\s+been|had\s+been|is|remains)\s+"
    rf"(?P<act>[a-z]+ed|{_HELD})\b"
)
"""What the context says was done to one of two, named by which: "the younger was released",
"the older man remains in custody"."""


def one_of_them_only(claim: str, passages: list[Passage]) -> str | None:
    """ "Both men were released on bail" against "the older man has been charged; the younger
    was released on bail": what the context says of one of them, by which one, is not said
    of both."""
    both = _BOTH_DONE.search(claim)
    if both is None or negated(claim):
        return None
    act = stem(both.group("act"))
    for passage in passages:
        for sentence in passage.sentences:
            for one in _ONE_OF_THEM_DONE.finditer(sentence.text):
                if stem(one.group("act")) == act:
                    return f'the context says it of one: "{sentence.text}"'
    return None


_AGED_DONE = re.compile(
    r"\b[Tt]he\s+(?P<age>\d+)(?:[- ]year[- ]old|\s+years\s+old)\b[^.;]{0,30}?"
    r"\b(?:was|has\s+been|had\s+been)\s+(?P<act>[a-z]+ed)\b"
)
_BY_AGE = frozenset("older younger elder".split())
_TWO_AGES = re.compile(r"\baged\s+(?P<one>\d+)\s+and\s+(?P<two>\d+)\b")


def act_of_the_other_age(claim: str, passages: list[Passage]) -> str | None:
    """ "The 23-year-old has been charged" against "two men, aged 23 and 31 ... The older man
    has been charged": the ages say which of them "the older" is."""
    aged = _AGED_DONE.search(claim)
    if aged is None or negated(claim):
        return None
    age, act = int(aged.group("age")), stem(aged.group("act"))
    text = " ".join(s.text for p in passages for s in p.sentences)
    ages = _TWO_AGES.search(text)
    if ages is None:
        return None
    low, high = sorted((int(ages.group("one")), int(ages.group("two"))))
    if age not in (low, high) or low == high:
        return None
    for found in _ONE_OF_THEM_DONE.finditer(text):
        role = found.group("role").lower()
        if stem(found.group("act")) != act or role not in _BY_AGE:
            continue
        older = role in ("older", "elder")
        if older != (age == high):
            return f"the context says it of the {found.group('role').lower()}: {found.group(0)!r}"
    return None


_IT_OR_THEY = re.compile(r"\b(?:it|they)\b", re.IGNORECASE)


_HELD_BY = re.compile(r"\b(?:is|are|was|were)\s+$", re.IGNORECASE)
_A_CLAUSE = re.compile(
    r"\s+(?:that\s+)?[^.;]{0,40}?\b(?:is|are|was|were|will|has|have|had|can)\s", re.IGNORECASE
)
"""What follows "certain" as a clause of its own: "(that) the frog is endangered"."""


def certain_where_possible(claim: str, passages: list[Passage]) -> str | None:
    """ "Flooding is certain in the south" against "heavy rain may cause flooding": what the
    context gives as possible, the claim gives as sure."""
    certain = _CERTAIN.search(claim)
    if certain is None or negated(claim) or _ONLY_POSSIBLE.search(claim):
        return None
    # of a view held ("the researchers are certain the frog is endangered"), what is held
    held = _HELD_BY.search(claim[: certain.start()]) and _A_CLAUSE.match(claim[certain.end() :])
    stems = analyse_sentence(claim[certain.end() :] if held else claim).stems
    stems -= analyse_sentence(certain.group(0)).stems
    if not stems:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            possible = _ONLY_POSSIBLE.search(sentence.text)
            # all of the rest ("flooding", "south"), or all but one word of four or more
            # ("another solar storm" for "another storm is possible")
            # (or all but the subject a pronoun stands for: "it could disappear by 2080")
            allowed = len(stems) >= 4 or _IT_OR_THEY.search(sentence.text) is not None
            if possible and len(stems - sentence.stems) <= allowed:
                return f'the context says only {possible.group(0)!r}: "{sentence.text}"'
    return None


_NEVER_DONE = re.compile(
    r"\b(?:has|have|had)\s+never\s+(?:been\s+)?(?P<act>[a-z]{3,})\b(?P<rest>[^.;]*)", re.IGNORECASE
)
_DATED_SPAN = re.compile(r"\b(?:since|in|before|after)\s+(?:\w+\s+)?\d", re.IGNORECASE)
_DENIAL_WORDS = re.compile(r"\b(?:not|never|no|n't)\b", re.IGNORECASE)


def never_but_done(claim: str, passages: list[Passage]) -> str | None:
    """ "The bridge has never been closed" against "It ... was closed for repairs in 2019": the
    claim's subject (by name, or as the pronoun opening the next sentence) did what the claim
    says it never did. Not a claim bounded in time ("never closed since 2020")."""
    found = _NEVER_DONE.search(claim)
    if found is None or _DATED_SPAN.search(found.group("rest")):
        return None
    act = stem(found.group("act"))
    subject = next(
        (stem(t) for t in raw_tokens(claim[: found.start()]) if t.lower() not in STOPWORDS), None
    )
    if subject is None:
        return None
    before: frozenset[str] = frozenset()
    for passage in passages:
        for sentence in passage.sentences:
            about = subject in sentence.stems or (
                subject in before and PRONOUN_OPENING.match(sentence.text) is not None
            )
            before = sentence.stems
            if not about:
                continue
            for token in _ACT_FORM.finditer(sentence.text):
                if stem(token.group("form")) == act and not _DENIAL_WORDS.search(token.group(0)):
                    return f'the context says {token.group(0)!r}: "{sentence.text}"'
    return None


_ACT_FORM = re.compile(
    r"\b(?:(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:\w+\s+)?|(?:it|they|he|she)\s+)"
    r"(?P<form>[a-z]{3,}(?:ed|en))\b",
    re.IGNORECASE,
)


def short_of_what_was_sought(claim: str, passages: list[Passage]) -> str | None:
    """ "The nurses got the full rise their union demanded" against "accepted 6%, below the 10%
    their union had asked for": less than was sought is not all of it."""
    if negated(claim) or not _ALL_SOUGHT.search(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            short = _SHORT_OF_SOUGHT.search(sentence.text)
            if short:
                return f'the context says {short.group(0)!r}: "{sentence.text}"'
    return None


def causation_denied(claim: str, passages: list[Passage]) -> str | None:
    """ "The study proved that lack of sleep causes heart disease" against "the study shows an
    association, not cause and effect": a cause the context says was not shown."""
    return _said_against(claim, passages, _CAUSE_CLAIMED, _NO_CAUSE_SHOWN, shared=1)


_TO_BE_CHARGED = re.compile(
    r"\bwill\s+(?:be\s+)?(?:fined|charged)\b|\b(?:will\s+have\s+to|must)\s+pay\s+(?:a\s+)?(?:fine|fee|"
    r"charge|toll)",
    re.IGNORECASE,
)


def still_after_ended(claim: str, passages: list[Passage]) -> str | None:
    """ "Drivers still pay a toll" against "Tolls were abolished in 2015", "still runs on 3.8"
    against "ends support for 3.8": what the claim says goes on, a sentence ends. Any sentence
    that ends what the claim names, however little else it shares. A charge the claim says is
    to come counts too: "borrowers will be fined" against "the fine has been scrapped"."""
    still = _STILL.search(claim) is not None
    if not (still or _TO_BE_CHARGED.search(claim)) or negated(claim):
        return None
    stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            ending = _ENDED.search(sentence.text)
            if ending and _ended_in(stems, sentence.text, named=True, most=not still):
                return f'the context rules it out ({ending.group(0)!r}): "{sentence.text}"'
    return None


_IMPLIED_PATTERNS = tuple(
    (re.compile(said, re.IGNORECASE), re.compile(ruled_out, re.IGNORECASE))
    for said, ruled_out in _IMPLIED
)
"""Compiled once: more pairs than the re module's cache holds beside the patterns built per
claim, which pushed them out to be compiled again on every claim."""


@cached_when_short(maxsize=256)
def _pairs_ruling_out(claim: str) -> tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]:
    """The pairs whose ruled-out side the claim says: the claim is tried against each pair
    once, not once for every context sentence it is compared with (most rule out nothing the
    claim says, so their context side need not be searched at all)."""
    return tuple(pair for pair in _IMPLIED_PATTERNS if pair[1].search(claim))


def implied_contradiction(claim: str, context_sentence: str, context: str = "") -> str | None:
    """A state the context reports that rules the claim out ("cancelled" vs "took place"); not
    where the context itself says what the claim does ("refund passengers whose flights were
    cancelled ... passengers delayed may claim" rules out no cancelled flight)."""
    moved = moved_away(claim, context_sentence)
    if moved:
        return moved
    if negated(claim) or _NOBODY.search(claim):
        return None  # "nobody was hurt" is not ruled out by "no injuries"; it says the same
    lowered = context_sentence.lower()
    first = _FIRST_OF_KIND.search(context_sentence) if "first" in lowered else None
    if first and _DONE_BEFORE.search(claim) and not re.search(r"\bfirst\b", claim, re.I):
        # (not "her first marathon has been talked about for years": the claim's own first)
        kind = {stem(word) for word in first.group(1).split() if word.islower()}  # not "Lume"
        if _WIN in kind:
            kind |= _BEATING  # "her first win against a top-10 player": none beaten before
        if kind & analyse_sentence(claim).stems:
            return f"{first.group(0).strip()!r}"  # "her first win": none before it
    first_to = FIRST_TO.search(context_sentence) if "first" in lowered else None
    if first_to and _DONE_BEFORE.search(claim) and _OTHERS_OF_A_KIND.search(claim):
        # "the first woman to hold the post" against "several women have led it before" (not
        # "a rider won it before Haddad retired", another time)
        between = first_to.group(0).split()[2:-2]
        heads = [stem(word.lower()) for word in between][-1:]
        if between[:1] and between[0].lower() in ("in", "on", "at"):
            # "A hospital ... has become the first in the country to use": the kind is the
            # sentence's subject, not the place
            heads = sorted(analyse_sentence(context_sentence[: first_to.start()]).stems)
        heads += [alias for head in heads for alias in _KIND_ALIASES.get(head, ())]
        claimed = analyse_sentence(claim).stems
        if any(h == c or (len(c) >= 4 and h[:4] == c[:4]) for h in heads for c in claimed):
            return f"{first_to.group(0).strip()!r}"
    stayed = (
        _STAYED_AT.search(context_sentence) if "same" in lowered or "single" in lowered else None
    )
    if stayed and re.search(
        rf"\b(?:several|many|multiple|various|different|a\s+number\s+of)\s+{stayed.group(1)}(?:e?s)\b",
        claim,
        re.IGNORECASE,
    ):
        return f"{stayed.group(0).strip()!r}"  # "the same hospital for 50 years": not several
    impossible = _IMPOSSIBLE.search(context_sentence) if "possible" in lowered else None
    if impossible and not _IMPOSSIBLE.search(claim):
        subject = analyse_sentence(impossible.group(1)).stems
        if subject and subject <= analyse_sentence(claim).stems:
            return f"{impossible.group(0).strip()!r}"  # "late returns are not possible"
    for said, ruled_out in _pairs_ruling_out(claim):
        found = said.search(context_sentence)
        if found:
            if context and found.group(0).lower() in _ALONGSIDE and ruled_out.search(context):
                continue  # the context speaks of cancelled flights too: "delayed" is others
            if _on_another_day(claim, context_sentence[found.start() : found.end() + 40]):
                continue  # "visit on a Saturday" is not ruled out by "closed on Mondays"
            moved_to = _MOVED_TO.search(context_sentence, found.end())
            if moved_to and moved_to.group(1).lower() in claim.lower():
                continue  # "postponed from June to September": it takes place in September
            if _RESCHEDULED.search(claim):
                continue  # "will be held next month instead": another date, which is unsaid
            if _another_place_after(claim, context_sentence):
                continue  # "flights to Porto will go ahead" against "cancelled all flights to
                # Lisbon": another place's
            if _goes_on_in(claim, context_sentence):
                continue  # "can still use 4.8" for "can continue using 4.8, but it will no
                # longer receive updates": the sentence says the claim's act goes on
            return f"{found.group(0)!r}"
    return None


_PLACE_AFTER = re.compile(r"\b(to|in|at|from)\s+((?-i:[A-Z])[\w'-]+)", re.IGNORECASE)


def _another_place_after(claim: str, sentence: str) -> bool:
    """The claim names a place after a preposition ("flights to Porto") that the sentence
    does not name, where the sentence gives another after the same one ("flights to Lisbon")."""
    for claimed in _PLACE_AFTER.finditer(claim):
        if claimed.group(2) in sentence or stem(claimed.group(2).lower()) in _CALENDAR:
            continue  # ("in March" is a time, not a place)
        preposition = claimed.group(1).lower()
        if any(
            found.group(1).lower() == preposition
            and stem(found.group(2).lower()) not in _CALENDAR | STOP_CAPITALS
            for found in _PLACE_AFTER.finditer(sentence)
        ):
            return True
    return False


_OTHERS_OF_A_KIND = re.compile(
    r"\b(?:several|many|other|others|multiple|numerous|some|two|three|four|\d+)\b", re.IGNORECASE
)
_WIN = stem("win")
_BEATING = frozenset(stem(word) for word in "beat beaten beating".split())
_KIND_ALIASES = {stem("female"): ("woman", "women"), stem("male"): ("man", "men")}
"""Normalise writes "woman" as "female", and leaves "women" as it is."""
_RESCHEDULED = re.compile(
    r"\b(?:instead|at\s+a\s+later\s+date)\b",
    re.IGNORECASE,
)
_OPEN_FOR = re.compile(
    r"\bfor\s+(?:(more\s+than|over|at\s+least)\s+|about\s+|nearly\s+|almost\s+|around\s+)?(\d+(?:\.\d+)?)\b",
    re.IGNORECASE,
)
_CLOSED_AFTER = re.compile(
    r"\b(?:closed|shut|closes|shuts|close)\b[^.;]{0,60}?\bafter\s+(\d+)\s+(?:days|weeks|months|years)\b",
    re.IGNORECASE,
)
_ANOTHER_ONE = re.compile(r"\b(?:second|third|another|new|more|again)\b", re.IGNORECASE)
_AFTER_DOING_IT = re.compile(r"\b(?:after|since)\s+(\w+ing)\s+(?:it|them)\b", re.IGNORECASE)
_OPENING_TIMES = re.compile(
    r"\b(?:opening|closing)\s+(?:hours|times|days|date|ceremony|night|time)\b", re.IGNORECASE
)
_STILL_DOES = re.compile(r"\bstill\s+([a-z]+)")
_CONTINUES = re.compile(r"\b(?:continu|keep|kept)\w*\s+(?:to\s+)?([a-z]+)", re.IGNORECASE)


def _goes_on_in(claim: str, sentence: str) -> bool:
    """The claim says it still does what the sentence says goes on ("continue using")."""
    still = _STILL_DOES.search(claim)
    if still is None:
        return False
    act = _bare(still.group(1))
    return any(_bare(found.group(1)) == act for found in _CONTINUES.finditer(sentence))


def _bare(verb: str) -> str:
    """A verb without "-ing", "-ed" or a final "e": "using" and "use", "shutting" and "shut",
    "closed" and "close" meet."""
    verb = verb.lower()
    for ending in ("ing", "ed"):
        if verb.endswith(ending) and len(verb) >= len(ending) + 2:
            verb = verb[: -len(ending)]
            if len(verb) >= 3 and verb[-1] == verb[-2] and verb[-1] not in "aeiouls":
                verb = verb[:-1]  # "shutting": "shut"
            break
    return verb.rstrip("e")


_MOVED_TO = re.compile(r"\bto\s+([A-Z][a-z]+|\d{1,2}\s+[A-Z][a-z]+)")
_ALONGSIDE = frozenset("delayed postponed rescheduled".split())
"""States a context may name beside the one the claim names, of other things: "passengers
delayed" beside "flights were cancelled"."""
_DAY_NAME = re.compile(r"\b(" + "|".join(sorted(MONTHS | WEEKDAYS)) + r")s?\b")


def _on_another_day(claim: str, said: str) -> bool:
    """The claim names a day or month, and what the context says holds on others only
    ("closed on Mondays"; not "suspended until Friday", which says something of Thursday)."""
    claimed = set(_DAY_NAME.findall(claim.lower()))
    on_days = re.search(
        rf"\bon\s+{_DAY_NAME.pattern}(?:(?:,\s*|\s+and\s+|\s+or\s+)"
        rf"{_DAY_NAME.pattern})*",
        said.lower(),
    )
    named = set(_DAY_NAME.findall(on_days.group(0))) if on_days else set()  # "on Tuesdays and
    # Thursdays" names both
    return bool(claimed) and bool(named) and not claimed & named


_CAPITALISED = r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}"
_COMPARISON = re.compile(
    rf"(?P<one>{_CAPITALISED})\s+(?:is|was|are|were)\s+(?:much\s+|far\s+|slightly\s+|a\s+bit\s+)?"
    rf"(?P<degree>[a-z]+er)\s+than\s+(?P<other>{_CAPITALISED})"
)
_RANKS = (
    ("bigger larger", "smaller", "biggest largest", "smallest"),
    ("taller higher", "shorter lower", "tallest highest", "shortest lowest"),
    ("longer", "shorter", "longest", "shortest"),
    ("older", "younger", "oldest", "youngest"),
    ("faster quicker", "slower", "fastest quickest", "slowest"),
    ("heavier", "lighter", "heaviest", "lightest"),
    ("deeper", "shallower", "deepest", "shallowest"),
    ("richer wealthier", "poorer", "richest wealthiest", "poorest"),
)
"""Comparatives up and down a scale, and the superlatives at its two ends."""


_COMPARATIVES = frozenset(
    "more fewer less higher lower greater larger smaller bigger better worse faster slower "
    "longer shorter older younger cheaper dearer heavier lighter stronger weaker taller wider "
    "narrower deeper shallower warmer cooler colder hotter wetter drier quieter louder busier "
    "earlier later".split()
)


def compared_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """The claim puts the other side of the context's comparison first: "patients on the
    placebo had fewer heart attacks" against "patients who took the drug had 30% fewer heart
    attacks than those on a placebo"."""
    words = [w.lower() for w in raw_tokens(claim)]
    candidates = [
        i for i, w in enumerate(words) if w in _COMPARATIVES and not _bounds_a_figure(words, i)
    ]
    # the one before "than", not a group's own word: "older people read more than younger"
    at = next((i for i in candidates if "than" in words[i + 1 : i + 4]), None)
    at = candidates[0] if at is None and candidates else at
    if at is None:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            tokens = [t.lower() for t in sentence.tokens]
            if words[at] in tokens and _sides_swapped(words, at, tokens, tokens.index(words[at])):
                return f'the context compares it the other way round: "{sentence.text}"'
    return None


_COMPARED_TO = re.compile(
    r"^(?:the\s+)?(?P<one>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:will\s+be|is|was|are|were)\s+"
    r"(?:much\s+|far\s+|a\s+lot\s+|slightly\s+|a\s+little\s+|even\s+)?(?P<adjective>[a-z]+er)\b"
    r"(?:\s+than\s+(?:the\s+)?(?P<other>[^.,;]{2,40}))?",
    re.IGNORECASE,
)


def comparison_of_the_other(claim: str, passages: list[Passage]) -> tuple[str, str] | None:
    """ "Saturday will be hotter than Sunday" for "Sunday will be cooler": the context says
    of the claim's other side the opposite comparison, which agrees ("yes"), or the same one,
    which ranks them the other way ("no"). (verdict, reason), or None."""
    claimed = _COMPARED_TO.match(claim.strip())
    if claimed is None or claimed.group("other") is None or negated(claim):
        return None
    other = analyse_sentence(claimed.group("other")).stems
    one = analyse_sentence(claimed.group("one")).stems
    word = stem(claimed.group("adjective").lower())
    if word not in _ANTONYMS or not other or other & one:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            given = _COMPARED_TO.match(sentence.text)
            if given is None or given.group("other") is not None:
                continue  # a comparison with a side of its own is compared_the_other_way's
            if analyse_sentence(given.group("one")).stems != other:
                continue
            said = stem(given.group("adjective").lower())
            reason = f'the context says the other is {given.group("adjective")}: "{sentence.text}"'
            if said in _ANTONYMS[word]:
                return "yes", reason
            if said == word or _ANTONYMS[word] & _ANTONYMS.get(said, set()):
                return "no", reason  # the same word, or one with its opposites ("colder")
    return None


def _bounds_a_figure(words: list[str], at: int) -> bool:
    """ "fewer than 4000 (steps)": a bound on a figure that names a group, not the comparison."""
    return (
        words[at + 1 : at + 2] == ["than"]
        and words[at + 2 : at + 3] != []
        and (words[at + 2][:1].isdigit())
    )


_INSTEAD_OF = re.compile(
    r"\binstead\s+of\s+(?:a\s+|an\s+|the\s+|their\s+|any\s+|full\s+)*(?P<what>[a-z][\w-]*)",
    re.IGNORECASE,
)


def instead_of_what_is_given(claim: str, passages: list[Passage]) -> str | None:
    """The claim puts something the context never names in place of what it gives: "offered a
    replacement instead of a refund" against "will get a full refund"."""
    found = _INSTEAD_OF.search(claim)
    if found is None:
        return None
    what = stem(found.group("what").lower())
    offered = {
        stem(t.lower()) for t in raw_tokens(claim[: found.start()]) if t.lower() not in STOPWORDS
    }
    said = set().union(*(p.stems for p in passages)) if passages else set()
    if not offered - said:
        return None  # the context names the other thing too: it may say which replaces which
    for passage in passages:
        for sentence in passage.sentences:
            if what in sentence.stems and not negated(sentence.text):
                return f'the context gives {found.group("what")}: "{sentence.text}"'
    return None


_IN_PLACE_OF = re.compile(
    r"\b(?P<new>[\w-]+)\s+instead\s+of\s+(?:the\s+|an?\s+)?(?P<old>(?:[\w-]+\s+){0,2}?[\w-]+)"
    r"(?=\s*(?:[.,;]|$|from\b|by\b|in\b|for\b|at\b))",
    re.IGNORECASE,
)


def claims_what_was_replaced(claim: str, passages: list[Passage]) -> str | None:
    """ "New homes must have gas boilers" against "to have heat pumps instead of gas boilers":
    the claim gives what the context says is replaced, and not what replaces it."""
    if negated(claim):
        return None
    claimed = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            for found in _IN_PLACE_OF.finditer(sentence.text):
                old = analyse_sentence(found.group("old")).stems
                new = stem(found.group("new").lower())
                if old and old <= claimed and new not in claimed:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_SAME_IN = re.compile(r"\bsame\s+(?:in|between|for|across)\s+(?P<what>[^.;,]+)", re.IGNORECASE)
"""What normalise writes for "no difference in total sleep time": "same in total sleep time"."""


def compared_where_same(claim: str, passages: list[Passage]) -> str | None:
    """The claim finds more or less of what the context finds no difference in: "the screen-free
    group slept longer" against "found no difference in total sleep time"."""
    words = [w.lower() for w in raw_tokens(claim)]
    if not _COMPARATIVES.intersection(words) or negated(claim):
        return None
    claimed = {stem(w) for w in words} - STOPWORDS
    for passage in passages:
        for sentence in passage.sentences:
            for found in _SAME_IN.finditer(sentence.text):
                what = {stem(w.lower()) for w in raw_tokens(found.group("what"))} - STOPWORDS
                if what & claimed:
                    return f'the context finds no difference: "{sentence.text}"'
    return None


_FIGURE_OF_SIDE = re.compile(
    r"(\d[\d,.]*(?:\s?%)?)(?:\s+(?:euros|pounds|dollars|points|percent|grams|metres|minutes|"
    r"hours|days))?\s+"
    r"(?:in|for|among|with|on)\s+(?:the\s+|those\s+)?((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)",
    re.IGNORECASE,
)
"""A figure given for one side: "by 12 % in the medication group", "6 % among men", "600
euros for long-haul flights"."""
_MORE = frozenset("more higher greater larger bigger faster longer heavier stronger".split())
_LESS = frozenset("less fewer lower smaller slower shorter lighter weaker".split())


def _two_sides(sentence: str, changes: bool) -> list[tuple[str, set[str]]] | None:
    """The sentence's two figures, each with the words of its side that the other side lacks
    ("short" and "long-haul" flights), both changes ("by 12%") or both not; None unless
    there are exactly two, of one kind (shares or not)."""
    sides = [
        (found.group(1), {stem(w) for w in found.group(2).lower().split()} - STOPWORDS)
        for found in _FIGURE_OF_SIDE.finditer(sentence)
        if changes == sentence[: found.start()].rstrip().lower().endswith("by")
    ]
    if len(sides) != 2 or sides[0][0].endswith("%") != sides[1][0].endswith("%"):
        return None
    shared = sides[0][1] & sides[1][1]
    return [(value, words - shared) for value, words in sides]


def figure_of_the_other_side(claim: str, passages: list[Passage]) -> str | None:
    """ "Fell by 12 points in the placebo group" against "12 points in the pill group and 3
    points in the placebo group": the claim gives one side the other side's figure."""
    claimed = [
        (found.group(1), {stem(w) for w in found.group(2).lower().split()} - STOPWORDS)
        for found in _FIGURE_OF_SIDE.finditer(claim)
    ]
    if len(claimed) != 1:
        return None
    figure, side = claimed[0]
    for passage in passages:
        for sentence in passage.sentences:
            for changes in (True, False):
                sides = _two_sides(sentence.text, changes)
                if sides is None:
                    continue
                ours = [value for value, words in sides if words and words <= side]
                theirs = [value for value, words in sides if words and not words & side]
                if ours and figure not in ours and figure in theirs:
                    return f'the context gives {figure} to the other side: "{sentence.text}"'
    return None


def larger_for_the_other_side(claim: str, passages: list[Passage]) -> str | None:
    """The claim says one side has more (or less) where the context's figures for the two
    sides say the other does: "blood sugar fell more in the placebo group" against "fell by
    12% in the drug group and by 2% in the placebo group". The figures are changes ("by 12%")
    only where the claim speaks of a change."""
    words = [w.lower() for w in raw_tokens(claim)]
    if any(w[:1].isdigit() for w in words):
        return None  # a claim with its own figures is judged by them
    direction = next((1 if w in _MORE else -1 for w in words if w in _MORE or w in _LESS), 0)
    if not direction:
        return None
    claimed = {stem(w) for w in words if w not in STOPWORDS}
    changes = not claimed.isdisjoint(_UP_STEMS | _DOWN_STEMS)
    at = next(i for i, w in enumerate(words) if w in _MORE or w in _LESS)
    # the act compared, the word before the comparative ("contributes more", "fell more")
    act = stem(words[at - 1]) if at and words[at - 1].isalpha() else None
    act = act if act not in STOPWORDS else None
    for passage in passages:
        for sentence in passage.sentences:
            sides = _two_sides(sentence.text, changes)
            if sides is None or len(claimed & sentence.stems) < 2:
                continue
            if act is not None and act not in sentence.stems:
                continue  # another comparison: "retire at 60 or at 65" for "contributes more"
            chosen = [bool(claimed & own) for _, own in sides]
            values = [as_number(figure) for figure, _ in sides]
            if chosen.count(True) != 1 or None in values or values[0] == values[1]:
                continue
            mine, theirs = (values[0], values[1]) if chosen[0] else (values[1], values[0])
            assert mine is not None and theirs is not None
            if (mine - theirs) * direction < 0:
                larger = "larger" if direction > 0 else "smaller"
                return f'the context gives the other side the {larger} figure: "{sentence.text}"'
    return None


_FOUND_THAT = re.compile(r"\b(?:found|finds|concluded|ruled)\s+that\b(?P<rest>[^.;]*)", re.I)
_NO_EVIDENCE = re.compile(
    r"\b(?:found|finds|saw|there\s+(?:was|is))\s+no\s+(?:evidence|proof|sign)\s+(?:of|that|for)\s+"
    r"(?P<what>[^.;,]{1,60})",
    re.IGNORECASE,
)


_NOT_MEASURED = re.compile(
    r"\b(?:did\s+not|didn't|does\s+not|doesn't|never)\s+(?:measure|assess|record|track|examine|"
    r"look\s+at|ask\s+about|collect\s+data\s+on)\s+(?P<what>[^.;,]{1,60})"
    r"|\b(?P<subject>[a-z]+(?:\s+[a-z]+)?)\s+(?:was|were)\s+not\s+(?:measured|assessed|recorded|"
    r"tracked|examined)\b",
    re.IGNORECASE,
)
_FOUND_OF = re.compile(r"\b(?:found|finds|showed|shows)\s+(?P<rest>[^.;]*)", re.IGNORECASE)


def found_without_evidence(claim: str, passages: list[Passage]) -> str | None:
    """ "The tribunal found that she damaged the carpet" against "found no evidence of damage":
    what the context found no evidence of was not found; nor was what it did not measure
    ("found night-shift nurses were less satisfied" against "did not measure job
    satisfaction")."""
    found = _FOUND_THAT.search(claim)
    if found is not None and not negated(found.group("rest")):
        rest = analyse_sentence(found.group("rest")).stems
        for passage in passages:
            for sentence in passage.sentences:
                for none in _NO_EVIDENCE.finditer(sentence.text):
                    if rest & analyse_sentence(none.group("what")).stems:
                        return f'the context found no evidence: "{sentence.text}"'
    found = _FOUND_OF.search(claim)
    if found is None or negated(found.group("rest")):
        return None
    words = {w[:6] for w in found.group("rest").lower().split() if len(w) >= 6}
    for passage in passages:
        for sentence in passage.sentences:
            for unmeasured in _NOT_MEASURED.finditer(sentence.text):
                what = unmeasured.group("what") or unmeasured.group("subject")
                if words & {w[:6] for w in what.lower().split() if len(w) >= 6}:
                    return f'the context did not measure it: "{sentence.text}"'
    return None


_PERSON = r"[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?"
"""One or two capitalised words: a person or a firm ("Mark Dunn", "Alto")."""
_NAMED = rf"(?:the\s+)?{_PERSON}"
_MUST_PAY = re.compile(
    rf"^(?P<payer>{_NAMED})\s+(?:must|will|has\s+to|have\s+to)\s+pay\s+(?P<payee>{_NAMED})"
)
_ORDERED_TO_PAY = re.compile(
    rf"\bordered\s+(?P<payer>{_NAMED}|the\s+[a-z]+)\s+to\s+pay\s+(?P<payee>him|her|them|{_NAMED})"
)


_ROLE = r"(?P<role>[a-z]+(?:\s+[a-z]+)?)"
_REPLACED_AS = re.compile(
    rf"\b(?:replace|replaces|replaced|succeed|succeeds|succeeded)\s+(?P<old>{_PERSON})\s+as\s+"
    rf"(?:the\s+)?{_ROLE}"
)
_NAMED_REPLACING = re.compile(
    rf"\b(?:named|appointed|made)\s+(?:as\s+)?(?:the\s+)?(?:new\s+)?{_ROLE}\b[^.;]{{0,80}}?,\s+"
    rf"(?:replacing|succeeding)\s+(?P<old>{_PERSON})"
)
"""The context's other way to say it: "has been named the new editor ..., replacing Tom
Hughes"."""
_BECOMES = re.compile(
    rf"^(?P<who>{_PERSON})\s+(?:will\s+(?:become|be\s+(?:named|appointed|made))\s+"
    rf"(?:the\s+)?(?:new\s+)?|(?:is|has\s+been\s+(?:named|appointed|made))\s+(?:as\s+)?"
    rf"(?:the\s+)?(?:[\w-]+['’]s\s+)?new\s+){_ROLE}"
)


def successor_swapped(claim: str, passages: list[Passage]) -> str | None:
    """ "Mark Dunn will become chief executive" against "Lena Fischer will replace Mark Dunn
    as chief executive" ("Hughes is the new editor" against "Nair has been named the new
    editor, replacing Tom Hughes"): the one replaced in a role does not become it."""
    becomes = _BECOMES.search(claim)
    if becomes is None:
        return None
    who = {stem(w) for w in becomes.group("who").split()}
    role = becomes.group("role").split()[0]
    for passage in passages:
        for sentence in passage.sentences:
            for found in itertools.chain(
                _REPLACED_AS.finditer(sentence.text), _NAMED_REPLACING.finditer(sentence.text)
            ):
                old = {stem(w) for w in found.group("old").split()}
                if who & old and found.group("role").split()[0] == role:
                    return f'the context has {found.group("old")} replaced: "{sentence.text}"'
    return None


def payer_reversed(claim: str, passages: list[Passage]) -> str | None:
    """ "Berg must pay Alto" against "ruled in Berg's favour and ordered Alto to pay him": the
    one ordered to pay is the claim's payee; "him" is the one the sentence names besides."""
    claimed = _MUST_PAY.search(claim)
    if claimed is None:
        return None
    payer = {stem(w) for w in claimed.group("payer").split()} - {"the"}
    payee = {stem(w) for w in claimed.group("payee").split()} - {"the"}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _ORDERED_TO_PAY.finditer(sentence.text):
                ordered = {stem(w) for w in found.group("payer").split()} - {"the"}
                paid = found.group("payee")
                to_them = (
                    payer & sentence.stems
                    if paid.lower() in ("him", "her", "them")
                    else payer & {stem(w) for w in paid.split()}
                )
                if ordered & payee and to_them and not ordered & payer:
                    return f'the context has {found.group("payer")} pay: "{sentence.text}"'
    return None


_BARRED = re.compile(
    r"^(?P<who>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?:was|is|has\s+been|were|are)\s+"
    r"(?:forbidden|banned|barred|prevented|stopped|blocked)\s+from\s+(?P<act>[a-z]+)"
)


def barred_is_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Ben Adler was banned from using the name" against "granted Ben Adler an injunction
    preventing his partner, Sara Quint, from using the name": another is the one barred."""
    claimed = _BARRED.search(claim)
    if claimed is None:
        return None
    who = {stem(w) for w in claimed.group("who").split()}
    barring = re.compile(
        r"\b(?:preventing|prevents|prevented|stopping|stops|stopped|barring|bars|barred|banning|"
        r"bans|banned|forbidding|forbids|blocking|blocks|blocked)\s+(?:(?:his|her|their|the|its)\s+"
        r"(?:[\w-]+\s+){0,3}?)?(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?),?\s+from\s+"
        + re.escape(claimed.group("act"))
    )
    for passage in passages:
        for sentence in passage.sentences:
            found = barring.search(sentence.text)
            if found and not who & {stem(w) for w in found.group("name").split()}:
                return f'the context bars {found.group("name")}: "{sentence.text}"'
    return None


_AS_NORMAL = re.compile(
    r"\b(?:will\s+)?go(?:es)?\s+ahead\s+as\s+(?:normal|planned|usual)\b"
    # "the band will tour with a session drummer this summer"
    r"|\bwill\s+(?:still\s+)?(?:tour|perform|take\s+place|go\s+ahead)\b",
    re.I,
)
_CALLED_OFF = re.compile(r"\b(?:cancell?ed|called\s+off|terminate)\b", re.I)


def _said_against(
    claim: str,
    passages: list[Passage],
    claimed: re.Pattern[str],
    said: re.Pattern[str],
    shared: int = 0,
    holds: Callable[[re.Match[str]], bool] = lambda found: True,
) -> str | None:
    """The claim says `claimed` and a context sentence that shares `shared` of its words says
    `said` (and `holds` of it), which rules the claim out: the shape of several rules below."""
    if not claimed.search(claim) or negated(claim):
        return None
    stems = analyse_sentence(claim).stems if shared else frozenset()
    for passage in passages:
        for sentence in passage.sentences:
            found = said.search(sentence.text)
            if found and holds(found) and len(stems & sentence.stems) >= shared:
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


def _said_of_the_claimed(
    claim: str,
    passages: list[Passage],
    claimed: re.Pattern[str],
    said: Callable[[re.Match[str]], re.Pattern[str]],
) -> str | None:
    """The claim says `claimed`, and a context sentence says what `said` builds from that
    match ("kept her bronze medal": "the bronze medal goes to ..."), which rules it out."""
    found = claimed.search(claim)
    if found is None or negated(claim):
        return None
    pattern = said(found)
    for passage in passages:
        for sentence in passage.sentences:
            hit = pattern.search(sentence.text)
            if hit:
                return f'the context says {hit.group(0)!r}: "{sentence.text}"'
    return None


_BEAT_FORECASTS = re.compile(
    r"\b(?:beat|beating|beats|exceeded|exceeding|exceeds|topped|above)\s+(?:all\s+)?(?:its\s+|their\s+|the\s+)?"
    r"(?:\w+\s+)?(?:forecasts?|expectations?|targets?|estimates?|predictions?)\b",
    re.IGNORECASE,
)
_SHORT_OF_FORECASTS = re.compile(
    r"\b(?:fell|fall|falls|falling)\s+short\s+of\b|\b(?:missed|missing|misses|below)\s+(?:its\s+|their\s+|"
    r"the\s+)?(?:\w+\s+)?(?:forecasts?|expectations?|targets?|estimates?|predictions?)\b"
    # "profits would be lower than expected"
    r"|\b(?:lower|weaker|smaller|worse)\s+than\s+(?:expected|forecast|predicted|hoped|planned)\b",
    re.IGNORECASE,
)


def forecast_beaten_or_missed(claim: str, passages: list[Passage]) -> str | None:
    """ "The tram fell short of its passenger forecasts" against "beating forecasts", and the
    other way round."""
    return _said_against(
        claim, passages, _SHORT_OF_FORECASTS, _BEAT_FORECASTS, shared=1
    ) or _said_against(claim, passages, _BEAT_FORECASTS, _SHORT_OF_FORECASTS, shared=1)


_BY_MODE = re.compile(
    r"\b(?:on\s+foot|by\s+(?P<mode>helicopter|boat|car|road|air|plane|train|bus|ferry|bike|bicycle|"
    r"ambulance|lifeboat|sea|rail))\b",
    re.IGNORECASE,
)


def reached_another_way(claim: str, passages: list[Passage]) -> str | None:
    """ "Rescuers reached them on foot" against "reached them by helicopter": the same act, done
    by another way of travelling."""
    claimed = _BY_MODE.search(claim)
    if claimed is None or negated(claim):
        return None
    mode = (claimed.group("mode") or "foot").lower()
    act = analyse_sentence(claim[: claimed.start()]).stems
    for passage in passages:
        for sentence in passage.sentences:
            for given in _BY_MODE.finditer(sentence.text):
                other = (given.group("mode") or "foot").lower()
                if other != mode and len(act & sentence.stems) >= 2:
                    return f'the context says {given.group(0)!r}: "{sentence.text}"'
    return None


def called_off_going_ahead(claim: str, passages: list[Passage]) -> str | None:
    """ "Cancer operations have been cancelled" against "emergency and cancer surgery will go
    ahead as normal": the sentence that names the claim's kind (two of its words) keeps it
    going; not "400 planned operations were called off" beside it."""
    return _said_against(claim, passages, _CALLED_OFF, _AS_NORMAL, shared=2) or _said_against(
        claim, passages, _CALLED_OFF, _RUNNING_NORMALLY, shared=1
    )


_RUNNING_NORMALLY = re.compile(
    r"\b(?:are|is)\s+(?:still\s+)?(?:operating|running)\s+(?:normally|as\s+(?:normal|usual))\b",
    re.I,
)
"""Said of the thing itself, one word is enough: "Flights are operating normally"."""


_PART_OF_ITS = re.compile(
    r"\b([a-z]+)\s+(\d[\d.]*)\s+of\s+(?:its|their|the|his|her|our|all)\s+(?:\w+\s+)?"
    r"(\d[\d.]*)\s+([a-z]+)",
    re.IGNORECASE,
)


def whole_for_the_part(claim: str, context: str) -> str | None:
    """ "Greenway is closing 85 stores" against "will close 12 of its 85 stores": the act is
    done to the part; the whole is how many there are."""
    claim_words = {_bare(w) for w in raw_tokens(claim)}
    for found in _PART_OF_ITS.finditer(context):
        act, part, whole, noun = found.groups()
        if (
            _bare(act) in claim_words
            and re.search(rf"\b{re.escape(whole)}\s+{re.escape(noun)}\b", claim, re.IGNORECASE)
            and not re.search(rf"\b{re.escape(part)}\b", claim)
        ):
            return f"the context says {found.group(0)!r}"
        # "Pasta Piu has 25 restaurants" against "will close 25 of its 80 restaurants": the
        # part is no count of all there are
        if part != whole and re.search(
            rf"\b(?:has|have|had|owns|runs|operates)\s+(?:a\s+total\s+of\s+)?{re.escape(part)}\s+"
            rf"{re.escape(noun)}\b(?!\s+(?:left|remaining))",
            claim,
            re.IGNORECASE,
        ):
            return f"the context says {found.group(0)!r}"
    return None


_IS_A_KIND = re.compile(
    r"^(?P<subject>.+?)\s+(?:was|is)\s+(?:a|an)\s+(?P<kind>[a-z]+)\s*\.?$", re.IGNORECASE
)
_APPOSITION = re.compile(r"(?P<head>[\w' ]{3,60}?),\s+(?:a|an)\s+(?P<said>[^,.;]{1,60}),")


def kind_given_otherwise(claim: str, passages: list[Passage]) -> str | None:
    """ "Her second book was a novel" against "Her second book, a collection of short stories,
    ..." where the novel is another book of the context's: the apposition says what it is."""
    found = _IS_A_KIND.search(claim)
    if found is None or negated(claim):
        return None
    subject = analyse_sentence(found.group("subject")).stems
    kind = stem(found.group("kind").lower())
    if not subject or kind in subject:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for apposition in _APPOSITION.finditer(sentence.text):
                head = analyse_sentence(apposition.group("head")).stems
                said = analyse_sentence(apposition.group("said")).stems
                if not subject <= head or kind in said:
                    continue
                elsewhere = (
                    any(
                        kind in other.stems
                        for p in passages
                        for other in p.sentences
                        if other is not sentence
                    )
                    or kind in analyse_sentence(sentence.text[: apposition.start("head")]).stems
                )
                if elsewhere:
                    return f'the context says it is {apposition.group("said")!r}: "{sentence.text}"'
    return None


_COMPARED_SIDES = re.compile(
    r"^(?P<one>.+?)\s+(?P<act>[a-z]+)\s+(?P<degree>more|fewer|less)\s+(?:[a-z]+\s+){0,2}?"
    r"than\s+(?P<other>[^,;]+?)\s*\.?$"
)
_BELOW = frozenset("fewer less under below".split())
_ABOVE = frozenset("more over above".split())


def compared_across_sentences(claim: str, passages: list[Passage]) -> str | None:
    """ "The story collection sold more than The Salt House" against "The Salt House sold
    200,000 copies" and "her story collection sold fewer than 20,000": each side's figure for
    the claim's act, in a sentence of its own, ranks them the other way."""
    found = _COMPARED_SIDES.search(claim)
    if found is None or negated(claim):
        return None
    act = stem(found.group("act"))
    sides = []
    for side in (found.group("one"), found.group("other")):
        words = analyse_sentence(side).stems
        if not words:
            return None
        best = max(
            (
                (len(words & sentence.stems), sentence)
                for passage in passages
                for sentence in passage.sentences
                if act in sentence.stems
            ),
            key=lambda pair: pair[0],
            default=None,
        )
        if best is None or best[0] * 2 < len(words):
            return None
        bounds = _figure_after(act, best[1].tokens)
        if bounds is None:
            return None
        sides.append((bounds, best[1]))
    (one_low, one_high), first = sides[0]
    (other_low, other_high), second = sides[1]
    if first is second:
        return None  # one sentence compares them: read by the checks of one sentence
    more = found.group("degree") == "more"
    if (more and one_high <= other_low) or (not more and one_low >= other_high):
        return f'the context gives them the other way round: "{first.text}" "{second.text}"'
    return None


def _figure_after(act: str, tokens: tuple[str, ...]) -> tuple[float, float] | None:
    """The lowest and highest the figure after the act can be: "sold fewer than 20000" is
    (0, 20000), "sold 200000" (200000, 200000)."""
    at = next((i for i, t in enumerate(tokens) if stem(t) == act), None)
    if at is None:
        return None
    for i in range(at + 1, min(at + 5, len(tokens))):
        value = as_number(tokens[i]) if tokens[i][:1].isdigit() else None
        if value is None:
            continue
        before = {t.lower() for t in tokens[at + 1 : i]}
        if before & _BELOW:
            return 0.0, value
        if before & _ABOVE:
            return value, float("inf")
        return value, value
    return None


def _sides_swapped(words: list[str], at: int, tokens: list[str], where: int) -> bool:
    """Whether the claim's words before its comparative (`words[at]`) name the side the
    context's sentence puts after "than" (its comparative at `where`), and nothing only its
    first side has, about the same thing compared. Not counted as a side's own: the group
    both share, the first word ("patients"), and the act compared, the last before the
    comparative ("scored")."""
    if "than" not in tokens or where > tokens.index("than"):
        return False
    than = tokens.index("than")
    first = [
        stem(t) for t in tokens[:where] if t not in STOPWORDS and (t.isalpha() or t[:1].isdigit())
    ]
    alpha = [w for w in first if w.isalpha()]
    if not alpha:
        return False
    before = {stem(w) for w in words[:at] if w not in STOPWORDS}
    rest = words[at + 1 :]
    what = {stem(w) for w in rest[: rest.index("than") if "than" in rest else len(rest)]}
    compared = {stem(t) for t in tokens[where + 1 : than]}
    if what - STOPWORDS and not what & compared:
        return False  # another comparison
    after = {stem(t) for t in tokens[than + 1 :] if t not in STOPWORDS}
    own_first = set(first) - {alpha[0], alpha[-1]} - after
    if any(t[:1].isdigit() for t in tokens[than + 1 :]):  # "at least 7000 steps ... than
        # those who walked under 4000": both sides are counted in the first side's unit
        own_first -= {
            stem(t) for i, t in enumerate(tokens[1:where], 1) if tokens[i - 1][:1].isdigit()
        }
    own_after = after - set(first)
    return bool(before & own_after) and not before & own_first


_RANKED = re.compile(
    r"\b(?P<ord>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))"
    r"[-\s]+(?P<top>\w+est)\s+(?P<noun>[a-z]+)",
    re.IGNORECASE,
)
_AT_THE_TOP = re.compile(
    r"(?<!\w)(?P<top>\w+est)\s+(?P<noun>[a-z]+)",
    re.IGNORECASE,
)
_SAME_TOP = {"biggest": "largest", "tallest": "highest", "greatest": "largest"}
_ORDINAL_BEFORE = re.compile(
    r"(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))[-\s]+$",
    re.IGNORECASE,
)


def _top_word(superlative: str) -> str:
    """One word per top of a scale: "biggest" is "largest"."""
    return _SAME_TOP.get(superlative.lower(), superlative.lower())


def placed_lower(claim: str, passages: list[Passage]) -> str | None:
    """The claim puts at the top what the context ranks below it: "the country's biggest lender"
    against "the country's third-largest lender"; "the lowest on record" against "the sixth
    lowest since records began", in a sentence saying half the rest. Not "one of the warmest"
    or "among the lowest"."""
    claimed = [
        (_top_word(m.group("top")), stem(m.group("noun").lower()))
        for m in _AT_THE_TOP.finditer(claim)
        if not _ORDINAL_BEFORE.search(claim[: m.start()])
        and not _ONE_OF_THE.search(claim[: m.start()])
    ]
    if not claimed:
        return None
    tops = {top for top, _ in claimed}
    rest = analyse_sentence(claim).stems - {stem(top) for top in tops}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _RANKED.finditer(sentence.text):
                top = _top_word(found.group("top"))
                if (top, stem(found.group("noun").lower())) in claimed or (
                    top in tops and len(rest & sentence.stems) * 2 >= len(rest)
                ):
                    return f'the context ranks it {found.group(0)!r}: "{sentence.text}"'
    return None


_ONE_OF_THE = re.compile(r"\b(?:among|one\s+of|some\s+of)\s+(?:the\s+)?$", re.IGNORECASE)


_ONLY_THE = re.compile(
    r"^(?:the\s+)?only\s+(?P<which>[a-z][\w-]*)\s+(?P<who>[a-z]+)\b", re.IGNORECASE
)


def only_one_of_a_pair(claim: str, passages: list[Passage]) -> str | None:
    """ "Only current staff will be paid" against "current and former staff will receive
    payments": the context names the claim's kind beside another."""
    found = _ONLY_THE.match(claim)
    if found is None:
        return None
    which, who = re.escape(found.group("which")), re.escape(found.group("who"))
    paired = re.compile(
        rf"\b(?:{which}\s+(?:and|or)\s+[a-z][\w-]*|[a-z][\w-]*\s+(?:and|or)\s+{which})\s+{who}\b",
        re.IGNORECASE,
    )
    for passage in passages:
        for sentence in passage.sentences:
            both = paired.search(sentence.text)
            if both:
                return f'the context says {both.group(0)!r}: "{sentence.text}"'
    return None


_HOLDS_THE_TOP = re.compile(
    r"^(?:the\s+)?(?P<who>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:is|are|was|were|remains|became)\s+the\s+"
    r"(?P<top>\w+est(?:[-\s]\w+ing)?)\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def top_held_by_another(claim: str, passages: list[Passage]) -> str | None:
    """ "E-books were the fastest-growing format" against "Audiobooks were the fastest-growing
    format": the top of one scale, which the context gives to another that shares no word."""
    found = _HOLDS_THE_TOP.match(claim)
    if found is None or negated(claim):
        return None
    who = analyse_sentence(found.group("who")).stems
    top = r"[-\s]".join(re.escape(word) for word in found.group("top").replace("-", " ").split())
    noun = re.escape(found.group("noun"))
    held = re.compile(
        r"(?:^|,\s+|\bthat\s+)(?:the\s+)?(?P<other>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:is|are|was|were|"
        rf"remains|became)\s+the\s+{top}\s+{noun}\b",
        re.IGNORECASE,
    )
    for passage in passages:
        for sentence in passage.sentences:
            other = held.search(sentence.text)
            if other and who and not who & analyse_sentence(other.group("other")).stems:
                return f'the context says {other.group(0).strip(", ")!r}: "{sentence.text}"'
    return None


_PLACED_BELOW = re.compile(
    r"^(?:(?:[A-Z][\w'-]+\s+)?(?P<who>[A-Z][\w'-]+)|[Tt]he\s+(?P<thing>[a-z][\w'-]+))\s+(?:finished|came|"
    r"placed|was)\s+(?:second|third|fourth|fifth|2nd|3rd|4th|5th|last|runner-up)\b"
)
"""Who or what a claim places below the top: "Keller finished second", "The sourdough came
second"."""


_CLAIMED_WIN = re.compile(
    r"^(?:[A-Z][\w'-]+\s+)?(?P<who>[A-Z][\w'-]+)\s+(?:won|win|wins)\b(?!\s+(?:a|an)\b)"
)
_PLACE_BELOW = (
    r"\s+(?:had\s+|has\s+)?(?:finished|came|placed|was)\s+(?:second|third|fourth|fifth|2nd|3rd|4th|"
    r"5th|last|runner-up)\b"
)
_ANOTHER_OCCASION = re.compile(
    r"\b(?:last|previous)\s+(?:year|season|time|month|week)|\bin\s+(?:19|20)\d\d\b|\bpreviously\b"
    r"|\ba\s+year\s+(?:ago|earlier|before)\b",
    re.IGNORECASE,
)


def placed_below_the_winner(claim: str, passages: list[Passage]) -> str | None:
    """ "Keller finished second" against "Nadia Keller, a paramedic, won the marathon": who
    won did not come second; nor did who came third win ("Greta Holm won the race" against
    "Greta Holm finished third")."""
    winner = _CLAIMED_WIN.search(claim)
    if winner is not None and not negated(claim):
        below = re.compile(
            rf"\b{re.escape(winner.group('who'))}(?:,[^,.;]{{1,60}},)?(?:{_PLACE_BELOW}|"
            # the verb left out in a list of places: "Bekele was second, and Sam Hale third"
            r"\s+(?:second|third|fourth|fifth|last)(?=\s*(?:[,.;]|$)))"
        )
        occasion = {m.group(0).lower() for m in _ANOTHER_OCCASION.finditer(claim)}
        for passage in passages:
            for sentence in passage.sentences:
                found = below.search(sentence.text)
                # "had finished second last year" says nothing of this year's win
                said_when = {m.group(0).lower() for m in _ANOTHER_OCCASION.finditer(sentence.text)}
                if found and said_when <= occasion:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    placed = _PLACED_BELOW.search(claim)
    if placed is None:
        return None
    placed_one = placed.group("who") or placed.group("thing")
    won = re.compile(
        rf"\b{re.escape(placed_one)}(?:,[^,.;]{{1,60}},)?\s+(?:won|win)\b(?!\s+(?:a|an)\b)"
    )
    for passage in passages:
        for sentence in passage.sentences:
            if won.search(sentence.text):
                return f'the context says {placed_one} won: "{sentence.text}"'
    return None


def outranked(claim: str, passages: list[Passage]) -> str | None:
    """ "Saturn is bigger than Jupiter" against "Jupiter is the largest planet": the claim puts
    something above what the context puts at the top (or below what it puts at the bottom)."""
    compared = _COMPARISON.search(claim) if " than " in claim else None
    if compared is None:
        return None
    degree, one, other = compared.group("degree"), compared.group("one"), compared.group("other")
    for up, down, top, bottom in _RANKS:
        if degree in up.split():
            pairs = ((other, top), (one, bottom))
        elif degree in down.split():
            pairs = ((other, bottom), (one, top))
        else:
            continue
        for name, ends in pairs:
            found = _the_end(name, ends.split(), passages)
            if found:
                return f'the context says "{found[0]}": "{found[1]}"'
    return None


def _the_end(name: str, superlatives: list[str], passages: list[Passage]) -> tuple[str, str] | None:
    """Where the context says `name` is at one end of the scale: the words, the sentence."""
    said = re.compile(  # "Kilimanjaro, in Tanzania, is the highest mountain"
        rf"\b{re.escape(name)}(?:\s*,[^,.;]{{1,40}},)?(?:,|\s+(?:is|was|are|were|remains|became))\s+"
        rf"(?:still\s+)?the\s+(?:{'|'.join(superlatives)})\b"
    )
    for passage in passages:
        for sentence in passage.sentences:
            found = said.search(sentence.text)
            if found:
                return found.group(0), sentence.text
    return None


def polarity_differs(claim: str, claim_stems: frozenset[str], sentence: str) -> bool:
    """One of the two negates and the other does not. "Without X" negates only when the other
    text speaks of X: "released without charge" against "was charged with theft", but not
    "arrived without damage" against "arrived safely"."""
    sentence_stems = analyse_sentence(sentence).stems
    claim_negates = (
        negated(_REASON.sub("", _CONDITION_CLAUSE.sub("", claim)))
        or _without_said(claim, sentence_stems)
        # "must avoid heavy lifting" says not to lift, as "told not to lift" does
        or _AVOIDS.search(claim) is not None
        # "staff shortages" say what "could not staff two units" says
        or bool(_LACK.search(claim) and not _ANY_LACK.search(sentence))
        # "are exempt from the charge" says they will not pay it
        or bool(_EXEMPT.search(claim) and not _EXEMPT.search(sentence))
    )
    sentence_negates = (
        # what a "not that" clause denies is another statement (parts.denied_that)
        negated(NOT_THAT.sub("", _REASON.sub("", _CONDITION_CLAUSE.sub("", sentence))))
        or _without_said(sentence, claim_stems)
        or bool(_NO_LONGER.search(claim) and _ended_in(claim_stems, sentence))
        # "has not been sentenced yet" says what "will be sentenced next month" says
        or bool(_NOT_YET.search(claim) and _STILL_TO_COME.search(sentence))
        # "should avoid grapefruit juice" says not to drink it
        or _AVOIDS.search(sentence) is not None
        or bool(_lacks_what_is_claimed(sentence, claim_stems) and not _ANY_LACK.search(claim))
        or bool(_EXEMPT.search(sentence) and not _EXEMPT.search(claim))
        # "interest-free" says what "no interest" says, of a word the claim denies
        or _free_of_the_denied(claim, sentence)
        # "cancelled all sailings until Thursday" says there are none (which "sailings are
        # cancelled" says too)
        or (_CALLED_OFF_ALL.search(sentence) is not None and not _CALLED_OFF_ANY.search(claim))
        # "waived the fine" says she was not charged it
        or _WAIVED.search(sentence) is not None
    )
    return claim_negates != sentence_negates


_CALLING_OFF = (
    r"\b(?:cancel(?:led|ed|s)?|terminated?|suspend(?:ed|s)?|halt(?:ed|s)?|scrap(?:ped|s)?|blocked|"
    r"call(?:ed|s)?\s+off)"
)
_CALLED_OFF_ANY = re.compile(_CALLING_OFF + r"\b", re.IGNORECASE)
_WAIVED = re.compile(_WAIVED_FEE, re.I)
_CALLED_OFF_ALL = re.compile(_CALLING_OFF + r"\s+all\b", re.IGNORECASE)
_DENIED_NOUN = re.compile(r"\b(?:no|without)\s+([a-z]+)\b", re.IGNORECASE)


def _free_of_the_denied(claim: str, sentence: str) -> bool:
    """The sentence says "<X>-free" of an X the claim denies with "no X": "you pay no
    interest" and "purchases are interest-free"."""
    if "-free" not in sentence:
        return False
    return any(
        # (normalise may have written "interest-free" as "interest rate-free")
        re.search(rf"\b{re.escape(found.group(1))}(?:\s+[a-z]+)?-free\b", sentence, re.IGNORECASE)
        for found in _DENIED_NOUN.finditer(claim)
    )


_LACK = re.compile(
    # (not a reason: "fell after a shortage of chips", "because of a lack of staff")
    r"(?<!after a )(?<!after )(?<!because )(?<!because a )(?<!due to )(?<!due to a )(?<!of a )"
    r"\b(?:shortages?|(?<!for )(?<!for a )lack(?:s|ed|ing)?\s+(?:of\s+)?|(?<!for )insufficient|"
    r"too\s+few|not\s+enough)\b",
    re.I,
)
"""A want of something, which a negation may say in other words ("staff shortages", "could
not staff two units"); not a reason given ("dismissed for lack of evidence")."""


_COMPLAINED_ABOUT = re.compile(r"\b(?:over|about)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+)?$", re.I)
_LISTED_AFTER = re.compile(r"\band\s+(?:an?\s+)?$", re.IGNORECASE)


def _lacks_what_is_claimed(sentence: str, claim_stems: frozenset[str]) -> bool:
    """A want in the sentence ("staff shortages" against "could staff two units"); where it
    is listed after another thing, only a want of something the claim speaks of ("blamed weak
    demand and a shortage of parts" says nothing against "pointed to weak demand")."""
    for found in _LACK.finditer(sentence):
        if _COMPLAINED_ABOUT.search(sentence, 0, found.start()):
            continue  # "criticised the council over staff shortages": what a complaint is about
        if not _LISTED_AFTER.search(sentence, 0, found.start()):
            return True  # a want said on its own: "had too few births to be safe"
        before = sentence[: found.start()].split()[-1:]
        after = re.sub(r"^\s*(?:of\s+)?", "", sentence[found.end() :]).split()[:2]
        if {stem(word.strip(".,;:").lower()) for word in before + after} & claim_stems:
            return True
    return False


_EXEMPT = re.compile(r"\b(?:exempt(?:ed)?\s+from|excused\s+from|spared)\b", re.I)
_ANY_LACK = re.compile(
    # ("run short of" is normalised "lapsed")
    r"\b(?:shortages?|lack(?:s|ed|ing)?|insufficient|too\s+few|not\s+enough|lapsed|r[au]n(?:s|ning)?\s+"
    r"(?:short|out))\b",
    re.I,
)
"""A want said on the other side, a reason's included: both say it, neither negates."""
_CONDITION_CLAUSE = re.compile(r"\b(?:unless|if)\b[^,.;]*", re.IGNORECASE)
"""A condition ("must return the deposit, unless there is damage", "if there is no damage,
the deposit comes back"): its negation is not the rule's."""
_REASON = re.compile(r"\bfor\s+(?:not|never|unable|failing\s+to)\b[^,.;]*", re.IGNORECASE)
"""A reason negated ("fined £2.1 million for failing to stop fraudulent transfers"): its
negation is not the act's."""
_AVOIDS = re.compile(
    # (not a purpose: "a four-day week for six months to avoid job losses")
    rf"\b(?:should|must|(?:told|notice|advised|recommend|recommended|asked|urged|warned|need|needs|"
    rf"have|has|had|want|wants|ought|best|try|tries|tried)\s+to)\s+(?:{KEEP_AWAY})\b|^\W*avoid\b",
    re.IGNORECASE,
)
_NOT_YET = re.compile(r"\bnot\b[^.;]{0,40}\byet\b|\byet\s+to\b", re.IGNORECASE)
_STILL_TO_COME = re.compile(
    r"\b(?:will|is\s+to|are\s+to|is\s+due\s+to|are\s+due\s+to|is\s+expected\s+to|"
    r"are\s+expected\s+to|is\s+set\s+to|are\s+set\s+to)\s+(?:be\s+)?[a-z]+",
    re.IGNORECASE,
)
"""What is still to come, which a claim says has not happened yet."""


def _ended_in(
    claim_stems: frozenset[str], sentence: str, *, named: bool = False, most: bool = False
) -> bool:
    """The sentence ends what the claim says is no longer: the words after its word for ending,
    up to the next clause, hold the claim's own ("removes support for Python 3.8 and adds
    support for Python 3.12" ends 3.8, not 3.12). With `named`, the claim must also name
    something the sentence ends, not only avoid what it keeps; with `most`, most of what it
    ends besides the charge ("the fine for parking on the seafront" is no speeding fine)."""
    for ending in _ENDED.finditer(sentence):
        rest = sentence[ending.end() :]
        cut = _NEXT_CLAUSE.search(rest)
        ended = analyse_sentence(rest[: cut.start()] if cut else rest).stems
        later = analyse_sentence(rest[cut.end() :]).stems if cut else frozenset()
        before = sentence[: ending.start()]
        if _PASSIVE_END.search(before):  # "Tolls were abolished": what ended comes first
            clauses = _NEXT_CLAUSE.split(before)
            ended = analyse_sentence(clauses[-1]).stems
            later = analyse_sentence(rest).stems
        distinct = claim_stems & (ended ^ later)
        what = ended - _CHARGES
        if most and len(claim_stems & what) * 2 < len(what):
            continue
        if distinct <= ended and (distinct or not named):
            return True
    return False


_CHARGES = frozenset(stem(word) for word in "fine fined fee charge charged toll".split())


_PASSIVE_END = re.compile(r"\b(?:was|were|been|is|are|be)\s+$", re.IGNORECASE)
_STILL = re.compile(r"\bstill\b(?!\s+(?:not|no|unable|closed|shut|banned))", re.IGNORECASE)
"""A claim that something goes on, which the context's ending of it rules out."""


_NEXT_CLAUSE = re.compile(r"[,;]|\b(?:and|but|while|whereas)\b", re.IGNORECASE)


_NO_LONGER = re.compile(r"\bno\s+longer\b|\bnot\s+any\s*more\b", re.IGNORECASE)
_ENDED = re.compile(
    r"\b(?:remov(?:es|ed|ing)|drop(?:s|ped)|discontinu(?:e|es|ed)|withdr(?:aws|ew|awn)|"
    r"abolish(?:es|ed)?|scrap(?:s|ped|ping)?|ax(?:e|es|ed)|ceas(?:es|ed)|stopped|stops|blocked(?=\s+\w+ing\b)|ended|"
    r"replaced|"
    r"replaces|"
    # a restriction lifted ("lifted the hosepipe ban", normalise: "forbidden") is ended
    r"lift(?:s|ed)(?=\s+(?:the\s+|a\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:ban|forbidden|restrictions?|"
    r"curfew|lockdown|sanctions?|embargo|suspension|freeze|cap|limits?)\b)|"
    r"phas(?:e|es|ed|ing)\s+out|stepped\s+down|steps\s+down|resign(?:s|ed)|retired|retires)\b",
    re.IGNORECASE,
)
"""Words for ending something ("blocked selling" is how normalise writes "stop selling"):
"removes support for Python 3.8" says what "no longer runs on Python 3.8" says, though only
the claim is written as a negation; "stepped down as chief executive" ends a role the claim
says someone still has."""


_ADDED = re.compile(r"\b(?:adds|added|introduces|introduced|brings\s+back|brought\s+back)\b", re.I)


def added_what_ended(claim: str, claim_stems: frozenset[str], sentence: str) -> str | None:
    """ "Version 3.0 adds support for Android 8" against "drops support for Android 8": the
    sentence ends what the claim says is added, named in both (not "adds a plugin system"
    beside "drops support for Python 3.8")."""
    added = _ADDED.search(claim)
    if negated(claim):
        return None
    if added is not None:
        what = claim_stems - analyse_sentence(claim[: added.end()]).stems
    else:
        # "the old plug-in system is still supported" against "removes the old plug-in
        # system": what it says is kept, before its "still"
        added = _STILL_KEPT.search(claim)
        if added is None:
            return None
        what = analyse_sentence(claim[: added.start()]).stems
    if not what or not _ended_in(what, sentence, named=True):
        return None
    ending = _ENDED.search(sentence)
    if ending is None:
        return None
    ended = "stop" if ending.group(0) == "blocked" else ending.group(0)  # as it was written
    return f"{ended!r}, not {added.group(0)!r}"


_STILL_KEPT = re.compile(
    r"\b(?:(?:is|are|will\s+be|remains?)\s+still|(?:will\s+)?still\s+be)\s+(?:supported|support|"
    r"available|included|offered|in\s+use|used|part\s+of|sold|sell|served|made|produced|published)\b",
    re.IGNORECASE,
)


def _without_said(text: str, other: frozenset[str]) -> bool:
    for found in _WITHOUT.finditer(text):
        word = stem(found.group(1))
        if word in other or any(same_root(word, known) for known in other if len(known) >= 4):
            return True  # (a short word only whole: "without a win" and "won")
        if word in _COSTS and other & _COSTS:
            return True  # "repay early without a penalty" and "with no fee": no cost either way
    return False


_COSTS = frozenset(stem(word) for word in "fine price fee charge cost".split())


def negated(text: str) -> bool:
    return bool(_NEGATION.search(text))


_ONE_BEFORE = re.compile(
    r"^\W*[Bb]efore\s+(?P<a>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,\s*(?:a|an|another|one)\b"
    r"|^\W*(?:[Aa]n?|[Aa]nother|[Oo]ne)\b[^.;]{0,60}\bbefore\s+"
    r"(?P<b>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*(?:[.;,]|$)"
)
"""A claim that one of a kind came before the name: its subject indefinite, not "Pike"."""
FIRST_TO = re.compile(r"\bthe\s+first\s+(?:\w+\s+){0,3}?to\s+\w+", re.IGNORECASE)
"""'The first woman to lead the council': none of her kind came before."""


def preceded_the_first(claim: str, passages: list[Passage]) -> str | None:
    """ "Before Lena Berg, a Swedish player had won the title" against "Lena Berg became the
    first Swedish player to win the title": no one of her kind came before the first."""
    found = _ONE_BEFORE.search(claim)
    if not found or negated(claim):
        return None
    name = found.group("a") or found.group("b")
    # all the claim says but the name: "a Swedish player had won the title"
    said = analyse_sentence(claim).stems - analyse_sentence(name).stems - {stem("before")}
    for passage in passages:
        for sentence in passage.sentences:
            first = FIRST_TO.search(sentence.text)
            if first and name.split()[-1] in sentence.text and said <= sentence.stems:
                return f'the context says {first.group(0)!r}: "{sentence.text}"'
    return None


_NAME_WHO = re.compile(
    r"\b(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}),\s+who\s+(?P<clause>[^,.;]+)"
)


def said_of_the_one_who(claim: str, passages: list[Passage]) -> str | None:
    """ "Nair led the council for nine years" against "Nair was elected leader, replacing Owen
    Pike, who had led it for nine years": what the relative clause says is the name's before
    it, not another's the sentence also names."""
    tokens = raw_tokens(claim)
    named = {t for t in tokens[1:] if t[:1].isupper()} | (
        {tokens[0]} if tokens and tokens[0][:1].isupper() and len(tokens) > 1 else set()
    )
    claim_stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            if ", who " not in sentence.text:
                continue
            for found in _NAME_WHO.finditer(sentence.text):
                whose = set(found.group("name").split())
                if named & whose:
                    continue
                rest = sentence.text[: found.start()] + sentence.text[found.end() :]
                others = {t for t in raw_tokens(rest) if t[:1].isupper()}
                if not named or not named <= others:
                    continue  # the claim must name another the sentence names
                clause = analyse_sentence(found.group("clause")).stems
                own = claim_stems - analyse_sentence(" ".join(named)).stems
                if (
                    len(own & clause) >= 2
                    and own <= sentence.stems
                    and own & (clause - analyse_sentence(rest).stems)
                ):
                    return (
                        f"the context says it of {found.group('name')}, not "
                        f"{' '.join(dict.fromkeys(t for t in tokens if t in named))}: "
                        f'"{sentence.text}"'
                    )
    return None


def other_kind_of_the_same(claim: str, passages: list[Passage]) -> str | None:
    """ "Day-shift nurses reported more back pain" against "Night-shift nurses also reported
    more back pain": the sentence saying all the rest gives it to the other kind, a compound
    with the same head ("part-time" for "full-time", "low-income" for "high-income")."""
    compounds = {t.lower() for t in raw_tokens(claim) if t.count("-") == 1 and t[0].isalpha()}
    if not compounds or negated(claim):
        return None
    claim_stems = analyse_sentence(claim).stems
    for compound in compounds:
        kind, head = compound.split("-")
        rest = claim_stems - analyse_sentence(compound).stems
        if len(rest) < 2:
            continue
        for passage in passages:
            for sentence in passage.sentences:
                words = {t.lower() for t in raw_tokens(sentence.text)}
                others = [w for w in words if w.endswith("-" + head) and w != compound]
                # "those working night shifts slept less than day-shift colleagues" names
                # the claim's kind in two words, and the other only to compare
                if (
                    others
                    and compound not in words
                    and kind not in words
                    and rest <= sentence.stems
                ):
                    return f'the context says it of {others[0]}: "{sentence.text}"'
    return None


_FINISHED_BEHIND = re.compile(
    r"\b(?P<one>[A-Z][\w'-]+)\s+(?:finished|came|ended\s+up|placed)\s+behind\s+"
    r"(?:[A-Z][\w'-]+\s+)?(?P<other>[A-Z][\w'-]+)"
)


def order_reversed(claim: str, passages: list[Passage]) -> str | None:
    """ "Duarte finished ahead of Lucia Ortiz" (normalised to "Lucia Ortiz finished behind
    Duarte") against "Ines Duarte finished second, behind Spain's Lucia Ortiz": the context
    puts them the other way round."""
    found = _FINISHED_BEHIND.search(claim)
    if found is None or negated(claim):
        return None
    one, other = (re.escape(found.group(name)) for name in ("one", "other"))
    reversed_order = re.compile(
        rf"\b{other}\b[^.;]{{0,80}}\b(?:finished|came|placed|ended\s+up)\b[^.;]{{0,80}}"
        rf"\bbehind\b[^.;]{{0,60}}\b{one}\b"
    )
    for passage in passages:
        for sentence in passage.sentences:
            if reversed_order.search(sentence.text):
                return f'the context puts them the other way round: "{sentence.text}"'
    return None


COLOURS = frozenset(
    "red amber yellow green blue orange purple black white grey gray pink brown gold silver".split()
)
"""Colour words: a colour the claim gives a thing is a fact the context must give too."""


_BEFORE_IT = re.compile(r"\bbefore\s+(?P<event>[^,.;]{3,60})", re.IGNORECASE)
_ONCE_IT = re.compile(
    r"\b(?:once|after|as\s+soon\s+as|only\s+when)\s+(?P<event>[^,.;]{3,60})", re.IGNORECASE
)


def before_what_it_waits_for(claim: str, passages: list[Passage]) -> str | None:
    """ "Beneficiaries get their shares before probate is granted" against "will receive their
    shares once probate is granted": the claim puts the act before the event the context makes
    it wait for (the same act, and the same event)."""
    claimed = _BEFORE_IT.search(claim)
    if claimed is None or negated(claim):
        return None
    event = analyse_sentence(claimed.group("event")).stems
    act = analyse_sentence(claim[: claimed.start()]).stems
    if not event or not act:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            waits = _ONCE_IT.search(sentence.text)
            if waits is None or _BEFORE_IT.search(sentence.text):
                continue
            awaited = analyse_sentence(waits.group("event")).stems
            done = analyse_sentence(sentence.text[: waits.start()]).stems
            if event <= awaited and len(act & done) * 3 >= len(act) * 2:
                return f'the context says {waits.group(0).strip()!r}: "{sentence.text}"'
    return None


_SKIPPED = re.compile(
    r"\b(?:can|could|may|is\s+allowed\s+to|are\s+allowed\s+to|is\s+free\s+to|are\s+free\s+to)\s+"
    r"(?:skip|avoid|dodge|get\s+out\s+of|opt\s+out\s+of|ignore)\s+(?P<act>[a-z]+)",
    re.IGNORECASE,
)
_REQUIRED = re.compile(
    r"\b(?:must|has\s+to|have\s+to|is\s+required\s+to|are\s+required\s+to|is\s+obliged\s+to|"
    r"are\s+obliged\s+to)\s+(?P<act>[a-z]+)",
    re.IGNORECASE,
)
_NOT_NEEDED = re.compile(
    r"\b(?:no\s+need\s+to|(?:do|does|did)\s+not\s+(?:need|have)\s+to|(?:don't|doesn't|didn't)\s+"
    r"(?:need|have)\s+to|without\s+(?:having|needing)\s+to|not\s+required\s+to)\s+(?P<act>[a-z]+)",
    re.IGNORECASE,
)


def skipped_where_required(claim: str, passages: list[Passage]) -> str | None:
    """ "The executor can skip paying the debts" against "The executor must pay the estate's
    debts": what the context requires of the same one, the claim lets them leave undone; or
    what the context says there is no need to do, the claim requires."""
    if negated(claim):
        return None
    # the converse: "households must apply" against "with no need to apply"
    for demanded in _REQUIRED.finditer(claim):
        act = stem(demanded.group("act").lower())
        for passage in passages:
            for sentence in passage.sentences:
                for waived in _NOT_NEEDED.finditer(sentence.text):
                    if stem(waived.group("act").lower()) == act:
                        return f'the context says {waived.group(0)!r}: "{sentence.text}"'
    skipped = _SKIPPED.search(claim)
    if skipped is None:
        return None
    act = stem(skipped.group("act").lower())
    who = analyse_sentence(claim[: skipped.start()]).stems
    for passage in passages:
        for sentence in passage.sentences:
            for required in _REQUIRED.finditer(sentence.text):
                if stem(required.group("act").lower()) != act:
                    continue
                if who & analyse_sentence(sentence.text[: required.start()]).stems:
                    return f'the context says {required.group(0)!r}: "{sentence.text}"'
    return None


_PRIZE_WON = re.compile(
    r"\b(?:won|wins|win)\s+(?:the\s+)?(?P<prize>(?:[A-Z][\w'-]*\s+){1,3}(?:Prize|Award|Medal|Cup|Trophy)"
    r"|(?<=the\s)(?:prize|award))\b"
)
_ONLY_SHORTLISTED = re.compile(
    r"\b(?:shortlisted|longlisted|nominated|in\s+the\s+running)\s+for\s+(?:the\s+)?"
    r"(?P<prize>(?:[A-Z][\w'-]*\s+){1,3}(?:Prize|Award|Medal|Cup|Trophy)"
    # an unnamed prize: "a major prize" (normalise: "a large award")
    r"|(?:an?\s+(?:[a-z]+\s+)?|(?<=the\s))(?:prize|award))\b"
)


_WINNER_TO_COME = re.compile(
    r"\bwinners?\s+(?:will\s+be|is\s+to\s+be|are\s+to\s+be)\s+(?:announced|named|revealed|say)\b"
    r"|\byet\s+to\s+be\s+(?:announced|named|decided)\b",
    re.IGNORECASE,
)


def won_where_only_shortlisted(claim: str, passages: list[Passage]) -> str | None:
    """ "The book has won the Booker Prize" against "has been shortlisted for the Booker
    Prize ... The winner will be announced in November": on the list, with the winner still
    to come (a past shortlisting leaves the win open; normalise writes "announced" as "say")."""
    claimed = _PRIZE_WON.search(claim)
    if claimed is None or negated(claim):
        return None
    prize = claimed.group("prize").lower()
    who = analyse_sentence(claim[: claimed.start()]).stems
    listed = None
    to_come = False
    for passage in passages:
        for sentence in passage.sentences:
            to_come = to_come or _WINNER_TO_COME.search(sentence.text) is not None
            shortlisted = _ONLY_SHORTLISTED.search(sentence.text)
            # (a pronoun claim, "She has won", is of whom the context lists)
            if (
                shortlisted
                and shortlisted.group("prize").lower().split()[-1:] == prize.split()[-1:]
                and (prize in ("prize", "award")) == shortlisted.group("prize")[0].islower()
                and (not who or who & sentence.stems)
            ):
                listed = (
                    listed or f'the context says only {shortlisted.group(0)!r}: "{sentence.text}"'
                )
    return listed if to_come else None


_KEPT_IN = re.compile(
    r"\b(?:(?:is|are|was|were|be|been)\s+(?:kept|keep|held|stored|store|deposited|protected)|"
    r"take\s+place)\s+in\s+(?P<where>[^.,;]{3,60})",
    re.IGNORECASE,
)
"""Where a thing is kept: "The deposit is held in a government-backed scheme" (normalised
"take place in", as of an event)."""


def kept_elsewhere(claim: str, passages: list[Passage]) -> str | None:
    """The claim puts a thing somewhere the context does not, of the same thing: "the
    deposit is kept in the landlord's own account" against "is held in a government-backed
    scheme" (no word of the two places shared)."""
    claimed = _KEPT_IN.search(claim)
    if claimed is None or negated(claim):
        return None
    what = analyse_sentence(claim[: claimed.start()]).stems
    where = analyse_sentence(claimed.group("where")).stems
    if not what or not where:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for given in _KEPT_IN.finditer(sentence.text):
                if not what & analyse_sentence(sentence.text[: given.start()]).stems:
                    continue
                if not where & analyse_sentence(given.group("where")).stems:
                    return f'the context puts it elsewhere: "{sentence.text}"'
    return None


def colour_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "The snow warning is amber" against "a yellow warning for snow": the context gives the
    thing the claim colours another colour, and never the claim's."""
    words = [t.lower() for t in raw_tokens(claim)]
    # a colour in lower case: "the Red Line" is a name
    colours = [t for t in raw_tokens(claim) if t in COLOURS]
    if len(colours) != 1 or negated(claim):
        return None
    claimed = colours[0]
    things = {stem(w) for w in words if w.isalpha() and w not in STOPWORDS and w != claimed}
    for passage in passages:
        for sentence in passage.sentences:
            said = raw_tokens(sentence.text)
            if claimed in (t.lower() for t in said):
                return None
            for colour, thing in itertools.pairwise(said):
                if colour in COLOURS and stem(thing) in things:
                    return f'the context says {colour} {thing}: "{sentence.text}"'
    return None


_RATHER_THAN = re.compile(
    r"(?P<kept>(?:[\w'-]+\s+){1,5}?)rather\s+than\s+(?:(?:move|moving|switch|switching|go|going|"
    r"change|changing)\s+to\s+)?(?P<not>[^.;,]{1,40})",
    re.IGNORECASE,
)


def _key_of(phrase: str, last: bool) -> frozenset[str]:
    """What tells a phrase from its rival: its figures, or else its last (or first) word."""
    sentence = analyse_sentence(phrase)
    if sentence.numbers:
        return frozenset(sentence.numbers)
    words = [
        stem(t.lower()) for t in raw_tokens(phrase) if t.isalpha() and t.lower() not in STOPWORDS
    ]
    return frozenset(words[-1:] if last else words[:1])


def rather_than_the_other(claim: str, passages: list[Passage]) -> str | None:
    """ "Lower areas will get heavy snow" against "lower areas are likely to see rain rather
    than snow"; "bins will be collected every two weeks" against "keep weekly collections
    rather than move to fortnightly collections": what the context puts aside, said of the
    same thing."""
    if negated(claim) or "rather" in claim:
        return None
    stems = analyse_sentence(claim).stems | frozenset(analyse_sentence(claim).numbers)
    # "Recycling is collected fortnightly": another thing than the sentence's
    subject = frozenset(
        [stem(t.lower()) for t in raw_tokens(claim) if t.isalpha() and t.lower() not in STOPWORDS][
            :1
        ]
    )
    for passage in passages:
        for sentence in passage.sentences:
            if "rather than" not in sentence.text or not subject <= sentence.stems:
                continue  # a scan for the words first: the pattern looks back five words
            for found in _RATHER_THAN.finditer(sentence.text):
                put_aside = _key_of(found.group("not"), last=False)
                kept = _key_of(found.group("kept"), last=True)
                shared = stems & sentence.stems - put_aside - kept
                if put_aside <= stems and not kept & stems and shared:
                    return f'the context says {found.group(0).strip()!r}: "{sentence.text}"'
    return None


_DIRECTIONS = frozenset(
    "north south east west north-east north-west south-east south-west northeast northwest "
    "southeast southwest".split()
)


def direction_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Most of the chain's shops are in the north" against "120 shops, mostly in the
    south-west": a part of the country the context gives the same thing otherwise ("the west"
    is part of "the south-west", and agrees)."""
    said = [t.lower() for t in raw_tokens(claim) if t.lower() in _DIRECTIONS]
    if len(said) != 1 or negated(claim):
        return None
    claimed = set(said[0].replace("north", "north-").replace("south", "south-").split("-")) - {""}
    stems = analyse_sentence(claim).stems - {stem(said[0])}
    other = None
    for passage in passages:
        for sentence in passage.sentences:
            # "Southern areas" name the south as "the south" does
            given = [
                stem(t.lower()) for t in raw_tokens(sentence.text) if stem(t.lower()) in _DIRECTIONS
            ]
            if not given or not stems & sentence.stems:
                continue
            parts = [
                set(g.replace("north", "north-").replace("south", "south-").split("-")) - {""}
                for g in given
            ]
            if any(claimed <= part or part <= claimed for part in parts):
                return None  # another sentence on the same thing gives the claim's own part
            other = other or f'the context says {given[0]}: "{sentence.text}"'
    return other


_NOT_APPLYING = re.compile(
    r"\b(?:does|do|will)\s+not\s+apply\s+to\s+(?P<who>[^.;,]+)", re.IGNORECASE
)
_ALL_OF_THEM = re.compile(r"\b(?:all|every|everyone|everybody|each)\b", re.IGNORECASE)


def outside_the_rule(claim: str, passages: list[Passage]) -> str | None:
    """ "Warehouse staff can work from home" against "the policy does not apply to staff in the
    warehouse"; "all staff are covered" against the same: those a rule leaves out."""
    if negated(claim):
        return None
    stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            found = _NOT_APPLYING.search(sentence.text) if "apply" in sentence.text else None
            if found is None:
                continue
            who = analyse_sentence(found.group("who")).stems
            named = who - stems
            if (who and not named) or (
                _ALL_OF_THEM.search(claim) and who & stems and len(stems & sentence.stems) >= 2
            ):
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_AWARD = re.compile(r"\b(?P<kind>[a-z]+)'?s?'?\s+(?:prize|award)s?\b", re.IGNORECASE)
_NO_KIND = frozenset("the a an an its their his her top first major big main same".split())


def award_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Won the jury prize in Berlin" against "won the audience award": the context names
    another kind of prize, and never the claim's."""
    kinds = [k.lower() for k in _AWARD.findall(claim) if k.lower() not in _NO_KIND]
    if len(kinds) != 1 or negated(claim):
        return None
    text = " ".join(s.text for p in passages for s in p.sentences)
    if re.search(rf"\b{re.escape(kinds[0])}\b", text, re.IGNORECASE):
        return None
    others = [k for k in _AWARD.findall(text) if k.lower() not in _NO_KIND]
    if others:
        return f"the context names the {others[0]} award, not the {kinds[0]} one"
    return None


_AWARD_FOR = re.compile(
    r"\b(?:prize|award|medal|trophy)s?\s+for\s+(?:(?:its|their|his|her|the|a|an)\s+)?"
    r"(?:[A-Za-z]+['’]s\s+)?(?:(?:best|finest|top)\s+)?(?P<what>[a-z]+)",
    re.IGNORECASE,
)


def award_for_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Won a prize for its croissants" against "won the award for the country's best
    sourdough": what the prize was for is another thing, which the context never names."""
    return _another_in_the_slot(claim, passages, _AWARD_FOR, "what", "gives the award for {!r}")


_MADE_OF = re.compile(
    r"\bma(?:de|ke)\s+(?:mostly\s+|mainly\s+|largely\s+|entirely\s+|chiefly\s+)?(?:of|from)\s+"
    r"(?P<stuff>[a-z]+)",
    re.IGNORECASE,
)


def made_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "It is mostly made of stone" against "made mostly of iron": the context says what it is
    made of (normalised "make of"), and the claim's stuff is nowhere in it."""
    return _another_in_the_slot(claim, passages, _MADE_OF, "stuff", "says it is made of {}")


def _another_in_the_slot(
    claim: str, passages: list[Passage], pattern: re.Pattern[str], slot: str, saying: str
) -> str | None:
    """The claim fills `slot` of `pattern` with a word the context never names, and a context
    sentence fills it with another: the shape of `award_for_another` and `runs_on_another`."""
    found = pattern.search(claim)
    if found is None or negated(claim):
        return None
    own = stem(found.group(slot).lower())
    if any(own in sentence.stems for passage in passages for sentence in passage.sentences):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            given = pattern.search(sentence.text)
            if given and stem(given.group(slot).lower()) != own:
                return f'the context {saying.format(given.group(slot))}: "{sentence.text}"'
    return None


_OFFENCE = re.compile(
    r"\b(?P<act>convicted|acquitted|cleared|charged|accused|arrested)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:of|with)\s+(?P<what>(?:(?!(?:on|in|at|after|by|but|when|while|following|over|last|"
    r"this|before)\b)[\w'-]+\s*){1,6})",
    re.IGNORECASE,
)
_VERDICT_CLASS = {"convicted": "convicted", "acquitted": "acquitted", "cleared": "acquitted",
                  "charged": "charged", "accused": "charged", "arrested": "arrested"}  # fmt: skip
_OFFENCE_FILLER = frozenset("charg count second first third further two three one".split())


def _offences(text: str) -> list[tuple[str, frozenset[str]]]:
    """(the act's class, the offence's stems) of each "convicted of fraud", "cleared of a
    second charge of bribery" in a text."""
    return [
        (
            _VERDICT_CLASS[found.group("act").lower()],
            analyse_sentence(found.group("what")).stems - _OFFENCE_FILLER,
        )
        for found in _OFFENCE.finditer(text)
    ]


def offence_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "The former mayor was convicted of bribery" against "convicted the former mayor of
    fraud" and "cleared of a second charge of bribery": the offence is the slot of the act, and
    the context fills it with another, or clears the one of the claim's."""
    first = _OFFENCE.search(claim)
    if first is None or negated(claim):
        return None
    claimed = [(act, what) for act, what in _offences(claim) if what]
    if len(claimed) != 1:
        return None
    act, what = claimed[0]
    subject = analyse_sentence(claim[: first.start()]).stems
    opposite = {"convicted": "acquitted", "acquitted": "convicted"}.get(act)
    other = None
    for passage in passages:
        for sentence in passage.sentences:
            if sentence.names and not subject <= sentence.stems:
                continue  # of someone else: "acquitted Mark Ellis" for "Quinn was convicted"
            for given_act, given in _offences(sentence.text):
                if given_act == act and given & what:
                    return None  # the context says it of the claim's offence
                if given_act == opposite and what <= given or given_act == act and given:
                    other = other or sentence.text
    return f'the context names another offence: "{other}"' if other else None


_ONLY_AT_PRICE = re.compile(
    r"\bonly\s+(?:[\w-]+\s+){0,4}?at\s+(?P<price>face\s+value|cost(?:\s+price)?|(?:the\s+)?"
    r"(?:list|original|ticket|cover)\s+price)\b",
    re.IGNORECASE,
)
_OFF_THE_PRICE = r"\b(?:more|less|higher|lower|other)\s+than|\b(?:above|below|over|under)"


def off_the_only_price(claim: str, passages: list[Passage]) -> str | None:
    """ "Tickets can be resold for more than face value" against "Resale is only allowed at face
    value": the one price the context allows, which the claim goes beyond."""
    if negated(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _ONLY_AT_PRICE.finditer(sentence.text):
                price = re.escape(found.group("price").removeprefix("the ").strip())
                beyond = rf"(?:{_OFF_THE_PRICE})\s+(?:the\s+|its\s+|their\s+)?{price}\b"
                if re.search(beyond, claim, re.IGNORECASE):
                    return (
                        f'the context allows it only at {found.group("price")}: "{sentence.text}"'
                    )
    return None


_BOUGHT_OR_OWNED = re.compile(
    r"\b(?:buy|buys|bought|purchased?|purchases|owns|own|owned)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?P<what>(?:[\w-]+\s+){0,2}?[\w-]+)\b",
    re.IGNORECASE,
)
_ONLY_BORROWED = re.compile(
    r"\b(?:on\s+(?:loan|lend)|loaned|lent|borrowed|leased|rented|hired)\s+(?:out\s+)?(?:from|by)\b"
    # "will return to China at the end of a ten-year loan" (normalise: "3650 days lend")
    r"|\b(?:end\s+of|on)\s+(?:a|the|its|their)\s+(?:[\w-]+\s+){0,2}?(?:loan|lend|lease)\b",
    re.IGNORECASE,
)


_MAY_YET = re.compile(
    r"\b(?:can|could|may|might|will|would|shall|option\s+to|plans?\s+to|wants?\s+to|hopes?\s+to|"
    r"aims?\s+to|intends?\s+to)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)


def bought_what_is_on_loan(claim: str, passages: list[Passage]) -> str | None:
    """ "The zoo bought the pandas from China" against "the pandas, on loan from China": what
    is lent is not bought or owned."""
    claimed = _BOUGHT_OR_OWNED.search(claim)
    if claimed is None or negated(claim) or _MAY_YET.search(claim[: claimed.start()]):
        return None  # "Westbury can buy Okafor for £4 million": an option, which a loan leaves
    what = analyse_sentence(claimed.group("what")).stems
    for passage in passages:
        for sentence in passage.sentences:
            lent = _ONLY_BORROWED.search(sentence.text)
            if lent and what and what <= sentence.stems:
                return f'the context says {lent.group(0)!r}: "{sentence.text}"'
    return None


_DRIVERS_CAN_USE = re.compile(
    r"\b(?:drivers|motorists|cars|vehicles|lorries|buses|vans|traffic)\s+(?:can|could|will\s+be\s+able\s+to|"
    r"may|are\s+able\s+to|are\s+allowed\s+to)\s+(?:still\s+)?(?:use|cross|drive\s+(?:over|across|on|through)|"
    r"travel\s+(?:over|on|across))\s+(?P<what>[^.,;]{3,40})",
    re.IGNORECASE,
)
_CLOSED_TO_TRAFFIC = re.compile(
    r"\bclos(?:e|es|ed|ing)\s+to\s+(?:all\s+)?(?:traffic|vehicles|cars|motorists)\b(?![^.;]{0,30}\b(?:except|"
    r"apart\s+from|other\s+than|but)\b)",
    re.IGNORECASE,
)


def drivers_where_closed_to_traffic(claim: str, passages: list[Passage]) -> str | None:
    """ "Drivers can still use the bridge during the repairs" against "The bridge will close
    to all traffic": what is closed to traffic carries no driver."""
    claimed = _DRIVERS_CAN_USE.search(claim)
    if claimed is None or negated(claim):
        return None
    what = analyse_sentence(claimed.group("what")).stems
    for passage in passages:
        for sentence in passage.sentences:
            closed = _CLOSED_TO_TRAFFIC.search(sentence.text)
            if closed and what & sentence.stems:
                return f'the context says {closed.group(0)!r}: "{sentence.text}"'
    return None


_BY_MORE_OR_LESS = re.compile(
    r"\b(?:by\s+(?:more|less)\s+than|(?:more|less|faster|slower)\s+than)\s+(?:other|the\s+other|the\s+rest|"
    r"ordinary|standard|regular)\b",
    re.IGNORECASE,
)
_BY_THE_SAME = re.compile(
    r"\bby\s+the\s+same\s+(?:amount|rate|percentage|margin|proportion)\b", re.IGNORECASE
)


def unequal_where_the_same(claim: str, passages: list[Passage]) -> str | None:
    """ "Season tickets will rise by more than other fares" against "Season tickets will rise
    by the same amount": the context makes them equal."""
    return _said_against(claim, passages, _BY_MORE_OR_LESS, _BY_THE_SAME, shared=2)


_NO_LONGER_WORKS = re.compile(r"\bno\s+longer\s+work(?:s|ed)?\b", re.IGNORECASE)
_STILL_WORKS = re.compile(r"\b(?:will\s+|would\s+)?still\s+work(?:s)?\b", re.IGNORECASE)


def stopped_where_still_working(claim: str, passages: list[Passage]) -> str | None:
    """ "Older phones will stop working next month" (normalise: "no longer work") against
    "Those phones will still work but will no longer receive security fixes" (the claim's own
    "no longer" is its point, so not _said_against, which passes over negated claims)."""
    if _NO_LONGER_WORKS.search(claim) is None:
        return None
    stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            still = _STILL_WORKS.search(sentence.text)
            if still and (stems & sentence.stems) - {stem("work"), stem("longer")}:
                return f'the context says {still.group(0)!r}: "{sentence.text}"'
    return None


_LAST_YEARS_FIGURE = re.compile(
    r"\b(?:last|the\s+previous)\s+year'?s\s+(?:total|figure|amount|tally|record|sum|result)\s+of\s+"
    r"(?P<figure>\d[\d.]*)",
    re.IGNORECASE,
)
_OF_LAST_YEAR = re.compile(r"^(?:the\s+)?(?:last|previous)\s+year'?s\b", re.IGNORECASE)


def last_years_figure_otherwise(claim: str, passages: list[Passage]) -> str | None:
    """ "Last year's event raised £120,000" against "raised £120,000, beating last year's total
    of £95,000": the context gives last year's figure, and the claim's is this year's."""
    figures = set(re.findall(r"\b\d[\d.]*\b", claim))
    return _said_against(
        claim.strip(),
        passages,
        _OF_LAST_YEAR,
        _LAST_YEARS_FIGURE,
        holds=lambda given: bool(figures) and given.group("figure") not in figures,
    )


_CLOSED_FOR_GOOD = re.compile(
    r"\b(?:clos(?:e|es|ed)|shut(?:s)?|shut\s+down)\s+(?:down\s+)?(?:permanently|for\s+good|forever)\b"
    r"|\bpermanently\s+(?:closed|shut)\b",
    re.IGNORECASE,
)
_REOPENS = re.compile(r"\breopen(?:s|ed|ing)?\b", re.IGNORECASE)


def closed_for_good_where_reopening(claim: str, passages: list[Passage]) -> str | None:
    """ "The pool has closed permanently" against "The swimming pool will reopen on Monday":
    what reopens was not closed for good."""
    return _said_against(claim, passages, _CLOSED_FOR_GOOD, _REOPENS, shared=1)


_PRICED_AGAINST = re.compile(
    r"^(?:the\s+)?(?P<one>[^,;]{2,40}?)\s+(?:(?:price|cost|costs|fare|fares)\s+(?:[\d.]+\s+(?:pounds|dollars|euros|"
    r"pence|cents)\s+)?(?P<way>more|less)|(?:are\s+|is\s+)?(?P<said>cheaper|dearer|more\s+expensive|"
    r"less\s+expensive|pricier))\s+(?:per\s+\w+\s+|a\s+\w+\s+)?than\s+(?:the\s+)?(?P<other>[^.,;]{2,40})",
    re.IGNORECASE,
)
_CHEAPER = frozenset({"less", "cheaper", "less expensive"})


def _priced_against(text: str) -> tuple[frozenset[str], frozenset[str], str] | None:
    """(one side, the other, "less" or "more") of "Electric bikes cost 20p more per ride than
    pedal bikes" (normalise: "price 0.2 pounds more") or "are cheaper than"."""
    found = _PRICED_AGAINST.match(text.strip())
    if found is None:
        return None
    way = " ".join((found.group("way") or found.group("said")).lower().split())
    return (
        analyse_sentence(found.group("one")).stems - _PRICED_THINGS,
        analyse_sentence(found.group("other")).stems - _PRICED_THINGS,
        "less" if way in _CHEAPER else "more",
    )


_PRICED_THINGS = frozenset(stem(word) for word in "ticket tickets fare fares price cost".split())
"""Words for what is priced, which normalise writes either way ("tickets cost": "fare")."""


def priced_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """ "Electric bikes cost less per ride than pedal bikes" against "cost 20p more per ride
    than pedal bikes", or the sides swapped with the same word: one is dearer than the other."""
    claimed = _priced_against(claim)
    if claimed is None or negated(claim):
        return None
    one, other, way = claimed
    for passage in passages:
        for sentence in passage.sentences:
            given = _priced_against(sentence.text)
            if given is None:
                continue
            same = given[0] == one and given[1] == other
            swapped = given[0] == other and given[1] == one
            if (same and given[2] != way) or (swapped and given[2] == way):
                return f'the context prices them the other way: "{sentence.text}"'
    return None


_MOST_OF_THEM_IN = re.compile(
    r"\bmost\s+of\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?(?:will\s+be|are|were|is|was)\s+(?:in|from|among)\s+"
    r"(?P<where>[^.,;]{2,40})",
    re.IGNORECASE,
)
_MOSTLY_IN = re.compile(
    r"\b(?:mostly|mainly|largely)\s+(?:in|from|among)\s+(?P<where>[^.,;]{2,40})", re.IGNORECASE
)


def mostly_elsewhere(claim: str, passages: list[Passage]) -> str | None:
    """ "Most of the job cuts will be in teaching" against "cut 200 jobs, mostly in
    administrative roles": the context says where most of them are, and it is not there."""
    claimed = _MOST_OF_THEM_IN.search(claim)
    if claimed is None or negated(claim):
        return None
    where = analyse_sentence(claimed.group("where")).stems
    for passage in passages:
        for sentence in passage.sentences:
            given = _MOSTLY_IN.search(sentence.text)
            if given and where and not where & analyse_sentence(given.group("where")).stems:
                return f'the context says {given.group(0)!r}: "{sentence.text}"'
    return None


_CAUSE_OPEN = re.compile(
    r"\b(?:causing|cause)\s+(?:of\s+[^.;]{1,40}?\s+)?(?:is|was|remains)\s+(?:still\s+)?"
    r"(?:being\s+investigated|under\s+"
    r"investigation|unknown|not\s+(?:yet\s+)?known|unclear)\b",
    re.IGNORECASE,
)
_CAUSE_KNOWN = re.compile(
    r"^(?:the\s+)?(?:causing|cause)\s+(?:of\s+(?P<what>[^.;]{1,40}?)\s+)?(?:is|was|has\s+been)\s+"
    r"(?:already\s+)?(?:know|known|found|established|identified|clear)\b",
    re.IGNORECASE,
)


_CAUSE_FOUND = re.compile(
    r"\b(?:have|has)\s+(?:now\s+|already\s+)?(?:found|identified|established|determined|discovered)\s+"
    r"(?:the\s+)?(?:causing|cause|reason)\b",
    re.IGNORECASE,
)
_STILL_LOOKED_INTO = re.compile(
    r"\b(?:are|is)\s+(?:still\s+)?(?:examining|investigating|looking\s+into|inspecting|trying\s+to\s+"
    r"(?:find|establish|determine))\b|\binvestigation\b[^.;]{0,60}\b(?:has\s+(?:begin|begun|started)|"
    r"is\s+under\s*way)\b",
    re.IGNORECASE,
)


def cause_still_open(claim: str, passages: list[Passage]) -> str | None:
    """ "The cause of the fire is known" against "the cause is being investigated", where the
    context speaks of the fire: what is still investigated is not known; and "investigators
    have found the cause of the engine failure" against "are examining the engine"."""
    examined = _said_against(claim, passages, _CAUSE_FOUND, _STILL_LOOKED_INTO, shared=1)
    if examined:
        return examined
    # (and "investigators have found the cause of the fire" against "the cause is being
    # investigated")
    found = _CAUSE_KNOWN.search(claim) or _CAUSE_FOUND.search(claim)
    if found is None or negated(claim):
        return None
    # "The cause is already known": of the one thing the context says is investigated
    named = found.groupdict().get("what")
    what = analyse_sentence(named or "").stems
    said = frozenset().union(*(s.stems for p in passages for s in p.sentences))
    if named and (not what or not what <= said):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            still = _CAUSE_OPEN.search(sentence.text)
            if still:
                return f'the context says {still.group(0)!r}: "{sentence.text}"'
    return None


_UNTIL_DONE = re.compile(
    r"\buntil\s+(?:the\s+)?(?P<what>[a-z]+(?:\s+[a-z]+)?)\s+(?:are|is)\s+(?:finished|complete|"
    r"completed|done|over)\b",
    re.IGNORECASE,
)


def done_before_until(claim: str, passages: list[Passage]) -> str | None:
    """ "The repairs have been finished" against "will remain closed to lorries until repairs
    are finished": what something waits for is not done yet."""
    if negated(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if "until" not in sentence.text:
                continue
            for found in _UNTIL_DONE.finditer(sentence.text):
                what = re.escape(found.group("what").split()[-1])
                if re.search(
                    rf"\b{what}\s+(?:have|has|had)\s+been\s+(?:finished|completed|done)\b|\b{what}\s+"
                    r"(?:are|is|were|was)\s+(?:now\s+)?(?:finished|complete|completed|done|over)\b",
                    claim,
                    re.IGNORECASE,
                ):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
            successor = _UNTIL_SUCCEEDED.search(sentence.text)
            if successor and _SUCCESSOR_NAMED.search(claim):
                return f'the context says {successor.group(0)!r}: "{sentence.text}"'
    return None


_CHOSEN = r"(?:appointed|found|named|chosen|hired|recruited|elected|picked)"
_UNTIL_SUCCEEDED = re.compile(
    rf"\buntil\s+(?:a|an|the|his|her|their|its)\s+(?:successor|replacement|new\s+[a-z]+(?:\s+[a-z]+)?)\s+"
    rf"(?:is|has\s+been|can\s+be)\s+{_CHOSEN}\b",
    re.IGNORECASE,
)
"""Who stands in "until a successor is appointed": no successor is chosen yet."""
_SUCCESSOR_NAMED = re.compile(
    rf"\b(?:new|replacement|successor)\b[^.;]{{0,40}}?\b(?:has|have)\s+(?:now\s+|already\s+)?been\s+"
    rf"{_CHOSEN}\b|\b(?:has|have)\s+(?:now\s+|already\s+)?{_CHOSEN}\s+(?:a|an|the|its|their)\s+"
    r"(?:new|replacement|successor)\b",
    re.IGNORECASE,
)


_LOST_ITS = re.compile(
    r"\b(?:lost|loss|lose|loses|stripped\s+of)\s+(?:its|their|his|her|the)\s+(?P<what>(?:[\w'-]+\s+){0,2}"
    r"[\w'-]+)",
    re.IGNORECASE,
)
_STILL_HAS = re.compile(
    r"\bstill\s+(?:has|have|had|holds?|keeps?|owns?)\s+(?:a|an|its|their|his|her|the)\s+"
    r"(?P<what>(?:[\w'-]+\s+){0,2}[\w'-]+)",
    re.IGNORECASE,
)
_LEFT_WITHOUT = re.compile(r"\bwithout\s+an?\s+(?P<what>[a-z]+)\b", re.IGNORECASE)


def kept_what_was_lost(claim: str, passages: list[Passage]) -> str | None:
    """ "The restaurant still has a Michelin star" against "lost its Michelin star this year"
    (normalise writes "lost" as "loss"); "Kelby will still have a bank" against "leaving the
    town without a bank": what was lost, or left without, is not still had."""
    found = _STILL_HAS.search(claim)
    if found is None or negated(claim):
        return None
    had = analyse_sentence(found.group("what")).stems  # "a Michelin star", "a bank after ..."
    for passage in passages:
        for sentence in passage.sentences:
            for gone in (
                *_LOST_ITS.finditer(sentence.text),
                *_LEFT_WITHOUT.finditer(sentence.text),
            ):
                if had & analyse_sentence(gone.group("what")).stems:
                    return f'the context says {gone.group(0)!r}: "{sentence.text}"'
    return None


_HONOURS = frozenset("mbe obe cbe knighthood damehood peerage".split())


def honour_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Received a knighthood" against "awarded an MBE": the context gives the person another
    honour, and not the claim's."""
    claimed = [t.lower() for t in raw_tokens(claim) if t.lower() in _HONOURS]
    if len(claimed) != 1 or negated(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            given = [t for t in raw_tokens(sentence.text) if t.lower() in _HONOURS]
            if given and claimed[0] not in (g.lower() for g in given):
                return f'the context says {given[0]}: "{sentence.text}"'
    return None


_PROFESSIONS = frozenset(
    "nurse physician teacher lawyer engineer chef paramedic pilot farmer fisherman architect "
    "accountant journalist firefighter dentist pharmacist surgeon midwife plumber electrician "
    "carpenter vet librarian professor student".split()
)
_DOCTORS = frozenset("physician surgeon".split())


def profession_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Haddad is a doctor" against "Lina Haddad, a nurse from Leeds": the context gives the
    person another profession (a surgeon is a doctor: no conflict)."""
    found = re.search(r"\b(?P<name>[A-Z][\w'-]+)\s+(?:is|was)\s+an?\s+(?P<job>[a-z]+)\b", claim)
    if found is None or found.group("job") not in _PROFESSIONS:
        return None
    name, job = found.group("name"), found.group("job")
    for passage in passages:
        for sentence in passage.sentences:
            given = re.search(
                rf"\b{re.escape(name)},\s+an?\s+(?:\w+\s+)??(?P<job>[a-z]+)\b", sentence.text
            )
            if given is None or given.group("job") not in _PROFESSIONS:
                continue
            other = given.group("job")
            if other != job and not {job, other} <= _DOCTORS:
                return f'the context says {name} is a {other}: "{sentence.text}"'
    return None


_KEPT_ON = re.compile(
    r"(?P<who>[^.;]{3,80}?)\s+(?:will\s+)?(?:stay|stays|remain|remains|be\s+left)\s+on\s+"
    r"(?:all\s+night|overnight|at\s+all\s+times)\b",
    re.IGNORECASE,
)
_TURNED_OFF = re.compile(
    r"\b(?:turned|switched|switch|turn|go|goes|be\s+turned|be\s+switched)\s+off\b", re.IGNORECASE
)


def kept_on_turned_off(claim: str, passages: list[Passage]) -> str | None:
    """ "Lights on main roads will be turned off" against "lights near hospitals and main roads
    will stay on all night": what is kept on, named by more than its head ("lights"), is not
    turned off; the others may be ("4,000 street lights will be switched off")."""
    if not _TURNED_OFF.search(claim) or negated(claim):
        return None
    stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            kept = _KEPT_ON.search(sentence.text)
            if kept is None:
                continue
            # what picks them out: the words after "near", "on", "in" ("hospitals and main
            # roads"), two of them or all
            which = re.split(
                r"\b(?:near|on|in|at|by|along|outside)\b", kept.group("who"), maxsplit=1
            )
            if len(which) < 2:
                continue
            picked = analyse_sentence(which[1]).stems
            if picked and (len(picked & stems) >= 2 or picked <= stems):
                return f'the context says {kept.group(0).strip()!r}: "{sentence.text}"'
    return None


_MORE_LIKELY_THAN = re.compile(
    r"\b(?P<one>\w+)\s+(?:\w+\s+)?(?:were|was|are|is)\s+(?P<degree>more|less)\s+likely\s+"
    r"(?:[^.;]{0,60}?)\bthan\s+(?P<other>\w+)",
    re.IGNORECASE,
)
_MORE_LIKELY = re.compile(
    r"^\W*(?P<one>\w+)\s+(?:\w+\s+)?(?:were|was|are|is)\s+(?P<degree>more|less)\s+likely\b",
    re.IGNORECASE,
)


def likelier_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """ "Older adults were more likely to have read a book" against "younger adults were more
    likely to have read one than older adults": the context makes the other group likelier."""
    claimed = _MORE_LIKELY.search(claim)
    if claimed is None or negated(claim):
        return None
    who, degree = stem(claimed.group("one").lower()), claimed.group("degree").lower()
    for passage in passages:
        for sentence in passage.sentences:
            for found in _MORE_LIKELY_THAN.finditer(sentence.text):
                one, other = stem(found.group("one").lower()), stem(found.group("other").lower())
                same_way = found.group("degree").lower() == degree
                if (same_way and who == other and who != one) or (not same_way and who == one):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_ANY_TIME_AT_ALL = re.compile(
    r"\b(?:at\s+any\s+time|any\s+time|anytime|all\s+day|at\s+all\s+hours|around\s+the\s+clock)\b",
    re.IGNORECASE,
)


def only_at_some_times(claim: str, passages: list[Passage]) -> str | None:
    """ "Delivery vans can enter at any time" against "except for residents and delivery vans
    before 10 am": the context allows the claim's subject only at the times it names."""
    if not _ANY_TIME_AT_ALL.search(claim) or negated(claim):
        return None
    words = {t.lower() for t in raw_tokens(claim) if t.isalpha() and t.lower() not in STOPWORDS}
    for passage in passages:
        for sentence in passage.sentences:
            for found in re.finditer(
                r"\b(?P<who>[a-z]+)\s+(?:only\s+)?(?:before|after|until|between)\s+\d",
                sentence.text,
                re.IGNORECASE,
            ):
                if found.group("who").lower() in words:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_ONLY_IF = re.compile(
    r"\bif\s+(?:they|you|it|he|she|their|your)\b|\bonly\s+if\b|\bprovided\s+(?:that\s+)?\w+|"
    r"\bas\s+long\s+as\b|\bwho\s+earn\b",
    re.IGNORECASE,
)


def all_where_some_qualify(claim: str, passages: list[Passage]) -> str | None:
    """ "Every household will get the £150 discount" against "households will get a £150
    discount ... if they earn under £25,000": the context gives it on a condition. And "is
    replacing all of its ships" against "will replace its two oldest ships": a count of them."""
    if negated(claim):
        return None
    whole = _ALL_ITS.search(claim)
    if whole is not None:
        some = re.compile(
            rf"\b(?:its|their)\s+(?:\d+|some|several|few)\s+(?:\w+\s+)?{whole.group('thing')}\b",
            re.IGNORECASE,
        )
        for passage in passages:
            for sentence in passage.sentences:
                counted = some.search(sentence.text)
                if counted:
                    return f'the context gives {counted.group(0)!r}: "{sentence.text}"'
    if not _ALL_OF_THEM.search(claim):
        return None
    stems = analyse_sentence(_ALL_OF_THEM.sub(" ", claim)).stems  # "every" read out
    if len(stems) < 2:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            condition = _ONLY_IF.search(sentence.text)
            if condition and stems <= sentence.stems:
                return f'the context gives it only {condition.group(0)!r}: "{sentence.text}"'
            # "restored power to most homes" against "to all homes": most is not all
            most = _MOST_OF.search(sentence.text) if _ALL_OF_A_GROUP.search(claim) else None
            # (all but a light verb of three words or more: "will be put on display" for "will
            # go on display")
            unsaid = stems - analyse_sentence(_MOST_OF.sub(" ", sentence.text)).stems
            if most and (not unsaid or (len(stems) >= 3 and unsaid <= _LIGHT_VERB_STEMS)):
                return f'the context says {most.group(0)!r}: "{sentence.text}"'
    return None


_LIGHT_VERB_STEMS = frozenset(stem(w) for w in "put go get make take give have do set".split())
_MOST_OF = re.compile(r"(?<!\bat\s)(?<!\bthe\s)\b(?:most|many|some)\b(?:\s+of)?", re.IGNORECASE)
_ALL_OF_A_GROUP = re.compile(
    r"\ball\b(?!\s+(?:day|week|month|year|night|the\s+time|along))|\b(?:everyone|everybody)\b",
    re.IGNORECASE,
)
_ALL_ITS = re.compile(
    r"\ball\s+(?:of\s+)?(?:its|their|[A-Z][\w-]*['’]s)\s+(?P<thing>[a-z]+)", re.IGNORECASE
)
_PLACED_OFF_THE_PODIUM = re.compile(
    r"\b(?:finished|came|placed)\s+(?:fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|4th|5th|"
    r"6th|7th|8th|9th|10th)\s+(?:at|in)\s+(?P<at>[^,.;]{3,40})",
    re.IGNORECASE,
)
_MEDAL_WON = re.compile(
    r"\b(?:win|won|wins|took|take|claimed)\s+(?:a|an)\s+(?:\w+\s+)?medal\b|\bon\s+the\s+podium\b",
    re.IGNORECASE,
)


def medal_off_the_podium(claim: str, passages: list[Passage]) -> str | None:
    """ "Torres won a medal at the last Olympics" against "who finished fourth at the last
    Olympics": fourth or lower at that event wins no medal there."""
    if not _MEDAL_WON.search(claim) or negated(claim):
        return None
    stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            for placed in _PLACED_OFF_THE_PODIUM.finditer(sentence.text):
                event = analyse_sentence(placed.group("at")).stems - _LAST_WORDS
                if event and event <= stems:
                    return f'the context says {placed.group(0)!r}: "{sentence.text}"'
    return None


_LAST_WORDS = frozenset(stem(w) for w in "last previous recent".split())


_WAS_DUE_TO_BE = re.compile(
    r"\bwhich\s+(?:had\s+been|was)\s+(?:due\s+to|scheduled\s+to|set\s+to|planned\s+to|going\s+to|"
    r"expected\s+to)\s+be\s+(?P<what>[a-z]+)",
    re.IGNORECASE,
)


def due_but_saved(claim: str, passages: list[Passage]) -> str | None:
    """ "The mobile library will be scrapped" against "volunteers will run the mobile library,
    which had been due to be scrapped": what had been due is no longer to happen."""
    if negated(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            if "which" not in sentence.text:
                continue
            for due in _WAS_DUE_TO_BE.finditer(sentence.text):
                what = re.escape(due.group("what"))
                if re.search(rf"\bwill\s+(?:now\s+)?be\s+{what}\b", claim, re.IGNORECASE):
                    return f'the context says {due.group(0)!r}: "{sentence.text}"'
    return None


_SECOND_TO = re.compile(
    r"\b(?P<rank>vice|deputy|assistant|acting|interim)[\s-](?P<role>captain|chair|chairman|"
    r"president|manager|head|director|editor|coach|principal|leader)\b",
    re.IGNORECASE,
)


def second_in_rank(claim: str, passages: list[Passage]) -> str | None:
    """ "Grant is the club's vice-captain" against "Ellie Grant, the club's captain": the context
    gives the role itself, not its deputy."""
    found = _SECOND_TO.search(claim)
    if found is None or negated(claim):
        return None
    role, rank = found.group("role").lower(), found.group("rank").lower()
    names = {t for t in raw_tokens(claim) if t[:1].isupper()} - {found.group("rank").title()}
    for passage in passages:
        for sentence in passage.sentences:
            text = sentence.text
            if rank in text.lower() or not names & set(raw_tokens(text)):
                continue
            if re.search(rf"\b(?:the|its|their|[A-Z][\w']*'s)\s+(?:[a-z]+'s\s+)?{role}\b", text):
                return f'the context says {role}, not {rank}-{role}: "{text}"'
    return None


_STILL_THERE = re.compile(
    r"\bstill\s+(?:works?|working|plays?|playing|serves?|teaches|coaches|manages|runs|leads|is\s+(?:at|with|on))\b",
    re.IGNORECASE,
)
_LEFT = re.compile(
    r"\b(?P<who>[A-Z][\w'-]+)\s+(?:\w+\s+){0,2}?(?:left|quit|resigned|retired|departed|"
    r"stepped\s+down|stood\s+down)\b"
)


def still_there_after_leaving(claim: str, passages: list[Passage]) -> str | None:
    """ "Marcus Bell still works at Quill" against "Bell left in 2021 to start a charity": the
    claim's person is said to have left."""
    still = _STILL_THERE.search(claim)
    if still is None or negated(claim):
        return None
    named = {stem(t) for t in raw_tokens(claim[: still.start()]) if t[:1].isupper()}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _LEFT.finditer(sentence.text):
                if stem(found.group("who")) in named:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_NOBODY_DONE = re.compile(
    r"^\W*(?:nobody|no\s+one|no-one)\s+(?:was|were|has\s+been|had\s+been|is)\s+"
    r"(?:(?P<how>\w+ly)\s+)?(?P<act>[a-z]+)\b",
    re.IGNORECASE,
)
_SOME_DONE = re.compile(
    r"(?<!\bno\s)(?<!\bNo\s)(?<!-)\b(?P<count>\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|several|many|some|"
    r"dozens|hundreds|thousands)\s+(?:[a-z]+\s+){0,2}?(?:was|were|have\s+been|had\s+been|has\s+been)\s+"
    r"(?:(?P<how>\w+ly)\s+)?(?P<act>[a-z]+)\b",
    re.IGNORECASE,
)
_GRAVELY = frozenset("seriously badly severely gravely critically".split())
"""Ways of saying how bad, one degree: "nobody was seriously hurt" denies "badly injured"."""


def none_where_some(claim: str, passages: list[Passage]) -> str | None:
    """ "Nobody was hurt in the storm" against "Two people were injured by falling trees": the
    context counts some to whom it was done (normalise writes "hurt" as "injured"); and the
    converse, "Several people were badly injured" against "Nobody was seriously hurt" (a
    degree the context denies is denied in any of its words; "slightly injured" is not)."""
    nobody = _NOBODY_DONE.search(claim)
    sentences = [sentence.text for passage in passages for sentence in passage.sentences]
    if nobody is None:
        for some in _SOME_DONE.finditer(claim):
            for sentence in sentences:
                denied = _NOBODY_DONE.search(sentence)
                if (
                    denied is not None
                    and some.group("count") != "0"
                    and stem(denied.group("act").lower()) == stem(some.group("act").lower())
                    and _same_degree(denied.group("how"), some.group("how"))
                ):
                    return f'the context says {denied.group(0)!r}: "{sentence}"'
        return None
    act = stem(nobody.group("act").lower())
    for sentence in sentences:
        for found in _SOME_DONE.finditer(sentence):
            if stem(found.group("act").lower()) == act and found.group("count") != "0":
                return f'the context says {found.group(0)!r}: "{sentence}"'
    return None


def _same_degree(denied: str | None, claimed: str | None) -> bool:
    """Whether what the context denies ("nobody was seriously hurt") covers the claim's degree:
    a plain denial covers every degree, a degree only itself."""
    if denied is None:
        return True
    if claimed is None:
        return False
    return denied.lower() == claimed.lower() or {denied.lower(), claimed.lower()} <= _GRAVELY


def done_with_what_is_denied(claim: str, passages: list[Passage]) -> str | None:
    """ "She climbed every peak without oxygen" against "she climbed with oxygen on the highest
    five": the context names a use of what the claim says was done without, and never says it
    was done without it."""
    found = _WITHOUT.search(claim)
    if found is None or negated(claim):
        return None
    thing = found.group(1).lower()
    if len(thing) < 4 or thing in STOPWORDS:
        return None
    acts = analyse_sentence(claim[: found.start()]).stems
    used = re.compile(
        rf"\b(?:with|using|used|on)\s+(?:a\s+|an\s+|the\s+|some\s+|extra\s+|bottled\s+)?"
        rf"{re.escape(thing)}\b",
        re.IGNORECASE,
    )
    lacked = re.compile(
        rf"\b(?:without|no|not|never)\s+(?:\w+\s+){{0,2}}{re.escape(thing)}\b", re.I
    )
    sentences = [sentence.text for passage in passages for sentence in passage.sentences]
    if any(lacked.search(sentence) for sentence in sentences):
        return None
    for sentence in sentences:
        if used.search(sentence) and acts & analyse_sentence(sentence).stems:
            return f'it was done with {thing}: "{sentence}"'
    return None


_STATUS_RULING_OUT: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    # "came from behind to win": they were behind, so did not lead throughout
    (
        re.compile(
            r"\b(?:led|lead)\s+(?:throughout|all\s+(?:game|match|race|night|day)|from\s+(?:start|begin)\s+to\s+finish|"
            r"from\s+the\s+(?:start|first\s+minute))\b|\bnever\s+(?:trailed|behind|fell\s+behind)\b",
            re.I,
        ),
        re.compile(
            r"\bcame\s+from\s+behind\b|\bcame\s+back\s+from\s+(?:\w+\s+){0,3}?(?:down|behind)\b|"
            r"\bfought\s+back\s+from\b|\b(?:after|despite)\s+(?:trailing|being\s+behind|falling\s+behind)\b",
            re.I,
        ),
    ),
    # "withdrew it from sale" or "went unsold": it was not sold
    (
        re.compile(
            r"\b(?:was|were|been|be|is|are|have|has|had)\s+(?:sell|sold)\b|\bfound\s+a\s+buyer\b",
            re.I,
        ),
        re.compile(
            r"\b(?:withdr[ae]wn?|pulled)\s+(?:\w+\s+){0,2}?from\s+(?:the\s+)?(?:sale|auction)\b"
            r"|\bwent\s+unsold\b|\b(?:failed|unable)\s+(?:to\s+)?(?:sell|find\s+a\s+(?:buyer|purchaser))\b",
            re.I,
        ),
    ),
    # "on loan from China": the borrower does not own it
    (
        re.compile(r"\b(?:owns?|owned\s+by|belongs?\s+to|bought)\b", re.I),
        re.compile(
            r"\bon\s+(?:loan|lend)\s+(?:from|to)\b|\b(?:borrowed|loaned|lent)\s+from\b", re.I
        ),
    ),
    # "will be sent back next month": it will not stay for years more
    (
        re.compile(
            r"\b(?:stay|remain)s?\b[^.;]{0,40}\b(?:another|more|for\s+good|permanently)\b", re.I
        ),
        re.compile(
            r"\bwill\s+be\s+(?:sent|send|flown|fly|taken|take)\s+back\b|\bwill\s+return\s+to\b"
            r"|\bwill\s+be\s+return(?:ed)?\b",  # "sent back", as normalise writes it
            re.I,
        ),
    ),
)
"""A state of a thing the context reports, and the claim's act it rules out."""
_NONE_CHARGED = re.compile(
    r"\b(?:no\s+one|nobody|none)\b[^.;]{0,30}?\b(?:(?:has|have|had)\s+(?:yet\s+)?been|"
    r"(?P<future>will)\s+be)\s+(?P<act>identified|caught|arrested|charged|prosecuted|convicted)\b"
    r"|\b(?:no\s+one|nobody|none)\b[^.;]{0,30}?\b(?P<future_charge>will)\s+face\s+(?:any\s+)?"
    r"(?:criminal\s+)?charges\b",
    re.I,
)
_JUSTICE_STEPS = ("identified", "caught", "arrested", "charged", "prosecuted", "convicted")
_JUSTICE_DONE = re.compile(
    r"\b(?:(?:has|have|had|was|were)\s+been|was|were|is|are|(?P<future>will)\s+be)\s+"
    r"(?P<act>identified|caught|"
    r"arrested|charged|prosecuted|convicted|found\s+guilty|sentenced|jailed|prison|imprisoned)\b",
    re.I,
)


def status_rules_out(claim: str, passages: list[Passage]) -> str | None:
    """ "The manuscript was sold" against "withdrew it from sale"; "the zoo owns the pandas"
    against "on loan from China"; "the thief has been jailed" against "nobody has been
    charged": a step the context says was never reached, or a state that excludes the act.
    The sentence must speak of the claim's thing (a word besides the act)."""
    if negated(claim):
        return None
    stems = analyse_sentence(claim).stems
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    for act, state in _STATUS_RULING_OUT:
        if not act.search(claim):
            continue
        for sentence in sentences:
            found = state.search(sentence.text)
            # of the claim's thing: a word of it, or "it" in the words ("withdrew it from sale")
            if found and (stems & sentence.stems - _STATE_WORDS or _IT.search(found.group(0))):
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    done = _JUSTICE_DONE.search(claim)
    if done is None:
        return None
    reached = done.group("act").lower()
    rank = _JUSTICE_STEPS.index(reached) if reached in _JUSTICE_STEPS else len(_JUSTICE_STEPS)
    for sentence in sentences:
        none = _NONE_CHARGED.search(sentence.text)
        if none is None:
            continue
        if done.group("future") and not (none.group("future") or none.group("future_charge")):
            continue  # "nobody has been charged yet" leaves open who will be
        denied = "charged" if none.group("future_charge") else none.group("act").lower()
        if rank >= _JUSTICE_STEPS.index(denied):
            return f'the context says {none.group(0)!r}: "{sentence.text}"'
    return None


_IT = re.compile(r"\b(?:it|them)\b", re.IGNORECASE)
_STATE_WORDS = frozenset(
    stem(word) for word in "sale auction loan lend sent send back return will be".split()
)


_STRUCK = re.compile(
    r"\b(?P<who>[a-z]+)\s+(?:go|went|going|are\s+going|were|are|will\s+go|have\s+gone|had\s+gone)\s+"
    r"on\s+strike\b|\b(?P<who2>[a-z]+)\s+(?:will\s+|are\s+|were\s+)?(?:strike|struck|striking|"
    r"walked\s+out|walk\s+out)\b(?!\s+(?:a|an|the)\b)",
    re.IGNORECASE,
)
_NOT_STRIKERS = frozenset("was has is its this thus always perhaps".split())
_STAFF = frozenset("staff crew police personnel workforce".split())
_STRIKE_BY = re.compile(r"\bstrikes?\s+by\s+(?:\w+\s+)?(?P<who>[a-z]+)\b")


def strikers_of_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Pilots went on strike" against "after a strike by baggage handlers": the context
    names who struck, and the claim's strikers are never named."""
    found = _STRUCK.search(claim)
    if found is None or negated(claim):
        return None
    word = (found.group("who") or found.group("who2")).lower()
    if not (word.endswith("s") or word in _STAFF) or word in _NOT_STRIKERS:
        return None  # strikers are people in the plural: "pilots", "staff", not "opposed"
    who = stem(word)
    for passage in passages:
        if who in passage.stems:
            return None
    for passage in passages:
        for sentence in passage.sentences:
            named = _STRIKE_BY.search(sentence.text) or _STRUCK.search(sentence.text)
            if named is not None:
                return f'the context says who struck: "{sentence.text}"'
    return None


_DONE_BY = re.compile(
    r"\b(?P<thing>[a-z]+)\s+(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?P<act>[a-z]+)\s+by\s+"
    r"(?P<doer>[^.;]{1,80})"
)


def passive_doer_differs(claim: str, passages: list[Passage]) -> str | None:
    """ "The government brought the case" against "the case was brought by an environmental
    group": the context says who did the act to the thing, and the claim's doer, whom the
    context names elsewhere, is not among those words (an apposition after the doer counts:
    "by its owner, Jan Berg")."""
    if negated(claim):
        return None
    named = frozenset().union(*(passage.stems for passage in passages))
    for passage in passages:
        for sentence in passage.sentences:
            for found in _DONE_BY.finditer(sentence.text):
                active = re.match(
                    rf"(?:the\s+|a\s+|an\s+)?(?P<doer>(?:[\w'-]+\s+){{0,2}}?[\w'-]+)\s+"
                    rf"{re.escape(found.group('act'))}\s+(?:the|a|an|its|their|this)\s+"
                    rf"(?:[\w-]+\s+)?{re.escape(found.group('thing'))}\b",
                    claim,
                    re.IGNORECASE,
                )
                if active is None:
                    continue
                doer = analyse_sentence(active.group("doer")).stems
                # a doer the context names elsewhere ("the government said ..."), not the
                # same doer in other words ("both sides" for "both parties")
                if (
                    doer
                    and doer <= named
                    and not doer & analyse_sentence(found.group("doer")).stems
                ):
                    return f'the context says who did it: "{sentence.text}"'
            # "has been sold to a hotel group" names the buyer: not "the Hartleys bought it"
            bought = _BOUGHT.match(claim)
            sold = _SOLD_TO.search(sentence.text) if bought else None
            if bought and sold:
                buyer = analyse_sentence(bought.group("doer")).stems
                if (
                    buyer
                    and buyer <= named
                    and not buyer & analyse_sentence(sold.group("to")).stems
                ):
                    return f'the context says who bought it: "{sentence.text}"'
    return None


_BOUGHT = re.compile(
    r"(?:the\s+)?(?P<doer>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:bought|buy|purchased|acquired)\s+"
    r"(?:the|it|this|a)\b",
    re.IGNORECASE,
)
_SOLD_TO = re.compile(
    r"\b(?:was|were|has\s+been|have\s+been|had\s+been|is|are)\s+(?:sold|sell)\s+to\s+"
    r"(?P<to>[^.;]{1,80})"
)


_SPLIT_ON = re.compile(
    r"\b(?P<who>[A-Za-z]+)\s+(?:are|were|remain|remained|seem)\s+(?:deeply\s+|sharply\s+|evenly\s+|"
    r"bitterly\s+)?(?:split|divided)\b"
)


def divided_as_one(claim: str, passages: list[Passage]) -> str | None:
    """ "All shopkeepers support the plan" against "shopkeepers are split on the plan": a
    group said to be divided does not act as one, for or against."""
    for passage in passages:
        for sentence in passage.sentences:
            for found in _SPLIT_ON.finditer(sentence.text):
                who = re.escape(found.group("who"))
                if re.search(
                    rf"\b(?:all|every|no)\s+(?:\w+\s+)?{who}\b|\b{who}\s+(?:all|unanimously)\b|"
                    rf"\bunanimous\b",
                    claim,
                    re.IGNORECASE,
                ):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_FIRST_IN_YEARS = re.compile(
    r"\bfor\s+the\s+first\s+time\s+(?:in|for)\s+(?:more\s+than\s+|over\s+|nearly\s+|almost\s+)?\d+",
    re.IGNORECASE,
)
_EVERY_YEAR = re.compile(
    r"\b(?:every|each)\s+(?:single\s+)?(?:year|spring|summer|autumn|winter|season)\b|\bannually\b"
    r"|\b(?:always|regularly|annual|yearly)\b",
    re.IGNORECASE,
)


def every_year_after_a_gap(claim: str, passages: list[Passage]) -> str | None:
    """ "White storks have nested in Sussex every year" against "nesting in Sussex for the
    first time in 600 years": the first time in a span is no yearly habit."""
    return _said_against(claim, passages, _EVERY_YEAR, _FIRST_IN_YEARS, shared=2)


_CLOSED_TO = re.compile(r"\bclos(?:e|es|ed|ing)\s+to\s+(?P<who>[a-z]+)", re.IGNORECASE)
_UNABLE_WHO = re.compile(
    r"^\W*(?:the\s+)?(?P<who>[a-z]+)\s+(?:will\s+not|won't|cannot|can't|will\s+be\s+unable\s+to|are\s+"
    r"unable\s+to|are\s+not|aren't)\s+(?:be\s+)?(?:able\s+to|allowed\s+to)?",
    re.IGNORECASE,
)


def closed_to_those_still_able(claim: str, passages: list[Passage]) -> str | None:
    """ "The bridge will close to pedestrians" or "Cyclists will not be able to use the
    bridge" against "pedestrians and cyclists will still be able to cross": those the
    context lets through are not shut out ("members can still use the gym" says nothing of
    the pool)."""
    found = None if negated(claim) else _CLOSED_TO.search(claim)
    found = found or _UNABLE_WHO.search(claim)
    if found is None:
        return None
    who = re.escape(found.group("who"))
    able = re.compile(
        rf"\b{who}\b[^.;]{{0,40}}\b(?:will\s+)?(?:still\s+)?(?:be\s+)?(?:able|allowed|free|"
        rf"permitted)\s+to\b|\b{who}\b[^.;]{{0,40}}?\b(?:can|may)\s+still\b",
        re.IGNORECASE,
    )
    claimed = analyse_sentence(claim[found.end() :]).stems
    for passage in passages:
        for sentence in passage.sentences:
            allowed = able.search(sentence.text)
            if allowed is None or negated(sentence.text):
                continue
            what = analyse_sentence(re.split(r"[.;,]", sentence.text[allowed.end() :])[0]).stems
            if len(what) >= 2 and not what & claimed:
                continue
            return f'the context lets them through: "{sentence.text}"'
    return None


_ALREADY_DONE = re.compile(r"\balready\s+(?:been\s+|be\s+)?(?P<act>[a-z]+)\b", re.IGNORECASE)
_STILL_TO_DO = re.compile(
    r"\b(?:expects?|expected|hopes?|plans?|aims?|intends?|will|(?:is|are)\s+due|(?:is|are)\s+set|"
    r"whether)\s+to\s+(?:(?:\w+ly|finally|fully)\s+)?(?P<act>[a-z]+)\b",
    re.IGNORECASE,
)


def already_done_to_come(claim: str, passages: list[Passage]) -> str | None:
    """ "Firefighters have already contained the fire" against "expect to contain the blaze by
    the weekend"; "has already been approved" against "will decide next year whether to
    approve it": what the context says is still to come is not done."""
    done = _ALREADY_DONE.search(claim)
    if done is None or negated(claim):
        return None
    act = stem(done.group("act").lower())
    for passage in passages:
        for sentence in passage.sentences:
            for coming in _STILL_TO_DO.finditer(sentence.text):
                if stem(coming.group("act").lower()) == act:
                    return f'the context says it is to come: "{sentence.text}"'
    return None


_DONE_TO = re.compile(
    r"\b(?:has|have|had)\s+(?:already\s+)?been\s+(?P<act>[a-z]+ed)\b|\b(?:was|were)\s+(?P<past>[a-z]+ed)\b",
    re.IGNORECASE,
)
_TO_BE_DONE = re.compile(
    r"\b(?:will\s+be|(?:is|are)\s+(?:due|set|expected|scheduled|to)\s+(?:to\s+)?be)\s+"
    r"(?P<act>[a-z]+ed)\b"
    r"|^(?:the\s+)?(?P<noun>[a-z]+ing)\s+(?:will\s+take\s+place|(?:is|are)\s+(?:due|set|expected|"
    r"scheduled)|will\s+be\s+held)\b",
    re.IGNORECASE,
)


def done_where_still_to_come(claim: str, passages: list[Passage]) -> str | None:
    """ "The former mayor has been sentenced" against "Sentencing will take place next month"
    or "He will be sentenced next month": what the context says is still to be done to them,
    and nowhere that it was, is not done."""
    done = _DONE_TO.search(claim)
    if done is None or negated(claim):
        return None
    act = stem((done.group("act") or done.group("past")).lower())
    subject = analyse_sentence(claim[: done.start()]).stems
    coming = None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _DONE_TO.finditer(sentence.text):
                if stem((found.group("act") or found.group("past")).lower()) == act:
                    return None  # the context says it was done too
            for found in _TO_BE_DONE.finditer(sentence.text):
                if stem((found.group("act") or found.group("noun")).lower()) != act:
                    continue
                before = analyse_sentence(sentence.text[: found.start()]).stems
                if before and not before & subject:
                    continue  # of someone else: "Lee will be sentenced" for "Ross has been"
                coming = coming or sentence.text
    return f'the context says it is still to come: "{coming}"' if coming else None


_OUT_ALREADY = re.compile(
    r"\b(?P<thing>[a-z]+)\s+(?:has|have|had)\s+(?:already\s+)?been\s+(?:released|broadcast|aired|"
    r"shown|screened|published|launched|completed|finished|opened)\b",
    re.IGNORECASE,
)


def out_while_in_the_making(claim: str, passages: list[Passage]) -> str | None:
    """ "The TV adaptation has already been broadcast" against "A television adaptation is in
    development": a thing the context says is still being made is not out yet."""
    return _said_of_the_claimed(
        claim,
        passages,
        _OUT_ALREADY,
        lambda found: re.compile(
            rf"\b{re.escape(found.group('thing'))}\b(?:\s+(?:of|about|based\s+on)\s+[^.;]{{0,40}}?)?"
            r"\s+(?:is|are)\s+(?:still\s+)?(?:in\s+"
            r"(?:development|the\s+works|production|the\s+pipeline)|being\s+(?:developed|made|"
            r"filmed|written|built|planned))\b",
            re.IGNORECASE,
        ),
    )


_EVERY_TIME = re.compile(
    r"\b(?:every\s+(?:single\s+)?time|each\s+time|always|without\s+fail)\b", re.I
)
_SHARE_OF_THE_TIME = re.compile(r"\b(?P<share>\d+(?:\.\d+)?)\s*%\s+of\s+the\s+time\b", re.I)


def every_time_but_a_share(claim: str, passages: list[Passage]) -> str | None:
    """ "The robot succeeds every time" against "it succeeds about 57% of the time": a share
    below all of them is not every time."""
    return _said_against(
        claim,
        passages,
        _EVERY_TIME,
        _SHARE_OF_THE_TIME,
        shared=1,
        holds=lambda found: float(found.group("share")) < 100,
    )


_NOBODY_DOES = re.compile(
    r"^\W*(?:nobody|no\s+one)\s+(?:is|was|are|were)\s+(?P<act>[a-z]+ing)\b", re.I
)
_SOME_STILL = (
    r"\b(?:\d[\d,.]*|some|many|several|hundreds|thousands)\s+(?:\w+\s+){{0,3}}?(?:are|were|is)\s+"
    r"still\s+{act}\b"
)


def nobody_where_some_still(claim: str, passages: list[Passage]) -> str | None:
    """ "Nobody is waiting for a hip operation now" against "about 1,200 patients are still
    waiting": some still do the act the claim says no one does."""
    found = _NOBODY_DOES.search(claim)
    if found is None:
        return None
    still = re.compile(_SOME_STILL.format(act=re.escape(found.group("act"))), re.IGNORECASE)
    for passage in passages:
        for sentence in passage.sentences:
            if still.search(sentence.text):
                return f'the context says some still are: "{sentence.text}"'
    return None


_WITH_KIN = re.compile(
    r"\bwith\s+(?:his|her|their|my|your)\s+(?P<kin>mother|father|mum|dad|brother|sister|son|"
    r"daughter|wife|husband|grandfather|grandmother|grandson|granddaughter|uncle|aunt|cousin)\b",
    re.IGNORECASE,
)


def with_another_relative(claim: str, passages: list[Passage]) -> str | None:
    """ "The boy found the coin with his mother" against "while metal detecting with his
    father": the context names the companion, another relative."""
    found = _WITH_KIN.search(claim)
    if found is None or negated(claim):
        return None
    kin = found.group("kin").lower()
    for passage in passages:
        for sentence in passage.sentences:
            for other in _WITH_KIN.finditer(sentence.text):
                if other.group("kin").lower() != kin and not re.search(
                    rf"\b{kin}\b", sentence.text, re.IGNORECASE
                ):
                    return f'the context says {other.group(0)!r}: "{sentence.text}"'
    return None


_FULL_SERVICE = re.compile(
    r"\b(?:a\s+)?(?:full|normal|usual|complete)\s+(?:service|timetable|schedule)\b", re.IGNORECASE
)
_PART_SERVICE = re.compile(
    r"\b(?:\d+(?:\.\d+)?\s*%|half|a\s+(?:third|quarter|fraction))\s+of\s+(?:its|their|the)\s+"
    r"(?:usual|normal|scheduled|regular)\s+(?:services|trains|flights|buses|timetable)\b",
    re.IGNORECASE,
)


_FULLY_DONE = re.compile(
    r"\b(?:fully|completely|entirely|wholly|totally)\s+(?P<act>[a-z]{4,}?)(?:s|es|ed|d|ing)?\b",
    re.I,
)


def full_where_part(claim: str, passages: list[Passage]) -> str | None:
    """ "Will run a full service during the strike" against "would run about a third of its
    usual services"; "the trees will fully offset the impact" against "offset some of the
    impact": a part is not all of it."""
    return _said_against(claim, passages, _FULL_SERVICE, _PART_SERVICE) or _said_of_the_claimed(
        claim,
        passages,
        _FULLY_DONE,
        lambda found: re.compile(
            rf"\b{re.escape(found.group('act'))}\w*\s+(?:only\s+)?(?:some|part|a\s+(?:little|fraction|"
            rf"share))\s+of\b|\b(?:partly|partially|only\s+in\s+part)\s+{re.escape(found.group('act'))}"
            # "40% contained"
            rf"|\b\d+(?:\.\d+)?\s*%\s+{re.escape(found.group('act'))}",
            re.IGNORECASE,
        ),
    )


_DISPUTED_OVER = re.compile(
    r"\b(?:strikes?|struck|striking|dispute|row|protests?|walkout|walk(?:ed|ing)?\s+out|action|"
    r"ballot)\b[^.;]{0,40}?\bover\s+"
    r"(?:the\s+|a\s+|their\s+|its\s+)?(?P<what>[a-z]+(?:\s+[a-z]+)?)",
    re.IGNORECASE,
)


def disputed_over_another(claim: str, passages: list[Passage]) -> str | None:
    """ "The strike is over working hours" against "will strike on 3 and 4 May over pay": the
    context says what the dispute is about, and the claim's is never named."""
    claimed = _DISPUTED_OVER.search(claim)
    if claimed is None or negated(claim):
        return None
    what = analyse_sentence(claimed.group("what")).stems
    said = frozenset().union(*(passage.stems for passage in passages))
    if not what or what <= said:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            found = _DISPUTED_OVER.search(sentence.text)
            if found and analyse_sentence(found.group("what")).stems:
                return f'the context says it is over {found.group("what")!r}: "{sentence.text}"'
    return None


_ALL_YEAR = re.compile(
    r"\ball\s+year(?:\s+round)?\b|\byear[- ]round\b|\bthroughout\s+the\s+year\b", re.I
)
_SEASON_ENDS = re.compile(
    rf"\b(?:until|till|runs?\s+to|through)\s+(?:the\s+end\s+of\s+)?(?:{'|'.join(MONTHS)})\b"
    r"|\bseasonal\b|\b(?:summer|winter)\s+only\b|\bonly\s+in\s+(?:the\s+)?(?:summer|winter)\b"
    # one way in one season, another in the next: "twice a day in summer and once in winter"
    r"|\bin\s+(?:the\s+)?(?:summer|winter|spring|autumn)\b[^.;]{0,60}\bin\s+(?:the\s+)?"
    r"(?:summer|winter|spring|autumn)\b",
    re.IGNORECASE,
)


def all_year_where_seasonal(claim: str, passages: list[Passage]) -> str | None:
    """ "The route will run all year round" against "the route will run until October": a
    service with an end in the year, or run otherwise in another season, is no year-round
    one."""
    return _said_against(claim, passages, _ALL_YEAR, _SEASON_ENDS, shared=1)


_ONLY_SOME = re.compile(r"\b(?:only\s+some|not\s+all|only\s+a\s+few)\s+(?:of\s+)?", re.IGNORECASE)
_ALL_OF = re.compile(
    r"\ball\s+(?:of\s+)?(?:(?:its|their|the)\s+|(?=\d))(?:\d+\s+)?(?P<thing>[a-z]+)", re.IGNORECASE
)
"""All of them: "in all its parks", "at all 12 railway stations"."""


def some_where_all(claim: str, passages: list[Passage]) -> str | None:
    """ "The ban applies to only some of the council's parks" against "banned barbecues in all
    its parks": what the context does to all of them it does not do to only some."""
    if not _ONLY_SOME.search(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _ALL_OF.finditer(sentence.text):
                if re.search(rf"\b{re.escape(found.group('thing'))}\b", claim, re.IGNORECASE):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_NOT_BY = re.compile(r"\bnot\s+(?:by|from)\s+(?P<who>[^.,;]{3,60})", re.IGNORECASE)
_BY = re.compile(r"\b(?:by|from)\s+(?P<who>[^.,;]{3,60})", re.IGNORECASE)


def by_whom_the_context_denies(claim: str, passages: list[Passage]) -> str | None:
    """ "The trial was funded by food companies" against "funded by a university, not by food
    companies": the doer the context rules out by name."""
    if negated(claim):
        return None
    claimed = _BY.search(claim)
    if claimed is None:
        return None
    who = analyse_sentence(claimed.group("who")).stems
    for passage in passages:
        for sentence in passage.sentences:
            for denied in _NOT_BY.finditer(sentence.text):
                if who and who <= analyse_sentence(denied.group("who")).stems:
                    return f'the context says {denied.group(0)!r}: "{sentence.text}"'
    return None


_FUNDS = (
    r"(?:paying\s+for|pay\s+for|pays\s+for|paid\s+for|funding|fund|funds|funded|financing|"
    r"finance|finances|financed|bankrolling|bankrolls|bankrolled|footing\s+the\s+bill\s+for)"
)
_FUNDER_FIRST = re.compile(
    r"^(?P<who>(?:[\w'-]+\s+){0,4}?[\w'-]+)\s+(?:is\s+|are\s+|was\s+|were\s+|will\s+|has\s+|"
    r"have\s+|had\s+)?(?:be\s+|been\s+)?" + _FUNDS + r"\s+(?!by\b)(?P<what>[^.;]{3,80})",
    re.IGNORECASE,
)
"""Who pays, named first: "The council is paying for the Sunday opening"."""
_FUNDER_LAST = re.compile(
    r"(?:"
    + _FUNDS
    + r"|\bpay\s+for)\s+(?:entirely\s+|wholly\s+|fully\s+|partly\s+|mainly\s+|largely\s+)?"
    r"by\s+(?P<who>[^.,;]{3,60})"
    r"|\b(?:funding|money|cash|the\s+cost)\s+(?:for\s+[^.;]{1,60}?\s+)?(?:is|are|was|will\s+be|"
    r"comes?|came|will\s+come)\s+from\s+(?P<source>[^.,;]{3,60})",
    re.IGNORECASE,
)
"""Who pays, named last: "is paid for by a local charity", "funding for the extra day comes
from a local charity" (normalise writes "is from")."""


_MEANS = frozenset(
    "money gift donation donations grant grants cash funds fund fee fees levy tax taxes proceeds "
    "sum budget income revenue savings loan loans charge charges fares takings profits "
    "it they he she this that which".split()
)
"""What pays, not who: "the money will fund a hospice" names no payer."""
_DETERMINER_LAST = frozenset("the a an its their his her this that our your".split())


def _a_payer(words: str) -> bool:
    """A party that pays ("the council", "a local charity"), not the means ("the gift"), a
    pronoun, or a noun's determiner ("manages the fund": "fund" is no verb there)."""
    tokens = words.lower().split()
    return bool(tokens) and tokens[-1] not in _MEANS and tokens[-1] not in _DETERMINER_LAST


def funded_by_another(claim: str, passages: list[Passage]) -> str | None:
    """ "The council is paying for the Sunday opening" against "Funding for the extra day comes
    from a local charity": the context says who pays for the thing (in that sentence, or the
    one before it, which "the extra day" points back to), and the claim's payer is not it."""
    claimed = _FUNDER_FIRST.match(claim.strip())
    if claimed is None or negated(claim):
        return None
    payer = analyse_sentence(claimed.group("who")).stems
    what = analyse_sentence(claimed.group("what")).stems
    if not payer or not what or not _a_payer(claimed.group("who")):
        return None
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    for index, sentence in enumerate(sentences):
        funders = [
            found.group("who") or found.group("source")
            for found in _FUNDER_LAST.finditer(sentence.text)
        ]
        first = _FUNDER_FIRST.match(sentence.text)
        if first is not None and _a_payer(first.group("who")):
            funders.append(first.group("who"))
        if not funders:
            continue
        if any(payer & analyse_sentence(funder).stems for funder in funders):
            return None  # the claim's payer is one the context names
        about = sentence.stems | (sentences[index - 1].stems if index else frozenset())
        if what & about:
            return f'the context says who pays: "{sentence.text}"'
    return None


_SUM_IN_A_FORM = re.compile(
    r"(?P<sum>\d[\d,]*(?:\.\d+)?\s+(?:pounds|dollars|euros|yen|francs|rupees))\s+in\s+"
    r"(?!(?:the|a|an|its|their|his|her|total|all|each|every|one|just|under|over)\b)"
    r"(?P<form>(?:[a-z]+\s+)?(?P<medium>cash|vouchers?|tokens?|shares|stock|bonds|credits?|"
    r"cards|gold|bitcoin|kind|loans|grants|cheques?))\b",
    re.IGNORECASE,
)
"""Only the media a sum is paid in ("in cash", "in book tokens", "in loans"): "$2 million in
gifts" may be "in donations" in other words."""


def paid_in_another_form(claim: str, passages: list[Passage]) -> str | None:
    """ "She won £1,000 in cash" against "£1,000 in book tokens": the same sum, given in a form
    the context names and the claim's form nowhere in it."""
    claimed = _SUM_IN_A_FORM.search(claim)
    if claimed is None or negated(claim):
        return None
    amount = claimed.group("sum").replace(",", "").lower()
    form = analyse_sentence(claimed.group("form")).stems
    said = frozenset().union(*(passage.stems for passage in passages))
    if form <= said:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _SUM_IN_A_FORM.finditer(sentence.text):
                if found.group("sum").replace(",", "").lower() == amount and not (
                    analyse_sentence(found.group("form")).stems & form
                ):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_OLD_RECORD_BETTER = re.compile(
    r"\b(?:previous|old)\s+(?:\w+\s+)?record\s+(?:was|is)\s+(?:even\s+)?(?:fast|faster|improve|"
    r"better|high|higher|long|longer|quick|quicker|big|bigger|great|greater)\s+than\s+"
    r"(?:the\s+)?(?P<who>[A-Z][\w-]+)",
)


def old_record_better(claim: str, passages: list[Passage]) -> str | None:
    """ "The old record was faster than Kiprop's time" against "Kiprop broke the world record":
    a record broken was beaten by the one who broke it."""
    return _said_of_the_claimed(
        claim,
        passages,
        _OLD_RECORD_BETTER,
        lambda claimed: re.compile(
            rf"\b{re.escape(claimed.group('who'))}\b[^.;]{{0,60}}?\bset\s+a\s+new\s+"
            r"(?:\w+\s+){0,3}?record\b"
        ),
    )


_NOBODY_ACTED = re.compile(
    r"^(?:nobody|no\s+one)\s+(?:was\s+|were\s+|has\s+been\s+|had\s+been\s+)?(?P<act>[a-z]{4,})\b",
    re.IGNORECASE,
)
_COUNTED_NOUN = re.compile(
    r"\b(?P<count>\d[\d,.]*|several|many|dozens\s+of|hundreds\s+of|thousands\s+of)\s+"
    r"(?:[a-z]+\s+){0,2}?(?P<noun>[a-z]{5,})\b",
    re.IGNORECASE,
)
_NOUNS_OF_NORMALISED = {"oppos": frozenset({"objection", "opposition"})}
"""Nouns of an act normalise writes in another verb: "objected" is written "opposed"."""


_DONE_INSTEAD = re.compile(
    r"\binstead\s+of\s+(?P<act>[a-z]+?)ing\b(?P<pronoun>\s+(?:it|them|him|her)\b)?", re.IGNORECASE
)


def done_instead_of(claim: str, passages: list[Passage]) -> str | None:
    """ "He sold the lobster" against "returned it to the sea instead of selling it": what was
    done instead of an act rules the act out."""
    if negated(claim):
        return None
    claimed = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            for found in _DONE_INSTEAD.finditer(sentence.text):
                act = stem(found.group("act").lower())
                # of the same thing: another word shared, or the thing as a pronoun
                shared = len(claimed & sentence.stems)
                if act in claimed and (shared >= 2 or found.group("pronoun")):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_NOBODY_DOING = re.compile(
    r"^\W*(?:nobody|no\s+one)\s+(?:is|are|was|were|will\s+be|has\s+been)\s+(?P<rest>[^.;]+)",
    re.IGNORECASE,
)


_NOTHING_TAKEN = re.compile(
    r"^\W*(?:nothing|none\s+of\s+\w+)\s+(?:was|were|has\s+been|had\s+been)\s+(?:stolen|taken|take|"
    r"theft|looted)\b",
    re.IGNORECASE,
)
_SOME_TAKEN = re.compile(
    # (as normalise writes them: "stolen" is "theft", "taken" and "took" are "take")
    r"\b(?:was|were|have\s+been|has\s+been|had\s+been)\s+(?:stolen|taken|take|theft|looted)\b|"
    r"\b(?:stole|looted|took|take)\s+(?:\w+\s+){0,3}?(?:worth|valued)\b",
    re.IGNORECASE,
)


_NONE_BEFORE = re.compile(r"\b(?:nothing|none|nobody|no)\b", re.IGNORECASE)


def nothing_where_taken(claim: str, passages: list[Passage]) -> str | None:
    """ "Nothing was stolen from the shop" against "Watches worth about £50,000 were taken"."""
    if not _NOTHING_TAKEN.search(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            taken = _SOME_TAKEN.search(sentence.text)
            before = sentence.text[max(0, taken.start() - 20) : taken.start()] if taken else ""
            if taken and not negated(sentence.text) and not _NONE_BEFORE.search(before):
                return f'the context says {taken.group(0)!r}: "{sentence.text}"'
    return None


def nobody_where_someone_does(claim: str, passages: list[Passage]) -> str | None:
    """ "Nobody is watching the nest" against "Volunteers are watching the nest around the
    clock": a sentence says someone does what the claim says nobody does."""
    found = _NOBODY_DOING.search(claim)
    if found is None:
        return None
    rest = analyse_sentence(found.group("rest"))
    done = rest.stems
    if len(done) < 2:
        return None
    # the act (the first word said) and one more word: "still waiting" for "patients are still
    # waiting", whatever they wait for
    act = next((stem(token.lower()) for token in rest.tokens if stem(token.lower()) in done), "")
    for passage in passages:
        for sentence in passage.sentences:
            shared = done & sentence.stems
            if (
                len(shared) >= 2
                and act in shared
                and not (negated(sentence.text) or _NOBODY.search(sentence.text))
            ):
                return f'the context says someone does: "{sentence.text}"'
    return None


def nobody_where_counted(claim: str, passages: list[Passage]) -> str | None:
    """ "Nobody objected to the plans" against "despite 600 objections", "nobody was injured"
    against "three injuries were reported": the context counts the act's noun."""
    found = _NOBODY_ACTED.search(claim.strip())
    if found is None:
        return None
    act = stem(found.group("act"))
    nouns = _NOUNS_OF_NORMALISED.get(act, frozenset()) | {act + "y", act + "ie"}
    for passage in passages:
        for sentence in passage.sentences:
            for counted in _COUNTED_NOUN.finditer(sentence.text):
                noun = stem(counted.group("noun"))
                if noun == act or noun in nouns or act in derived(noun):
                    return f'the context counts them: "{sentence.text}"'
    return None


_HANDED_TO = re.compile(
    r"\b(?:sell|sells|selling|sold|hand|hands|handing|handed|give|gives|giving|gave|given|"
    r"pass|passes|passing|passed|leave|leaves|leaving|left|donate|donates|donating|donated)\s+"
    r"(?:(?:the|his|her|their|its|our)\s+)?(?:[A-Z]\w*\s+){0,3}(?P<thing>[a-z]+)\s+(?:over\s+|on\s+)?"
    r"to\s+(?:(?:a|an|the|his|her|their|its|our)\s+)?(?P<whom>[a-z]+)\b"
)


def handed_to_another(claim: str, passages: list[Passage]) -> str | None:
    """ "Ted is selling the pub to a brewery" against "handing the Red Lion pub to his
    daughter": the context names who it passes to, and the claim's one is nowhere in it."""
    claimed = _HANDED_TO.search(claim)
    if claimed is None or negated(claim):
        return None
    thing, whom = stem(claimed.group("thing")), stem(claimed.group("whom"))
    if any(whom in passage.stems for passage in passages):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _HANDED_TO.finditer(sentence.text):
                if stem(found.group("thing")) == thing and stem(found.group("whom")) != whom:
                    return f'the context says it goes to another: "{sentence.text}"'
    return None


_RUNS_ON = re.compile(
    r"\b(?:runs?|running|ran|powered|fuell?ed|driven)\s+(?:only\s+|entirely\s+|solely\s+|"
    r"wholly\s+|purely\s+)?(?:on|by|with)\s+(?:\w+\s+)?(?P<fuel>diesel|petrol|gasoline|electricity|"
    r"batter(?:y|ies)|hydrogen|gas|coal|solar|wind|steam|biofuel|oil|wood|kerosene|methanol|"
    r"ammonia|nuclear)\b",
    re.IGNORECASE,
)


def runs_on_another(claim: str, passages: list[Passage]) -> str | None:
    """ "The new ferry runs on diesel" against "the first on the route to run on battery power
    alone": the context says what powers it, and the claim's fuel is nowhere in it."""
    return _another_in_the_slot(claim, passages, _RUNS_ON, "fuel", "says it runs on {}")


_CLAIMED_WINNER = re.compile(
    r"^(?:the\s+)?(?P<who>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:has\s+|have\s+)?(?:win|won|wins|claimed|took|"
    # "Ivanov beat Nair", "Ivanov is the new champion": a win in other words
    r"beat|beats|defeated|is\s+(?:now\s+)?the\s+(?:new\s+)?champion|became\s+(?:the\s+)?champion|"
    # an election won: "Paul Dean was re-elected"
    r"(?:was|were|has\s+been|have\s+been)\s+(?:re-?)?elected)\b",
    re.IGNORECASE,
)
_BEATEN_ONE = re.compile(
    r"\b(?:beat|beats|beaten|beating|defeat(?:s|ed|ing)?|edg(?:ed|ing)\s+out|pipp(?:ed|ing)|"
    r"outsprint(?:ed|ing)|overcame|knocked\s+out|saw\s+off|finish(?:ed|ing)\s+ahead\s+of)\s+"
    r"(?:the\s+)?(?P<loser>(?:[\w'-]+\s+){0,3}?[\w'-]+?)"
    r"(?=\s+(?:by|in|at|on|to|for|with|after|and|into|who|whose)\b|\s*[,.;]|\s*$)",
    re.IGNORECASE,
)


def winner_was_beaten(claim: str, passages: list[Passage]) -> str | None:
    """ "The race leader won the stage" against "The cyclist won the stage, edging out the
    race leader by half a wheel": the one the claim says won is the one beaten. A name may
    close the loser's words ("beat the defending champion Ivan Petrov", as normalise writes
    the apposition) or follow them between commas ("beat the holder, Kim Soo, in ..."),
    unless the claim dates its win to another time ("won it in 2019")."""
    claimed = _CLAIMED_WINNER.search(claim.strip())
    if claimed is None or negated(claim):
        return None
    who = analyse_sentence(claimed.group("who")).stems
    if not who:
        return None
    named = [stem(t) for t in raw_tokens(claimed.group("who"))]
    undated = _WON_BEFORE.match(claim, claimed.end()) is None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _BEATEN_ONE.finditer(sentence.text):
                loser = [stem(t) for t in raw_tokens(found.group("loser"))]
                apposed = _APPOSED_NAME.match(sentence.text, found.end())
                if analyse_sentence(found.group("loser")).stems == who or (
                    undated
                    and (
                        loser[-len(named) :] == named
                        or (apposed is not None and _ends_with(apposed.group("name"), named))
                    )
                ):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_WON_BEFORE = re.compile(
    r"[^.;]{0,120}\b(?:before|previously|last\s+year|in\s+(?:19|20)\d\d|ago|once)\b", re.IGNORECASE
)
"""A win dated to another time, matched from after the claim's verb ("won it in 2019")."""
_APPOSED_NAME = re.compile(r"\s*,\s*(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s*(?:,|$)")


def _ends_with(name: str, named: list[str]) -> bool:
    tokens = [stem(t) for t in raw_tokens(name)]
    return bool(named) and tokens[-len(named) :] == named


_ONE_MUST_PAY = re.compile(
    r"\b(?P<payer>(?:the\s+)?[a-z]+|he|she|they)\s+(?:must|will|has\s+to|have\s+to|was\s+ordered\s+to|"
    r"were\s+ordered\s+to)\s+pay\s+(?:the\s+|a\s+)?(?P<payee>[a-z]+)\b",
    re.IGNORECASE,
)
_ORDERED_TO_PAY_TO = re.compile(
    r"\bordered\s+(?P<payer>(?:the\s+)?[a-z]+)\s+to\s+(?:re)?pay\s+(?:back\s+)?[^.;]{0,40}?\bto\s+"
    r"(?:the\s+)?(?P<payee>[a-z]+)\b",
    re.IGNORECASE,
)
"""The court's order with the payee last: "ordered the landlord to repay £3,000 to the tenants"."""


def _same_party(word: str, other: str) -> bool:
    """ "newspaper" and "paper": the one named again by its last part."""
    word, other = stem(word.lower()), stem(other.lower())
    return word == other or (len(other) >= 4 and word.endswith(other))


def paid_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """ "The newspaper must pay the footballer" against "He must pay the paper's legal costs":
    the claim's payer is the one the context has paid."""
    claimed = _ONE_MUST_PAY.search(claim)
    if claimed is None or negated(claim):
        return None
    payer = claimed.group("payer").split()[-1]
    payee = claimed.group("payee")
    for passage in passages:
        for sentence in passage.sentences:
            for found in itertools.chain(
                _ONE_MUST_PAY.finditer(sentence.text), _ORDERED_TO_PAY_TO.finditer(sentence.text)
            ):
                paid = found.group("payee")
                ordered = found.group("payer").split()[-1]
                paid_is_payer = _same_party(payer, paid) or _same_party(paid, payer)
                ordered_is_payer = _same_party(ordered, payer) or _same_party(payer, ordered)
                # the one ordered is the claim's payee, or a pronoun for them
                ordered_is_payee = ordered.lower() in ("he", "she", "they") or _same_party(
                    ordered, payee
                )
                if paid_is_payer and not ordered_is_payer and ordered_is_payee:
                    return f'the context has {found.group("payer")} pay: "{sentence.text}"'
    return None


_KEPT_ITS = re.compile(
    r"\b(?:keep|keeps|kept|retain(?:s|ed)?|hold(?:s)?\s+on\s+to)\s+(?:her|his|their|its|the)\s+"
    r"(?:\w+\s+)?(?P<thing>[a-z]+)\b",
    re.IGNORECASE,
)


def kept_what_goes_to_another(claim: str, passages: list[Passage]) -> str | None:
    """ "The runner kept her bronze medal" against "the bronze medal now goes to Ruth
    Wanjiru": what the context gives to another is not kept."""
    return _said_of_the_claimed(
        claim,
        passages,
        _KEPT_ITS,
        lambda claimed: re.compile(
            rf"\b{re.escape(claimed.group('thing'))}s?\s+(?:now\s+|will\s+|instead\s+)?(?:goes|go|"
            r"went|passes|passed|has\s+passed|is\s+awarded|was\s+awarded|has\s+been\s+awarded|"
            r"has\s+been\s+given|was\s+given|is\s+given)\s+to\b",
            re.IGNORECASE,
        ),
    )


_FOUND_ONE = re.compile(
    # not an aim: "will try to find a buyer"
    r"(?:\b(?<!to\s)(?:found|find|finds|secured|secure|secures|hired|hire|signed|sign)\s+"
    # "a buyer has already been found"
    r"|^(?=(?:a|an)\s+(?:new\s+)?[a-z]+\s+(?:has|have|had)\s+(?:already\s+|now\s+)?been\s+"
    r"(?:found|secured|hired|signed)\b))"
    r"(?:a|an)\s+(?:new\s+)?(?P<thing>[a-z]+)\b",
    re.IGNORECASE,
)


_BUYERS = frozenset({"buyer", "purchaser"})


def found_what_is_sought(claim: str, passages: list[Passage]) -> str | None:
    """ "The company has found a buyer" against "administrators are looking for a buyer":
    what is still sought has not been found."""
    return _said_of_the_claimed(claim, passages, _FOUND_ONE, _sought)


def _sought(claimed: re.Match[str]) -> re.Pattern[str]:
    thing = claimed.group("thing").lower()
    # normalise writes "found a buyer" as "found a purchaser", "looking for a buyer" as
    # "seeking a buyer"
    things = _BUYERS if thing in _BUYERS else {thing}
    return re.compile(
        r"\b(?:(?:looking|searching|hunting|still\s+looking)\s+for|seek(?:s|ing)?|in\s+search\s+of|"
        r"(?:try|tries|trying|hope|hopes|hoping|attempt|attempting)\s+to\s+find)\s+"
        rf"(?:a|an)\s+(?:new\s+)?(?:{'|'.join(sorted(things))})\b",
        re.IGNORECASE,
    )


_THE_ONE_WON = re.compile(
    r"^(?:(?:the|a|an)\s+(?P<who>[a-z][\w'-]+)|(?P<who_said>she|he|they))\s+(?:won|win|wins)\b"
    r"(?!\s+(?:a|an)\b)",
    re.IGNORECASE,
)
_PLACED_LOWER = (
    r"\s+(?:had\s+|has\s+)?(?:finished|came|placed|was|crossed\s+the\s+line|touched\s+the\s+wall|"
    r"ended(?:\s+up)?|took)\s+(?:in\s+)?"
    r"(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th|last|runner-up)\b"
)


_CLAUSE_END = re.compile(r"[,;.]|\b(?:but|and|while|after|before)\b", re.IGNORECASE)
_PLACE_STEMS = frozenset({stem("place")})


def one_placed_lower_won(claim: str, passages: list[Passage]) -> str | None:
    """ "The runner finished first" (normalise: "won") against "The runner ... She had crossed
    the line in third place": who the context places lower did not win; a pronoun opening the
    next sentence is the one just named."""
    claimed = _THE_ONE_WON.search(claim.strip())
    if claimed is None or negated(claim):
        return None
    # "She won the Boston marathon": she is whom the context opens on ("The runner ...")
    who = (
        r"[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?"
        if claimed.group("who_said")
        else re.escape(claimed.group("who"))
    )
    claim_stems = analyse_sentence(claim).stems
    named = re.compile(rf"\b{who}\b", re.IGNORECASE)
    placed = re.compile(rf"\b(?:the\s+)?{who}(?:,[^,.;]{{1,60}},)?{_PLACED_LOWER}", re.IGNORECASE)
    pronoun = re.compile(rf"^(?:she|he|they){_PLACED_LOWER}", re.IGNORECASE)
    before = ""  # the sentence before, across passages: a context item is often one sentence
    for passage in passages:
        for sentence in passage.sentences:
            found = placed.search(sentence.text) or (
                pronoun.search(sentence.text) if named.search(before) else None
            )
            # "finished fourth in the league but won the cup": a place in another contest
            rest = _CLAUSE_END.split(sentence.text[found.end() :] if found else "", maxsplit=1)[0]
            if found and not analyse_sentence(rest).stems - claim_stems - _PLACE_STEMS:
                return f'the context says {found.group(0).strip()!r}: "{sentence.text}"'
            before = sentence.text
    return None


_TOPPED = re.compile(r"\btopped\s+the\s+(?:\w+\s+)?charts?\b", re.IGNORECASE)
_BELOW_THE_TOP = re.compile(
    r"\b(?:(?:go|went|goes|climbed|climb|rose|rise|got|get)\s+to|reached|reach|peaked\s+at|peak\s+at|"
    r"entered\s+at|straight\s+in\s+at|hit)\s+(?:no\.?|number)\s+(?:[2-9]|[1-9]\d+)\b"
    # not "number two in the UK and number one in Ireland"
    r"(?![^.;]{0,120}\b(?:number\s+1|topped)\b)"
    r"|\bkept\s+off\s+the\s+top\s+(?:spot|of\s+the\s+charts?)\b",
    re.IGNORECASE,
)


def topped_where_below(claim: str, passages: list[Passage]) -> str | None:
    """ "Okafor's album topped the chart" (or "reached number one", which normalise writes
    so) against "went to number two, kept off the top spot"."""
    return _said_against(claim, passages, _TOPPED, _BELOW_THE_TOP, shared=1)


_SWITCHED_OFF = re.compile(r"\b(?:switch|switched|turn|turned)\s+off\b", re.IGNORECASE)
_STAYS_ON = re.compile(
    r"\b(?:stay|stays|remain|remains|be\s+left|be\s+kept|kept)\s+on\b", re.IGNORECASE
)


def off_where_kept_on(claim: str, passages: list[Passage]) -> str | None:
    """ "Lights near hospitals will be switched off" against "lights near hospitals and busy
    junctions will stay on": the sentence naming them by a word the switching-off sentence
    does not say keeps them on ("half of the street lights will be switched off overnight"
    is what the other sentence says)."""
    if not _SWITCHED_OFF.search(claim) or negated(claim):
        return None
    sentences = [sentence for passage in passages for sentence in passage.sentences]
    off = frozenset().union(*(s.stems for s in sentences if _SWITCHED_OFF.search(s.text)))
    stems = analyse_sentence(claim).stems
    for sentence in sentences:
        found = _STAYS_ON.search(sentence.text)
        if found and stems & sentence.stems - off:
            return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_BUT_NEVER_A = re.compile(
    r"\bbut\s+(?:never|not)\s+(?:a|an|the|any|one)\s+(?:single\s+)?(?P<thing>[A-Za-z]+)\b",
    re.IGNORECASE,
)


def but_never_that_one(claim: str, passages: list[Passage]) -> str | None:
    """ "She has won an Oscar" against "has won three Baftas but never an Oscar": the act the
    sentence gives, denied of the claim's thing."""
    if negated(claim):
        return None
    words = {stem(t.lower()) for t in raw_tokens(claim)}
    for passage in passages:
        for sentence in passage.sentences:
            for found in _BUT_NEVER_A.finditer(sentence.text):
                thing = stem(found.group("thing").lower())
                before = analyse_sentence(sentence.text[: found.start()]).stems
                # the act said before "but" is the claim's: "won three Baftas" for "has won"
                if thing in words and words & before - {thing}:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_UNAFFECTED_GROUP = re.compile(
    r"^(?P<who>(?:[\w'-]+\s+){1,4}?)(?:will|would|are|is|shall)\s+(?:not\s+be\s+affected|be\s+exempt|"
    r"(?:be\s+)?exempt(?:ed)?|not\s+be\s+covered|be\s+excluded|be\s+left\s+out)\b",
    re.IGNORECASE,
)


_SPARED = re.compile(
    r"\b(?:exempt\w*|free|unaffected|excluded|spared|not|no|never|n't)\b|n't\b", re.IGNORECASE
)
"""A claim that itself leaves them out: "blue badge holders are exempt"."""


def exempt_said_to_be_bound(claim: str, passages: list[Passage]) -> str | None:
    """ "Existing holiday lets will need planning permission" against "Existing holiday lets
    will not be affected": the rule the claim applies to them leaves them out."""
    if negated(claim) or _SPARED.search(claim):
        return None
    stems = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            found = _UNAFFECTED_GROUP.search(sentence.text)
            if found is None:
                continue
            who = analyse_sentence(found.group("who")).stems
            if len(who) >= 2 and who <= stems and _opens_with(claim, found.group("who")):
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_CLAIM_SUBJECT = re.compile(
    r"^(?P<who>(?:[\w'-]+\s+){1,5}?)(?:must|will|would|are|is|shall|can|have|has|need|needs)\b",
    re.IGNORECASE,
)


def _opens_with(claim: str, words: str) -> bool:
    """The claim's subject is the group named: "Existing holiday lets will ...", or the
    same words in another order ("Priority boarding passengers must" for "Passengers with
    priority boarding are exempt")."""
    if claim.lower().lstrip().startswith(words.lower().strip()):
        return True
    subject = _CLAIM_SUBJECT.match(claim.strip())
    return subject is not None and (
        analyse_sentence(subject.group("who")).stems == analyse_sentence(words).stems
    )


_PLAYING_A = re.compile(
    r"\b(?:play|plays|played|playing|portray|portrays|portrayed|portraying|cast\s+as)\s+"
    r"(?:a|an|the)\s+(?P<role>[a-z]+)\b",
    re.IGNORECASE,
)


_PERSON_ENDINGS = ("er", "or", "ist", "ian", "ess", "ive", "ant", "ent", "ine")
_PERSON_PARTS = frozenset(
    "nurse king queen villain hero mother father wife husband son daughter cop spy judge "
    "priest witch ghost vampire monk nun pirate soldier chef thief surgeon captain chief boss "
    "maid butler guard clown cowboy knight prince widow girl boy man woman vicar sheriff".split()
)
_NOT_PARTS = frozenset("instrument tournament character parent component".split())


def _a_person(word: str) -> bool:
    """A part one plays ("a detective", "a nurse"), not "an instrument"."""
    word = word.lower()
    return word not in _NOT_PARTS and (word in _PERSON_PARTS or word.endswith(_PERSON_ENDINGS))


def played_another_role(claim: str, passages: list[Passage]) -> str | None:
    """ "She is best known for playing a doctor" against "best known for playing a detective":
    the part the context names, the claim's nowhere in it."""
    claimed = _PLAYING_A.search(claim)
    if claimed is None or negated(claim):
        return None
    role = stem(claimed.group("role").lower())
    if not _a_person(claimed.group("role")) or any(role in p.stems for p in passages):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            found = _PLAYING_A.search(sentence.text)
            if (
                found
                and _a_person(found.group("role"))
                and stem(found.group("role").lower()) != role
            ):
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_RAISES_IT = re.compile(r"\b(?:raise|raises|increase|increases|put\s+up|puts\s+up)\b", re.I)
_STOPS_CHARGING = re.compile(
    r"\b(?:stop|stops|blocked|end|ends|scrap|scraps|abolish|abolishes|drop|drops)\s+"
    r"(?:charging|taking|issuing|imposing|collecting)\b",
    re.IGNORECASE,
)


def raised_what_is_scrapped(claim: str, passages: list[Passage]) -> str | None:
    """ "The library will raise fines" against "will stop charging fines" (normalise writes
    "stop" as "blocked"): what is ended is not raised."""
    return _said_against(claim, passages, _RAISES_IT, _STOPS_CHARGING, shared=1)


_ADMITTED = re.compile(
    r"\b(?:pleaded\s+guilty(?:\s+to)?|admitted|admits|confessed(?:\s+to)?)\s+(?P<what>[a-z]+)",
    re.IGNORECASE,
)
_DENIES = re.compile(
    r"\b(?:denies|denied|deny|pleaded\s+not\s+guilty\s+to|pleads\s+not\s+guilty\s+to)\s+"
    r"(?P<what>[a-z]+)",
    re.IGNORECASE,
)


def denied_what_is_admitted(claim: str, passages: list[Passage]) -> str | None:
    """ "He admitted taking the steroid" against "He denies taking it knowingly": the same act
    (the word after the verb), denied."""
    claimed = _ADMITTED.search(claim)
    if claimed is None or negated(claim):
        return None
    what = stem(claimed.group("what").lower())
    for passage in passages:
        for sentence in passage.sentences:
            for found in _DENIES.finditer(sentence.text):
                if stem(found.group("what").lower()) == what:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_APOLOGISED = re.compile(r"\b(?:apologised|apologized|apologises|apologizes|said\s+sorry)\b", re.I)


def admitted_what_is_denied(claim: str, passages: list[Passage]) -> str | None:
    """ "The firm denied overcharging customers" against "the firm apologised" or "admitted
    overcharging": the act owned up to, by the claim's subject."""
    claimed = _DENIES.search(claim)
    if claimed is None or negated(claim[: claimed.start()]):
        return None
    what = stem(claimed.group("what").lower())
    who = analyse_sentence(claim[: claimed.start()]).stems
    for passage in passages:
        for sentence in passage.sentences:
            if any(
                stem(f.group("what").lower()) == what for f in _ADMITTED.finditer(sentence.text)
            ):
                return f'the context says it was admitted: "{sentence.text}"'
            sorry = _APOLOGISED.search(sentence.text)
            if sorry and who & analyse_sentence(sentence.text[: sorry.start()]).stems:
                return f'the context says {sorry.group(0)!r}: "{sentence.text}"'
    return None


_SIZE_OF_A = re.compile(r"\bsize\s+of\s+an?\s+(?P<thing>[a-z]+)\b", re.IGNORECASE)


def likened_to_another_size(claim: str, passages: list[Passage]) -> str | None:
    """ "The frog is about the size of a hand" against "the size of a thumbnail": another
    thing its size is likened to."""
    claimed = _SIZE_OF_A.search(claim)
    if claimed is None or negated(claim):
        return None
    thing = stem(claimed.group("thing").lower())
    if any(
        stem(f.group("thing").lower()) == thing
        for p in passages
        for f in _SIZE_OF_A.finditer(p.text)
    ):
        return None
    return _said_of_the_claimed(claim, passages, _SIZE_OF_A, lambda found: _SIZE_OF_A)


_MUST_BE_AT_LEAST = re.compile(
    r"\bmust\s+be\s+(?:at\s+least|over|aged\s+at\s+least)\s+(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[a-z]*)",
    re.IGNORECASE,
)
_UNDER_CAN = re.compile(
    r"\b(?:under|below|less\s+than|shorter\s+than|younger\s+than)\s+(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[a-z]*)"
    r"[^.;]{0,40}?\b(?:can|may|are\s+allowed\s+to|are\s+able\s+to)\b",
    re.IGNORECASE,
)


def under_the_minimum_allowed(claim: str, passages: list[Passage]) -> str | None:
    """ "Children under 1.4 metres can ride Vortex" against "riders must be at least 1.4
    metres tall": below the minimum is ruled out."""
    claimed = _UNDER_CAN.search(claim)
    if claimed is None or negated(claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _MUST_BE_AT_LEAST.finditer(sentence.text):
                same_unit = found.group("unit").lower()[:4] == claimed.group("unit").lower()[:4]
                if same_unit and float(claimed.group("n")) <= float(found.group("n")):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_MANY_OF = re.compile(
    r"\b(?P<many>hundreds\s+of\s+thousands|tens\s+of\s+thousands|hundreds|thousands|millions)\s+of\b",
    re.IGNORECASE,
)
_AT_LEAST_MANY = {
    "hundreds": 200.0,
    "thousands": 2000.0,
    "tens of thousands": 20_000.0,
    "hundreds of thousands": 200_000.0,
    "millions": 2_000_000.0,
}
_FEWER_THAN = re.compile(
    r"\b(?:fewer\s+than|less\s+than|no\s+more\s+than|under|at\s+most)\s+(?P<n>\d[\d,]*)\b",
    re.IGNORECASE,
)


def many_where_fewer(claim: str, passages: list[Passage]) -> str | None:
    """ "Thousands of the frogs live in the wild" against "fewer than 500 remain in the
    wild": the vague count is beyond the bound."""
    claimed = _MANY_OF.search(claim)
    if claimed is None or negated(claim):
        return None
    least = _AT_LEAST_MANY[" ".join(claimed.group("many").lower().split())]
    stems = analyse_sentence(claim[claimed.end() :]).stems
    for passage in passages:
        for sentence in passage.sentences:
            for found in _FEWER_THAN.finditer(sentence.text):
                if float(found.group("n").replace(",", "")) < least and stems & sentence.stems:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_RELATIVES = (
    r"(?:wife|husband|son|daughter|mother|father|mum|dad|brother|sister|partner|friend|"
    r"grandson|granddaughter|grandmother|grandfather|uncle|aunt|cousin|child|children|dog)"
)
_NAME_DOES = re.compile(
    r"^\W*(?P<name>[A-Z][a-z]+)\s+(?P<verb>(?:was|were|is|has|had)\s+[a-z]+|[a-z]+ed)\b"
)


def done_to_a_relative(claim: str, passages: list[Passage]) -> str | None:
    """ "Shah was treated at the hospital" against "Shah's wife was treated there": what the
    context says of the person's relative, not of the person."""
    claimed = _NAME_DOES.search(claim)
    if claimed is None or negated(claim):
        return None
    name, verb = re.escape(claimed.group("name")), re.escape(claimed.group("verb"))
    own = re.compile(rf"\b{name}\s+{verb}\b")
    if any(own.search(p.text) for p in passages):
        return None
    relative = re.compile(rf"\b{name}'s\s+{_RELATIVES}\s+{verb}\b")
    for passage in passages:
        for sentence in passage.sentences:
            found = relative.search(sentence.text)
            if found:
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_BANNED_TOO = re.compile(
    r"^\W*(?:the\s+)?(?P<thing>[A-Za-z]+)\s+(?:will|would|are|is)\s+(?:also\s+)?(?:be\s+)?"
    r"(?:banned|forbidden|prohibited|barred)\b"
)


_BAN_WORD = re.compile(r"\b(?:ban|bans|banned|banning|forbid\w*|prohibit\w*|barred)\b", re.I)


def banned_where_still_allowed(claim: str, passages: list[Passage]) -> str | None:
    """ "Buses will also be banned" against "buses, taxis and delivery vans will still be
    allowed": named among those let in (and nowhere said to be banned: "will ban lorries on
    market days ... still permitted after 6pm")."""
    found = _BANNED_TOO.search(claim)
    if found is None:
        return None
    thing = re.compile(rf"\b{re.escape(found.group('thing'))}\b", re.IGNORECASE)
    if any(
        thing.search(sentence.text) and _BAN_WORD.search(sentence.text)
        for passage in passages
        for sentence in passage.sentences
    ):
        return None
    return _said_of_the_claimed(
        claim,
        passages,
        _BANNED_TOO,
        lambda found: re.compile(
            rf"\b{re.escape(found.group('thing'))}\b[^.;]{{0,60}}?\b(?:will\s+)?(?:still\s+)?be\s+"
            r"(?:allowed|permitted|exempt)\b",
            re.IGNORECASE,
        ),
    )


_CHANGES = re.compile(
    r"\b(?:rise|rises|fall|falls|reduce|reduced|increase|increases|cut|raise|raises|lower|lowers)\b",
    re.IGNORECASE,
)
_STAYS_AT = re.compile(
    r"\b(?:stays?|remains?|stayed|remained|is\s+kept|will\s+be\s+kept|held)\s+at\s+(?:[£$€]\s?)?\d"
    # "will stay at their current prices"
    r"|\b(?:stays?|remains?|stayed|remained|kept|held)\s+at\s+(?:their|its|the|today's)\s+"
    r"(?:current|present|existing)\s+(?:prices?|levels?|rates?)\b",
    re.IGNORECASE,
)


_GREW_TIMES = re.compile(
    r"\b(?:grew|grow|grown|rise|rose|risen|increased|went\s+up)\s+(?P<times>\d+(?:\.\d+)?)\s+times\b",
    re.IGNORECASE,
)
_CHANGED_BY_SHARE = re.compile(
    r"\b(?:(?P<up>rise|rises|rose|risen|grew|grown|increas\w*|up)|fall|fell|fallen|drop\w*|declin\w*|"
    r"down)\s+(?:by\s+)?(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|almost\s+)?"
    r"(?P<share>\d+(?:\.\d+)?)\s*%",
    re.IGNORECASE,
)


def times_against_change(claim: str, passages: list[Passage]) -> str | None:
    """ "Traffic has roughly doubled" (normalised "grew 2 times") against "traffic has risen by
    about 20%": the context's change, as a factor, is far from the claim's."""
    found = _GREW_TIMES.search(claim)
    if found is None or negated(claim):
        return None
    times = float(found.group("times"))
    subject = analyse_sentence(claim[: found.start()]).stems
    if times < 1.5 or not subject:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            change = _CHANGED_BY_SHARE.search(sentence.text)
            if change is None or not subject <= sentence.stems or " times" in sentence.text:
                continue
            share = float(change.group("share")) / 100
            factor = 1 + share if change.group("up") else 1 - share
            if abs(factor - times) > 0.25 * times:
                return f'the context says {change.group(0)!r}: "{sentence.text}"'
    return None


def changed_where_it_stays(claim: str, passages: list[Passage]) -> str | None:
    """ "The basic plan will also go up" against "its basic plan stays at £4.99", and "the
    minimum age will stay at 18" against "raises the minimum age by one year every year"."""
    return (
        _said_against(claim, passages, _CHANGES, _STAYS_AT, shared=2)
        or _said_against(claim, passages, _STAYS_AT, _CHANGES, shared=2)
        or _changed_what_will_not_change(claim, passages)
    )


def _changed_what_will_not_change(claim: str, passages: list[Passage]) -> str | None:
    """ "Fares will rise in May" against "Fares will not change.": the same subject, said to
    stay as it is."""
    changed = _CHANGES.search(claim)
    if changed is None or negated(claim):
        return None
    subject = analyse_sentence(claim[: changed.start()]).stems
    if not subject:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            same = _UNCHANGED.search(sentence.text)
            if same and analyse_sentence(sentence.text[: same.start()]).stems == subject:
                return f'the context says {same.group(0)!r}: "{sentence.text}"'
    return None


_UNCHANGED = re.compile(
    r"\b(?:will\s+not|won't|do\s+not|does\s+not|don't|doesn't)\s+change\b|\bunchanged\b"
    r"|\b(?:remain|remains|stay|stays|will\s+stay|will\s+remain)\s+the\s+same\b"
    # (normalise writes "will not change" as "fixed")
    r"|\b(?:(?:is|are|will\s+be|remain|remains|stay|stays)\s+)?fixed(?=\s*(?:[.;,]|$))",
    re.IGNORECASE,
)


_LEFT_FOR = re.compile(
    r"(?i:\b(?:has|have|had)\s+(?:left|quit|moved\s+to|joined)\b[^.;]{0,40}?\b(?:for|to)\s+)[A-Z]"
    r"|(?i:\b(?:has|have|had)\s+(?:joined|signed\s+for|moved\s+to|rescheduled\s+to)\s+)[A-Z]"
)
"""A move to a named place: "has left the club for Spain", "has joined Celtic" (normalise
writes "moved to" as "rescheduled to")."""
_NEW_CONTRACT = re.compile(
    r"\b(?:signed|agreed|penned)\s+(?:a\s+)?new\s+(?:\S+\s+){0,2}?(?:contract|deal)\b",
    re.IGNORECASE,
)


_MOVED_TO_NAME = re.compile(
    r"(?i:\b(?:moved\s+to|rescheduled\s+to|joined|joins?|transferred\s+to|gone\s+to|switched\s+to)\s+)"
    r"(?P<place>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
)
"""A move the claim makes to a named club or place ("has moved to Aston Villa"; normalise
writes "moved to" as "rescheduled to")."""


def moved_to_where_from(claim: str, passages: list[Passage]) -> str | None:
    """ "Owusu has moved to Aston Villa" against "She joins from Aston Villa": the context's
    move is away from the place the claim moves to (where it never says a move to it)."""
    found = _MOVED_TO_NAME.search(claim)
    if found is None or negated(claim):
        return None
    place = re.escape(found.group("place"))
    towards = re.compile(
        rf"\b(?:to|for|joins?|joined|joining|signs?\s+for|signed\s+for)\s+(?:the\s+)?{place}\b",
        re.I,
    )
    away = re.compile(
        rf"\b(?:from|left|leaves|leaving|quits?|quitting)\s+(?:the\s+)?{place}\b", re.I
    )
    if any(towards.search(p.text) for p in passages):
        return None
    return _said_against(claim, passages, _MOVED_TO_NAME, away)


def left_where_kept_on(claim: str, passages: list[Passage]) -> str | None:
    """ "Rossi has left the club for Spain" against "Marco Rossi has signed a new three-year
    contract": a new contract keeps the one the claim names (a move he "had been linked with"
    is a rumour)."""
    claimed = _LEFT_FOR.search(claim)
    if claimed is None or negated(claim):
        return None
    names = {stem(t.lower()) for t in raw_tokens(claim[: claimed.start()]) if t[:1].isupper()}
    if not names:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            kept = _NEW_CONTRACT.search(sentence.text)
            if kept and names & sentence.stems:
                return f'the context says {kept.group(0)!r}: "{sentence.text}"'
    return None


_MEDAL_YEAR = re.compile(
    r"\b(?P<what>gold|silver|bronze|first|second|third)\s+(?:medal\s+)?(?:in\s+the\s+(?:(?!and\b)[\w-]+\s+){1,4})?"
    r"in\s+(?P<year>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def paired_with_another_year(claim: str, passages: list[Passage]) -> str | None:
    """ "Achebe won gold in 2024" against "won gold in 2021 and silver in 2024": the year goes
    with another medal, and the claim's medal with another year."""
    claimed = _MEDAL_YEAR.search(claim)
    if claimed is None or negated(claim):
        return None
    what, year = claimed.group("what").lower(), claimed.group("year")
    for passage in passages:
        for sentence in passage.sentences:
            pairs = {
                (f.group("what").lower(), f.group("year"))
                for f in _MEDAL_YEAR.finditer(sentence.text)
            }
            if (what, year) in pairs:
                return None
            if any(w == what for w, _ in pairs) and any(y == year for _, y in pairs):
                return f'the context pairs them otherwise: "{sentence.text}"'
    return None


_COST_HEADS = r"(?:prices|costs|bills|shortages?|supplies|sales|imports|exports|tariffs)"
_MODIFIED_COST = re.compile(rf"\b(?P<modifier>[a-z]+)\s+(?P<head>{_COST_HEADS})\b", re.IGNORECASE)
_GENERAL_MODIFIERS = frozenset(
    "rising falling high higher low lower soaring record the their its our your these those a an "
    "higher-than-expected".split()
)


_BLAMED = re.compile(
    r"\b(?:blam\w*|because\s+of|due\s+to|caused\s+by|driven\s+by|thanks\s+to|cited|forced|led\s+to)\b",
    re.IGNORECASE,
)


def cost_of_another_thing(claim: str, passages: list[Passage]) -> str | None:
    """ "Diaz blamed rising flour prices" against "rising butter prices had forced her": the
    cause the context gives is the prices of another thing, and it never names the claim's
    (not "gas prices will fall" beside "electricity prices will fall": that is unsaid)."""
    if negated(claim):
        return None
    found = [
        m
        for m in _MODIFIED_COST.finditer(claim)
        if m.group("modifier").lower() not in _GENERAL_MODIFIERS
    ]
    if not found:
        return None
    modifier, head = found[0].group("modifier").lower(), found[0].group("head").lower()
    if any(stem(modifier) in p.stems for p in passages):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for other in _MODIFIED_COST.finditer(sentence.text):
                if (
                    other.group("head").lower() == head
                    and other.group("modifier").lower() not in _GENERAL_MODIFIERS
                    and _BLAMED.search(sentence.text)
                ):
                    return f'the context says {other.group(0)!r}: "{sentence.text}"'
    return None


_LEAST_SO = re.compile(
    r"\b(?:the|its|their|his|her|[a-z]+'s)\s+least\s+(?P<word>[a-z]{3,})\b", re.I
)


def least_where_most(claim: str, passages: list[Passage]) -> str | None:
    """ "The pandas are the zoo's least popular attraction" against "the zoo's most popular
    attraction"; "the greenest neighbourhoods" against "the least green" (phrases: "at least"
    and "at most" are bounds, not these)."""
    return (
        _said_of_the_claimed(
            claim,
            passages,
            _LEAST_SO,
            lambda found: re.compile(
                rf"\bmost\s+{re.escape(found.group('word'))}\b", re.IGNORECASE
            ),
        )
        or _said_of_the_claimed(
            claim,
            passages,
            _THE_MOST_SO,
            lambda found: re.compile(
                rf"\bleast\s+{re.escape(found.group('base'))}(?:y|e)?\b", re.IGNORECASE
            ),
        )
        or _said_of_the_claimed(
            claim,
            passages,
            _THE_MOST_WORD,
            lambda found: re.compile(
                rf"\bleast\s+{re.escape(found.group('word'))}\b", re.IGNORECASE
            ),
        )
    )


_THE_MOST_SO = re.compile(r"\bthe\s+(?P<base>[a-z]{3,}?)(?:est|iest)\b", re.IGNORECASE)
_THE_MOST_WORD = re.compile(
    r"\b(?:the|its|their|his|her|[a-z]+'s)\s+most\s+(?P<word>[a-z]{3,})\b", re.IGNORECASE
)
""""Young men were the most likely to read" against "the least likely"."""


_UNCONDITIONAL = re.compile(
    r"\bwithout\s+(?:any\s+)?conditions\b|\bunconditional(?:ly)?\b|\bwith\s+no\s+conditions\b", re.I
)
_ON_CONDITION = re.compile(
    r"\bon\s+(?:the\s+)?condition\b|\bsubject\s+to\s+(?:conditions|the\s+condition)\b|\bconditions?\s+"
    r"(?:attached|imposed)\b",
    re.IGNORECASE,
)


def unconditional_where_conditioned(claim: str, passages: list[Passage]) -> str | None:
    """ "The merger was approved without conditions" against "approved ... on condition that
    they sell 20% of their masts"."""
    return _said_against(claim, passages, _UNCONDITIONAL, _ON_CONDITION, shared=1)


_KIND_OF_PLACE = re.compile(r"\bin\s+an?\s+(?P<kind>[a-z]+)\s+in\s+(?P<place>[A-Z][a-z]+)\b")


def another_kind_of_place(claim: str, passages: list[Passage]) -> str | None:
    """ "The tree stands in a park in Herefordshire" against "in a churchyard in
    Herefordshire": another kind of place in the same county, the claim's never named."""
    claimed = _KIND_OF_PLACE.search(claim)
    if claimed is None or negated(claim):
        return None
    if any(stem(claimed.group("kind")) in p.stems for p in passages):
        return None
    return _said_of_the_claimed(
        claim,
        passages,
        _KIND_OF_PLACE,
        lambda found: re.compile(
            rf"\bin\s+an?\s+[a-z]+\s+in\s+{re.escape(found.group('place'))}\b"
        ),
    )


_DROVE_OFF = re.compile(
    r"\b(?:(?:drove|drive|drives|driven)\s+off|fled\s+the\s+scene|failed\s+to\s+(?:stop|block)|sped\s+off)\b",
    re.IGNORECASE,
)
_STOPPED_AT_THE_SCENE = re.compile(
    r"\b(?:stopped|blocked|remained|stayed)\s+at\s+the\s+scene\b", re.IGNORECASE
)


def drove_off_where_stopped(claim: str, passages: list[Passage]) -> str | None:
    """ "The van driver drove off" against "the van driver stopped at the scene" (normalised
    "blocked", as "stop" is)."""
    return _said_against(claim, passages, _DROVE_OFF, _STOPPED_AT_THE_SCENE, shared=1)


_NTH_OF_THEIRS = re.compile(
    r"\b(?:her|his|their|its|the)\s+(?P<nth>debut|second|third|fourth|fifth|sixth|seventh|eighth|"
    r"ninth|tenth|first(?=\s+(?!to\b|time\b|ever\b|of\b|and\b|in\b)[a-z]{3,}))\b",
    re.IGNORECASE,
)
"""A place in a count of theirs ("her third book"); "first" only of a thing ("her first
book", not "her first to win a prize")."""


_FIRST_AS = {"debut": "first"}
_IT_IS = re.compile(r"^\W*(?:it|this|that)\s+(?:is|was)\s+$", re.IGNORECASE)
_IT_OR_IT_NAMED_IS = re.compile(
    r"^\W*(?:it|this|that|the\s+[a-z]+)\s+(?:is|was)\s+$", re.IGNORECASE
)
"""(the judge writes a context's opening "It" as the thing it stands for: "The marathon
was her first")"""


def another_nth(claim: str, passages: list[Passage]) -> str | None:
    """ "Her latest book is her fifth" against "her latest, her sixth": another place in the
    count, in a sentence that shares the claim's words."""
    claimed = _NTH_OF_THEIRS.search(claim)
    if claimed is None or negated(claim):
        return None
    nth = _FIRST_AS.get(claimed.group("nth").lower(), claimed.group("nth").lower())
    stems = analyse_sentence(claim[: claimed.start()]).stems
    # "It is her first book" against "It is her third book": the same "it" either way
    of_it = _IT_IS.search(claim[: claimed.start()]) is not None
    for passage in passages:
        for sentence in passage.sentences:
            found = [
                _FIRST_AS.get(f.group("nth").lower(), f.group("nth").lower())
                for f in _NTH_OF_THEIRS.finditer(sentence.text)
                if stems or _IT_OR_IT_NAMED_IS.search(sentence.text[: f.start()])
            ]
            if found and nth not in found and (stems & sentence.stems or of_it):
                return f'the context says its {found[0]}: "{sentence.text}"'
    return None


_WON_CLAIMED = re.compile(r"\b(?P<name>[A-Z][a-z]+)\s+(?:has\s+|had\s+)?(?:won|win|wins)\b")
_REACHED_THE_FINAL = re.compile(
    r"\b(?:reached|reach|rise\s+to|rose\s+to|made|got\s+to)\s+the\s+(?:final|semi-?finals?|quarter-?finals?)\b",
    re.IGNORECASE,
)
"""A place in a contest short of winning it ("reached the final", normalised "rise to")."""
_WON_IT = re.compile(r"\b(?:won|win|wins|beat|beaten|champion|title)\b", re.IGNORECASE)


def won_where_only_reached_the_final(claim: str, passages: list[Passage]) -> str | None:
    """ "Brandt won Wimbledon last year" against "Brandt reached the final last year": a
    finalist, and the context never says he won."""
    claimed = _WON_CLAIMED.search(claim)
    if claimed is None or negated(claim):
        return None
    name = re.compile(rf"\b{re.escape(claimed.group('name'))}\b")
    for passage in passages:
        for sentence in passage.sentences:
            if not name.search(sentence.text):
                continue
            if _WON_IT.search(sentence.text):
                return None
            reached = _REACHED_THE_FINAL.search(sentence.text)
            if reached:
                return f'the context says only {reached.group(0)!r}: "{sentence.text}"'
    return None


_FEWER_THAN_EVER = re.compile(
    r"\b(?:fewer|less|lower|smaller)\b[^.;]{0,30}\bthan\s+ever\b|\b(?:fewest|lowest|least)\s+ever\b",
    re.IGNORECASE,
)
_A_RECORD = re.compile(r"\ba\s+record\b(?!\s+low)|\brecord\s+(?:high|number)\b", re.IGNORECASE)


def fewest_where_a_record(claim: str, passages: list[Passage]) -> str | None:
    """ "Called out fewer times than ever" against "180 times last year, a record"."""
    return _said_against(claim, passages, _FEWER_THAN_EVER, _A_RECORD, shared=1)


_PRICED = re.compile(
    r"^(?P<who>(?:[\w'-]+\s+){1,3}?)(?:price|prices|cost|costs|charge|charges)\s+\d"
)
_FREE_OUTRIGHT = re.compile(
    r"^(?P<who>(?:[\w'-]+\s+){1,3}?)(?:is|are)\s+(?:completely\s+|totally\s+|entirely\s+)?free"
    r"(?:\s+to\s+(?:use|download|join|enter|play|install))?\s*[.!]?$",
    re.IGNORECASE,
)


def priced_where_free(claim: str, passages: list[Passage]) -> str | None:
    """ "The app costs £2.99" against "It is free to use": free outright (not "free on
    Sundays" or "free for children"), said of the claim's subject or by a pronoun for it."""
    claimed = _PRICED.search(claim)
    if claimed is None or negated(claim):
        return None
    who = analyse_sentence(claimed.group("who")).stems
    for passage in passages:
        for sentence in passage.sentences:
            found = _FREE_OUTRIGHT.search(sentence.text.strip())
            if found is None:
                continue
            said_of = found.group("who").strip().lower()
            if said_of in ("it", "they") or who & analyse_sentence(said_of).stems:
                return f'the context says it is free: "{sentence.text}"'
    return None


_FREE_AT_THE_END = re.compile(
    r"\b(?:(?:for\s+)?free(?:\s+of\s+charge)?|at\s+no\s+(?:extra\s+)?cost)\s*[.!]?\s*$",
    re.IGNORECASE,
)
"""Free, with no one it is free for: "Bikes travel free." (not "free for children")."""
_FREE_ONLY_THEN = re.compile(
    r"\b(?:used\s+to|was|were|after|before|until|during|first|once|if|when)\b", re.IGNORECASE
)
_A_PRICE = re.compile(r"[$€£]\s?\d|\b\d[\d,.]*\s+(?:pounds|euros|dollars|pence)\b", re.IGNORECASE)


def free_where_priced(claim: str, passages: list[Passage]) -> str | None:
    """The converse of `priced_where_free`: "Bikes travel free" against "Bikes can be taken on
    board for £3". A sentence about the thing the claim opens on prices it and says nothing of
    its being free (not for a claim of another time or case: "used to be free", "after the
    first year is free")."""
    if _FREE_AT_THE_END.search(claim) is None or _FREE_ONLY_THEN.search(claim) or negated(claim):
        return None
    subject = next((stem(t.lower()) for t in raw_tokens(claim) if t.lower() not in STOPWORDS), None)
    if subject is None:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            opening = next(
                (stem(t.lower()) for t in sentence.tokens if t.lower() not in STOPWORDS), None
            )
            if (
                opening == subject
                and _A_PRICE.search(sentence.text)
                and not re.search(r"\bfree\b", sentence.text, re.IGNORECASE)
            ):
                return f'the context gives it a price: "{sentence.text}"'
    return None


_PRICES_MOVED = re.compile(
    r"\b(?P<what>[a-z]+)\s+prices\s+(?P<way>fell|falls?|rose|rises?)\s+from\s+"
    r"(?P<when>last\s+\w+|before|a\s+year\s+ago)\b",
    re.IGNORECASE,
)
"""Normalise's form of "lift passes are cheaper than last season"."""
_SO_MUCH_MORE_THAN = re.compile(
    r"(?:\d[\d.,]*\s*(?:euros|pounds|dollars|pence)|[$€£]\s?\d[\d.,]*)\s+(?P<way>more|less)\s+than\s+"
    r"(?P<when>last\s+\w+|before|a\s+year\s+ago)\b",
    re.IGNORECASE,
)


def price_moved_otherwise(claim: str, passages: list[Passage]) -> str | None:
    """ "Lift passes are cheaper than last season" against "cost €60 a day, €5 more than last
    season": the sentence about the same thing moves its price the other way."""
    claimed = _PRICES_MOVED.search(claim)
    if claimed is None or negated(claim):
        return None
    # what is priced, by any of its words ("season tickets", written "season fare")
    what = analyse_sentence(claim[: claimed.end("what")]).stems
    fell = claimed.group("way").lower().startswith("f")
    for passage in passages:
        for sentence in passage.sentences:
            given = _SO_MUCH_MORE_THAN.search(sentence.text)
            if given is None or not what & sentence.stems:
                continue
            if (given.group("way").lower() == "more") == fell:
                return f'the context says {given.group(0)!r}: "{sentence.text}"'
    return None


_CHARGED = re.compile(
    r"\b(?:has|have|had)\s+been\s+charged\b|\b(?:was|were)\s+charged\s+with\b", re.IGNORECASE
)
_ONLY_SUSPECTED = re.compile(
    r"\breleased\s+(?:on\s+(?:police\s+)?bail|under\s+investigation|without\s+charge)\b",
    re.IGNORECASE,
)
_ANY_CHARGE = re.compile(r"\bcharg(?:e|ed|es|ing)\b", re.IGNORECASE)


def charged_where_only_bailed(claim: str, passages: list[Passage]) -> str | None:
    """ "A man has been charged with burglary" against "arrested on suspicion of burglary ...
    released on bail": held on suspicion and let go, and no one charged anywhere."""
    if any(
        _ANY_CHARGE.search(sentence.text.replace("without charge", ""))
        for p in passages
        for sentence in p.sentences
    ):
        return None  # "the 31-year-old has been charged; the other was bailed"
    return _said_against(claim, passages, _CHARGED, _ONLY_SUSPECTED)


_NO_FEE_FOR = re.compile(
    r"\b(?:no|without\s+(?:a|any))\s+(?:price|fee|charge|penalty|fine|expenses)\s+(?:for|on|when)\s+"
    r"(?P<act>[^.;,]{3,60})",
    re.IGNORECASE,
)
_FEE_INCURRED = re.compile(
    r"\b(?:incurs?|incurred|attracts?|carries|faces?|pays?|charged?)\s+(?:a|an|the)?\s*(?:[\w-]+\s+){0,3}?"
    r"(?:charge|fee|penalty)\b|\b(?:charge|fee|penalty)\s+of\s+(?:£|\$|€)?\d",
    re.IGNORECASE,
)


_NO_PERIODIC_FEE = re.compile(
    r"\bno\s+(?P<period>annual|yearly|monthly)\s+(?:fee|charge|subscription|price)s?\b",
    re.IGNORECASE,
)
_PRICE_PER = re.compile(
    # (normalise writes "£30 a year" as "30 pounds annual")
    r"(?:[£$€]\s?\d|\d[\d,.]*\s*(?:pounds|dollars|euros))[^.;]{0,20}?\b(?:(?:a|per|each)\s+)?"
    r"(?P<unit>year|month|annual|monthly|yearly|365\s+days|30\s+days)\b"
    r"|\b(?P<adjective>annual|yearly|monthly)\s+(?:fee|charge|cost|price|subscription)\s+of\b",
    re.IGNORECASE,
)
_PERIOD_OF = {
    "annual": "year",
    "yearly": "year",
    "monthly": "month",
    "365 days": "year",
    "30 days": "month",
}


def priced_where_no_fee(claim: str, passages: list[Passage]) -> str | None:
    """ "The card costs £30 a year" against "There is no annual fee": a yearly price where
    the context says there is none."""
    claimed = _PRICE_PER.search(claim)
    if claimed is None or negated(claim):
        return None
    unit = (claimed.group("unit") or claimed.group("adjective") or "").lower()
    period = _PERIOD_OF.get(unit, unit)
    for passage in passages:
        for sentence in passage.sentences:
            none = _NO_PERIODIC_FEE.search(sentence.text)
            if none and _PERIOD_OF[none.group("period").lower()] == period:
                return f'the context says {none.group(0)!r}: "{sentence.text}"'
    return None


_PAY_TO_ENTER = re.compile(
    r"\b(?:must|have\s+to|has\s+to|will\s+have\s+to|need\s+to|needs\s+to)\s+pay\b[^.;]{0,30}?\bto\s+"
    r"(?:enter|get\s+in|get\s+into|visit|go\s+in)\b|\b(?:entry|entrance)\s+(?:will\s+)?costs?\b",
    re.IGNORECASE,
)
_ENTRY_FREE = re.compile(
    r"\b(?:entry|entrance)\s+(?:to\s+(?:the\s+)?[\w'-]+\s+(?:[\w'-]+\s+)?)?(?:is|will\s+be|remains|stays)\s+"
    r"(?:still\s+)?free\b|\bfree\s+(?:entry|entrance)\b",
    re.IGNORECASE,
)


def paid_entry_where_free(claim: str, passages: list[Passage]) -> str | None:
    """ "Visitors must pay £8 to enter the market" against "Entry is free, but the ice rink
    costs £8" (normalise writes admission as entry): going in is free, whatever else costs."""
    return _said_against(claim, passages, _PAY_TO_ENTER, _ENTRY_FREE)


def fee_where_none(claim: str, passages: list[Passage]) -> str | None:
    """ "There is no fee for paying off the mortgage early" against "paying off more than
    10% in a year incurs an early repayment charge of 2%": the context charges for the act."""
    claimed = _NO_FEE_FOR.search(claim)
    if claimed is None:
        return None
    act = analyse_sentence(claimed.group("act")).stems
    for passage in passages:
        for sentence in passage.sentences:
            if len(act & sentence.stems) >= 2 and _FEE_INCURRED.search(sentence.text):
                return f'the context charges for it: "{sentence.text}"'
    return None


_ON_LAND = re.compile(r"\b(?:on\s+land|onshore|inland)\b", re.IGNORECASE)
_AT_SEA = re.compile(r"\b(?:off\s+the\s+coast|offshore|at\s+sea|out\s+at\s+sea)\b", re.IGNORECASE)


_RELEASE = r"(?P<name>[A-Z][\w]*(?:\s+[A-Z][\w]*)?)\s+(?P<number>\d+(?:\.\d+)?)"
_LEAST_RELEASE = re.compile(
    rf"\b(?:requires?|required|requiring|needs?|needed|needing)\s+(?:at\s+least\s+)?{_RELEASE}"
    r"(?:\s+or\s+(?:later|newer|above|higher)|\s+and\s+(?:above|later|newer))?\b"
)
_RUNS_ON_RELEASE = re.compile(
    rf"\b(?:runs?|works?|running|working|installs?|installed|available|supports?|compatible\s+with)"
    rf"(?:\s+on)?\s+{_RELEASE}\b"
)


def below_the_minimum(claim: str, passages: list[Passage]) -> str | None:
    """ "Version 4.0 runs on Android 10" against "It requires Android 12 or later": a release
    older than the least the context requires."""
    claimed = _RUNS_ON_RELEASE.search(claim)
    if claimed is None or negated(claim):
        return None
    name, number = claimed.group("name"), float(claimed.group("number"))
    for passage in passages:
        for sentence in passage.sentences:
            for least in _LEAST_RELEASE.finditer(sentence.text):
                if least.group("name") == name and float(least.group("number")) > number:
                    return f'the context says {least.group(0)!r}: "{sentence.text}"'
    return None


_AIM_FAILED = re.compile(
    r"\b(?:had\s+)?(?:hoped|wanted|tried|sought|planned|aimed|attempted)\s+to\s+(?P<act>[a-z]+)\b"
    r"[^.;]{0,80}?\bbut\b[^.;]{0,40}?\b(?:failed|collapsed|fell\s+through|broke\s+down|came\s+to\s+"
    r"nothing|(?:was|were)\s+(?:rejected|refused|turned\s+down))\b",
    re.IGNORECASE,
)


_STILL_IN_TALKS = re.compile(
    # (normalise writes "talks on returning" as "speak on return")
    r"\b(?:talks|speak|negotiations|discussions)\s+(?:on|about|over)\s+(?P<act>[a-z]+)\b[^.;]{0,40}?\b"
    r"(?:are|is)\s+(?:still\s+)?(?:continuing|ongoing|under\s+way|underway|going\s+on)\b",
    re.IGNORECASE,
)


def still_in_talks(claim: str, passages: list[Passage]) -> str | None:
    """ "All the other objects have been returned" against "talks on returning further objects
    are continuing": what is still talked about has not been done."""
    if negated(claim):
        return None
    claimed = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            found = _STILL_IN_TALKS.search(sentence.text)
            if found is None:
                continue
            act = stem(found.group("act").lower())
            done = claimed & (derived(act) | {act})
            if done and (claimed - done) & sentence.stems and _DONE_ALREADY.search(claim):
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_DONE_ALREADY = re.compile(r"\b(?:has|have|had)\s+(?:also\s+|already\s+|now\s+)?been\b|\b\w+ed\b")
"""A claim that says the thing is done: "have also been returned", "returned"."""


_CAUSE_GIVEN = re.compile(r"(?<!not\s)\bbecause\s+(?:of\s+)?(?P<cause>[^.;,]{3,80})", re.IGNORECASE)
_NAMED_PUBLICLY = re.compile(
    # (normalise writes "announced" as "say")
    r"\b(?:name|identity)\s+(?:was|has\s+been|have\s+been|were|is|will\s+be)\s+(?:announced|say|revealed|disclose|"
    r"released|published|disclosed|made\s+public|given)\b|\b(?:was|were|has\s+been|have\s+been)\s+"
    r"(?:publicly\s+)?(?:named|identified)\s+as\b",
    re.IGNORECASE,
)
_UNNAMED = re.compile(
    r"\b(?:anonymous|anonymously|unnamed|not\s+(?:been\s+)?(?:named|identified)|"
    r"(?:asked|wished|wants|wanted|chose)\s+not\s+to\s+be\s+(?:named|identified))\b",
    re.IGNORECASE,
)


def named_where_anonymous(claim: str, passages: list[Passage]) -> str | None:
    """ "The buyer's name was announced" against "the buyer wished to remain anonymous": one
    the context keeps unnamed was not named."""
    return _said_against(claim, passages, _NAMED_PUBLICLY, _UNNAMED, shared=1)


_IN_THE_ZONE = re.compile(
    r"\bin\s+the\s+(?P<zone>relegation|drop|promotion|play-?off)\s+(?:zone|places)\b", re.I
)


def in_the_zone_where_outside(claim: str, passages: list[Passage]) -> str | None:
    """ "The club is in the relegation zone" against "one place above the relegation zone":
    a side the context puts outside it is not in it."""
    return _said_of_the_claimed(
        claim,
        passages,
        _IN_THE_ZONE,
        lambda found: re.compile(
            rf"\b(?:above|below|outside|out\s+of|clear\s+of|off)\s+the\s+{found.group('zone')}\s+"
            r"(?:zone|places)\b",
            re.IGNORECASE,
        ),
    )


_PRICED_THE_SAME = re.compile(  # (normalise writes the verb "costs" as "expenses")
    r"\b(?:cost|costs|expenses|price|priced)\s+the\s+same\s+as\b|\bthe\s+same\s+price\s+as\b",
    re.IGNORECASE,
)
_PRICED_A_MULTIPLE = re.compile(
    r"\b(?:double|twice|triple|three\s+times|half)\s+the\s+(?:price|cost|fare)\s+of\b",
    re.IGNORECASE,
)


def same_price_where_a_multiple(claim: str, passages: list[Passage]) -> str | None:
    """ "E-bikes will cost the same as standard bikes" against "20p a minute for the e-bikes,
    double the price of standard bikes"."""
    return _said_against(claim, passages, _PRICED_THE_SAME, _PRICED_A_MULTIPLE, shared=1)


_BELOW_THE_OLD_RECORD = re.compile(
    r"\b(?:lighter|smaller|shorter|slower|lower|less|fewer|weaker)\s+than\s+the\s+(?:previous|old|former|"
    r"existing)\s+record\b",
    re.IGNORECASE,
)
_NO_LONGER_FREE = re.compile(r"\bno\s+longer\s+free\b", re.IGNORECASE)
_NEW_RECORD = re.compile(
    r"\b(?:set(?:ting|s)?|broke|breaking|breaks?|smash(?:ed|ing|es)?)\s+(?:a\s+|the\s+)?(?:new\s+)?"
    r"(?:\w+\s+){0,2}?record\b",
    re.IGNORECASE,
)


def short_of_the_record_it_broke(claim: str, passages: list[Passage]) -> str | None:
    """ "The pumpkin was lighter than the previous record" against "setting a new national
    record": what set a new record beat the old one."""
    return _said_against(claim, passages, _BELOW_THE_OLD_RECORD, _NEW_RECORD, shared=1)


_SUCCESSOR_FOUND = re.compile(
    r"\b(?:a\s+|the\s+)?(?:new|replacement)\s+[a-z]+\s+(?:has|have|had|was|were)\s+(?:been\s+)?"
    r"(?:appointed|found|hired?|named|recruited|chosen|taken\s+on)\b"  # "hire", as normalised
    r"|\b(?:a\s+)?(?:replacement|successor)\s+(?:has|have|had|was|were)\s+(?:been\s+)?(?:appointed|"
    r"found|hired?|named|recruited|chosen)\b",
    re.IGNORECASE,
)
_NO_SUCCESSOR = re.compile(
    r"\bno\s+(?:replacement|successor)\s+(?:has|have|had)\s+(?:yet\s+)?been\s+(?:found|appointed|"
    r"named|hired)|\b(?:yet\s+to|not\s+(?:yet\s+)?(?:been\s+able\s+to|managed\s+to)|unable\s+to|"
    r"failed\s+to)\s+(?:find|appoint|name|hire|recruit)\s+a\s+(?:replacement|successor)\b",
    re.IGNORECASE,
)


def successor_where_none(claim: str, passages: list[Passage]) -> str | None:
    """ "A new postmaster has been appointed" against "No replacement has been found": one
    the context says is still wanting has not been found."""
    return _said_against(claim, passages, _SUCCESSOR_FOUND, _NO_SUCCESSOR)


_CAUSE_DENIED = re.compile(r"\bnot\s+because\s+(?:of\s+)?(?P<cause>[^.;,]{3,80})", re.IGNORECASE)


def cause_denied(claim: str, passages: list[Passage]) -> str | None:
    """ "Betelgeuse dimmed because it was about to explode" against "dimmed because of dust,
    not because it was about to explode": the cause the context rules out."""
    claimed = _CAUSE_GIVEN.search(claim)
    if claimed is None or negated(claim[: claimed.start()]):
        return None
    cause = analyse_sentence(claimed.group("cause")).stems
    if not cause:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for denied in _CAUSE_DENIED.finditer(sentence.text):
                if len(cause & analyse_sentence(denied.group("cause")).stems) * 3 >= len(cause) * 2:
                    return f'the context says {denied.group(0)!r}: "{sentence.text}"'
    return None


_GROUP_COMPARED = re.compile(
    r"\b(?P<who>[a-z]+)\s+group\s+(?:had|has|saw|showed|reported|suffered|scored|got|achieved|recorded)\s+(?:\d+(?:\.\d+)?\s?%\s+)?"
    r"(?P<more>fewer|more|less|lower|higher)\s+(?P<what>[a-z]+(?:\s+[a-z]+)?)",
    re.IGNORECASE,
)


def group_compared_otherwise(claim: str, passages: list[Passage]) -> str | None:
    """ "The placebo group had fewer heart attacks" against "the drug group had 30% fewer
    heart attacks": the context gives the comparison to the other group."""
    claimed = _GROUP_COMPARED.search(claim)
    if claimed is None or negated(claim):
        return None
    who, more = stem(claimed.group("who").lower()), claimed.group("more").lower()
    what = analyse_sentence(claimed.group("what")).stems
    for passage in passages:
        for sentence in passage.sentences:
            for given in _GROUP_COMPARED.finditer(sentence.text):
                if (
                    given.group("more").lower() == more
                    and what & analyse_sentence(given.group("what")).stems
                    and stem(given.group("who").lower()) != who
                ):
                    return f'the context says {given.group(0)!r}: "{sentence.text}"'
    return None


_ONLY_EVER = re.compile(
    r"\bonly\s+(?:ever\s+)?[a-z]+\s+(?P<what>[a-z]+(?:\s+[a-z]+){0,2})", re.IGNORECASE
)
_MOSTLY = re.compile(
    r"\b(?:mostly|mainly|largely|chiefly|primarily|predominantly|a\s+(?:mix|mixture|blend|combination)"
    r"\s+of)\s+(?P<what>[a-z]+(?:\s+[a-z]+){0,2})",
    re.I,
)


def only_where_mostly(claim: str, passages: list[Passage]) -> str | None:
    """ "She only ever painted landscapes" against "her early works were mostly landscapes":
    what the context gives as most is not all; nor what it gives as part of a mix ("will only
    show new releases" against "a mix of new releases and classic films")."""
    claimed = _ONLY_EVER.search(claim)
    if claimed is None or negated(claim):
        return None
    what = analyse_sentence(claimed.group("what")).stems
    for passage in passages:
        for sentence in passage.sentences:
            for most in _MOSTLY.finditer(sentence.text):
                if what & analyse_sentence(most.group("what")).stems:
                    return f'the context says {most.group(0)!r}: "{sentence.text}"'
    return None


_NOT_THE_OTHER = re.compile(r",\s+not\s+(?P<denied>[^,.;]{2,40}?)(?=\s*[,.;]|\s*$)", re.IGNORECASE)


def said_of_the_denied(claim: str, passages: list[Passage]) -> str | None:
    """ "The cap limits the total bill" against "the cap limits the rate per unit, not the
    total bill": what the claim says of a thing the context says it is not said of."""
    if negated(claim):
        return None
    claimed = analyse_sentence(claim).stems
    for passage in passages:
        for sentence in passage.sentences:
            for found in _NOT_THE_OTHER.finditer(sentence.text):
                denied = analyse_sentence(found.group("denied")).stems
                before = analyse_sentence(sentence.text[: found.start()]).stems
                if (
                    denied
                    and denied <= claimed
                    and not denied & before
                    and len((claimed - denied) & before) >= 2
                ):
                    return f'the context says {found.group(0).strip(", ")!r}: "{sentence.text}"'
    return None


_DROPPED_PLANS_TO = re.compile(
    rf"\b{_DROPS}\s+(?:its\s+|the\s+|their\s+|his\s+|her\s+)?(?:plans?|proposals?|bid)\s+to\s+"
    r"(?P<act>[a-z]+)",
    re.IGNORECASE,
)
"""A plan given up ("dropped plans to sell", normalised "fall plans to sell")."""
_PLAN_DROPPED = re.compile(
    rf"\b(?:plans?|proposals?|bid)\b[^.;]{{0,40}}\b(?:been|was|were|is|are)\s+{_DROPS}\b"
    rf"|\b{_DROPS}\s+(?:its\s+|the\s+|their\s+)?(?:plans?|proposals?|bid)\b",
    re.IGNORECASE,
)


_ONLY_AIMED = re.compile(
    r"\b(?:hopes|plans|aims|wants|intends|is\s+hoping|are\s+hoping|is\s+planning|are\s+planning)\s+"
    r"to\s+(?P<act>[a-z]+)\b",
    re.IGNORECASE,
)
_SAID_DONE = re.compile(
    r"\b(?:has|have)\s+(?:already\s+|now\s+)?(?:been|[a-z]+ed|"
    + "|".join(sorted(IRREGULAR_BASES))  # "has bought", as normalise writes it: "has buy"
    + r")\b|\balready\b",
    re.IGNORECASE,
)


def aim_that_failed(claim: str, passages: list[Passage]) -> str | None:
    """ "The loan has been extended" against "the zoo had hoped to extend the loan, but talks
    failed": what was only hoped for, and then failed or was given up ("the forests will be
    sold" against "has dropped plans to sell"), was not done; nor is what the context gives
    only as hoped for ("the shows have been rescheduled" against "she hopes to reschedule the
    shows")."""
    if negated(claim) or _PLAN_DROPPED.search(claim):
        return None  # ("plans to sell the forests have been dropped" says what they did)
    claimed = analyse_sentence(claim).stems
    said_done = _SAID_DONE.search(claim) is not None
    for passage in passages:
        for sentence in passage.sentences:
            found = (
                _AIM_FAILED.search(sentence.text)
                or _DROPPED_PLANS_TO.search(sentence.text)
                or (_ONLY_AIMED.search(sentence.text) if said_done else None)
            )
            if found is None:
                continue
            act = stem(found.group("act").lower())
            done = claimed & (derived(act) | {act})
            # and of the same thing: a word of the claim beside the act
            if done and (claimed - done) & sentence.stems:
                return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_LIKE_A_PLACE = re.compile(
    r"\b(?:similar\s+to|like|resembling)\s+(?:that|those)\s+(?:on|in|of|at)\s+(?:the\s+)?(?P<place>[A-Z][\w-]+)"
    # "Mars-like soil" (normalise drops the hyphen: "Mars like soil", not "in Paris like cheese")
    r"|\b(?P<named>[A-Z][\w]+)[\s-]like\s+(?:ground|soil|terrain|conditions|surface|environment|"
    r"gravity|atmosphere|landscape|rock|dust|sand|climate|world|planet|habitat)\b"
)


def like_taken_for_the_thing(claim: str, passages: list[Passage]) -> str | None:
    """ "The tomatoes were grown on Mars" against "grown in soil similar to that on Mars" (or
    "Mars-like soil"): what is like a place's is not of the place."""
    if negated(claim) or re.search(r"\b(?:similar|like|resembl\w*|simulated)\b|-like\b", claim):
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _LIKE_A_PLACE.finditer(sentence.text):
                place = re.escape(found.group("place") or found.group("named"))
                if re.search(rf"\b(?:on|in|at|from)\s+(?:the\s+)?{place}\b", claim):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_SWITCHED_ON = re.compile(
    r"\b(?:switch|switched|switches|switching|turn|turned|turns|turning)\s+on\b", re.IGNORECASE
)
_SWITCHED_OFF_ANY = re.compile(
    r"\b(?:switch|switched|switches|switching|turn|turned|turns|turning)\s+off\b", re.IGNORECASE
)


def switched_the_other_way(claim: str, passages: list[Passage]) -> str | None:
    """ "The scientists switched on a gene" against "by switching off a single gene", and the
    other way: a sentence about the same thing that switches it only the other way."""
    for claimed, said in ((_SWITCHED_ON, _SWITCHED_OFF_ANY), (_SWITCHED_OFF_ANY, _SWITCHED_ON)):
        if not claimed.search(claim) or negated(claim):
            continue
        stems = analyse_sentence(claim).stems
        for passage in passages:
            for sentence in passage.sentences:
                found = said.search(sentence.text)
                if found and not claimed.search(sentence.text) and len(stems & sentence.stems) >= 2:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


def on_land_where_at_sea(claim: str, passages: list[Passage]) -> str | None:
    """ "The wind farm will be built on land" against "built 30 km off the coast"."""
    return _said_against(claim, passages, _ON_LAND, _AT_SEA, shared=1)


_ON_OPEN_LAND = re.compile(
    r"\b(?:built|build|go\s+up|constructed|construct|sited|located|developed)\s+on\s+(?:the\s+|a\s+)?"
    r"(?:farmland|fields?|green\s+belt(?:\s+land)?|greenfield(?:\s+land|\s+sites?)?|open\s+countryside|"
    r"countryside|meadows?|woodland|parkland)\b",
    re.IGNORECASE,
)
_ON_USED_LAND = re.compile(
    r"\bon\s+(?:the\s+)?(?:site|grounds)\s+of\s+(?:the\s+|a\s+)?(?:old|former|disused|derelict|"
    r"demolished)\s+[a-z]+"
    r"|\bon\s+(?:a\s+|the\s+)?(?:brownfield|former\s+industrial|disused|derelict)\s+(?:land|sites?)\b",
    re.IGNORECASE,
)


def open_land_where_built_before(claim: str, passages: list[Passage]) -> str | None:
    """ "The homes will be built on farmland" against "on the site of the old steelworks":
    land built on before is not open land."""
    return _said_against(claim, passages, _ON_OPEN_LAND, _ON_USED_LAND, shared=1)


_BUILDINGS = (
    r"(?:church|chapel|cathedral|barn|house|school|factory|hospital|castle|shed|garage|station|hotel|"
    r"office|warehouse|mill|farmhouse|pub|library|museum|stadium|theatre|cinema|supermarket|shop)"
)
_PARTS_OF_BUILDINGS = (
    r"(?:roof|roofs|tower|spire|chimney|walls?|gates?|steps|car\s+park|garden|grounds)"
)
_BUILDING_PART = re.compile(
    rf"\b(?P<building>{_BUILDINGS})\s+(?P<part>{_PARTS_OF_BUILDINGS})\b", re.IGNORECASE
)


def part_of_another_building(claim: str, passages: list[Passage]) -> str | None:
    """ "The nest is on a barn roof" against "nested on a church roof": the same part of
    another kind of building, where the context never names the claim's."""
    found = _BUILDING_PART.search(claim)
    if found is None or negated(claim):
        return None
    own = re.compile(rf"\b{found.group('building')}\b", re.IGNORECASE)
    if any(own.search(p.text) for p in passages):
        return None
    return _said_of_the_claimed(
        claim,
        passages,
        _BUILDING_PART,
        lambda found: re.compile(
            rf"\b{_BUILDINGS}\s+{re.escape(found.group('part'))}\b", re.IGNORECASE
        ),
    )


_PAID_STAFF = re.compile(
    r"\bpa(?:y|id)\s+(?:employees|staff|workers)\b"
    # "the team members are paid" (normalise: "are pay"), not "paid for" or "paid by"
    r"|\b(?:members|staff|employees|workers|crew|volunteers)\s+(?:are|were|get|will\s+be)\s+pa(?:y|id)\b"
    r"(?!\s+(?:for|by|to|in|on|at)\b)",
    re.IGNORECASE,
)
_UNPAID = re.compile(r"\bvolunteers?\b|\bunpaid\b|\bvoluntary\b", re.IGNORECASE)


def paid_where_volunteers(claim: str, passages: list[Passage]) -> str | None:
    """ "The shop is run by paid staff" against "run by volunteers"."""
    return _said_against(claim, passages, _PAID_STAFF, _UNPAID, shared=1)


_PAY_CUT = re.compile(
    r"\bpay\s+(?:reduce|cut)\b|\b(?:reduce|cut)\w*\s+(?:their\s+|its\s+|the\s+|staff\s+)?pay\b"
    r"|\bpay\s+cuts?\b",
    re.IGNORECASE,
)
_PAY_KEPT = re.compile(
    r"\bpay\s+the\s+same\b|\bkeep\s+(?:their\s+|full\s+|the\s+same\s+)pay\b|\b(?:same|full)\s+pay\b"
    r"|\bno\s+loss\s+of\s+pay\b|\bwithout\s+(?:a\s+|any\s+)?(?:loss|cut|reduction)\s+(?:of|in)\s+pay\b",
    re.IGNORECASE,
)


def pay_cut_where_kept(claim: str, passages: list[Passage]) -> str | None:
    """ "Staff had their pay cut" against "staff were paid the same as before"."""
    return _said_against(claim, passages, _PAY_CUT, _PAY_KEPT, shared=1)


def successor_said_to_stay(claim: str, passages: list[Passage]) -> str | None:
    """ "Olsen will stay on as conductor" against "she succeeds Henrik Olsen": the one
    succeeded leaves the post."""
    return _said_of_the_claimed(
        claim,
        passages,
        _STAYS_ON_AS,
        lambda found: re.compile(
            r"\b(?:succeeds|succeeded|replaces|replaced|replacing|succeeding|takes\s+over\s+from|"
            rf"took\s+over\s+from)\s+(?:[\w-]+,?\s+){{0,3}}?{re.escape(found.group('name'))}\b"
        ),
    )


_STAYS_ON_AS = re.compile(
    r"\b(?P<name>[A-Z][a-z]+)\s+(?:will\s+)?(?:stay|stays|remain|remains|continue|continues)\s+"
    r"(?:on\s+)?as\b"
)
_ALREADY_APPROVED = re.compile(
    r"\b(?:has|have)\s+(?:already\s+)?been\s+(?:approved|given\s+permission)\b|\balready\s+approved\b",
    re.IGNORECASE,
)
_APPROVAL_PENDING = re.compile(
    r"\b(?:decide\s+on|decision\s+on|awaiting|await|awaits|pending|still\s+needs?|yet\s+to\s+(?:give|grant))\s+"
    r"(?:\w+\s+)?permission\b|\bnot\s+yet\s+(?:been\s+)?approved\b|\byet\s+to\s+be\s+approved\b"
    r"|\b(?:decide|decision)\b[^.;]{0,30}\bwhether\s+to\s+approve\b"
    # "a larger study is needed before it can be approved"
    r"|\bbefore\s+(?:it|they|the\s+\w+)\s+(?:can|could|will)\s+be\s+approved\b"
    # "the deal must be approved by the competition regulator"
    r"|\b(?:must|needs?\s+to|has\s+to|will\s+have\s+to|still\s+has\s+to)\s+be\s+approved\b",
    re.IGNORECASE,
)


def approved_where_pending(claim: str, passages: list[Passage]) -> str | None:
    """ "The vaccine has already been approved" against "regulators are expected to decide on
    approval by the end of the year" (normalised "permission"): still to be decided (unless
    the context itself says something was approved: "all fares must be approved ... the new
    fares have been approved")."""
    if not _ALREADY_APPROVED.search(claim) or any(
        _ALREADY_APPROVED.search(s.text) for p in passages for s in p.sentences
    ):
        return None
    return _said_against(claim, passages, _ALREADY_APPROVED, _APPROVAL_PENDING)


_NON_WORD = re.compile(r"\bnon-(?P<word>[a-z]{3,})\b", re.IGNORECASE)


def non_where_said(claim: str, passages: list[Passage]) -> str | None:
    """ "Most of the trees will be non-native species" against "most will be native species":
    "non-" denies the word the context says (where it never says the "non-" word itself; not
    of a group, "non-members", whom the context sets against "members")."""
    found = _NON_WORD.search(claim)
    if (
        found is None
        or found.group("word").endswith("s")
        or any(
            re.search(rf"\bnon-?{re.escape(found.group('word'))}", p.text, re.IGNORECASE)
            for p in passages
        )
    ):
        return None
    return _said_of_the_claimed(
        claim,
        passages,
        _NON_WORD,
        lambda found: re.compile(rf"\b{re.escape(found.group('word'))}\b", re.IGNORECASE),
    )


_NEEDS_A = re.compile(
    r"\b(?:need|needs|needed|must\s+(?:have|show|bring|present)|have\s+to\s+(?:have|show|bring))\s+"
    r"(?:a|an|their|your|a\s+valid)\s+(?P<thing>[a-z]{3,})\b",
    re.IGNORECASE,
)


def needed_where_done_without(claim: str, passages: list[Passage]) -> str | None:
    """ "Customers need a receipt to get a refund" against "refunds are available without a
    receipt": what it can be done without is not needed."""
    return _said_of_the_claimed(
        claim,
        passages,
        _NEEDS_A,
        lambda found: re.compile(
            rf"\bwithout\s+(?:a|an|any|the|your|their)?\s*{re.escape(found.group('thing'))}\b",
            re.IGNORECASE,
        ),
    )


_FIRST_SINCE = re.compile(r"\bfirst\b[^.;]{0,60}\bsince\s+(?:19|20)\d\d\b", re.IGNORECASE)
_PLACE_IN_TABLE = re.compile(
    r"\b(?P<rank>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"\d{1,3}(?:st|nd|rd|th))\s+(?:in|of|on)\s+the\s+(?P<what>table|league|standings|chart|charts|"
    r"group|rankings|list)\b",
    re.IGNORECASE,
)


_LINKING_A_PLACE = frozenset(
    "is are was were now currently still sit sits lie lies remain remains stay stays".split()
)


def _rank(written: str) -> int:
    written = written.lower()
    return {"first": 1, **ORDINALS}.get(written) or int(written[:-2])


def placed_otherwise(claim: str, passages: list[Passage]) -> str | None:
    """ "The club is top of the table" (normalised "first in the table") against "19th in the
    table": another place in the same table."""
    claimed = _PLACE_IN_TABLE.search(claim)
    if claimed is None or negated(claim):
        return None
    rank, what = _rank(claimed.group("rank")), claimed.group("what").lower()
    subject = analyse_sentence(claim[: claimed.start()]).stems
    for passage in passages:
        for sentence in passage.sentences:
            for found in _PLACE_IN_TABLE.finditer(sentence.text):
                # of the claim's subject: the word just before the place, past a linking
                # verb, names it ("the club is 19th"), not another's ("lifts Porto to
                # second", "beat Munster to go top")
                before = [
                    w
                    for w in sentence.text[: found.start()].split()[-3:]
                    if w.lower() not in _LINKING_A_PLACE
                ]
                if (
                    found.group("what").lower() == what
                    and _rank(found.group("rank")) != rank
                    and before
                    and stem(before[-1].strip(",").lower()) in subject
                ):
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_NEW_ONE_AT = re.compile(
    r"\b(?:new|newest|latest|second)\s+(?P<noun>[a-z]+)\s+(?:is|will\s+be|was|has\s+opened|opened|opens)"
    r"\s+(?:in|at)\s+(?P<place>[A-Z][a-z]+)\b"
)


def new_one_where_the_old_is(claim: str, passages: list[Passage]) -> str | None:
    """ "Her new restaurant is in York" against "her first restaurant, in York": the place is
    the old one's, and the context never puts a new one there."""
    found = _NEW_ONE_AT.search(claim)
    if found is None or negated(claim):
        return None
    noun, place = re.escape(found.group("noun")), re.escape(found.group("place"))
    new = re.compile(
        rf"\b(?:new|newest|latest|second)\s+{noun}\b[^.;]{{0,40}}?\b{place}\b", re.IGNORECASE
    )
    if any(new.search(p.text) for p in passages):
        return None
    return _said_of_the_claimed(
        claim,
        passages,
        _NEW_ONE_AT,
        lambda found: re.compile(
            rf"\b(?:first|old|original|previous|earlier|existing)\s+{re.escape(found.group('noun'))}\b"
            rf"[^.;]{{0,20}}?\b(?:in|at)\s+{re.escape(found.group('place'))}\b",
            re.IGNORECASE,
        ),
    )


_THE_ONLY = re.compile(
    r"\b(?:the|its|their|his|her|[A-Z][\w-]*'s|[a-z]+'s)\s+(?:only|last\s+remaining|sole\s+remaining|"
    r"only\s+remaining)\s+(?:1\s+)?"
    r"(?P<words>[a-z-]+(?:\s+[a-z-]+)?)\b"
)
_OTHERS_TOO = re.compile(
    r"\b(?:several|many|other|some)\s+(?:other\s+)?"
    r"(?:[a-z-]+\s+)??(?P<noun>[a-z]+s)\b",
    re.IGNORECASE,
)
"""Others of a kind, in the plural: "several other ice rinks" (not "the nearest other rink",
which may lie elsewhere)."""


def others_where_only(claim: str, passages: list[Passage]) -> str | None:
    """ "The city has several other ice rinks" against "the city's only ice rink": there is
    one, and no other."""
    if negated(claim):
        return None
    claimed = {stem(found.group("noun")) for found in _OTHERS_TOO.finditer(claim)}
    if not claimed:
        return None
    for passage in passages:
        for sentence in passage.sentences:
            for found in _THE_ONLY.finditer(sentence.text):
                # "only ice rink" or "only cinema will": the noun is one of the two words
                if {stem(word) for word in found.group("words").split()} & claimed:
                    return f'the context says {found.group(0)!r}: "{sentence.text}"'
    return None


_MANY_LIKE_IT = re.compile(
    r"\b(?:many|several|numerous|lots\s+of|plenty\s+of|dozens\s+of)\s+(?:similar|other|such|like)\b"
    # "Other women from her country have been to space before"
    r"|^\W*(?:other|previous|earlier)\s+[a-z]+\b(?=[^.;]*\bbefore\s*[.!]?$)",
    re.IGNORECASE,
)
_FIRST_SUCH = re.compile(
    r"\bthe\s+first\s+(?:such|of\s+its\s+kind|ever)\b|\bfirst\s+such\b"
    r"|\bthe\s+first\s+(?:\w+\s+){1,5}?to\s+\w+",  # "the first woman from her country to go"
    re.I,
)


def many_where_first(claim: str, passages: list[Passage]) -> str | None:
    """ "Many similar swords have been found in the region" against "the first such find in
    the region", "Other women from her country have been to space before" against "the first
    woman from her country to go into space": none like it before."""
    return _said_against(claim, passages, _MANY_LIKE_IT, _FIRST_SUCH, shared=1)


_BEFORE_NOW = re.compile(
    r"\b(?:previously|formerly|until\s+now|until\s+recently)\s*,?\s+(?P<before>[^,;.]{3,60}),\s+"
    r"(?:[^,;.]{0,40}?\s)?(?:is|are|has\s+been|have\s+been)\s+now\s+(?P<now>[^,;.]{2,60})",
    re.IGNORECASE,
)
_SAYS_NOW = re.compile(r"\bnow\b", re.IGNORECASE)


def now_what_was_before(claim: str, sentence: str) -> str | None:
    """The claim says now what the context says was so before and has changed: "offline maps
    now cost extra" (or "are now a paid feature") against "offline maps, previously a paid
    feature, are now free"."""
    found = _BEFORE_NOW.search(sentence)
    if found is None or not _SAYS_NOW.search(claim) or negated(claim):
        return None
    claimed = analyse_sentence(claim).stems
    before = analyse_sentence(found.group("before")).stems - STOPWORDS
    now = analyse_sentence(found.group("now")).stems - STOPWORDS
    if now & claimed:
        return None  # the claim says what holds now
    if (before - now) & claimed or any(opposites_of(word) & now for word in claimed):
        return "what was so before, and has changed"
    return None


_THE_MOST_IS = re.compile(
    r"\bthe\s+(?P<degree>most|least)\s+(?P<quality>[a-z]+)\s+(?P<kind>[a-z]+)\s+(?:was|is|were|are)\s+"
    r"(?P<who>[^,.;]{2,40})",
    re.IGNORECASE,
)
_IS_THE_MOST = re.compile(
    r"^\W*(?P<who>[^,.;]{2,40}?)\s+(?:was|is|were|are)\s+the\s+(?P<degree>most|least)\s+"
    r"(?P<quality>[a-z]+)\s+(?P<kind>[a-z]+)\b",
    re.IGNORECASE,
)
"""What a superlative names: "the most popular genre was crime fiction", "Romance was the
most popular genre"."""


def another_at_the_top(claim: str, passages: list[Passage]) -> str | None:
    """The claim names another thing at the top of the same ranking: "Romance was the most
    popular genre" against "The most popular genre was crime fiction"."""
    claimed = _IS_THE_MOST.search(claim) or _THE_MOST_IS.search(claim)
    if claimed is None or negated(claim):
        return None
    key = (claimed.group("degree").lower(), stem(claimed.group("quality").lower()))
    kind = stem(claimed.group("kind").lower())
    who = analyse_sentence(claimed.group("who")).stems - STOPWORDS
    for passage in passages:
        for sentence in passage.sentences:
            for said in (
                *_THE_MOST_IS.finditer(sentence.text),
                *_IS_THE_MOST.finditer(sentence.text),
            ):
                same = (said.group("degree").lower(), stem(said.group("quality").lower())) == key
                other = analyse_sentence(said.group("who")).stems - STOPWORDS
                if (
                    same
                    and stem(said.group("kind").lower()) == kind
                    and who
                    and other
                    and not who & other
                ):
                    return f'the context names another: "{sentence.text}"'
    return None
