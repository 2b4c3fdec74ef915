"""The Judge protocol: one question in, one raw text answer out.

A scorer builds a JudgeRequest for each step of its algorithm (the noise analysis, the
faithfulness claims, ...). An LLM judge sends the rendered chat messages; the built-in offline
judge reads the case fields directly. Both answer with text that goes through the same parsing
and pydantic validation (judges/structured.py), so no judge can bypass the schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from evalctl.dataset.case import Case

ChatMessage = dict[str, str]


@dataclass(frozen=True, slots=True)
class JudgeRequest:
    """One question to the judge.

    `render` builds the chat messages lazily, so a judge that does not need them (the offline
    one) never pays for the prompt.
    """

    step: str
    case: Case
    schema_name: str
    json_schema: dict[str, Any]
    prompt_version: str
    render: Callable[[], list[ChatMessage]]
    inputs: Mapping[str, Any] = field(default_factory=dict)
    """Step inputs beyond the case (the claims to verify), for judges that read them directly."""
    correction: tuple[str, str] | None = None
    """(the previous answer, what was wrong with it), set on the single re-ask."""
    sample: int = 0
    """Which repeat of the question this is (--judge-samples): a separate cache entry."""
    answer_tokens: int = 1024
    """Room for the answer (max_tokens), sized by the scorer to what this step returns; a
    `max_tokens` option replaces it."""

    def with_correction(self, previous_answer: str, error: str) -> JudgeRequest:
        return replace(self, correction=(previous_answer, error))


@dataclass(slots=True)
class JudgeAnswer:
    """A judge's raw answer and what it cost."""

    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    retries: int = 0
    requests: int = 1
    """Requests sent for this answer: retries, a truncated first try and a JSON-mode step-down
    count as well as the one that answered."""
    from_cache: bool = False
    model: str | None = None
    """The model the server says answered, when it says."""


@dataclass(frozen=True, slots=True)
class JudgeIdentity:
    """How results name the judge: `{"name": "local", "model": "heuristic-v1", "url": null}`."""

    name: str
    model: str | None = None
    url: str | None = None


class Judge(Protocol):
    """Anything that can answer a JudgeRequest with text."""

    @property
    def identity(self) -> JudgeIdentity: ...

    async def complete(self, request: JudgeRequest) -> JudgeAnswer: ...

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        """`answer` to `request` validated: a caching judge stores it (only valid answers are).

        After a successful re-ask, `request` is the original question, so a rerun finds the
        corrected answer at once.
        """
        ...

    async def aclose(self) -> None: ...


@dataclass(slots=True)
class UsageCounter:
    """Running totals of judge traffic for the `usage` block of the results."""

    judge_calls: int = 0
    cache_hits: int = 0
    retries: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def record(self, answer: JudgeAnswer) -> None:
        if answer.from_cache:
            self.cache_hits += 1
        else:
            self.judge_calls += answer.requests
        self.retries += answer.retries
        self.prompt_tokens += answer.prompt_tokens
        self.completion_tokens += answer.completion_tokens

    def record_failure(self, requests: int, retries: int) -> None:
        """A question the judge never answered: its requests were sent all the same."""
        self.judge_calls += requests
        self.retries += retries

    def add(self, other: UsageCounter) -> None:
        self.judge_calls += other.judge_calls
        self.cache_hits += other.cache_hits
        self.retries += other.retries
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens

    def nonzero(self) -> dict[str, int]:
        """The counts that are not 0: a case's usage, compact in its log line."""
        counts = {
            "judge_calls": self.judge_calls,
            "cache_hits": self.cache_hits,
            "retries": self.retries,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
        }
        return {name: count for name, count in counts.items() if count}
