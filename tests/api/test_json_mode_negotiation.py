"""Structured-output negotiation with servers like llama-cpp-python's, which answers 500 to a
`json_schema` response format: step down at once, remember, and carry the schema in the prompt."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.analyses import VALID
from tests.support.cli import document, judged_noise_run, run_cli
from tests.support.judge_server import JudgeServer, Recorded, Reply, chat_reply
from tests.support.noise_rows import noise_row, write_jsonl

LITERAL_ERROR = (
    "1 validation error for CreateChatCompletionRequest\nresponse_format.type\n  Input should "
    "be 'text' or 'json_object' [type=literal_error, input_value='json_schema']"
)


def llama_cpp_like(request: Recorded) -> Reply:
    kind = (request.body.get("response_format") or {}).get("type")
    if kind == "json_schema":
        return Reply(status=500, body={"error": {"message": LITERAL_ERROR}})
    return chat_reply(VALID)


def test_a_500_refusing_json_schema_steps_down_without_retries_and_is_remembered(
    tmp_path: Path,
) -> None:
    cache = tmp_path / "cache"
    first = write_jsonl(tmp_path / "a.jsonl", [noise_row(id=f"a{i}") for i in range(10)])
    second = write_jsonl(
        tmp_path / "b.jsonl", [noise_row(id=f"b{i}", output=f"Paris. {i}") for i in range(10)]
    )
    with JudgeServer(llama_cpp_like) as server:
        ran = run_cli(*judged_noise_run(first, server.url, "--cache-dir", str(cache), "--json"))
        assert ran.returncode == 0, ran.stderr
        assert document(ran)["summary"]["scored"] == 10
        refused = [
            r
            for r in server.requests
            if r.body.get("response_format", {}).get("type") == "json_schema"
        ]
        assert len(server.requests) == 11  # one refusal, then one request a case (v0.1: 6 each)
        assert len(refused) == 1
        object_request = next(
            r for r in server.requests if r.body.get("response_format") == {"type": "json_object"}
        )
        assert '"robustnessScore"' in object_request.body["messages"][0]["content"]  # the schema
        asked_before = len(server.requests)
        again = run_cli(*judged_noise_run(second, server.url, "--cache-dir", str(cache), "--json"))
        assert again.returncode == 0, again.stderr
        later = server.requests[asked_before:]
        assert len(later) == 10 and all(
            r.body.get("response_format") == {"type": "json_object"} for r in later
        )
    assert json.loads((cache / "json-modes.json").read_text()) == {f"{server.url} m": "object"}


def test_an_explicit_mode_the_server_refuses_says_which_mode_to_use(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    with JudgeServer(llama_cpp_like) as server:
        ran = run_cli(*judged_noise_run(dataset, server.url, "--json-mode", "schema", "--no-cache"))
        assert len(server.requests) == 1  # no retries of a refusal
    assert ran.returncode == 3
    assert (
        "does not support the 'schema' response format (HTTP 500): set --json-mode to object or prompt"
        in ran.stderr
    )


CHECK_ANSWER = '{"ok": true, "verdict": "yes"}'


def test_judge_check_fails_for_a_model_the_server_does_not_list() -> None:
    with JudgeServer(lambda r: chat_reply(CHECK_ANSWER), models=["smollm2"]) as server:
        missing = run_cli("judge", "check", "--judge-url", server.url, "--model", "no-such-model")
        listed = run_cli("judge", "check", "--judge-url", server.url, "--model", "smollm2")
    assert missing.returncode == 3
    assert "models:   smollm2" in missing.stdout
    assert "does not list the model 'no-such-model'" in missing.stderr
    assert listed.returncode == 0, listed.stderr
    assert "structured output: ok (schema mode)" in listed.stdout


def test_judge_check_warns_when_another_model_answered() -> None:
    def answer(request: Recorded) -> Reply:
        reply = chat_reply(CHECK_ANSWER)
        reply.body["model"] = "smollm2-135m"
        return reply

    with JudgeServer(answer) as server:
        ran = run_cli("judge", "check", "--judge-url", server.url, "--model", "gpt-4o")
    assert ran.returncode == 0
    assert "warning: the reply names the model 'smollm2-135m', not 'gpt-4o'" in ran.stderr


def test_judge_check_reports_the_mode_the_server_takes() -> None:
    def refuses_schema(request: Recorded) -> Reply:
        if (request.body.get("response_format") or {}).get("type") == "json_schema":
            return Reply(status=500, body={"error": {"message": LITERAL_ERROR}})
        return chat_reply(CHECK_ANSWER)

    with JudgeServer(refuses_schema) as server:
        ran = run_cli("judge", "check", "--judge-url", server.url, "--model", "m")
    assert ran.returncode == 0, ran.stderr
    assert "structured output: ok (object mode)" in ran.stdout
