"""Shared fixtures: temporary datasets."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.noise_rows import noise_row, write_jsonl


@pytest.fixture
def mixed_dataset(tmp_path: Path) -> Path:
    """Two robust cases and one that adopts the misinformation (scores 0 offline)."""
    return write_jsonl(
        tmp_path / "cases.jsonl",
        [
            noise_row(id="robust"),
            noise_row(id="rebuts", output="The capital of France is Paris, not Lyon."),
            noise_row(id="adopts", output="The capital of France is Lyon."),
        ],
    )


@pytest.fixture
def robust_dataset(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "robust.jsonl", [noise_row(id="a"), noise_row(id="b")])


@pytest.fixture(autouse=True)
def clean_judge_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never inherit a developer's judge, keys, cache or CI summary settings."""
    import os

    for name in list(os.environ):
        if name.startswith(("EVALCTL_", "OPENAI_", "ANTHROPIC_")) or name in (
            "GITHUB_STEP_SUMMARY",
            "NO_COLOR",
        ):
            monkeypatch.delenv(name, raising=False)
