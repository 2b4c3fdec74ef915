"""What the command line writes on stderr: errors, notices, warnings and progress."""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from evalctl.events import RunEvent


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """'1 case', '2 cases', '1 regression'."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def print_error(message: str) -> None:
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()


def print_notice(message: str) -> None:
    sys.stderr.write(f"evalctl: {message}\n")


def print_warning(message: str) -> None:
    sys.stderr.write(f"warning: {message}\n")


PROGRESS_EVERY_S = 10.0
"""Off a terminal (a CI log), a plain progress line at most this often."""


class StderrEvents:
    """Shows a run's events: notices and warnings as lines; progress as a bar on a terminal,
    and as a plain line every PROGRESS_EVERY_S seconds elsewhere, so a long run in CI is seen
    to be alive."""

    def __init__(
        self,
        no_color: bool,
        *,
        terminal: bool | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._no_color = no_color
        self._terminal = sys.stderr.isatty() if terminal is None else terminal
        self._clock = clock
        self._started = clock()
        self._last_line = self._started
        self._bar: Any = None
        self._task: Any = None

    def __call__(self, event: RunEvent) -> None:
        from evalctl.events import Notice

        if isinstance(event, Notice):
            from evalctl.cli.options import with_flags

            show = print_warning if event.level == "warning" else print_notice
            show(with_flags(event.message))
        elif self._terminal:
            if event.total:
                self._advance(event.done, event.total)
        elif self._clock() - self._last_line >= PROGRESS_EVERY_S:
            self._last_line = now = self._clock()
            rate = event.done / max(now - self._started, 1e-9)
            errors = counted(event.errors, "error")
            print_notice(
                f"progress: {event.done}/{event.total} cases, {errors}, {rate:.0f} cases/s"
            )

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


@contextlib.contextmanager
def stdout_may_close() -> Iterator[None]:
    """`evalctl run ... | head -1`: a reader that goes away ends the output quietly; the exit
    code stays the gate's, and nothing is left to fail when the process flushes at exit."""
    try:
        yield
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        with contextlib.suppress(OSError):
            os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
