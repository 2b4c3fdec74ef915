"""A fifth scorer is one module plus one registry line: no other module changes."""

from __future__ import annotations

from pathlib import Path

import pytest

import evalctl
from evalctl.scorers import SCORERS
from tests.support.cli import document, run_cli
from tests.support.noise_rows import write_jsonl
from tests.support.toy_scorer import LOCATION

ROWS = [
    {"id": "short", "output": "one two three", "target_words": "3", "topic": "a"},
    {"id": "long", "answer": "one two three four five six", "target": "3", "topic": "b"},
    {"id": "close", "output": "one two", "target_words": "3", "topic": "a"},
]


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(SCORERS, "length", LOCATION)
    monkeypatch.setitem(SCORERS, "buggy", "tests.support.toy_scorer:BuggyScorer")


def test_a_registered_scorer_runs_end_to_end_through_the_library() -> None:
    result = evalctl.evaluate("length", ROWS, min_score=0.5)
    assert [case.score for case in result.cases] == [1.0, 0.0, 0.33]
    assert [case.passed for case in result.cases] == [True, False, False]
    assert result.exit_code == 1
    assert result.summary.by_noise_type is not None  # grouped by its own key, `topic`
    assert {k: v.count for k, v in result.summary.by_noise_type.items()} == {"a": 2, "b": 1}


def test_its_options_are_validated_and_applied_from_the_command_line(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "rows.jsonl", ROWS)
    (tmp_path / "evalctl.toml").write_text("[length]\ntolerance = 2.0\nmin = 0.5\n")
    ran = run_cli("run", "length", str(dataset), "--json", cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert [c["score"] for c in document(ran)["cases"]] == [1.0, 0.5, 0.83]
    refused = run_cli("run", "length", str(dataset), "--scale", "2", cwd=tmp_path)
    assert refused.returncode == 2
    assert refused.stderr.splitlines() == [
        "evalctl: config: evalctl.toml",
        "error: --scale: the length scorer has no option 'scale' (its options: tolerance)",
    ]


def test_validate_and_scorers_list_it(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "rows.jsonl", [*ROWS, {"id": "x", "output": "y"}])
    ran = run_cli("validate", "length", str(dataset))
    assert ran.returncode == 2
    assert "field 'target_words' is required (aliases: target)" in ran.stderr
    listed = run_cli("scorers", "--json")
    length = next(s for s in document(listed) if s["name"] == "length")
    assert length["defaults"] == {"tolerance": 0.5}


def test_a_bug_is_exit_4_with_one_line_and_the_traceback_only_with_debug(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "rows.jsonl", ROWS)
    ran = run_cli("run", "buggy", str(dataset), "--min", "0.5")
    assert ran.returncode == 4
    assert ran.stdout == ""
    errors = [line for line in ran.stderr.splitlines() if line.startswith("error:")]
    assert errors == [
        "error: internal error: ZeroDivisionError: a bug in a scorer — this is a bug in evalctl; "
        "run again with --debug for the traceback and report it"
    ]
    assert "Traceback" not in ran.stderr
    debug = run_cli("--debug", "run", "buggy", str(dataset))
    assert debug.returncode == 4
    assert "Traceback (most recent call last)" in debug.stderr
