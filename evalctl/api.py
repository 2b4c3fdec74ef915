"""The public Python API: `evaluate` and `evaluate_async`, and the `Evaluation` they return.

    import evalctl

    def test_agent_resists_noise():
        result = evalctl.evaluate("noise", "datasets/noise.jsonl", min_score=0.8)
        assert result.summary.by_noise_type["adversarial"].mean >= 0.6

Both run the same pipeline as `evalctl run` (evalctl/pipeline.py): they never print, never
exit and never install signal handlers. Notices and warnings go to `on_event` when given, else
to the `evalctl` logger.
"""

from __future__ import annotations

import asyncio
import functools
import os
from collections.abc import Callable, Coroutine, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from evalctl.config import resolve_config
from evalctl.events import EventHook
from evalctl.pipeline import run_evaluation
from evalctl.results import ResultsDocument

if TYPE_CHECKING:
    from evalctl.agents import AgentFunction
    from evalctl.judges.base import Judge

P = ParamSpec("P")
T = TypeVar("T")


class Evaluation(ResultsDocument):
    """The results document of a run, with every case: `.score`, `.passed`, `.exit_code`,
    `.status`, `.summary`, `.cases` (each with `.id`, `.score`, `.passed`, `.error`,
    `.details`). `model_dump(mode="json")` is the `evalctl run --json` document."""


async def evaluate_async(
    scorer: str,
    cases: str | os.PathLike[str] | Iterable[Mapping[str, Any]],
    *,
    model: str | None = None,
    judge_url: str | None = None,
    min_score: float | None = None,
    max_score: float | None = None,
    mean_min: float | None = None,
    mean_max: float | None = None,
    pass_rate: float | None = None,
    max_errors: int | str | None = None,
    scoring: Mapping[str, Any] | str | None = None,
    scale: float | None = None,
    concurrency: int | None = None,
    cache: bool = True,
    judge_samples: int | None = None,
    reducer: str | None = None,
    confirm_failures: int | None = None,
    confidence: float | None = None,
    max_flaky: int | None = None,
    agent: AgentFunction | None = None,
    agent_url: str | None = None,
    agent_cmd: str | None = None,
    agent_samples: int | None = None,
    judge: Judge | None = None,
    on_event: EventHook | None = None,
) -> Evaluation:
    """Score `cases` with `scorer` ("noise", "faithfulness", "toxicity", "http") and gate.

    `cases` is a dataset path or an iterable of row dicts (the dataset fields and aliases of the
    README). No `model` or `judge_url` means the built-in offline judge, as on the command line;
    the configuration file and `EVALCTL_*` variables apply as they do there, and arguments win.
    `judge` replaces the configured judge with your own object implementing the Judge protocol.
    `judge_samples`, `reducer`, `confirm_failures`, `confidence` and `max_flaky` are the
    command line's repeated-judging options (README, "Judge variance").
    `agent` (a function, sync or async, query -> answer), `agent_url` or `agent_cmd` is the
    agent under test: it answers the rows' queries, so a row needs only those (README, "The
    agent under test"); the other agent options come from the config file and environment.
    Invalid input raises `evalctl.InputError`/`UsageError`; a breached gate does not raise: read
    `.passed` and `.exit_code`.
    """
    given: dict[str, Any] = {
        "model": model,
        "judge_url": judge_url,
        "min": min_score,
        "max": max_score,
        "mean_min": mean_min,
        "mean_max": mean_max,
        "pass_rate": pass_rate,
        "max_errors": max_errors,
        "concurrency": concurrency,
        "cache": None if cache else False,
        "scoring": dict(scoring) if isinstance(scoring, Mapping) else scoring,
        "scale": scale,
        "judge_samples": judge_samples,
        "reducer": reducer,
        "confirm_failures": confirm_failures,
        "confidence": confidence,
        "max_flaky": max_flaky,
        "agent_url": agent_url,
        "agent_cmd": agent_cmd,
        "agent_samples": agent_samples,
        "step_summary": False,
    }
    dataset: str | None = None
    rows: list[Any] | None = None
    if isinstance(cases, (str, os.PathLike)):
        dataset = os.fspath(cases)
    else:
        rows = list(cases)
    config = resolve_config(scorer, given)
    record = await run_evaluation(
        config, dataset=dataset, rows=rows, judge=judge, on_event=on_event, agent=agent
    )
    try:
        fields = {name: getattr(record.document, name) for name in ResultsDocument.model_fields}
        fields["cases"] = list(record.cases())
        return Evaluation.model_construct(**fields)
    finally:
        record.close()


def _blocking(coroutine_function: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, T]:
    """The same function, run to completion: from any thread, even one with a running loop."""

    @functools.wraps(coroutine_function)
    def run(*args: P.args, **kwargs: P.kwargs) -> T:
        kept: list[T] = []

        async def work() -> None:
            # The result is kept aside, not returned by the main task: asyncio.run's SIGINT
            # bookkeeping formats the main task (and so its result) with repr(), which for a
            # 5,000-case Evaluation took half a second.
            kept.append(await coroutine_function(*args, **kwargs))

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            asyncio.run(work())
            return kept[0]
        from concurrent.futures import ThreadPoolExecutor

        # A loop already runs in this thread (a notebook, an async test): use a thread of our own.
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="evalctl") as pool:
            pool.submit(asyncio.run, work()).result()
        return kept[0]

    return run


evaluate = _blocking(evaluate_async)
evaluate.__name__ = evaluate.__qualname__ = "evaluate"
evaluate.__doc__ = """Score `cases` with `scorer` and gate on the result: `evaluate_async`, run to
completion. Works from any thread; where an event loop is already running, it runs on a thread
of its own."""
