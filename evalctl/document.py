"""Case results → summary → gates → the results document: pure functions, no I/O."""

from __future__ import annotations

from typing import Any

from evalctl import __version__
from evalctl.dataset.case import InvalidRow
from evalctl.exit_codes import ExitCode
from evalctl.gate import GateVerdict, case_passes, case_threshold
from evalctl.grade import grade
from evalctl.results import (
    CaseResult,
    JudgeInfo,
    ResultsDocument,
    RunStatus,
    SamplingSettings,
    ShardInfo,
    Summary,
    ThresholdSettings,
    Usage,
)
from evalctl.runner import CaseOutcome, PriorResult
from evalctl.sampling import is_flaky, settle
from evalctl.stats import stdev_sample

_NOT_INPUTS = {"id", "line", "min_score", "max_score", "metadata"}


def case_result(
    outcome: CaseOutcome,
    settings: ThresholdSettings,
    group_by: str | None = None,
    group: str | None = None,
    sampling: SamplingSettings | None = None,
) -> CaseResult:
    """The results-document entry for one outcome; `group` (its noise type) is kept in
    `details[group_by]` whether the case was scored or not."""
    item = outcome.item
    if isinstance(item, PriorResult):
        return regate_case(item.result, settings, sampling)
    if isinstance(item, InvalidRow):
        return CaseResult(
            id=item.case_id,
            line=item.line,
            score=None,
            passed=None,
            error=item.message,
            invalid=True,
        )
    row_bounds = {
        name: value
        for name, value in (("min", item.min_score), ("max", item.max_score))
        if value is not None
    }
    result = CaseResult(
        id=item.id,
        line=item.line,
        score=None,
        passed=None,
        row_threshold=row_bounds,
        error=outcome.error,
        duration_s=round(outcome.duration_s, 4),
        metadata=item.metadata,
        content_hash=item.content_hash(),
        usage=outcome.usage or None,
        inputs=(outcome.scored or item).model_dump(exclude=_NOT_INPUTS, exclude_none=True),
    )
    if outcome.outputs:
        result.inputs["outputs"] = list(outcome.outputs)
    if outcome.score is not None:
        scored = outcome.score
        result.score = scored.score
        result.reason = scored.reason
        result.details = scored.details
        if scored.samples:
            result.samples = list(scored.samples)
        result.agent_stdev, result.judge_stdev = scored.agent_stdev, scored.judge_stdev
    if group_by is not None:
        result.details[group_by] = group
    _gate(result, settings, sampling)
    return result


def regate_case(
    result: CaseResult, settings: ThresholdSettings, sampling: SamplingSettings | None = None
) -> CaseResult:
    """A copy of a case's result gated by `settings` (with the row's own bounds winning); a
    case judged several times is settled from its samples (sampling.py), which also marks it
    flaky."""
    regated = result.model_copy()
    _gate(regated, settings, sampling)
    return regated


def _gate(
    result: CaseResult, settings: ThresholdSettings, sampling: SamplingSettings | None
) -> None:
    """Gate a result this module owns, in place: a fresh one needs no copy."""
    bounds = case_threshold(
        settings, result.row_threshold.get("min"), result.row_threshold.get("max")
    )
    result.threshold = {} if result.invalid else bounds
    if result.score is None:
        result.passed = None
    elif result.samples:
        result.score, result.passed = settle(result.samples, sampling or SamplingSettings(), bounds)
        result.stdev = stdev_sample(result.samples)
        result.flaky = is_flaky(result.samples, bounds)
    else:
        result.passed = case_passes(result.score, bounds)


def document_head(
    *,
    scorer: str,
    direction: str,
    dataset: str,
    shard: ShardInfo | None,
    judge: JudgeInfo,
    settings: ThresholdSettings,
    summary: Summary,
    verdict: GateVerdict,
    usage: Usage,
    status: RunStatus,
    duration_s: float,
    max_score: float | None = 1.0,
    scorer_options: dict[str, Any] | None = None,
    sampling: SamplingSettings | None = None,
) -> ResultsDocument:
    """The results document without its cases (they are streamed from a spool)."""
    exit_code = ExitCode.INTERRUPTED if status == "interrupted" else verdict.exit_code
    return ResultsDocument(
        evalctl=__version__,
        scorer=scorer,
        direction="lower" if direction == "lower" else "higher",
        dataset=dataset,
        shard=shard,
        judge=judge,
        score=summary.mean,
        passed=exit_code == ExitCode.OK,
        exit_code=int(exit_code),
        status=status,
        gate_breaches=verdict.breaches,
        thresholds=settings,
        summary=summary,
        usage=usage,
        duration_s=duration_s,
        grade=grade(summary.mean, direction, max_score),
        max_score=max_score,
        scorer_options=scorer_options or {},
        sampling=sampling or SamplingSettings(),
    )


def group_field(document: ResultsDocument) -> str | None:
    """The details key a saved document's summary was grouped by (report, merge)."""
    return "noise_type" if document.summary.by_noise_type is not None else None
