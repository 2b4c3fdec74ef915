"""The runner: positions, bounded concurrency without head-of-line blocking, errors, stopping."""

from __future__ import annotations

import asyncio
import json

from evalctl.dataset.case import Case, InvalidRow
from evalctl.dataset.rows import parse_case
from evalctl.judges.base import JudgeRequest, UsageCounter
from evalctl.runner import CaseOutcome, run_cases
from evalctl.scorers.noise import NOISE_FIELDS, NoiseCase, NoiseScorer
from tests.support.fake_judges import SlowJudge
from tests.support.noise_rows import noise_row

ANSWER = json.dumps({"dimensions": [], "overallAssessment": "", "robustnessScore": 0.9})


def cases(n: int) -> list[Case | InvalidRow]:
    return [parse_case(noise_row(id=f"c{i}"), i + 1, NOISE_FIELDS, NoiseCase) for i in range(n)]


def delay_by_id(request: JudgeRequest) -> float:
    # Later cases finish first: outcomes come in completion order, with their positions.
    return 0.001 * (40 - int(request.case.id[1:]) % 40)


async def collect(
    items: list[Case | InvalidRow],
    judge: SlowJudge,
    concurrency: int,
    stop: asyncio.Event | None = None,
) -> list[CaseOutcome]:
    return [
        o async for o in run_cases(items, NoiseScorer(), judge, UsageCounter(), concurrency, stop)
    ]


def test_every_outcome_carries_its_position_and_concurrency_is_bounded() -> None:
    judge = SlowJudge(lambda r: ANSWER, delay_by_id)
    outcomes = asyncio.run(collect(cases(100), judge, concurrency=8))
    assert sorted((o.position, o.item.id) for o in outcomes if isinstance(o.item, Case)) == [
        (i, f"c{i}") for i in range(100)
    ]
    assert [o.position for o in outcomes] != list(range(100))  # completion order, not dataset
    assert judge.max_in_flight == 8


def test_a_slow_case_never_stalls_the_others() -> None:
    # c0 takes 1 s; the 200 others 1 ms each, 4 at a time: they must not wait for c0.
    judge = SlowJudge(lambda r: ANSWER, lambda r: 1.0 if r.case.id == "c0" else 0.001)

    async def timed() -> tuple[list[CaseOutcome], float]:
        loop = asyncio.get_running_loop()
        started = loop.time()
        outcomes = await collect(cases(201), judge, concurrency=4)
        return outcomes, loop.time() - started

    outcomes, seconds = asyncio.run(timed())
    assert outcomes[-1].item.id == "c0"  # everything else finished while c0 waited
    assert seconds < 1.5
    assert judge.max_in_flight == 4
    assert all(o.score is not None and o.score.score == 0.9 for o in outcomes)


def test_a_judge_failure_is_that_case_error_and_the_others_still_score() -> None:
    judge = SlowJudge(lambda r: ANSWER, lambda r: 0.0, fail_ids=frozenset({"c3"}))
    outcomes = asyncio.run(collect(cases(6), judge, concurrency=2))
    failed = [o for o in outcomes if o.error]
    assert [o.item.id for o in failed if isinstance(o.item, Case)] == ["c3"]
    assert failed[0].score is None
    assert "refused the connection" in (failed[0].error or "")
    assert sum(1 for o in outcomes if o.score) == 5


def test_invalid_rows_pass_through_in_place_without_a_judge_call() -> None:
    items = cases(2)
    items.insert(1, InvalidRow(line=9, case_id="bad", message="field 'output' is empty"))
    judge = SlowJudge(lambda r: ANSWER, lambda r: 0.0)
    outcomes = asyncio.run(collect(items, judge, concurrency=4))
    by_position = sorted(outcomes, key=lambda o: o.position)
    assert [o.error for o in by_position] == [None, "field 'output' is empty", None]
    assert judge.calls == 2


def test_stop_keeps_finished_outcomes_and_cancels_the_rest() -> None:
    async def scenario() -> tuple[list[CaseOutcome], SlowJudge]:
        stop = asyncio.Event()
        judge = SlowJudge(lambda r: ANSWER, lambda r: 0.0 if int(r.case.id[1:]) < 4 else 30.0)
        asyncio.get_running_loop().call_later(0.2, stop.set)
        outcomes = await collect(cases(50), judge, concurrency=8, stop=stop)
        return outcomes, judge

    outcomes, judge = asyncio.run(asyncio.wait_for(scenario(), timeout=10))
    assert sorted(o.item.id for o in outcomes if isinstance(o.item, Case)) == [
        "c0",
        "c1",
        "c2",
        "c3",
    ]
    assert judge.in_flight == 0
