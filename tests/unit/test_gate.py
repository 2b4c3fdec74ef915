"""Gates and exit codes (spec/CLI.md's exit-code table)."""

from __future__ import annotations

import pytest

from evalctl.exit_codes import ExitCode
from evalctl.gate import apply_gates, case_passes, case_threshold
from evalctl.results import Summary, ThresholdSettings


def summary(scored: int, passed: int, errors: int = 0, mean: float | None = 0.8) -> Summary:
    return Summary(
        total=scored + errors,
        scored=scored,
        passed=passed,
        failed=scored - passed,
        errors=errors,
        mean=mean if scored else None,
        median=None,
        min=None,
        max=None,
        stdev=None,
        pass_rate=None,
    )


def test_row_thresholds_override_the_command_line() -> None:
    settings = ThresholdSettings(min=0.8)
    assert case_threshold(settings, 0.5, None) == {"min": 0.5}
    assert case_threshold(settings, None, None) == {"min": 0.8}
    assert case_threshold(ThresholdSettings(), None, None) == {}


@pytest.mark.parametrize(
    ("score", "bounds", "expected"),
    [
        (0.8, {"min": 0.8}, True),
        (0.79, {"min": 0.8}, False),
        (0.3, {"max": 0.3}, True),
        (0.31, {"max": 0.3}, False),
        (0.5, {}, True),
    ],
)
def test_case_bounds_are_inclusive(score: float, bounds: dict, expected: bool) -> None:
    assert case_passes(score, bounds) is expected


@pytest.mark.parametrize(
    ("settings", "s", "code"),
    [
        (ThresholdSettings(min=0.8), summary(10, 10), ExitCode.OK),
        (ThresholdSettings(min=0.8), summary(10, 9), ExitCode.GATE_BREACHED),
        (ThresholdSettings(min=0.8, pass_rate=0.9), summary(10, 9), ExitCode.OK),
        (ThresholdSettings(min=0.8, pass_rate=0.95), summary(20, 19), ExitCode.OK),
        (ThresholdSettings(mean_min=0.9), summary(10, 10, mean=0.85), ExitCode.GATE_BREACHED),
        (ThresholdSettings(mean_max=0.5), summary(10, 10, mean=0.85), ExitCode.GATE_BREACHED),
        (ThresholdSettings(), summary(10, 10, errors=1), ExitCode.JUDGE_FAILED),
        (ThresholdSettings(max_errors=1), summary(10, 10, errors=1), ExitCode.OK),
        (ThresholdSettings(min=0.8), summary(10, 9, errors=3), ExitCode.GATE_BREACHED),
        (ThresholdSettings(), summary(0, 0, errors=2), ExitCode.JUDGE_FAILED),
        (ThresholdSettings(min=0.8), summary(0, 0), ExitCode.OK),
    ],
)
def test_exit_code_precedence(settings: ThresholdSettings, s: Summary, code: ExitCode) -> None:
    assert apply_gates(settings, s).exit_code == code


def test_breaches_say_what_failed() -> None:
    verdict = apply_gates(ThresholdSettings(min=0.8), summary(4, 3))
    assert verdict.breaches == [
        "1 of 4 scored cases failed their threshold (pass rate 0.75 < required 1)"
    ]
