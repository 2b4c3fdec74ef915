"""Faithfulness: the share of the output's claims that the context supports.

Two judge calls: extract claims, then one verdict per claim. Zero claims scores 0 with no
verdict call (an empty output makes no call at all). evalctl improves on Mastra when the judge
returns a different number of verdicts than claims: it re-asks once; if the count still differs,
missing verdicts count as `unsure` and the denominator stays the number of claims, so a judge
cannot raise the score by saying less (spec/SCORERS.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel

from evalctl.dataset.case import Case
from evalctl.dataset.fields import FieldSpec
from evalctl.judges.base import ChatMessage, Judge, JudgeRequest, UsageCounter
from evalctl.judges.structured import EnumWord, ask_structured
from evalctl.prompts.untrusted import DATA_RULE, delimited
from evalctl.scorers.base import CaseScore
from evalctl.scorers.verdicts import (
    OUTPUT_MAY_BE_EMPTY,
    QUESTION,
    ScaledScorer,
    verdict_fraction,
    verdict_tokens,
)

FAITHFULNESS_FIELDS: tuple[FieldSpec, ...] = (
    OUTPUT_MAY_BE_EMPTY,
    FieldSpec(
        "context",
        ("contexts", "retrieval_context", "retrievalContext"),
        required=True,
        kind="context",
    ),
    QUESTION,
)


CLAIMS_TOKENS = 800
"""A list of short claims drawn from one answer."""


class FaithfulnessCase(Case):
    """A RAG answer and the passages it should be faithful to (an empty list is allowed)."""

    output: str
    context: list[str]
    input: str | None = None


CLAIMS_PROMPT_VERSION = "faithfulness-claims/2"
VERDICTS_PROMPT_VERSION = "faithfulness-verdicts/2"

CLAIMS_SYSTEM = (
    """\
You break an AI assistant's answer into atomic claims so each can be checked on its own. \
Answer with one JSON object and nothing else. """
    + DATA_RULE
)

CLAIMS_USER = """\
{question_line}The answer to analyse:
{output}

List every claim the answer makes, one atomic statement per claim, in the answer's order:
- split compound sentences into their separate statements;
- keep speculative claims (with "may", "might", "could", "possibly") as claims, wording included;
- leave out questions, commands, greetings and statements with no factual content.
If the answer makes no claim, return an empty list.

Answer with exactly this JSON shape: {{"claims": ["...", "..."]}}"""

VERDICTS_SYSTEM = (
    """\
You check claims against a context, and nothing else: your own knowledge of the world does not \
count as support. Answer with one JSON object and nothing else. """
    + DATA_RULE
)

VERDICTS_USER = """\
The context passages:
{context}

The claims, in order:
{claims}

Give exactly one verdict per claim, in the same order ({count} verdicts):
- "yes": the context states or directly implies the claim;
- "no": the context contradicts the claim;
- "unsure": the context does not mention it, or the claim is speculative.
Give a short reason for each.

Answer with exactly this JSON shape:
{{"verdicts": [{{"verdict": "yes", "reason": "..."}}, ...]}}"""


def render_claims_messages(output: str, question: str | None) -> list[ChatMessage]:
    question_line = (
        f"The question the answer responds to:\n{delimited('question', question)}\n\n"
        if question
        else ""
    )
    user = CLAIMS_USER.format(question_line=question_line, output=delimited("answer", output))
    return [{"role": "system", "content": CLAIMS_SYSTEM}, {"role": "user", "content": user}]


def render_verdicts_messages(context: list[str], claims: list[str]) -> list[ChatMessage]:
    passages = "\n".join(delimited(f"passage_{n}", p) for n, p in enumerate(context, 1))
    numbered = "\n".join(delimited(f"claim_{n}", c) for n, c in enumerate(claims, 1))
    user = VERDICTS_USER.format(
        context=passages or "(no context passages)", claims=numbered, count=len(claims)
    )
    return [{"role": "system", "content": VERDICTS_SYSTEM}, {"role": "user", "content": user}]


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


class FaithfulnessScorer(ScaledScorer):
    """Scores a FaithfulnessCase with a claims call and a verdicts call."""

    name = "faithfulness"
    summary = "The share of the output's claims that the retrieved context supports."
    fields = FAITHFULNESS_FIELDS
    agent_answers = {"output": ("input", "input")}
    case_model = FaithfulnessCase
    judge_calls_per_case = (
        "2: claims, then verdicts (0 for an empty output, 1 with no claim; "
        "Mastra: 3 with its reason call)"
    )
    prompt_versions = (CLAIMS_PROMPT_VERSION, VERDICTS_PROMPT_VERSION)

    @classmethod
    def offline_answer(cls, step: str, case: Any, inputs: Mapping[str, Any]) -> dict[str, Any]:
        from evalctl.judges.local.faithfulness import extract_claims, judge_claims

        if step == "faithfulness.claims":
            return extract_claims(case.output)
        if step == "faithfulness.verdicts":
            return judge_claims(case.context, list(inputs["claims"]))
        return super().offline_answer(step, case, inputs)

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
                answer_tokens=CLAIMS_TOKENS,
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
            answer_tokens=verdict_tokens(len(claims)),
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
