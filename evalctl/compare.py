"""Per-case comparison of two runs: regressions, improvements, added and removed cases.

Pure functions over results documents. Cases pair by id (the n-th occurrence of an id with the
n-th, should ids repeat). A regression is a score that moved the wrong way by more than the
allowed drop, a pass that became a fail, or a scored case that could not be scored any more.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Literal

from pydantic import BaseModel

from evalctl.errors import InputError
from evalctl.exit_codes import ExitCode
from evalctl.results import CaseResult, ResultsDocument


class CaseChange(BaseModel):
    id: str
    base_score: float | None
    new_score: float | None
    delta: float | None
    base_passed: bool | None
    new_passed: bool | None
    why: str


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


def compare_documents(
    base: ResultsDocument,
    new: ResultsDocument,
    base_name: str,
    new_name: str,
    max_drop: float,
    max_regressions: int,
) -> Comparison:
    if base.scorer != new.scorer:
        raise InputError(
            f"cannot compare a {base.scorer} run ({base_name}) with a {new.scorer} run ({new_name})"
        )
    direction = new.direction
    base_cases = _by_key(base.cases)
    new_cases = _by_key(new.cases)
    regressions: list[CaseChange] = []
    improvements: list[CaseChange] = []
    unchanged = 0
    for key, old in base_cases.items():
        current = new_cases.get(key)
        if current is None:
            continue
        change = _classify(old, current, direction, max_drop)
        if change is None:
            unchanged += 1
        elif change[0] == "regression":
            regressions.append(change[1])
        else:
            improvements.append(change[1])
    mean_delta = (
        None if base.score is None or new.score is None else round(new.score - base.score, 4)
    )
    passed = len(regressions) <= max_regressions
    return Comparison(
        scorer=new.scorer,
        direction=direction,
        base=base_name,
        new=new_name,
        max_drop=max_drop,
        base_mean=base.score,
        new_mean=new.score,
        mean_delta=mean_delta,
        regressions=regressions,
        improvements=improvements,
        added=[key[0] for key in new_cases if key not in base_cases],
        removed=[key[0] for key in base_cases if key not in new_cases],
        unchanged=unchanged,
        max_regressions=max_regressions,
        passed=passed,
        exit_code=int(ExitCode.OK if passed else ExitCode.GATE_BREACHED),
    )


def _by_key(cases: list[CaseResult]) -> dict[tuple[str, int], CaseResult]:
    seen: defaultdict[str, int] = defaultdict(int)
    keyed = {}
    for case in cases:
        keyed[(case.id, seen[case.id])] = case
        seen[case.id] += 1
    return keyed


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
        return "regression", change("passed before, fails now")
    # Scores are 2-decimal values: compare with a tolerance, so a drop of exactly
    # --max-drop is allowed (0.85 - 0.80 is 0.04999... in floats).
    if -better > max_drop + 1e-9:
        return "regression", change(f"score moved the wrong way by {abs(better):.2f}")
    if old.passed is False and new.passed:
        return "improvement", change("failed before, passes now")
    if better > max_drop + 1e-9:
        return "improvement", change(f"score improved by {better:.2f}")
    return None
