"""A scorer that is somebody else's service: POST the case, validate the score that comes back.

`evalctl run http --scorer-url URL` sends `{"id": ..., "case": {...}}` per case and expects
`{"score": number, "reason": string, "details": {...}}`. The call goes through the same poster as
the LLM judges (concurrency, retries, timeouts, breaker); a reply without a finite numeric score
is a case error, never a score. There is no re-ask: a service is code, not a model.
"""

from __future__ import annotations

import json
import math
from typing import Any

from pydantic import BaseModel, Field, ValidationError, field_validator

from evalctl.cases import RemoteCase
from evalctl.config import Secret
from evalctl.errors import JudgeResponseError
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest, UsageCounter
from evalctl.judges.poster import JsonPoster
from evalctl.judges.retry import RetryPolicy
from evalctl.judges.structured import describe_validation_error
from evalctl.scorers import SCORERS
from evalctl.scorers.base import CaseScore, ScorerInfo


class RemoteAnswer(BaseModel):
    score: float
    reason: str = ""
    details: dict[str, Any] = Field(default_factory=dict)

    @field_validator("score", mode="before")
    @classmethod
    def _finite_number(cls, value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"score must be a number, got {json.dumps(value)[:40]}")
        if not math.isfinite(value):
            raise ValueError("score must be a finite number")
        return value


class RemoteScorerService:
    """The scorer service, behind the Judge protocol so the runner treats it like a judge."""

    def __init__(
        self,
        url: str,
        *,
        concurrency: int,
        timeout_s: float,
        retry: RetryPolicy | None = None,
        api_key: Secret | None = None,
        key_env: str | None = None,
        transport: Any = None,
    ) -> None:
        self.url = url
        headers = {"Authorization": f"Bearer {api_key.reveal()}"} if api_key else {}
        self._poster = JsonPoster(
            f"the scorer service at {url}",
            concurrency=concurrency,
            timeout_s=timeout_s,
            headers=headers,
            key=api_key,
            key_env=key_env,
            retry=retry,
            transport=transport,
        )

    @property
    def identity(self) -> JudgeIdentity:
        return JudgeIdentity(name="remote", model=None, url=self.url)

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        self._poster.check_breaker()
        body = json.dumps({"id": request.case.id, "case": request.case.metadata}).encode()
        response, retries = await self._poster.post(self.url, lambda: (body, {}))
        self._poster.raise_for_status(response, "check --scorer-url")
        return JudgeAnswer(text=response.text, retries=retries)

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        await self._poster.aclose()


class RemoteScorer:
    """Scores a case by asking the scorer service (the `judge` the run was given)."""

    case_model = RemoteCase

    def __init__(self, direction: str = "higher") -> None:
        base = SCORERS["http"]
        self.info = ScorerInfo(
            name=base.name,
            summary=base.summary,
            direction="lower" if direction == "lower" else "higher",
            fields=base.fields,
            judge_calls_per_case=base.judge_calls_per_case,
            defaults=base.defaults,
        )

    async def score(self, case: Any, judge: Any, usage: UsageCounter) -> CaseScore:
        request = JudgeRequest("remote.score", case, "score", {}, "remote/1", lambda: [])
        answer = await judge.complete(request)
        usage.record(answer)
        try:
            parsed = RemoteAnswer.model_validate_json(answer.text)
        except ValidationError as exc:
            raise JudgeResponseError(
                f"{judge.identity.url} answered without a valid score: "
                f"{describe_validation_error(exc)}"
            ) from exc
        return CaseScore(score=parsed.score, reason=parsed.reason, details=parsed.details)
