"""HttpJudge: an LLM judge over HTTP, fast and fault-tolerant, on one shared connection pool.

Failures either disappear (retries with backoff on 429, 5xx, timeouts, dropped connections) or
become errors (JudgeError) — never scores. 401/403/404 fail fast and trip a breaker, so the
remaining cases fail at once with the same one-line fix instead of hammering the server.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from evalctl.config import Secret
from evalctl.errors import JudgeError, JudgeResponseError
from evalctl.judges.base import ChatMessage, JudgeAnswer, JudgeIdentity, JudgeRequest
from evalctl.judges.json_modes import JsonModeMemory
from evalctl.judges.poster import JsonPoster
from evalctl.judges.providers import JudgeTarget
from evalctl.judges.retry import RetryPolicy
from evalctl.judges.structured import ReaskRecord
from evalctl.judges.transport import Reply, Transport
from evalctl.judges.wire import (
    CONTEXT_ERRORS,
    FORMAT_REFUSALS,
    JSON_MODE_FALLBACK,
    JsonMode,
    WireAnswer,
    WireFormatError,
    auth_headers,
    build_request,
    endpoint_path,
    listed_models,
    mentions_context_length,
    mentions_response_format,
    parse_response,
)
from evalctl.prompts.correction import correction_messages

if TYPE_CHECKING:
    import httpx

JsonModeSetting = Literal["auto", "schema", "object", "prompt"]


class _Encoded(NamedTuple):
    """A request body as encoded for a JSON mode and an answer size."""

    mode: JsonMode
    max_tokens: int
    body: bytes
    headers: dict[str, str]


@dataclass(frozen=True, slots=True)
class HttpJudgeSettings:
    target: JudgeTarget
    temperature: float = 0.0
    seed: int | None = None
    timeout_s: float = 60.0
    max_tokens: int | None = None
    """Room for each answer; None sizes it per step (JudgeRequest.answer_tokens)."""
    json_mode: JsonModeSetting = "auto"
    concurrency: int = 8


class HttpJudge:
    """Sends JudgeRequests to an OpenAI-compatible or Anthropic endpoint."""

    def __init__(
        self,
        settings: HttpJudgeSettings,
        api_key: Secret | None,
        retry: RetryPolicy | None = None,
        transport: Transport | httpx.AsyncBaseTransport | None = None,
        mode_memory: JsonModeMemory | None = None,
        notify: Callable[[str], None] | None = None,
    ) -> None:
        target = settings.target
        self.settings = settings
        self._memory = mode_memory
        self._memory_key = f"{target.base_url} {target.model}"
        self._poster = JsonPoster(
            f"the judge at {target.base_url}",
            concurrency=settings.concurrency,
            timeout_s=settings.timeout_s,
            headers=auth_headers(target.protocol, api_key.reveal()) if api_key else {},
            key=api_key,
            key_env=target.key_env,
            retry=retry,
            transport=transport,
            final=lambda response: refuses_format(response) or exceeds_context(response),
            notify=notify,
        )
        modes: tuple[JsonMode, ...]
        if target.protocol == "anthropic" or settings.json_mode == "prompt":
            modes = ("prompt",)
        elif settings.json_mode == "auto":
            modes = JSON_MODE_FALLBACK
        else:
            modes = (settings.json_mode,)
        self._modes = modes
        self._mode_index = 0
        remembered = (
            mode_memory.recall(self._memory_key) if mode_memory and len(modes) > 1 else None
        )
        if remembered in modes:
            self._mode_index = modes.index(remembered)
        self._mode_settled = len(modes) == 1
        self.reasks = ReaskRecord(notify)
        """How this judge's second chances fare: re-asks with the error (judges/structured.py)
        and twice the room for an answer cut short (here). They share one record, so a model
        that neither fixes its answers nor finishes them stops getting either."""
        self.last_model: str | None = None
        """The model the last answer said it came from (judge check compares it)."""
        self._probing = asyncio.Lock()

    @property
    def identity(self) -> JudgeIdentity:
        target = self.settings.target
        return JudgeIdentity(
            name=target.provider or "http", model=target.model, url=target.base_url
        )

    @property
    def json_mode(self) -> JsonMode:
        """The structured-output mode in use (after any fallback)."""
        return self._modes[self._mode_index]

    def fingerprint(self, request: JudgeRequest) -> dict[str, Any]:
        """What determines the answer, for the cache key: never the key itself.

        The configured JSON mode (not the negotiated one) is used, so a rerun that has not yet
        fallen back finds the answers stored after the fallback.
        """
        target, settings = self.settings.target, self.settings
        return {
            "protocol": target.protocol,
            "base_url": target.base_url,
            "model": target.model,
            "messages": self._messages(request),
            "response_format": [settings.json_mode, request.schema_name, request.json_schema],
            "temperature": settings.temperature,
            "seed": settings.seed,
            "prompt_version": request.prompt_version,
            **({"sample": request.sample} if request.sample else {}),
        }

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        if self._mode_settled:
            return await self._complete(request)
        # Until one answer shows which JSON mode the server takes, requests go one at a time:
        # a whole first wave would otherwise be refused together (8 refusals at concurrency 8).
        async with self._probing:
            if not self._mode_settled:
                return await self._complete(request)
        return await self._complete(request)  # settled while this one waited: no more waiting

    async def _complete(self, request: JudgeRequest) -> JudgeAnswer:
        self._poster.check_breaker()
        target = self.settings.target
        messages = self._messages(request)
        max_tokens = self.settings.max_tokens or request.answer_tokens
        sent = retries = prompt_tokens = completion_tokens = 0
        grown = False
        sent_mode: list[JsonMode] = []

        def encoded(mode: JsonMode) -> _Encoded:
            wire = build_request(
                target.protocol,
                target.model,
                messages,
                temperature=self.settings.temperature,
                seed=_sample_seed(self.settings.seed, request.sample),
                max_tokens=max_tokens,
                json_mode=mode,
                schema_name=request.schema_name,
                schema=request.json_schema,
            )
            return _Encoded(mode, max_tokens, wire.encode(), wire.headers)

        # Encoded now, before waiting for a request slot: when the slot frees, the request goes
        # out at once instead of after its encoding.
        ready = encoded(self.json_mode)

        def build() -> tuple[bytes, dict[str, str]]:
            # Called once a slot is free: a JSON-mode fallback (or more room to answer) taken
            # meanwhile applies; otherwise the body encoded while waiting for the slot is sent.
            nonlocal ready
            if (ready.mode, ready.max_tokens) != (self.json_mode, max_tokens):
                ready = encoded(self.json_mode)
            sent_mode[:] = [ready.mode]
            return ready.body, ready.headers

        url = target.base_url + endpoint_path(target.protocol)
        try:
            while True:
                try:
                    response, used = await self._poster.post(url, build)
                except JudgeError as exc:  # it counted its own tries; add the earlier ones
                    exc.requests += sent
                    exc.retries += retries
                    raise
                sent += used + 1
                retries += used
                if refuses_format(response):
                    if self._falls_back(sent_mode[0]):
                        continue
                    raise JudgeResponseError(
                        f"{self._poster.where} does not support the {sent_mode[0]!r} response "
                        f"format (HTTP {response.status_code}): set `json_mode` to "
                        f"{'object or prompt' if sent_mode[0] == 'schema' else 'prompt'}"
                    )
                if exceeds_context(response):
                    raise JudgeResponseError(_too_long(messages, max_tokens, self._poster.where))
                self._poster.raise_for_status(
                    response, f"check --model ({target.model!r}) and --judge-url"
                )
                self._mode_settled = True
                answer = self._read_answer(response)
                prompt_tokens += answer.prompt_tokens
                completion_tokens += answer.completion_tokens
                if grown:  # did the room help? the shared record of second chances says
                    self.reasks.record(fixed=not answer.truncated)
                    grown = False
                elif answer.truncated and self.reasks.worth_it:
                    max_tokens, grown = max_tokens * 2, True  # one retry with room to finish
                    self.reasks.start()
                    continue
                self.last_model = answer.model
                return JudgeAnswer(
                    model=answer.model,
                    text=self._poster.scrub(answer.text),
                    prompt_tokens=prompt_tokens,
                    completion_tokens=completion_tokens,
                    retries=retries,
                    requests=sent,
                )
        except JudgeError as exc:
            if exc.requests == 0:  # raised after an answer arrived: count what was sent
                exc = _with_counts(exc, sent, retries)
                raise exc from exc.__cause__
            raise
        finally:
            if grown:  # the request with more room never answered
                self.reasks.abandon()

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        await self._poster.aclose()

    async def models(self) -> list[str] | None:
        """The models the server lists (`GET /models`), or None where it lists none."""
        response = await self._poster.get(self.settings.target.base_url + "/models")
        if response is None or response.status_code != 200:
            return None
        try:
            return listed_models(json.loads(response.content))
        except (ValueError, RecursionError):
            return None

    def _read_answer(self, response: Reply) -> WireAnswer:
        """The answer of a 2xx reply; anything else a judge could send is a case error."""
        where = self._poster.where
        content_type = response.headers.get("content-type", "")
        if "html" in content_type or response.content.lstrip()[:1] == b"<":
            raise JudgeResponseError(f"{where} answered HTML, not JSON: check the judge URL")
        try:
            return parse_response(self.settings.target.protocol, json.loads(response.content))
        except RecursionError as exc:
            raise JudgeResponseError(f"{where} sent JSON nested too deeply to read") from exc
        except (WireFormatError, ValueError) as exc:
            message = self._poster.scrub(str(exc))[:200]
            raise JudgeResponseError(f"{where} sent an unreadable reply: {message}") from exc

    def _messages(self, request: JudgeRequest) -> list[ChatMessage]:
        messages = request.render()
        if request.correction is not None:
            previous, error = request.correction
            messages = [*messages, *correction_messages(previous, error, request.json_schema)]
        return messages

    def _falls_back(self, mode: JsonMode) -> bool:
        """Step down to the next JSON mode when the server refuses the format; once per run,
        not once per case; the mode reached is remembered for the next run."""
        if mode == self._modes[-1]:
            return False
        if self.json_mode == mode:  # another request may have stepped down already
            self._mode_index += 1
            if self._memory is not None:
                self._memory.remember(self._memory_key, self.json_mode)
        return True


def refuses_format(response: Reply) -> bool:
    """A server's "I do not support that response format" (400, 422 or 500 naming it): not
    worth a retry; worth a step down to the next JSON mode."""
    return response.status_code in FORMAT_REFUSALS and mentions_response_format(response.text)


def exceeds_context(response: Reply) -> bool:
    """A server's "the prompt and the answer do not fit my context": no retry can change it."""
    return response.status_code in CONTEXT_ERRORS and mentions_context_length(response.text)


def _too_long(messages: list[ChatMessage], max_tokens: int, where: str) -> str:
    characters = sum(len(message.get("content", "")) for message in messages)
    return (
        f"the case is too long for the context of {where}: its prompt is {characters:,} "
        f"characters (about {characters // 4:,} tokens) plus {max_tokens} tokens for the "
        "answer; shorten the case, lower `max_tokens`, or use a model with a longer context"
    )


def _with_counts(error: JudgeError, requests: int, retries: int) -> JudgeError:
    """`error` carrying the requests sent for it (a copy: a breaker may keep the original)."""
    counted = type(error)(str(error))
    counted.requests, counted.retries = requests, retries
    return counted


def _sample_seed(seed: int | None, sample: int) -> int | None:
    """A fixed seed would make every sample of a question the same answer: sample k asks with
    seed + k, so repeats differ and a rerun still asks exactly the same."""
    return None if seed is None else seed + sample
