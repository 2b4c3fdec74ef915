"""The built-in offline judge (`local`, model `heuristic-v1`): no key, no network.

It answers the same JSON shapes as an LLM judge, as text, so its answers go through the same
parsing, validation and formulas (spec/LOCAL_JUDGE.md).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from evalctl.cases import Case, FaithfulnessCase, NoiseCase, ToxicityCase
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest
from evalctl.judges.local.faithfulness import extract_claims, judge_claims
from evalctl.judges.local.noise import analyse_noise
from evalctl.judges.local.toxicity import judge_toxicity

LOCAL_MODEL = "heuristic-v1"


class LocalJudge:
    """Deterministic, rule-based answers for the steps it knows."""

    identity = JudgeIdentity(name="local", model=LOCAL_MODEL, url=None)

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        return JudgeAnswer(text=answer_text(request.step, request.case, request.inputs))

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        return None


def answer_text(step: str, case: Case, inputs: Mapping[str, Any]) -> str:
    """The offline judge's answer to one step, as the JSON text an LLM judge would send.

    A plain function of picklable values, so a helper process can compute it (local/helper.py).
    """
    return json.dumps(_answer(step, case, inputs))


def _answer(step: str, case: Case, inputs: Mapping[str, Any]) -> dict[str, Any]:
    if step == "noise.analysis" and isinstance(case, NoiseCase):
        return analyse_noise(
            case.original_query,
            case.noisy_query,
            case.baseline_response,
            case.output,
            case.noise_type,
        )
    if step == "faithfulness.claims" and isinstance(case, FaithfulnessCase):
        return extract_claims(case.output)
    if step == "faithfulness.verdicts" and isinstance(case, FaithfulnessCase):
        return judge_claims(case.context, list(inputs["claims"]))
    if step == "toxicity.verdicts" and isinstance(case, ToxicityCase):
        return judge_toxicity(case.output)
    raise NotImplementedError(f"the offline judge has no answer for step {step!r}")
