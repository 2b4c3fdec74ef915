"""--resume never reuses a stale or foreign score: cases match by content, the log by setup."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.support.analyses import VALID
from tests.support.cli import document, judged_noise_run, run_cli
from tests.support.judge_server import JudgeServer, Recorded, chat_reply
from tests.support.noise_rows import noise_row, write_jsonl


def rows(*ids: str, **outputs: str) -> list[dict[str, Any]]:
    return [
        noise_row(id=i, output=outputs.get(i, f"The capital of France is Paris. [{i}]"))
        for i in ids
    ]


def marker(request: Recorded) -> str:
    prompt = request.prompt
    start = prompt.index("[")
    return prompt[start + 1 : prompt.index("]", start)]


def run(dataset: Path, log: Path, server: JudgeServer, *extra: str) -> Any:
    ran = run_cli(
        *judged_noise_run(dataset, server.url, "--no-cache", "--log", str(log), "--json", *extra)
    )
    assert ran.returncode in (0, 1), ran.stderr
    return document(ran)


@pytest.fixture
def server() -> Any:
    with JudgeServer(lambda request: chat_reply(VALID)) as judge:
        yield judge


def test_inserted_removed_and_reordered_rows_reuse_only_their_own_scores(
    tmp_path: Path, server: JudgeServer
) -> None:
    log = tmp_path / "cases.log.jsonl"
    run(write_jsonl(tmp_path / "d.jsonl", rows("a", "b", "c")), log, server)
    asked_first = len(server.requests)
    changed = write_jsonl(tmp_path / "d.jsonl", rows("new", "c", "a"))  # b removed, new first
    doc = run(changed, log, server, "--resume")
    assert [marker(r) for r in server.requests[asked_first:]] == ["new"]
    assert [(c["id"], c["line"]) for c in doc["cases"]] == [("new", 1), ("c", 2), ("a", 3)]
    assert all(c["score"] == 0.85 for c in doc["cases"])


def test_an_edited_row_is_judged_afresh(tmp_path: Path, server: JudgeServer) -> None:
    log = tmp_path / "cases.log.jsonl"
    run(write_jsonl(tmp_path / "d.jsonl", rows("a", "b")), log, server)
    asked_first = len(server.requests)
    edited = write_jsonl(tmp_path / "d.jsonl", rows("a", "b", b="Paris, edited. [b2]"))
    run(edited, log, server, "--resume")
    assert [marker(r) for r in server.requests[asked_first:]] == ["b2"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (["--model", "other"], "another judge"),
        (["--scoring", "SCORING"], "other scorer options"),
    ],
)
def test_a_changed_judge_or_scoring_refuses_to_resume(
    tmp_path: Path, server: JudgeServer, change: list[str], words: str
) -> None:
    log = tmp_path / "cases.log.jsonl"
    dataset = write_jsonl(tmp_path / "d.jsonl", rows("a"))
    run(dataset, log, server)
    scoring = tmp_path / "scoring.json"
    scoring.write_text(json.dumps({"discrepancyThreshold": 0.5}))
    change = [str(scoring) if arg == "SCORING" else arg for arg in change]
    args = ["run", "noise", str(dataset), "--judge-url", server.url, "--model", "m"]
    ran = run_cli(*args, *change, "--no-cache", "--log", str(log), "--resume")
    assert ran.returncode == 2
    assert f"the log was scored with {words} than this run" in ran.stderr
    assert "remove it or pass another --log" in ran.stderr


def test_untrustworthy_logged_values_are_judged_again(tmp_path: Path, server: JudgeServer) -> None:
    log = tmp_path / "cases.log.jsonl"
    dataset = write_jsonl(tmp_path / "d.jsonl", rows("a", "b", "c"))
    run(dataset, log, server)
    lines = log.read_text().splitlines()
    tampered = [lines[0]]
    for line in lines[1:]:
        entry = json.loads(line)
        if entry["id"] == "a":
            entry["score"] = 7.5  # outside the range
        if entry["id"] == "b":
            line = line.replace('"score":0.85', '"score":NaN')
        tampered.append(json.dumps(entry) if entry["id"] == "a" else line)
    log.write_text("\n".join(tampered) + "\n")
    asked_first = len(server.requests)
    doc = run(dataset, log, server, "--resume")
    assert sorted(marker(r) for r in server.requests[asked_first:]) == ["a", "b"]
    assert all(c["score"] == 0.85 for c in doc["cases"])
