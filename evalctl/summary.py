"""Accumulate case results into the run summary, keeping only the numbers statistics need.

Cases stream through; only their scores (8 bytes each) and per-group sums stay in memory.
"""

from __future__ import annotations

from array import array

from evalctl.results import CaseResult, GroupStats, Summary
from evalctl.stats import mean, median, stdev

UNSPECIFIED_GROUP = "unspecified"
_DIGITS = 4


class SummaryBuilder:
    """Counts passes, failures, errors and invalid rows; groups scores by `details[group_by]`
    (the noise type), reported as `by_noise_type`."""

    def __init__(self, group_by: str | None = None) -> None:
        self._scores = array("d")
        self._group_by = group_by
        self._groups: dict[str, list[float]] = {}
        self.passed = 0
        self.failed = 0
        self.errors = 0
        self.invalid = 0

    def add(self, result: CaseResult) -> None:
        if result.score is None:
            if result.invalid:
                self.invalid += 1
            else:
                self.errors += 1
            return
        self._scores.append(result.score)
        if result.passed:
            self.passed += 1
        else:
            self.failed += 1
        if self._group_by is not None:
            key = result.details.get(self._group_by) or UNSPECIFIED_GROUP
            group = self._groups.setdefault(str(key), [0.0, 0.0])
            group[0] += 1
            group[1] += result.score

    def build(self) -> Summary:
        scores = self._scores
        scored = len(scores)
        by_type = None
        if self._group_by is not None:
            by_type = {
                name: GroupStats(count=int(count), mean=_rounded(total / count))
                for name, (count, total) in sorted(self._groups.items())
            }
        return Summary(
            total=scored + self.errors + self.invalid,
            scored=scored,
            passed=self.passed,
            failed=self.failed,
            errors=self.errors,
            invalid=self.invalid,
            mean=_rounded(mean(scores)),
            median=_rounded(median(scores)),
            min=min(scores) if scores else None,
            max=max(scores) if scores else None,
            stdev=_rounded(stdev(scores)),
            pass_rate=_rounded(self.passed / scored) if scored else None,
            by_noise_type=by_type,
        )


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, _DIGITS)
