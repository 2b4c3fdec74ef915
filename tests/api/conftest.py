"""A real scripted judge server on 127.0.0.1 for each test, and a judge-answer cache folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import document as document
from tests.support.cli import run_cli as run_evalctl
from tests.support.judge_server import JudgeServer

__all__ = ["document", "run_evalctl"]


@pytest.fixture
def judge_server() -> Iterator[JudgeServer]:
    with JudgeServer() as server:
        yield server


@pytest.fixture
def cache_dir(tmp_path: Path) -> Path:
    return tmp_path / "cache"
