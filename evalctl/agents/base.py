"""The agent under test: one query in, its answer out.

evalctl can call the agent itself, so a row needs only its queries: the agent's answer to the
original query fills `baseline_response`, its answer to the noisy query (or to `input`) fills
`output`. A failed call is a case error (exit 3 rules), never a score.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from evalctl.errors import JudgeError


class AgentError(JudgeError):
    """The agent under test did not answer (HTTP error, timeout, non-zero exit, bad reply)."""


class Agent(Protocol):
    """Anything that answers a query. `identity` names it in results and in the answer cache
    (never with a key)."""

    @property
    def identity(self) -> str: ...

    async def ask(self, query: str, *, case_id: str, variant: str) -> str: ...

    async def aclose(self) -> None: ...


@dataclass(slots=True)
class AgentStats:
    """The `agent` block of the results: what calling the agent cost."""

    calls: int = 0
    cache_hits: int = 0
    errors: int = 0
    duration_s: float = 0.0
    """Time spent waiting for the agent, summed over calls."""
