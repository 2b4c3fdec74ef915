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
    inputs = (outcome.scored or item).model_dump(exclude=_NOT_INPUTS, exclude_none=True)
    if outcome.outputs:
        inputs["outputs"] = list(outcome.outputs)
    fields: dict[str, Any] = {
        "id": item.id,
        "line": item.line,
        "score": None,
        "row_threshold": row_bounds,
        "error": outcome.error,
        "duration_s": round(outcome.duration_s, 4),
        "metadata": item.metadata,  # validated into a copy of its own
        "content_hash": item.content_hash(),
        "usage": outcome.usage or None,
        "inputs": inputs,
    }
    details: dict[str, Any] = {}
    scored = outcome.score
    if scored is not None:
        details = scored.details
        fields.update(
            score=scored.score,
            reason=scored.reason,
            samples=list(scored.samples) if scored.samples else None,
            agent_stdev=scored.agent_stdev,
            judge_stdev=scored.judge_stdev,
        )
    if group_by is not None:
        details[group_by] = group
    fields["details"] = details
    fields.update(
        _gated(fields["score"], fields.get("samples"), row_bounds, False, settings, sampling)
    )
    # Built once, whole: validating then assigning fields one by one through pydantic's
    # __setattr__ cost twice as much (and model_construct, in Python, as much again).
    return CaseResult(**fields)


def regate_case(
    result: CaseResult, settings: ThresholdSettings, sampling: SamplingSettings | None = None
) -> CaseResult:
    """A copy of a case's result gated by `settings`."""
    update = _gated(
        result.score, result.samples, result.row_threshold, result.invalid, settings, sampling
    )
    return result.model_copy(update=update)


def _gated(
    score: float | None,
    samples: list[float] | None,
    row_threshold: dict[str, float],
    invalid: bool,
    settings: ThresholdSettings,
    sampling: SamplingSettings | None,
) -> dict[str, Any]:
    """The gate's fields for a case: `settings` with the row's own bounds winning; a case
    judged several times is settled from its samples (sampling.py), which also marks it
    flaky."""
    bounds = case_threshold(settings, row_threshold.get("min"), row_threshold.get("max"))
    gated: dict[str, Any] = {"threshold": {} if invalid else bounds}
    if score is None:
        gated["passed"] = None
    elif samples:
        gated["score"], gated["passed"] = settle(samples, sampling or SamplingSettings(), bounds)
        gated["stdev"] = stdev_sample(samples)
        gated["flaky"] = is_flaky(samples, bounds)
    else:
        gated["passed"] = case_passes(score, bounds)
    return gated


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
