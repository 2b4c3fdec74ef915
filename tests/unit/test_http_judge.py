"""HttpJudge against httpx.MockTransport: request bodies, headers, retries, fail-fast codes."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime

import httpx
import pytest

from evalctl.config import Secret
from evalctl.dataset.rows import parse_case
from evalctl.errors import JudgeAuthError, JudgeResponseError, JudgeUnreachableError
from evalctl.judges.base import JudgeRequest
from evalctl.judges.client import HttpJudge, HttpJudgeSettings
from evalctl.judges.providers import JudgeTarget
from evalctl.judges.retry import RetryPolicy, retry_after_s
from evalctl.scorers.noise import (
    NOISE_ANALYSIS_SCHEMA,
    NOISE_FIELDS,
    NoiseCase,
    render_noise_messages,
)
from tests.support.analyses import VALID
from tests.support.noise_rows import noise_row

KEY = "sk-test-DO-NOT-LEAK-1234567890"
OPENAI = JudgeTarget(
    "openai", "https://judge.example/v1", "gpt-4o-mini", "OPENAI_API_KEY", True, "openai"
)
ANTHROPIC = JudgeTarget(
    "anthropic",
    "https://anthropic.example/v1",
    "claude-sonnet-4-5",
    "ANTHROPIC_API_KEY",
    True,
    "anthropic",
)


def chat(content: str, finish: str = "stop") -> httpx.Response:
    return httpx.Response(
        200,
        json={
            "choices": [{"message": {"content": content}, "finish_reason": finish}],
            "usage": {"prompt_tokens": 7, "completion_tokens": 3},
        },
    )


def request() -> JudgeRequest:
    case = parse_case(noise_row(), 1, NOISE_FIELDS, NoiseCase)
    assert isinstance(case, NoiseCase)
    return JudgeRequest(
        "noise.analysis",
        case,
        "noise analysis",
        NOISE_ANALYSIS_SCHEMA,
        "noise/1",
        lambda: render_noise_messages(
            case.original_query, case.noisy_query, case.baseline_response, case.output, None
        ),
    )


class Harness:
    """A judge over a MockTransport whose handler replies from a list; sleeps are recorded."""

    def __init__(
        self,
        replies: list[httpx.Response | Exception],
        target: JudgeTarget = OPENAI,
        **settings: object,
    ) -> None:
        self.sent: list[httpx.Request] = []
        self.sleeps: list[float] = []
        self._replies = replies

        def handle(req: httpx.Request) -> httpx.Response:
            self.sent.append(req)
            reply = self._replies.pop(0)
            if isinstance(reply, Exception):
                raise reply
            return reply

        async def sleep(seconds: float) -> None:
            self.sleeps.append(seconds)

        policy = RetryPolicy(retries=3, base_delay_s=1.0, sleep=sleep, random=lambda: 1.0)
        self.judge = HttpJudge(
            HttpJudgeSettings(target, **settings),  # type: ignore[arg-type]
            Secret(KEY),
            policy,
            httpx.MockTransport(handle),
        )

    def ask(self) -> object:
        async def go() -> object:
            try:
                return await self.judge.complete(request())
            finally:
                await self.judge.aclose()

        return asyncio.run(go())

    def body(self, index: int = 0) -> dict:
        return json.loads(self.sent[index].content)


def test_openai_request_carries_model_messages_temperature_seed_and_schema() -> None:
    harness = Harness([chat(VALID)], seed=7)
    answer = harness.ask()
    body = harness.body()
    assert harness.sent[0].url == "https://judge.example/v1/chat/completions"
    assert harness.sent[0].headers["authorization"] == f"Bearer {KEY}"
    assert body["model"] == "gpt-4o-mini"
    assert body["temperature"] == 0.0
    assert body["seed"] == 7
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert "The noisy query" in body["messages"][1]["content"]
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"] == NOISE_ANALYSIS_SCHEMA
    assert answer.text == VALID and answer.prompt_tokens == 7 and answer.retries == 0


def test_anthropic_request_uses_messages_protocol_and_schema_in_system() -> None:
    reply = httpx.Response(
        200,
        json={
            "content": [{"type": "text", "text": VALID}],
            "stop_reason": "end_turn",
            "usage": {"input_tokens": 5, "output_tokens": 2},
        },
    )
    harness = Harness([reply], target=ANTHROPIC)
    answer = harness.ask()
    sent, body = harness.sent[0], harness.body()
    assert sent.url == "https://anthropic.example/v1/messages"
    assert sent.headers["x-api-key"] == KEY
    assert sent.headers["anthropic-version"] == "2023-06-01"
    assert "authorization" not in sent.headers
    assert [m["role"] for m in body["messages"]] == ["user"]
    assert "JSON schema" in body["system"]
    assert body["max_tokens"] > 0 and "seed" not in body
    assert answer.text == VALID and answer.completion_tokens == 2


@pytest.mark.parametrize("mode", ["object", "prompt"])
def test_json_mode_option_shapes_the_request(mode: str) -> None:
    harness = Harness([chat(VALID)], json_mode=mode)
    harness.ask()
    body = harness.body()
    if mode == "object":
        assert body["response_format"] == {"type": "json_object"}
    else:
        assert "response_format" not in body
        assert "JSON schema" in body["messages"][0]["content"]


def test_retryable_statuses_back_off_with_full_jitter_then_succeed() -> None:
    harness = Harness([httpx.Response(503), httpx.Response(502), chat(VALID)])
    answer = harness.ask()
    assert answer.retries == 2
    assert harness.sleeps == [1.0, 2.0]  # random() = 1.0: the ceilings 1 * 2**attempt


def test_retry_after_header_is_honoured_and_capped() -> None:
    harness = Harness(
        [
            httpx.Response(429, headers={"retry-after": "3"}),
            httpx.Response(429, headers={"retry-after-ms": "250"}),
            httpx.Response(429, headers={"retry-after": "3600"}),
            chat(VALID),
        ]
    )
    harness.ask()
    assert harness.sleeps == [3.0, 0.25, 60.0]


def test_dropped_connections_and_timeouts_are_retried() -> None:
    harness = Harness(
        [
            httpx.RemoteProtocolError("Server disconnected"),
            httpx.ReadTimeout("timed out"),
            chat(VALID),
        ]
    )
    assert harness.ask().retries == 2


def test_exhausted_retries_are_a_judge_error_not_a_score() -> None:
    harness = Harness([httpx.ConnectError("Connection refused")] * 4)
    with pytest.raises(JudgeUnreachableError) as caught:
        harness.ask()
    assert str(caught.value) == (
        "cannot reach the judge at https://judge.example/v1: Connection refused — is it running? "
        "(after 3 retries)"
    )
    assert len(harness.sent) == 4


def test_persistent_503_is_a_judge_error() -> None:
    harness = Harness([httpx.Response(503)] * 4)
    with pytest.raises(JudgeUnreachableError, match=r"kept failing \(HTTP 503\) after 3 retries"):
        harness.ask()


@pytest.mark.parametrize("status", [401, 403])
def test_refused_key_fails_fast_names_the_variable_and_never_the_key(status: int) -> None:
    harness = Harness([httpx.Response(status, json={"error": {"message": f"bad key {KEY}"}})])
    with pytest.raises(JudgeAuthError) as caught:
        harness.ask()
    assert len(harness.sent) == 1
    assert "OPENAI_API_KEY" in str(caught.value)
    assert KEY not in str(caught.value)


def test_after_a_refused_key_later_cases_fail_without_a_request() -> None:
    harness = Harness([httpx.Response(401)])

    async def twice() -> None:
        for _ in range(2):
            with pytest.raises(JudgeAuthError):
                await harness.judge.complete(request())

    asyncio.run(twice())
    assert len(harness.sent) == 1


def test_404_says_to_check_the_model() -> None:
    harness = Harness([httpx.Response(404, json={"error": {"message": "model not found"}})])
    with pytest.raises(JudgeResponseError, match=r"404: check --model \('gpt-4o-mini'\)"):
        harness.ask()


def test_plain_400_fails_fast_with_the_server_message_without_the_key() -> None:
    harness = Harness([httpx.Response(400, json={"error": {"message": f"context too long {KEY}"}})])
    with pytest.raises(JudgeResponseError) as caught:
        harness.ask()
    assert "rejected the request (HTTP 400): context too long ***" in str(caught.value)
    assert len(harness.sent) == 1


def test_unsupported_response_format_falls_back_once_per_run() -> None:
    unsupported = httpx.Response(
        400, json={"error": {"message": "response_format json_schema is not supported"}}
    )
    harness = Harness([unsupported, chat(VALID), chat(VALID)])

    async def two_cases() -> None:
        await harness.judge.complete(request())
        await harness.judge.complete(request())

    asyncio.run(two_cases())
    formats = [json.loads(r.content).get("response_format", {}).get("type") for r in harness.sent]
    assert formats == ["json_schema", "json_object", "json_object"]
    assert harness.judge.json_mode == "object"


def test_truncated_answer_is_retried_once_with_more_tokens() -> None:
    harness = Harness([chat('{"dimensions": [', finish="length"), chat(VALID)])
    harness.ask()
    assert harness.body(1)["max_tokens"] == 2 * harness.body(0)["max_tokens"]


def test_a_reply_that_is_not_a_completion_is_a_judge_error() -> None:
    harness = Harness([httpx.Response(200, json={"unexpected": True})])
    with pytest.raises(JudgeResponseError, match="unreadable reply"):
        harness.ask()


def test_the_key_never_shows_in_reprs() -> None:
    harness = Harness([])
    assert KEY not in repr(Secret(KEY)) and KEY not in str(Secret(KEY))
    assert KEY not in repr(harness.judge.__dict__)


def test_correction_resends_the_previous_answer_and_the_error() -> None:
    harness = Harness([chat(VALID)])
    retry = request().with_correction("not json", "the answer holds no JSON object")

    async def go() -> None:
        await harness.judge.complete(retry)
        await harness.judge.aclose()

    asyncio.run(go())
    messages = harness.body()["messages"]
    assert messages[-2] == {"role": "assistant", "content": "not json"}
    assert "the answer holds no JSON object" in messages[-1]["content"]


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"retry-after": "7"}, 7.0),
        ({"retry-after": "1.5"}, 1.5),
        ({"retry-after-ms": "1500", "retry-after": "9"}, 1.5),
        ({"retry-after": "Wed, 02 Dec 2026 10:00:30 GMT"}, 30.0),
        ({"retry-after": "soon"}, None),
        ({}, None),
    ],
)
def test_retry_after_parsing(headers: dict[str, str], expected: float | None) -> None:
    now = datetime(2026, 12, 2, 10, 0, 0, tzinfo=UTC)
    assert retry_after_s(headers, now=now) == expected


def test_backoff_without_advice_is_full_jitter_capped_at_60_s() -> None:
    policy = RetryPolicy(base_delay_s=1.0, random=lambda: 0.5)
    assert [policy.backoff_s(n) for n in range(8)] == [0.5, 1, 2, 4, 8, 16, 30, 30]
    assert RetryPolicy(random=lambda: 0.0).backoff_s(3) == 0.0
    assert RetryPolicy().backoff_s(0, {"retry-after": "120"}) == 60.0


def test_a_key_that_cannot_be_sent_fails_at_once_without_showing_it() -> None:
    harness = Harness([chat(VALID)])
    harness.judge = HttpJudge(
        HttpJudgeSettings(OPENAI),
        Secret("sk-clé-secrète"),
        RetryPolicy(retries=3),
        httpx.MockTransport(lambda request: chat(VALID)),
    )
    with pytest.raises(JudgeUnreachableError) as caught:
        harness.ask()
    message = str(caught.value)
    assert "'Authorization' header holds a character that is not ASCII" in message
    assert "check the key and the headers" in message
    assert "secr" not in message and caught.value.requests == 1
