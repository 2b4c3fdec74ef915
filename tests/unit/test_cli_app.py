"""The console script builds only the command it runs; that command behaves as in the whole app."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from evalctl.cli.main import _COMMANDS, _command_in, app, build_app


@pytest.mark.parametrize(
    ("args", "command"),
    [
        (["run", "noise", "d.jsonl"], "run"),
        (["--debug", "judge", "check"], "judge"),
        (["rnu", "noise"], None),  # a typo: the whole app says which command was meant
        (["--help"], None),
        (["-h", "run"], None),  # the root's help, which lists every command
        ([], None),
    ],
)
def test_the_command_a_line_runs_is_found(args: list[str], command: str | None) -> None:
    assert _command_in(args) == command


@pytest.mark.parametrize("command", sorted(_COMMANDS))
def test_a_command_alone_has_the_same_help_as_in_the_whole_app(command: str) -> None:
    runner = CliRunner()
    alone = runner.invoke(build_app(command), [command, "--help"])
    whole = runner.invoke(app, [command, "--help"])
    assert alone.exit_code == whole.exit_code == 0
    assert alone.output == whole.output


def test_the_whole_app_lists_every_command_in_order() -> None:
    listed = CliRunner().invoke(app, ["--help"]).output.split("Commands:")[1].splitlines()
    assert [line.split()[0] for line in listed if line.startswith("  ")] == list(_COMMANDS)
