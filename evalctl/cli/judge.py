"""`evalctl judge check`: one small round trip to the configured judge."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from evalctl.cli.messages import print_error, print_warning
from evalctl.cli.options import JUDGE, with_options
from evalctl.errors import JudgeError, JudgeUnreachableError, UsageError
from evalctl.exit_codes import ExitCode

if TYPE_CHECKING:
    from evalctl.config import RunConfig

judge_app = typer.Typer(
    help="Check the configured judge.", no_args_is_help=True, rich_markup_mode=None
)

CHECK_RETRIES = 1
"""A check retries once unless told otherwise: it should answer quickly."""


@judge_app.command("check")
@with_options(JUDGE)
def check_command(
    config: Annotated[
        Path | None,
        typer.Option("--config", help="Read the judge options from this TOML file."),
    ] = None,
    *,
    given: dict[str, Any],
) -> None:
    """Send one small structured request; print the model, protocol, latency and whether
    structured output worked. Exit 0 when it did, 3 when the judge failed, 2 on bad options.
    The judge is configured as for `evalctl run` (options, EVALCTL_* variables, config file)."""
    from evalctl.config import resolve_config

    if given.get("retries") is None:
        given["retries"] = CHECK_RETRIES
    run_config = resolve_config(
        None, {**given, "cache": False, "concurrency": 1}, config_path=config
    )
    raise typer.Exit(asyncio.run(_check(run_config)))


async def _check(config: RunConfig) -> int:
    from evalctl.config import resolve_judge
    from evalctl.dataset.case import Case
    from evalctl.judges.base import JudgeRequest, UsageCounter
    from evalctl.judges.client import HttpJudge, HttpJudgeSettings
    from evalctl.judges.retry import RetryPolicy
    from evalctl.judges.structured import ask_structured
    from evalctl.prompts.check import CHECK_PROMPT_VERSION, CheckAnswer, render_check_messages

    resolved = resolve_judge(config)
    if resolved.target is None:
        raise UsageError("no LLM judge configured: set `model` PROVIDER/NAME or `judge_url` URL")
    target = resolved.target
    settings = HttpJudgeSettings(
        target,
        config.temperature,
        config.seed,
        config.timeout,
        json_mode=config.json_mode,
        concurrency=1,
    )
    judge = HttpJudge(settings, resolved.api_key, RetryPolicy(retries=config.retries))
    request = JudgeRequest(
        step="check",
        case=Case(id="check", line=0),
        schema_name="check",
        json_schema=CheckAnswer.model_json_schema(),
        prompt_version=CHECK_PROMPT_VERSION,
        render=render_check_messages,
    )
    typer.echo(f"judge:    {target.base_url} ({target.protocol} protocol)")
    typer.echo(f"model:    {target.model}")
    key = f"from ${target.key_env}" if resolved.api_key is not None else "none sent"
    typer.echo(f"key:      {key}")
    models = await judge.models()
    if models is not None:
        shown = ", ".join(models[:10]) + (
            f" (+{len(models) - 10} more)" if len(models) > 10 else ""
        )
        typer.echo(f"models:   {shown or 'none listed'}")
        if target.model not in models:
            await judge.aclose()
            print_error(
                f"the judge at {target.base_url} does not list the model {target.model!r}: "
                "set `model` to one it serves"
            )
            return int(ExitCode.JUDGE_FAILED)
    started = time.perf_counter()
    try:
        await ask_structured(judge, request, CheckAnswer, UsageCounter())
    except JudgeError as exc:
        if not isinstance(exc, JudgeUnreachableError):  # an answer came back: it had a latency
            typer.echo(f"latency:  {time.perf_counter() - started:.3f} s")
        typer.echo(f"structured output: failed ({judge.json_mode} mode, the last tried)")
        print_error(str(exc))
        return int(ExitCode.JUDGE_FAILED)
    finally:
        await judge.aclose()
    typer.echo(f"latency:  {time.perf_counter() - started:.3f} s")
    typer.echo(f"structured output: ok ({judge.json_mode} mode)")
    answered_by = judge.last_model
    if answered_by is not None and answered_by != target.model:
        print_warning(
            f"the reply names the model {answered_by!r}, not {target.model!r}: the server may "
            "ignore the model asked for"
        )
    return int(ExitCode.OK)
