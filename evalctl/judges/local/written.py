"""Figures written one way before they are compared: temperatures and centuries.

Shared by the faithfulness normaliser (paraphrase.py) and the noise judge, which needs only
these and not paraphrase.py's tables (compiling those is most of the judges' import time).
"""

from __future__ import annotations

import re

_TEMPERATURE = re.compile(r"\s*(?:°|º|degrees?\s+)\s*(C|F)(?:elsius|ahrenheit)?\b", re.IGNORECASE)
_SCALE_NAMES = {"c": "Celsius", "f": "Fahrenheit"}
_BARE_SCALE = re.compile(r"(?<![A-Za-z\d])(\d{1,4})(C|F)\b")
""""40C": a temperature written with its scale's letter alone."""
_A_DIGIT_AND_SCALE = re.compile(r"\d[CF]\b")
_CENTURY = re.compile(
    r"\b(?:the\s+)?(?:(early|mid|late)[\s-]+)?(\d{1,2})(?:st|nd|rd|th)[\s-]+century\b", re.I
)
""""The 12th century" is "the 1100s", and "the late 13th century" is "the late 1200s"."""


def temperatures(text: str) -> str:
    """ "100 °C", "100ºC", "100 degrees C" and "40C" written as "100 degrees Celsius": a symbol
    is not a changed fact."""
    if _A_DIGIT_AND_SCALE.search(text):  # a cheap scan first: the full pattern looks behind
        text = _BARE_SCALE.sub(_bare_scale, text)
    if "°" not in text and "º" not in text and "degree" not in text:
        return text
    return _TEMPERATURE.sub(lambda m: f" degrees {_SCALE_NAMES[m.group(1).lower()]}", text)


def centuries(text: str) -> str:
    """Centuries as their years: "the early 16th century" is "the early 1500s"."""
    if "entur" not in text:
        return text
    return _CENTURY.sub(_century, text)


def figures_as_one(text: str) -> str:
    """Temperatures, centuries and counted units written one way ("100 degrees Celsius", "the
    early 1500s", "five seconds" for "five-second"): what the noise judge compares a
    baseline's figures and an output's by."""
    if "-" in text:
        text = _HYPHENATED_COUNT.sub(r"\1 \2", text)
    if " and a" in text or " and three" in text:  # "365 and a quarter days": 365.25 days
        text = _AND_A_PART.sub(_with_the_part, text)
    if "undred" in text:  # "Two hundred twelve": 212
        text = _HUNDREDS.sub(_hundreds, text)
    return temperatures(centuries(text))


_UNITS = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_HUNDREDS = re.compile(
    rf"\b({'|'.join(_UNITS)})\s+hundred(?:\s+and)?(?:\s+(?:({'|'.join(_TEENS)})|({'|'.join(_TENS)})"
    rf"(?:[\s-]({'|'.join(_UNITS)}))?|({'|'.join(_UNITS)})))?\b",
    re.IGNORECASE,
)
"""A count of hundreds in words, with its tens and units: "two hundred and twelve"."""


def _hundreds(match: re.Match[str]) -> str:
    hundreds, teen, tens, tens_unit, unit = (g.lower() if g else None for g in match.groups())
    value = (_UNITS.index(hundreds or "") + 1) * 100
    if teen:
        value += 10 + _TEENS.index(teen)
    if tens:
        value += 20 + 10 * _TENS.index(tens) + (_UNITS.index(tens_unit) + 1 if tens_unit else 0)
    if unit:
        value += _UNITS.index(unit) + 1
    return str(value)


_AND_A_PART = re.compile(r"\b(\d+)\s+and\s+(a\s+half|a\s+quarter|three\s+quarters)\b", re.I)
_PARTS = {"a half": ".5", "a quarter": ".25", "three quarters": ".75"}


def _with_the_part(match: re.Match[str]) -> str:
    return match.group(1) + _PARTS[" ".join(match.group(2).lower().split())]


_HYPHENATED_COUNT = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    r"forty|fifty|sixty|hundred)-(second|minute|hour|day|week|month|year|mile|metre|meter)\b(?!-)",
    re.IGNORECASE,
)
""""A five-second wash" counts five seconds, as "a 10-minute walk" counts ten minutes."""


def _century(match: re.Match[str]) -> str:
    the = "the " if match.group(0)[:4].lower() == "the " else ""  # "a 19th-century church"
    part = f"{match.group(1).lower()} " if match.group(1) else ""
    return f"{the}{part}{(int(match.group(2)) - 1) * 100}s"


def _bare_scale(match: re.Match[str]) -> str:
    return f"{match.group(1)} degrees {_SCALE_NAMES[match.group(2).lower()]}"
