"""The verdict-fraction formula shared by faithfulness and toxicity (spec/SCORERS.md)."""

from __future__ import annotations

from evalctl.errors import UsageError
from evalctl.stats import round2


def verdict_fraction(yes: int, denominator: int, scale: float) -> float:
    """round2(yes / denominator * scale); 0 when there is nothing to count."""
    if denominator <= 0:
        return 0.0
    return round2(yes / denominator * scale)


def checked_scale(scale: float) -> float:
    """`--scale` must be a positive number (spec/CLI.md)."""
    if not scale > 0:
        raise UsageError(f"--scale {scale:g}: the maximum score must be greater than 0")
    return float(scale)
