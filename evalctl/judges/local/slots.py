"""Values a claim gives for a slot, compared with the context's value for it.

Three kinds of slot that word overlap cannot judge: a member of a closed class ("flows south"
against "flows north"; months, weekdays, directions, colours, seasons, medals), a bound ("more
than 100 rooms" against "120 rooms"), and a proportion given by a quantifier ("most
respondents" against "a third of the respondents"). Each check answers only when the context
states the slot; otherwise the claim stays to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from evalctl.judges.local.text import (
    NEGATIONS,
    STOPWORDS,
    YEAR,
    Sentence,
    analyse_sentence,
    raw_tokens,
    same_root,
    stem,
)

_CLASSES: tuple[tuple[str, ...], ...] = (
    ("north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"),
    ("northern", "southern", "eastern", "western"),
    ("northward", "southward", "eastward", "westward", "northwards", "southwards"),
    (
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),  # fmt: skip
    ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    (
        "red",
        "blue",
        "green",
        "yellow",
        "black",
        "white",
        "orange",
        "purple",
        "pink",
        "brown",
        "grey",
        "gray",
        "silver",
        "gold",
        "amber",  # a warning's colour: "an amber warning" is not a red one
    ),  # fmt: skip
    ("spring", "summer", "autumn", "winter"),
    # (an evening and a night overlap: "a tablet at night" is taken in the evening)
    ("morning", "afternoon", "evening"),
    ("morning", "afternoon", "night"),
    ("overnight", "daytime"),
    ("dawn", "dusk"),
    ("dawn", "evening"),  # "brightest just before dawn" is not in the evening
    ("dawn", "sunset"),
    ("sunrise", "sunset"),
    ("sunrise", "dusk"),
    ("gold", "silver", "bronze"),
    (
        "english",
        "french",
        "spanish",
        "german",
        "italian",
        "portuguese",
        "dutch",
        "russian",
        "chinese",
        "mandarin",
        "japanese",
        "korean",
        "arabic",
        "hindi",
        "turkish",
        "polish",
        "swedish",
        "greek",
        "irish",
        "welsh",
        "gaelic",
        "cornish",
    ),  # fmt: skip
    ("first", "second", "third", "fourth", "fifth"),
    ("physics", "chemistry", "biology", "mathematics", "maths", "geography", "economics",
     "philosophy", "psychology", "sociology", "astronomy", "geology", "literature"),
    # a rating on a scale an inspector or reviewer gives
    ("outstanding", "inadequate", "excellent", "poor", "satisfactory", "unsatisfactory"),
    ("goalkeeper", "defender", "midfielder", "striker", "winger"),  # a player's position
    ("piano", "violin", "cello", "guitar", "flute", "trumpet", "drums", "saxophone", "harp"),
    ("pianist", "violinist", "cellist", "guitarist", "flautist", "trumpeter", "drummer",
     "saxophonist", "harpist", "organist", "bassist", "singer"),  # who plays it, or sings
    ("breakfast", "lunch", "dinner"),
    ("men", "women"), ("man", "woman"), ("boys", "girls"), ("primary", "secondary"),
    ("son", "daughter", "grandson", "granddaughter", "nephew", "niece", "brother", "sister"),
    ("mother", "father", "grandmother", "grandfather", "aunt", "uncle"),
    ("electric", "petrol", "diesel", "hybrid"),  # what a car runs on
    ("electric", "wood-fired", "gas-fired", "coal-fired", "oil-fired"),  # an oven, a boiler
    ("double", "half"),  # overtime: "double time", "time and a half"
    ("regional", "national", "international"),  # an award, a grant, a league
    ("coal", "nuclear", "solar", "wind", "hydro", "hydroelectric", "geothermal"),  # power from
    ("mouse", "mice", "rat", "rats", "cockroach", "cockroaches", "squirrel", "pigeon"),  # pests
    ("farmland", "airfield", "brownfield", "woodland", "parkland", "wasteland"),  # land built on
    # where an injury is ("hip" is left out: "hip operations" and "knee operations" are two lists)
    ("knee", "shoulder", "ankle", "wrist", "hamstring", "elbow", "groin", "calf"),
    # where a thing was kept ("gallery" is left out: a gallery is often a museum)
    ("cathedral", "museum", "church", "castle", "abbey"),
    # what a charity, a ward or a study is for ("a heart charity" is not a cancer charity)
    ("cancer", "heart", "stroke", "dementia", "diabetes", "kidney", "asthma", "leukaemia",
     "mental"),
    # where a plant or an animal lives
    ("forest", "rainforest", "desert", "grassland", "savannah", "wetland", "tundra", "jungle"),
)  # fmt: skip
MONTHS_IN_ORDER = _CLASSES[3]
WEEKDAYS_IN_ORDER = _CLASSES[4]
MONTHS = frozenset(MONTHS_IN_ORDER)
WEEKDAYS = frozenset(WEEKDAYS_IN_ORDER)
_CAPITALISED_ONLY = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)
"""Months and weekdays count only as written with a capital: "may" is a modal, "march" a verb."""
_CLASS_OF: dict[str, list[frozenset[str]]] = {}
for _members in _CLASSES:
    _stems = frozenset(stem(member) for member in _members)
    for _member in _stems:
        _CLASS_OF.setdefault(_member, []).append(_stems)


EACH_DAY = {
    "weekdays": ("monday", "tuesday", "wednesday", "thursday", "friday"),
    "weekends": ("saturday", "sunday"),
}
"""A rule for every weekday is a rule for Monday: plurals that name each of their days."""
_DAYS_OF = {stem(day): frozenset({stem(kind)}) for kind, days in EACH_DAY.items() for day in days}
"""The plural that names each of a day's kind ("weekdays" for Wednesday), as stems."""


def day_covered(word: str, stems: frozenset[str]) -> bool:
    """Whether `stems` name every day of `word`'s kind: "weekdays" for "wednesday"."""
    return word in _DAYS_OF and bool(_DAYS_OF[word] & stems)


_IRREGULAR_DEMONYMS = {
    "french": "france", "dutch": "netherlands", "welsh": "wales", "swiss": "switzerland",
    "greek": "greece", "british": "britain", "spanish": "spain", "swedish": "sweden",
    "turkish": "turkey", "polish": "poland", "irish": "ireland", "english": "england",
    "scottish": "scotland", "danish": "denmark", "finnish": "finland", "norwegian": "norway",
    "peruvian": "peru", "thai": "thailand", "filipino": "philippines", "icelandic": "iceland",
    # the nouns for a country's people, as stems: "the first Swede" for "Swedish player"
    "swed": "sweden", "dane": "denmark", "finn": "finland", "spaniard": "spain",
    "briton": "britain", "scot": "scotland", "turk": "turkey",
}  # fmt: skip


def demonym_bases(word: str) -> frozenset[str]:
    """The place stems a stem may be the adjective of ("kenyan": "kenya", "canadian":
    "canada", "japanes": "japan"), by the usual endings. Only compared with names the text
    gives, so a candidate that is no place costs nothing."""
    if word in _IRREGULAR_DEMONYMS:
        return frozenset({stem(_IRREGULAR_DEMONYMS[word])})
    found: set[str] = set()
    if word.endswith("ian"):
        # canadian, italian, brazilian, belgian
        found |= {word[:-3] + "a", word[:-3] + "y", word[:-3], word[:-2] + "um"}
    if word.endswith("an"):
        found |= {word[:-1], word[:-2] + "o", word + "y", word[:-2]}  # kenyan, mexican, german
    if word.endswith("es"):  # "japanes": stems of "Japanese", "Chinese"
        found |= {word[:-2], word[:-2] + "a"}
    if word.endswith("i") and len(word) > 4:  # israeli, pakistani
        found.add(word[:-1])
    return frozenset(stem(base) for base in found if len(base) > 2)


_ORDINALS = frozenset("first second third fourth fifth".split())


def _class_words(tokens: Iterable[str]) -> dict[str, str]:
    """{stem: the word as written} of the tokens that belong to a closed class."""
    found: dict[str, str] = {}
    before = ""
    for token in tokens:
        lowered, previous, before = token.lower(), before, token.lower()
        if lowered in _CAPITALISED_ONLY and not token[0].isupper():
            continue
        if lowered in _ORDINALS and previous in ("a", "an", "one", "two", "three", "1", "2", "3"):
            continue  # "a third" is a share, not a rank
        if lowered.endswith("s") and lowered[:-1] in _ORDINALS:
            continue  # "by 40 seconds", "two thirds": a unit or a share, not a rank
        word = stem(lowered)
        if word in _CLASS_OF:
            found[word] = token
    return found


_RANGE = re.compile(
    r"\bfrom\b[^.;]{0,60}?\b(?:to|until|till|through)\b|\bbetween\b[^.;]{0,60}?\band\b"
    r"|\w\s*[-–]\s*\d|\d\s*[-–]\s*\w",
    re.I,
)
"""A range ("from May to September", "between 9 and 5", "9-5"), not "starts from the park
and finishes on the Mall" nor the hyphen of "Wi-Fi". Bounded, so a hostile sentence of many
"from"s costs linear time."""


def same_class(one: str, other: str) -> bool:
    """Two stems of one closed class ("east" and "west", "gold" and "silver")."""
    return any(other in members for members in _CLASS_OF.get(one, ()))


COMPARED_WITH = re.compile(
    r"\b(?:(?:up|down|rise|rose|risen|fall|fell|fallen|increase|decrease)\s+from|than|"
    # "has cut its rate from 4.9% to 4.6%": what it was cut from
    r"(?:cut|reduce|reduced|lowered|raised|increased|decreased|slashed|trimmed)\b[^,;.]{0,40}?"
    r"\bfrom|"
    # ... not what it was changed to: "cut from eight to five" compares with eight, not five
    r"compared\s+(?:with|to)|versus|vs)\b(?:(?!\bto\b)[^,;.]){0,50}$",
    re.IGNORECASE,
)
"""What comes before a value that a figure is compared with: "up from 170 minutes in
February" gives February the old figure, not the claim's."""


def compared_with(sentence: str, value: str) -> bool:
    """Whether `value` (a stem) first appears in `sentence` as what something is compared
    with."""
    found = re.search(rf"\b{re.escape(value)}", sentence, re.IGNORECASE)
    return found is not None and COMPARED_WITH.search(sentence[: found.start()][-60:]) is not None


def class_rival(
    claim_tokens: list[str], claim_stems: frozenset[str], sentences: Iterable[Sentence]
) -> str | None:
    """A claim word of a closed class that the context does not use, where the context sentence
    saying the rest of the claim uses another member of that class: "the river flows south"
    against "the river flows north". Not when that sentence names a range or several members
    ("open from May to September" says nothing against July)."""
    claimed = _class_words(claim_tokens)
    if not claimed:
        return None
    if any(token.lower() == "also" for token in claim_tokens):
        return None  # "will also open late on Fridays" adds a day to the Sundays, not for them
    candidates = list(sentences)
    dated = len({n for s in candidates for n in s.numbers if YEAR.match(n)}) > 1
    for word, written in claimed.items():
        rest = claim_stems - {word}
        if not rest:
            continue
        members = set().union(*_CLASS_OF[word])
        # the statement saying the rest of the claim, the narrower first on a tie: a part
        # of a sentence ("the original was written in Spanish") before the whole
        ranked = sorted(
            candidates,
            key=lambda s: (
                -sum(1 for n in rest & s.numbers if dated or not YEAR.match(n)),
                -len(rest & s.stems),
                len(s.stems),
            ),
        )  # the claim's figures bind first: "and 10 km on Tuesday" is the part for 10 km; a
        # year only where parts give years of their own ("in Physics in 1903 and in Chemistry
        # in 1911"), not one that spans them ("rose in 2023, while petrol car sales fell")
        # a rank word may stand for its noun ("Her third, The Glass Orchard, became a
        # bestseller"): what a sentence giving a rank leaves of the rest is looked for after it
        ranked_alone = word in _ORDINALS
        pending: frozenset[str] | None = None
        deferred: tuple[str, frozenset[str]] | None = None
        for sentence in ranked:
            if len(rest & sentence.stems) / len(rest) < 0.5:
                break
            said = {
                stem_: shown
                for stem_, shown in _class_words(sentence.tokens).items()
                if stem_ in members
            }
            if day_covered(word, sentence.stems):
                said[word] = written  # "on weekdays" says it of Wednesday
            if not said:
                continue  # the best sentence for the rest may leave the slot to another
            if pending is not None:
                # "Her first novel sold 500 copies. Her third became a bestseller": the rest of
                # "her first novel was a bestseller" is said of another rank
                if pending <= sentence.stems and word not in said and len(said) == 1:
                    shown = next(iter(said.values()))
                    return f'the context says {shown}, not {written}: "{sentence.text}"'
                continue
            if deferred is not None:
                if word in said and len(said) == 1 and deferred[1] <= sentence.stems:
                    deferred = None  # "Her third, The Glass Orchard, became a bestseller"
                    break  # says "her third novel was a bestseller", whatever the first did
                continue
            others = set(said) - {word}
            if others & set(claimed):
                continue  # the claim names that value too ("between February and March")
            if others and COMPARED_WITH.search(
                sentence.text.split(said[next(iter(others))])[0][-60:]
            ):
                continue  # "up from 170 minutes in February": the value compared with
            if (
                word not in said
                and len(said) > 1
                and _listed_together(said.values(), sentence.text)
                and not _range_of(members, sentence.text)  # "between May and August"
            ):
                # "comes in black, white and green": the list is what there is, blue is not
                shown = ", ".join(said.values())
                return f'the context lists {shown}, not {written}: "{sentence.text}"'
            if word in said or len(said) > 1:
                if word in said and len(said) == 1:
                    if rest <= sentence.stems or not ranked_alone:
                        break  # it says the claim's own value
                    pending = rest - sentence.stems
                    continue
                # several values: the part of the sentence saying the rest of the claim
                # tells which is whose ("lifts Porto to second, behind Benfica, first")
                own = _part_saying(rest, sentence.text)
                if own is not None and not _range_of(members, own):
                    in_part = {
                        w: t for w, t in _class_words(raw_tokens(own)).items() if w in members
                    }
                    if len(in_part) == 1 and word not in in_part:
                        shown = next(iter(in_part.values()))
                        return f'the context says {shown}, not {written}: "{sentence.text}"'
                continue
            if not _range_of(members, sentence.text):
                shown = next(iter(said.values()))
                found = f'the context says {shown}, not {written}: "{sentence.text}"'
                if not ranked_alone or rest <= sentence.stems:
                    return found
                deferred = (found, rest - sentence.stems)
                continue
            break
        if deferred is not None:
            return deferred[0]
    return None


_COMMA_PART = re.compile(r"[,;]\s*")


def _part_saying(rest: frozenset[str], text: str) -> str | None:
    """The one comma-separated part of `text` sharing most of `rest`, two words at least, its
    figures first ("and 10 km on Tuesday" is the part for 10 km), but for a year said once for
    all the parts; None on a tie."""
    parts = [p for p in _COMMA_PART.split(text) if p.strip()]
    if len(parts) < 2:
        return None
    analysed = [(part, analyse_sentence(part)) for part in parts]
    # years too, where parts give years of their own ("in Physics in 1903, ... and in
    # Chemistry in 1911"), not one year said once for all of them
    dated = sum(1 for _, said in analysed if any(YEAR.match(n) for n in said.numbers)) > 1
    scored = sorted(
        (
            (
                sum(1 for n in rest & said.numbers if dated or not YEAR.match(n)),
                len(rest & said.stems),
                part,
            )
            for part, said in analysed
        ),
        reverse=True,
    )
    if scored[0][1] < 2 or scored[0][:2] == scored[1][:2]:
        return None
    return scored[0][2]


def _listed_together(words: Iterable[str], text: str) -> bool:
    """The words stand in one list of the text ("black, white and green"), not in clauses
    of their own ("red wine is served in the hall and white in the garden")."""
    written = [w.lower() for w in words]
    for found in _LIST_OF_WORDS.finditer(text):
        items = {item.lower() for item in re.findall(r"[A-Za-z]+", found.group(0))}
        if all(w in items for w in written):
            return True
    return False


_LIST_OF_WORDS = re.compile(r"\b[A-Za-z]+(?:,\s+[A-Za-z]+){0,20},?\s+(?:and|or)\s+[A-Za-z]+\b")


def _range_of(members: set[str], text: str) -> bool:
    """A range in `text` whose ends are of the class of `members` ("from May to September" for
    months; not "from 6 pm until noon" for colours)."""
    for found in _RANGE.finditer(text):
        ends = raw_tokens(text[found.start() : found.end() + 30])[:6]
        if any(stem(token.lower()) in members for token in ends) or found.group(0)[:1].isdigit():
            return True
    return False


_AT_LEAST = (
    # "played over three days", "repaid over ten years": across a span, not more than it
    r"more\s+than|(?<!played\s)(?<!\bheld\s)(?<!spread\s)(?<!staged\s)(?<!\bplace\s)"
    r"(?<!\bsplit\s)(?<!\bpaid\s)(?<!\brepay\s)(?<!\bpay\s)"
    # "issued 400 prescriptions over two years" spans them; "for over two years", "took over
    # two years" and "over two years ago" bound
    r"(?:(?:(?<=\bfor\s)|(?<=\btook\s)|(?<=\btakes\s)|(?<=\blasted\s)|(?<=\blasts\s)"
    r"|(?<=\bspent\s)|(?<=\bwaited\s)|(?<=\bbeen\s)|(?<=\bjust\s)|(?<=\bin\s)|(?<=\bis\s)"
    r"|(?<=\bwas\s)|(?<=\bare\s)|(?<=\bwere\s)|(?<=\bbe\s)|(?<=\baged\s))over"
    r"|over(?!\s+\d+(?:\.\d+)?\s+"
    r"(?:days?|weeks?|months?|years?|hours?|minutes?)\b(?!\s+(?:ago|old)\b)))"
    r"|above|at\s+least|exceeding|upwards\s+of|greater\s+than|in\s+excess\s+of"
    r"|(?:longer|older|larger|bigger|higher|heavier)\s+than|topped|exceeded|surpassed"
)
_AT_MOST = (
    r"less\s+than|fewer\s+than|under|below|at\s+most|within|no\s+more\s+than"
    r"|as\s+(?:much|many)\s+as"
    r"|(?:shorter|younger|smaller|lower|lighter)\s+than"
    # "do not take more than 4 tablets", "never exceed 4": a limit, though "more" is in it
    r"|(?:not|never)\s+(?:\w+\s+)?(?:more\s+than|over|above|exceed)"
    # "tickets are limited to four per customer", "capped at 30"
    r"|(?:limited|restricted|capped)\s+(?:to|at)"
)
_BOUND = re.compile(
    rf"\b(?:(?P<low>{_AT_LEAST})|(?P<high>{_AT_MOST}))\s+(?P<number>\d+(?:\.\d+)?)\b", re.I
)


def bounds(claim: str) -> dict[str, tuple[str, float]]:
    """{number: ("at least" or "at most", value)} for each figure the claim gives as a bound."""
    found: dict[str, tuple[str, float]] = {}
    for match in _BOUND.finditer(claim):
        side = "at least" if match.group("low") else "at most"
        value = float(match.group("number"))
        found[match.group("number")] = (side, value)
        if claim.startswith("%", match.end()) or claim.startswith(" %", match.end()):
            found[match.group("number") + "%"] = (side, value)  # "fewer than 20 %" of a share
    return found


_INCLUSIVE = re.compile(r"^(?:at\s+least|at\s+most|within|no\s+more\s+than)$", re.I)


def crossed_bound(claim: str, stems: frozenset[str], sentences: Iterable[Sentence]) -> str | None:
    """The claim bounds a figure from the side the context rules out, in a sentence saying
    most of the rest of the claim: "some received less than £8,000" against "each received at
    least £8,000" (not "adults over 12 pay" against "children under 12 travel free"). Not two
    inclusive bounds ("at most 10" and "at least 10" share 10)."""
    claimed_bounds = list(_BOUND.finditer(claim))
    if not claimed_bounds:
        return None
    for sentence in sentences:
        if len(stems & sentence.stems) * 5 < len(stems) * 3:
            continue
        given = {m.group("number"): m for m in _BOUND.finditer(sentence.text)}
        for claimed in claimed_bounds:
            other = given.get(claimed.group("number"))
            if other is None or bool(claimed.group("low")) == bool(other.group("low")):
                continue
            words = [m.group("low") or m.group("high") for m in (claimed, other)]
            if all(_INCLUSIVE.match(" ".join(w.split())) for w in words):
                continue
            return f'the context says {other.group(0)}, not {claimed.group(0)}: "{sentence.text}"'
    return None


def within_bound(bound: tuple[str, float], given: str) -> bool | None:
    """Whether the context's figure `given` meets the claim's bound; None if it is no number."""
    try:
        value = float(given)
    except ValueError:
        return None
    side, limit = bound
    return value >= limit if side == "at least" else value <= limit


_QUANTIFIER = re.compile(
    r"(?<!\bthe )\b(?P<most>most|nearly all|almost all)\b(?! of (?:the )?(?:time|day|year))"
    r"|\b(?P<few>few|a minority of|hardly any)\b(?! (?:days|weeks|months|years|minutes|hours))"
    r"|\b(?P<none>none of|nobody|no one)\b"
    r"|(?<!\bat )(?<!\bafter )(?<!\babove )(?<!\bin )(?<!\babout )(?<!\balmost )"
    r"(?<!\bvirtually )(?<!\bpractically )(?<!\bnot )\b(?P<all>all)\b"
    r"(?! (?:day|week|month|year|night|along|but|over|the time|in all)\b)",
    re.I,
)
_SHARE = re.compile(r"(\d+(?:\.\d+)?)\s?%")
_SHARE_OF_A_PART = re.compile(
    r"(\d+(?:\.\d+)?)\s?%(?!\s+(?:higher|lower|more|less|fewer|greater|smaller|bigger|larger|"
    r"rise|fall|increase|decrease|drop|cut|reduction|discount|up|down)\b)"
)
"""A share that is a part of a group ("33% of the respondents"), not a change ("a 20% higher
risk", "a 20% rise"), which says nothing of how many are most."""


_PART_OF_WHOLE = re.compile(
    r"\b(\d+(?:\.\d+)?)\s+(?:\(\S+\)\s+)?(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+|all\s+)?"
    r"(\d+(?:\.\d+)?)\b"
)
""""3 of the 40 students": a share given as counts."""


def proportion_conflict(claim: str, sentence: str) -> str | None:
    """A quantifier the context's one proportion rules out: "most respondents" against "33% of
    the respondents", "few voters" against "60% of the voters". The claim must give no share of
    its own; "fewer than 50%" is a bound, compared with the figure itself."""
    found = _QUANTIFIER.search(claim)
    if found is None or _SHARE.search(claim):
        return None
    shares = {float(value) for value in _SHARE_OF_A_PART.findall(sentence)}
    shares |= {
        round(float(part) / float(whole) * 100, 4)
        for part, whole in _PART_OF_WHOLE.findall(sentence)
        if float(whole) > 0 and float(part) <= float(whole)
    }
    if len(shares) > 1:
        # "60% of trips, although they are only 33% of the fleet": the share of what the
        # claim's quantifier speaks of ("most of the fleet")
        after = {stem(w.lower()) for w in raw_tokens(claim[found.end() :])[:4]} - STOPWORDS
        shares = {
            float(of.group(0).split("%")[0])
            for of in _SHARE_OF.finditer(sentence)
            if after & {stem(w) for w in raw_tokens(of.group(1).lower())}
        }
    if len(shares) != 1:
        return None
    share = shares.pop()
    if _the_rest(claim, sentence):
        share = 100 - share  # "most will stay open" against "close 30 of its 200 shops"
    said = f"{share:g}%"
    if found.group("most") and share <= 50:
        return f"{said}, not {found.group(0)!r}"
    if found.group("few") and share >= 50:
        return f"{said}, not {found.group(0)!r}"
    if found.group("none") and share > 0:
        return f"{said}, not {found.group(0)!r}"
    if found.group("all") and share < 100 and _share_of_what_follows(claim, found, sentence):
        return f"{said}, not {found.group(0)!r}"  # "pays all of the costs" against "covers 80%"
    return None


_STAY_OPEN = re.compile(
    r"\b(?:stay|stays|remain|remains|be\s+kept|kept|keep)\s+(?:open|trading|in\s+business)\b",
    re.IGNORECASE,
)
_CLOSE = re.compile(r"\b(?:close|closes|closing|closed|shut|shuts|shutting)\b", re.IGNORECASE)
"""The share that stays is the rest of the share that closes."""


def _the_rest(claim: str, sentence: str) -> bool:
    """The claim counts those that stay open, the sentence those that close."""
    return bool(
        _STAY_OPEN.search(claim) and _CLOSE.search(sentence) and not _STAY_OPEN.search(sentence)
    )


def rest_stays_open(claim: str, sentence: str) -> str | None:
    """ "Most of its shops will stay open" for "will close 30 of its 200 shops": the share
    the claim's quantifier speaks of is the rest, and it holds."""
    found = _QUANTIFIER.search(claim)
    if found is None or _SHARE.search(claim) or not _the_rest(claim, sentence):
        return None
    rest = {stem(w.lower()) for w in raw_tokens(_STAY_OPEN.sub(" ", claim[found.end() :]))}
    if rest - STOPWORDS - {stem(w.lower()) for w in raw_tokens(sentence)}:
        return None  # "stay open until Christmas": more than the share is claimed
    shares = {
        round(100 - float(part) / float(whole) * 100, 4)
        for part, whole in _PART_OF_WHOLE.findall(sentence)
        if float(whole) > 0 and float(part) <= float(whole)
    }
    if len(shares) != 1:
        return None
    share = shares.pop()
    if (found.group("most") and share > 50) or (found.group("few") and share < 50):
        return f"{share:g}% stay open"
    return None


_SHARE_OF = re.compile(r"\d+(?:\.\d+)?\s?%\s+of\s+((?:[^\W\d]+\s+){0,3}[^\W\d]+)")
"""A share and what it is of, in words up to the next figure ("70% of applicants but only")."""


def _share_of_what_follows(claim: str, found: re.Match[str], sentence: str) -> bool:
    """The share is "of" the thing "all" speaks of ("80% of eligible repair costs", "all of the
    repair costs"), not a share of something else ("a 30% higher risk" is no share of
    nurses)."""
    after = {stem(w.lower()) for w in raw_tokens(claim[found.end() :])[:4]} - STOPWORDS
    return any(
        after & {stem(w.lower()) for w in raw_tokens(of.group(1))}
        for of in _SHARE_OF.finditer(sentence)
    )


_MOVED = re.compile(
    r"\b(?:moved|rescheduled|changed|shifted|switched|relocated|transferred|postponed|delayed|"
    r"pushed\s+back|put\s+back|brought\s+forward)\b"
    r"[^.;]{0,80}?\bfrom\s+(?:the\s+)?(?P<old>[\w:]+)\s+to\s+(?:the\s+)?(?P<new>[\w:]+)",
    re.I,
)
_LEFT_FOR = re.compile(
    r"\b(?:lived|was\s+based|were\s+based|worked)\s+in\s+(?P<old>\w+)[^.;]{0,50}?\bbefore\s+"
    r"(?:settling|moving|relocating|emigrating|rescheduled)\s+(?:in|to)\s+(?P<new>\w+)",
    re.I,
)
"""A move said the other way round: "lived in Paris for a decade before settling in Lisbon"
(normalise writes "moving" as "rescheduled")."""
_PRESENT = re.compile(r"\b(?:now|currently|still|today|lives|live|is\s+based|works)\b", re.I)
_WAS_BEFORE = re.compile(
    r"\b(?:originally|original|initially|at first|used to|was to|had been|from|"
    r"first\s+(?:set|planned|scheduled|due))\b",
    re.I,
)


def moved_away(claim: str, sentence: str) -> str | None:
    """The context moves something from one value to another ("moved from Tuesday to
    Thursday") and the claim gives the old value as the current one ("on Tuesday"), not as
    what it was ("originally on Tuesday")."""
    found = _MOVED.search(sentence)
    if found is None and _PRESENT.search(claim):
        found = _LEFT_FOR.search(sentence)  # only against where it is now, not where it was
    if found is None or _WAS_BEFORE.search(claim):
        return None
    said = {stem(token.lower()) for token in raw_tokens(claim)}
    old, new = (stem(found.group(name).lower()) for name in ("old", "new"))
    if old in said and new not in said:
        return f"{found.group('old')} became {found.group('new')}"
    return None


_RANGE_ENDS = re.compile(
    r"\b(?:from|between|open(?!\s+(?:from|between)\b))\s+(?P<first>\w+(?:[.:]\d+)?)(?:\s+(?P<middle>\w+))?\s+"
    r"(?:to|and|until|till|through)\s+(?P<last>\w+(?:[.:]\d+)?)(?=\s+(?P<after>\w+))?",
    re.I,
)


_A_CHANGE_BEFORE = re.compile(
    r"\b(?:cut|cuts|reduce[ds]?|rose|rise[sn]?|fell|fall|falls|increased?|grew|grow|dropped|"
    r"raised|lowered|went\s+(?:up|down)|changed|moved|shortened|lengthened|slashed|delayed|"
    r"postponed|pushed\s+back|put\s+back|brought\s+forward)\b[^.;]*$",
    re.IGNORECASE,
)
"""A change right before "from ... to ...": the two figures are before and after, not a range."""


def _range_ends(found: re.Match[str]) -> tuple[str, str]:
    """The two ends of a _RANGE_ENDS match, as stems; of a range of dates ("from 12 March to 30
    June") its months, as its days are no range of figures (25 euros is not within it)."""
    middle, after = found.group("middle"), found.group("after")
    if (
        middle is not None
        and after is not None
        and found.group("first")[:1].isdigit()
        and {stem(middle.lower()), stem(after.lower())} <= set(_ORDERED[0])
    ):
        return stem(middle.lower()), stem(after.lower())
    return stem(found.group("first").lower()), stem(found.group("last").lower())


_ORDERED = (
    tuple(stem(m) for m in _CLASSES[3]),  # months
    tuple(stem(d) for d in _CLASSES[4]),  # weekdays
)


def _inside(value: str, first: str, last: str) -> bool | None:
    """Whether `value` lies from `first` to `last` (weekdays and months wrap round); None when
    they are not of one ordered kind."""
    try:
        low, high, at = float(first), float(last), float(value)
        return min(low, high) <= at <= max(low, high)
    except ValueError:
        pass
    for order in _ORDERED:
        if {value, first, last} <= set(order):
            start, end, where = (order.index(v) for v in (first, last, value))
            steps = (end - start) % len(order)
            return (where - start) % len(order) <= steps
    return None


_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_OPEN_DAYS = re.compile(
    rf"\bopen\b[^.;]*?\b(?:from\s+)?(?P<first>{_WEEKDAY})s?\s*(?:to|until|till|through|-|–)\s*"
    rf"(?P<last>{_WEEKDAY})s?\b",
    re.IGNORECASE,
)
_CLAIMED_DAY = re.compile(
    rf"\b(?P<state>open|opens|closed|closes|shut|shuts)\b[^.;]*?\b(?P<day>{_WEEKDAY})s?\b",
    re.IGNORECASE,
)


_STATE_ON_KIND = re.compile(
    r"\b(?P<state>open|closed|shut)\b(?:(?!\b(?:open|opens|closed|closes|shut)\b)[^.;]){0,40}?"
    r"\b(?:at|on|over|during)\s+(?:the\s+)?(?P<kind>weekends?|weekdays)\b",
    re.IGNORECASE,
)


def state_on_day_kind(claim: str, sentence: str) -> tuple[bool, str] | None:
    """The claim says something is open or closed on a day the sentence gives a state for by
    its kind: "open on Saturdays" against "open ... on weekdays and closed at weekends".
    Whether they agree, and the phrase; None where the sentence gives the day's kind no state."""
    claimed = _CLAIMED_DAY.search(claim)
    if claimed is None or claimed.group("state").lower() in ("opens", "closes", "shuts"):
        return None  # "opens at 9 on Saturdays" is a time, not a state
    day = stem(claimed.group("day").lower())
    for found in _STATE_ON_KIND.finditer(sentence):
        kind = found.group("kind").lower()
        kinds = {stem(kind), stem(kind.rstrip("s") + "s")}  # "the weekend" as "weekends"
        if not kinds & _DAYS_OF.get(day, frozenset()):
            continue
        opened = found.group("state").lower() == "open"
        return opened == claimed.group("state").lower().startswith("open"), found.group(0)
    return None


_STATE_ON_DAYS = re.compile(
    rf"\b(?P<state>open|closed|shut)\s+(?:on\s+)?(?P<days>(?:{_WEEKDAY})s?"
    rf"(?:(?:,\s*|\s+and\s+|\s+or\s+)(?:{_WEEKDAY})s?)*)",
    re.IGNORECASE,
)


def state_on_named_days(claim: str, sentence: str) -> tuple[bool, str] | None:
    """The sentence says what state something is in on days it names ("closed on Mondays and
    Wednesdays") and the claim gives one of them a state: whether the two agree."""
    claimed = _CLAIMED_DAY.search(claim)
    if claimed is None or claimed.group("state").lower() in ("opens", "closes", "shuts"):
        return None  # "opens at 9 on Saturdays" is a time, not a state
    day = stem(claimed.group("day").lower())
    # "does not open on Sundays" says "closed on Sundays"
    denied = bool(NEGATIONS & {t.lower() for t in raw_tokens(claim[: claimed.start()])})
    for found in _STATE_ON_DAYS.finditer(sentence):
        if NEGATIONS & {t.lower() for t in raw_tokens(sentence[: found.start()])}:
            continue  # "Not all of the 12 shops will open on Sunday": no state of them all
        days = {stem(d.lower()) for d in re.findall(_WEEKDAY, found.group("days"), re.I)}
        if day in days:
            opened = found.group("state").lower() == "open"
            claimed_open = claimed.group("state").lower().startswith("open") != denied
            return opened == claimed_open, found.group(0)
    return None


def open_days(claim: str, sentence: str) -> tuple[bool, str] | None:
    """The context gives the days something is open as a range ("open Tuesday to Sunday") and
    the claim says it is open or closed on a day: whether the range agrees ("closed on
    Mondays" does, "open on Mondays" does not), with the range as written."""
    claimed = _CLAIMED_DAY.search(claim)
    if claimed is None:
        return None
    given = _OPEN_DAYS.search(sentence)
    if given is None or re.search(r"\b(?:closed|shut)\b", sentence, re.IGNORECASE):
        return None
    first, last, day = (stem(given.group("first").lower()), stem(given.group("last").lower()),
                        stem(claimed.group("day").lower()))  # fmt: skip
    inside = _inside(day, first, last)
    if inside is None:
        return None
    opened = claimed.group("state").lower().startswith("open")
    shown = f"open {given.group('first')} to {given.group('last')}"
    return opened == inside, shown


def outside_ranges(value: str, stems: frozenset[str], sentences: Iterable[Sentence]) -> str | None:
    """A month or weekday the claim gives that a range in the sentence saying the rest of the
    claim leaves out: "built in July" against "built between March and June"; the range, else
    None."""
    for sentence in sentences:
        if len((stems - {value}) & sentence.stems) * 2 < len(stems - {value}):
            continue
        for found in _RANGE_ENDS.finditer(sentence.text):
            first, last = _range_ends(found)
            if _inside(value, first, last) is False:
                through = found.end("after") if found.group("after") else found.end()
                shown = sentence.text[found.start() : through]
                return f'the context says {shown}: "{sentence.text}"'
    return None


def covered_by_range(text: str, value: str) -> set[str]:
    """The ends of the ranges in `text` ("from May to September", "between 9 and 17", "5 to 9
    days") that hold `value` (a stem): inside a range, a value is not the other value of a
    slot."""
    ends: set[str] = set()
    for found in _RANGE_ENDS.finditer(text):
        if _A_CHANGE_BEFORE.search(text, max(found.start() - 60, 0), found.start()):
            continue  # "cut the journey from 45 minutes to 10": two values, not a range
        first, last = _range_ends(found)
        if _inside(value, first, last):
            ends.update((first, last))
    for found in _FIGURE_RANGE.finditer(text):
        first, last = found.group("first"), found.group("last")
        if bool(YEAR.fullmatch(first)) != bool(YEAR.fullmatch(last)):
            continue  # "from 410000 in 2011 to 455000": a year beside a count is no range
        if _A_CHANGE_BEFORE.search(text, max(found.start() - 60, 0), found.start()):
            continue  # "grew ... 2000 to 3000": two values, not a range
        if _inside(value, first, last):
            ends.update((first, last))
    if value.isdigit():
        for found in DECADE.finditer(text):
            low, high = decade_span(found)
            if low <= int(value) <= high:
                ends.add(found.group(2))  # "45" in "a man in his 40s", not "his late 40s"
    return ends


_AGE_DECADE = re.compile(r"\bin\s+(?:his|her|their|its)\s+(\d0)s\b", re.IGNORECASE)
_BORN_IN = re.compile(r"\bborn\b[^.;]{0,40}?\b(1\d{3}|20\d{2})\b", re.IGNORECASE)


def age_in_decade(number: str, claim: str, context: str) -> bool:
    """ "In her 20s" for "born in 1867 ... moved to Paris in 1891": an age the context's birth
    year and another of its years give; or for "died at the age of 26"."""
    decade = _AGE_DECADE.search(claim)
    if decade is None or decade.group(1) != number:
        return False
    start = int(number)
    ages = [int(m.group(1) or m.group(2)) for m in _AGE_GIVEN.finditer(context)]
    if any(start <= age <= start + 9 for age in ages):
        return True
    born = _BORN_IN.search(context)
    if born is None:
        return False
    birth = int(born.group(1))
    years = re.findall(r"\b1\d{3}\b|\b20\d{2}\b", context)
    return any(start <= int(year) - birth <= start + 9 for year in years)


_AGE_GIVEN = re.compile(
    r"\b(?:at\s+the\s+age\s+of|aged)\s+(\d{1,3})\b|\b(\d{1,3})[\s-]+years?[\s-]+old\b",
    re.IGNORECASE,
)
_DIED_AGED = re.compile(
    r"\bdied\b[^.;]{0,40}?\b(1\d{3}|20\d{2})\b[^.;]{0,30}?\b(?:at\s+the\s+age\s+of|aged)\s+"
    r"(\d{1,3})\b",
    re.IGNORECASE,
)
_BORN_CLAIMED = re.compile(r"\bborn\b[^.;]{0,30}?\b(1\d{3}|20\d{2})\b", re.IGNORECASE)


def born_by_age(number: str, claim: str, context: str) -> bool:
    """ "Born in 1816" for "she died in 1852 at the age of 36": the year of death less the age
    (or a year more, for a birthday not yet reached that year)."""
    born = _BORN_CLAIMED.search(claim)
    if born is None or born.group(1) != number:
        return False
    return any(
        int(died) - int(age) - 1 <= int(number) <= int(died) - int(age)
        for died, age in _DIED_AGED.findall(context)
    )


DECADE = re.compile(r"\b(?:(early|mid|late)[\s-]+)?(\d*0)'?s\b", re.IGNORECASE)
"""A decade or a century of years or of ages, or a part of one: "the 1990s", "in his 40s",
"the 1500s", "the late 1990s", "in her early 30s"."""
_DECADE_PART = {None: (0, 9), "early": (0, 3), "mid": (3, 6), "late": (6, 9)}
_CENTURY_PART = {None: (0, 99), "early": (0, 33), "mid": (33, 66), "late": (66, 99)}


def decade_span(found: re.Match[str]) -> tuple[int, int]:
    """The first and last year (or age) of a DECADE match: "the late 1990s" is 1996 to 1999;
    "the 1900s" may be a century (paraphrase.py writes "the 20th century" so), read as one."""
    start = int(found.group(2))
    parts = _CENTURY_PART if start % 100 == 0 else _DECADE_PART
    low, high = parts[found.group(1) and found.group(1).lower()]
    return start + low, start + high


_FIGURE_RANGE = re.compile(r"\b(?P<first>\d+(?:\.\d+)?)\s+to\s+(?P<last>\d+(?:\.\d+)?)\b")
"""Two figures joined as a range without "from" or "between": "five to nine days" (not a
hyphen: "won 3-1" is a score)."""


_RELATIVE = re.compile(
    r"\b(this|last|next|previous|coming|following)\s+(year|month|week|season|quarter)\b", re.I
)
_WHEN = {"following": "next", "coming": "next", "previous": "last"}


def _relative_times(text: str) -> set[tuple[str, str]]:
    """{(when, unit)} of each "this/next/last year" the text says, "following" read as "next"."""
    return {(_WHEN.get(w.lower(), w.lower()), u.lower()) for w, u in _RELATIVE.findall(text)}


def _times_in(part: str, sentence: str) -> set[tuple[str, str]]:
    """The relative times of a part of `sentence`, where "the previous year" after the
    sentence's "last year" is the year before it: "fell to 430,000 last year, from 740,000 the
    previous year" (and "the year before last", which normalise writes "the previous year
    last")."""
    said = _relative_times(part)
    if not _BEFORE_THE_LAST.search(part):
        return said
    return {
        ("before last", unit)
        if when == "last"
        and re.search(rf"\blast\s+{unit}\b|\bprevious\s+{unit}\s+last\b", sentence, re.I)
        else (when, unit)
        for when, unit in said
    }


_BEFORE_THE_LAST = re.compile(
    r"\b(?:the\s+previous|the\s+preceding)\s+(?:year|month|week|season|quarter)\b", re.I
)
_PART_BREAK = re.compile(r";\s*|,\s*|\s+(?:and|but|while|whereas)\s+", re.I)


_AGAIN = re.compile(r"\bagain\b", re.IGNORECASE)


def relative_time_conflict(
    claim: str, numbers: set[str], sentences: Iterable[Sentence]
) -> str | None:
    """The claim puts a figure in another time than the context's part that gives it: "70,000
    visitors this year" against "50,000 visitors, fewer than the 70,000 who came last year"."""
    claimed = _times_in(claim, claim)
    if not claimed or not numbers or _AGAIN.search(claim):
        return None  # "expected to double again this year": last year's figure, once more
    for sentence in sentences:
        if not numbers & sentence.numbers:
            continue
        for part in _PART_BREAK.split(sentence.text):
            said = _times_in(part, sentence.text)
            in_part = {stem(t) for t in raw_tokens(part) if t[:1].isdigit()}
            for when, unit in said - claimed:
                if (
                    numbers & in_part
                    and (when, unit) not in claimed
                    and any(u == unit for _, u in claimed)
                ):
                    figure = sorted(numbers & in_part)[0]
                    return f'the context gives {figure} for {when} {unit}: "{sentence.text}"'
    return None


def time_again_unsaid(claim: str, context: str) -> list[str]:
    """ "Prices will fall again this year" where the context gives only last year's fall: the
    claim's own time is not said (nor ruled out: "again" grants the other)."""
    if not _AGAIN.search(claim):
        return []
    claimed = _relative_times(claim)
    if not claimed or claimed & _relative_times(context):
        return []
    when, unit = sorted(claimed)[0]
    return [f"{when} {unit}"]


def said_of_another_time(claim: str, sentence: str) -> str | None:
    """The claim puts what its matching sentence says in another "this/next/last year" than
    the sentence does, and the sentence gives it no other, sharing half its other words at
    least: "expects to break even by the end of this year" against "expects to become
    profitable in the second half of next year"."""
    claimed = _relative_times(claim)
    if not claimed or _AGAIN.search(claim):
        return None  # "expected to double again this year": what the sentence says, once more
    said = _relative_times(sentence)
    if claimed & said:
        return None
    timeless = analyse_sentence(_RELATIVE.sub(" ", claim)).stems
    shared = timeless & analyse_sentence(sentence).stems
    # (a claim of two words and its time may share both: "the shelters will be added this year")
    if len(shared) < min(3, max(2, len(timeless))) or len(shared) * 2 < len(timeless):
        return None  # "the bank made a loss last year" is not "will close branches next year"
    for when, unit in sorted(said):
        if any(u == unit for _, u in claimed):
            return f'the context says {when} {unit}: "{sentence}"'
    return None


_OBLIGED = re.compile(r"\b(?:must|mandatory|have\s+to|has\s+to|obliged\s+to|required\s+to)\b", re.I)
_ALLOWED = re.compile(
    r"\b(?:lets?|allows?|allowed|permits?|may|can|option(?:al)?|up\s+to|at\s+most)\b", re.I
)


_NOT_WITHOUT = re.compile(
    r"\b(?:(?:may|can|must)\s+(?:not|never)|cannot|can't)\s+\w+[^.;]{0,40}?\bwithout\b", re.I
)


_WITH_CONDITION = re.compile(
    r"\b(?:can|may)\s+\w+[^.;]{0,60}?\b(?:with|by\s+giving|on\s+giving|after\s+giving)\s+"
    r"(?:[\w'’-]+\s+){0,3}?(notice|warning|consent|permission|approval)\b",
    re.IGNORECASE,
)
"""A permission on a condition: "can terminate it after three years with six months' notice"."""


def obliged_where_allowed(claim: str, sentence: str) -> str | None:
    """The claim makes an obligation of what the context only allows: "staff must work from
    home three days a week" against "lets employees work from home up to three days"."""
    if not _OBLIGED.search(claim) or _OBLIGED.search(sentence):
        return None
    if _NOT_WITHOUT.search(sentence):
        return None  # "may not enter without notice" obliges the notice
    condition = _WITH_CONDITION.search(sentence)
    if condition and stem(condition.group(1)) in content_stems(claim):
        return None  # "can terminate ... with six months' notice" obliges the notice
    allowed = _ALLOWED.search(sentence)
    return f"{allowed.group(0)!r}, not an obligation" if allowed else None


_BECAUSE = re.compile(r"\bbecause(?:\s+of)?\s+(?:an?\s+|the\s+)?((?:\w+\s+){0,3}\w+)", re.I)


_CAUSE_FIRST = re.compile(
    r"^\W*(?:an?\s+|the\s+)?((?:\w+\s+){0,3}?\w+)\s+(?:at\s+\w+\s+|in\s+\w+\s+)?"
    r"(?:causing|caused|led\s+to|resulted\s+in|triggered)\b",
    re.IGNORECASE,
)


def cause_of(text: str) -> str | None:
    """The head word of the cause `text` gives ("because of a storm": "storm"), as a stem."""
    found = _BECAUSE.search(text)
    if found is None:
        return None
    words = [stem(t.lower()) for t in raw_tokens(found.group(1)) if t.lower() not in STOPWORDS]
    return words[-1] if words else None


def other_cause(claim: str, sentence: str) -> str | None:
    """Both give a cause, and the claim's is a thing the context never names: "caused by a
    faulty airbag" against "because of a faulty brake sensor" (normalise writes "caused by"
    as "because"; "X caused Y" is another concept, its effect following)."""
    claimed = _BECAUSE.search(claim)
    # "Fog at Heathrow led to 90 cancellations" (normalise: "causing") gives its cause first
    said = _BECAUSE.search(sentence) or _CAUSE_FIRST.search(sentence)
    if claimed is None or said is None:
        return None
    heads = [
        [stem(t.lower()) for t in raw_tokens(m.group(1)) if t.lower() not in STOPWORDS]
        for m in (claimed, said)
    ]
    sentence_words = {stem(t.lower()) for t in raw_tokens(sentence)}
    head = heads[0][-1] if heads[0] else ""
    if (
        heads[0]
        and heads[1]
        and head != heads[1][-1]
        and head not in sentence_words
        # "a wrist injury" names what "after injuring his wrist" says
        and not any(same_root(head, word) for word in sentence_words)
    ):
        return f"because {said.group(1)!r}"
    return None


_MONTH = r"(January|February|March|April|May|June|July|August|September|October|November|December)"
_SEASON = re.compile(
    rf"\b(?:runs|ran|run|lasts|lasted|is\s+on|was\s+on|will\s+run|takes\s+place)\s+from\s+"
    rf"{_MONTH}(?:\s+\d{{1,2}})?\s+(?:to|until|till|through)\s+{_MONTH}"
)
_STARTS = re.compile(
    rf"\b(opens|opened|starts|started|begins|began|launches|launched|premieres|kicks\s+off)\s+"
    rf"(?:in|on|in\s+early|in\s+late|at\s+the\s+start\s+of)\s+{_MONTH}"
)
# ("end" is normalised to "terminate")
_ENDS = re.compile(
    rf"\b(closes|closed|ends|ended|finishes|finished|wraps\s+up|runs\s+until|runs\s+through)\s+"
    rf"(?:in|on|by|at\s+the\s+(?:end|terminate)\s+of|in\s+late|in\s+early)?\s*{_MONTH}"
)


_SCORELINE = re.compile(
    r"(?<![\d.:/-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d:/%-])(?!\.\d)(?!\s+[a-z]+s\b)"
)
"""A result ("3-1", "2–2"), not a range of things ("10-15 minutes") nor a date."""
_RESULT_WORD = re.compile(
    r"\b(?:beat|beats|beating|beaten|won|win|wins|winning|lost|lose|loses|losing|loss|drew|draw|"
    r"drawn|defeat|defeated|defeats|victory|thrashed|edged|score|scored|scoreline|result)\b",
    re.IGNORECASE,
)


def scoreline_differs(claim: str, sentences: Iterable[Sentence]) -> str | None:
    """The claim gives a result ("lost 2-1") the context gives otherwise ("beat Chelsea 3-1"):
    a scoreline is one figure, whichever side is named first."""
    if not _RESULT_WORD.search(claim):
        return None
    claimed = {tuple(sorted(found.groups())) for found in _SCORELINE.finditer(claim)}
    if not claimed:
        return None
    given = [
        found
        for sentence in sentences
        if _RESULT_WORD.search(sentence.text)
        for found in _SCORELINE.finditer(sentence.text)
    ]
    if not given or claimed & {tuple(sorted(found.groups())) for found in given}:
        return None
    return f"the context gives the result as {given[0].group(0)}"


_MONTH_OR_YEAR = "(?:" + "|".join(m.capitalize() for m in MONTHS_IN_ORDER) + r"|(?:1[5-9]|20)\d\d)"
_FIGURE_IN = re.compile(rf"(?<![\d.])(\d+(?:\.\d+)?(?:\s?%)?)\s+in\s+({_MONTH_OR_YEAR})\b")
"""A figure and the month or year it is given for: "3.2% in April", "12,000 in 2019"."""
_FIGURE = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?:\s?%)?")
_WHEN_ALONE = re.compile(rf"\b{_MONTH_OR_YEAR}\b")


def figure_of_another_time(claim: str, sentences: Iterable[Sentence]) -> str | None:
    """The claim gives one time the figure the context gives another: "inflation in April was
    3.8%" against "fell to 3.2% in April from 3.8% in March"."""
    times = _WHEN_ALONE.findall(claim)
    figures = [f for f in _FIGURE.findall(claim) if not YEAR.match(f)]
    if len(set(times)) != 1 or len(figures) != 1:
        return None
    when, figure = times[0], " ".join(figures[0].replace("%", " %").split())
    for sentence in sentences:
        given = {
            (" ".join(f.replace("%", " %").split()), t)
            for f, t in _FIGURE_IN.findall(sentence.text)
        }
        for_when = {f for f, t in given if t == when}
        if for_when and figure not in for_when and any(f == figure and t != when for f, t in given):
            shown = sorted(for_when)[0].replace(" %", "%")
            return f'the context gives {shown} for {when}: "{sentence.text}"'
    return None


def season_said(claim: str, sentences: Iterable[Sentence]) -> tuple[str | None, frozenset[str]]:
    """A claim about when something opens or closes, against the context's one season ("runs
    from June 1 to September 30"): (the contradiction, or None; the claim's words the season
    says, when it agrees: "closes at the end of September")."""
    seasons = [(s, m) for s in sentences for m in _SEASON.finditer(s.text)]
    if len(seasons) != 1 or NEGATIONS & {t.lower() for t in raw_tokens(claim)}:
        return None, frozenset()
    sentence, season = seasons[0]
    vouched: set[str] = set()
    for pattern, given in ((_STARTS, season.group(1)), (_ENDS, season.group(2))):
        for found in pattern.finditer(claim):
            if found.group(2) != given:
                return (
                    f'the context says {given}, not {found.group(2)}: "{sentence.text}"',
                    frozenset(),
                )
            vouched |= {stem(w) for w in found.group(0).split()}
    return None, frozenset(vouched)


_ALL_OF = re.compile(r"\b(?:all|any|every)\s+(?P<what>(?:[a-z]+\s+){0,2}[a-z]+)", re.IGNORECASE)
_AT_MOST_COUNT = re.compile(
    r"\b(?:at\s+most|no\s+more\s+than|a\s+maximum\s+of|only)\s+(?P<limit>\d+(?:\.\d+)?)\s+"
    r"(?P<what>(?:[a-z]+\s+){0,2}[a-z]+)"
    # a part of a whole: "close 40 of its 300 branches"
    r"|\b(?P<part>\d+(?:\.\d+)?)\s+of\s+(?:its|the|their|our|his|her)\s+(?P<whole>\d+(?:\.\d+)?)\s+"
    r"(?P<of>(?:[a-z]+\s+){0,2}[a-z]+)",
    re.IGNORECASE,
)


def all_beyond_limit(
    claim: str, stems: frozenset[str], sentences: Iterable[Sentence]
) -> str | None:
    """The claim says all of something may be done that the context limits to a count: "all
    unused leave can be carried over" against "up to five unused days can be carried over"."""
    found = _ALL_OF.search(claim)
    if found is None:
        return None
    what = content_stems(found.group("what"))
    rest = stems - what - {"all", "any", "every"}
    if not what or not rest:
        return None
    for sentence in sentences:
        if len(rest & sentence.stems) * 5 < len(rest) * 3:
            continue
        for limit in _AT_MOST_COUNT.finditer(sentence.text):
            if limit.group("part") is not None:
                part, whole = float(limit.group("part")), float(limit.group("whole"))
                if part < whole and what & content_stems(limit.group("of")):
                    return f'the context says {limit.group(0)}: "{sentence.text}"'
                continue
            if what & content_stems(limit.group("what")) or (
                # "unused leave can be carried over, up to a maximum of 5 days": the limit
                # is in the measure of what the sentence speaks of
                what <= sentence.stems and limit.group("what").split()[0].lower() in _MEASURED_IN
            ):
                return f'the context allows {limit.group(0)}: "{sentence.text}"'
    return None


_MEASURED_IN = frozenset("days weeks months years hours minutes kg litres tonnes".split())


_WITHIN_A_BOUND = (
    r"(?:under|over|below|above|shorter\s+than|longer\s+than|(?:of\s+)?(?:more|less|fewer)\s+than|"
    r"up\s+to|within)\s+[$€£]?\d[\d.,]*(?:\s+[a-z]+)?"
)
_BOUNDED = re.compile(rf"\b(?P<what>[A-Za-z][\w-]*)\s+(?P<bound>{_WITHIN_A_BOUND})", re.IGNORECASE)
"""A kind within a bound: "flights under 120 minutes"."""


def all_where_bounded(
    claim: str, stems: frozenset[str], sentences: Iterable[Sentence]
) -> str | None:
    """The claim says all of a kind where the context speaks only of those of it within a
    bound: "the charge applies to all flights" against "a charge on flights under two hours"."""
    found = _ALL_OF.search(claim)
    if found is None:
        return None
    what = content_stems(found.group("what"))
    rest = stems - what - {"all", "any", "every"}
    if (
        not what
        or not rest
        or any(stem(own.group("what").lower()) in what for own in _BOUNDED.finditer(claim))
    ):
        return None  # "all flights under two hours" gives the bound itself
    for sentence in sentences:
        if len(rest & sentence.stems) * 2 < len(rest):
            continue
        for bounded in _BOUNDED.finditer(sentence.text):
            if stem(bounded.group("what").lower()) in what:
                kind = bounded.group("what")
                return f'the context speaks only of {kind} within a bound: "{sentence.text}"'
    return None


def content_stems(text: str, last: int = 0) -> frozenset[str]:
    """The stems of the text's words that are not stopwords; of its `last` words only, if
    given."""
    words = [t for t in raw_tokens(text) if t.lower() not in STOPWORDS]
    return frozenset(stem(t) for t in (words[-last:] if last else words))


_DATE = r"(?:\d{1,2}\s+[A-Z][a-z]+|\d{4})"
_DATE_SPAN = re.compile(
    rf"\b(?:from\s+(?P<first>{_DATE})\s+(?:to|until|till|through)|between\s+(?P<first2>{_DATE})\s+and)"
    rf"\s+(?P<last>{_DATE})\b"
)
_SPAN_BEGINS = re.compile(
    # (not a state: "the shop is open on Saturdays")
    rf"\b(?:starts?|started|begins?|began|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bstays\s)(?<!\bstay\s)"
    rf"(?<!\bremains\s)opens?|opened)\s+(?:on\s+|in\s+|at\s+)?"
    rf"(?:the\s+(?:start|beginning)\s+of\s+|early\s+)?(?P<date>{_DATE}|[A-Z][a-z]+)\b"
)
_TOOK_UP = re.compile(
    r"\b(?:became|was\s+appointed|was\s+named|was\s+elected|took\s+office\s+as|joined)\s+"
    rf"(?:[\w-]+\s+){{0,4}}?(?:in|on)\s+(?P<date>{_DATE}|[A-Z][a-z]+)\b"
)
"""A span's start as a post taken up: "became transport minister in 2003"."""
_SPAN_ENDS = re.compile(
    rf"\b(?:ends?|ended|finish(?:es|ed)?|closes?|closed|runs\s+until|ran\s+until)\s+"
    rf"(?:on\s+|in\s+|at\s+)?(?:the\s+end\s+of\s+|late\s+)?(?P<date>{_DATE}|[A-Z][a-z]+)\b"
)


def span_end_swapped(claim: str, context: str) -> str | None:
    """The claim starts a span on its last day, or ends it on its first ("the festival starts
    on 15 June" against "runs from 12 to 15 June"), or in another month than the span's ("opens
    in April" against "runs from 12 March to 30 June")."""
    for found, (which, end), other in _span_ends_claimed(claim, context):
        claimed = found.group("date")
        if claimed == other or _another_month(claimed, end):
            return f"the context has it {which} on {end}, not {claimed}"
    return None


def span_end_said(claim: str, context: str) -> set[str]:
    """The claim's words for a span's start or end, as stems, where it starts or ends the span
    when the context's does ("closes at the end of June" for "runs from 12 March to 30 June")."""
    said: set[str] = set()
    for found, (_, end), _ in _span_ends_claimed(claim, context):
        claimed = found.group("date")
        if claimed == end or (
            any(stem(claimed.lower()) in order for order in _ORDERED)
            and not _another_month(claimed, end)
        ):
            said.update(stem(word.lower()) for word in raw_tokens(found.group(0)))
    return said


def _span_ends_claimed(
    claim: str, context: str
) -> Iterator[tuple[re.Match[str], tuple[str, str], str]]:
    """Each start or end of a span the claim gives a date ("opens in April", "closes on 30
    June"), with the end of the context's span it speaks of and the span's other end. Of a
    closure ("closed from 1 July to 31 August") closing is its start, and opening is after it."""
    begins = _SPAN_BEGINS.search(claim) or _TOOK_UP.search(claim)
    ends = _SPAN_ENDS.search(claim)
    if begins is None and ends is None:
        return
    spans = [*_DATE_SPAN.finditer(context), *_WEEKDAY_SPAN.finditer(context)]
    for span in spans:
        first: str = span.group("first") or span.groupdict()["first2"]
        last: str = span.group("last")
        if first == last:
            continue
        if _A_CHANGE_BEFORE.search(context, max(span.start() - 60, 0), span.start()):
            continue  # "delayed the ban from 2030 to 2035": two dates, one moved to the other
        closure = _CLOSED.search(context, 0, span.start()) is not None
        for found, end, other in ((begins, ("start", first), last), (ends, ("end", last), first)):
            if found is None:
                continue
            verb = found.group(0).split()[0].lower()
            if closure and verb.startswith("open"):
                continue
            if closure and verb.startswith("clos"):
                end, other = ("start", first), last
            yield found, end, other


_WEEKDAY_NAME = "|".join(day.title() for day in _CLASSES[4])
_WEEKDAY_SPAN = re.compile(
    rf"\bfrom\s+(?:[^.;]{{0,40}}?\bon\s+)?(?P<first>{_WEEKDAY_NAME})\b[^.;]{{0,10}}?\s+"
    rf"(?:to|until|till|through)\s+(?:[^.;]{{0,40}}?\bon\s+)?(?P<last>{_WEEKDAY_NAME})\b"
)
"""A span of days: "from 6 pm on Thursday until noon on Friday"."""


def _another_month(claimed: str, end: str) -> bool:
    """The claim names a month or weekday alone ("opens in April", "begins on Friday") other
    than the one of the span's end it speaks of ("from 12 March", "from 6 pm on Thursday")."""
    claimed_stem, said = stem(claimed.lower()), stem(end.split()[-1].lower())
    return any(
        claimed_stem in order and said in order and claimed_stem != said for order in _ORDERED
    )


_REOPENS = re.compile(
    r"\b(?:reopen|resume|restart)(?:s|ed|ing)?\s+(?:on\s+\d{1,2}\s+|in\s+|at\s+the\s+start\s+of\s+)?"
    r"(?P<month>[A-Z][a-z]+)\b"
)
_CLOSED = re.compile(r"\b(?:clos|shut|suspend|halt|pause)\w*\b[^.;]*$", re.IGNORECASE)


def reopened_after(claim: str, context: str) -> set[str]:
    """The month, as a stem, in which the claim reopens what a span of the context closes, when
    it is the month after the span's last: "reopens in September" for "closed from 1 July to 31
    August"."""
    found = _REOPENS.search(claim)
    months = _ORDERED[0]
    if found is None or stem(found.group("month").lower()) not in months:
        return set()
    month = stem(found.group("month").lower())
    for span in _DATE_SPAN.finditer(context):
        end = stem(span.group("last").split()[-1].lower())
        if (
            end in months
            and months[(months.index(end) + 1) % len(months)] == month
            and _CLOSED.search(context, 0, span.start())
        ):
            return {month}
    return set()


_AVOID = re.compile(r"\bavoid(?:s|ed|ing)?\s+(?P<what>(?:[a-z]+\s+){0,2}[a-z]+)", re.IGNORECASE)
_ADVISES = re.compile(r"\b(?:should|can|may|must|is\s+fine|is\s+safe|allowed|recommended)\b", re.I)
_EITHER_WAY = re.compile(r"\bwith\s+or\s+without\s+(?P<what>[a-z]+)", re.IGNORECASE)
_REQUIRES = re.compile(r"\b(?:must|has\s+to|have\s+to|needs?\s+to|only)\b", re.IGNORECASE)


KEEP_AWAY = (
    r"avoid|stay\s+out\s+of|keep\s+out\s+of|stay\s+away(?:\s+from)?|keep\s+away(?:\s+from)?|"
    r"steer\s+clear\s+of"
)
"""The words for avoiding a thing: "avoid the sun", "stay out of the river"."""
_KEEPS_AWAY = re.compile(rf"\b(?:{KEEP_AWAY})\b", re.IGNORECASE)


def advised_against(claim: str, negated: bool, sentences: Iterable[Sentence]) -> str | None:
    """The claim advises what the context says to avoid ("patients should drink grapefruit
    juice" against "avoid grapefruit juice"), or requires one way what the context leaves
    either way ("must be taken with food" against "with or without food")."""
    if negated or _KEEPS_AWAY.search(claim):
        return None  # "should stay out of the river" advises avoiding it too
    claimed = content_stems(claim)
    for sentence in sentences:
        for found in _EITHER_WAY.finditer(sentence.text):
            if _REQUIRES.search(claim) and re.search(
                rf"\bwith(?:out)?\s+{re.escape(found.group('what'))}", claim, re.IGNORECASE
            ):
                return f'the context says {found.group(0)}: "{sentence.text}"'

        if not _ADVISES.search(claim):
            continue
        for found in _AVOID.finditer(sentence.text):
            avoided = content_stems(found.group("what"))
            if avoided and avoided <= claimed:
                return f'the context says {found.group(0)}: "{sentence.text}"'
    return None


_QUARREL = re.compile(
    r"\b(?P<noun>dispute|row|argument|disagreement|strike|protest|feud|walkout|clash)(?:e?s)?\s+"
    r"(?:(?:is|was|are|were|has\s+been|have\s+been)\s+)?(?:about|over)\s+"
    r"(?P<topic>(?:[\w'-]+\s+){0,3}?[\w'-]+)"
    r"(?=\s*(?:[.,;:]|$)|\s+(?:and|but|with|after|since|that|which|at|in|on|from)\b)",
    re.IGNORECASE,
)
"""What a quarrel is over: "a dispute over pay", "the strike is about working hours"."""


def other_quarrel(claim: str, sentences: Iterable[str]) -> str | None:
    """The context's quarrel of the same kind is over another thing, one the context never
    ties to it: "the dispute is about working hours" against "strike ... in a dispute over
    pay"."""
    claimed = _QUARREL.search(claim)
    if claimed is None:
        return None
    kind = stem(claimed.group("noun").lower())
    topic = content_stems(claimed.group("topic"))
    for sentence in sentences:
        for said in _QUARREL.finditer(sentence):
            if stem(said.group("noun").lower()) != kind:
                continue
            if topic & analyse_sentence(sentence).stems:
                return None  # "over pay and working hours": the claim's topic is there
            return f'the {said.group("noun").lower()} is over {said.group("topic")}: "{sentence}"'
    return None
