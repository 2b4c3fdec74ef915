"""Where evalctl errors become one line on stderr and an exit code."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator

import typer

from evalctl.errors import EvalctlError
from evalctl.exit_codes import ExitCode


def print_error(message: str) -> None:
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()


@contextlib.contextmanager
def reporting_errors() -> Iterator[None]:
    """Turn an EvalctlError into `error: <message>` on stderr and its exit code; no traceback."""
    try:
        yield
    except EvalctlError as exc:
        print_error(str(exc))
        raise typer.Exit(int(exc.exit_code)) from None
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        raise typer.Exit(int(ExitCode.INTERRUPTED)) from None
