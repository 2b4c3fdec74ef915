"""Build the judge a run asks for: the offline judge, or an HttpJudge behind the answer cache."""

from __future__ import annotations

from collections.abc import Callable

from evalctl.config import ResolvedJudge, RunConfig
from evalctl.judges.base import Judge
from evalctl.judges.retry import RetryPolicy


def build_judge(
    resolved: ResolvedJudge, config: RunConfig, notify: Callable[[str], None] | None = None
) -> Judge:
    """The judge `resolved` names; `notify` hears what it changes on its own (concurrency
    lowered after repeated timeouts)."""
    if resolved.target is None:
        from evalctl.judges.local import LocalJudge
        from evalctl.judges.local.workers import WorkerProcessesLocalJudge, usable_cores

        cores = usable_cores()
        return WorkerProcessesLocalJudge(cores) if cores >= 2 else LocalJudge()
    from evalctl.judges.cache import CachedJudge, JudgeCache
    from evalctl.judges.client import HttpJudge, HttpJudgeSettings

    settings = HttpJudgeSettings(
        target=resolved.target,
        temperature=config.temperature,
        seed=config.seed,
        timeout_s=config.timeout,
        json_mode=config.json_mode,
        concurrency=config.concurrency,
        max_tokens=config.max_tokens,
    )
    from evalctl.judges.json_modes import JsonModeMemory

    memory = JsonModeMemory(resolved.cache_dir) if resolved.cache_dir is not None else None
    judge = HttpJudge(
        settings,
        resolved.api_key,
        RetryPolicy(retries=config.retries),
        mode_memory=memory,
        notify=notify,
    )
    if resolved.cache_dir is None:
        return judge
    return CachedJudge(judge, JudgeCache(resolved.cache_dir))
