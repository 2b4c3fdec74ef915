"""Build the judge a run asks for: the offline judge, or an HttpJudge behind the answer cache."""

from __future__ import annotations

from evalctl.config import JudgeOptions, ResolvedJudge
from evalctl.judges.base import Judge
from evalctl.judges.retry import RetryPolicy


def build_judge(resolved: ResolvedJudge, options: JudgeOptions) -> Judge:
    if resolved.target is None:
        from evalctl.judges.local import LocalJudge
        from evalctl.judges.local.helper import HelperProcessesLocalJudge, usable_cores

        cores = usable_cores()
        return HelperProcessesLocalJudge(cores) if cores >= 2 else LocalJudge()
    from evalctl.judges.cache import CachedJudge, JudgeCache
    from evalctl.judges.client import HttpJudge, HttpJudgeSettings

    settings = HttpJudgeSettings(
        target=resolved.target,
        temperature=options.temperature,
        seed=options.seed,
        timeout_s=options.timeout_s,
        json_mode=options.json_mode,
        concurrency=options.concurrency,
    )
    judge = HttpJudge(settings, resolved.api_key, RetryPolicy(retries=options.retries))
    if resolved.cache_dir is None:
        return judge
    return CachedJudge(judge, JudgeCache(resolved.cache_dir))
