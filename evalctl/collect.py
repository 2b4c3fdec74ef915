"""Collect runner outcomes into case results, the running summary and the results document."""

from __future__ import annotations

import time
from dataclasses import dataclass

from evalctl import __version__
from evalctl.cases import Case, InvalidRow
from evalctl.gate import GateVerdict, apply_gates, case_passes, case_threshold
from evalctl.judges.base import JudgeIdentity, UsageCounter
from evalctl.results import (
    CaseResult,
    JudgeInfo,
    ResultsDocument,
    RunStatus,
    ThresholdSettings,
    Usage,
)
from evalctl.results_file import CaseSpool
from evalctl.runner import CaseOutcome
from evalctl.summary import SummaryBuilder


def case_result(outcome: CaseOutcome, settings: ThresholdSettings) -> CaseResult:
    """The results-document entry for one outcome."""
    item = outcome.item
    if isinstance(item, InvalidRow):
        return CaseResult(
            id=item.case_id, line=item.line, score=None, passed=None, error=item.message
        )
    bounds = case_threshold(settings, item.min_score, item.max_score)
    if outcome.score is None:
        return CaseResult(
            id=item.id,
            line=item.line,
            score=None,
            passed=None,
            threshold=bounds,
            error=outcome.error,
            metadata=item.metadata,
        )
    return CaseResult(
        id=item.id,
        line=item.line,
        score=outcome.score.score,
        passed=case_passes(outcome.score.score, bounds),
        threshold=bounds,
        reason=outcome.score.reason,
        details=outcome.score.details,
        metadata=item.metadata,
    )


@dataclass(frozen=True, slots=True)
class RunOutcome:
    document: ResultsDocument
    verdict: GateVerdict


class RunCollector:
    """Receives outcomes as they finish; spools them and keeps the summary up to date."""

    def __init__(
        self,
        scorer: str,
        dataset: str,
        judge: JudgeIdentity,
        settings: ThresholdSettings,
        usage: UsageCounter,
    ) -> None:
        self.scorer = scorer
        self.dataset = dataset
        self.judge = judge
        self.settings = settings
        self.usage = usage
        self.spool = CaseSpool()
        self.summary = SummaryBuilder(group_by_noise_type=scorer == "noise")
        self._started = time.perf_counter()

    def add(self, outcome: CaseOutcome) -> CaseResult:
        result = case_result(outcome, self.settings)
        self.spool.add(result)
        item = outcome.item
        noise_type = getattr(item, "noise_type", None) if isinstance(item, Case) else None
        self.summary.add(result, noise_type=noise_type, invalid=isinstance(item, InvalidRow))
        return result

    def finish(self, status: RunStatus) -> RunOutcome:
        """The document head (cases stay in the spool) and the gate's verdict."""
        summary = self.summary.build()
        verdict = apply_gates(self.settings, summary)
        exit_code = 130 if status == "interrupted" else int(verdict.exit_code)
        usage = self.usage
        document = ResultsDocument(
            evalctl=__version__,
            scorer=self.scorer,
            dataset=self.dataset,
            judge=JudgeInfo(name=self.judge.name, model=self.judge.model, url=self.judge.url),
            score=summary.mean,
            passed=exit_code == 0,
            exit_code=exit_code,
            status=status,
            gate_breaches=verdict.breaches,
            thresholds=self.settings,
            summary=summary,
            usage=Usage(
                judge_calls=usage.judge_calls,
                cache_hits=usage.cache_hits,
                retries=usage.retries,
                prompt_tokens=usage.prompt_tokens,
                completion_tokens=usage.completion_tokens,
            ),
            duration_s=round(time.perf_counter() - self._started, 3),
        )
        return RunOutcome(document, verdict)
