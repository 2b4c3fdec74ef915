"""Run configuration: command line > environment > config file > defaults, in one function.

`resolve_config` is the one place the layers meet, and this module is the one reader of
`os.environ`. Every run option is a field of `RunConfig`, whose defaults are the named
constants of `evalctl.defaults` (`--help` shows the same ones). The environment sets any option
as `EVALCTL_<NAME>` (`EVALCTL_MODEL`, `EVALCTL_CONCURRENCY`, ...). API keys are read by the name
of their variable and leave this module only wrapped in a Secret.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from evalctl.config_file import ConfigFile, find_config, read_config
from evalctl.defaults import (
    DEFAULT_AGENT_CONCURRENCY,
    DEFAULT_AGENT_RETRIES,
    DEFAULT_AGENT_TIMEOUT_S,
    DEFAULT_CONCURRENCY,
    DEFAULT_MAX_ERRORS,
    DEFAULT_PASS_RATE,
    DEFAULT_RETRIES,
    DEFAULT_TEMPERATURE,
    DEFAULT_TIMEOUT_S,
)
from evalctl.errors import InputError, UsageError
from evalctl.judges.providers import BASE_URL_ENV, JudgeTarget, resolve_target
from evalctl.results import Reducer

LOCAL_MODELS = frozenset({"local", "local/heuristic-v1"})
MAX_JUDGE_SAMPLES = 100
JsonModeOption = Literal["auto", "schema", "object", "prompt"]
GATES_FOR_HIGHER_IS_BETTER = ("min", "mean_min")
GATES_FOR_LOWER_IS_BETTER = ("max", "mean_max")

_INVERTED = {
    "no_cache": "cache",
    "no_step_summary": "step_summary",
    "no_agent_cache": "agent_cache",
}
"""Config-file and environment keys that say the opposite of a RunConfig field."""
_RENAMED = {"json": "as_json"}


class RunConfig(BaseModel):
    """Every option of a run, resolved. Field names are the config-file keys."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scorer: str | None = None
    # gates
    min: float | None = Field(None, allow_inf_nan=False)
    max: float | None = Field(None, allow_inf_nan=False)
    mean_min: float | None = Field(None, allow_inf_nan=False)
    mean_max: float | None = Field(None, allow_inf_nan=False)
    pass_rate: float = Field(DEFAULT_PASS_RATE, ge=0, le=1)
    max_errors: int | str = DEFAULT_MAX_ERRORS
    """A count of cases, or a share of them: "5%"."""
    confidence: float | None = Field(None, gt=0, lt=1)
    """Set: the mean gates hold on the bound of the mean's interval at this confidence."""
    max_flaky: int | None = Field(None, ge=0)
    # repeated judging
    judge_samples: int = Field(1, ge=1, le=MAX_JUDGE_SAMPLES)
    reducer: Reducer = "mean"
    confirm_failures: int = Field(0, ge=0, le=MAX_JUDGE_SAMPLES)
    # the judge
    model: str | None = None
    judge_url: str | None = None
    api_key_env: str | None = None
    concurrency: int = Field(DEFAULT_CONCURRENCY, ge=1)
    timeout: float = Field(DEFAULT_TIMEOUT_S, gt=0, allow_inf_nan=False)
    retries: int = Field(DEFAULT_RETRIES, ge=0)
    temperature: float = Field(DEFAULT_TEMPERATURE, ge=0, allow_inf_nan=False)
    seed: int | None = None
    json_mode: JsonModeOption = "auto"
    max_tokens: int | None = Field(None, ge=16)
    """Room for each judge answer; unset, each step gets room sized to its answer."""
    cache: bool = True
    cache_dir: Path | None = None
    judge_reasons: bool = False
    # the agent under test
    agent_url: str | None = None
    agent_model: str | None = None
    agent_api_key_env: str | None = None
    agent_system: str | None = None
    agent_body: str | None = None
    agent_output: str | None = None
    agent_cmd: str | None = None
    agent_concurrency: int = Field(DEFAULT_AGENT_CONCURRENCY, ge=1)
    agent_timeout: float = Field(DEFAULT_AGENT_TIMEOUT_S, gt=0, allow_inf_nan=False)
    agent_retries: int = Field(DEFAULT_AGENT_RETRIES, ge=0)
    agent_cache: bool = True
    agent_samples: int = Field(1, ge=1, le=MAX_JUDGE_SAMPLES)
    refresh_baselines: bool = False
    save_cases: Path | None = None
    # the dataset
    map: tuple[str, ...] = ()
    skip_invalid: bool = False
    shard: str | None = None
    limit: int | None = Field(None, ge=1)
    """Score only the first N cases (after filter and shard): for debugging a suite."""
    filter: str | None = None
    """Score only the cases whose id matches this glob (`capital-*`)."""
    # files
    output: Path | None = None
    junit: Path | None = None
    markdown: Path | None = None
    html: Path | None = None
    log: Path | None = None
    resume: bool = False
    step_summary: bool = True
    # how the command line renders
    as_json: bool = False
    no_color: bool = False
    # the scorer's own options (scale, scoring, scorer_url, direction, ...)
    scorer_options: dict[str, Any] = Field(default_factory=dict)
    config_file: Path | None = None
    """The configuration file that was read, if any."""

    @field_validator("max_errors", mode="before")
    @classmethod
    def _count_or_share(cls, value: Any) -> Any:
        if isinstance(value, str) and not value.strip().endswith("%"):
            value = value.strip()
            if not value.isdigit():
                raise ValueError("must be a whole number of cases, or a share like 5%")
            return int(value)
        if isinstance(value, str):
            share = value.strip()[:-1]
            try:
                number = float(share)
            except ValueError:
                raise ValueError("must be a whole number of cases, or a share like 5%") from None
            if not 0 <= number <= 100:
                raise ValueError("a share must be between 0% and 100%")
            return value.strip()
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError("must be a whole number of cases, or a share like 5%")
        return value


RUN_OPTIONS: frozenset[str] = frozenset(RunConfig.model_fields) - {
    "scorer",
    "scorer_options",
    "config_file",
}


def resolve_config(
    scorer: str | None,
    given: Mapping[str, Any] | None = None,
    *,
    config_path: Path | None = None,
    environ: Mapping[str, str] | None = None,
    cwd: Path | None = None,
) -> RunConfig:
    """Merge the layers for a run of `scorer` (None for `judge check`): `given` (the command
    line's or the API's values; None means not given) > `EVALCTL_*` variables > the config file
    > defaults.

    In the file, a scorer's own table outranks the top level; a top-level gate that does not fit
    the scorer's direction (`min` for toxicity) is left out rather than refused.
    """
    from evalctl.scorers import SCORERS, scorer_class

    env = os.environ if environ is None else environ
    cls = scorer_class(scorer) if scorer is not None else None
    option_names = set(cls.options_model.model_fields) if cls is not None else set()
    if config_path is None and env.get("EVALCTL_CONFIG"):
        config_path = Path(env["EVALCTL_CONFIG"])
    if config_path is None:
        config_path = find_config(cwd or Path.cwd())
    elif not config_path.is_file():
        raise UsageError(f"{config_path}: no such configuration file", option="config")
    file = read_config(config_path, frozenset(SCORERS)) if config_path else ConfigFile()

    top = _file_layer(file, file.top, "", option_names, top_level=True)
    unfit: tuple[str, ...] = ()
    if cls is not None:
        lower = cls.direction == "lower"
        unfit = GATES_FOR_HIGHER_IS_BETTER if lower else GATES_FOR_LOWER_IS_BETTER
    top = {key: value for key, value in top.items() if key not in unfit}
    for name, table in file.scorers.items():
        names = (
            option_names if name == scorer else set(scorer_class(name).options_model.model_fields)
        )
        checked = _file_layer(file, table, f"{name}.", names, top_level=False)
        if name == scorer:
            top.update(checked)
    layers = [top, _env_layer(env, option_names), _given_layer(given or {})]

    merged: dict[str, Any] = {}
    options: dict[str, Any] = {}
    for layer in layers:
        for key, value in layer.items():
            if key in RUN_OPTIONS:
                merged[key] = value
            else:
                options[key] = value
    if not merged.get("no_color") and env.get("NO_COLOR"):
        merged["no_color"] = True  # no-color.org: any non-empty value
    return RunConfig.model_validate(
        {**merged, "scorer": scorer, "scorer_options": options, "config_file": config_path}
    )


def _given_layer(given: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's or the API's values; an invalid one is a usage error naming it."""
    layer = {key: value for key, value in given.items() if value is not None}
    run_values = {key: value for key, value in layer.items() if key in RUN_OPTIONS}
    try:
        RunConfig.model_validate({"scorer": "-", **run_values})
    except ValidationError as exc:
        key, message = _first_problem(exc)
        raise UsageError(message, option=key) from exc
    return layer


def _env_layer(env: Mapping[str, str], option_names: set[str]) -> dict[str, Any]:
    """`EVALCTL_<NAME>` for every run option and scorer option; empty values are unset."""
    layer: dict[str, Any] = {}
    for name in (*RUN_OPTIONS, *_INVERTED, *option_names):
        variable = f"EVALCTL_{name.upper()}"
        value = env.get(variable)
        if value:
            try:
                layer.update(_normalised(name, value))
            except InputError as exc:
                raise InputError(f"{variable}: {exc.message}") from None
    run_values = {key: value for key, value in layer.items() if key in RUN_OPTIONS}
    if "map" in run_values:
        run_values["map"] = layer["map"] = tuple(str(layer["map"]).split(","))
    try:
        RunConfig.model_validate({"scorer": "-", **run_values})
    except ValidationError as exc:
        key, message = _first_problem(exc)
        raise InputError(f"EVALCTL_{key.upper()}: {message}") from exc
    return layer


def _file_layer(
    file: ConfigFile,
    table: Mapping[str, Any],
    where: str,
    option_names: set[str],
    top_level: bool,
) -> dict[str, Any]:
    """One table of the file, checked: unknown keys and ill-typed values name the file."""
    layer: dict[str, Any] = {}
    run_keys = (RUN_OPTIONS - {"as_json"}) | set(_INVERTED) | set(_RENAMED)
    for key, value in table.items():
        if key in run_keys or key in option_names:
            if key in _INVERTED and not isinstance(value, bool):
                raise InputError(f"{file.path}: '{file.prefix}{where}{key}' must be true or false")
            layer.update(_normalised(key, value))
        elif not (top_level and _any_scorer_option(key)):  # another scorer's option: not ours
            names = [*sorted(run_keys), *sorted(option_names)]
            raise InputError(
                f"{file.path}: unknown key '{file.prefix}{where}{key}' "
                f"(known keys: {', '.join(names)})"
            )
    run_values = {key: value for key, value in layer.items() if key in RUN_OPTIONS}
    try:
        RunConfig.model_validate({"scorer": "-", **run_values})
    except ValidationError as exc:
        key, message = _first_problem(exc)
        original = next((k for k, v in _INVERTED.items() if v == key), key)
        original = next((k for k, v in _RENAMED.items() if v == key), original)
        raise InputError(f"{file.path}: '{file.prefix}{where}{original}' {message}") from exc
    return layer


def _normalised(key: str, value: Any) -> dict[str, Any]:
    """`no_cache = true` → `cache: False`; `json` → `as_json`; others as they are."""
    if key in _INVERTED:
        flag = _FLAG_WORDS.get(str(value).lower()) if not isinstance(value, bool) else value
        if flag is None:
            raise InputError("must be true or false", option=key)
        return {_INVERTED[key]: not flag}
    return {_RENAMED.get(key, key): value}


_FLAG_WORDS = {"1": True, "true": True, "yes": True, "0": False, "false": False, "no": False}


def _any_scorer_option(key: str) -> bool:
    """A top-level key that is some scorer's option (`scale` in a file shared by scorers)."""
    from evalctl.scorers import SCORERS, scorer_class

    return any(key in scorer_class(name).options_model.model_fields for name in SCORERS)


def _first_problem(exc: ValidationError) -> tuple[str, str]:
    error = exc.errors(include_url=False, include_input=False)[0]
    key = str(error["loc"][0]) if error["loc"] else "?"
    message = error["msg"]
    if error["type"] in ("bool_parsing", "bool_type"):
        message = "must be true or false"
    elif "float" in error["type"] or "int" in error["type"]:
        message = f"must be {'an integer' if 'int' in error['type'] else 'a number'}: {message}"
    return key, message


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


@dataclass(frozen=True, slots=True)
class ConnectionSettings:
    """How to talk to a service over HTTP: what a scorer that brings its own service needs."""

    concurrency: int
    timeout_s: float
    retries: int
    api_key: Secret | None = None
    api_key_env: str | None = None


def resolve_judge(config: RunConfig, environ: Mapping[str, str] | None = None) -> ResolvedJudge:
    """The judge `config` names, with its key read by the variable's name; offline when none."""
    env = os.environ if environ is None else environ
    model, url = config.model, config.judge_url
    if url is None and (model is None or model in LOCAL_MODELS):
        return ResolvedJudge(target=None)
    provider = (model or "").partition("/")[0] if url is None else ""
    override = env.get(BASE_URL_ENV.get(provider, "")) or None
    target = resolve_target(model, url, config.api_key_env, override)
    key_value = env.get(target.key_env) if target.key_env else None
    if not key_value and target.key_required:
        raise UsageError(
            f"the judge {model} needs an API key: set {target.key_env} "
            "(or name another variable with `api_key_env`)"
        )
    cache_dir = None
    if config.cache:
        cache_dir = config.cache_dir or user_cache_dir(env)
    return ResolvedJudge(target, Secret(key_value) if key_value else None, cache_dir)


def connection_settings(
    config: RunConfig, environ: Mapping[str, str] | None = None
) -> ConnectionSettings:
    """The HTTP settings of `config`, with the key of `api_key_env` when one is named."""
    env = os.environ if environ is None else environ
    key = env.get(config.api_key_env) if config.api_key_env else None
    return ConnectionSettings(
        concurrency=config.concurrency,
        timeout_s=config.timeout,
        retries=config.retries,
        api_key=Secret(key) if key else None,
        api_key_env=config.api_key_env,
    )


def step_summary_path(environ: Mapping[str, str] | None = None) -> Path | None:
    """GitHub Actions' $GITHUB_STEP_SUMMARY file, when running there."""
    value = (os.environ if environ is None else environ).get("GITHUB_STEP_SUMMARY")
    return Path(value) if value else None


def color_disabled(no_color_flag: bool, environ: Mapping[str, str] | None = None) -> bool:
    """--no-color, or a non-empty NO_COLOR (no-color.org)."""
    return no_color_flag or bool((os.environ if environ is None else environ).get("NO_COLOR"))


def debug_enabled(environ: Mapping[str, str] | None = None) -> bool:
    """EVALCTL_DEBUG set: show tracebacks of internal errors (as --debug does)."""
    return bool((os.environ if environ is None else environ).get("EVALCTL_DEBUG"))


def user_cache_dir(environ: Mapping[str, str]) -> Path:
    """$XDG_CACHE_HOME/evalctl, else ~/.cache/evalctl."""
    base = environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "evalctl"
