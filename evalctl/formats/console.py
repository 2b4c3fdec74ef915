"""The two consoles: stdout carries the command's result, stderr progress and notices."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from evalctl.config import color_disabled

if TYPE_CHECKING:
    from rich.console import Console

_PIPE_WIDTH = 120


def make_console(stderr: bool, no_color: bool = False) -> Console:
    """A rich console on stdout or stderr that honours NO_COLOR and --no-color.

    When the stream is not a terminal, lines are laid out 120 columns wide (or $COLUMNS) rather
    than rich's default of 80, so a table piped to a file or a CI log stays readable.
    """
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    disable_color = color_disabled(no_color)
    width = None
    if not stream.isatty():
        width = int(os.environ.get("COLUMNS", "0") or 0) or _PIPE_WIDTH
    return Console(
        file=stream,
        no_color=disable_color,
        color_system=None if disable_color else "auto",
        highlight=False,
        width=width,
        soft_wrap=False,
    )
