"""evalctl as a library: one pipeline, the results document, no printing, any thread or loop."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import threading
from pathlib import Path
from typing import Any

import pytest

import evalctl
from evalctl.events import Notice, Progress, RunEvent
from tests.support.analyses import VALID
from tests.support.cli import document, run_cli
from tests.support.fake_judges import ScriptedJudge
from tests.support.judge_server import JudgeServer, chat_reply
from tests.support.noise_rows import noise_row, without_timings, write_jsonl

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = str(ROOT / "datasets" / "noise.jsonl")


def test_the_readme_pytest_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## As a Python library") :]
    example = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert example is not None
    monkeypatch.chdir(ROOT)  # the example names datasets/noise.jsonl, as a user's repo would
    namespace: dict[str, Any] = {}
    exec(compile(example.group(1), "README.md", "exec"), namespace)
    tests = [value for name, value in namespace.items() if name.startswith("test_")]
    assert len(tests) == 2
    for test in tests:
        test()


def test_the_document_equals_evalctl_run_json_apart_from_timings() -> None:
    result = evalctl.evaluate("noise", BUNDLED, min_score=0.8)
    ran = run_cli("run", "noise", BUNDLED, "--min", "0.8", "--json")
    assert ran.returncode == result.exit_code == 1
    assert without_timings(result.model_dump(mode="json")) == without_timings(document(ran))
    assert result.score == pytest.approx(0.8162)
    assert result.passed is False and result.status == "complete"
    adopted = next(case for case in result.cases if case.score == 0.0)
    assert adopted.passed is False and adopted.error is None and adopted.details["dimensions"]


def test_it_never_writes_to_stdout_or_stderr_and_reports_through_the_hook(
    capfd: pytest.CaptureFixture[str],
) -> None:
    events: list[RunEvent] = []
    evalctl.evaluate("noise", BUNDLED, min_score=0.8, on_event=events.append)
    evalctl.evaluate("noise", [noise_row(id="x")])  # no hook: the silent `evalctl` logger
    captured = capfd.readouterr()
    assert captured.out == "" and captured.err == ""
    notices = [e.message for e in events if isinstance(e, Notice)]
    assert any("built-in offline judge" in message for message in notices)
    progress = [e for e in events if isinstance(e, Progress)]
    assert progress[-1] == Progress(done=26, total=26, errors=0)


def test_notices_reach_the_evalctl_logger(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level("INFO", logger="evalctl"):
        evalctl.evaluate("toxicity", [{"output": "You are an idiot."}], max_score=0.5)
    messages = [record.getMessage() for record in caplog.records]
    assert any("built-in offline judge" in m for m in messages)
    assert any("explicit toxicity only" in m for m in messages)


def test_it_installs_no_signal_handler() -> None:
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    evalctl.evaluate("noise", [noise_row()])
    assert {sig: signal.getsignal(sig) for sig in before} == before


def test_it_works_from_another_thread() -> None:
    results: list[Any] = []
    thread = threading.Thread(target=lambda: results.append(evalctl.evaluate("noise", BUNDLED)))
    thread.start()
    thread.join(60)
    assert results and results[0].summary.total == 26


def test_it_works_inside_a_running_event_loop() -> None:
    async def inside() -> tuple[Any, Any]:
        synchronous = evalctl.evaluate("noise", [noise_row()], min_score=0.8)
        asynchronous = await evalctl.evaluate_async("noise", [noise_row()], min_score=0.8)
        return synchronous, asynchronous

    synchronous, asynchronous = asyncio.run(inside())
    assert synchronous.exit_code == asynchronous.exit_code == 0
    assert synchronous.cases[0].score == asynchronous.cases[0].score == 1.0


def test_invalid_input_raises_the_error_the_cli_maps_to_exit_2(tmp_path: Path) -> None:
    with pytest.raises(evalctl.DatasetError) as raised:
        evalctl.evaluate("noise", [noise_row(), {"id": "broken", "output": "x"}])
    assert str(raised.value).startswith("<cases>:2: field 'original_query' is required")
    assert raised.value.exit_code == 2
    with pytest.raises(evalctl.UsageError, match="unknown scorer 'nois'"):
        evalctl.evaluate("nois", [noise_row()])
    with pytest.raises(evalctl.UsageError, match="^min: higher scores are worse for toxicity"):
        evalctl.evaluate("toxicity", [{"output": "hi"}], min_score=0.5)


def test_an_injected_judge_answers_every_step() -> None:
    judge = ScriptedJudge([VALID, VALID])
    result = evalctl.evaluate("noise", [noise_row(id="a"), noise_row(id="b")], judge=judge)
    assert [case.score for case in result.cases] == [0.85, 0.85]
    assert result.judge.name == "scripted"
    assert len(judge.requests) == 2


def test_an_http_judge_through_the_library(tmp_path: Path) -> None:
    with JudgeServer(lambda request: chat_reply(VALID)) as server:
        result = evalctl.evaluate(
            "noise", [noise_row()], judge_url=server.url, model="m", cache=False, min_score=0.8
        )
    assert result.cases[0].score == 0.85 and result.exit_code == 0
    assert result.judge.model == "m" and len(server.requests) == 1


def test_the_config_file_and_environment_apply_and_arguments_win(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "evalctl.toml").write_text("min = 0.99\n[noise]\npass_rate = 0.5\n")
    monkeypatch.chdir(tmp_path)
    from_file = evalctl.evaluate("noise", BUNDLED)
    assert from_file.thresholds.min == 0.99 and from_file.thresholds.pass_rate == 0.5
    monkeypatch.setenv("EVALCTL_MIN", "0.7")
    assert evalctl.evaluate("noise", BUNDLED).thresholds.min == 0.7
    assert evalctl.evaluate("noise", BUNDLED, min_score=0.1).thresholds.min == 0.1


def test_scoring_overrides_as_a_dict_or_a_file(tmp_path: Path) -> None:
    rows = [noise_row(id="a", output="The capital of France is Lyon.")]
    default = evalctl.evaluate("noise", rows).cases[0].details["penalty"]
    overrides = {"penalties": {"majorIssuePerItem": 0.0}}
    assert default > 0
    assert evalctl.evaluate("noise", rows, scoring=overrides).cases[0].details["penalty"] == 0
    path = tmp_path / "scoring.json"
    path.write_text(json.dumps(overrides))
    assert evalctl.evaluate("noise", rows, scoring=str(path)).cases[0].details["penalty"] == 0


def test_public_names_are_exported_lazily() -> None:
    assert set(evalctl.__all__) >= {"evaluate", "evaluate_async", "Evaluation", "EvalctlError"}
    for name in evalctl.__all__:
        assert getattr(evalctl, name) is not None
    with pytest.raises(AttributeError):
        evalctl.no_such_name  # noqa: B018


def test_a_dataset_file_with_rows_in_memory_gives_the_same_scores(tmp_path: Path) -> None:
    rows = [noise_row(id="a"), noise_row(id="b", output="The capital of France is Lyon.")]
    from_file = evalctl.evaluate("noise", write_jsonl(tmp_path / "d.jsonl", rows))
    from_memory = evalctl.evaluate("noise", rows)
    assert [c.score for c in from_file.cases] == [c.score for c in from_memory.cases]


def test_repeated_judging_through_the_library() -> None:
    rows = [noise_row(id="a"), noise_row(id="b", output="The capital of France is Lyon.")]
    result = evalctl.evaluate(
        "noise", rows, min_score=0.5, judge_samples=3, confidence=0.9, max_flaky=0
    )
    assert [case.samples for case in result.cases] == [[1.0] * 3, [0.0] * 3]
    assert result.summary.judge_agreement == 1.0 and result.summary.flaky == 0
    assert result.summary.confidence == 0.9 and result.summary.mean_ci == [0.0, 1.0]
    assert result.sampling.judge_samples == 3
