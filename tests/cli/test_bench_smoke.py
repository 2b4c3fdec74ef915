"""The benchmark script itself runs end to end (a smoke test; figures are not asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_quick_runs_and_reports_every_section() -> None:
    completed = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench.py"), "--quick"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert completed.returncode == 0, completed.stderr
    for section in ("saturation", "client overhead", "cache:", "offline judge:", "start-up:"):
        assert section in completed.stdout
    assert "with 0 judge calls" in completed.stdout
