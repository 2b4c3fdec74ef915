"""The case spool: documents assembled from disk, and the fast skip of passing cases."""

from __future__ import annotations

import io
import json

import pytest

from evalctl.formats.outputs import spooled as spool_of
from evalctl.results import CaseResult
from evalctl.results_file import READ_WHOLE_BYTES, CaseSpool
from tests.support.documents import results_head


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
    head = results_head(2)
    out = io.StringIO()
    spool.write_document(head, out)
    spool.close()
    document = json.loads(out.getvalue())
    assert list(document)[:2] == ["evalctl", "scorer"]
    assert [case["id"] for case in document["cases"]] == ["1", "2"]


@pytest.mark.parametrize("read_whole_bytes", [READ_WHOLE_BYTES, 0], ids=["in one read", "by line"])
@pytest.mark.parametrize("order", [[2, 0, 3, 1], [0, 1, 2, 3]], ids=["shuffled", "in order"])
def test_results_are_read_back_in_dataset_order(read_whole_bytes: int, order: list[int]) -> None:
    spool = CaseSpool(read_whole_bytes)
    for position in order * 1000:  # more than one batch of lines
        spool.add(
            CaseResult(id=f"c{position}", line=position + 1, score=0.5, passed=True), None, position
        )
    expected = [f"c{position}" for position in sorted(order * 1000)]
    assert [case.id for case in spool.iter_cases()] == expected
    out = io.StringIO()
    spool.write_document(results_head(4000), out)
    spool.close()
    assert [case["id"] for case in json.loads(out.getvalue())["cases"]] == expected


def test_an_empty_spool_writes_an_empty_list() -> None:
    spool = CaseSpool()
    out = io.StringIO()
    spool.write_document(results_head(0), out)
    spool.close()
    assert json.loads(out.getvalue())["cases"] == []


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_a_file_stream_gets_the_same_document_as_a_string_stream(encoding: str) -> None:
    """A UTF-8 text file takes the spooled bytes through its buffer; any other encoding (or a
    stream without a buffer) takes text, so each gets the same document in its own encoding."""
    cases = [CaseResult(id=f"ünï-{n}", line=n, score=0.5, passed=True) for n in (1, 2, 3)]
    spool = spool_of(cases)
    head = results_head(3)
    text = io.StringIO()
    spool.write_document(head, text)
    binary = io.BytesIO()
    stream = io.TextIOWrapper(binary, encoding=encoding, newline="")
    stream.write("before ")
    spool.write_document(head, stream)
    stream.write(" after")
    stream.flush()
    spool.close()
    assert binary.getvalue().decode(encoding) == f"before {text.getvalue()} after"
    assert [case["id"] for case in json.loads(text.getvalue())["cases"]] == [
        "ünï-1",
        "ünï-2",
        "ünï-3",
    ]
