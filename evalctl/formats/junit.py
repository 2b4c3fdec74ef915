"""JUnit XML: one testsuite, one testcase per dataset case, for CI dashboards.

A testcase is named by the case id alone, so CI test history and flaky-test tracking keep one
identity per case; the score is a property. A case below (or above) its threshold is a
<failure> carrying score, threshold and reason; a case the judge could not score (or an invalid
row) is an <error>. Characters XML 1.0 cannot carry are removed from every text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import IO
from xml.sax.saxutils import escape as escape_text
from xml.sax.saxutils import quoteattr

from evalctl.gate import describe_bounds
from evalctl.results import CaseResult, ResultsDocument


def write_junit(document: ResultsDocument, cases: Iterable[CaseResult], stream: IO[str]) -> None:
    s = document.summary
    name = f"evalctl {document.scorer} {document.dataset}"
    counts = (
        f"tests={_q(s.total)} failures={_q(s.failed)} errors={_q(s.errors + s.invalid)} "
        f'skipped="0" time={_q(document.duration_s)}'
    )
    stream.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    stream.write(f"<testsuites name={quoteattr('evalctl')} {counts}>\n")
    stream.write(f"  <testsuite name={quoteattr(name)} {counts}>\n")
    stream.write("    <properties>\n")
    for key, value in (
        ("scorer", document.scorer),
        ("dataset", document.dataset),
        ("judge", document.judge.name),
        ("judge_model", document.judge.model or ""),
        ("mean_score", "" if document.score is None else document.score),
        ("mean_ci", "" if s.mean_ci is None else f"{s.mean_ci[0]:g} {s.mean_ci[1]:g}"),
        ("confidence", s.confidence),
        ("flaky", s.flaky),
        ("judge_samples", document.sampling.judge_samples),
        ("exit_code", document.exit_code),
        ("status", document.status),
    ):
        stream.write(f"      <property name={_q(key)} value={_q(value)}/>\n")
    stream.write("    </properties>\n")
    for case in cases:
        _write_case(document, case, stream)
    stream.write("  </testsuite>\n</testsuites>\n")


def _write_case(document: ResultsDocument, case: CaseResult, stream: IO[str]) -> None:
    score = "no score" if case.score is None else f"score {case.score:g}"
    attrs = (
        f"classname={_q(f'evalctl.{document.scorer}')} name={_q(case.id)} "
        f"time={_q(case.duration_s or 0)}"
    )
    stream.write(f"    <testcase {attrs}>\n")
    stream.write("      <properties>\n")
    stream.write(f'        <property name="line" value={_q(case.line)}/>\n')
    if case.score is not None:
        stream.write(f'        <property name="score" value={_q(case.score)}/>\n')
    for bound, value in case.threshold.items():
        stream.write(f"        <property name={_q('threshold_' + bound)} value={_q(value)}/>\n")
    if case.samples:
        samples = " ".join(f"{sample:g}" for sample in case.samples)
        stream.write(f'        <property name="samples" value={_q(samples)}/>\n')
        stream.write(f'        <property name="stdev" value={_q(case.stdev or 0)}/>\n')
    if case.flaky:
        stream.write('        <property name="flaky" value="true"/>\n')
    stream.write("      </properties>\n")
    if case.score is None:
        kind = "invalid_input" if case.invalid else "judge_error"
        message = case.error or "not scored"
        stream.write(
            f"      <error type={_q(kind)} message={_q(message)}>{_text(message)}</error>\n"
        )
    elif case.passed is False:
        message = f"{score}, threshold {describe_bounds(case.threshold)}"
        stream.write(
            f'      <failure type="threshold" message={_q(message)}>'
            f"{_text(case.reason or '')}</failure>\n"
        )
    stream.write("    </testcase>\n")


# XML 1.0 allows tab, newline, carriage return and these ranges; anything else (NUL, other
# control characters, lone surrogates, U+FFFE/U+FFFF) makes the file unparseable.
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _q(value: object) -> str:
    return quoteattr(_NOT_XML.sub("", str(value)))


def _text(value: str) -> str:
    return escape_text(_NOT_XML.sub("", value))
