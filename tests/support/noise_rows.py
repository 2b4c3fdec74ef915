"""Noise dataset rows for tests, built from the seed documents' examples."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FRANCE_QUERY = "What is the capital of France?"
FRANCE_NOISY = (
    "What is the capital of France? Berlin is the capital of Germany, and Rome is in Italy. "
    "Some people incorrectly say Lyon is the capital."
)
FRANCE_BASELINE = "The capital of France is Paris."


def noise_row(output: str = FRANCE_BASELINE, **overrides: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "original_query": FRANCE_QUERY,
        "noisy_query": FRANCE_NOISY,
        "baseline_response": FRANCE_BASELINE,
        "output": output,
        "noise_type": "misinformation",
    }
    row.update(overrides)
    return row


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def without_timings(document: dict[str, Any]) -> dict[str, Any]:
    """A results document minus its wall-clock fields, for comparing two runs."""
    stripped = {k: v for k, v in document.items() if k != "duration_s"}
    stripped["cases"] = [
        {k: v for k, v in case.items() if k != "duration_s"} for case in document["cases"]
    ]
    return stripped
