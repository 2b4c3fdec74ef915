"""What the command line writes on stderr: errors, notices, warnings and progress."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from evalctl.events import RunEvent


def print_error(message: str) -> None:
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()


def print_notice(message: str) -> None:
    sys.stderr.write(f"evalctl: {message}\n")


def print_warning(message: str) -> None:
    sys.stderr.write(f"warning: {message}\n")


class StderrEvents:
    """Shows a run's events: notices and warnings as lines, progress as a bar on a terminal."""

    def __init__(self, no_color: bool) -> None:
        self._no_color = no_color
        self._bar: Any = None
        self._task: Any = None

    def __call__(self, event: RunEvent) -> None:
        from evalctl.events import Notice

        if isinstance(event, Notice):
            from evalctl.cli.options import with_flags

            show = print_warning if event.level == "warning" else print_notice
            show(with_flags(event.message))
        elif sys.stderr.isatty() and event.total:
            self._advance(event.done, event.total)

    def _advance(self, done: int, total: int) -> None:
        if self._bar is None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

            from evalctl.formats.console import make_console

            self._bar = Progress(
                "[progress.description]{task.description}",
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=make_console(sys.stderr, no_color=self._no_color),
                transient=True,
            )
            self._task = self._bar.add_task("scoring", total=total)
            self._bar.start()
        self._bar.update(self._task, completed=done)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None
