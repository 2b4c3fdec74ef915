"""The case every scorer's case model extends, and a row that is not a valid case."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict


@dataclass(frozen=True, slots=True)
class InvalidRow:
    """A row that failed validation; carried through a run under --skip-invalid."""

    line: int
    case_id: str
    message: str


class CaseError(ValueError):
    """A row that is not a valid case; `str()` is the user message without file and line."""


class Case(BaseModel):
    """Fields every case has, whatever the scorer."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    line: int
    min_score: float | None = None
    max_score: float | None = None
    metadata: dict[str, Any] = {}
