"""The built-in offline judge (`local`, model `heuristic-v1`): no key, no network.

It answers the same JSON shapes as an LLM judge, as text, so its answers go through the same
parsing, validation and formulas (spec/LOCAL_JUDGE.md). Which rules answer which step is each
scorer's own declaration (`Scorer.offline_answer`); a step is named `<scorer>.<step>`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from evalctl.dataset.case import Case
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest

LOCAL_MODEL = "heuristic-v1"
AnswerFunction = Callable[[str, Case, Mapping[str, Any]], str]
"""(step, case, step inputs) → the answer's JSON text; `answer_text` unless a test injects one."""


class LocalJudge:
    """Deterministic, rule-based answers for the steps the scorers declare."""

    identity = JudgeIdentity(name="local", model=LOCAL_MODEL, url=None)

    def __init__(self, answer: AnswerFunction | None = None) -> None:
        self._answer = answer or answer_text

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        return JudgeAnswer(text=self._answer(request.step, request.case, request.inputs))

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        return None


def answer_text(step: str, case: Case, inputs: Mapping[str, Any]) -> str:
    """The offline judge's answer to one step, as the JSON text an LLM judge would send.

    A plain function of picklable values, so a worker process can compute it (local/workers.py).
    """
    from evalctl.scorers import SCORERS, scorer_class

    name = step.partition(".")[0]
    if name not in SCORERS:
        raise NotImplementedError(f"the offline judge has no answer for step {step!r}")
    return json.dumps(scorer_class(name).offline_answer(step, case, inputs))
