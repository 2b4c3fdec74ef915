"""Faithfulness: the share of the output's claims that the context supports.

Two judge calls: extract claims, then one verdict per claim. Zero claims scores 0 with no
verdict call (an empty output makes no call at all). evalctl improves on Mastra when the judge
returns a different number of verdicts than claims: it re-asks once; if the count still differs,
missing verdicts count as `unsure` and the denominator stays the number of claims, so a judge
cannot raise the score by saying less (spec/SCORERS.md).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel

from evalctl.cases import FaithfulnessCase
from evalctl.judges.base import Judge, JudgeRequest, UsageCounter
from evalctl.judges.structured import EnumWord, ask_structured
from evalctl.prompts.faithfulness import (
    CLAIMS_PROMPT_VERSION,
    VERDICTS_PROMPT_VERSION,
    render_claims_messages,
    render_verdicts_messages,
)
from evalctl.scorers import SCORERS
from evalctl.scorers.base import CaseScore
from evalctl.scorers.verdicts import checked_scale, verdict_fraction

FaithfulnessVerdictWord = Literal["yes", "no", "unsure"]


class Claims(BaseModel):
    claims: list[str]


class FaithfulnessVerdict(BaseModel):
    verdict: Annotated[FaithfulnessVerdictWord, EnumWord]
    reason: str = ""


class FaithfulnessVerdicts(BaseModel):
    verdicts: list[FaithfulnessVerdict]


CLAIMS_SCHEMA: dict[str, Any] = Claims.model_json_schema()
VERDICTS_SCHEMA: dict[str, Any] = FaithfulnessVerdicts.model_json_schema()


def faithfulness_score(
    claims: list[str], verdicts: list[FaithfulnessVerdict], scale: float
) -> tuple[float, list[FaithfulnessVerdictWord]]:
    """The score and the verdict counted for each claim (missing ones as `unsure`)."""
    counted: list[FaithfulnessVerdictWord] = [v.verdict for v in verdicts[: len(claims)]]
    counted += ["unsure"] * (len(claims) - len(counted))
    return verdict_fraction(counted.count("yes"), len(claims), scale), counted


class FaithfulnessScorer:
    """Scores a FaithfulnessCase with a claims call and a verdicts call."""

    info = SCORERS["faithfulness"]
    case_model = FaithfulnessCase

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = checked_scale(scale)

    async def score(self, case: Any, judge: Judge, usage: UsageCounter) -> CaseScore:
        assert isinstance(case, FaithfulnessCase)
        claims: list[str] = []
        if case.output.strip():
            request = JudgeRequest(
                step="faithfulness.claims",
                case=case,
                schema_name="claims",
                json_schema=CLAIMS_SCHEMA,
                prompt_version=CLAIMS_PROMPT_VERSION,
                render=lambda: render_claims_messages(case.output, case.input),
            )
            extracted = await ask_structured(judge, request, Claims, usage)
            claims = [claim for claim in extracted.claims if claim.strip()]
        if not claims:
            return CaseScore(
                score=0.0,
                reason="The score is 0 because the output makes no claim the context "
                "could support.",
                details={"claims": [], "verdicts": [], "scale": self.scale},
            )
        verdicts = await self._verdicts(case, claims, judge, usage)
        score, counted = faithfulness_score(claims, verdicts, self.scale)
        return CaseScore(
            score=score,
            reason=describe_faithfulness(score, claims, counted),
            details={
                "claims": claims,
                "verdicts": [v.model_dump() for v in verdicts],
                "counted_verdicts": counted,
                "supported": counted.count("yes"),
                "contradicted": counted.count("no"),
                "unsure": counted.count("unsure"),
                "verdict_count_mismatch": len(verdicts) != len(claims),
                "scale": self.scale,
            },
        )

    async def _verdicts(
        self, case: FaithfulnessCase, claims: list[str], judge: Judge, usage: UsageCounter
    ) -> list[FaithfulnessVerdict]:
        request = JudgeRequest(
            step="faithfulness.verdicts",
            case=case,
            schema_name="verdicts",
            json_schema=VERDICTS_SCHEMA,
            prompt_version=VERDICTS_PROMPT_VERSION,
            render=lambda: render_verdicts_messages(case.context, claims),
            inputs={"claims": claims},
        )
        answer = await ask_structured(judge, request, FaithfulnessVerdicts, usage)
        if len(answer.verdicts) == len(claims):
            return answer.verdicts
        retry = request.with_correction(
            answer.model_dump_json(),
            f"there are {len(claims)} claims but the answer has {len(answer.verdicts)} "
            f"verdicts; give exactly one verdict per claim, in order",
        )
        second = await ask_structured(judge, retry, FaithfulnessVerdicts, usage)
        return second.verdicts


def describe_faithfulness(
    score: float, claims: list[str], counted: list[FaithfulnessVerdictWord]
) -> str:
    supported = counted.count("yes")
    parts = [f"{supported} of {len(claims)} claims are supported by the context"]
    contradicted = [c for c, v in zip(claims, counted, strict=True) if v == "no"]
    unsure = [c for c, v in zip(claims, counted, strict=True) if v == "unsure"]
    if contradicted:
        parts.append("contradicted: " + "; ".join(contradicted))
    if unsure:
        parts.append("not verifiable: " + "; ".join(unsure))
    return f"The score is {score:g} because " + "; ".join(parts) + "."
