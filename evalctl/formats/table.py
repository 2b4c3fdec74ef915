"""The human-readable run report: a table of cases, a summary and the gate's verdict."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from evalctl.gate import describe_bounds
from evalctl.results import CaseResult, ResultsDocument

MAX_ROWS_IN_FULL = 200
_REASON_CHARS = 90


def render_report(console: Console, document: ResultsDocument, cases: Iterable[CaseResult]) -> None:
    """Print the cases (all of them up to 200, else only those that did not pass) and summary."""
    summary = document.summary
    show_all = summary.total <= MAX_ROWS_IN_FULL
    table = Table(title=f"evalctl {document.scorer} — {document.dataset}", title_justify="left")
    by_type = summary.by_noise_type is not None
    table.add_column("id", overflow="fold", max_width=32)
    if by_type:
        table.add_column("noise type", overflow="fold", max_width=14)
    table.add_column("score", justify="right")
    table.add_column("grade")
    table.add_column("result")
    table.add_column("threshold", no_wrap=True)
    table.add_column("reason", overflow="fold", ratio=1)
    shown = 0
    for case in cases:
        if not show_all and case.passed:
            continue
        if shown >= MAX_ROWS_IN_FULL:
            break
        shown += 1
        cells = [case.id]
        if by_type:
            cells.append(str(case.details.get("noise_type") or ""))
        table.add_row(
            *cells,
            "—" if case.score is None else f"{case.score:.2f}",
            case.grade or "—",
            _result_cell(case),
            describe_bounds(case.threshold) if case.threshold else "—",
            _short(case.error or case.reason or ""),
        )
    console.print(table)
    if not show_all:
        console.print(
            f"{shown} of {summary.total} cases shown (those that did not pass); "
            "use --json or -o for all of them."
        )
    console.print(_summary_line(document))
    if summary.by_noise_type:
        parts = [
            f"{name} {stats.mean:.2f} ({stats.count})" if stats.mean is not None else name
            for name, stats in summary.by_noise_type.items()
        ]
        console.print("by noise type: " + ", ".join(parts))
    console.print(_verdict_text(document))


def _result_cell(case: CaseResult) -> Text:
    if case.score is None:
        return Text("ERROR", style="bold magenta")
    return Text("pass", style="green") if case.passed else Text("FAIL", style="bold red")


def _short(text: str) -> str:
    return text if len(text) <= _REASON_CHARS else text[: _REASON_CHARS - 1] + "…"


def _summary_line(document: ResultsDocument) -> str:
    s = document.summary
    line = f"{s.total} cases: {s.passed} passed, {s.failed} failed, {s.errors} errors"
    if s.invalid:
        line += f", {s.invalid} invalid"
    if s.mean is not None:
        line += f" · mean {s.mean:.2f} · median {s.median:.2f} · min {s.min:.2f} · max {s.max:.2f}"
    if document.grade is not None:
        line += f" · grade {document.grade}"
    return line


def _verdict_text(document: ResultsDocument) -> Text:
    if document.status == "interrupted":
        return Text(
            f"INTERRUPTED: results so far written (exit {document.exit_code})", "bold yellow"
        )
    if document.exit_code == 0:
        return Text("gate passed (exit 0)", style="bold green")
    label = "GATE BREACHED" if document.exit_code == 1 else "JUDGE ERRORS"
    detail = "; ".join(document.gate_breaches)
    return Text(f"{label}: {detail} (exit {document.exit_code})", style="bold red")
