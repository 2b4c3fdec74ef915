"""What the verdict-counting scorers (faithfulness, toxicity) share: fields, `scale`, formula."""

from __future__ import annotations

from pydantic import Field

from evalctl.dataset.fields import FieldSpec
from evalctl.defaults import DEFAULT_SCALE
from evalctl.scorers.base import Scorer, ScorerOptions
from evalctl.stats import round2

OUTPUT_MAY_BE_EMPTY = FieldSpec(
    "output",
    ("agent_output", "agentOutput", "response"),
    required=True,
    kind="answer",
    allow_empty=True,
)
"""faithfulness and toxicity score an empty output 0 (without a judge call)."""
QUESTION = FieldSpec("input", ("query", "question"), kind="query")


class ScaleOptions(ScorerOptions):
    """`scale`: the maximum score (spec/CLI.md); scores run from 0 to it."""

    scale: float = Field(DEFAULT_SCALE, gt=0, allow_inf_nan=False)


class ScaledScorer(Scorer):
    """A scorer whose scores run from 0 to its `scale` option."""

    options_model = ScaleOptions
    options: ScaleOptions

    @property
    def scale(self) -> float:
        return self.options.scale

    @property
    def max_score(self) -> float:
        return self.options.scale


def verdict_fraction(yes: int, denominator: int, scale: float) -> float:
    """round2(yes / denominator * scale); 0 when there is nothing to count."""
    if denominator <= 0:
        return 0.0
    return round2(yes / denominator * scale)


def verdict_tokens(verdicts: int) -> int:
    """Room for a list of `verdicts` verdicts, each a word and a one-sentence reason."""
    return 64 + 80 * max(verdicts, 1)
