"""A scorer that is somebody else's service: POST the case, validate the score that comes back.

`evalctl run http --scorer-url URL` sends `{"id": ..., "case": {...}}` per case and expects
`{"score": number, "reason": string, "details": {...}}`. The call goes through the same poster as
the LLM judges (concurrency, retries, timeouts, breaker); a reply without a finite numeric score
is a case error, never a score. There is no re-ask: a service is code, not a model.
"""

from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field, ValidationError, field_validator

from evalctl.dataset.case import Case
from evalctl.errors import JudgeError, JudgeResponseError, UsageError
from evalctl.judges.base import Judge, JudgeAnswer, JudgeIdentity, JudgeRequest, UsageCounter
from evalctl.judges.structured import describe_validation_error
from evalctl.scorers.base import CaseScore, Scorer, ScorerOptions

if TYPE_CHECKING:
    from evalctl.config import ConnectionSettings, Secret
    from evalctl.judges.retry import RetryPolicy


REMOTE_PROTOCOL = "remote/1"


class RemoteCase(Case):
    """A case for a remote scorer service: the row's own fields travel as they are."""


class RemoteOptions(ScorerOptions):
    """`scorer_url`: the service to POST each case to; `direction`: which way is better."""

    scorer_url: str | None = None
    direction: Literal["higher", "lower"] = "higher"


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
        from evalctl.judges.poster import JsonPoster

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
        try:
            self._poster.raise_for_status(response, "check --scorer-url")
        except JudgeError as exc:
            raise _counted(exc, retries) from None
        return JudgeAnswer(
            text=self._poster.scrub(response.text), retries=retries, requests=retries + 1
        )

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        await self._poster.aclose()


class RemoteScorer(Scorer):
    """Scores a case by asking the scorer service (the judge this scorer brings)."""

    name = "http"
    summary = "A remote scorer service: POST {id, case}, expect {score, reason, details}."
    fields = ()
    case_model = RemoteCase
    options_model = RemoteOptions
    judge_calls_per_case = "1 request to the scorer_url"
    prompt_versions = (REMOTE_PROTOCOL,)

    options: RemoteOptions

    def __init__(
        self, options: ScorerOptions | None = None, *, judge_reasons: bool = False
    ) -> None:
        super().__init__(options, judge_reasons=judge_reasons)
        self.url = self.options.scorer_url
        self.direction = self.options.direction

    @property
    def max_score(self) -> float | None:
        return None  # somebody else's service: any finite score

    def own_judge(self, connection: ConnectionSettings) -> Judge:
        if not self.url:
            raise UsageError(
                "the http scorer needs the URL of the scorer service", option="scorer_url"
            )
        from evalctl.judges.retry import RetryPolicy

        return RemoteScorerService(
            self.url,
            concurrency=connection.concurrency,
            timeout_s=connection.timeout_s,
            retry=RetryPolicy(retries=connection.retries),
            api_key=connection.api_key,
            key_env=connection.api_key_env,
        )

    async def score(self, case: Any, judge: Judge, usage: UsageCounter) -> CaseScore:
        request = JudgeRequest("http.score", case, "score", {}, REMOTE_PROTOCOL, lambda: [])
        try:
            answer = await judge.complete(request)
        except JudgeError as exc:
            usage.record_failure(exc.requests, exc.retries)
            raise
        usage.record(answer)
        try:
            parsed = RemoteAnswer.model_validate_json(answer.text)
        except ValidationError as exc:
            raise JudgeResponseError(
                f"{judge.identity.url} answered without a valid score: "
                f"{describe_validation_error(exc)}"
            ) from exc
        return CaseScore(score=parsed.score, reason=parsed.reason, details=parsed.details)


def _counted(error: JudgeError, retries: int) -> JudgeError:
    """A copy of `error` carrying the requests that were sent (the breaker keeps the original)."""
    counted = type(error)(str(error))
    counted.retries, counted.requests = retries, retries + 1
    return counted
