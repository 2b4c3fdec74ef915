"""CI features through the command line, in-process: exit codes, JUnit, Markdown, shards, merge,
report, compare, config file, the incremental log and --resume."""

from __future__ import annotations

import asyncio
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from evalctl.config import resolve_config
from evalctl.pipeline import RunRecord, run_evaluation
from tests.support.analyses import VALID
from tests.support.cli import Ran, judged_noise_run, run_cli
from tests.support.cli import run_cli as run_evalctl
from tests.support.judge_server import JudgeServer, Recorded, Reply, chat_reply, error_reply
from tests.support.noise_rows import noise_row, without_timings, write_jsonl

BUNDLED = str(Path(__file__).resolve().parents[2] / "datasets" / "noise.jsonl")


def marked_rows(count: int) -> list[dict[str, Any]]:
    """Distinct cases whose output carries a marker the judge server can read: [C7]."""
    return [
        noise_row(id=f"c{i}", output=f"The capital of France is Paris. [C{i}]")
        for i in range(count)
    ]


def marker(request: Recorded) -> str:
    prompt = request.prompt
    start = prompt.index("[C")
    return prompt[start : prompt.index("]", start) + 1]


# -- every exit-code row of spec/CLI.md -------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["--min", "0.0"], 0),
        (["--min", "0.8"], 1),
        (["--mean-min", "0.95"], 1),
        (["--min", "0.8", "--pass-rate", "0.8"], 0),
        (["--min", "0.8", "--mean-max", "0.5"], 1),
        (["--min", "not-a-number"], 2),
        (["--pass-rate", "2"], 2),
        (["--shard", "4/3"], 2),
        (["--resume"], 2),
        (["--json-mode", "xml"], 2),
    ],
)
def test_exit_codes_of_the_offline_judge(args: list[str], code: int) -> None:
    result = run_evalctl("run", "noise", BUNDLED, *args)
    assert result.returncode == code, result.stderr
    if code == 2:
        assert result.stdout == ""
        assert result.stderr.strip()


def test_exit_3_when_the_judge_fails_beyond_max_errors_and_1_outranks_it(tmp_path: Path) -> None:
    def half_broken(request: Recorded) -> Reply:
        number = int(marker(request)[2:-1])
        if number % 2:
            return error_reply(400, "context length exceeded")
        low = json.loads(VALID)
        low["robustnessScore"] = 0.3 if number == 0 else 0.85
        return chat_reply(json.dumps(low))

    dataset = write_jsonl(tmp_path / "d.jsonl", marked_rows(4))
    with JudgeServer(half_broken) as server:
        base = judged_noise_run(dataset, server.url, "--no-cache")
        assert run_evalctl(*base).returncode == 3
        assert run_evalctl(*base, "--max-errors", "2").returncode == 0
        assert run_evalctl(*base, "--min", "0.8").returncode == 1  # gate breach outranks 3
        assert run_evalctl(*base, "--min", "0.8", "--max-errors", "2").returncode == 1


# -- JUnit and Markdown ------------------------------------------------------------------------


def test_junit_counts_match_the_summary(tmp_path: Path) -> None:
    def answer(request: Recorded) -> Reply:
        if marker(request) == "[C1]":
            return chat_reply("no idea")
        return chat_reply(VALID)

    rows: list[Any] = marked_rows(3)
    rows[2]["output"] = "The capital of France is Lyon. [C2]"
    dataset = tmp_path / "d.jsonl"
    dataset.write_text("".join(json.dumps(r) + "\n" for r in rows) + "{broken\n")
    junit, out = tmp_path / "report.xml", tmp_path / "results.json"
    with JudgeServer(answer) as server:
        run_evalctl(
            "run",
            "noise",
            str(dataset),
            "--judge-url",
            server.url,
            "--model",
            "m",
            "--no-cache",
            "--skip-invalid",
            "--min",
            "0.9",
            "--junit",
            str(junit),
            "-o",
            str(out),
        )
    summary = json.loads(out.read_text())["summary"]
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite is not None
    cases = suite.findall("testcase")
    assert int(suite.get("tests", -1)) == len(cases) == summary["total"] == 4
    assert (
        int(suite.get("failures", -1))
        == summary["failed"]
        == len([c for c in cases if c.find("failure") is not None])
    )
    assert int(suite.get("errors", -1)) == summary["errors"] + summary["invalid"] == 2
    failed = next(c for c in cases if c.find("failure") is not None)
    failure = failed.find("failure")
    assert failure is not None and "threshold >= 0.9" in failure.get("message", "")
    assert {p.get("name") for p in failed.iter("property")} >= {"score", "threshold_min"}
    errored = [c.find("error") for c in cases if c.find("error") is not None]
    assert {e.get("type") for e in errored if e is not None} == {"judge_error", "invalid_input"}


def test_markdown_file_and_github_step_summary(tmp_path: Path) -> None:
    markdown, summary = tmp_path / "report.md", tmp_path / "step-summary.md"
    summary.write_text("earlier step\n")
    result = run_evalctl(
        "run",
        "noise",
        BUNDLED,
        "--min",
        "0.8",
        "--markdown",
        str(markdown),
        env={"GITHUB_STEP_SUMMARY": str(summary)},
    )
    assert result.returncode == 1
    text = markdown.read_text()
    assert text.startswith("## evalctl noise: ❌ quality gate breached")
    assert "| capital-france-adopts-lyon | 0.00 | F | fail |" in text
    assert summary.read_text() == "earlier step\n" + text
    run_evalctl(
        "run", "noise", BUNDLED, "--no-step-summary", env={"GITHUB_STEP_SUMMARY": str(summary)}
    )
    assert summary.read_text() == "earlier step\n" + text


# -- shards and merge --------------------------------------------------------------------------


def test_three_shards_merged_equal_the_unsharded_run(tmp_path: Path) -> None:
    whole = tmp_path / "all.json"
    run_evalctl("run", "noise", BUNDLED, "--min", "0.8", "-o", str(whole))
    shards = []
    for k in (1, 2, 3):
        shard = tmp_path / f"shard{k}.json"
        run_evalctl("run", "noise", BUNDLED, "--min", "0.8", "--shard", f"{k}/3", "-o", str(shard))
        doc = json.loads(shard.read_text())
        assert doc["shard"] == {"index": k, "count": 3}
        assert [c["line"] for c in doc["cases"]] == list(range(k, 27, 3))
        shards.append(str(shard))
    merged = tmp_path / "merged.json"
    result = run_evalctl("merge", *shards, "-o", str(merged))
    assert result.returncode == 1  # the unsharded run breaches too
    assert without_timings(json.loads(merged.read_text())) == without_timings(
        json.loads(whole.read_text())
    )


def test_merge_refuses_overlapping_shards_and_other_datasets(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    run_evalctl("run", "noise", BUNDLED, "--shard", "1/2", "-o", str(one))
    overlap = run_evalctl("merge", str(one), str(one))
    assert overlap.returncode == 2
    assert "shards must not overlap" in overlap.stderr
    other = tmp_path / "other.json"
    run_evalctl(
        "run", "noise", str(write_jsonl(tmp_path / "o.jsonl", [noise_row()])), "-o", str(other)
    )
    mismatch = run_evalctl("merge", str(one), str(other))
    assert mismatch.returncode == 2
    assert "dataset" in mismatch.stderr


def test_merge_warns_about_a_missing_shard(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    run_evalctl("run", "noise", BUNDLED, "--shard", "1/2", "-o", str(one))
    result = run_evalctl("merge", str(one), "--json")
    assert "warning: shard 2/2 is missing" in result.stderr
    assert json.loads(result.stdout)["summary"]["total"] == 13


# -- report ------------------------------------------------------------------------------------


def test_report_re_gates_a_saved_document(tmp_path: Path) -> None:
    saved = tmp_path / "results.json"
    assert run_evalctl("run", "noise", BUNDLED, "-o", str(saved)).returncode == 0
    stricter = run_evalctl("report", str(saved), "--min", "0.8", "--json")
    assert stricter.returncode == 1
    document = json.loads(stricter.stdout)
    assert document["thresholds"]["min"] == 0.8
    assert document["summary"]["failed"] == 4
    table = run_evalctl("report", str(saved))
    assert table.returncode == 0
    assert "gate passed (exit 0)" in table.stdout
    junit = tmp_path / "r.xml"
    run_evalctl("report", str(saved), "--junit", str(junit))
    assert ET.parse(junit).getroot().find("testsuite") is not None


def test_report_of_a_file_that_is_not_a_document_is_exit_2(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.json"
    bogus.write_text('{"hello": 1}')
    result = run_evalctl("report", str(bogus))
    assert result.returncode == 2
    assert "not an evalctl results document" in result.stderr


# -- compare -----------------------------------------------------------------------------------


def crafted(cases: list[tuple[str, float | None, bool | None]]) -> dict[str, Any]:
    scored = [s for _, s, _ in cases if s is not None]
    return {
        "evalctl": "0.1.0",
        "scorer": "noise",
        "dataset": "d.jsonl",
        "judge": {"name": "local", "model": "heuristic-v1", "url": None},
        "score": sum(scored) / len(scored),
        "passed": True,
        "exit_code": 0,
        "status": "complete",
        "thresholds": {"min": 0.7},
        "summary": {
            "total": len(cases),
            "scored": len(scored),
            "passed": 0,
            "failed": 0,
            "errors": 0,
            "mean": None,
            "median": None,
            "min": None,
            "max": None,
            "stdev": None,
            "pass_rate": None,
        },
        "usage": {},
        "duration_s": 1.0,
        "cases": [
            {
                "id": i,
                "line": n + 1,
                "score": s,
                "passed": p,
                "error": None if s is not None else "judge failed",
            }
            for n, (i, s, p) in enumerate(cases)
        ],
    }


def test_compare_lists_regressions_improvements_added_and_removed(tmp_path: Path) -> None:
    base = tmp_path / "base.json"
    new = tmp_path / "new.json"
    base.write_text(
        json.dumps(
            crafted(
                [
                    ("steady", 0.9, True),
                    ("small-drop", 0.85, True),
                    ("big-drop", 0.9, True),
                    ("now-fails", 0.72, True),
                    ("better", 0.5, False),
                    ("gone", 0.8, True),
                    ("breaks", 0.8, True),
                ]
            )
        )
    )
    new.write_text(
        json.dumps(
            crafted(
                [
                    ("steady", 0.9, True),
                    ("small-drop", 0.8, True),
                    ("big-drop", 0.7, True),
                    ("now-fails", 0.69, False),
                    ("better", 0.8, True),
                    ("fresh", 1.0, True),
                    ("breaks", None, None),
                ]
            )
        )
    )
    result = run_evalctl("compare", str(base), str(new), "--json")
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert [r["id"] for r in report["regressions"]] == ["big-drop", "now-fails", "breaks"]
    assert [r["id"] for r in report["improvements"]] == ["better"]
    assert report["added"] == ["fresh"] and report["removed"] == ["gone"]
    assert report["unchanged"] == 2
    assert report["mean_delta"] == pytest.approx(report["new_mean"] - report["base_mean"], abs=1e-4)
    allowed = run_evalctl("compare", str(base), str(new), "--max-regressions", "3")
    assert allowed.returncode == 0
    assert "regressions: 3" in allowed.stdout
    lenient = run_evalctl("compare", str(base), str(new), "--max-drop", "0.25", "--json")
    assert [r["id"] for r in json.loads(lenient.stdout)["regressions"]] == ["now-fails", "breaks"]


# -- configuration file ------------------------------------------------------------------------


def run_in(directory: Path, *args: str, env: dict[str, str] | None = None) -> Ran:
    return run_cli(*args, env=env, cwd=directory)


def test_config_file_sets_options_and_the_command_line_wins(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text(
        'min = 0.99\nmarkdown = "from-config.md"\n[noise.scoring]\n'
        "penalties = { majorIssuePerItem = 0.0 }\n"
    )
    from_file = run_in(tmp_path, "run", "noise", BUNDLED, "--json")
    document = json.loads(from_file.stdout)
    assert document["thresholds"]["min"] == 0.99
    assert all(c["details"]["penalty"] == 0.0 for c in document["cases"])
    assert (tmp_path / "from-config.md").exists()
    overridden = run_in(tmp_path, "run", "noise", BUNDLED, "--json", "--min", "0")
    assert json.loads(overridden.stdout)["thresholds"]["min"] == 0.0


def test_environment_outranks_the_file_and_the_command_line_outranks_both(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text('model = "openai/gpt-4o-mini"\n')
    needs_key = run_in(tmp_path, "run", "noise", BUNDLED)
    assert needs_key.returncode == 2 and "OPENAI_API_KEY" in needs_key.stderr
    env_wins = run_in(tmp_path, "run", "noise", BUNDLED, env={"EVALCTL_MODEL": "local"})
    assert env_wins.returncode == 0
    cli_wins = run_in(
        tmp_path,
        "run",
        "noise",
        BUNDLED,
        "--model",
        "openai/gpt-4o-mini",
        env={"EVALCTL_MODEL": "local"},
    )
    assert cli_wins.returncode == 2


@pytest.mark.parametrize(
    ("file", "text", "message"),
    [
        ("evalctl.toml", "minimum = 0.8\n", "unknown key 'minimum'"),
        ("evalctl.toml", "[noise]\nweights = 1\n", "unknown key 'noise.weights'"),
        ("evalctl.toml", 'concurrency = "many"\n', "'concurrency' must be an integer"),
        ("pyproject.toml", "[tool.evalctl]\nretry = 3\n", "unknown key 'tool.evalctl.retry'"),
    ],
)
def test_config_errors_name_the_key_and_exit_2(
    tmp_path: Path, file: str, text: str, message: str
) -> None:
    (tmp_path / file).write_text(text)
    result = run_in(tmp_path, "run", "noise", BUNDLED, "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert message in result.stderr


def test_pyproject_tool_table_is_read(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.evalctl]\nmin = 0.8\n')
    assert run_in(tmp_path, "run", "noise", BUNDLED).returncode == 1


# -- incremental log, interruption and --resume ------------------------------------------------


SLOW_VALID = Reply(
    body={"choices": [{"message": {"content": VALID}, "finish_reason": "stop"}]}, delay_s=0.25
)


def slow_run_args(dataset: Path, server: JudgeServer, concurrency: int, out: Path) -> list[str]:
    """`evalctl run noise` against the loopback judge, uncached, writing `out`."""
    return [
        "run",
        "noise",
        str(dataset),
        "--judge-url",
        server.url,
        "--model",
        "m",
        "--no-cache",
        "--concurrency",
        str(concurrency),
        "-o",
        str(out),
    ]


def interrupt_midway(args: list[str], server: JudgeServer, after_requests: int) -> RunRecord:
    """Run `evalctl ARGS` through the pipeline; stop it once the judge has seen enough
    requests (as Ctrl-C does), and return what it wrote."""
    scorer, dataset, *options = args[1:]
    given = options_to_config(options)

    async def scenario() -> RunRecord:
        stop = asyncio.Event()

        async def watch() -> None:
            while len(server.requests) < after_requests:
                await asyncio.sleep(0.01)
            stop.set()

        watcher = asyncio.ensure_future(watch())
        try:
            config = resolve_config(scorer, given)
            return await run_evaluation(config, dataset=dataset, stop=stop)
        finally:
            watcher.cancel()

    record = asyncio.run(scenario())
    record.close()
    return record


def options_to_config(options: list[str]) -> dict[str, Any]:
    """The few `evalctl run` flags these tests use, as run options."""
    names = {
        "--judge-url": "judge_url",
        "--model": "model",
        "--concurrency": "concurrency",
        "-o": "output",
    }
    given: dict[str, Any] = {}
    rest = iter(options)
    for flag in rest:
        if flag == "--no-cache":
            given["cache"] = False
        else:
            value = next(rest)
            given[names[flag]] = Path(value) if flag == "-o" else value
    return given


def test_interrupted_run_resumes_without_judging_any_scored_case_twice(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", marked_rows(12))
    out = tmp_path / "results.json"
    log = tmp_path / "results.json.log.jsonl"
    with JudgeServer(lambda request: SLOW_VALID) as server:
        args = slow_run_args(dataset, server, concurrency=2, out=out)
        assert interrupt_midway(args, server, after_requests=6).document.exit_code == 130
        interrupted = json.loads(out.read_text())
        assert interrupted["status"] == "interrupted" and interrupted["exit_code"] == 130
        scored_first = {c["id"] for c in interrupted["cases"] if c["score"] is not None}
        assert 0 < len(scored_first) < 12
        logged = [json.loads(line) for line in log.read_text().splitlines()]
        assert logged[0]["log"] == "evalctl-case-log/2"
        assert {c["id"] for c in logged[1:]} >= scored_first

        first_run_requests = len(server.requests)
        resumed = run_evalctl(*args, "--resume", "--json")
        assert resumed.returncode == 0, resumed.stderr
        second_run = {marker(r) for r in server.requests[first_run_requests:]}
        assert not second_run & {f"[C{c[1:]}]" for c in scored_first}
        document = json.loads(resumed.stdout)
        assert document["status"] == "complete"
        assert [c["id"] for c in document["cases"]] == [f"c{i}" for i in range(12)]
        assert all(c["score"] == 0.85 for c in document["cases"])
        assert not log.exists()  # the complete document now holds every case


def test_explicit_log_is_kept_and_holds_every_case(tmp_path: Path) -> None:
    log = tmp_path / "cases.jsonl"
    result = run_evalctl("run", "noise", BUNDLED, "--log", str(log))
    assert result.returncode == 0
    lines = log.read_text().splitlines()
    assert json.loads(lines[0])["scorer"] == "noise"
    assert len(lines) == 1 + 26


def test_resume_refuses_the_log_of_another_run(tmp_path: Path) -> None:
    log = tmp_path / "cases.jsonl"
    run_evalctl("run", "noise", BUNDLED, "--log", str(log), "--shard", "1/2")
    result = run_evalctl("run", "noise", BUNDLED, "--log", str(log), "--resume")
    assert result.returncode == 2
    assert "the log is of another run" in result.stderr


def test_config_file_can_name_the_output_and_the_shard(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text('output = "out.json"\nshard = "2/2"\n')
    assert run_in(tmp_path, "run", "noise", BUNDLED).returncode == 0
    assert json.loads((tmp_path / "out.json").read_text())["shard"] == {"index": 2, "count": 2}


def test_compare_refuses_an_interrupted_or_shard_document_unless_allowed(tmp_path: Path) -> None:
    whole = tmp_path / "whole.json"
    shard = tmp_path / "shard.json"
    run_evalctl("run", "noise", BUNDLED, "-o", str(whole))
    run_evalctl("run", "noise", BUNDLED, "--shard", "1/2", "-o", str(shard))
    interrupted = tmp_path / "interrupted.json"
    interrupted.write_text(
        whole.read_text().replace('"status": "complete"', '"status": "interrupted"')
    )
    for partial, words in ((shard, "shard 1/2 of a run"), (interrupted, "an interrupted run")):
        refused = run_evalctl("compare", str(whole), str(partial))
        assert refused.returncode == 2, refused.stderr
        assert words in refused.stderr and "--allow-partial" in refused.stderr
        allowed = run_evalctl("compare", str(whole), str(partial), "--allow-partial", "--json")
        assert allowed.returncode == 0, allowed.stderr


def test_merge_takes_two_spellings_of_one_dataset_path_as_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a"), noise_row(id="b")])
    monkeypatch.chdir(tmp_path)
    one, two = tmp_path / "1.json", tmp_path / "2.json"
    run_evalctl("run", "noise", "./d.jsonl", "--shard", "1/2", "-o", str(one))
    run_evalctl("run", "noise", "d.jsonl", "--shard", "2/2", "-o", str(two))
    merged = run_evalctl("merge", str(one), str(two), "--json")
    assert merged.returncode == 0, merged.stderr
    assert [c["id"] for c in json.loads(merged.stdout)["cases"]] == ["a", "b"]
    assert dataset.exists()
