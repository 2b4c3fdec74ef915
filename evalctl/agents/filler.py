"""Fill a case's answer fields by asking the agent: shared, cached, bounded.

Each distinct query is asked once per run (variants of one original query share its baseline
call, even while it is in flight); answers come from the cache when they can; at most
`concurrency` calls run at once, apart from the judge's own limit.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Mapping
from typing import Any

from evalctl.agents.base import Agent, AgentError, AgentStats
from evalctl.agents.cache import AgentCache
from evalctl.dataset.case import Case

SHARED_ANSWERS_KEPT = 10_000
"""Finished answers kept in memory for sharing; older ones come from the cache instead."""


class AgentFiller:
    """`answers` maps an answer field to (the query field it answers, the variant's name)."""

    def __init__(
        self,
        agent: Agent,
        answers: Mapping[str, tuple[str, str]],
        *,
        cache: AgentCache | None,
        concurrency: int,
        refresh_baselines: bool = False,
        samples: int = 1,
        case_model: type[Case] | None = None,
    ) -> None:
        self.agent = agent
        self.case_model = case_model
        self.answers = answers
        self.cache = cache
        self.refresh_baselines = refresh_baselines
        self.samples = samples
        self.stats = AgentStats()
        self._slots = asyncio.Semaphore(concurrency)
        self._asked: dict[tuple[str, int], asyncio.Future[str]] = {}
        self._finished: deque[tuple[str, int]] = deque()

    async def fill(self, case: Case, sample: int = 0) -> Case:
        """`case` with its answer fields from the agent (a frozen baseline is kept unless
        refresh_baselines); sample > 0 asks again for the answers that vary by sample."""
        update: dict[str, Any] = {}
        for field, (query_field, variant) in self.answers.items():
            frozen = field == "baseline_response" and getattr(case, field, None)
            if frozen and not self.refresh_baselines:
                continue
            query = getattr(case, query_field, None)
            if not isinstance(query, str) or not query.strip():
                raise AgentError(f"no {query_field} to ask the agent")
            shared_sample = 0 if field == "baseline_response" else sample
            update[field] = await self.answer(query, case.id, variant, shared_sample)
        if self.case_model is None:
            return case.model_copy(update=update)
        # The scorer's own case model (its answer fields now filled), not the row model that
        # let them be missing: what the scorer, and the offline judge's helpers, expect.
        return self.case_model.model_construct(**{**dict(case), **update})

    async def answer(self, query: str, case_id: str, variant: str, sample: int = 0) -> str:
        key = (query, sample)
        pending = self._asked.get(key)
        if pending is None:
            pending = asyncio.ensure_future(self._fetch(query, case_id, variant, sample))
            self._asked[key] = pending
            pending.add_done_callback(lambda _: self._forget_old(key))
        return await asyncio.shield(pending)

    async def _fetch(self, query: str, case_id: str, variant: str, sample: int) -> str:
        cache_key = None
        if self.cache is not None:
            cache_key = AgentCache.key(self.agent.identity, query, sample)
            stored = self.cache.get(cache_key)
            if stored is not None:
                self.stats.cache_hits += 1
                return stored
        async with self._slots:
            started = time.perf_counter()
            self.stats.calls += 1
            try:
                answer = await self.agent.ask(query, case_id=case_id, variant=variant)
            except AgentError:
                self.stats.errors += 1
                raise
            finally:
                self.stats.duration_s += time.perf_counter() - started
        if not answer.strip():
            self.stats.errors += 1
            raise AgentError("the agent answered with nothing")
        answer = answer.strip()
        if self.cache is not None and cache_key is not None:
            self.cache.put(cache_key, answer)
        return answer

    def _forget_old(self, key: tuple[str, int]) -> None:
        self._finished.append(key)
        while len(self._finished) > SHARED_ANSWERS_KEPT:
            self._asked.pop(self._finished.popleft(), None)

    def close_now(self) -> None:
        """Close what can be closed without a loop (a run that never started)."""
        if self.cache is not None:
            self.cache.close()

    async def aclose(self) -> None:
        for pending in self._asked.values():
            pending.cancel()
        await asyncio.gather(*self._asked.values(), return_exceptions=True)
        try:
            await self.agent.aclose()
        finally:
            if self.cache is not None:
                self.cache.close()
