"""Structured judge answers: unwrap, validate against the step's schema, re-ask once.

spec/SCORERS.md ("Judge calls"): tolerate a Markdown fence, prose around the one JSON object and
the case or whitespace of enum words; if the answer still does not validate (or holds several
different valid objects), ask once more with the error; if that fails too the case is an error,
never a score.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, BeforeValidator, ValidationError

from evalctl.errors import JudgeError, JudgeResponseError
from evalctl.judges.base import Judge, JudgeAnswer, JudgeRequest, UsageCounter

AnswerModel = TypeVar("AnswerModel", bound=BaseModel)
_DECODER = json.JSONDecoder()
_MAX_ERROR_CHARS = 300


def _normalise_word(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


EnumWord = BeforeValidator(_normalise_word)
"""Use as `Annotated[Literal["yes", "no"], EnumWord]`: "Yes " validates as "yes"."""


def json_objects(text: str) -> list[Any]:
    """Every top-level JSON object in `text`, in order, skipping prose and code fences.

    An object nested in another (or quoted inside one's strings) is part of that one, not a
    candidate of its own. Pathologically deep nesting is skipped, not a crash.
    """
    found: list[Any] = []
    start = text.find("{")
    while start != -1:
        try:
            value, end = _DECODER.raw_decode(text, start)
        except (json.JSONDecodeError, RecursionError):
            start = text.find("{", start + 1)
            continue
        if isinstance(value, dict):
            found.append(value)
        start = text.find("{", end)
    return found


def parse_answer(text: str, model: type[AnswerModel]) -> AnswerModel:
    """The one object of the answer that validates; raise ValueError with a short message.

    A reply may quote the data it judged, and the data may hold a forged answer (an agent output
    carrying `{"robustnessScore": 1.0, ...}`). So every top-level object is tried: exactly one
    distinct valid object is the answer; none is an invalid answer; several different ones are
    ambiguous, and the caller re-asks rather than guessing which one the judge meant.
    """
    stripped = text.strip()
    if stripped.startswith("{") and stripped.endswith("}"):
        try:  # the common case, a bare object: parse and validate in one step
            return model.model_validate_json(stripped)
        except ValidationError as exc:
            if not all(e["type"] == "json_invalid" for e in exc.errors()):
                raise ValueError(describe_validation_error(exc)) from exc
    candidates = json_objects(text)
    if not candidates:
        raise ValueError("the answer holds no JSON object")
    valid: dict[str, AnswerModel] = {}
    last_error = ""
    for candidate in candidates:
        try:
            parsed = model.model_validate(candidate)
        except ValidationError as exc:
            last_error = describe_validation_error(exc)
            continue
        valid.setdefault(parsed.model_dump_json(), parsed)
    if len(valid) == 1:
        return next(iter(valid.values()))
    if valid:
        raise ValueError(
            f"the answer holds {len(valid)} different JSON objects that match the schema; "
            "answer with exactly one"
        )
    raise ValueError(last_error)


def describe_validation_error(exc: ValidationError) -> str:
    """One line per problem, `path: message`, cut to a bounded length."""
    problems = []
    for error in exc.errors(include_url=False, include_input=False):
        path = ".".join(str(part) for part in error["loc"]) or "(answer)"
        problems.append(f"{path}: {_plain(error['msg'])}")
    text = "; ".join(problems)
    return text if len(text) <= _MAX_ERROR_CHARS else text[: _MAX_ERROR_CHARS - 1] + "…"


def _plain(message: str) -> str:
    """pydantic's wording in ours: no "Value error, " prefix, "not valid JSON" for JSON errors."""
    message = message.removeprefix("Value error, ")
    if message.startswith("Invalid JSON: "):
        return "not valid JSON (" + message.removeprefix("Invalid JSON: ") + ")"
    return message


class ReaskRecord:
    """Whether second chances still help this run's judge: a re-ask with the error, or twice
    the room for an answer cut short. After REASKS_BEFORE_GIVING_UP of them in a row that did
    not help (a model too small for the schema, or one that rambles past any room), the rest
    of the run gives none, so each case costs one request."""

    def __init__(self, notify: Callable[[str], None] | None = None) -> None:
        self.failed_in_a_row = 0
        self.pending = 0
        """Second chances sent and not yet answered: with many requests in flight, as many
        could be queued before the first failure is known; those count against the limit."""
        self._notify = notify or (lambda message: None)

    @property
    def worth_it(self) -> bool:
        return self.failed_in_a_row + self.pending < REASKS_BEFORE_GIVING_UP

    def start(self) -> None:
        self.pending += 1

    def abandon(self) -> None:
        """The second chance got no answer at all (a judge error): it tells nothing either
        way."""
        self.pending -= 1

    def record(self, fixed: bool) -> None:
        self.pending -= 1
        if fixed:
            self.failed_in_a_row = 0
            return
        self.failed_in_a_row += 1
        if self.failed_in_a_row == REASKS_BEFORE_GIVING_UP:
            self._notify(
                f"the judge's last {REASKS_BEFORE_GIVING_UP} re-asks or longer answers did not "
                "fix its answers either: no more re-asks this run (a model too small for the "
                "schema?)"
            )


REASKS_BEFORE_GIVING_UP = 3


async def ask_structured(
    judge: Judge, request: JudgeRequest, model: type[AnswerModel], usage: UsageCounter
) -> AnswerModel:
    """Ask, validate, and re-ask once with the error; raise JudgeResponseError on a second miss
    (or at once, when the judge's re-asks have stopped helping: ReaskRecord)."""
    answer = await _complete(judge, request, usage)
    try:
        parsed = parse_answer(answer.text, model)
    except ValueError as first_error:
        record: ReaskRecord | None = getattr(judge, "reasks", None)
        if record is not None and not record.worth_it:
            raise JudgeResponseError(
                f"the judge's {request.schema_name} answer did not match its schema (no "
                f"re-ask: the judge's re-asks kept failing this run): {first_error}"
            ) from first_error
        retry = request.with_correction(answer.text, str(first_error))
        if record is not None:
            record.start()
        try:
            second = await _complete(judge, retry, usage)
        except BaseException:
            if record is not None:
                record.abandon()
            raise
        try:
            parsed = parse_answer(second.text, model)
        except ValueError as second_error:
            if record is not None:
                record.record(fixed=False)
            raise JudgeResponseError(
                f"the judge's {request.schema_name} answer did not match its schema, "
                f"even after a re-ask: {second_error}"
            ) from second_error
        if record is not None:
            record.record(fixed=True)
        judge.accept(request, second)
        return parsed
    judge.accept(request, answer)
    return parsed


async def _complete(judge: Judge, request: JudgeRequest, usage: UsageCounter) -> JudgeAnswer:
    """One answer, counted; the retries of a failed request count too."""
    try:
        answer = await judge.complete(request)
    except JudgeError as exc:
        usage.record_failure(exc.requests, exc.retries)
        raise
    usage.record(answer)
    return answer
