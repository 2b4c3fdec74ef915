"""What a scorer is: the facts it declares about itself, and the one method that scores a case.

A scorer is one module: its dataset fields, its case model, its options, its direction, its
grouping key, its prompts and the built-in offline judge's answers to its steps all live there,
so adding a scorer is one new file plus one line in the registry (scorers/__init__.py).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from evalctl.dataset.case import Case
from evalctl.dataset.fields import FieldSpec

if TYPE_CHECKING:
    from evalctl.config import ConnectionSettings
    from evalctl.judges.base import Judge, UsageCounter

Direction = Literal["higher", "lower"]
"""Which way is better: noise and faithfulness `higher`, toxicity `lower`."""


@dataclass(frozen=True, slots=True)
class CaseScore:
    """A scored case: the score, a reason built from the analysis, and the details behind it."""

    score: float
    reason: str
    details: dict[str, Any]
    samples: tuple[float, ...] = ()
    """Every sample's score when the case was judged more than once (sampling.py)."""
    agent_stdev: float | None = None
    """With several agent answers: the spread of their mean scores."""
    judge_stdev: float | None = None
    """With several agent answers: the mean spread of the judge's samples of one answer."""


class ScorerOptions(BaseModel):
    """A scorer's own options (`scale`, `scoring`, ...); a scorer without any uses this one."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Scorer(ABC):
    """Scores one validated case by asking a judge; the class attributes describe the scorer."""

    name: ClassVar[str]
    summary: ClassVar[str]
    fields: ClassVar[tuple[FieldSpec, ...]]
    """The dataset fields beyond id and the row thresholds, with their aliases."""
    case_model: ClassVar[type[Case]]
    options_model: ClassVar[type[ScorerOptions]] = ScorerOptions
    judge_calls_per_case: ClassVar[str]
    prompt_versions: ClassVar[tuple[str, ...]] = ()
    """The versions of this scorer's prompts: a resumed log must have been scored with these."""
    direction: Direction = "higher"
    """Which way is better; an instance may decide it from its options (the http scorer)."""
    group_by: ClassVar[str | None] = None
    """The case field whose value groups the summary (`noise_type` → `by_noise_type`)."""
    presets: ClassVar[dict[str, dict[str, Any]]] = {}
    """Named sets of option values (noise: the seed's lenient, strict and security scorings)."""
    agent_answers: ClassVar[dict[str, tuple[str, str]]] = {}
    """With an agent under test: answer field → (the query field it answers, the variant's
    name). The agent's answer to `original_query` is the noise baseline, and so on."""
    offline_caveat: ClassVar[str | None] = None
    """A warning shown when this scorer gates on the built-in offline judge."""

    def __init__(
        self, options: ScorerOptions | None = None, *, judge_reasons: bool = False
    ) -> None:
        self.options = options if options is not None else self.options_model()
        if not isinstance(self.options, self.options_model):
            raise TypeError(f"{self.name} takes {self.options_model.__name__}")
        self.judge_reasons = judge_reasons

    @abstractmethod
    async def score(self, case: Any, judge: Judge, usage: UsageCounter) -> CaseScore:
        """Score `case` (an instance of `case_model`); a JudgeError makes it a case error."""

    def group_of(self, case: Case) -> str | None:
        """The case's group in the summary (its noise type), or None."""
        value = getattr(case, self.group_by, None) if self.group_by else None
        return None if value is None else str(value)

    @classmethod
    def offline_answer(cls, step: str, case: Any, inputs: Mapping[str, Any]) -> dict[str, Any]:
        """The built-in offline judge's answer to `step`, in the shape an LLM judge sends."""
        raise NotImplementedError(f"the offline judge has no answer for step {step!r}")

    def own_judge(self, connection: ConnectionSettings) -> Judge | None:
        """A judge this scorer brings itself (a remote scorer service), or None for the run's."""
        return None

    @property
    def max_score(self) -> float | None:
        """The top of the score range (scores run from 0 to this); None when unknown."""
        return 1.0
