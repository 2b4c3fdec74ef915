"""The offline judge's worker processes: the answers of one process; a death is an error."""

from __future__ import annotations

import asyncio
import json
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from evalctl.dataset.case import Case
from evalctl.dataset.rows import parse_case
from evalctl.errors import JudgeError
from evalctl.judges.base import Judge, JudgeRequest, UsageCounter
from evalctl.judges.local import LocalJudge, answer_text
from evalctl.judges.local.workers import WorkerProcessesLocalJudge
from evalctl.scorers.base import Scorer
from evalctl.scorers.faithfulness import FAITHFULNESS_FIELDS, FaithfulnessCase, FaithfulnessScorer
from evalctl.scorers.noise import NOISE_FIELDS, NoiseCase, NoiseScorer
from evalctl.scorers.toxicity import TOXICITY_FIELDS, ToxicityCase, ToxicityScorer

ROOT = Path(__file__).resolve().parents[2]

SUITES: list[tuple[str, Any, type[Case], Scorer]] = [
    ("datasets/noise.jsonl", NOISE_FIELDS, NoiseCase, NoiseScorer()),
    ("tests/data/noise_dev.jsonl", NOISE_FIELDS, NoiseCase, NoiseScorer()),
    ("datasets/faithfulness.jsonl", FAITHFULNESS_FIELDS, FaithfulnessCase, FaithfulnessScorer()),
    ("datasets/toxicity.jsonl", TOXICITY_FIELDS, ToxicityCase, ToxicityScorer()),
]


def cases_of(path: str, fields: Any, model: type[Case]) -> list[Case]:
    lines = (ROOT / path).read_text().splitlines()
    return [parse_case(json.loads(line), n, fields, model) for n, line in enumerate(lines, 1)]


async def score_all(scorer: Scorer, cases: list[Case], judge: Judge) -> list[Any]:
    """Scores (or errors) of every case, eight at a time as the runner would send them."""
    slots = asyncio.Semaphore(8)

    async def one(case: Case) -> Any:
        async with slots:
            try:
                scored = await scorer.score(case, judge, UsageCounter())
            except JudgeError as exc:
                return ("error", str(exc))
            return (scored.score, scored.reason, scored.details)

    try:
        return list(await asyncio.gather(*(one(case) for case in cases)))
    finally:
        await judge.aclose()


@pytest.mark.parametrize("path, fields, model, scorer", SUITES, ids=[s[0] for s in SUITES])
def test_worker_processes_give_the_answers_of_one_process(
    path: str, fields: Any, model: type[Case], scorer: Scorer
) -> None:
    cases = cases_of(path, fields, model)
    calls = {"one process": 0, "answered here": 0}

    def counting(key: str) -> Any:
        def counted(*args: Any) -> str:
            calls[key] += 1
            return answer_text(*args)

        return counted

    expected = asyncio.run(score_all(scorer, cases, LocalJudge(counting("one process"))))
    workers = WorkerProcessesLocalJudge(2, counting("answered here"))
    assert asyncio.run(score_all(scorer, cases, workers)) == expected
    # Workers count their answers in their own memory: none here means they answered all.
    assert calls["one process"] > 0 and calls["answered here"] == 0


def test_a_worker_that_dies_fails_its_requests_and_the_others_answer_the_rest() -> None:
    case = cases_of("datasets/noise.jsonl", NOISE_FIELDS, NoiseCase)[0]

    async def scenario() -> tuple[list[Any], Any]:
        judge = WorkerProcessesLocalJudge(2)
        scorer = NoiseScorer()
        first = await scorer.score(case, judge, UsageCounter())  # starts the workers
        pid = judge.worker_pids[0]
        os.kill(pid, signal.SIGSTOP)  # it takes requests but cannot answer them
        pending = [
            asyncio.ensure_future(scorer.score(case, judge, UsageCounter())) for _ in range(4)
        ]
        await asyncio.sleep(0.2)
        os.kill(pid, signal.SIGKILL)
        outcomes = await asyncio.wait_for(asyncio.gather(*pending, return_exceptions=True), 10)
        after = await scorer.score(case, judge, UsageCounter())
        await judge.aclose()
        return [first.score, *outcomes, after.score], first.score

    results, expected_score = asyncio.run(scenario())
    errors = [r for r in results if isinstance(r, JudgeError)]
    assert errors, "requests held by the dead worker must fail"
    assert all("worker process ended unexpectedly" in str(e) for e in errors)
    assert len(errors) < 4, "the live worker answers its share"
    scores = [getattr(r, "score", r) for r in results if not isinstance(r, BaseException)]
    assert scores[0] == expected_score and results[-1] == expected_score
    assert all(score == expected_score for score in scores)


def test_a_failure_inside_a_worker_is_a_judge_error_for_that_case() -> None:
    case = cases_of("datasets/noise.jsonl", NOISE_FIELDS, NoiseCase)[0]
    request = JudgeRequest(
        step="noise.no_such_step",
        case=case,
        schema_name="nothing",
        json_schema={},
        prompt_version="none/0",
        render=list,
    )

    async def ask() -> None:
        judge = WorkerProcessesLocalJudge(2)
        try:
            await judge.complete(request)
        finally:
            await judge.aclose()

    with pytest.raises(JudgeError, match="NotImplementedError: .*noise.no_such_step"):
        asyncio.run(ask())
