"""`evalctl run noise` against a real loopback judge server, through the installed command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.analyses import VALID, WORKED, answer_worked_value, worked_rows
from tests.support.cli import document, judged_noise_run
from tests.support.cli import run_cli as run_evalctl
from tests.support.judge_server import (
    JudgeServer,
    Recorded,
    Reply,
    anthropic_reply,
    chat_reply,
    error_reply,
)
from tests.support.noise_rows import noise_row, write_jsonl

KEY = "sk-live-SECRET-must-not-leak-0042"


def judge_args(server: JudgeServer, cache_dir: Path, *extra: str) -> list[str]:
    return [
        "--judge-url",
        server.url,
        "--model",
        "test-model",
        "--cache-dir",
        str(cache_dir),
        "--json",
        *extra,
    ]


def test_scores_equal_the_worked_values_when_the_judge_returns_those_analyses(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = answer_worked_value
    dataset = write_jsonl(tmp_path / "d.jsonl", worked_rows())
    result = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    assert result.returncode == 0, result.stderr
    scores = [case["score"] for case in document(result)["cases"]]
    assert scores == [expected for *_, expected in WORKED]
    doc = document(result)
    assert doc["judge"] == {"name": "http", "model": "test-model", "url": judge_server.url}
    assert doc["usage"]["judge_calls"] == len(WORKED)
    assert doc["usage"]["prompt_tokens"] == 100 * len(WORKED)
    assert "offline judge" not in result.stderr


def test_a_second_run_is_served_from_the_cache(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = answer_worked_value
    dataset = write_jsonl(tmp_path / "d.jsonl", worked_rows())
    first = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    calls = len(judge_server.requests)
    second = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    assert len(judge_server.requests) == calls  # zero new requests
    assert document(second)["usage"]["cache_hits"] == len(WORKED)
    assert document(second)["usage"]["judge_calls"] == 0
    assert [c["score"] for c in document(second)["cases"]] == [
        c["score"] for c in document(first)["cases"]
    ]
    cache_file = next(cache_dir.iterdir())
    assert cache_file.stat().st_mode & 0o777 == 0o600
    no_cache = run_evalctl(
        "run", "noise", str(dataset), *judge_args(judge_server, cache_dir), "--no-cache"
    )
    assert document(no_cache)["usage"]["judge_calls"] == len(WORKED)


@pytest.mark.parametrize(
    "content",
    [
        "```json\n" + VALID + "\n```",
        "Here is the analysis you asked for:\n" + VALID + "\nI hope this helps.",
        VALID.replace('"minimal"', '"Minimal "'),
    ],
)
def test_wrapped_answers_score(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path, content: str
) -> None:
    judge_server.default = lambda request: chat_reply(content)
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    assert result.returncode == 0, result.stderr
    assert document(result)["cases"][0]["score"] == 0.85


def test_invalid_then_valid_answer_is_re_asked_once(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.script = [chat_reply('{"robustnessScore": "very"}'), chat_reply(VALID)]
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    assert document(result)["cases"][0]["score"] == 0.85
    assert len(judge_server.requests) == 2
    retry_messages = judge_server.requests[1].body["messages"]
    assert retry_messages[-2]["content"] == '{"robustnessScore": "very"}'
    assert "robustnessScore" in retry_messages[-1]["content"]


def test_an_always_invalid_judge_makes_case_errors_and_exit_3(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: chat_reply("I think the answer is fine.")
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a"), noise_row(id="b")])
    result = run_evalctl(
        "run", "noise", str(dataset), *judge_args(judge_server, cache_dir), "--min", "0.5"
    )
    assert result.returncode == 3
    doc = document(result)
    assert doc["summary"]["errors"] == 2 and doc["score"] is None
    assert all(c["score"] is None and c["passed"] is None for c in doc["cases"])
    assert "did not match its schema, even after a re-ask" in doc["cases"][0]["error"]
    assert "error: 2 cases: the judge's noise analysis answer did not match" in result.stderr
    assert not list(cache_dir.iterdir()) or _cache_is_empty(cache_dir)
    tolerated = run_evalctl(
        "run", "noise", str(dataset), *judge_args(judge_server, cache_dir), "--max-errors", "2"
    )
    assert tolerated.returncode == 0


def _cache_is_empty(cache_dir: Path) -> bool:
    import sqlite3

    path = next(p for p in cache_dir.iterdir() if p.suffix == ".sqlite3")
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM answers").fetchone()[0] == 0


def test_429_with_retry_after_and_503_are_retried(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.script = [
        error_reply(429, "slow down", {"retry-after": "0"}),
        error_reply(503, "overloaded", {"retry-after": "0"}),
        chat_reply(VALID),
    ]
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    assert result.returncode == 0, result.stderr
    assert document(result)["usage"]["retries"] == 2
    assert document(result)["cases"][0]["score"] == 0.85


def test_a_reply_slower_than_the_timeout_is_an_error(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: Reply(body={}, delay_s=2.0)
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl(
        "run",
        "noise",
        str(dataset),
        *judge_args(judge_server, cache_dir),
        "--timeout",
        "0.3",
        "--retries",
        "1",
    )
    assert result.returncode == 3
    error = document(result)["cases"][0]["error"]
    assert error == (
        f"the judge at {judge_server.url} did not answer: no answer within 0.3 s, waited 2 "
        "times (after 0 retries); a slow server: raise --timeout or lower --concurrency"
    )
    assert len(judge_server.requests) == 1, "waited on once more, not sent again"


def test_a_dropped_connection_is_retried(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.script = [Reply(drop=True)]
    judge_server.default = lambda request: chat_reply(VALID)
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl("run", "noise", str(dataset), *judge_args(judge_server, cache_dir))
    assert result.returncode == 0, result.stderr
    assert document(result)["usage"]["retries"] == 1


def test_a_refused_key_fails_fast_with_one_fix_and_never_shows_the_key(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: error_reply(401, f"Incorrect API key provided: {KEY}")
    rows = [noise_row(id=f"c{i}", output=f"Paris ({i}).") for i in range(5)]
    dataset = write_jsonl(tmp_path / "d.jsonl", rows)
    out = tmp_path / "results.json"
    result = run_evalctl(
        "run",
        "noise",
        str(dataset),
        *judge_args(judge_server, cache_dir),
        "--concurrency",
        "1",
        "-o",
        str(out),
        env={"EVALCTL_JUDGE_API_KEY": KEY},
    )
    assert result.returncode == 3
    assert len(judge_server.requests) == 1  # the breaker spared the other four cases
    assert judge_server.requests[0].headers["authorization"] == f"Bearer {KEY}"
    assert (
        f"error: 5 cases: the judge at {judge_server.url} refused the key (HTTP 401): "
        "check that EVALCTL_JUDGE_API_KEY holds a valid key for this server"
    ) in result.stderr
    for text in (result.stdout, result.stderr, out.read_text()):
        assert KEY not in text


def test_the_key_is_absent_from_output_results_and_cache(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: chat_reply(VALID)
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    out = tmp_path / "results.json"
    result = run_evalctl(
        "run",
        "noise",
        str(dataset),
        *judge_args(judge_server, cache_dir),
        "-o",
        str(out),
        env={"EVALCTL_JUDGE_API_KEY": KEY},
    )
    assert result.returncode == 0
    assert judge_server.requests[0].headers["authorization"] == f"Bearer {KEY}"
    blobs = [result.stdout, result.stderr, out.read_text()]
    blobs += [p.read_bytes().decode("latin-1") for p in cache_dir.iterdir()]
    assert all(KEY not in blob for blob in blobs)


def test_without_a_key_variable_set_no_authorization_is_sent(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: chat_reply(VALID)
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    run_evalctl(
        "run",
        "noise",
        str(dataset),
        *judge_args(judge_server, cache_dir),
        env={"OPENAI_API_KEY": KEY},
    )
    assert "authorization" not in judge_server.requests[0].headers


def test_missing_required_key_is_a_usage_error_naming_the_variable(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl("run", "noise", str(dataset), "--model", "openai/gpt-4o-mini", "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.strip() == (
        "error: the judge openai/gpt-4o-mini needs an API key: set "
        "OPENAI_API_KEY (or name another variable with --api-key-env)"
    )


def test_unsupported_json_schema_falls_back_once_per_run(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    def only_json_object(request: Recorded) -> Reply:
        if request.body.get("response_format", {}).get("type") == "json_schema":
            return error_reply(400, "response_format type json_schema is not supported")
        return chat_reply(VALID)

    judge_server.default = only_json_object
    rows = [noise_row(id=f"c{i}", output=f"Paris ({i}).") for i in range(4)]
    dataset = write_jsonl(tmp_path / "d.jsonl", rows)
    result = run_evalctl(
        "run", "noise", str(dataset), *judge_args(judge_server, cache_dir), "--concurrency", "1"
    )
    assert result.returncode == 0, result.stderr
    kinds = [r.body.get("response_format", {}).get("type") for r in judge_server.requests]
    assert kinds == ["json_schema", "json_object", "json_object", "json_object", "json_object"]


def test_anthropic_protocol_end_to_end(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: anthropic_reply(VALID)
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl(
        "run",
        "noise",
        str(dataset),
        "--model",
        "anthropic/claude-sonnet-4-5",
        "--cache-dir",
        str(cache_dir),
        "--json",
        env={"ANTHROPIC_BASE_URL": judge_server.url, "ANTHROPIC_API_KEY": KEY},
    )
    assert result.returncode == 0, result.stderr
    request = judge_server.requests[0]
    assert request.path == "/v1/messages"
    assert request.headers["x-api-key"] == KEY
    assert request.body["model"] == "claude-sonnet-4-5"
    assert document(result)["judge"]["name"] == "anthropic"
    assert document(result)["cases"][0]["score"] == 0.85


def test_judge_reasons_asks_for_a_prose_reason(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    def answer(request: Recorded) -> Reply:
        if "Explain the score" in request.prompt:
            return chat_reply(json.dumps({"reason": "The score is 0.85 because it held firm."}))
        return chat_reply(VALID)

    judge_server.default = answer
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl(
        "run", "noise", str(dataset), *judge_args(judge_server, cache_dir), "--judge-reasons"
    )
    case = document(result)["cases"][0]
    assert case["reason"] == "The score is 0.85 because it held firm."
    assert case["score"] == 0.85
    assert len(judge_server.requests) == 2


def test_unreachable_judge_is_exit_3_with_one_line(cache_dir: Path, tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a")])
    result = run_evalctl(
        *judged_noise_run(dataset, "http://127.0.0.1:9/v1"),
        "--retries",
        "0",
        "--no-cache",
        "--json",
    )
    assert result.returncode == 3
    assert (
        "error: 1 case: cannot reach the judge at http://127.0.0.1:9/v1: connection refused — "
        "is it running? (after 0 retries)"
    ) in result.stderr


def test_a_dead_judge_fails_the_remaining_cases_at_once_and_counts_its_retries(
    tmp_path: Path,
) -> None:
    import time

    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id=f"c{i}") for i in range(40)])
    started = time.monotonic()
    result = run_evalctl(
        *judged_noise_run(dataset, "http://127.0.0.1:9/v1"),
        "--retries",
        "1",
        "--concurrency",
        "2",
        "--no-cache",
        "--json",
    )
    assert time.monotonic() - started < 10  # 40 cases x 2 attempts x backoff would take longer
    assert result.returncode == 3
    doc = document(result)
    assert doc["summary"]["errors"] == 40
    assert doc["usage"]["retries"] >= 1  # retries of cases that failed in the end count
    assert all("connection refused" in c["error"] for c in doc["cases"])


def test_judge_check_reports_model_latency_and_structured_output(judge_server: JudgeServer) -> None:
    judge_server.default = lambda request: chat_reply('{"ok": true, "verdict": "yes"}')
    result = run_evalctl("judge", "check", "--judge-url", judge_server.url, "--model", "m")
    assert result.returncode == 0, result.stderr
    assert "model:    m" in result.stdout
    assert "latency:" in result.stdout
    assert "structured output: ok (schema mode)" in result.stdout


def test_judge_check_failure_is_exit_3(judge_server: JudgeServer) -> None:
    judge_server.default = lambda request: error_reply(401, "no")
    result = run_evalctl("judge", "check", "--judge-url", judge_server.url, "--model", "m")
    assert result.returncode == 3
    assert "structured output: failed" in result.stdout
    assert "refused the key" in result.stderr


def test_judge_check_on_a_refused_connection_reports_no_latency() -> None:
    result = run_evalctl(
        "judge", "check", "--judge-url", "http://127.0.0.1:9/v1", "--model", "m", "--retries", "0"
    )
    assert result.returncode == 3
    assert "latency" not in result.stdout
    assert "structured output: failed" in result.stdout
    assert "cannot reach the judge at http://127.0.0.1:9/v1: connection refused" in result.stderr
