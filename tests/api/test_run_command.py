"""`evalctl run` through Typer's CliRunner: stdout and stderr asserted separately."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from evalctl.cli.main import app
from tests.support.noise_rows import noise_row, without_timings, write_jsonl

runner = CliRunner()


def test_passing_run_exits_0_with_table_on_stdout_and_notice_on_stderr(
    robust_dataset: Path,
) -> None:
    result = runner.invoke(app, ["run", "noise", str(robust_dataset), "--min", "0.8"])
    assert result.exit_code == 0, result.stderr
    assert "gate passed (exit 0)" in result.stdout
    assert "2 cases: 2 passed, 0 failed, 0 errors" in result.stdout
    assert "built-in offline judge (local, heuristic-v1)" in result.stderr
    assert "built-in offline judge" not in result.stdout


def test_breached_gate_exits_1_and_names_the_failed_case(mixed_dataset: Path) -> None:
    result = runner.invoke(app, ["run", "noise", str(mixed_dataset), "--min", "0.8"])
    assert result.exit_code == 1
    assert "FAIL" in result.stdout
    assert "adopts" in result.stdout
    assert "GATE BREACHED: 1 of 3 scored cases failed their threshold" in result.stdout


def test_json_puts_only_the_document_on_stdout(mixed_dataset: Path) -> None:
    result = runner.invoke(app, ["run", "noise", str(mixed_dataset), "--min", "0.8", "--json"])
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert document["score"] == pytest.approx((1 + 1 + 0) / 3, abs=1e-4)
    assert document["status"] == "complete"
    assert document["exit_code"] == 1
    assert document["passed"] is False
    assert document["judge"] == {"name": "local", "model": "heuristic-v1", "url": None}
    assert [c["id"] for c in document["cases"]] == ["robust", "rebuts", "adopts"]
    adopts = document["cases"][2]
    assert adopts["passed"] is False and adopts["threshold"] == {"min": 0.8}
    assert set(adopts["details"]) >= {
        "llm_score",
        "calculated_score",
        "conservative_min_applied",
        "penalty",
        "dimensions",
        "majorIssues",
        "overallAssessment",
    }
    assert document["summary"]["by_noise_type"] == {
        "misinformation": {"count": 3, "mean": 0.6667, "mean_ci": [0.0, 1.0]}
    }
    assert "exit 1" in result.stderr


def test_output_file_equals_the_json_document(mixed_dataset: Path, tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    printed = runner.invoke(app, ["run", "noise", str(mixed_dataset), "--json"])
    written = runner.invoke(app, ["run", "noise", str(mixed_dataset), "-o", str(out)])
    assert written.exit_code == printed.exit_code == 0
    saved, shown = json.loads(out.read_text()), json.loads(printed.stdout)
    assert without_timings(saved) == without_timings(shown)
    assert not list(tmp_path.glob(".results.json.*"))  # no temporary file left behind


def test_without_threshold_the_run_reports_and_exits_0(mixed_dataset: Path) -> None:
    result = runner.invoke(app, ["run", "noise", str(mixed_dataset)])
    assert result.exit_code == 0
    assert "gate passed" in result.stdout


def test_row_min_score_overrides_min(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "d.jsonl",
        [noise_row(id="lenient", output="The capital of France is Lyon.", minScore=0.0)],
    )
    result = runner.invoke(app, ["run", "noise", str(path), "--min", "0.8", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["cases"][0]["threshold"] == {"min": 0.0}


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["--mean-min", "0.9"], 1),
        (["--mean-min", "0.5"], 0),
        (["--min", "0.8", "--pass-rate", "0.6"], 0),
        (["--min", "0.8", "--pass-rate", "0.7"], 1),
    ],
)
def test_suite_gates(mixed_dataset: Path, args: list[str], code: int) -> None:
    assert runner.invoke(app, ["run", "noise", str(mixed_dataset), *args]).exit_code == code


def test_invalid_row_stops_the_run_before_judging(tmp_path: Path) -> None:
    rows = [noise_row(id="a"), noise_row(id="b"), {"id": "c", "original_query": "q"}]
    path = write_jsonl(tmp_path / "d.jsonl", rows)
    result = runner.invoke(app, ["run", "noise", str(path), "--json"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.strip() == (
        f"error: {path}:3: field 'noisy_query' is required (aliases: noisyQuery)"
    )


def test_skip_invalid_scores_the_rest_and_reports_invalid_rows(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps(noise_row(id="a")) + "\n{broken\n")
    result = runner.invoke(app, ["run", "noise", str(path), "--skip-invalid", "--json"])
    assert result.exit_code == 0
    document = json.loads(result.stdout)
    assert document["summary"]["scored"] == 1
    assert document["summary"]["invalid"] == 1
    assert document["cases"][1]["line"] == 2
    assert document["cases"][1]["score"] is None
    assert document["cases"][1]["error"].startswith("not valid JSON")
    assert f"warning: skipping {path}:2: not valid JSON" in result.stderr


def test_unknown_scorer_is_a_usage_error() -> None:
    result = runner.invoke(app, ["run", "nosie", "x.jsonl"])
    assert result.exit_code == 2
    assert "unknown scorer 'nosie'; choose one of: noise, faithfulness, toxicity, http" in (
        result.stderr
    )
    assert result.stdout == ""


def test_scoring_file_overrides_are_applied(mixed_dataset: Path, tmp_path: Path) -> None:
    scoring = tmp_path / "scoring.json"
    scoring.write_text(json.dumps({"penalties": {"majorIssuePerItem": 0.0}}))
    result = runner.invoke(
        app, ["run", "noise", str(mixed_dataset), "--scoring", str(scoring), "--json"]
    )
    assert json.loads(result.stdout)["cases"][2]["details"]["penalty"] == 0.0


def test_bad_scoring_file_is_an_input_error(mixed_dataset: Path, tmp_path: Path) -> None:
    scoring = tmp_path / "scoring.json"
    scoring.write_text(json.dumps({"impactWeights": {"none": 2}}))
    result = runner.invoke(app, ["run", "noise", str(mixed_dataset), "--scoring", str(scoring)])
    assert result.exit_code == 2
    assert "impactWeights.none" in result.stderr


def test_output_into_a_missing_directory_fails_before_judging(
    mixed_dataset: Path, tmp_path: Path
) -> None:
    result = runner.invoke(
        app, ["run", "noise", str(mixed_dataset), "-o", str(tmp_path / "no" / "r.json")]
    )
    assert result.exit_code == 2
    assert "does not exist" in result.stderr
    assert "offline judge" not in result.stderr


def test_stdin_dataset(mixed_dataset: Path) -> None:
    result = runner.invoke(app, ["run", "noise", "-", "--json"], input=mixed_dataset.read_bytes())
    assert result.exit_code == 0
    assert json.loads(result.stdout)["dataset"] == "<stdin>"


def test_map_reads_a_field_from_another_column(tmp_path: Path) -> None:
    row = noise_row(id="a")
    row["answer"] = row.pop("output")
    path = write_jsonl(tmp_path / "d.jsonl", [row])
    result = runner.invoke(app, ["run", "noise", str(path), "--map", "output=answer", "--json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["cases"][0]["score"] == 1.0


def test_colour_on_a_forced_terminal_unless_no_color_or_NO_COLOR(mixed_dataset: Path) -> None:
    terminal = {"FORCE_COLOR": "1", "TERM": "xterm-256color"}
    args = ["run", "noise", str(mixed_dataset)]
    coloured = runner.invoke(app, args, env=terminal)
    assert "\x1b[" in coloured.stdout  # so the two checks below can fail
    flag = runner.invoke(app, [*args, "--no-color"], env=terminal)
    assert "\x1b[" not in flag.stdout
    variable = runner.invoke(app, args, env={**terminal, "NO_COLOR": "1"})
    assert "\x1b[" not in variable.stdout
    empty = runner.invoke(app, args, env={**terminal, "NO_COLOR": ""})
    assert "\x1b[" in empty.stdout  # no-color.org: only a non-empty value disables colour


def test_limit_and_filter_narrow_a_suite_for_debugging(tmp_path: Path) -> None:
    rows = [noise_row(id=name) for name in ("capital-a", "capital-b", "moon-a", "capital-c")]
    path = write_jsonl(tmp_path / "d.jsonl", rows)
    filtered = runner.invoke(app, ["run", "noise", str(path), "--filter", "capital-*", "--json"])
    assert [c["id"] for c in json.loads(filtered.stdout)["cases"]] == [
        "capital-a",
        "capital-b",
        "capital-c",
    ]
    limited = runner.invoke(
        app, ["run", "noise", str(path), "--filter", "capital-*", "--limit", "2", "--json"]
    )
    assert [c["id"] for c in json.loads(limited.stdout)["cases"]] == ["capital-a", "capital-b"]
    nothing = runner.invoke(app, ["run", "noise", str(path), "--filter", "sun-*"])
    assert nothing.exit_code == 2
    assert nothing.stderr.strip() == "error: --filter: no case id matches 'sun-*'"


@pytest.mark.parametrize(
    ("allowance", "tolerated", "code"), [("20%", 2, 0), ("10%", 1, 3), ("1", 1, 3), ("2", 2, 0)]
)
def test_max_errors_takes_a_count_or_a_share(allowance: str, tolerated: int, code: int) -> None:
    import evalctl
    from tests.support.analyses import VALID
    from tests.support.fake_judges import SlowJudge

    rows = [noise_row(id=f"c{i}") for i in range(10)]
    judge = SlowJudge(lambda r: VALID, lambda r: 0.0, fail_ids=frozenset({"c3", "c7"}))
    result = evalctl.evaluate("noise", rows, judge=judge, max_errors=allowance)
    assert result.summary.errors == 2
    assert result.thresholds.max_errors == tolerated
    assert result.exit_code == code


def test_max_errors_rejects_what_is_neither_a_count_nor_a_share(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    for bad in ("lots", "-1", "150%"):
        ran = runner.invoke(app, ["run", "noise", str(path), "--max-errors", bad])
        assert ran.exit_code == 2, bad
        assert ran.stderr.startswith("error: --max-errors: "), ran.stderr


def test_a_usage_error_is_one_line_keeping_the_suggestion() -> None:
    result = runner.invoke(app, ["run", "noise", "d.jsonl", "--mn", "0.8"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == (
        "error: No such option: --mn (Possible options: --map, --max, --min) "
        "(see 'evalctl run -h')\n"
    )


def test_help_keeps_every_word_and_shows_defaults() -> None:
    result = runner.invoke(app, ["run", "-h"])
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    assert "tool.evalctl table of pyproject.toml" in text
    assert "[tool.evalctl] in pyproject.toml" in text
    assert "(default: beside -o)" in text
    assert "(default: 8)" in text and "(default: 60)" in text


def test_judge_error_rows_keep_their_noise_type(tmp_path: Path) -> None:
    import evalctl
    from tests.support.analyses import VALID
    from tests.support.fake_judges import SlowJudge

    rows = [noise_row(id="a", noise_type="adversarial"), noise_row(id="b")]
    judge = SlowJudge(lambda r: VALID, lambda r: 0.0, fail_ids=frozenset({"a"}))
    result = evalctl.evaluate("noise", rows, judge=judge, max_errors=1)
    failed = result.cases[0]
    assert failed.score is None and failed.details["noise_type"] == "adversarial"


def test_a_preset_from_the_config_file_is_recorded_with_grades(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "d.jsonl", [noise_row(id="ok"), noise_row(id="bad", output="Lyon.")]
    )
    (tmp_path / "evalctl.toml").write_text('[noise]\npreset = "strict"\n')
    from tests.support.cli import run_cli

    ran = run_cli("run", "noise", str(path), "--json", cwd=tmp_path)
    doc = json.loads(ran.stdout)
    assert doc["scorer_options"]["preset"] == "strict"
    assert doc["scorer_options"]["scoring"]["impactWeights"]["minimal"] == 0.7
    assert [c["grade"] for c in doc["cases"]] == ["A", "F"]
    assert doc["grade"] == "C"  # mean 0.5
    listed = json.loads(runner.invoke(app, ["scorers", "--json"]).stdout)
    noise = next(s for s in listed if s["name"] == "noise")
    assert set(noise["presets"]) == {"lenient", "strict", "security"}
    bad = runner.invoke(app, ["run", "noise", str(path), "--preset", "harsh"])
    assert bad.exit_code == 2 and bad.stderr.startswith("error: --preset: ")


def test_a_long_run_says_how_many_failures_the_table_left_out(tmp_path: Path) -> None:
    rows = [noise_row(id=f"bad-{i}", output="The capital of France is Lyon.") for i in range(230)]
    rows += [noise_row(id=f"ok-{i}") for i in range(20)]
    path = write_jsonl(tmp_path / "d.jsonl", rows)
    result = runner.invoke(app, ["run", "noise", str(path), "--min", "0.8"], env={"COLUMNS": "160"})
    assert result.exit_code == 1
    assert (
        "200 of 250 cases shown: those that did not pass; 30 more that did not pass are left "
        "out. Every case is in the results document (-o FILE or --json)."
    ) in " ".join(result.stdout.split())


def test_reasons_wrap_rather_than_being_cut_and_short_ids_stay_whole(tmp_path: Path) -> None:
    long_id = "a-case-id-of-thirty-nine-characters-xyz"
    path = write_jsonl(tmp_path / "d.jsonl", [noise_row(id=long_id, output="Lyon it is.")])
    result = runner.invoke(app, ["run", "noise", str(path)], env={"COLUMNS": "100"})
    assert long_id in result.stdout  # on one line
    text = " ".join(line.strip("│ ") for line in result.stdout.splitlines())
    assert "…" not in result.stdout
    assert "major issues" in text
