"""The `evalctl` application: registers the commands; imports stay light for a fast start."""

from __future__ import annotations

import typer

from evalctl import __version__
from evalctl.cli import compare, merge, report, run, scorers, validate
from evalctl.cli.judge import judge_app

app = typer.Typer(
    name="evalctl",
    help=(
        "Score LLM agents' outputs on JSONL test cases with an LLM judge (or the built-in offline "
        "judge) and gate CI on the result.\n\n"
        "Exit codes: 0 every gate held, 1 a quality gate was breached, 2 usage or input error, "
        "3 the judge could not score cases, 130 interrupted."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"evalctl {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_show_version, is_eager=True, help="Print the version."
    ),
) -> None:
    """evalctl: an eval runner for LLM agents."""


app.command("run")(run.run_command)
app.command("validate")(validate.validate_command)
app.command("scorers")(scorers.scorers_command)
app.command("report")(report.report_command)
app.command("compare")(compare.compare_command)
app.command("merge")(merge.merge_command)
app.add_typer(judge_app, name="judge")


def main() -> None:
    """Console-script entry point."""
    app()
