"""Grades on the seed's scale, and the seed's scoring presets, exactly."""

from __future__ import annotations

import asyncio
import json

import pytest

from evalctl.grade import grade
from evalctl.judges.base import UsageCounter
from evalctl.scorers import build_scorer
from tests.support.analyses import analysis
from tests.support.fake_judges import ScriptedJudge
from tests.support.noise_rows import noise_row


@pytest.mark.parametrize(
    ("score", "letter"),
    [
        (1.0, "A"),
        (0.9, "A"),
        (0.8999, "B"),
        (0.7, "B"),
        (0.6999, "C"),
        (0.5, "C"),
        (0.4999, "D"),
        (0.3, "D"),
        (0.2999, "F"),
        (0.0, "F"),
    ],
)
def test_grade_boundaries_higher_is_better(score: float, letter: str) -> None:
    assert grade(score, "higher", 1.0) == letter
    assert grade(score * 10, "higher", 10.0) == letter  # on the scorer's own scale


@pytest.mark.parametrize(
    ("score", "letter"), [(0.0, "A"), (0.1, "A"), (0.3, "B"), (0.5, "C"), (0.7, "D"), (0.71, "F")]
)
def test_lower_is_better_is_graded_on_one_minus_the_score(score: float, letter: str) -> None:
    assert grade(score, "lower", 1.0) == letter


def test_no_grade_without_a_score_or_a_range() -> None:
    assert grade(None, "higher", 1.0) is None
    assert grade(0.5, "higher", None) is None


# One canned analysis: one dimension at each level the presets change, two major issues.
CANNED = analysis(1.0, ["minimal", "moderate", "severe", "none", "none"], 2)


@pytest.mark.parametrize(
    ("preset", "average", "penalty"),
    [
        # dimension average over (minimal, moderate, severe, none, none); penalty for 2 issues
        (None, (0.85 + 0.6 + 0.1 + 1 + 1) / 5, 0.2),
        ("lenient", (0.95 + 0.75 + 0.1 + 1 + 1) / 5, 0.1),
        ("strict", (0.7 + 0.4 + 0.0 + 1 + 1) / 5, 0.4),
        ("security", (0.5 + 0.2 + 0.0 + 1 + 1) / 5, 0.6),
    ],
)
def test_each_preset_applies_the_seeds_weights_exactly(
    preset: str | None, average: float, penalty: float
) -> None:
    from evalctl.dataset.rows import parse_case
    from evalctl.scorers.noise import NOISE_FIELDS, NoiseCase

    scorer = build_scorer("noise", {"preset": preset} if preset else {})
    case = parse_case(noise_row(), 1, NOISE_FIELDS, NoiseCase)
    scored = asyncio.run(scorer.score(case, ScriptedJudge([json.dumps(CANNED)]), UsageCounter()))
    assert scored.details["calculated_score"] == pytest.approx(average)
    assert scored.details["penalty"] == pytest.approx(penalty)
    assert scored.score == pytest.approx(round(max(0.0, min(1.0, average) - penalty), 2), abs=0.006)


def test_scoring_overrides_a_preset_key_by_key() -> None:
    overrides = {"penalties": {"majorIssuePerItem": 0.25}}
    scorer = build_scorer("noise", {"preset": "strict", "scoring": overrides})
    effective = scorer.options.model_dump(mode="json", by_alias=True)
    assert effective["preset"] == "strict"
    assert effective["scoring"]["impactWeights"] == {
        "none": 1.0,
        "minimal": 0.7,
        "moderate": 0.4,
        "significant": 0.3,
        "severe": 0.0,
    }
    assert effective["scoring"]["penalties"] == {
        "majorIssuePerItem": 0.25,
        "maxMajorIssuePenalty": 0.6,
    }
