import math
import random
import statistics

import pytest

from evalctl.stats import (
    binomial,
    bootstrap_mean_interval,
    mean,
    median,
    paired_difference_test,
    permutation_p_value,
    round2,
    stdev,
)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0.125, 0.13),
        (0.145, 0.15),
        (1 / 3, 0.33),
        (2 / 3, 0.67),
        (1 / 7, 0.14),
        (0.0, 0.0),
        (1.0, 1.0),
        (0.005, 0.01),
        (1.005, 1.01),
    ],
)
def test_round2_rounds_half_up_like_javascript(value: float, expected: float) -> None:
    assert round2(value) == expected


def test_round2_differs_from_python_round_on_halves() -> None:
    assert round(0.125, 2) == 0.12
    assert round2(0.125) == 0.13


def test_statistics_of_no_values_are_none() -> None:
    assert mean([]) is None
    assert median([]) is None
    assert stdev([]) is None


def test_median_of_even_count_is_mean_of_middle_values() -> None:
    assert median([0.1, 0.9, 0.5, 0.7]) == pytest.approx(0.6)


def test_stdev_is_population_stdev() -> None:
    assert stdev([0.0, 1.0]) == 0.5
    assert stdev([0.4]) == 0.0


def _table(scores: list[float]) -> dict[float, float]:
    table: dict[float, float] = {}
    for score in scores:
        table[score] = table.get(score, 0.0) + 1.0
    return table


def test_the_bootstrap_interval_is_fixed_by_the_scores_alone() -> None:
    rng = random.Random(3)
    scores = [round(rng.random(), 2) for _ in range(300)]
    interval = bootstrap_mean_interval(_table(scores), len(scores), 0.95)
    shuffled = scores[::-1]
    assert bootstrap_mean_interval(_table(shuffled), len(shuffled), 0.95) == interval
    assert interval is not None
    low, high = interval
    assert low < statistics.fmean(scores) < high
    # The half-width is about 1.96 standard errors for a mean of 300 uniform scores.
    standard_error = statistics.pstdev(scores) / math.sqrt(len(scores))
    assert (high - low) / 2 == pytest.approx(1.96 * standard_error, rel=0.15)
    narrower = bootstrap_mean_interval(_table(scores), len(scores), 0.5)
    assert narrower is not None and low < narrower[0] < narrower[1] < high


def test_the_bootstrap_interval_of_one_value_or_none() -> None:
    assert bootstrap_mean_interval(_table([0.7] * 50), 50, 0.95) == (0.7, 0.7)
    assert bootstrap_mean_interval({}, 0, 0.95) is None


def test_large_runs_resample_by_multinomial_draws_and_agree_with_direct_draws() -> None:
    rng = random.Random(5)
    scores = [round(rng.betavariate(5, 2), 2) for _ in range(20_000)]
    by_multinomial = bootstrap_mean_interval(_table(scores), len(scores), 0.95)
    assert by_multinomial is not None
    mean = statistics.fmean(scores)
    standard_error = statistics.pstdev(scores) / math.sqrt(len(scores))
    assert by_multinomial[0] == pytest.approx(mean - 1.96 * standard_error, abs=0.0008)
    assert by_multinomial[1] == pytest.approx(mean + 1.96 * standard_error, abs=0.0008)


def test_samples_widen_the_interval_by_the_judges_spread() -> None:
    # Ten cases, each judged twice as 0.4 and 1.0: the case means are all 0.7, but the judge's
    # spread is real uncertainty and the interval must show it.
    table = {0.4: 10 * 0.5, 1.0: 10 * 0.5}
    interval = bootstrap_mean_interval(table, 10, 0.95)
    assert interval is not None and interval[0] < 0.6 and interval[1] > 0.8


def test_binomial_draws_have_the_right_mean() -> None:
    rng = random.Random(1)
    for trials, p in ((10, 0.3), (1000, 0.02), (5000, 0.6)):
        draws = [binomial(rng, trials, p) for _ in range(3000)]
        assert all(0 <= draw <= trials for draw in draws)
        assert statistics.fmean(draws) == pytest.approx(trials * p, rel=0.05)


def test_a_consistent_paired_drop_is_significant_and_symmetric_noise_is_not() -> None:
    interval, p_value = paired_difference_test([-0.2] * 15 + [0.0] * 5, 0.95)
    assert p_value is not None and p_value < 0.001
    assert interval is not None and interval[0] <= -0.15 <= interval[1] < 0
    interval, p_value = paired_difference_test([0.1, -0.1] * 10, 0.95)
    assert p_value == 1.0 and interval is not None and interval[0] < 0 < interval[1]
    assert paired_difference_test([], 0.95) == (None, None)


def test_a_cases_own_samples_drop_by_an_exact_permutation_test() -> None:
    assert permutation_p_value([0.9] * 5, [0.3] * 5) == round(1 / 252, 4)
    assert permutation_p_value([0.9, 0.5], [0.5, 0.9]) > 0.5


def test_a_case_with_thousands_of_samples_uses_the_normal_limit() -> None:
    # 8,000 samples: a permutation test would take minutes; the normal limit answers at once.
    assert permutation_p_value([0.9, 0.8] * 2_000, [0.5, 0.6] * 2_000) < 0.001
    assert permutation_p_value([0.9, 0.5] * 2_000, [0.5, 0.9] * 2_000) == 0.5
    assert permutation_p_value([0.7] * 300, [0.7] * 300) == 1.0
