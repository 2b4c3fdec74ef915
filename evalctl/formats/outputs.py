"""Where a results document goes: the files (-o, JUnit, Markdown, step summary) and stdout.

Shared by `run`, `report` and `merge`, so every command writes the same formats the same way.
Files are replaced atomically; the GitHub step summary is appended to, as Actions expects.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from evalctl.errors import UsageError

if TYPE_CHECKING:  # pydantic models stay out of start-up (`evalctl --help`)
    from evalctl.results import CaseResult, ResultsDocument
    from evalctl.results_file import CaseSpool


@dataclass(frozen=True, slots=True)
class ReportTargets:
    """The files a document is written to; `step_summary` is $GITHUB_STEP_SUMMARY's path."""

    output: Path | None = None
    junit: Path | None = None
    markdown: Path | None = None
    html: Path | None = None
    step_summary: Path | None = None

    def files(self) -> tuple[tuple[str, Path], ...]:
        """(option name, path) of each file that is replaced (the step summary is appended to)."""
        named = (
            ("output", self.output),
            ("junit", self.junit),
            ("markdown", self.markdown),
            ("html", self.html),
        )
        return tuple((name, path) for name, path in named if path is not None)


def check_writable(path: Path, option: str | None = None) -> None:
    """Fail before judging, not after, when a result could not be saved."""
    directory = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise UsageError(f"{path}: is a directory", option=option)
    if not directory.is_dir():
        raise UsageError(f"{path}: directory {directory} does not exist", option=option)
    if not os.access(directory, os.W_OK):
        raise UsageError(f"{path}: directory {directory} is not writable", option=option)


def write_files(
    document: ResultsDocument,
    spool: CaseSpool,
    targets: ReportTargets,
    warn: Callable[[str], None],
) -> None:
    """Write every requested file; a step summary that cannot be appended to is a warning."""
    from evalctl.atomic_file import atomic_writer

    if targets.output is not None:
        with atomic_writer(targets.output) as stream:
            spool.write_document(document, stream)
    if targets.junit is not None:
        from evalctl.formats.junit import write_junit

        with atomic_writer(targets.junit) as stream:
            write_junit(document, spool.iter_cases(), stream)
    if targets.html is not None:
        from evalctl.formats.html import write_html

        with atomic_writer(targets.html) as stream:
            write_html(
                document,
                spool.iter_cases(only_not_passed=True),
                (case for case in spool.iter_cases() if case.passed),
                (case.score for case in spool.iter_cases() if case.score is not None),
                stream,
            )
    if targets.markdown is None and targets.step_summary is None:
        return
    from evalctl.formats.markdown import write_markdown

    if targets.markdown is not None:
        with atomic_writer(targets.markdown) as stream:
            write_markdown(document, spool.iter_cases(only_not_passed=True), stream)
    if targets.step_summary is not None:
        try:
            with targets.step_summary.open("a", encoding="utf-8") as stream:
                write_markdown(document, spool.iter_cases(only_not_passed=True), stream)
        except OSError as exc:
            warn(f"cannot append to $GITHUB_STEP_SUMMARY ({exc.strerror})")


def render_result(
    document: ResultsDocument, spool: CaseSpool, stream: IO[str], as_json: bool, no_color: bool
) -> None:
    """The command's result on `stream`: the JSON document, or the table."""
    if as_json:
        spool.write_document(document, stream)
        stream.flush()
        return
    from evalctl.formats.console import make_console
    from evalctl.formats.table import MAX_ROWS_IN_FULL, render_report

    only_failures = document.summary.total > MAX_ROWS_IN_FULL  # the table lists just those
    console = make_console(stream, no_color=no_color)
    render_report(console, document, spool.iter_cases(only_not_passed=only_failures))


def spooled(cases: Iterable[CaseResult]) -> CaseSpool:
    """A spool holding `cases`, for writing a document assembled in memory (report, merge)."""
    from evalctl.results_file import CaseSpool

    spool = CaseSpool()
    for case in cases:
        spool.add(case)
    return spool


def write_page(path: Path, write: Callable[[IO[str]], None]) -> None:
    """One file written atomically by `write` (compare and leaderboard pages)."""
    from evalctl.atomic_file import atomic_writer

    check_writable(path, "html")
    with atomic_writer(path) as stream:
        write(stream)
