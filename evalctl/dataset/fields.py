"""How a dataset field is read: canonical name, aliases, kind; and the fields every scorer has.

Each scorer declares its own fields (spec/CLI.md's field table) with FieldSpec.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FieldKind = Literal["query", "answer", "text", "context", "id", "threshold"]


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One dataset field: canonical name, accepted aliases, whether it must be present.

    `kind` says how the value is read: `query` and `answer` accept Mastra message shapes (the
    user message, the last assistant message with text); `text` is a plain string.
    """

    name: str
    aliases: tuple[str, ...] = ()
    required: bool = False
    kind: FieldKind = "text"
    allow_empty: bool = False

    def describe(self) -> str:
        """`name` plus its aliases, as error messages and `evalctl scorers` show it."""
        return f"{self.name} (aliases: {', '.join(self.aliases)})" if self.aliases else self.name


COMMON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("id", ("name",), kind="id"),
    FieldSpec("min_score", ("minScore",), kind="threshold"),
    FieldSpec("max_score", ("maxScore",), kind="threshold"),
)
