"""Rank runs of one scorer on one dataset (one run per agent or model) by their score.

Only the documents' heads are read, so any number of large runs ranks in little memory. Runs of
different scorers or datasets do not compare and are refused.
"""

from __future__ import annotations

import os
from typing import Literal

from pydantic import BaseModel

from evalctl.document_file import DocumentFile
from evalctl.errors import InputError


class Standing(BaseModel):
    rank: int
    run: str
    judge: str
    score: float | None
    mean_ci: list[float] | None = None
    """The mean's bootstrap interval (at `confidence`), when the document has one."""
    confidence: float | None = None
    grade: str | None
    pass_rate: float | None
    scored: int
    errors: int
    by_noise_type: dict[str, float | None] | None = None


class Leaderboard(BaseModel):
    """The `--json` document of `evalctl leaderboard`."""

    scorer: str
    dataset: str
    direction: Literal["higher", "lower"]
    standings: list[Standing]
    notes: list[str]


def rank_runs(documents: list[DocumentFile]) -> Leaderboard:
    """Best first (highest score, or lowest for a lower-is-better scorer); unscored runs last."""
    if not documents:
        raise InputError("leaderboard needs at least one results document")
    first = documents[0]
    for document in documents[1:]:
        head = document.head
        if head.scorer != first.head.scorer:
            raise InputError(
                f"{document.name}: a {head.scorer} run cannot rank with {first.name}'s "
                f"{first.head.scorer} run"
            )
        if os.path.normpath(head.dataset) != os.path.normpath(first.head.dataset):
            raise InputError(
                f"{document.name}: scored {head.dataset!r}, not {first.head.dataset!r}; rank "
                "runs of one dataset"
            )
    direction = first.head.direction
    sign = -1.0 if direction == "higher" else 1.0

    def order(document: DocumentFile) -> tuple[bool, float]:
        score = document.head.score
        return (score is None, sign * score if score is not None else 0.0)

    standings = []
    notes = []
    for rank, document in enumerate(sorted(documents, key=order), start=1):
        head = document.head
        judge = head.judge.name + (f" {head.judge.model}" if head.judge.model else "")
        by_type = head.summary.by_noise_type
        standings.append(
            Standing(
                rank=rank,
                run=document.name,
                judge=judge,
                score=head.score,
                mean_ci=head.summary.mean_ci,
                confidence=head.summary.confidence if head.summary.mean_ci else None,
                grade=head.grade,
                pass_rate=head.summary.pass_rate,
                scored=head.summary.scored,
                errors=head.summary.errors,
                by_noise_type={k: v.mean for k, v in by_type.items()} if by_type else None,
            )
        )
        if head.status == "interrupted" or head.shard is not None:
            notes.append(f"{document.name} covers only part of the suite (interrupted or a shard)")
    notes.extend(_overlap_notes(standings))
    judges = {s.judge for s in standings}
    if len(judges) > 1:
        notes.append("the runs were scored by different judges: " + ", ".join(sorted(judges)))
    return Leaderboard(
        scorer=first.head.scorer,
        dataset=first.head.dataset,
        direction=direction,
        standings=standings,
        notes=notes,
    )


def _overlap_notes(standings: list[Standing]) -> list[str]:
    """Neighbours in the ranking whose intervals overlap: their order may be the judge's or the
    cases' noise, not a real difference."""
    notes = []
    for upper, lower in zip(standings, standings[1:], strict=False):
        if upper.mean_ci is None or lower.mean_ci is None:
            continue
        if upper.mean_ci[0] <= lower.mean_ci[1] and lower.mean_ci[0] <= upper.mean_ci[1]:
            notes.append(
                f"#{upper.rank} {upper.run} and #{lower.rank} {lower.run}: their intervals "
                f"[{upper.mean_ci[0]:g}, {upper.mean_ci[1]:g}] and [{lower.mean_ci[0]:g}, "
                f"{lower.mean_ci[1]:g}] overlap, so this order may be noise"
            )
    return notes
