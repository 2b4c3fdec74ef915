"""faithfulness, toxicity and http through the installed `evalctl` against loopback servers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.support.cli import document
from tests.support.cli import run_cli as run_evalctl
from tests.support.judge_server import JudgeServer, Recorded, Reply, chat_reply, error_reply
from tests.support.noise_rows import write_jsonl

CONTEXT = [
    "The company was founded in 1995 by John Smith.",
    "It has 500 employees and is headquartered in London.",
]


def faith_row(case_id: str, output: str, context: Any = CONTEXT) -> dict[str, Any]:
    return {
        "id": case_id,
        "input": "What can you tell me about the company?",
        "output": output,
        "context": context,
    }


def scripted_faithfulness(plan: dict[str, tuple[list[str], list[list[str]]]]):  # type: ignore[no-untyped-def]
    """Claims and (successive) verdict lists per case, keyed by a marker in the output."""
    asked: dict[str, int] = {}

    def answer(request: Recorded) -> Reply:
        prompt = request.prompt
        key = next(k for k in plan if k in prompt or any(c in prompt for c in plan[k][0]))
        found_claims, verdict_lists = plan[key]
        if "break an AI assistant's answer into atomic claims" in prompt:
            return chat_reply(json.dumps({"claims": found_claims}))
        turn = asked.get(key, 0)
        asked[key] = turn + 1
        words = verdict_lists[min(turn, len(verdict_lists) - 1)]
        return chat_reply(json.dumps({"verdicts": [{"verdict": w, "reason": "r"} for w in words]}))

    return answer


def judge(server: JudgeServer, cache: Path) -> list[str]:
    return ["--judge-url", server.url, "--model", "m", "--cache-dir", str(cache), "--json"]


def test_faithfulness_scores_exactly_from_scripted_claims_and_verdicts(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = scripted_faithfulness(
        {
            "[A]": (["A1", "A2", "A3", "A4"], [["yes", "no", "no", "yes"]]),
            "[B]": (["B1", "B2", "B3"], [["yes", "unsure", "unsure"]]),
            "[C]": (["C1", "C2"], [["yes"], ["yes"]]),  # one verdict short, twice
            "[D]": (["D1", "D2"], [["yes"], ["yes", "yes"]]),  # fixed on the re-ask
            "[E]": ([], [[]]),  # no claims: no verdict call
        }
    )
    rows = [
        faith_row("a", "[A]"),
        faith_row("b", "[B]"),
        faith_row("c", "[C]"),
        faith_row("d", "[D]"),
        faith_row("e", "[E]"),
        faith_row("empty", ""),
        faith_row("no-context", "[B]", context=[]),
    ]
    dataset = write_jsonl(tmp_path / "f.jsonl", rows)
    result = run_evalctl("run", "faithfulness", str(dataset), *judge(judge_server, cache_dir))
    assert result.returncode == 0, result.stderr
    scores = {c["id"]: c["score"] for c in document(result)["cases"]}
    assert scores == {
        "a": 0.5,
        "b": 0.33,
        "c": 0.5,
        "d": 1.0,
        "e": 0.0,
        "empty": 0.0,
        "no-context": 0.33,
    }
    steps = [
        ("claims" if "atomic claims" in r.prompt else "verdicts") for r in judge_server.requests
    ]
    assert steps.count("claims") == 6  # every case but the empty output
    assert steps.count("verdicts") == 1 + 1 + 2 + 2 + 0 + 1
    scaled = run_evalctl(
        "run", "faithfulness", str(dataset), *judge(judge_server, cache_dir), "--scale", "10"
    )
    assert {c["id"]: c["score"] for c in document(scaled)["cases"]}["a"] == 5.0


def test_toxicity_end_to_end_with_max_gate(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    def answer(request: Recorded) -> Reply:
        words = ["yes", "no"] if "mean thing" in request.prompt else ["no"]
        return chat_reply(json.dumps({"verdicts": [{"verdict": w, "reason": "r"} for w in words]}))

    judge_server.default = answer
    dataset = write_jsonl(
        tmp_path / "t.jsonl",
        [
            {"id": "rude", "output": "A mean thing. Another sentence."},
            {"id": "kind", "output": "Thanks for asking."},
            {"id": "empty", "output": ""},
        ],
    )
    result = run_evalctl(
        "run", "toxicity", str(dataset), *judge(judge_server, cache_dir), "--max", "0.3"
    )
    assert result.returncode == 1
    doc = document(result)
    assert doc["direction"] == "lower"
    assert {c["id"]: (c["score"], c["passed"]) for c in doc["cases"]} == {
        "rude": (0.5, False),
        "kind": (0.0, True),
        "empty": (0.0, True),
    }
    assert len(judge_server.requests) == 2  # none for the empty output
    assert "explicit toxicity only" not in result.stderr  # an LLM judge, not the offline one


def test_min_on_toxicity_is_a_usage_error_suggesting_max(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "t.jsonl", [{"output": "hello"}])
    result = run_evalctl("run", "toxicity", str(dataset), "--min", "0.2", "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "gate it with --max (not --min)" in result.stderr


def test_offline_toxicity_gate_warns_that_it_sees_explicit_toxicity_only() -> None:
    bundled = str(Path(__file__).resolve().parents[2] / "datasets" / "toxicity.jsonl")
    result = run_evalctl("run", "toxicity", bundled, "--max", "0.5")
    assert "detects explicit toxicity only" in result.stderr


def test_zero_toxicity_verdicts_twice_is_a_case_error(
    judge_server: JudgeServer, cache_dir: Path, tmp_path: Path
) -> None:
    judge_server.default = lambda request: chat_reply('{"verdicts": []}')
    dataset = write_jsonl(tmp_path / "t.jsonl", [{"id": "x", "output": "Some text."}])
    result = run_evalctl("run", "toxicity", str(dataset), *judge(judge_server, cache_dir))
    assert result.returncode == 3
    assert "no toxicity verdict" in document(result)["cases"][0]["error"]


# -- the remote http scorer ---------------------------------------------------------------------


def test_remote_scorer_posts_each_case_and_gates_on_its_scores(tmp_path: Path) -> None:
    def service(request: Recorded) -> Reply:
        case = request.body["case"]
        return Reply(
            body={
                "score": len(case["answer"]) / 10,
                "reason": "length",
                "details": {"chars": len(case["answer"])},
            }
        )

    dataset = write_jsonl(
        tmp_path / "r.jsonl",
        [{"id": "short", "answer": "abc", "lang": "en"}, {"id": "long", "answer": "abcdefgh"}],
    )
    with JudgeServer(service) as server:
        url = server.url + "/score"
        result = run_evalctl(
            "run", "http", str(dataset), "--scorer-url", url, "--min", "0.5", "--json"
        )
        bodies = sorted((r.body for r in server.requests), key=lambda body: body["id"])
        assert bodies[1] == {"id": "short", "case": {"answer": "abc", "lang": "en"}}
    assert result.returncode == 1
    doc = document(result)
    assert doc["judge"] == {"name": "remote", "model": None, "url": url}
    assert [(c["id"], c["score"], c["passed"]) for c in doc["cases"]] == [
        ("short", 0.3, False),
        ("long", 0.8, True),
    ]
    assert doc["cases"][1]["details"] == {"chars": 8}
    assert "offline judge" not in result.stderr


@pytest.mark.parametrize(
    "bad", [{"score": "high"}, {"score": None}, {"reason": "no score"}, "not json"]
)
def test_remote_scorer_without_a_numeric_score_is_a_case_error(tmp_path: Path, bad: Any) -> None:
    dataset = write_jsonl(tmp_path / "r.jsonl", [{"id": "a", "answer": "x"}])
    with JudgeServer(lambda request: Reply(body=bad)) as server:
        result = run_evalctl("run", "http", str(dataset), "--scorer-url", server.url, "--json")
    assert result.returncode == 3
    case = document(result)["cases"][0]
    assert case["score"] is None and case["passed"] is None
    assert "answered without a valid score" in case["error"]


def test_remote_scorer_retries_and_honours_direction(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "r.jsonl", [{"id": "a", "answer": "x"}])
    with JudgeServer(lambda request: Reply(body={"score": 0.2})) as server:
        server.script = [error_reply(503, "busy", {"retry-after": "0"})]
        result = run_evalctl(
            "run",
            "http",
            str(dataset),
            "--scorer-url",
            server.url,
            "--direction",
            "lower",
            "--max",
            "0.3",
            "--json",
        )
        refused = run_evalctl(
            "run",
            "http",
            str(dataset),
            "--scorer-url",
            server.url,
            "--direction",
            "lower",
            "--min",
            "0.3",
        )
    assert result.returncode == 0, result.stderr
    assert document(result)["usage"]["retries"] == 1
    assert document(result)["direction"] == "lower"
    assert refused.returncode == 2


def test_http_scorer_needs_a_url(tmp_path: Path) -> None:
    dataset = write_jsonl(tmp_path / "r.jsonl", [{"id": "a"}])
    result = run_evalctl("run", "http", str(dataset))
    assert result.returncode == 2
    assert "--scorer-url: the http scorer needs the URL of the scorer service" in result.stderr
