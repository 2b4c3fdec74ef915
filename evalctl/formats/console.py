"""The consoles: stdout carries the command's result, stderr progress and notices."""

from __future__ import annotations

import os
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

_PIPE_WIDTH = 120


def make_console(stream: IO[str], no_color: bool = False) -> Console:
    """A rich console on `stream` (colour off with `no_color`, which the caller resolves from
    --no-color and NO_COLOR).

    When the stream is not a terminal, lines are laid out 120 columns wide (or $COLUMNS) rather
    than rich's default of 80, so a table piped to a file or a CI log stays readable.
    """
    from rich.console import Console

    width = None
    if not stream.isatty():
        width = int(os.environ.get("COLUMNS", "0") or 0) or _PIPE_WIDTH
    return Console(
        file=stream,
        no_color=no_color,
        color_system=None if no_color else "auto",
        highlight=False,
        width=width,
        soft_wrap=False,
    )
