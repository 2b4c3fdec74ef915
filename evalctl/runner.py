"""Run a scorer over a stream of cases with bounded concurrency; no terminal I/O.

Outcomes are yielded in dataset order. At most `concurrency` judge requests are in flight, and at
most a window of a few times that many cases are dispatched ahead of the oldest unfinished one,
so memory stays bounded however long the dataset is. When `stop` is set (Ctrl-C, SIGTERM) no new
case is dispatched, unfinished ones are cancelled, and the finished ones are still yielded.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass
from typing import Any

from evalctl.dataset.case import Case, InvalidRow
from evalctl.errors import JudgeError
from evalctl.judges.base import Judge, UsageCounter
from evalctl.results import CaseResult
from evalctl.scorers.base import CaseScore, Scorer

_WINDOW_PER_SLOT = 4
_MIN_WINDOW = 64


@dataclass(frozen=True, slots=True)
class PriorResult:
    """A case already scored by an earlier, interrupted run (--resume): not judged again."""

    result: CaseResult


RunItem = Case | InvalidRow | PriorResult


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    """What happened to one case: a score, a judge error, an invalid row, or a prior result."""

    item: RunItem
    score: CaseScore | None = None
    error: str | None = None
    duration_s: float = 0.0


async def run_cases(
    items: Iterable[RunItem],
    scorer: Scorer,
    judge: Judge,
    usage: UsageCounter,
    concurrency: int,
    stop: asyncio.Event | None = None,
    on_judged: Callable[[CaseOutcome], None] | None = None,
) -> AsyncIterator[CaseOutcome]:
    """Score every case; yield one outcome per item, in the order of `items`.

    `on_judged` sees each judged case as soon as it finishes (completion order), before it is
    yielded: the incremental log writes it there, so a crash loses no finished case.
    """
    stop = stop or asyncio.Event()
    slots = asyncio.Semaphore(concurrency)
    window = max(concurrency * _WINDOW_PER_SLOT, _MIN_WINDOW)
    pending: deque[asyncio.Future[CaseOutcome]] = deque()
    source = iter(items)
    exhausted = False
    stop_waiter = asyncio.ensure_future(stop.wait())

    async def score_one(case: Case) -> CaseOutcome:
        async with slots:
            started = time.perf_counter()
            try:
                score = await scorer.score(case, judge, usage)
            except JudgeError as exc:
                outcome = CaseOutcome(
                    case, error=str(exc), duration_s=time.perf_counter() - started
                )
            else:
                outcome = CaseOutcome(case, score=score, duration_s=time.perf_counter() - started)
            if on_judged is not None:
                on_judged(outcome)
            return outcome

    try:
        while True:
            while not exhausted and len(pending) < window and not stop.is_set():
                item = next(source, None)
                if item is None:
                    exhausted = True
                elif isinstance(item, (InvalidRow, PriorResult)):
                    done: asyncio.Future[CaseOutcome] = asyncio.get_running_loop().create_future()
                    error = item.message if isinstance(item, InvalidRow) else None
                    done.set_result(CaseOutcome(item, error=error))
                    pending.append(done)
                else:
                    pending.append(asyncio.ensure_future(score_one(item)))
            if not pending:
                return
            head = pending[0]
            if not head.done():
                waiters: set[asyncio.Future[Any]] = {head, stop_waiter}
                await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            if stop.is_set():
                for outcome in _drain_finished(pending):
                    yield outcome
                return
            pending.popleft()
            yield head.result()
    finally:
        stop_waiter.cancel()
        for future in pending:
            future.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)


def _drain_finished(pending: deque[asyncio.Future[CaseOutcome]]) -> list[CaseOutcome]:
    """The outcomes already finished when a stop was asked for; the rest are cancelled."""
    finished = [f.result() for f in pending if f.done() and not f.cancelled()]
    for future in pending:
        future.cancel()
    pending.clear()
    return finished
