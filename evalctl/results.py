"""The results document as pydantic models.

This is a contract (spec/CLI.md, "Results document"): users' scripts read these fields. Fields
may be added; none may change meaning. `evalctl report`, `compare` and `merge` read documents back
through these same models.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

RunStatus = Literal["complete", "interrupted"]
FiniteScore = Annotated[float, Field(allow_inf_nan=False)]
Reducer = Literal["mean", "median", "min", "max", "majority"]
DEFAULT_CONFIDENCE = 0.95


class JudgeInfo(BaseModel):
    name: str
    model: str | None = None
    url: str | None = None


class ThresholdSettings(BaseModel):
    """The gates of the run, as given on the command line."""

    min: float | None = None
    max: float | None = None
    mean_min: float | None = None
    mean_max: float | None = None
    pass_rate: float = 1.0
    max_errors: int = 0
    confidence: float | None = None
    """Set explicitly: the mean gates hold on the interval's bound, not on the mean."""
    max_flaky: int | None = None


class SamplingSettings(BaseModel):
    """How often each case was judged and how its samples became one score."""

    judge_samples: int = 1
    reducer: Reducer = "mean"
    confirm_failures: int = 0
    agent_samples: int = 1
    """Answers asked of the agent per case, each judged `judge_samples` times."""


class GroupStats(BaseModel):
    count: int
    mean: float | None
    mean_ci: list[float] | None = None


class Summary(BaseModel):
    """Counts and statistics over the cases. `invalid` rows (under --skip-invalid) are not errors
    of the judge and are counted apart; `total` = scored + errors + invalid."""

    total: int
    scored: int
    passed: int
    failed: int
    errors: int
    invalid: int = 0
    mean: float | None
    median: float | None
    min: float | None
    max: float | None
    stdev: float | None
    pass_rate: float | None
    by_noise_type: dict[str, GroupStats] | None = None
    mean_ci: list[float] | None = None
    """[low, high]: the percentile-bootstrap interval of the mean at `confidence` (stats.py)."""
    confidence: float = DEFAULT_CONFIDENCE
    flaky: int = 0
    """Cases whose samples fall on both sides of their threshold."""
    judge_agreement: float | None = None
    """With several samples per case: the share of cases whose samples all agree on pass/fail."""
    mean_sample_stdev: float | None = None
    """With several samples per case: the mean of the cases' own sample stdev."""


class Usage(BaseModel):
    judge_calls: int = 0
    cache_hits: int = 0
    retries: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0


class CaseResult(BaseModel):
    """One case. A case that could not be scored has score and passed null and an error.

    `threshold` holds the bounds the case was judged by; `row_threshold` the dataset row's own
    min_score/max_score (as "min"/"max"), so `report` and `merge` can re-apply other gates.
    `invalid` marks a row skipped by --skip-invalid (an input problem, not a judge error).
    """

    model_config = ConfigDict(ser_json_inf_nan="null")

    id: str
    line: int
    score: float | None
    passed: bool | None
    threshold: dict[str, float] = Field(default_factory=dict)
    row_threshold: dict[str, float] = Field(default_factory=dict)
    reason: str | None = None
    details: dict[str, Any] = Field(default_factory=dict)
    error: str | None = None
    invalid: bool = False
    duration_s: float | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    content_hash: str | None = None
    """A hash of the row's content (case_log.py): how --resume recognises an unchanged case."""
    grade: str | None = None
    """A to F on the seed's scale (grade.py); none for an unscored case."""
    inputs: dict[str, Any] = Field(default_factory=dict)
    """The texts that were scored (queries, baseline, output, context), for reports."""
    samples: list[FiniteScore] | None = None
    """With --judge-samples K > 1 (or --confirm-failures): every sample's score, in order."""
    stdev: float | None = None
    """The spread of `samples` (population standard deviation)."""
    flaky: bool = False
    """Samples on both sides of the case's threshold."""
    usage: dict[str, int] | None = None
    """What judging this case cost (non-zero counts of the run's `usage` fields)."""
    agent_stdev: float | None = None
    """With --agent-samples K > 1: the spread of the K answers' mean scores."""
    judge_stdev: float | None = None
    """With --agent-samples K > 1: the mean spread of the judge's samples of one answer."""


class AgentInfo(BaseModel):
    """The agent under test, when evalctl asked it for the answers."""

    target: str
    calls: int = 0
    cache_hits: int = 0
    errors: int = 0
    duration_s: float = 0.0


class ShardInfo(BaseModel):
    index: int
    count: int


class ResultsDocument(BaseModel):
    evalctl: str
    scorer: str
    direction: Literal["higher", "lower"] = "higher"
    dataset: str
    shard: ShardInfo | None = None
    judge: JudgeInfo
    score: float | None
    passed: bool
    exit_code: int
    status: RunStatus
    gate_breaches: list[str] = Field(default_factory=list)
    thresholds: ThresholdSettings
    summary: Summary
    usage: Usage
    duration_s: float
    grade: str | None = None
    """The mean's letter grade (grade.py)."""
    max_score: float | None = 1.0
    """The top of the scorer's range (its scale); null for a service's own range."""
    scorer_options: dict[str, Any] = Field(default_factory=dict)
    """The scorer's effective options: for noise, the preset and the weights actually used."""
    sampling: SamplingSettings = Field(default_factory=SamplingSettings)
    agent: AgentInfo | None = None
    cases: list[CaseResult] = Field(default_factory=list)
