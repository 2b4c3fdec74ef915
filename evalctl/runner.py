"""Run a scorer over a stream of cases with bounded concurrency; no terminal I/O.

Outcomes are yielded as cases finish, each with its position in the stream, so the caller can
write them in dataset order later (results_file.CaseSpool does). Up to `cases_in_flight` cases
are scored at once, and a finished case frees its place at once: a case waiting out a backoff or
a slow answer holds one place, never the dispatch of the others. Memory stays bounded by that
number. When `stop` is set (Ctrl-C, SIGTERM) no new case is dispatched, unfinished ones are
cancelled, and the finished ones are still yielded.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass
from typing import Any

from evalctl.dataset.case import Case, InvalidRow
from evalctl.errors import JudgeError
from evalctl.judges.base import Judge, UsageCounter
from evalctl.results import CaseResult
from evalctl.scorers.base import CaseScore, Scorer


@dataclass(frozen=True, slots=True)
class PriorResult:
    """A case already scored by an earlier, interrupted run (--resume): not judged again."""

    result: CaseResult


RunItem = Case | InvalidRow | PriorResult


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    """What happened to one case: a score, a judge error, an invalid row, or a prior result.

    `position` is the item's place in the stream (0-based), for writing in dataset order.
    """

    item: RunItem
    position: int = 0
    score: CaseScore | None = None
    error: str | None = None
    duration_s: float = 0.0


async def run_cases(
    items: Iterable[RunItem],
    scorer: Scorer,
    judge: Judge,
    usage: UsageCounter,
    cases_in_flight: int,
    stop: asyncio.Event | None = None,
) -> AsyncIterator[CaseOutcome]:
    """Score every case; yield one outcome per item as it finishes (completion order)."""
    stop = stop or asyncio.Event()
    source = enumerate(items)
    exhausted = False
    running: set[asyncio.Task[CaseOutcome]] = set()
    stop_waiter = asyncio.ensure_future(stop.wait())

    async def score_one(case: Case, position: int) -> CaseOutcome:
        started = time.perf_counter()
        try:
            score = await scorer.score(case, judge, usage)
        except JudgeError as exc:
            return CaseOutcome(case, position, error=str(exc), duration_s=_since(started))
        return CaseOutcome(case, position, score=score, duration_s=_since(started))

    try:
        while True:
            while not exhausted and len(running) < cases_in_flight and not stop.is_set():
                entry = next(source, None)
                if entry is None:
                    exhausted = True
                    break
                position, item = entry
                if isinstance(item, InvalidRow):
                    yield CaseOutcome(item, position, error=item.message)
                elif isinstance(item, PriorResult):
                    yield CaseOutcome(item, position)
                else:
                    running.add(asyncio.ensure_future(score_one(item, position)))
            if not running:
                return
            waiters: set[asyncio.Future[Any]] = {*running, stop_waiter}
            done, _ = await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            for task in running & done:
                running.discard(task)
                yield task.result()
            if stop.is_set():
                for task in running:
                    task.cancel()
                await asyncio.gather(*running, return_exceptions=True)
                for task in running:
                    if not task.cancelled() and task.exception() is None:
                        yield task.result()
                running.clear()
                return
    finally:
        stop_waiter.cancel()
        for task in running:
            task.cancel()
        if running:
            await asyncio.gather(*running, return_exceptions=True)


def _since(started: float) -> float:
    return time.perf_counter() - started
