"""The case spool: documents assembled from disk, and the fast skip of passing cases."""

from __future__ import annotations

import json

from evalctl.formats.outputs import spooled as spool_of
from evalctl.results import CaseResult


def test_only_not_passed_skips_exactly_the_passing_cases() -> None:
    cases = [
        CaseResult(id="plain", line=1, score=0.9, passed=True),
        CaseResult(id='quote " and \\\\ backslash', line=2, score=0.2, passed=False),
        CaseResult(id='tricky","passed":true,"x', line=3, score=0.1, passed=False),
        CaseResult(id="error", line=4, score=None, passed=None, error="judge failed"),
        CaseResult(id="meta", line=5, score=0.3, passed=False, metadata={"passed": True}),
        CaseResult(id="ünïcode", line=6, score=1.0, passed=True, metadata={"passed": False}),
    ]
    spool = spool_of(cases)
    try:
        kept = [case.id for case in spool.iter_cases(only_not_passed=True)]
        everything = list(spool.iter_cases())
    finally:
        spool.close()
    assert kept == [case.id for case in cases if not case.passed]
    assert everything == cases


def test_the_document_holds_the_head_then_every_case() -> None:
    spool = spool_of([CaseResult(id=str(n), line=n, score=1.0, passed=True) for n in (1, 2)])
    from evalctl.results import JudgeInfo, ResultsDocument, Summary, ThresholdSettings, Usage

    head = ResultsDocument(
        evalctl="0.1.0",
        scorer="noise",
        dataset="d",
        judge=JudgeInfo(name="local"),
        score=1.0,
        passed=True,
        exit_code=0,
        status="complete",
        thresholds=ThresholdSettings(),
        summary=Summary(
            total=2,
            scored=2,
            passed=2,
            failed=0,
            errors=0,
            mean=1.0,
            median=1.0,
            min=1.0,
            max=1.0,
            stdev=0.0,
            pass_rate=1.0,
        ),
        usage=Usage(),
        duration_s=0.1,
    )
    import io

    out = io.StringIO()
    spool.write_document(head, out)
    spool.close()
    document = json.loads(out.getvalue())
    assert list(document)[:2] == ["evalctl", "scorer"]
    assert [case["id"] for case in document["cases"]] == ["1", "2"]


def test_results_added_out_of_order_are_read_back_in_dataset_order() -> None:
    from evalctl.results_file import CaseSpool

    spool = CaseSpool()
    for position in (2, 0, 3, 1):
        spool.add(
            CaseResult(id=f"c{position}", line=position + 1, score=0.5, passed=True), None, position
        )
    assert [case.id for case in spool.iter_cases()] == ["c0", "c1", "c2", "c3"]
    spool.close()
