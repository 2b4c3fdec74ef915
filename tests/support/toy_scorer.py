"""A fifth scorer, written as a user would: one module, registered with one line.

`length`: how close the output's word count is to the row's `target_words`. The offline judge
counts the words; an LLM judge would be asked with the prompt below.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel, Field

from evalctl.dataset.case import Case
from evalctl.dataset.fields import FieldSpec
from evalctl.judges.base import ChatMessage, Judge, JudgeRequest, UsageCounter
from evalctl.judges.structured import ask_structured
from evalctl.scorers.base import CaseScore, Scorer, ScorerOptions
from evalctl.stats import round2

LOCATION = "tests.support.toy_scorer:LengthScorer"


class LengthCase(Case):
    output: str
    target_words: str
    topic: str | None = None


class LengthOptions(ScorerOptions):
    tolerance: float = Field(0.5, gt=0)


class WordCount(BaseModel):
    words: int = Field(ge=0)


def render(output: str) -> list[ChatMessage]:
    return [{"role": "user", "content": f"Count the words of <output>{output}</output>."}]


class LengthScorer(Scorer):
    name = "length"
    summary = "How close the output's length is to the row's target (a toy)."
    fields = (
        FieldSpec("output", ("answer",), required=True, kind="answer"),
        FieldSpec("target_words", ("target",), required=True),
        FieldSpec("topic"),
    )
    case_model = LengthCase
    options_model = LengthOptions
    judge_calls_per_case = "1"
    group_by: ClassVar[str | None] = "topic"
    options: LengthOptions

    async def score(self, case: Any, judge: Judge, usage: UsageCounter) -> CaseScore:
        request = JudgeRequest(
            step="length.count",
            case=case,
            schema_name="word count",
            json_schema=WordCount.model_json_schema(),
            prompt_version="length-count/1",
            render=lambda: render(case.output),
        )
        counted = await ask_structured(judge, request, WordCount, usage)
        target = int(case.target_words)
        miss = abs(counted.words - target) / max(target, 1)
        score = round2(max(0.0, 1 - miss / self.options.tolerance))
        return CaseScore(score, f"{counted.words} words for a target of {target}.", {})

    @classmethod
    def offline_answer(cls, step: str, case: Any, inputs: Mapping[str, Any]) -> dict[str, Any]:
        if step != "length.count":
            return super().offline_answer(step, case, inputs)
        return {"words": len(case.output.split())}


class BuggyScorer(LengthScorer):
    """A scorer with a bug: any case raises an unexpected exception."""

    name = "buggy"

    async def score(self, case: Any, judge: Judge, usage: UsageCounter) -> CaseScore:
        raise ZeroDivisionError("a bug in a scorer")
