"""`evalctl judge check`: one small round trip to the configured judge."""

from __future__ import annotations

import asyncio
import sys
import time

import typer

from evalctl.cli import judge_options as jo
from evalctl.cli.boundary import reporting_errors
from evalctl.config import JudgeOptions, resolve_judge
from evalctl.errors import JudgeError, UsageError
from evalctl.exit_codes import ExitCode

judge_app = typer.Typer(help="Check the configured judge.", no_args_is_help=True)


@judge_app.command("check")
def check_command(
    model: jo.Model = None,
    judge_url: jo.JudgeUrl = None,
    api_key_env: jo.ApiKeyEnv = None,
    timeout: jo.Timeout = None,
    retries: jo.Retries = None,
    temperature: jo.Temperature = None,
    seed: jo.Seed = None,
    json_mode: jo.JsonMode = None,
) -> None:
    """Send one small structured request; print the model, protocol, latency and whether
    structured output worked. Exit 0 when it did, 3 when the judge failed, 2 on bad options."""
    with reporting_errors():
        options = jo.judge_options(
            model,
            judge_url,
            api_key_env,
            1,
            60.0 if timeout is None else timeout,
            1 if retries is None else retries,
            temperature or 0.0,
            seed,
            json_mode or "auto",
            True,
            None,
        )
        code = asyncio.run(_check(options))
    raise typer.Exit(code)


async def _check(options: JudgeOptions) -> int:
    from evalctl.cases import Case
    from evalctl.judges.base import JudgeRequest, UsageCounter
    from evalctl.judges.client import HttpJudge, HttpJudgeSettings
    from evalctl.judges.retry import RetryPolicy
    from evalctl.judges.structured import ask_structured
    from evalctl.prompts.check import CHECK_PROMPT_VERSION, CheckAnswer, render_check_messages

    resolved = resolve_judge(options)
    if resolved.target is None:
        raise UsageError("no LLM judge configured: set --model PROVIDER/NAME or --judge-url URL")
    target = resolved.target
    settings = HttpJudgeSettings(
        target,
        options.temperature,
        options.seed,
        options.timeout_s,
        json_mode=options.json_mode,
        concurrency=1,
    )
    judge = HttpJudge(settings, resolved.api_key, RetryPolicy(retries=options.retries))
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
    started = time.perf_counter()
    try:
        await ask_structured(judge, request, CheckAnswer, UsageCounter())
    except JudgeError as exc:
        typer.echo(f"latency:  {time.perf_counter() - started:.3f} s")
        typer.echo("structured output: failed")
        sys.stderr.write(f"error: {exc}\n")
        return int(ExitCode.JUDGE_FAILED)
    finally:
        await judge.aclose()
    typer.echo(f"latency:  {time.perf_counter() - started:.3f} s")
    typer.echo(f"structured output: ok ({judge.json_mode} mode)")
    return int(ExitCode.OK)
