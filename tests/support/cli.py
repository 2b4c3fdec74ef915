"""`evalctl` in this process through Typer's CliRunner: stdout and stderr kept apart.

`run_cli` answers like `subprocess.run` (returncode, stdout, stderr), so a test reads the same
whether it needs a real process or not; only tests/process/ spawns one.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from evalctl.cli.main import app


@dataclass(frozen=True, slots=True)
class Ran:
    returncode: int
    stdout: str
    stderr: str


def run_cli(
    *args: str,
    env: dict[str, str] | None = None,
    input: str | bytes | None = None,
    cwd: Path | None = None,
) -> Ran:
    """Run `evalctl ARGS` in-process with NO_COLOR set plus `env`, optionally in `cwd`."""
    runner = CliRunner()
    with contextlib.chdir(cwd) if cwd is not None else contextlib.nullcontext():
        result = runner.invoke(app, list(args), env={"NO_COLOR": "1", **(env or {})}, input=input)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return Ran(result.exit_code, result.stdout, result.stderr)


def document(result: Ran) -> Any:
    return json.loads(result.stdout)


def judged_noise_run(dataset: Path, judge_url: str, *extra: str) -> list[str]:
    """The arguments of `evalctl run noise DATASET` against the judge at `judge_url`."""
    return ["run", "noise", str(dataset), "--judge-url", judge_url, "--model", "m", *extra]
