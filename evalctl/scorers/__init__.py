"""The closed registry of scorers: what each one is, and how to build it.

This module stays free of heavy imports so that `evalctl scorers` and `--help` start fast; a
scorer's implementation is imported only when a run builds it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from evalctl.errors import InputError
from evalctl.fields import FAITHFULNESS_FIELDS, HTTP_FIELDS, NOISE_FIELDS, TOXICITY_FIELDS
from evalctl.scorers.base import ScorerInfo

if TYPE_CHECKING:
    from evalctl.scorers.base import Scorer

# Mastra's defaults for the noise scorer's `scoring` option (spec/SCORERS.md); NoiseScoring
# takes its field defaults from here, so this is the one place they are written.
NOISE_SCORING_DEFAULTS: dict[str, Any] = {
    "impactWeights": {
        "none": 1.0,
        "minimal": 0.85,
        "moderate": 0.6,
        "significant": 0.3,
        "severe": 0.1,
    },
    "penalties": {"majorIssuePerItem": 0.1, "maxMajorIssuePenalty": 0.3},
    "discrepancyThreshold": 0.2,
}

SCORERS: dict[str, ScorerInfo] = {
    "noise": ScorerInfo(
        name="noise",
        summary="How robust the agent is to misinformation, distractors and injected instructions.",
        direction="higher",
        fields=NOISE_FIELDS,
        judge_calls_per_case="1 (Mastra: 2; the reason is built without a call)",
        defaults={"scoring": NOISE_SCORING_DEFAULTS},
    ),
    "faithfulness": ScorerInfo(
        name="faithfulness",
        summary="The share of the output's claims that the retrieved context supports.",
        direction="higher",
        fields=FAITHFULNESS_FIELDS,
        judge_calls_per_case="2: claims, then verdicts (0 for an empty output, 1 with no claim; "
        "Mastra: 3 with its reason call)",
        defaults={"scale": 1.0},
    ),
    "toxicity": ScorerInfo(
        name="toxicity",
        summary="The share of the output's statements that are toxic; higher is worse.",
        direction="lower",
        fields=TOXICITY_FIELDS,
        judge_calls_per_case="1 (0 for an empty output; Mastra: 2 with its reason call)",
        defaults={"scale": 1.0},
    ),
    "http": ScorerInfo(
        name="http",
        summary="A remote scorer service: POST {id, case}, expect {score, reason, details}.",
        direction="higher",
        fields=HTTP_FIELDS,
        judge_calls_per_case="1 request to --scorer-url",
        defaults={"direction": "higher (set with --direction)"},
    ),
}


def build_scorer(
    name: str,
    scoring: dict[str, Any] | None = None,
    judge_reasons: bool = False,
    scale: float = 1.0,
    direction: str = "higher",
) -> Scorer:
    """A ready scorer; `scoring` holds the noise overrides read from `--scoring`."""
    if name == "noise":
        from pydantic import ValidationError

        from evalctl.judges.structured import describe_validation_error
        from evalctl.scorers.noise import NoiseScorer, NoiseScoring

        try:
            options = NoiseScoring.model_validate(scoring or {})
        except ValidationError as exc:
            raise InputError(f"scoring overrides: {describe_validation_error(exc)}") from exc
        return NoiseScorer(options, judge_reasons)
    if name == "faithfulness":
        from evalctl.scorers.faithfulness import FaithfulnessScorer

        return FaithfulnessScorer(scale)
    if name == "toxicity":
        from evalctl.scorers.toxicity import ToxicityScorer

        return ToxicityScorer(scale)
    if name == "http":
        from evalctl.scorers.remote import RemoteScorer

        return RemoteScorer(direction)
    raise KeyError(name)
