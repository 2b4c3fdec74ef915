"""Collect runner outcomes into case results, the running summary and the results document."""

from __future__ import annotations

import time
from collections.abc import Iterable

from evalctl import __version__
from evalctl.case_log import CaseLog
from evalctl.cases import InvalidRow
from evalctl.gate import GateVerdict, apply_gates, case_passes, case_threshold
from evalctl.judges.base import JudgeIdentity, UsageCounter
from evalctl.results import (
    CaseResult,
    JudgeInfo,
    ResultsDocument,
    RunStatus,
    ShardInfo,
    Summary,
    ThresholdSettings,
    Usage,
)
from evalctl.results_file import CaseSpool
from evalctl.runner import CaseOutcome, PriorResult
from evalctl.summary import SummaryBuilder


def case_result(outcome: CaseOutcome, settings: ThresholdSettings) -> CaseResult:
    """The results-document entry for one outcome."""
    item = outcome.item
    if isinstance(item, PriorResult):
        return regate_case(item.result, settings)
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
    )
    if outcome.score is not None:
        result.score = outcome.score.score
        result.reason = outcome.score.reason
        result.details = outcome.score.details
    return regate_case(result, settings)


def regate_case(result: CaseResult, settings: ThresholdSettings) -> CaseResult:
    """Apply `settings` (with the row's own bounds winning) to a case's score."""
    bounds = case_threshold(
        settings, result.row_threshold.get("min"), result.row_threshold.get("max")
    )
    passed = None if result.score is None else case_passes(result.score, bounds)
    if result.invalid:
        bounds = {}
    return result.model_copy(update={"threshold": bounds, "passed": passed})


def summarize(
    results: Iterable[CaseResult], settings: ThresholdSettings, group_by_noise_type: bool
) -> tuple[Summary, GateVerdict]:
    """Summary and gate verdict of already-gated case results (for report and merge)."""
    builder = SummaryBuilder(group_by_noise_type)
    for result in results:
        builder.add(result)
    summary = builder.build()
    return summary, apply_gates(settings, summary)


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
) -> ResultsDocument:
    """The results document without its cases (they are streamed from a spool)."""
    exit_code = 130 if status == "interrupted" else int(verdict.exit_code)
    return ResultsDocument(
        evalctl=__version__,
        scorer=scorer,
        direction="lower" if direction == "lower" else "higher",
        dataset=dataset,
        shard=shard,
        judge=judge,
        score=summary.mean,
        passed=exit_code == 0,
        exit_code=exit_code,
        status=status,
        gate_breaches=verdict.breaches,
        thresholds=settings,
        summary=summary,
        usage=usage,
        duration_s=duration_s,
    )


class RunCollector:
    """Receives outcomes as they finish; spools them and keeps the summary up to date."""

    def __init__(
        self,
        scorer: str,
        direction: str,
        dataset: str,
        judge: JudgeIdentity,
        settings: ThresholdSettings,
        usage: UsageCounter,
        shard: ShardInfo | None = None,
    ) -> None:
        self.scorer = scorer
        self.direction = direction
        self.dataset = dataset
        self.shard = shard
        self.judge = judge
        self.settings = settings
        self.usage = usage
        self.spool = CaseSpool()
        self.summary = SummaryBuilder(group_by_noise_type=scorer == "noise")
        self.log: CaseLog | None = None
        # Keyed by id(outcome); the outcome is kept alongside so its id cannot be reused.
        self._judged: dict[int, tuple[CaseOutcome, CaseResult, str]] = {}
        self._started = time.perf_counter()

    def judged(self, outcome: CaseOutcome) -> None:
        """A case finished (completion order): log it now, keep it for `add` (dataset order).

        The result is built and serialized once, for the log and the spool alike.
        """
        result = case_result(outcome, self.settings)
        serialized = result.model_dump_json()
        if self.log is not None:
            self.log.write(serialized)
        self._judged[id(outcome)] = (outcome, result, serialized)

    def add(self, outcome: CaseOutcome) -> CaseResult:
        ready = self._judged.pop(id(outcome), None)
        if ready is None:
            result, serialized = case_result(outcome, self.settings), None
        else:
            _, result, serialized = ready
        self.spool.add(result, serialized)
        self.summary.add(result)
        return result

    def finish(self, status: RunStatus) -> ResultsDocument:
        """The document head (cases stay in the spool), gated."""
        summary = self.summary.build()
        usage = self.usage
        return document_head(
            scorer=self.scorer,
            direction=self.direction,
            dataset=self.dataset,
            shard=self.shard,
            judge=JudgeInfo(name=self.judge.name, model=self.judge.model, url=self.judge.url),
            settings=self.settings,
            summary=summary,
            verdict=apply_gates(self.settings, summary),
            usage=Usage(
                judge_calls=usage.judge_calls,
                cache_hits=usage.cache_hits,
                retries=usage.retries,
                prompt_tokens=usage.prompt_tokens,
                completion_tokens=usage.completion_tokens,
            ),
            status=status,
            duration_s=round(time.perf_counter() - self._started, 3),
        )
