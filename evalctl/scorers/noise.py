"""Noise sensitivity: the judge's analysis schema, Mastra's score formula, and the scorer.

The formula is the one of Mastra's implementation (spec/SCORERS.md), not of its docs: the
conservative minimum applies only when the judge's direct score and the dimension average differ
by more than the discrepancy threshold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from evalctl.cases import NoiseCase
from evalctl.judges.base import Judge, JudgeRequest, UsageCounter
from evalctl.judges.structured import EnumWord, ask_structured
from evalctl.prompts.noise import (
    NOISE_PROMPT_VERSION,
    NOISE_REASON_PROMPT_VERSION,
    render_noise_messages,
    render_reason_messages,
)
from evalctl.scorers import NOISE_SCORING_DEFAULTS, SCORERS
from evalctl.scorers.base import CaseScore
from evalctl.stats import round2

ImpactLevel = Literal["none", "minimal", "moderate", "significant", "severe"]
IMPACT_LEVELS: tuple[ImpactLevel, ...] = ("none", "minimal", "moderate", "significant", "severe")
DIMENSIONS = (
    "content_accuracy",
    "completeness",
    "relevance",
    "consistency",
    "hallucination_resistance",
)


class NoiseDimension(BaseModel):
    """One dimension of the judge's analysis (Mastra's camelCase on the wire)."""

    model_config = ConfigDict(populate_by_name=True)

    dimension: str
    impact_level: Annotated[ImpactLevel, EnumWord] = Field(alias="impactLevel")
    specific_changes: str = Field("", alias="specificChanges")
    noise_influence: str = Field("", alias="noiseInfluence")

    @field_validator("dimension", mode="before")
    @classmethod
    def _snake_case_dimension(cls, value: Any) -> Any:
        # "Content Accuracy" and "content-accuracy" name the same dimension.
        if isinstance(value, str):
            return value.strip().lower().replace(" ", "_").replace("-", "_")
        return value


class NoiseAnalysis(BaseModel):
    """The judge's answer for the analysis step."""

    model_config = ConfigDict(populate_by_name=True)

    dimensions: list[NoiseDimension]
    overall_assessment: str = Field("", alias="overallAssessment")
    major_issues: list[str] = Field(default_factory=list, alias="majorIssues")
    robustness_score: float = Field(alias="robustnessScore", allow_inf_nan=False)


_WEIGHTS: dict[str, float] = NOISE_SCORING_DEFAULTS["impactWeights"]
_PENALTIES: dict[str, float] = NOISE_SCORING_DEFAULTS["penalties"]


class ProseReason(BaseModel):
    """The judge's answer for the optional reason step."""

    reason: str = Field(min_length=1)


class ImpactWeights(BaseModel):
    """Weight of each impact level in the dimension average (Mastra's defaults)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    none: float = Field(_WEIGHTS["none"], ge=0, le=1)
    minimal: float = Field(_WEIGHTS["minimal"], ge=0, le=1)
    moderate: float = Field(_WEIGHTS["moderate"], ge=0, le=1)
    significant: float = Field(_WEIGHTS["significant"], ge=0, le=1)
    severe: float = Field(_WEIGHTS["severe"], ge=0, le=1)


class Penalties(BaseModel):
    """The major-issue penalty: per issue, and its cap."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    major_issue_per_item: float = Field(
        _PENALTIES["majorIssuePerItem"], ge=0, alias="majorIssuePerItem"
    )
    max_major_issue_penalty: float = Field(
        _PENALTIES["maxMajorIssuePenalty"], ge=0, alias="maxMajorIssuePenalty"
    )


class NoiseScoring(BaseModel):
    """Scoring overrides, with the key names of Mastra's `scoring` option."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    impact_weights: ImpactWeights = Field(default_factory=ImpactWeights, alias="impactWeights")
    penalties: Penalties = Field(default_factory=Penalties)
    discrepancy_threshold: float = Field(
        NOISE_SCORING_DEFAULTS["discrepancyThreshold"], ge=0, alias="discrepancyThreshold"
    )


@dataclass(frozen=True, slots=True)
class NoiseScoreBreakdown:
    """The score and every intermediate value a user needs to see why."""

    score: float
    llm_score: float
    calculated_score: float | None
    conservative_min_applied: bool
    penalty: float


def compute_noise_score(analysis: NoiseAnalysis, scoring: NoiseScoring) -> NoiseScoreBreakdown:
    """Mastra's noise-sensitivity formula (spec/SCORERS.md), raw floats, JS rounding at the end."""
    llm_score = min(max(analysis.robustness_score, 0.0), 1.0)
    score = llm_score
    calculated: float | None = None
    conservative = False
    if analysis.dimensions:
        weights = scoring.impact_weights
        # Left-to-right summation, as JavaScript's reduce does, for bit-identical results.
        total = 0.0
        for dimension in analysis.dimensions:
            total += getattr(weights, dimension.impact_level)
        calculated = total / len(analysis.dimensions)
        if abs(score - calculated) > scoring.discrepancy_threshold:
            conservative = calculated < score
            score = min(score, calculated)
    penalties = scoring.penalties
    penalty = min(
        len(analysis.major_issues) * penalties.major_issue_per_item,
        penalties.max_major_issue_penalty,
    )
    score = max(0.0, score - penalty)
    return NoiseScoreBreakdown(round2(score), llm_score, calculated, conservative, penalty)


_LEVEL_ADVERBS = {
    "minimal": "slightly",
    "moderate": "moderately",
    "significant": "significantly",
    "severe": "severely",
}


def describe_noise_score(breakdown: NoiseScoreBreakdown, analysis: NoiseAnalysis) -> str:
    """A reason built from the analysis, with no extra judge call (spec/SCORERS.md, Reasons)."""
    affected = [
        f"{d.dimension.replace('_', ' ')} was {_LEVEL_ADVERBS[d.impact_level]} affected"
        for d in analysis.dimensions
        if d.impact_level != "none"
    ]
    because = _join_clauses(affected) if affected else "no dimension was affected by the noise"
    reason = f"The score is {_format_score(breakdown.score)} because {because}"
    if breakdown.conservative_min_applied and breakdown.calculated_score is not None:
        reason += (
            f"; the judge's direct score {_format_score(round2(breakdown.llm_score))} was lowered"
            f" to the dimension average {_format_score(round2(breakdown.calculated_score))}"
        )
    if analysis.major_issues:
        reason += "; major issues: " + "; ".join(analysis.major_issues)
    return reason + "."


def _join_clauses(clauses: list[str]) -> str:
    if len(clauses) == 1:
        return clauses[0]
    return ", ".join(clauses[:-1]) + " and " + clauses[-1]


def _format_score(value: float) -> str:
    return f"{value:g}"


class NoiseScorer:
    """Scores a NoiseCase with one analysis call to the judge."""

    info = SCORERS["noise"]
    case_model = NoiseCase

    def __init__(self, scoring: NoiseScoring | None = None, judge_reasons: bool = False) -> None:
        self.scoring = scoring or NoiseScoring()
        self.judge_reasons = judge_reasons

    async def score(self, case: Any, judge: Judge, usage: UsageCounter) -> CaseScore:
        assert isinstance(case, NoiseCase)
        request = JudgeRequest(
            step="noise.analysis",
            case=case,
            schema_name="noise analysis",
            json_schema=NOISE_ANALYSIS_SCHEMA,
            prompt_version=NOISE_PROMPT_VERSION,
            render=lambda: render_noise_messages(
                case.original_query,
                case.noisy_query,
                case.baseline_response,
                case.output,
                case.noise_type,
            ),
        )
        analysis = await ask_structured(judge, request, NoiseAnalysis, usage)
        breakdown = compute_noise_score(analysis, self.scoring)
        reason = describe_noise_score(breakdown, analysis)
        if self.judge_reasons:
            reason = await self._ask_reason(case, breakdown.score, reason, judge, usage)
        details = noise_details(breakdown, analysis)
        details["noise_type"] = case.noise_type
        return CaseScore(score=breakdown.score, reason=reason, details=details)

    async def _ask_reason(
        self, case: NoiseCase, score: float, summary: str, judge: Judge, usage: UsageCounter
    ) -> str:
        """One more call for a prose reason (--judge-reasons); the score never depends on it."""
        request = JudgeRequest(
            step="noise.reason",
            case=case,
            schema_name="reason",
            json_schema=PROSE_REASON_SCHEMA,
            prompt_version=NOISE_REASON_PROMPT_VERSION,
            render=lambda: render_reason_messages(
                case.original_query,
                case.noisy_query,
                case.baseline_response,
                case.output,
                score,
                summary,
            ),
        )
        return (await ask_structured(judge, request, ProseReason, usage)).reason


def noise_details(breakdown: NoiseScoreBreakdown, analysis: NoiseAnalysis) -> dict[str, Any]:
    """The `details` block of a noise case in the results document."""
    return {
        "llm_score": breakdown.llm_score,
        "calculated_score": breakdown.calculated_score,
        "conservative_min_applied": breakdown.conservative_min_applied,
        "penalty": breakdown.penalty,
        "dimensions": [d.model_dump(by_alias=True) for d in analysis.dimensions],
        "majorIssues": analysis.major_issues,
        "overallAssessment": analysis.overall_assessment,
    }


NOISE_ANALYSIS_SCHEMA: dict[str, Any] = NoiseAnalysis.model_json_schema(by_alias=True)
PROSE_REASON_SCHEMA: dict[str, Any] = ProseReason.model_json_schema()
