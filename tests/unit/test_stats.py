import pytest

from evalctl.stats import mean, median, round2, stdev


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
