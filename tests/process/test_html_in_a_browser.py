"""The HTML report in a real browser (Debian's headless Chromium): the DOM it renders."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.judge_server import JudgeServer
from tests.support.noise_rows import noise_row, write_jsonl

EVALCTL = str(Path(sys.executable).with_name("evalctl"))
CHROMIUM = shutil.which("chromium")
# Flags this machine needs: no sandbox as root, and no background calls to the outside.
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (make test installs it where it can)"
)
def test_the_report_renders_every_case_runs_no_data_script_and_fetches_nothing(
    tmp_path: Path,
) -> None:
    with JudgeServer() as watcher:  # a server the page would reach if it fetched anything
        hostile = (
            f'<script>document.title="pwned"</script><img src="{watcher.url}/img">'
            "</textarea> Lyon is the capital."
        )
        rows = [noise_row(id="robust"), noise_row(id="attack", output=hostile)]
        dataset = write_jsonl(tmp_path / "d.jsonl", rows)
        report = tmp_path / "report.html"
        ran = subprocess.run(
            [EVALCTL, "run", "noise", str(dataset), "--min", "0.8", "--html", str(report)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert ran.returncode == 1, ran.stderr
        browser = subprocess.run(
            [
                CHROMIUM,
                *FLAGS,
                f"--user-data-dir={tmp_path / 'profile'}",
                "--dump-dom",
                report.as_uri(),
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
        dom = browser.stdout
        assert watcher.requests == []  # nothing left the page
    assert "<title>evalctl noise" in dom and "pwned" not in dom.split("</title>")[0]
    assert ">robust · 1 · A" in dom and "<b>attack</b>" in dom
    assert "&lt;script&gt;document.title=" in dom  # the data shows as text
    assert "<script" not in dom.lower()
