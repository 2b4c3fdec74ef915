"""`evalctl generate noise`: noisy variants of clean queries, as `evalctl run noise` rows."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Annotated, Any

import typer

from evalctl.cli.messages import counted, print_notice, print_warning, stdout_may_close
from evalctl.cli.options import JUDGE, with_options
from evalctl.exit_codes import ExitCode

if TYPE_CHECKING:
    from evalctl.config import RunConfig
    from evalctl.generate.noise import GenerationCounts
    from evalctl.generate.queries import CleanQuery

generate_app = typer.Typer(
    name="generate", help="Generate test cases.", no_args_is_help=True, rich_markup_mode=None
)
GENERATOR_OPTIONS = {
    name: JUDGE[name]
    for name in (
        "model",
        "judge_url",
        "api_key_env",
        "concurrency",
        "timeout",
        "retries",
        "no_cache",
        "cache_dir",
    )
}
"""The judge options that pick an LLM generator (its `--seed` is the generator's own)."""


@generate_app.command("noise")
@with_options(GENERATOR_OPTIONS)
def noise_command(
    queries: Annotated[
        str, typer.Argument(help="Clean queries: JSON Lines of {id, query}, or - for stdin.")
    ],
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="Write the cases here (atomically); default stdout."),
    ] = None,
    types: Annotated[
        str | None,
        typer.Option(
            "--types",
            help="Comma-separated noise types: misinformation, distractors, adversarial (the "
            "default: all three), typos, unicode.",
        ),
    ] = None,
    per_type: Annotated[
        int, typer.Option("--per-type", min=1, help="Variants of each type per query.")
    ] = 1,
    seed: Annotated[int, typer.Option("--seed", help="Same seed, same variants.")] = 0,
    *,
    given: dict[str, Any],
) -> None:
    """Write noisy variants of each clean query as noise cases: ids QUERY-ID/TYPE-K, with
    original_query, noisy_query, noise_type, variant_of, generator and seed (and the query's
    baseline_response when it has one). Offline and deterministic by default; --model or
    --judge-url asks that LLM instead (a refusal is an error for that variant, exit 3)."""
    from evalctl.config import resolve_config
    from evalctl.dataset.source import open_dataset
    from evalctl.formats.outputs import check_writable
    from evalctl.generate import parse_types
    from evalctl.generate.noise import GenerationCounts
    from evalctl.generate.queries import read_queries

    chosen = parse_types(types)
    config = resolve_config(None, given)
    if output is not None:
        check_writable(output, "output")
    source = open_dataset(queries)
    counts = GenerationCounts()
    from evalctl.atomic_file import atomic_writer

    target = atomic_writer(output) if output is not None else _stdout()
    try:
        with target as stream:
            asyncio.run(
                _write(read_queries(source), chosen, per_type, seed, config, stream, counts)
            )
    finally:
        source.close()
    dropped = f", {counts.dropped} dropped (no-ops or duplicates)" if counts.dropped else ""
    errors = f", {counted(counts.errors, 'error')}" if counts.errors else ""
    print_notice(f"generate: {counted(counts.written, 'case')} written{dropped}{errors}")
    raise typer.Exit(int(ExitCode.JUDGE_FAILED if counts.errors else ExitCode.OK))


async def _write(
    queries: Iterator[CleanQuery],
    types: tuple[str, ...],
    per_type: int,
    seed: int,
    config: RunConfig,
    stream: IO[str],
    counts: GenerationCounts,
) -> None:
    from evalctl.config import resolve_judge
    from evalctl.generate import generate_noise
    from evalctl.generate.noise import Variant

    judge = None
    resolved = resolve_judge(config)
    if resolved.target is not None:
        from evalctl.judges.factory import build_judge

        judge = build_judge(resolved, config)
    try:
        async for row in generate_noise(
            queries,
            types,
            per_type,
            seed,
            counts,
            judge=judge,
            concurrency=config.concurrency,
        ):
            if isinstance(row, Variant):
                print_warning(f"{row.id}: no variant: {row.error}")
                continue
            stream.write(json.dumps(row, ensure_ascii=False) + "\n")
    finally:
        if judge is not None:
            await judge.aclose()


@contextlib.contextmanager
def _stdout() -> Iterator[IO[str]]:
    """Standard output, where a reader that goes away (`| head`) ends the output quietly."""
    with stdout_may_close():
        yield sys.stdout
