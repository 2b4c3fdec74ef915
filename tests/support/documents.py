"""A results document head for tests that write or render documents (cases left out)."""

from __future__ import annotations

from evalctl.results import JudgeInfo, ResultsDocument, Summary, ThresholdSettings, Usage


def results_head(total: int, failed: int = 0) -> ResultsDocument:
    """`total` scored cases of which `failed` failed their `min 0.8` gate."""
    passed = total - failed
    breached = failed > 0
    summary = Summary(
        total=total,
        scored=total,
        passed=passed,
        failed=failed,
        errors=0,
        mean=0.5 if breached else 1.0,
        median=0.5 if breached else 1.0,
        min=0.0 if breached else 1.0,
        max=1.0,
        stdev=0.5 if breached else 0.0,
        pass_rate=passed / total if total else 1.0,
    )
    return ResultsDocument(
        evalctl="0",
        scorer="noise",
        dataset="d.jsonl",
        judge=JudgeInfo(name="local"),
        score=summary.mean,
        passed=not breached,
        exit_code=1 if breached else 0,
        status="complete",
        gate_breaches=["some failed"] if breached else [],
        thresholds=ThresholdSettings(min=0.8),
        summary=summary,
        usage=Usage(),
        duration_s=1.0,
        grade="C" if breached else "A",
    )
