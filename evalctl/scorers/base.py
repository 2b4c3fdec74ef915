"""The Scorer protocol and the facts `evalctl scorers` lists about each scorer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from evalctl.fields import FieldSpec

if TYPE_CHECKING:  # kept out of start-up: `evalctl scorers` must not load pydantic
    from evalctl.cases import Case
    from evalctl.judges.base import Judge, UsageCounter

Direction = Literal["higher", "lower"]
"""Which way is better: noise and faithfulness `higher`, toxicity `lower`."""


@dataclass(frozen=True, slots=True)
class ScorerInfo:
    """What a user needs to know to write a dataset and a gate for a scorer."""

    name: str
    summary: str
    direction: Direction
    fields: tuple[FieldSpec, ...]
    judge_calls_per_case: str
    defaults: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class CaseScore:
    """A scored case: the score, a reason built from the analysis, and the details behind it."""

    score: float
    reason: str
    details: dict[str, Any]


class Scorer(Protocol):
    """Scores one validated case by asking a judge."""

    @property
    def info(self) -> ScorerInfo: ...

    @property
    def case_model(self) -> type[Case]: ...

    async def score(self, case: Case, judge: Judge, usage: UsageCounter) -> CaseScore: ...
