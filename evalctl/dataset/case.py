"""The case every scorer's case model extends, and a row that is not a valid case."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, PrivateAttr


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

    _digest: str | None = PrivateAttr(default=None)

    def content_hash(self) -> str:
        """A hash of everything the row says (id and every field), not of where it stands: a
        resumed run reuses a logged score only for a row with exactly this content. A JSON
        Lines row is hashed as written while it is read; other rows from their fields."""
        if self._digest is not None:
            return self._digest
        content = self.model_dump(mode="json", exclude={"line"})
        text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]
