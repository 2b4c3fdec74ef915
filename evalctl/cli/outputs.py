"""Where a results document goes: stdout (table or JSON), -o, JUnit, Markdown, step summary.

Shared by `run`, `report` and `merge`, so every command writes the same formats the same way.
Files are replaced atomically; the GitHub step summary is appended to, as Actions expects.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from evalctl.config import step_summary_path
from evalctl.errors import UsageError

if TYPE_CHECKING:  # pydantic models stay out of start-up (`evalctl --help`)
    from evalctl.results import CaseResult, ResultsDocument
    from evalctl.results_file import CaseSpool


@dataclass(frozen=True, slots=True)
class ReportTargets:
    output: Path | None = None
    junit: Path | None = None
    markdown: Path | None = None
    step_summary: bool = True

    def files(self) -> tuple[Path | None, ...]:
        return (self.output, self.junit, self.markdown)


def check_writable(path: Path) -> None:
    """Fail before judging, not after, when a result could not be saved."""
    directory = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise UsageError(f"{path}: is a directory")
    if not directory.is_dir():
        raise UsageError(f"{path}: directory {directory} does not exist")
    if not os.access(directory, os.W_OK):
        raise UsageError(f"{path}: directory {directory} is not writable")


def write_reports(
    document: ResultsDocument,
    spool: CaseSpool,
    targets: ReportTargets,
    as_json: bool,
    no_color: bool,
) -> None:
    """Write every requested format, then the stdout result (table or JSON document)."""
    from evalctl.atomic_file import atomic_writer

    if targets.output is not None:
        with atomic_writer(targets.output) as stream:
            spool.write_document(document, stream)
    if targets.junit is not None:
        from evalctl.formats.junit import write_junit

        with atomic_writer(targets.junit) as stream:
            write_junit(document, spool.iter_cases(), stream)
    if targets.markdown is not None or targets.step_summary:
        _write_markdown(document, spool, targets)
    if as_json:
        spool.write_document(document, sys.stdout)
        sys.stdout.flush()
    else:
        from evalctl.formats.console import make_console
        from evalctl.formats.table import MAX_ROWS_IN_FULL, render_report

        only_failures = document.summary.total > MAX_ROWS_IN_FULL  # the table lists just those
        console = make_console(stderr=False, no_color=no_color)
        render_report(console, document, spool.iter_cases(only_not_passed=only_failures))


def _write_markdown(document: ResultsDocument, spool: CaseSpool, targets: ReportTargets) -> None:
    from evalctl.atomic_file import atomic_writer
    from evalctl.formats.markdown import write_markdown

    if targets.markdown is not None:
        with atomic_writer(targets.markdown) as stream:
            write_markdown(document, spool.iter_cases(only_not_passed=True), stream)
    summary = step_summary_path() if targets.step_summary else None
    if summary is not None:
        try:
            with summary.open("a", encoding="utf-8") as stream:
                write_markdown(document, spool.iter_cases(only_not_passed=True), stream)
        except OSError as exc:
            sys.stderr.write(f"warning: cannot append to $GITHUB_STEP_SUMMARY ({exc.strerror})\n")


_PANEL = "Output"

AsJson = Annotated[
    bool,
    typer.Option(
        "--json", help="Print only the results document on stdout.", rich_help_panel=_PANEL
    ),
]
OutputFile = Annotated[
    Path | None,
    typer.Option(
        "--output",
        "-o",
        help="Write the results document here (atomically).",
        rich_help_panel=_PANEL,
    ),
]
JunitFile = Annotated[
    Path | None, typer.Option("--junit", help="Write JUnit XML here.", rich_help_panel=_PANEL)
]
MarkdownFile = Annotated[
    Path | None,
    typer.Option("--markdown", help="Write a Markdown summary here.", rich_help_panel=_PANEL),
]
NoStepSummary = Annotated[
    bool,
    typer.Option(
        "--no-step-summary", help="Do not append to $GITHUB_STEP_SUMMARY.", rich_help_panel=_PANEL
    ),
]
NoColor = Annotated[
    bool, typer.Option("--no-color", help="Plain text output.", rich_help_panel=_PANEL)
]


def emit(
    head: ResultsDocument,
    cases: Iterable[CaseResult],
    targets: ReportTargets,
    as_json: bool,
    no_color: bool,
) -> None:
    """Write a document assembled in memory (report, merge) to every requested target."""
    from evalctl.results_file import spool_of

    spool = spool_of(cases)
    try:
        write_reports(head, spool, targets, as_json, no_color)
    finally:
        spool.close()
