"""The built-in offline judge (`local`, model `heuristic-v1`): no key, no network.

It answers the same JSON shapes as an LLM judge, as text, so its answers go through the same
parsing, validation and formulas (spec/LOCAL_JUDGE.md).
"""

from __future__ import annotations

import json

from evalctl.cases import NoiseCase
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest
from evalctl.judges.local.noise import analyse_noise

LOCAL_MODEL = "heuristic-v1"


class LocalJudge:
    """Deterministic, rule-based answers for the steps it knows."""

    identity = JudgeIdentity(name="local", model=LOCAL_MODEL, url=None)

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        case = request.case
        if request.step == "noise.analysis" and isinstance(case, NoiseCase):
            answer = analyse_noise(
                case.original_query,
                case.noisy_query,
                case.baseline_response,
                case.output,
                case.noise_type,
            )
            return JudgeAnswer(text=json.dumps(answer))
        raise NotImplementedError(f"the offline judge has no answer for step {request.step!r}")

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        return None
