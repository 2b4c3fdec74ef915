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
