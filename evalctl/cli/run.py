"""`evalctl run`: options → the run pipeline → table or JSON on stdout → exit code."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from evalctl.cli.messages import (
    StderrEvents,
    counted,
    print_error,
    print_notice,
    stdout_may_close,
)
from evalctl.cli.options import (
    AGENT,
    GATES,
    JUDGE,
    REPORTS,
    SAMPLING,
    with_flags,
    with_options,
)
from evalctl.scorers import SCORERS

if TYPE_CHECKING:
    from evalctl.config import RunConfig
    from evalctl.pipeline import RunRecord

_CI = "CI"
_SCORER = "Scorer"


@with_options(GATES, REPORTS, JUDGE, SAMPLING, AGENT)
def run_command(
    scorer: Annotated[
        str,
        typer.Argument(help=f"One of: {', '.join(SCORERS)}.", show_default=False),
    ],
    dataset: Annotated[
        str, typer.Argument(help="A JSONL file, a JSON file holding an array, or - for stdin.")
    ],
    scale: Annotated[
        float | None,
        typer.Option(
            "--scale",
            help="faithfulness, toxicity: the maximum score. (default: 1)",
            show_default=False,
            rich_help_panel=_SCORER,
        ),
    ] = None,
    preset: Annotated[
        str | None,
        typer.Option(
            "--preset",
            help="noise: the seed's scoring examples: lenient, strict or security.",
            show_default=False,
            rich_help_panel=_SCORER,
        ),
    ] = None,
    scoring: Annotated[
        Path | None,
        typer.Option(
            "--scoring",
            help="noise: scoring overrides (a JSON file with Mastra's `scoring` keys).",
            rich_help_panel=_SCORER,
        ),
    ] = None,
    scorer_url: Annotated[
        str | None,
        typer.Option(
            "--scorer-url",
            help="http: the scorer service to POST each case to.",
            show_default=False,
            rich_help_panel=_SCORER,
        ),
    ] = None,
    direction: Annotated[
        str | None,
        typer.Option(
            "--direction",
            help="http: which way is better, higher or lower. (default: higher)",
            show_default=False,
            rich_help_panel=_SCORER,
        ),
    ] = None,
    maps: Annotated[
        list[str] | None,
        typer.Option("--map", help="Read FIELD from another column: --map FIELD=COLUMN."),
    ] = None,
    skip_invalid: Annotated[
        bool, typer.Option("--skip-invalid", help="Score the valid rows; report invalid ones.")
    ] = False,
    shard: Annotated[
        str | None,
        typer.Option(
            "--shard", help="Score only shard K of N (by row position): K/N.", rich_help_panel=_CI
        ),
    ] = None,
    limit: Annotated[
        int | None,
        typer.Option("--limit", min=1, help="Score only the first N cases (to debug a suite)."),
    ] = None,
    case_filter: Annotated[
        str | None,
        typer.Option("--filter", help="Score only the cases whose id matches this glob."),
    ] = None,
    log: Annotated[
        Path | None,
        typer.Option(
            "--log",
            rich_help_panel=_CI,
            help="Append each finished case to this JSONL log. (default: beside -o)",
        ),
    ] = None,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            rich_help_panel=_CI,
            help="Skip the cases already scored in the log; judge only the rest.",
        ),
    ] = False,
    judge_reasons: Annotated[
        bool,
        typer.Option(
            "--judge-reasons",
            rich_help_panel="Judge",
            help="Ask the judge for a prose reason (one more call per case).",
        ),
    ] = False,
    config: Annotated[
        Path | None,
        typer.Option(
            "--config",
            help="Read options from this TOML file. (default: evalctl.toml, or [tool.evalctl] "
            "in pyproject.toml, here or in a folder above, up to the repository root)",
            show_default=False,
        ),
    ] = None,
    *,
    given: dict[str, Any],
) -> None:
    """Score every case of DATASET with SCORER and gate on the result.

    Exit codes: 0 every gate held; 1 a quality gate was breached; 2 usage or input error (nothing
    was judged); 3 the judge could not score more than --max-errors cases; 4 internal error;
    5 the cases were judged but a result file could not be written; 130 interrupted (the
    results so far were written).

    Every option may also be set in evalctl.toml or the tool.evalctl table of pyproject.toml;
    the command line wins over the environment (EVALCTL_*), which wins over the file.
    """
    from evalctl.config import resolve_config

    given.update(
        scale=scale,
        preset=preset,
        scoring=str(scoring) if scoring is not None else None,
        scorer_url=scorer_url,
        direction=direction,
        map=tuple(maps) if maps else None,
        skip_invalid=skip_invalid or None,
        shard=shard,
        limit=limit,
        filter=case_filter,
        log=log,
        resume=resume or None,
        judge_reasons=judge_reasons or None,
    )
    run_config = resolve_config(scorer, given, config_path=config)
    events = StderrEvents(run_config.no_color)
    try:
        record = _run_with_signals(run_config, dataset, events)
    finally:
        events.close()
    try:
        from evalctl.formats.outputs import render_result

        with stdout_may_close():
            render_result(
                record.document, record.spool, sys.stdout, run_config.as_json, run_config.no_color
            )
        _report_end(record, run_config)
    finally:
        record.close()
    raise typer.Exit(record.document.exit_code)


def _run_with_signals(config: RunConfig, dataset: str, events: StderrEvents) -> RunRecord:
    """Prepare, then judge. Ctrl-C or SIGTERM while the dataset is read and checked ends the
    command (exit 130, nothing judged); while judging, it stops the run and keeps the cases
    already scored."""
    import asyncio
    import signal

    from evalctl.pipeline import prepare_run

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        prepared = prepare_run(config, dataset=dataset, on_event=events)
    finally:
        signal.signal(signal.SIGTERM, previous)

    async def judge_all() -> RunRecord:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        try:
            return await prepared.run(stop)
        finally:
            for sig in (signal.SIGINT, signal.SIGTERM):
                loop.remove_signal_handler(sig)

    try:
        return asyncio.run(judge_all())
    finally:
        prepared.close()


def _report_end(record: RunRecord, config: RunConfig, most: int = 3) -> None:
    """The distinct judge errors (what to fix), then one line with the counts and exit code;
    after an interruption, what was kept and how to go on."""
    for message, count in record.judge_errors[:most]:
        print_error(f"{counted(count, 'case')}: {with_flags(message)}")
    if len(record.judge_errors) > most:
        others = len(record.judge_errors) - most
        print_error(f"… and {counted(others, 'other kind', 'other kinds')} of judge error")
    document = record.document
    s = document.summary
    mean = "n/a" if s.mean is None else f"{s.mean:.2f}"
    print_notice(
        f"{document.scorer}: {counted(s.total, 'case')}, {s.passed} passed, {s.failed} failed, "
        f"{counted(s.errors, 'error')}; mean {mean}; {document.status}; exit {document.exit_code}"
    )
    if document.agent is not None:
        agent = document.agent
        print_notice(
            f"agent: {counted(agent.calls, 'call')}, {counted(agent.cache_hits, 'cache hit')}, "
            f"{counted(agent.errors, 'error')} ({agent.target})"
        )
    if document.status == "interrupted":
        print_notice(f"interrupted: {_interrupted_words(record, config)}")


def _interrupted_words(record: RunRecord, config: RunConfig) -> str:
    done = f"{record.document.summary.scored} of {record.planned} cases scored"
    kept = [str(path) for path in (config.output, record.log_path) if path is not None]
    if not kept:
        return (
            f"{done}; no file was written (-o FILE or --log FILE keeps the results, so a rerun "
            "with --resume judges only the rest)"
        )
    return (
        f"{done}; kept in {' and '.join(kept)}; run the same command with --resume to judge "
        "only the rest"
    )
