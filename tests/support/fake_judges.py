"""Fake judges that implement the real Judge protocol, for unit tests of scorers and the runner."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from evalctl.errors import JudgeUnreachableError
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest


class ScriptedJudge:
    """Answers with the given texts in turn and records every request it saw."""

    identity = JudgeIdentity(name="scripted")

    def __init__(self, answers: list[str]) -> None:
        self._answers = list(answers)
        self.requests: list[JudgeRequest] = []
        self.accepted: list[str] = []

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        self.requests.append(request)
        return JudgeAnswer(text=self._answers.pop(0))

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        self.accepted.append(answer.text)

    async def aclose(self) -> None:
        return None


class SlowJudge:
    """Answers after a delay chosen per case; counts how many requests are in flight at once."""

    identity = JudgeIdentity(name="slow")

    def __init__(
        self,
        answer: Callable[[JudgeRequest], str],
        delay_s: Callable[[JudgeRequest], float],
        fail_ids: frozenset[str] = frozenset(),
    ) -> None:
        self._answer = answer
        self._delay_s = delay_s
        self._fail_ids = fail_ids
        self.in_flight = 0
        self.max_in_flight = 0
        self.calls = 0
        self.accepted: list[str] = []

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        self.calls += 1
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self._delay_s(request))
            if request.case.id in self._fail_ids:
                raise JudgeUnreachableError("judge at http://127.0.0.1:9 refused the connection")
            return JudgeAnswer(text=self._answer(request))
        finally:
            self.in_flight -= 1

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        self.accepted.append(answer.text)

    async def aclose(self) -> None:
        return None
