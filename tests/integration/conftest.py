"""A real scripted judge server on 127.0.0.1 for each test, and the installed evalctl."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.judge_server import JudgeServer

EVALCTL = str(Path(sys.executable).with_name("evalctl"))


@pytest.fixture
def judge_server() -> Iterator[JudgeServer]:
    with JudgeServer() as server:
        yield server


@pytest.fixture
def cache_dir(tmp_path: Path) -> Path:
    return tmp_path / "cache"


def run_evalctl(
    *args: str, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """The installed console script, with a clean judge environment plus `env`."""
    base = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("EVALCTL_", "OPENAI_", "ANTHROPIC_"))
    }
    return subprocess.run(
        [EVALCTL, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**base, "NO_COLOR": "1", **(env or {})},
    )


def document(result: subprocess.CompletedProcess[str]) -> Any:
    return json.loads(result.stdout)
