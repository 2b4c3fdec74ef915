"""The dataset field table of spec/CLI.md: canonical names, aliases, which are required.

Kept free of heavy imports: `evalctl scorers` lists it without loading pydantic.
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

NOISE_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("original_query", ("originalQuery", "input", "query"), required=True, kind="query"),
    FieldSpec("noisy_query", ("noisyQuery",), required=True, kind="query"),
    FieldSpec("baseline_response", ("baselineResponse", "baseline"), required=True, kind="answer"),
    FieldSpec(
        "output",
        ("agent_output", "agentOutput", "response", "noisy_response"),
        required=True,
        kind="answer",
    ),
    FieldSpec("noise_type", ("noiseType", "type"), kind="text"),
)

_OUTPUT_MAY_BE_EMPTY = FieldSpec(
    "output",
    ("agent_output", "agentOutput", "response"),
    required=True,
    kind="answer",
    allow_empty=True,
)
"""faithfulness and toxicity score an empty output 0 (without a judge call)."""
_INPUT = FieldSpec("input", ("query", "question"), kind="query")

FAITHFULNESS_FIELDS: tuple[FieldSpec, ...] = (
    _OUTPUT_MAY_BE_EMPTY,
    FieldSpec(
        "context",
        ("contexts", "retrieval_context", "retrievalContext"),
        required=True,
        kind="context",
    ),
    _INPUT,
)

TOXICITY_FIELDS: tuple[FieldSpec, ...] = (_OUTPUT_MAY_BE_EMPTY, _INPUT)

HTTP_FIELDS: tuple[FieldSpec, ...] = ()
"""A remote scorer receives the whole row; evalctl itself reads only id and the thresholds."""
