"""Repeated judging: K samples per case, one score from them, and flaky cases.

An LLM judge is a noisy instrument: the same case judged twice can land on both sides of a
threshold. Each sample is a separate judge question (its index is part of the cache key), the
reducer turns the samples into the case's score, and `--confirm-failures` re-judges a failing
case so that one bad sample does not fail a build.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from evalctl.gate import case_passes, case_threshold
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest
from evalctl.results import SamplingSettings, ThresholdSettings
from evalctl.scorers.base import CaseScore
from evalctl.stats import stdev_sample

if TYPE_CHECKING:
    from evalctl.agents.filler import AgentFiller
    from evalctl.dataset.case import Case
    from evalctl.judges.base import Judge, UsageCounter
    from evalctl.scorers.base import Scorer


def settle(
    samples: Sequence[float], sampling: SamplingSettings, bounds: dict[str, float]
) -> tuple[float, bool]:
    """The case's score and verdict from its samples.

    mean/median/min/max reduce the samples, and the score meets the bounds or not. `majority`
    (and any case re-judged by --confirm-failures) takes the verdict most samples agree on, a
    tie counting as a failure, and scores the mean of that side.
    """
    confirmed = len(samples) > sampling.judge_samples * sampling.agent_samples
    if sampling.reducer == "majority" or confirmed:
        passing = [sample for sample in samples if case_passes(sample, bounds)]
        failing = [sample for sample in samples if not case_passes(sample, bounds)]
        if len(passing) > len(failing):
            return _mean(passing), True
        return _mean(failing), False
    score = _REDUCERS[sampling.reducer](samples)
    return score, case_passes(score, bounds)


def is_flaky(samples: Sequence[float], bounds: dict[str, float]) -> bool:
    """Samples on both sides of the case's threshold."""
    verdicts = {case_passes(sample, bounds) for sample in samples}
    return len(verdicts) > 1


def _mean(values: Sequence[float]) -> float:
    return round(math.fsum(values) / len(values), 4)


def _median(values: Sequence[float]) -> float:
    return round(statistics.median(values), 4)


_REDUCERS: dict[str, Callable[[Sequence[float]], float]] = {
    "mean": _mean,
    "median": _median,
    "min": min,
    "max": max,
}


class SampleJudge:
    """The run's judge, asked for sample `index` of every question it gets."""

    def __init__(self, inner: Judge, index: int) -> None:
        self._inner = inner
        self._index = index

    @property
    def identity(self) -> JudgeIdentity:
        return self._inner.identity

    @property
    def reasks(self) -> object:
        return getattr(self._inner, "reasks", None)

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        return await self._inner.complete(dataclasses.replace(request, sample=self._index))

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        self._inner.accept(dataclasses.replace(request, sample=self._index), answer)

    async def aclose(self) -> None:
        """The run closes the judge it wraps."""


@dataclass(frozen=True, slots=True)
class SampledCase:
    """A case's score, and the case as it was scored (with the agent's answers filled in)."""

    score: CaseScore
    case: Case
    outputs: tuple[str, ...] = ()
    """With --agent-samples K > 1: the agent's K answers, in order."""


class Sampler:
    """Scores a case: asks the agent for its answers (when one is configured, K times with
    --agent-samples), judges each answer K times (one after another, so a scripted judge sees
    them in order), then again `confirm_failures` times if the samples fail it."""

    def __init__(
        self,
        sampling: SamplingSettings,
        thresholds: ThresholdSettings,
        filler: AgentFiller | None = None,
        agent_samples: int = 1,
    ) -> None:
        self.sampling = sampling
        self.thresholds = thresholds
        self.filler = filler
        self.agent_samples = agent_samples if filler is not None else 1

    @property
    def repeats(self) -> bool:
        return (
            self.sampling.judge_samples > 1
            or self.sampling.confirm_failures > 0
            or self.agent_samples > 1
        )

    async def score(
        self, case: Case, scorer: Scorer, judge: Judge, usage: UsageCounter
    ) -> SampledCase:
        answered = [case]
        if self.filler is not None:
            answered = [await self.filler.fill(case, k) for k in range(self.agent_samples)]
        if not self.repeats:
            return SampledCase(await scorer.score(answered[0], judge, usage), answered[0])
        per_answer: list[list[CaseScore]] = []
        for filled in answered:
            per_answer.append(
                [
                    await scorer.score(filled, SampleJudge(judge, k) if k else judge, usage)
                    for k in range(self.sampling.judge_samples)
                ]
            )
        scores = [score for group in per_answer for score in group]
        bounds = case_threshold(self.thresholds, case.min_score, case.max_score)
        score, passed = settle([s.score for s in scores], self.sampling, bounds)
        if not passed and self.sampling.confirm_failures:
            first_extra = self.sampling.judge_samples
            for k in range(first_extra, first_extra + self.sampling.confirm_failures):
                scores.append(await scorer.score(answered[0], SampleJudge(judge, k), usage))
            score, passed = settle([s.score for s in scores], self.sampling, bounds)
        closest = min(scores, key=lambda sample: abs(sample.score - score))
        spreads = {}
        if len(answered) > 1:
            means = [_mean([s.score for s in group]) for group in per_answer]
            spreads["agent_stdev"] = stdev_sample(means)
            spreads["judge_stdev"] = _mean(
                [stdev_sample([s.score for s in group]) or 0.0 for group in per_answer]
            )
        result = CaseScore(
            score,
            closest.reason,
            closest.details,
            samples=tuple(s.score for s in scores),
            **spreads,
        )
        outputs = tuple(str(getattr(filled, "output", "")) for filled in answered)
        return SampledCase(result, answered[0], outputs if len(answered) > 1 else ())
