"""The judge options shared by `evalctl run` and `evalctl judge check`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from evalctl.config import JsonModeOption, JudgeOptions
from evalctl.errors import UsageError

_PANEL = "Judge"

Model = Annotated[
    str | None,
    typer.Option(
        "--model",
        help="PROVIDER/NAME (openai/gpt-4o-mini, anthropic/..., ollama/...), or a model name for "
        "--judge-url; 'local' for the offline judge. Env: EVALCTL_MODEL.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
JudgeUrl = Annotated[
    str | None,
    typer.Option(
        "--judge-url",
        help="Base URL of any OpenAI-compatible API (vLLM, llama.cpp, LiteLLM...). "
        "Env: EVALCTL_JUDGE_URL.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
ApiKeyEnv = Annotated[
    str | None,
    typer.Option(
        "--api-key-env",
        help="Name of the variable holding the key (default: the provider's, e.g. "
        "OPENAI_API_KEY; EVALCTL_JUDGE_API_KEY for --judge-url).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
Concurrency = Annotated[
    int | None,
    typer.Option(
        "--concurrency",
        min=1,
        help="Judge requests in flight. [default: 8]",
        rich_help_panel=_PANEL,
    ),
]
Timeout = Annotated[
    float | None,
    typer.Option(
        "--timeout",
        min=0.001,
        help="Per-request timeout, seconds. [default: 60]",
        rich_help_panel=_PANEL,
    ),
]
Retries = Annotated[
    int | None,
    typer.Option(
        "--retries",
        min=0,
        help="Retries on 429, 5xx, timeouts, dropped connections. [default: 5]",
        rich_help_panel=_PANEL,
    ),
]
Temperature = Annotated[
    float | None,
    typer.Option(
        "--temperature",
        min=0.0,
        help="Sampling temperature. [default: 0]",
        rich_help_panel=_PANEL,
    ),
]
Seed = Annotated[
    int | None,
    typer.Option(
        "--seed", help="Sampling seed, where the protocol has one.", rich_help_panel=_PANEL
    ),
]
JsonMode = Annotated[
    str | None,
    typer.Option(
        "--json-mode",
        help="Structured answers: schema (JSON schema), object (JSON mode), prompt (schema in the "
        "prompt), or auto (schema, falling back once per run). [default: auto]",
        rich_help_panel=_PANEL,
    ),
]
NoCache = Annotated[
    bool,
    typer.Option(
        "--no-cache", help="Do not read or write the judge-answer cache.", rich_help_panel=_PANEL
    ),
]
CacheDir = Annotated[
    Path | None,
    typer.Option(
        "--cache-dir",
        help="Judge-answer cache folder. Env: EVALCTL_CACHE_DIR.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]

JSON_MODES: tuple[JsonModeOption, ...] = ("auto", "schema", "object", "prompt")


def judge_options(
    model: str | None,
    judge_url: str | None,
    api_key_env: str | None,
    concurrency: int,
    timeout_s: float,
    retries: int,
    temperature: float,
    seed: int | None,
    json_mode: str,
    no_cache: bool,
    cache_dir: Path | None,
) -> JudgeOptions:
    if json_mode not in JSON_MODES:
        raise UsageError(f"--json-mode {json_mode!r}: choose one of {', '.join(JSON_MODES)}")
    return JudgeOptions(
        model=model,
        judge_url=judge_url,
        api_key_env=api_key_env,
        concurrency=concurrency,
        timeout_s=timeout_s,
        retries=retries,
        temperature=temperature,
        seed=seed,
        json_mode=json_mode,
        no_cache=no_cache,
        cache_dir=cache_dir,
    )
