"""The human-readable run report: a table of cases, a summary and the gate's verdict."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from evalctl.gate import describe_bounds
from evalctl.results import CaseResult, ResultsDocument

MAX_ROWS_IN_FULL = 200
WIDE_COLUMNS = 120
"""From this terminal width on, the table also shows noise type and threshold."""
ID_UNBROKEN_UP_TO = 40
"""Ids this long or shorter are never broken across lines; longer ones fold."""


def render_report(console: Console, document: ResultsDocument, cases: Iterable[CaseResult]) -> None:
    """Print the cases (all of them up to 200, else the first 200 that did not pass) and the
    summary. Reasons wrap to the terminal's width; nothing is cut."""
    summary = document.summary
    show_all = summary.total <= MAX_ROWS_IN_FULL
    # On a narrow terminal the noise type and threshold columns give way to the reason (the
    # summary lists the noise types; the results document has every field).
    wide = console.width >= WIDE_COLUMNS
    by_type = summary.by_noise_type is not None and wide
    rows: list[list[str | Text]] = []
    for case in cases:
        if not show_all and case.passed:
            continue
        if len(rows) >= MAX_ROWS_IN_FULL:
            break
        cells: list[str | Text] = [case.id]
        if by_type:
            cells.append(str(case.details.get("noise_type") or ""))
        cells += [
            _score_cell(case),
            case.grade or "—",
            _result_cell(case),
        ]
        if wide:
            cells.append(describe_bounds(case.threshold) if case.threshold else "—")
        cells.append(case.error or case.reason or "")
        rows.append(cells)
    longest_id = max((len(str(row[0])) for row in rows), default=2)
    table = Table(title=f"evalctl {document.scorer} — {document.dataset}", title_justify="left")
    table.add_column("id", overflow="fold", min_width=min(longest_id, ID_UNBROKEN_UP_TO))
    if by_type:
        table.add_column("noise type", overflow="fold", max_width=14)
    table.add_column("score", justify="right", no_wrap=True)
    table.add_column("grade", no_wrap=True)
    table.add_column("result", no_wrap=True)
    if wide:
        table.add_column("threshold", no_wrap=True)
    table.add_column("reason", overflow="fold", ratio=1)
    for row in rows:
        table.add_row(*row)
    console.print(table)
    if not show_all:
        not_passed = summary.failed + summary.errors + summary.invalid
        left_out = not_passed - len(rows)
        shown = f"{len(rows)} of {summary.total} cases shown: those that did not pass"
        if left_out > 0:
            shown += f"; {left_out} more that did not pass are left out"
        console.print(f"{shown}. Every case is in the results document (-o FILE or --json).")
    console.print(_summary_line(document))
    if summary.by_noise_type:
        parts = [
            f"{name} {stats.mean:.2f} ({stats.count})" if stats.mean is not None else name
            for name, stats in summary.by_noise_type.items()
        ]
        console.print("by noise type: " + ", ".join(parts))
    console.print(_verdict_text(document))


def _score_cell(case: CaseResult) -> str:
    """The score; with several samples, their spread (± stdev) too."""
    if case.score is None:
        return "—"
    if case.samples and len(case.samples) > 1:
        return f"{case.score:.2f} ±{case.stdev or 0:.2f} ({len(case.samples)})"
    return f"{case.score:.2f}"


def _result_cell(case: CaseResult) -> Text:
    if case.score is None:
        return Text("ERROR", style="bold magenta")
    verdict = Text("pass", style="green") if case.passed else Text("FAIL", style="bold red")
    if case.flaky:
        verdict.append(" flaky", style="yellow")
    return verdict


def _summary_line(document: ResultsDocument) -> str:
    s = document.summary
    line = f"{s.total} cases: {s.passed} passed, {s.failed} failed, {s.errors} errors"
    if s.invalid:
        line += f", {s.invalid} invalid"
    if s.mean is not None:
        line += f" · mean {s.mean:.2f}"
        if s.mean_ci is not None:
            line += f" [{s.mean_ci[0]:.2f}, {s.mean_ci[1]:.2f}] at {s.confidence * 100:g}%"
        line += f" · median {s.median:.2f} · min {s.min:.2f} · max {s.max:.2f}"
    if s.flaky:
        line += f" · {s.flaky} flaky"
    if s.judge_agreement is not None:
        line += (
            f" · judge agreement {s.judge_agreement:.2f} (sample stdev "
            f"{s.mean_sample_stdev or 0:.2f})"
        )
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
