"""Letter grades, the seed's scale: A >= 0.9, B >= 0.7, C >= 0.5, D >= 0.3, else F.

A score is first put on 0..1 where higher is better: score / scale, or 1 - score / scale for a
lower-is-better scorer (toxicity). No grade where there is no score or the range is unknown.
"""

from __future__ import annotations

GRADE_FLOORS: tuple[tuple[str, float], ...] = (("A", 0.9), ("B", 0.7), ("C", 0.5), ("D", 0.3))
_TOLERANCE = 1e-9  # 0.7 computed as 1 - 0.3 must still be a B


def grade(score: float | None, direction: str, max_score: float | None) -> str | None:
    """The letter for `score` on a scorer whose scores run from 0 to `max_score`."""
    if score is None or max_score is None or max_score <= 0:
        return None
    quality = score / max_score
    if direction == "lower":
        quality = 1.0 - quality
    for letter, floor in GRADE_FLOORS:
        if quality + _TOLERANCE >= floor:
            return letter
    return "F"
