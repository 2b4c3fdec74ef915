"""Summary statistics and JavaScript-compatible rounding, as plain functions over floats."""

import math
from collections.abc import Sequence

_EPSILON = 2.0**-52  # JavaScript's Number.EPSILON


def round2(value: float) -> float:
    """Round to two decimals the way Mastra does: Math.round((x + EPSILON) * 100) / 100.

    Python's round() rounds half to even (round(0.125, 2) == 0.12); Mastra users expect 0.13.
    See spec/SCORERS.md, "Rounding".
    """
    return math.floor((value + _EPSILON) * 100 + 0.5) / 100


def mean(values: Sequence[float]) -> float | None:
    """Arithmetic mean, or None for no values."""
    return math.fsum(values) / len(values) if values else None


def median(values: Sequence[float]) -> float | None:
    """Median (mean of the two middle values for an even count), or None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def stdev(values: Sequence[float]) -> float | None:
    """Population standard deviation: describes this run's scores (0 for one score)."""
    centre = mean(values)
    if centre is None:
        return None
    return math.sqrt(math.fsum((v - centre) ** 2 for v in values) / len(values))
