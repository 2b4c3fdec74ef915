"""Thresholds → pass/fail per case and per suite → exit code; pure functions, no I/O.

The precedence is spec/CLI.md's exit-code table: a breached quality gate (1) outranks judge
failures beyond --max-errors (3), which outrank success (0).
"""

from __future__ import annotations

from dataclasses import dataclass

from evalctl.exit_codes import ExitCode
from evalctl.results import Summary, ThresholdSettings

# Ratios such as 19/20 against --pass-rate 0.95 must not fail on the last bit of a float.
_RATIO_TOLERANCE = 1e-9


def case_threshold(
    settings: ThresholdSettings, min_score: float | None, max_score: float | None
) -> dict[str, float]:
    """The case's own bounds: a row's min_score/max_score override --min/--max."""
    bounds: dict[str, float] = {}
    low = min_score if min_score is not None else settings.min
    high = max_score if max_score is not None else settings.max
    if low is not None:
        bounds["min"] = low
    if high is not None:
        bounds["max"] = high
    return bounds


def case_passes(score: float, bounds: dict[str, float]) -> bool:
    """A case passes when its score lies within its bounds (inclusive)."""
    return bounds.get("min", score) <= score <= bounds.get("max", score)


def describe_bounds(bounds: dict[str, float]) -> str:
    """ ">= 0.8", "<= 0.3", ">= 0.2 and <= 0.9", or "none"."""
    parts = [f">= {bounds['min']:g}"] if "min" in bounds else []
    if "max" in bounds:
        parts.append(f"<= {bounds['max']:g}")
    return " and ".join(parts) or "none"


def has_threshold(settings: ThresholdSettings) -> bool:
    """A case or mean threshold is set (pass rate and max errors only qualify them)."""
    return any(
        v is not None for v in (settings.min, settings.max, settings.mean_min, settings.mean_max)
    )


@dataclass(frozen=True, slots=True)
class GateVerdict:
    exit_code: ExitCode
    breaches: list[str]

    @property
    def passed(self) -> bool:
        return self.exit_code == ExitCode.OK


def apply_gates(settings: ThresholdSettings, summary: Summary) -> GateVerdict:
    """Judge the suite: case pass rate, mean bounds, then tolerated errors."""
    breaches: list[str] = []
    if summary.scored:
        rate = summary.passed / summary.scored
        if rate + _RATIO_TOLERANCE < settings.pass_rate:
            breaches.append(
                f"{summary.failed} of {summary.scored} scored cases failed their threshold "
                f"(pass rate {rate:.4g} < required {settings.pass_rate:g})"
            )
    breaches.extend(_mean_breaches(settings, summary))
    if settings.max_flaky is not None and summary.flaky > settings.max_flaky:
        breaches.append(
            f"{summary.flaky} flaky cases (samples on both sides of their threshold) > "
            f"--max-flaky {settings.max_flaky}"
        )
    if breaches:
        return GateVerdict(ExitCode.GATE_BREACHED, breaches)
    if summary.scored == 0 and summary.errors and has_threshold(settings):
        # A gate that judged nothing has not held: never a pass, even within --max-errors.
        return GateVerdict(
            ExitCode.JUDGE_FAILED,
            [f"no case could be scored ({summary.errors} errors), so no threshold was checked"],
        )
    if summary.errors > settings.max_errors:
        return GateVerdict(
            ExitCode.JUDGE_FAILED,
            [f"{summary.errors} cases could not be scored (--max-errors {settings.max_errors})"],
        )
    return GateVerdict(ExitCode.OK, [])


def _mean_breaches(settings: ThresholdSettings, summary: Summary) -> list[str]:
    """The mean gates: on the mean itself, or (with --confidence) on the interval's bound, so
    a gate passes only when the mean is above the line with that confidence."""
    mean = summary.mean
    if mean is None:
        return []
    low = high = mean
    on_bound = settings.confidence is not None and summary.mean_ci is not None
    if on_bound and summary.mean_ci is not None:
        low, high = summary.mean_ci
    level = f"{summary.confidence * 100:g}%"
    breaches = []
    if settings.mean_min is not None and low < settings.mean_min:
        if on_bound:
            breaches.append(
                f"the lower bound of the mean's {level} interval {low:g} < --mean-min "
                f"{settings.mean_min:g} (mean {mean:g})"
            )
        else:
            breaches.append(f"mean {mean:g} < --mean-min {settings.mean_min:g}")
    if settings.mean_max is not None and high > settings.mean_max:
        if on_bound:
            breaches.append(
                f"the upper bound of the mean's {level} interval {high:g} > --mean-max "
                f"{settings.mean_max:g} (mean {mean:g})"
            )
        else:
            breaches.append(f"mean {mean:g} > --mean-max {settings.mean_max:g}")
    return breaches


def tolerated_errors(max_errors: int | str, cases: int) -> int:
    """--max-errors as a count of cases: a share ("5%") of `cases`, rounded down."""
    if isinstance(max_errors, int):
        return max_errors
    return int(float(max_errors.rstrip("%")) * cases / 100 + _RATIO_TOLERANCE)
