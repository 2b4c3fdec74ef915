"""The two wire protocols: OpenAI chat completions and Anthropic messages.

Each builds a request body from chat messages and decodes a response into text, a truncation
flag and token counts. No I/O here: judges/client.py sends what these build.
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass, field
from typing import Any, Literal

from evalctl.judges.base import ChatMessage
from evalctl.judges.providers import WireProtocol

JsonMode = Literal["schema", "object", "prompt"]
JSON_MODE_FALLBACK: tuple[JsonMode, ...] = ("schema", "object", "prompt")
ANTHROPIC_VERSION = "2023-06-01"


@dataclass(frozen=True, slots=True)
class WireRequest:
    """`body` plus `encoded_fields`: body fields already encoded as JSON text (the response
    format with its schema is the same for every case, so it is encoded once per run)."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    encoded_fields: dict[str, str] = field(default_factory=dict)

    def encode(self) -> bytes:
        text = json.dumps(self.body, separators=(",", ":"))
        if self.encoded_fields:
            extra = ",".join(f"{json.dumps(k)}:{v}" for k, v in self.encoded_fields.items())
            text = text[:-1] + ("," if self.body else "") + extra + "}"
        return text.encode()


@dataclass(frozen=True, slots=True)
class WireAnswer:
    text: str
    truncated: bool
    prompt_tokens: int
    completion_tokens: int
    model: str | None = None
    """The model the server says answered (some servers ignore the one asked for)."""


class WireFormatError(ValueError):
    """The server's reply is not a response of the protocol (not a judge answer at all)."""


_ENCODED_SCHEMAS: dict[int, tuple[dict[str, Any], str]] = {}


def encoded_schema(schema: dict[str, Any]) -> str:
    """A step's JSON schema as compact JSON text, encoded once per schema object (the schemas
    are module constants; the stored reference keeps the id from being reused)."""
    entry = _ENCODED_SCHEMAS.get(id(schema))
    if entry is None or entry[0] is not schema:
        entry = _ENCODED_SCHEMAS[id(schema)] = (schema, json.dumps(schema, separators=(",", ":")))
    return entry[1]


def schema_instruction(schema_name: str, schema: dict[str, Any]) -> str:
    return _schema_instruction(schema_name, encoded_schema(schema))


@functools.lru_cache(maxsize=32)
def _schema_instruction(schema_name: str, schema_json: str) -> str:
    return (
        f"Answer with one JSON object (the {schema_name}) that validates against this JSON "
        f"schema, and nothing else:\n{schema_json}"
    )


def build_request(
    protocol: WireProtocol,
    model: str,
    messages: list[ChatMessage],
    *,
    temperature: float,
    seed: int | None,
    max_tokens: int,
    json_mode: JsonMode,
    schema_name: str,
    schema: dict[str, Any],
) -> WireRequest:
    """The path, protocol headers (no credentials) and JSON body of one judge call."""
    if json_mode in ("prompt", "object") or protocol == "anthropic":
        # JSON mode alone says "some JSON object": the prompt carries the shape.
        messages = _with_schema_in_system(messages, schema_name, schema)
    if protocol == "anthropic":
        system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
        body: dict[str, Any] = {
            "model": model,
            "max_tokens": max_tokens,
            "temperature": temperature,
            "messages": [m for m in messages if m["role"] != "system"],
        }
        if system:
            body["system"] = system
        return WireRequest("/messages", {"anthropic-version": ANTHROPIC_VERSION}, body)
    body = {
        "model": model,
        "messages": messages,
        "temperature": temperature,
        "max_tokens": max_tokens,
    }
    if seed is not None:
        body["seed"] = seed
    encoded: dict[str, str] = {}
    if json_mode == "schema":
        encoded["response_format"] = _encoded_schema_format(schema_name, encoded_schema(schema))
    elif json_mode == "object":
        body["response_format"] = {"type": "json_object"}
    return WireRequest("/chat/completions", {}, body, encoded)


@functools.lru_cache(maxsize=32)
def _encoded_schema_format(schema_name: str, schema_json: str) -> str:
    return (
        '{"type":"json_schema","json_schema":{"name":'
        + json.dumps(_schema_id(schema_name))
        + ',"schema":'
        + schema_json
        + ',"strict":false}}'
    )


def parse_response(protocol: WireProtocol, payload: Any) -> WireAnswer:
    """Text, truncation and token counts from a successful response body."""
    try:
        if protocol == "anthropic":
            text = "".join(
                block.get("text", "") for block in payload["content"] if block.get("type") == "text"
            )
            usage = payload.get("usage") or {}
            return WireAnswer(
                text,
                payload.get("stop_reason") == "max_tokens",
                token_count(usage.get("input_tokens")),
                token_count(usage.get("output_tokens")),
                _model_of(payload),
            )
        choice = payload["choices"][0]
        text = choice["message"].get("content") or ""
        usage = payload.get("usage") or {}
        return WireAnswer(
            text if isinstance(text, str) else json.dumps(text),
            choice.get("finish_reason") == "length",
            token_count(usage.get("prompt_tokens")),
            token_count(usage.get("completion_tokens")),
            _model_of(payload),
        )
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise WireFormatError(f"not a {protocol} response ({type(exc).__name__}: {exc})") from exc


def _model_of(payload: Any) -> str | None:
    model = payload.get("model") if isinstance(payload, dict) else None
    return model[:200] if isinstance(model, str) else None


def listed_models(payload: Any) -> list[str] | None:
    """The model ids of an OpenAI-style `GET /models` reply, or None when it is not one."""
    data = payload.get("data") if isinstance(payload, dict) else None
    if not isinstance(data, list):
        return None
    return [
        item["id"] for item in data if isinstance(item, dict) and isinstance(item.get("id"), str)
    ]


MAX_TOKEN_COUNT = 1 << 40
"""More tokens than any request uses: a larger count (1e400, Infinity) is not believed."""


def token_count(value: Any) -> int:
    """A server's token count, or 0 when it is missing or not a sane whole number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 0
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return 0
    return int(value) if 0 <= value <= MAX_TOKEN_COUNT else 0


def endpoint_path(protocol: WireProtocol) -> str:
    return "/messages" if protocol == "anthropic" else "/chat/completions"


def auth_headers(protocol: WireProtocol, key: str) -> dict[str, str]:
    if protocol == "anthropic":
        return {"x-api-key": key}
    return {"Authorization": f"Bearer {key}"}


FORMAT_REFUSALS = frozenset({400, 422, 500})
"""Statuses with which servers refuse a response format they do not support (llama-cpp-python
answers 500 for `json_schema`)."""


CONTEXT_ERRORS = frozenset({400, 413, 422, 500})
_CONTEXT_WORDS = (
    "context length",
    "context_length",
    "maximum context",
    "context window",
    "n_ctx",
    "exceeds the context",
    "exceed context",
    "too many tokens",
    "prompt is too long",
    "input is too long",
    "maximum number of tokens",
)


def mentions_context_length(error_text: str) -> bool:
    """An error that says the prompt and answer do not fit the model's context."""
    lowered = error_text.lower()
    return any(words in lowered for words in _CONTEXT_WORDS)


def mentions_response_format(error_text: str) -> bool:
    """An error that says the structured-output format is unsupported (time to fall back)."""
    lowered = error_text.lower()
    return any(
        word in lowered
        for word in (
            "response_format",
            "json_schema",
            "json_object",
            "response format",
            "structured output",
            "guided_json",
        )
    )


def _with_schema_in_system(
    messages: list[ChatMessage], schema_name: str, schema: dict[str, Any]
) -> list[ChatMessage]:
    instruction = schema_instruction(schema_name, schema)
    if messages and messages[0]["role"] == "system":
        first = {"role": "system", "content": messages[0]["content"] + "\n\n" + instruction}
        return [first, *messages[1:]]
    return [{"role": "system", "content": instruction}, *messages]


def _schema_id(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name)[:64] or "answer"
