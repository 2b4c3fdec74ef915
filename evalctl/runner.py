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
from typing import TYPE_CHECKING

from evalctl.dataset.case import Case, InvalidRow
from evalctl.errors import JudgeError
from evalctl.judges.base import Judge, UsageCounter
from evalctl.results import CaseResult
from evalctl.scorers.base import CaseScore, Scorer

if TYPE_CHECKING:
    from evalctl.sampling import Sampler


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
    scored: Case | None = None
    """The case as it was scored: with the agent's answers, when an agent gave them."""
    outputs: tuple[str, ...] = ()
    usage: dict[str, int] | None = None
    """What judging this case cost (its non-zero counts), kept in the log for --resume."""


async def run_cases(
    items: Iterable[RunItem],
    scorer: Scorer,
    judge: Judge,
    usage: UsageCounter,
    cases_in_flight: int,
    stop: asyncio.Event | None = None,
    sampler: Sampler | None = None,
) -> AsyncIterator[CaseOutcome]:
    """Score every case; yield one outcome per item as it finishes (completion order).

    `sampler` asks the agent and judges each case several times (--agent-samples,
    --judge-samples, --confirm-failures)."""
    stop = stop or asyncio.Event()
    source = enumerate(items)
    exhausted = False
    running: set[asyncio.Task[CaseOutcome]] = set()
    # Each finished task (and a stop, as None) lands here: O(1) per case, where asyncio.wait
    # over every running task would register and remove a callback on each of them each time.
    finished: asyncio.Queue[asyncio.Task[CaseOutcome] | None] = asyncio.Queue()
    stop_waiter = asyncio.ensure_future(stop.wait())
    stop_waiter.add_done_callback(lambda _: finished.put_nowait(None))

    async def score_one(case: Case, position: int) -> CaseOutcome:
        started = time.perf_counter()
        spent = UsageCounter()
        try:
            if sampler is None:
                score = await scorer.score(case, judge, spent)
                return CaseOutcome(
                    case, position, score=score, duration_s=_since(started), usage=spent.nonzero()
                )
            sampled = await sampler.score(case, scorer, judge, spent)
        except JudgeError as exc:
            return CaseOutcome(
                case, position, error=str(exc), duration_s=_since(started), usage=spent.nonzero()
            )
        finally:
            usage.add(spent)  # every request this case sent counts, however it ended
        return CaseOutcome(
            case,
            position,
            score=sampled.score,
            duration_s=_since(started),
            scored=sampled.case,
            outputs=sampled.outputs,
            usage=spent.nonzero(),
        )

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
                    task = asyncio.ensure_future(score_one(item, position))
                    task.add_done_callback(finished.put_nowait)
                    running.add(task)
            if not running:
                return
            done = await finished.get()
            if done is not None and done in running:
                running.discard(done)
                yield done.result()
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
