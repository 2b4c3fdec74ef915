"""A hostile or broken judge: every reply becomes a score or a case error, never a crash.

One loopback server answers each case by the marker in its output ([H3]); it counts requests.
"""

from __future__ import annotations

import gzip
import json
import zlib

import pytest

import evalctl
from tests.support.analyses import VALID
from tests.support.judge_server import JudgeServer, Recorded, Reply, chat_reply
from tests.support.noise_rows import noise_row

KEY = "sk-test-abcdefghijklmnop0123456789"
DEEP = "[" * 100_000 + "]" * 100_000


def completion(content: str, usage: str = '{"prompt_tokens": 1, "completion_tokens": 1}') -> bytes:
    message = json.dumps({"role": "assistant", "content": content})
    return (
        '{"choices": [{"index": 0, "message": ' + message + ', "finish_reason": "stop"}], '
        '"usage": ' + usage + "}"
    ).encode()


def bomb() -> bytes:
    return gzip.compress(completion(VALID) + b" " * (64 << 20))


HOSTILE: dict[str, tuple[Reply, str | None]] = {
    # marker: (the reply, None for "scores", or words of the case error)
    "tokens-1e400": (
        Reply(raw=completion(VALID, '{"prompt_tokens": 1e400, "completion_tokens": 3}')),
        None,
    ),
    "tokens-infinity": (
        Reply(raw=completion(VALID, '{"prompt_tokens": Infinity, "completion_tokens": -5}')),
        None,
    ),
    "deep-body": (Reply(raw=b'{"choices": ' + DEEP.encode() + b"}"), "nested too deeply"),
    "deep-answer": (Reply(raw=completion('{"dimensions": ' + DEEP + "}")), "did not match"),
    "bad-gzip": (
        Reply(raw=b"\x1f\x8b\x08\x00garbage", headers={"content-encoding": "gzip"}),
        "cannot be decoded",
    ),
    "bomb": (Reply(raw=bomb(), headers={"content-encoding": "gzip"}), "more than 8 MB"),
    "huge": (Reply(raw=b" " * (9 << 20) + completion(VALID)), "more than 8 MB"),
    "html": (
        Reply(raw=b"<!doctype html><h1>Welcome</h1>", headers={"content-type": "text/html"}),
        "answered HTML, not JSON",
    ),
    "redirect": (
        Reply(status=302, raw=b"", headers={"location": "https://elsewhere.example/v1"}),
        "redirected the request (HTTP 302) to https://elsewhere.example/v1",
    ),
    "echoes-key": (
        Reply(raw=completion(VALID.replace('"scripted"', json.dumps("your key is " + KEY)))),
        None,
    ),
}


def hostile(request: Recorded) -> Reply:
    for marker, (reply, _) in HOSTILE.items():
        if f"[{marker}]" in request.prompt:
            return reply
    return chat_reply(VALID)


@pytest.fixture(scope="module")
def outcome() -> tuple[evalctl.Evaluation, JudgeServer]:
    rows = [noise_row(id=marker, output=f"Paris is the capital. [{marker}]") for marker in HOSTILE]
    with JudgeServer(hostile) as server:
        env = pytest.MonkeyPatch()
        env.setenv("EVALCTL_JUDGE_API_KEY", KEY)
        try:
            result = evalctl.evaluate(
                "noise", rows, judge_url=server.url, model="m", cache=False, min_score=0.5
            )
        finally:
            env.undo()
    return result, server


@pytest.mark.parametrize("marker", list(HOSTILE))
def test_each_hostile_reply_is_a_score_or_a_case_error(
    marker: str, outcome: tuple[evalctl.Evaluation, JudgeServer]
) -> None:
    result, _ = outcome
    case = next(c for c in result.cases if c.id == marker)
    expected_error = HOSTILE[marker][1]
    if expected_error is None:
        assert case.score == 0.85 and case.error is None, case.error
    else:
        assert case.score is None and expected_error in (case.error or ""), case.error


def test_the_run_is_exit_3_and_the_key_is_nowhere(
    outcome: tuple[evalctl.Evaluation, JudgeServer],
) -> None:
    result, server = outcome
    assert result.exit_code == 3
    assert KEY not in result.model_dump_json()
    echoed = next(c for c in result.cases if c.id == "echoes-key")
    assert "your key is ***" in echoed.details["overallAssessment"]
    # Deterministic failures are not retried; every case asked at most twice (one re-ask).
    assert len(server.requests) <= 2 * len(HOSTILE)
    assert result.usage.prompt_tokens < 1 << 40  # 1e400 and Infinity were not believed


def test_a_deflate_body_is_decoded() -> None:
    body = zlib.compress(completion(VALID))
    with JudgeServer(lambda r: Reply(raw=body, headers={"content-encoding": "deflate"})) as server:
        result = evalctl.evaluate(
            "noise", [noise_row()], judge_url=server.url, model="m", cache=False
        )
    assert result.cases[0].score == 0.85


def test_a_key_echoed_in_a_successful_answer_is_in_no_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.support.cli import judged_noise_run, run_cli
    from tests.support.noise_rows import write_jsonl

    echo = completion(VALID.replace('"scripted"', json.dumps("proxy saw key " + KEY)))
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row(id="a"), noise_row(id="b")])
    out, junit, markdown, log = (tmp_path / n for n in ("o.json", "j.xml", "m.md", "c.jsonl"))
    with JudgeServer(lambda request: Reply(raw=echo)) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url),
            "--cache-dir",
            str(tmp_path / "cache"),
            "-o",
            str(out),
            "--junit",
            str(junit),
            "--markdown",
            str(markdown),
            "--log",
            str(log),
            "--min",
            "0.9",
            env={"EVALCTL_JUDGE_API_KEY": KEY},
        )
    assert ran.returncode == 1, ran.stderr
    assert "proxy saw key ***" in out.read_text()
    for path in (out, junit, markdown, log, *sorted((tmp_path / "cache").iterdir())):
        assert KEY.encode() not in path.read_bytes(), path
    assert KEY not in ran.stdout + ran.stderr
