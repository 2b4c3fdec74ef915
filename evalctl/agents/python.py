"""An agent that is a Python function (sync or async, query → answer): for library users."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable

from evalctl.agents.base import AgentError

AgentFunction = Callable[[str], str] | Callable[[str], Awaitable[str]]


class CallableAgent:
    """Calls `function(query)`; a sync function runs in a worker thread so it cannot stall
    the judge calls. An exception it raises is that case's agent error."""

    def __init__(self, function: AgentFunction) -> None:
        self._function = function
        self._is_async = inspect.iscoroutinefunction(function) or inspect.iscoroutinefunction(
            getattr(function, "__call__", None)  # noqa: B004 (an async callable object)
        )

    @property
    def identity(self) -> str:
        function = self._function
        name = getattr(function, "__qualname__", type(function).__qualname__)
        return f"python: {getattr(function, '__module__', '?')}.{name}"

    async def ask(self, query: str, *, case_id: str, variant: str) -> str:
        try:
            if self._is_async:
                answer = await self._function(query)  # type: ignore[misc]
            else:
                answer = await asyncio.to_thread(self._function, query)
        except Exception as exc:
            raise AgentError(f"the agent function raised {type(exc).__name__}: {exc}") from exc
        if not isinstance(answer, str):
            raise AgentError(f"the agent function returned {type(answer).__name__}, not a str")
        return answer

    async def aclose(self) -> None:
        """Nothing to close."""
