"""Run settings from the command line and the environment; the one reader of os.environ.

Precedence: command line, then environment (`EVALCTL_MODEL`, `EVALCTL_JUDGE_URL`,
`OPENAI_BASE_URL`, `ANTHROPIC_BASE_URL`, `EVALCTL_CACHE_DIR`), then defaults. API keys are read
here, by the name of their variable, and leave this module only wrapped in a Secret.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from evalctl.errors import UsageError
from evalctl.judges.providers import BASE_URL_ENV, JudgeTarget, resolve_target

LOCAL_MODELS = frozenset({"local", "local/heuristic-v1"})
JsonModeOption = Literal["auto", "schema", "object", "prompt"]


@dataclass(frozen=True, slots=True)
class JudgeOptions:
    """What the command line says about the judge (None: not given)."""

    model: str | None = None
    judge_url: str | None = None
    api_key_env: str | None = None
    concurrency: int = 8
    timeout_s: float = 60.0
    retries: int = 5
    temperature: float = 0.0
    seed: int | None = None
    json_mode: JsonModeOption = "auto"
    no_cache: bool = False
    cache_dir: Path | None = None


class Secret:
    """An API key that never shows itself in a repr, a log line or a traceback."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('***')"

    __str__ = __repr__


@dataclass(frozen=True, slots=True)
class ResolvedJudge:
    """Which judge to use: the offline one (target None) or an HTTP endpoint with its key."""

    target: JudgeTarget | None
    api_key: Secret | None = None
    cache_dir: Path | None = None


def color_disabled(no_color_flag: bool, environ: Mapping[str, str] | None = None) -> bool:
    """--no-color, or the NO_COLOR convention (any value)."""
    return no_color_flag or "NO_COLOR" in (environ if environ is not None else os.environ)


def step_summary_path(environ: Mapping[str, str] | None = None) -> Path | None:
    """GitHub Actions' $GITHUB_STEP_SUMMARY file, when running there."""
    value = (environ if environ is not None else os.environ).get("GITHUB_STEP_SUMMARY")
    return Path(value) if value else None


def resolve_judge(
    options: JudgeOptions,
    environ: Mapping[str, str] | None = None,
    file_values: Mapping[str, Any] | None = None,
) -> ResolvedJudge:
    """Apply command line > environment > config file > defaults; read the key by its name."""
    env = environ if environ is not None else os.environ
    file = file_values or {}
    model = options.model or env.get("EVALCTL_MODEL") or file.get("model") or None
    url = options.judge_url or env.get("EVALCTL_JUDGE_URL") or file.get("judge_url") or None
    if url is None and (model is None or model in LOCAL_MODELS):
        return ResolvedJudge(target=None)
    provider = (model or "").partition("/")[0] if url is None else ""
    override = env.get(BASE_URL_ENV.get(provider, "")) or None
    target = resolve_target(model, url, options.api_key_env, override)
    key_value = env.get(target.key_env) if target.key_env else None
    if not key_value and target.key_required:
        raise UsageError(
            f"the judge {model} needs an API key: set {target.key_env} "
            "(or name another variable with --api-key-env)"
        )
    cache_dir = None
    if not options.no_cache:
        from_file = Path(file["cache_dir"]) if file.get("cache_dir") else None
        cache_dir = options.cache_dir or default_cache_dir(env) or from_file or user_cache_dir(env)
    return ResolvedJudge(target, Secret(key_value) if key_value else None, cache_dir)


def default_cache_dir(environ: Mapping[str, str]) -> Path | None:
    """$EVALCTL_CACHE_DIR, if set."""
    value = environ.get("EVALCTL_CACHE_DIR")
    return Path(value) if value else None


def user_cache_dir(environ: Mapping[str, str]) -> Path:
    """$XDG_CACHE_HOME/evalctl, else ~/.cache/evalctl."""
    base = environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "evalctl"
