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
