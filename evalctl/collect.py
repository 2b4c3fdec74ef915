"""Receive case outcomes as they finish: log them, spool them, keep the running summary."""

from __future__ import annotations

import dataclasses
import time

from evalctl.case_log import CaseLog
from evalctl.dataset.case import Case
from evalctl.document import case_result, document_head
from evalctl.errors import OutputError
from evalctl.gate import apply_gates
from evalctl.grade import grade
from evalctl.judges.base import JudgeIdentity, UsageCounter
from evalctl.results import (
    CaseResult,
    JudgeInfo,
    ResultsDocument,
    RunStatus,
    SamplingSettings,
    ShardInfo,
    ThresholdSettings,
    Usage,
)
from evalctl.results_file import CaseSpool
from evalctl.runner import CaseOutcome
from evalctl.scorers.base import Scorer
from evalctl.summary import SummaryBuilder


class RunCollector:
    """Builds each case's result once, writes it to the log and the spool, and summarises."""

    def __init__(
        self,
        scorer: Scorer,
        dataset: str,
        judge: JudgeIdentity,
        settings: ThresholdSettings,
        usage: UsageCounter,
        shard: ShardInfo | None = None,
        log: CaseLog | None = None,
        sampling: SamplingSettings | None = None,
    ) -> None:
        self.scorer = scorer
        self.dataset = dataset
        self.shard = shard
        self.judge = judge
        self.settings = settings
        self.usage = usage
        self.log = log
        self.sampling = sampling or SamplingSettings()
        self.spool = CaseSpool()
        self.summary = SummaryBuilder(
            scorer.group_by, settings.confidence, self.sampling.judge_samples
        )
        self._started = time.perf_counter()

    def add(self, outcome: CaseOutcome) -> CaseResult:
        """Take a finished case (in completion order): build its result once, serialize it once,
        log it, spool it at its dataset position, count it in the summary."""
        item = outcome.item
        group = self.scorer.group_of(item) if isinstance(item, Case) else None
        result = case_result(outcome, self.settings, self.scorer.group_by, group, self.sampling)
        if result.score is not None:
            result.grade = grade(result.score, self.scorer.direction, self.scorer.max_score)
        serialized = result.model_dump_json()
        if self.log is not None and isinstance(item, Case):
            try:
                self.log.write(serialized)
            except OSError as exc:
                raise OutputError(
                    f"{self.log.path}: cannot write the case log ({exc.strerror}); the cases "
                    "judged before are in it"
                ) from exc
        try:
            self.spool.add(result, serialized, outcome.position)
        except OSError as exc:
            kept = f"; the judged cases are in {self.log.path}" if self.log is not None else ""
            raise OutputError(
                f"cannot write the temporary results spool ({exc.strerror}): give TMPDIR room{kept}"
            ) from exc
        self.summary.add(result)
        return result

    def finish(self, status: RunStatus) -> ResultsDocument:
        """The document head (cases stay in the spool), gated."""
        summary = self.summary.build()
        return document_head(
            scorer=self.scorer.name,
            direction=self.scorer.direction,
            dataset=self.dataset,
            shard=self.shard,
            judge=JudgeInfo(name=self.judge.name, model=self.judge.model, url=self.judge.url),
            settings=self.settings,
            summary=summary,
            verdict=apply_gates(self.settings, summary),
            usage=Usage(**dataclasses.asdict(self.usage)),
            status=status,
            duration_s=round(time.perf_counter() - self._started, 3),
            max_score=self.scorer.max_score,
            scorer_options=self.scorer.options.model_dump(mode="json", by_alias=True),
            sampling=self.sampling,
        )
