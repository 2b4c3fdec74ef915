"""A Markdown summary of a run, for `--markdown` files and GitHub's step summary."""

from __future__ import annotations

from collections.abc import Iterable
from typing import IO

from evalctl.exit_codes import ExitCode
from evalctl.results import CaseResult, ResultsDocument

MAX_LISTED_CASES = 50


def write_markdown(document: ResultsDocument, cases: Iterable[CaseResult], stream: IO[str]) -> None:
    s = document.summary
    verdicts: dict[int, str] = {
        ExitCode.OK: "✅ every gate held",
        ExitCode.GATE_BREACHED: "❌ quality gate breached",
        ExitCode.JUDGE_FAILED: "⚠️ judge errors",
        ExitCode.INTERRUPTED: "⏹️ interrupted",
    }
    verdict = verdicts.get(document.exit_code, f"exit {document.exit_code}")
    judge = document.judge.name + (f" ({document.judge.model})" if document.judge.model else "")
    stream.write(f"## evalctl {document.scorer}: {verdict}\n\n")
    stream.write(
        f"Dataset `{document.dataset}`, judge {_cell(judge)}, exit code {document.exit_code}"
        + (f", grade {document.grade}" if document.grade else "")
        + ".\n\n"
    )
    stream.write("| cases | passed | failed | errors | mean | median | min | max | pass rate |\n")
    stream.write("|---|---|---|---|---|---|---|---|---|\n")
    stream.write(
        f"| {s.total} | {s.passed} | {s.failed} | {s.errors + s.invalid} | {_num(s.mean)} | "
        f"{_num(s.median)} | {_num(s.min)} | {_num(s.max)} | {_num(s.pass_rate)} |\n\n"
    )
    if s.mean_ci is not None:
        stream.write(
            f"Mean {_num(s.mean)}, {s.confidence * 100:g}% interval "
            f"[{_num(s.mean_ci[0])}, {_num(s.mean_ci[1])}] (bootstrap over cases"
            + (" and samples" if document.sampling.judge_samples > 1 else "")
            + ").\n\n"
        )
    if s.judge_agreement is not None:
        stream.write(
            f"{document.sampling.judge_samples} judge samples per case: {s.flaky} flaky cases, "
            f"judge agreement {_num(s.judge_agreement)}, mean sample stdev "
            f"{_num(s.mean_sample_stdev)}.\n\n"
        )
    for breach in document.gate_breaches:
        stream.write(f"- {_cell(breach)}\n")
    if document.gate_breaches:
        stream.write("\n")
    if s.by_noise_type:
        stream.write("| noise type | cases | mean |\n|---|---|---|\n")
        for name, group in s.by_noise_type.items():
            stream.write(f"| {_cell(name)} | {group.count} | {_num(group.mean)} |\n")
        stream.write("\n")
    listed = 0
    rows = []
    for case in cases:
        if case.passed:
            continue
        listed += 1
        if listed <= MAX_LISTED_CASES:
            result = "error" if case.score is None else "fail"
            if case.flaky:
                result += " (flaky)"
            detail = case.error if case.score is None else case.reason
            rows.append(
                f"| {_cell(case.id)} | {_score(case)} | {case.grade or '—'} | {result} | "
                f"{_cell(_short(detail or ''))} |\n"
            )
    if rows:
        stream.write("| case | score | grade | result | reason |\n|---|---|---|---|---|\n")
        stream.writelines(rows)
        if listed > MAX_LISTED_CASES:
            stream.write(f"\n…and {listed - MAX_LISTED_CASES} more cases that did not pass.\n")
        stream.write("\n")


def _score(case: CaseResult) -> str:
    if case.score is not None and case.samples and len(case.samples) > 1:
        return f"{case.score:.2f} ±{case.stdev or 0:.2f}"
    return _num(case.score)


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _short(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
