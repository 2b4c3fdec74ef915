"""Summary statistics and JavaScript-compatible rounding, as plain functions over floats."""

import itertools
import math
import random
from collections.abc import Sequence

_EPSILON = 2.0**-52  # JavaScript's Number.EPSILON


def round2(value: float) -> float:
    """Round to two decimals the way Mastra does: Math.round((x + EPSILON) * 100) / 100.

    Python's round() rounds half to even (round(0.125, 2) == 0.12); Mastra users expect 0.13.
    See spec/SCORERS.md, "Rounding".
    """
    return math.floor((value + _EPSILON) * 100 + 0.5) / 100


def mean(values: Sequence[float]) -> float | None:
    """Arithmetic mean, or None for no values."""
    return math.fsum(values) / len(values) if values else None


def median(values: Sequence[float]) -> float | None:
    """Median (mean of the two middle values for an even count), or None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def stdev(values: Sequence[float]) -> float | None:
    """Population standard deviation: describes this run's scores (0 for one score)."""
    centre = mean(values)
    if centre is None:
        return None
    return math.sqrt(math.fsum((v - centre) ** 2 for v in values) / len(values))


BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20_261_203
"""Fixed, so the same cases always give the same interval (and a merged run the same as a
whole one: the resampling below depends on the multiset of scores, not their order)."""
_BINS = 128
"""A large run with more distinct scores than this is resampled from 128 equal-width bins, each
standing for the weighted mean of its members: the interval moves by far less than 0.0001."""
_DIRECT_UP_TO = 2_000
"""Up to this many cases a resample may be that many direct draws; beyond, one multinomial
draw over the (at most 128) distinct scores costs less."""
_DIRECT_PER_DISTINCT = 18
"""A multinomial draw costs about 18 direct draws per distinct score: with few distinct scores
(the usual case: scores have two decimals and cluster) it is the cheaper way at any size."""


def stdev_sample(values: Sequence[float]) -> float | None:
    """Population standard deviation rounded for reports (the spread of one case's samples)."""
    spread = stdev(values)
    return None if spread is None else round(spread, 4)


def bootstrap_mean_interval(
    table: dict[float, float],
    cases: int,
    confidence: float,
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float] | None:
    """Percentile bootstrap interval of the mean of `cases` draws from `table` (score → weight).

    A case with K samples puts weight 1/K on each of them, so resampling a case and then one of
    its samples is one draw from the table: the interval covers judge variance as well as the
    choice of cases. Stdlib only: small runs draw each case directly; large ones draw a
    multinomial over the distinct scores, so 100,000 cases take about as long as 2,000.
    """
    if cases <= 0 or not table:
        return None
    values = sorted(table)
    if len(values) == 1:
        return round(values[0], 4), round(values[0], 4)
    weights = [table[value] for value in values]
    rng = random.Random(seed)
    if cases <= _DIRECT_UP_TO and cases < _DIRECT_PER_DISTINCT * len(values):
        means = _direct_means(rng, values, weights, cases, resamples)
    else:
        values, weights = _binned(values, weights)
        means = [_multinomial_sum(rng, values, weights, cases) / cases for _ in range(resamples)]
    means.sort()
    tail = (1.0 - confidence) / 2
    return round(_quantile(means, tail), 4), round(_quantile(means, 1.0 - tail), 4)


def _direct_means(
    rng: random.Random, values: list[float], weights: list[float], cases: int, resamples: int
) -> list[float]:
    """Each resample draws `cases` scores. When the weights are whole multiples of 1/D (every
    case judged D times, or once), the table is spread into a list where each case holds D
    entries and a uniform draw does it; otherwise a weighted draw."""
    draw = rng.choices
    for copies in range(1, 13):
        counts = [weight * copies for weight in weights]
        if all(abs(count - round(count)) < 1e-6 for count in counts):
            pool = [v for v, count in zip(values, counts, strict=True) for _ in range(round(count))]
            return [math.fsum(draw(pool, k=cases)) / cases for _ in range(resamples)]
    cumulative = list(itertools.accumulate(weights))
    return [
        math.fsum(draw(values, cum_weights=cumulative, k=cases)) / cases for _ in range(resamples)
    ]


def _binned(values: list[float], weights: list[float]) -> tuple[list[float], list[float]]:
    if len(values) <= _BINS:
        return values, weights
    low, high = values[0], values[-1]
    width = (high - low) / _BINS
    sums = [0.0] * _BINS
    masses = [0.0] * _BINS
    for value, weight in zip(values, weights, strict=True):
        slot = min(int((value - low) / width), _BINS - 1)
        sums[slot] += value * weight
        masses[slot] += weight
    kept = [(sums[i] / masses[i], masses[i]) for i in range(_BINS) if masses[i]]
    return [value for value, _ in kept], [weight for _, weight in kept]


def _multinomial_sum(
    rng: random.Random, values: Sequence[float], weights: Sequence[float], draws: int
) -> float:
    """Σ count·value for one multinomial draw of `draws` items, as a chain of binomials."""
    remaining_draws = draws
    remaining_weight = math.fsum(weights)
    total = 0.0
    for value, weight in zip(values, weights, strict=True):
        if remaining_draws == 0:
            break
        if weight >= remaining_weight:
            count = remaining_draws
        else:
            count = binomial(rng, remaining_draws, weight / remaining_weight)
        total += count * value
        remaining_draws -= count
        remaining_weight -= weight
    return total


def binomial(rng: random.Random, trials: int, p: float) -> int:
    """A Binomial(trials, p) draw (Python 3.11 has no random.binomialvariate).

    Exact waiting-time sampling when the expected count is small; the normal approximation,
    rounded, when it is large enough for it to be accurate.
    """
    if trials <= 0 or p <= 0.0:
        return 0
    if p >= 1.0:
        return trials
    if p > 0.5:
        return trials - binomial(rng, trials, 1.0 - p)
    if trials * p < 12:
        log_q = math.log1p(-p)
        count = position = 0
        while True:
            position += int(math.log(1.0 - rng.random()) / log_q) + 1
            if position > trials:
                return count
            count += 1
    drawn = round(rng.gauss(trials * p, math.sqrt(trials * p * (1.0 - p))))
    return min(max(drawn, 0), trials)


def _quantile(ordered: Sequence[float], q: float) -> float:
    """The q-quantile of sorted values, linearly interpolated."""
    position = q * (len(ordered) - 1)
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)


def paired_difference_test(
    differences: Sequence[float],
    confidence: float,
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[tuple[float, float] | None, float | None]:
    """The bootstrap interval of the mean paired difference, and the two-sided p-value of a
    sign-flip randomization test (under "no change", each difference is as likely negated).

    Both depend only on the multiset of differences, and cost O(distinct values) per resample.
    """
    if not differences:
        return None, None
    table: dict[float, float] = {}
    for difference in differences:
        table[difference] = table.get(difference, 0.0) + 1.0
    interval = bootstrap_mean_interval(
        table, len(differences), confidence, resamples=resamples, seed=seed
    )
    magnitudes: dict[float, int] = {}
    for difference in differences:
        if difference:
            size = abs(difference)
            magnitudes[size] = magnitudes.get(size, 0) + 1
    observed = abs(math.fsum(differences))
    if not magnitudes or observed < 1e-12:
        return interval, 1.0
    rng = random.Random(seed + 1)
    sizes = sorted(magnitudes)
    as_extreme = 0
    for _ in range(resamples):
        flipped = math.fsum(
            size * (magnitudes[size] - 2 * binomial(rng, magnitudes[size], 0.5)) for size in sizes
        )
        as_extreme += abs(flipped) >= observed - 1e-9
    return interval, round((as_extreme + 1) / (resamples + 1), 4)


_PERMUTED_UP_TO = 200
"""Samples of one case (both runs together) up to which the permutation test is run."""


def permutation_p_value(
    before: Sequence[float], after: Sequence[float], *, seed: int = BOOTSTRAP_SEED
) -> float:
    """One-sided p-value that `after` is below `before` (difference of means), by an exact
    permutation test when the split count is small, else 2,000 random splits; beyond 200
    samples in all, by the normal approximation (a document may hold thousands)."""
    pooled = [*before, *after]
    size = len(after)
    observed = _mean_of(before) - _mean_of(after)
    splits = math.comb(len(pooled), size)
    total = math.fsum(pooled)

    def drop_of(chosen: Sequence[float]) -> float:
        chosen_sum = math.fsum(chosen)
        return (total - chosen_sum) / len(before) - chosen_sum / size

    if len(pooled) > _PERMUTED_UP_TO:  # many samples: the normal limit, in constant time
        spread = math.sqrt(
            (stdev(before) or 0.0) ** 2 / len(before) + (stdev(after) or 0.0) ** 2 / size
        )
        if spread == 0:
            return 0.0 if observed > 0 else 1.0
        return round(0.5 * math.erfc(observed / spread / math.sqrt(2)), 4)
    if splits <= 20_000:
        drops = [drop_of(chosen) for chosen in itertools.combinations(pooled, size)]
    else:
        rng = random.Random(seed)
        drops = [drop_of(rng.sample(pooled, size)) for _ in range(BOOTSTRAP_RESAMPLES)]
    as_extreme = sum(drop >= observed - 1e-9 for drop in drops)
    return round(as_extreme / len(drops), 4)


def _mean_of(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values)
