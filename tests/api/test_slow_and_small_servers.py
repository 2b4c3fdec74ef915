"""Judge servers people run locally (llama.cpp): small contexts, slow generation that does not
stop when the client gives up, and usage that must add up to every request sent."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from tests.support.analyses import VALID
from tests.support.cli import document, judged_noise_run, run_cli
from tests.support.judge_server import JudgeServer, Recorded, Reply, chat_reply, error_reply
from tests.support.noise_rows import noise_row, write_jsonl

CONTEXT_ERROR = (
    "Requested tokens (2650) exceed context window of 2048"  # llama-cpp-python's wording
)


def test_each_step_asks_for_room_sized_to_its_answer_unless_max_tokens_is_set(
    tmp_path: Path,
) -> None:
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id="a")])
    with JudgeServer(lambda request: chat_reply(VALID)) as server:
        run_cli(*judged_noise_run(dataset, server.url, "--no-cache"))
        run_cli(*judged_noise_run(dataset, server.url, "--no-cache", "--max-tokens", "300"))
        asked = [request.body["max_tokens"] for request in server.requests]
    assert asked == [900, 300]


def test_a_context_length_error_is_a_case_error_naming_its_size_and_is_not_retried(
    tmp_path: Path,
) -> None:
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id="a"), noise_row(id="b")])
    with JudgeServer(lambda request: error_reply(400, CONTEXT_ERROR)) as server:
        ran = run_cli(*judged_noise_run(dataset, server.url, "--no-cache", "--json"))
        requests = len(server.requests)
    doc = document(ran)
    assert ran.returncode == 3
    assert requests == 2, "one request a case: no retry can make the case shorter"
    error = doc["cases"][0]["error"]
    assert error.startswith("the case is too long for the context of the judge at ")
    assert "characters (about" in error and "plus 900 tokens for the answer" in error
    assert doc["usage"]["judge_calls"] == 2


def test_a_timeout_waits_once_more_without_resending_and_lowers_the_concurrency(
    tmp_path: Path,
) -> None:
    """The server keeps generating an abandoned answer (llama-cpp-python does not cancel it),
    so a resend would only pile up work: a timed-out request gets one more period on the same
    connection, then fails; repeated timeouts lower the requests in flight."""
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id=f"c{i}") for i in range(4)])
    with JudgeServer(lambda request: Reply(delay_s=1.0, body={})) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--timeout", "0.2", "--retries", "5", "--concurrency", "4",
        )  # fmt: skip
        requests = len(server.requests)
    doc = document(ran)
    assert ran.returncode == 3
    assert requests == 4, "one request a case, waited on twice, never resent"
    assert doc["usage"]["judge_calls"] == 4 and doc["usage"]["retries"] == 0
    assert "no answer within 0.2 s, waited 2 times (after 0 retries)" in doc["cases"][0]["error"]
    assert "timed out 3 times in a row: requests in flight lowered from 4 to 2" in ran.stderr


def test_usage_counts_failed_retried_and_truncated_requests(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id="a"), noise_row(id="b")])
    lock = threading.Lock()
    truncated_once: set[str] = set()

    def judge(request: Recorded) -> Reply:
        if "Nice" in request.prompt:  # case b: always failing
            return error_reply(500, "out of memory")
        with lock:
            first = "a" not in truncated_once
            truncated_once.add("a")
        usage = {"prompt_tokens": 100, "completion_tokens": 40}
        if first:
            reply = chat_reply('{"dimensions": [', finish_reason="length")
        else:
            reply = chat_reply(VALID)
        reply.body["usage"] = usage
        return reply

    dataset = write_jsonl(
        tmp_path / "cases.jsonl",
        [noise_row(id="a"), noise_row(id="b", output="The capital of France is Nice.")],
    )
    with JudgeServer(judge) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"), "--retries", "2"
        )
        requests = len(server.requests)
    doc = document(ran)
    usage = doc["usage"]
    assert requests == 2 + 3  # a: truncated, then whole; b: three tries
    assert usage["judge_calls"] == 5 and usage["retries"] == 2
    assert usage["prompt_tokens"] == 200 and usage["completion_tokens"] == 80
    by_id = {case["id"]: case for case in doc["cases"]}
    assert by_id["a"]["usage"] == {"judge_calls": 2, "prompt_tokens": 200, "completion_tokens": 80}
    assert by_id["b"]["usage"] == {"judge_calls": 3, "retries": 2}
    assert "try `json_mode` object or prompt, or a lower `max_tokens`" in by_id["b"]["error"]
    assert "try --json-mode object or prompt, or a lower --max-tokens" in ran.stderr


def test_usage_survives_resume(tmp_path: Path) -> None:
    dataset = write_jsonl(
        tmp_path / "cases.jsonl",
        [noise_row(id="a"), noise_row(id="b", output="The capital of France is Nice.")],
    )
    log, out = tmp_path / "run.log.jsonl", tmp_path / "out.json"
    failing = {"on": True}

    def judge(request: Recorded) -> Reply:
        if failing["on"] and "Nice" in request.prompt:
            return error_reply(503, "busy")
        return chat_reply(VALID)

    with JudgeServer(judge) as server:
        args = judged_noise_run(
            dataset, server.url, "--no-cache", "--log", str(log), "-o", str(out)
        )
        first = run_cli(*args, "--retries", "1")
        assert first.returncode == 3
        assert json.loads(out.read_text())["usage"]["judge_calls"] == 1 + 2
        failing["on"] = False
        second = run_cli(*args, "--resume")
        assert second.returncode == 0, second.stderr
        assert len(server.requests) == 4
    assert json.loads(out.read_text())["usage"]["judge_calls"] == 4


def test_re_asks_stop_when_the_judge_never_fixes_its_answers(tmp_path: Path) -> None:
    """A model too small for the schema fails the re-ask as well: after three such re-asks in
    a row, the rest of the run asks each case once (one request, not two, per case)."""
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id=f"c{i}") for i in range(6)])
    with JudgeServer(lambda request: chat_reply('{"dimensions": "not a list"}')) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--concurrency", "1",
        )  # fmt: skip
        requests = len(server.requests)
    doc = document(ran)
    assert ran.returncode == 3 and doc["summary"]["errors"] == 6
    assert requests == 3 * 2 + 3 * 1
    assert doc["usage"]["judge_calls"] == 9
    assert "no more re-asks this run" in ran.stderr
    assert "no re-ask: the judge's re-asks kept failing this run" in doc["cases"][5]["error"]


def test_a_re_ask_that_works_keeps_re_asks_going(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id=f"c{i}") for i in range(5)])
    with JudgeServer(
        lambda request: chat_reply(VALID if "did not match" in request.prompt else "no json")
    ) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--concurrency", "1",
        )  # fmt: skip
        requests = len(server.requests)
    assert ran.returncode == 0, ran.stderr
    assert requests == 10


def test_answers_cut_short_stop_getting_more_room_when_it_never_helps(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id=f"c{i}") for i in range(6)])
    rambling = chat_reply('{"dimensions": [{"dimension": "content_accuracy", "impactLevel": "',
                          finish_reason="length")  # fmt: skip
    with JudgeServer(lambda request: rambling) as server:
        run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--concurrency", "1",
        )  # fmt: skip
        room = [request.body["max_tokens"] for request in server.requests]
    # Re-asks and more room share one record of second chances: the first case gets twice the
    # room and a re-ask, the second twice the room (three second chances that did not help);
    # after that every case is asked once, with the step's room.
    assert room == [900, 1800, 900] + [900, 1800] + [900] * 4


def test_a_server_that_answers_one_request_at_a_time_is_not_timed_out_for_its_queue(
    tmp_path: Path,
) -> None:
    """llama-cpp-python answers one request at a time and queues the others: eight requests
    of 0.3 s each in flight make the last wait 2.4 s, but none should time out at 1 s."""
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id=f"c{i}") for i in range(8)])
    one_at_a_time = threading.Lock()

    def serial(request: Recorded) -> Reply:
        with one_at_a_time:
            time.sleep(0.3)
        return chat_reply(VALID)

    with JudgeServer(serial) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--timeout", "1", "--concurrency", "8",
        )  # fmt: skip
        requests = len(server.requests)
    assert ran.returncode == 0, ran.stderr
    assert requests == 8, "one request a case: waiting in the server's queue is not a timeout"
    assert "timed out" not in ran.stderr


def test_a_hung_request_times_out_on_time_while_the_others_are_answered(tmp_path: Path) -> None:
    """On a server that answers in parallel, the other requests' answers do not excuse a
    request that hangs: it times out (and its one retry too) instead of waiting for it."""
    rows = [noise_row(id=f"c{i}") for i in range(5)]
    rows.append(noise_row(id="hung", output="The capital of France is Nice."))
    dataset = write_jsonl(tmp_path / "cases.jsonl", rows)

    def judge(request: Recorded) -> Reply:
        if "Nice" in request.prompt:
            return Reply(delay_s=3.0, body=chat_reply(VALID).body)  # answers, but too late
        return Reply(delay_s=0.1, body=chat_reply(VALID).body)

    with JudgeServer(judge) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--timeout", "0.5", "--concurrency", "6",
        )  # fmt: skip
    doc = document(ran)
    by_id = {case["id"]: case for case in doc["cases"]}
    assert by_id["hung"]["error"].startswith(f"the judge at {server.url} did not answer")
    assert "no answer within 0.5 s" in by_id["hung"]["error"]
    assert all(by_id[f"c{i}"]["error"] is None for i in range(5))


def test_an_answer_that_comes_during_the_extra_period_is_used(tmp_path: Path) -> None:
    """A slow answer (0.35 s against a 0.2 s timeout) arrives while the request is given its
    one more period: the case is scored from that one request."""
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id="a")])
    with JudgeServer(lambda request: Reply(delay_s=0.35, body=chat_reply(VALID).body)) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"), "--timeout", "0.2"
        )
        requests = len(server.requests)
    doc = document(ran)
    assert ran.returncode == 0, ran.stderr
    assert requests == 1
    assert doc["usage"]["judge_calls"] == 1 and doc["usage"]["retries"] == 0


def test_re_asks_in_flight_count_against_the_limit(tmp_path: Path) -> None:
    """With eight requests in flight, eight failed answers arrive before any re-ask's result:
    re-asks already sent count, so a judge that never fixes its answers gets three, not
    eight."""
    dataset = write_jsonl(tmp_path / "cases.jsonl", [noise_row(id=f"c{i}") for i in range(12)])
    not_fixable = Reply(delay_s=0.1, body=chat_reply('{"dimensions": "not a list"}').body)
    with JudgeServer(lambda request: not_fixable) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url, "--no-cache", "--json"),
            "--concurrency", "8",
        )  # fmt: skip
        re_asks = sum("did not match" in request.prompt for request in server.requests)
        requests = len(server.requests)
    assert ran.returncode == 3
    assert re_asks == 3 and requests == 12 + 3
