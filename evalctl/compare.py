"""Per-case comparison of two runs: regressions, improvements, added and removed cases.

Cases pair by id (ids are unique within a run: a dataset with a repeated id is refused). A
regression is a score that moved the wrong way by more than the allowed drop, a pass that
became a fail, or a scored case that could not be scored any more.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from evalctl.document_file import DocumentFile
from evalctl.errors import InputError
from evalctl.exit_codes import ExitCode
from evalctl.results import CaseResult


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
    base: DocumentFile,
    new: DocumentFile,
    max_drop: float,
    max_regressions: int,
    allow_partial: bool = False,
) -> Comparison:
    """Pair the cases of two documents by id. The base is held as a compact index (id ->
    score, passed, error); the new document streams, so memory stays bounded."""
    for document in (base, new):
        _check_whole(document, allow_partial)
    if base.head.scorer != new.head.scorer:
        raise InputError(
            f"cannot compare a {base.head.scorer} run ({base.name}) with a {new.head.scorer} "
            f"run ({new.name})"
        )
    direction = new.head.direction
    # id -> (line, score, passed, error): about 100 bytes a case, not a whole CaseResult.
    earlier: dict[str, tuple[int, float | None, bool | None, str | None]] = {}
    for case in base.cases():
        earlier[case.id] = (case.line, case.score, case.passed, case.error)
    regressions: list[CaseChange] = []
    improvements: list[CaseChange] = []
    added: list[str] = []
    unchanged = 0
    for current in new.cases():
        kept = earlier.pop(current.id, None)
        if kept is None:
            added.append(current.id)
            continue
        line, score, passed_before, error = kept
        old = CaseResult.model_construct(
            id=current.id, line=line, score=score, passed=passed_before, error=error
        )
        change = _classify(old, current, direction, max_drop)
        if change is None:
            unchanged += 1
        elif change[0] == "regression":
            regressions.append(change[1])
        else:
            improvements.append(change[1])
    base_mean, new_mean = base.head.score, new.head.score
    mean_delta = None if base_mean is None or new_mean is None else round(new_mean - base_mean, 4)
    passed = len(regressions) <= max_regressions
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
    )


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
