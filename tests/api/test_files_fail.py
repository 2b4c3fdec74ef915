"""Nothing the user computed is lost when a file cannot be written; leftovers are cleaned."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import pytest

from evalctl.config import resolve_config
from evalctl.errors import OutputError
from evalctl.exit_codes import ExitCode
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest
from evalctl.pipeline import run_evaluation
from tests.support.analyses import VALID
from tests.support.cli import judged_noise_run, run_cli
from tests.support.noise_rows import noise_row, write_jsonl


class FolderRemovingJudge:
    """Answers every case, and removes the output folder while it does (a disk gone away)."""

    identity = JudgeIdentity(name="remover")

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        shutil.rmtree(self.folder, ignore_errors=True)
        return JudgeAnswer(text=VALID)

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        return None


def test_an_output_folder_gone_mid_run_is_exit_5_naming_the_file_and_keeping_the_log(
    tmp_path: Path,
) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a"), noise_row(id="b")])
    folder = tmp_path / "out"
    folder.mkdir()
    log = tmp_path / "cases.log.jsonl"
    config = resolve_config("noise", {"output": folder / "results.json", "log": log})
    with pytest.raises(OutputError) as raised:
        asyncio.run(run_evaluation(config, dataset=str(dataset), judge=FolderRemovingJudge(folder)))
    assert str(raised.value) == (
        f"{folder / 'results.json'}: cannot write here (No such file or directory); "
        f"the judged cases are in {log}"
    )
    assert raised.value.exit_code == ExitCode.OUTPUT_FAILED == 5
    assert len(log.read_text().splitlines()) == 3  # header + both judged cases


def test_a_killed_writers_temporary_file_is_removed_by_the_next_run(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    leftover = tmp_path / ".results.json.abc123.tmp"
    leftover.write_text("half a document")
    ran = run_cli("run", "noise", str(dataset), "-o", str(tmp_path / "results.json"))
    assert ran.returncode == 0
    assert not leftover.exists()
    assert (tmp_path / "results.json").exists()


def test_a_cache_file_of_another_shape_is_one_line_naming_it_and_no_cache(
    tmp_path: Path,
) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    db = sqlite3.connect(cache / "judge-answers.sqlite3")
    db.execute("CREATE TABLE answers (id INTEGER, blob BLOB)")
    db.close()
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    ran = run_cli(
        *judged_noise_run(dataset, "http://127.0.0.1:9/v1"),
        "--cache-dir",
        str(cache),
    )
    assert ran.returncode == 2
    assert ran.stderr.strip() == (
        f"error: {cache / 'judge-answers.sqlite3'}: not an evalctl judge cache (an SQLite "
        "database of another shape); set --cache-dir to another folder, or run without it "
        "(--no-cache)"
    )
