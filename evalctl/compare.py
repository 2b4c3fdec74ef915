"""Per-case comparison of two runs: regressions, improvements, added and removed cases.

Cases pair by id (ids are unique within a run: a dataset with a repeated id is refused). A
regression is a score that moved the wrong way by more than the allowed drop, a pass that
became a fail, or a scored case that could not be scored any more. A flaky case (its samples on
both sides of its threshold) that flips is listed but not counted.

The paired differences are also tested as a whole, overall and per noise type: a bootstrap
interval of the mean difference and a sign-flip p-value. With `significance` the gate is
statistical: a mean drop fails it when it is significant and larger than the allowed drop, and
a single case fails it on its own only when both runs judged it several times and its own drop
is significant.
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel

from evalctl.document_file import DocumentFile
from evalctl.errors import InputError
from evalctl.exit_codes import ExitCode
from evalctl.results import DEFAULT_CONFIDENCE, CaseResult
from evalctl.stats import paired_difference_test, permutation_p_value


class CaseChange(BaseModel):
    id: str
    base_score: float | None
    new_score: float | None
    delta: float | None
    base_passed: bool | None
    new_passed: bool | None
    why: str
    p_value: float | None = None
    """With samples on both sides: one-sided p-value of this case's own drop."""
    counted: bool = True
    """Whether it counts against --max-regressions."""


class MeanDifference(BaseModel):
    """The paired change of the mean over the cases scored in both runs (new − base)."""

    cases: int
    delta: float | None
    ci: list[float] | None
    """The percentile-bootstrap interval of `delta` at `confidence`."""
    confidence: float
    p_value: float | None
    """Two-sided, from a sign-flip randomization test over the paired cases."""
    significant_drop: bool
    """A drop (the wrong way for the scorer) beyond the allowed drop with p < significance."""


class Comparison(BaseModel):
    """The `--json` document of `evalctl compare`."""

    scorer: str
    direction: Literal["higher", "lower"]
    base: str
    new: str
    max_drop: float
    base_mean: float | None
    new_mean: float | None
    mean_delta: float | None
    regressions: list[CaseChange]
    improvements: list[CaseChange]
    added: list[str]
    removed: list[str]
    unchanged: int
    max_regressions: int
    passed: bool
    exit_code: int
    significance: float | None = None
    difference: MeanDifference | None = None
    by_noise_type: dict[str, MeanDifference] = {}
    flaky_flips: list[CaseChange] = []
    """Pass↔fail flips of flaky cases: reported, never counted as regressions."""
    gate_breaches: list[str] = []


def compare_documents(
    base: DocumentFile,
    new: DocumentFile,
    max_drop: float,
    max_regressions: int,
    allow_partial: bool = False,
    significance: float | None = None,
) -> Comparison:
    """Pair the cases of two documents by id. The base is held as a compact index (id ->
    score, passed, error, samples, flaky); the new document streams, so memory stays bounded."""
    for document in (base, new):
        _check_whole(document, allow_partial)
    if base.head.scorer != new.head.scorer:
        raise InputError(
            f"cannot compare a {base.head.scorer} run ({base.name}) with a {new.head.scorer} "
            f"run ({new.name})"
        )
    direction = new.head.direction
    sign = 1.0 if direction == "higher" else -1.0
    earlier: dict[str, _Kept] = {}
    for case in base.cases():
        earlier[case.id] = (
            case.line,
            case.score,
            case.passed,
            case.error,
            case.samples,
            case.flaky,
        )
    regressions: list[CaseChange] = []
    improvements: list[CaseChange] = []
    flaky_flips: list[CaseChange] = []
    added: list[str] = []
    differences: list[float] = []
    by_type: dict[str, list[float]] = {}
    unchanged = 0
    for current in new.cases():
        kept = earlier.pop(current.id, None)
        if kept is None:
            added.append(current.id)
            continue
        line, score, passed_before, error, samples, flaky = kept
        old = CaseResult.model_construct(
            id=current.id,
            line=line,
            score=score,
            passed=passed_before,
            error=error,
            samples=samples,
            flaky=flaky,
        )
        if old.score is not None and current.score is not None:
            difference = current.score - old.score
            differences.append(difference)
            group = current.details.get("noise_type")
            if group is not None:
                by_type.setdefault(str(group), []).append(difference)
        change = _classify(old, current, direction, max_drop)
        if change is None:
            unchanged += 1
        elif change[0] == "regression":
            item = change[1]
            if (old.flaky or current.flaky) and item.why == _FLIPPED:
                flaky_flips.append(item.model_copy(update={"counted": False}))
                continue
            if significance is not None and old.samples and current.samples:
                item.p_value = _case_p_value(old.samples, current.samples, sign)
                item.counted = item.p_value < significance
            elif significance is not None and item.delta is not None:
                item.counted = False  # one sample a side: only the tests over cases decide
            regressions.append(item)
        else:
            improvements.append(change[1])
    confidence = 1.0 - significance if significance is not None else DEFAULT_CONFIDENCE
    overall = _mean_difference(differences, sign, max_drop, confidence, significance)
    groups = {
        name: _mean_difference(values, sign, max_drop, confidence, significance)
        for name, values in sorted(by_type.items())
    }
    counted = sum(item.counted for item in regressions)
    breaches: list[str] = []
    if counted > max_regressions:
        breaches.append(f"{counted} regressions > --max-regressions {max_regressions}")
    for name, found in (
        ("the mean", overall),
        *((f"noise type {k}", v) for k, v in groups.items()),
    ):
        if found.significant_drop:
            breaches.append(
                f"{name} dropped by {abs(found.delta or 0):.4g} (p = {found.p_value:g} < "
                f"--significance {significance:g}; allowed drop {max_drop:g})"
            )
    passed = not breaches
    base_mean, new_mean = base.head.score, new.head.score
    mean_delta = None if base_mean is None or new_mean is None else round(new_mean - base_mean, 4)
    return Comparison(
        scorer=new.head.scorer,
        direction=direction,
        base=base.name,
        new=new.name,
        max_drop=max_drop,
        base_mean=base_mean,
        new_mean=new_mean,
        mean_delta=mean_delta,
        regressions=regressions,
        improvements=improvements,
        added=added,
        removed=list(earlier),
        unchanged=unchanged,
        max_regressions=max_regressions,
        passed=passed,
        exit_code=int(ExitCode.OK if passed else ExitCode.GATE_BREACHED),
        significance=significance,
        difference=overall,
        by_noise_type=groups,
        flaky_flips=flaky_flips,
        gate_breaches=breaches,
    )


_Kept = tuple[int, float | None, bool | None, str | None, list[float] | None, bool]
"""A base case as the index keeps it: line, score, passed, error, samples, flaky."""
_FLIPPED = "passed before, fails now"


def _mean_difference(
    differences: list[float],
    sign: float,
    max_drop: float,
    confidence: float,
    significance: float | None,
) -> MeanDifference:
    interval, p_value = paired_difference_test(differences, confidence)
    delta = round(math.fsum(differences) / len(differences), 4) if differences else None
    dropped = delta is not None and -sign * delta > max_drop + 1e-9
    return MeanDifference(
        cases=len(differences),
        delta=delta,
        ci=None if interval is None else list(interval),
        confidence=confidence,
        p_value=p_value,
        significant_drop=bool(
            significance is not None and dropped and p_value is not None and p_value < significance
        ),
    )


def _case_p_value(before: list[float], after: list[float], sign: float) -> float:
    """One-sided p-value of this case's own drop (its samples in each run)."""
    return permutation_p_value([sign * v for v in before], [sign * v for v in after])


def _check_whole(document: DocumentFile, allow_partial: bool) -> None:
    """An interrupted run or a single shard compares only part of a suite: refuse by default."""
    if allow_partial:
        return
    head = document.head
    if head.status == "interrupted":
        raise InputError(
            f"{document.name}: an interrupted run covers only part of the suite; resume it, or "
            "pass --allow-partial to compare what it has"
        )
    if head.shard is not None:
        raise InputError(
            f"{document.name}: shard {head.shard.index}/{head.shard.count} of a run; merge the "
            "shards first, or pass --allow-partial"
        )


def _classify(
    old: CaseResult, new: CaseResult, direction: str, max_drop: float
) -> tuple[str, CaseChange] | None:
    def change(why: str) -> CaseChange:
        delta = None
        if old.score is not None and new.score is not None:
            delta = round(new.score - old.score, 4)
        return CaseChange(
            id=new.id,
            base_score=old.score,
            new_score=new.score,
            delta=delta,
            base_passed=old.passed,
            new_passed=new.passed,
            why=why,
        )

    if old.score is not None and new.score is None:
        return "regression", change("could not be scored any more: " + (new.error or "error"))
    if old.score is None or new.score is None:
        if old.score is None and new.score is not None:
            return "improvement", change("scored again")
        return None
    better = new.score - old.score if direction == "higher" else old.score - new.score
    if old.passed and new.passed is False:
        return "regression", change(_FLIPPED)
    # Scores are 2-decimal values: compare with a tolerance, so a drop of exactly
    # --max-drop is allowed (0.85 - 0.80 is 0.04999... in floats).
    if -better > max_drop + 1e-9:
        return "regression", change(f"score moved the wrong way by {abs(better):.2f}")
    if old.passed is False and new.passed:
        return "improvement", change("failed before, passes now")
    if better > max_drop + 1e-9:
        return "improvement", change(f"score improved by {better:.2f}")
    return None
