"""Accumulate case results into the run summary, keeping only the numbers statistics need.

Cases stream through; only their scores (8 bytes each), a score → weight table for the
bootstrap interval and per-group sums stay in memory.
"""

from __future__ import annotations

from array import array

from evalctl.results import DEFAULT_CONFIDENCE, CaseResult, GroupStats, Summary
from evalctl.stats import bootstrap_mean_interval, mean, median, stdev

UNSPECIFIED_GROUP = "unspecified"
_DIGITS = 4


class _Weights:
    """A score → weight table: a case adds weight 1, split evenly over its samples."""

    __slots__ = ("cases", "table", "total")

    def __init__(self) -> None:
        self.table: dict[float, float] = {}
        self.cases = 0
        self.total = 0.0

    def add(self, result: CaseResult, score: float) -> None:
        self.cases += 1
        self.total += score
        table = self.table
        samples = result.samples
        if samples and len(samples) > 1:
            share = 1.0 / len(samples)
            for sample in samples:
                table[sample] = table.get(sample, 0.0) + share
        else:
            table[score] = table.get(score, 0.0) + 1.0

    def interval(self, confidence: float) -> list[float] | None:
        bounds = bootstrap_mean_interval(self.table, self.cases, confidence)
        return None if bounds is None else list(bounds)


class SummaryBuilder:
    """Counts passes, failures, errors, invalid rows and flaky cases; groups scores by
    `details[group_by]` (the noise type), reported as `by_noise_type`; bootstraps the mean's
    interval at `confidence` (overall and per group); with `judge_samples` > 1, measures how
    well the samples of each case agree."""

    def __init__(
        self, group_by: str | None = None, confidence: float | None = None, judge_samples: int = 1
    ) -> None:
        self._scores = array("d")
        self._group_by = group_by
        self._confidence = confidence or DEFAULT_CONFIDENCE
        self._weights = _Weights()
        self._groups: dict[str, _Weights] = {}
        self._judge_samples = judge_samples
        self._sampled = 0
        self._agreeing = 0
        self._sample_stdevs = 0.0
        self.passed = 0
        self.failed = 0
        self.errors = 0
        self.invalid = 0
        self.flaky = 0

    def add(self, result: CaseResult) -> None:
        score = result.score
        if score is None:
            if result.invalid:
                self.invalid += 1
            else:
                self.errors += 1
            return
        self._scores.append(score)
        if result.passed:
            self.passed += 1
        else:
            self.failed += 1
        self._weights.add(result, score)
        if result.samples and self._judge_samples > 1:
            # Agreement is a property of K samples per case; with --confirm-failures alone only
            # the failing cases have several, and counting them would bias it.
            self._sampled += 1
            self._agreeing += not result.flaky
            self._sample_stdevs += result.stdev or 0.0
        self.flaky += result.flaky
        if self._group_by is not None:
            key = str(result.details.get(self._group_by) or UNSPECIFIED_GROUP)
            group = self._groups.get(key)
            if group is None:
                group = self._groups[key] = _Weights()
            group.add(result, score)

    def build(self) -> Summary:
        scores = self._scores
        scored = len(scores)
        confidence = self._confidence
        by_type = None
        if self._group_by is not None:
            by_type = {
                name: GroupStats(
                    count=group.cases,
                    mean=_rounded(group.total / group.cases),
                    mean_ci=group.interval(confidence),
                )
                for name, group in sorted(self._groups.items())
            }
        sampled = self._sampled
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
            mean_ci=self._weights.interval(confidence),
            confidence=confidence,
            flaky=self.flaky,
            judge_agreement=_rounded(self._agreeing / sampled) if sampled else None,
            mean_sample_stdev=_rounded(self._sample_stdevs / sampled) if sampled else None,
        )


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, _DIGITS)
