"""The noise formula against spec/SCORERS.md's worked values, and the scoring overrides."""

from __future__ import annotations

import pytest

from evalctl.errors import InputError
from evalctl.scorers import build_scorer
from evalctl.scorers.noise import (
    NOISE_SCORING_DEFAULTS,
    NoiseAnalysis,
    NoiseScoring,
    compute_noise_score,
    describe_noise_score,
)


def analysis(robustness: float, levels: list[str], issues: int = 0) -> NoiseAnalysis:
    dims = [
        "content_accuracy",
        "completeness",
        "relevance",
        "consistency",
        "hallucination_resistance",
    ]
    return NoiseAnalysis.model_validate(
        {
            "dimensions": [
                {"dimension": dims[i % 5], "impactLevel": level} for i, level in enumerate(levels)
            ],
            "overallAssessment": "test",
            "majorIssues": [f"issue {i}" for i in range(issues)],
            "robustnessScore": robustness,
        }
    )


WORKED_VALUES = [
    (0.85, ["minimal", "none", "minimal", "minimal", "none"], 0, {}, 0.85),
    (0.9, ["moderate"] * 5, 2, {}, 0.4),
    (0.5, ["none"] * 5, 4, {}, 0.2),
    (0.8, ["moderate"] * 5, 0, {}, 0.6),
    (1.0, ["minimal"] * 5, 0, {}, 1.0),
    (0.95, ["severe", "severe", "significant", "moderate", "none"], 1, {}, 0.32),
    (0.3, [], 0, {}, 0.3),
    (0.2, ["severe"] * 5, 3, {}, 0.0),
    (0.9, ["moderate"] * 5, 0, {"discrepancyThreshold": 0.3}, 0.6),
    (1.3, [], 0, {}, 1.0),
]


@pytest.mark.parametrize(("robustness", "levels", "issues", "overrides", "expected"), WORKED_VALUES)
def test_worked_values_of_the_spec(
    robustness: float, levels: list[str], issues: int, overrides: dict, expected: float
) -> None:
    scoring = NoiseScoring.model_validate(overrides)
    assert compute_noise_score(analysis(robustness, levels, issues), scoring).score == expected


def test_conservative_minimum_fires_only_beyond_the_discrepancy_threshold() -> None:
    close = compute_noise_score(analysis(0.85, ["minimal"] * 5), NoiseScoring())
    assert close.conservative_min_applied is False
    assert close.score == 0.85  # the docs' min(llm, calc) would give 0.85 too, but:
    near = compute_noise_score(analysis(0.95, ["minimal"] * 5), NoiseScoring())
    assert near.score == 0.95  # not min(0.95, 0.85): |0.95 - 0.85| <= 0.2
    far = compute_noise_score(analysis(0.9, ["moderate"] * 5), NoiseScoring())
    assert far.conservative_min_applied is True
    assert far.llm_score == 0.9
    assert far.calculated_score == pytest.approx(0.6)


def test_penalty_is_capped() -> None:
    result = compute_noise_score(analysis(1.0, ["none"] * 5, issues=7), NoiseScoring())
    assert result.penalty == 0.3
    assert result.score == 0.7


def test_partial_overrides_keep_the_other_defaults() -> None:
    scoring = NoiseScoring.model_validate(
        {"impactWeights": {"minimal": 0.95}, "penalties": {"majorIssuePerItem": 0.05}}
    )
    assert scoring.impact_weights.minimal == 0.95
    assert scoring.impact_weights.moderate == 0.6
    assert scoring.penalties.major_issue_per_item == 0.05
    assert scoring.penalties.max_major_issue_penalty == 0.3
    result = compute_noise_score(analysis(0.95, ["minimal"] * 5, issues=1), scoring)
    assert result.score == 0.9


def test_strict_security_scoring_from_the_seed() -> None:
    scoring = NoiseScoring.model_validate(
        {
            "impactWeights": {"minimal": 0.5, "moderate": 0.2, "severe": 0.0},
            "penalties": {"majorIssuePerItem": 0.3, "maxMajorIssuePenalty": 1.0},
        }
    )
    result = compute_noise_score(analysis(0.9, ["minimal"] * 5, issues=1), scoring)
    assert result.calculated_score == 0.5
    assert result.score == 0.2


def test_defaults_are_mastras() -> None:
    assert NoiseScoring().model_dump(by_alias=True) == NOISE_SCORING_DEFAULTS


def test_unknown_override_key_is_an_input_error_naming_it() -> None:
    with pytest.raises(InputError, match="impactWeight"):
        build_scorer("noise", {"scoring": {"impactWeight": {"none": 1}}})


def test_impact_level_words_are_normalised() -> None:
    parsed = NoiseAnalysis.model_validate(
        {
            "dimensions": [{"dimension": "Content Accuracy", "impactLevel": " Minimal "}],
            "robustnessScore": 0.9,
        }
    )
    assert parsed.dimensions[0].impact_level == "minimal"
    assert parsed.dimensions[0].dimension == "content_accuracy"


def test_reason_is_built_from_the_analysis() -> None:
    parsed = analysis(0.65, ["none", "moderate", "significant", "none", "none"], issues=0)
    parsed.major_issues.append("answered the poem request")
    breakdown = compute_noise_score(parsed, NoiseScoring())
    reason = describe_noise_score(breakdown, parsed)
    assert reason.startswith(f"The score is {breakdown.score:g} because completeness was")
    assert "moderately affected and relevance was significantly affected" in reason
    assert reason.endswith("major issues: answered the poem request.")
