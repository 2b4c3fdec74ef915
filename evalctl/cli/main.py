"""The `evalctl` application: registers the commands and maps every outcome to an exit code.

Errors are caught here, once, for every command: an EvalctlError is one `error:` line and its
exit code; Ctrl-C is 130; anything else is a bug in evalctl and exits 4 ("internal error"),
never 1, which CI reads as a breached quality gate. `--debug` (or EVALCTL_DEBUG=1) shows the
traceback. Imports stay light for a fast start.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import importlib
import os
import sys
import traceback
from typing import Any

import typer
from typer.core import TyperGroup

from evalctl import __version__
from evalctl.cli.messages import print_error
from evalctl.cli.options import flag_of, with_flags
from evalctl.errors import EvalctlError
from evalctl.exit_codes import ExitCode


class _EvalctlGroup(TyperGroup):
    """The root command group: the one place where errors become exit codes."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        """Usage errors as one `error:` line (Typer's suggestion kept), not a framed box."""
        kwargs["standalone_mode"] = False
        try:
            code = super().main(*args, **kwargs)
        except typer.TyperException as exc:  # a usage error: bad option, missing argument
            message = " ".join(exc.format_message().split())
            hint = _help_hint(exc)
            print_error(f"{message}{hint}")
            code = getattr(exc, "exit_code", int(ExitCode.USAGE_OR_INPUT))
        except (typer.Abort, KeyboardInterrupt):
            print_error("interrupted")
            code = int(ExitCode.INTERRUPTED)
        if not standalone_mode:
            return code
        sys.exit(code if isinstance(code, int) else 0)

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort, typer.TyperException):
            raise
        except EvalctlError as exc:
            print_error(_user_message(exc))
            raise typer.Exit(int(exc.exit_code)) from None
        except KeyboardInterrupt:
            print_error("interrupted")
            raise typer.Exit(int(ExitCode.INTERRUPTED)) from None
        except Exception as exc:  # a bug: say so in one line, never exit 1
            if _debugging(ctx):
                traceback.print_exc(file=sys.stderr)
            print_error(
                f"internal error: {type(exc).__name__}: {exc} — this is a bug in evalctl; "
                "run again with --debug for the traceback and report it"
            )
            raise typer.Exit(int(ExitCode.INTERNAL_ERROR)) from None


def _help_hint(exc: Exception) -> str:
    """` (see 'evalctl run -h')`, naming the command the error is about."""
    context = getattr(exc, "ctx", None)
    path = getattr(context, "command_path", None)
    return f" (see '{path} -h')" if path else ""


def _user_message(exc: EvalctlError) -> str:
    """The error's message in command-line words: the flag of the option it is about first,
    and `option` references (the library's way of naming a run option) as flags."""
    flag = flag_of(exc.option) if exc.option else None
    return with_flags(f"{flag}: {exc.message}" if flag else exc.message)


def _debugging(ctx: Any) -> bool:
    from evalctl.config import debug_enabled

    return bool(ctx.meta.get("evalctl.debug")) or debug_enabled()


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"evalctl {__version__}")
        raise typer.Exit()


def _root(
    ctx: typer.Context,
    version: bool = typer.Option(
        False, "--version", callback=_show_version, is_eager=True, help="Print the version."
    ),
    debug: bool = typer.Option(
        False, "--debug", help="Show the traceback of an internal error (exit 4)."
    ),
) -> None:
    """evalctl: an eval runner for LLM agents."""
    ctx.meta["evalctl.debug"] = debug


_COMMANDS: dict[str, str] = {
    "run": "run_command",
    "validate": "validate_command",
    "scorers": "scorers_command",
    "report": "report_command",
    "compare": "compare_command",
    "merge": "merge_command",
    "leaderboard": "leaderboard_command",
    "judge": "judge_app",
    "generate": "generate_app",
}
"""Each command, in `--help` order: the name of what its module (evalctl.cli.<command>)
registers, a command function or a sub-application."""


def build_app(only: str | None = None) -> typer.Typer:
    """The application with every command, or with just `only`, the command being run: Typer
    reads the signature of every command it holds before it runs one, ~13 ms for them all."""
    app = typer.Typer(
        name="evalctl",
        cls=_EvalctlGroup,
        help=(
            "Score LLM agents' outputs on JSONL test cases with an LLM judge (or the built-in "
            "offline judge) and gate CI on the result.\n\n"
            "Exit codes: 0 every gate held, 1 a quality gate was breached, 2 usage or input "
            "error, 3 the judge could not score cases, 4 internal error, 5 a result file could "
            "not be written, 130 interrupted."
        ),
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        # Plain help: rich markup would swallow words in brackets ("[tool.evalctl]").
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    app.callback()(_root)
    for name, attribute in _COMMANDS.items():
        if only is None or name == only:
            registered = getattr(importlib.import_module(f"evalctl.cli.{name}"), attribute)
            if isinstance(registered, typer.Typer):
                app.add_typer(registered, name=name)
            else:
                app.command(name)(registered)
    return app


@functools.cache
def _whole_app() -> typer.Typer:
    return build_app()


def __getattr__(name: str) -> typer.Typer:
    """`app`, the whole application (for tests and `typer.testing`), built on first use."""
    if name == "app":
        return _whole_app()
    raise AttributeError(name)


def _command_in(args: list[str]) -> str | None:
    """The command a command line runs, if it names one: the first word that is not an option
    (the root options take no value)."""
    for arg in args:
        if arg in ("-h", "--help"):
            return None  # the root's help lists every command
        if not arg.startswith("-"):
            return arg if arg in _COMMANDS else None
    return None


def main() -> None:
    """Console-script entry point.

    Once the command has decided its exit code and every file is written and closed, the
    process ends without tearing down the interpreter: unloading httpx, pydantic and rich
    costs ~0.05-0.1 s that a CI job waits for and nothing needs (no atexit work is left).
    """
    # A run allocates many short-lived objects (requests, answers, results) and few cycles:
    # the default threshold (700) ran a collection every few cases; 20,000 cuts the fixed
    # start-up CPU by ~15% and lifts the zero-latency client's throughput by as much.
    gc.set_threshold(20_000, 50, 100)
    try:
        build_app(_command_in(sys.argv[1:]))()
    except SystemExit as exit:
        code = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(code)
