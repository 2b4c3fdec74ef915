"""`evalctl run`: score every case of a dataset and gate on the result."""

from __future__ import annotations

import json
import os
import signal
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from evalctl.cli import judge_options as jo
from evalctl.cli.boundary import reporting_errors
from evalctl.config import JudgeOptions, color_disabled, resolve_judge
from evalctl.errors import InputError, UsageError
from evalctl.scorers import SCORERS

if TYPE_CHECKING:
    from collections.abc import Iterable

    from evalctl.cases import Case, InvalidRow
    from evalctl.collect import RunCollector
    from evalctl.judges.base import Judge, UsageCounter
    from evalctl.results import RunStatus, ThresholdSettings
    from evalctl.scorers.base import Scorer

LOCAL_JUDGE_NOTICE = (
    "evalctl: judging with the built-in offline judge (local, heuristic-v1): rule-based, blind to "
    "paraphrase, synonyms and world knowledge. For an LLM judge set --model or --judge-url "
    "(see README, 'Judges')."
)
CASES_PER_REQUEST_SLOT = 2
"""Cases in flight per judge request slot: while one case's answer is parsed and scored, the
next case's request is already waiting for the freed slot (the judge bounds requests)."""
KEEP_PARSED_CASES_UP_TO = 20_000
"""Datasets up to this many rows are parsed once; larger ones are streamed twice (validate,
then score) so memory stays bounded."""
_GATES = "Gates"
_OUTPUT = "Output"


@dataclass(frozen=True, slots=True)
class RunOptions:
    scorer: str
    dataset: str
    thresholds: ThresholdSettings
    as_json: bool
    output: Path | None
    scoring: Path | None
    maps: list[str]
    skip_invalid: bool
    no_color: bool
    judge: JudgeOptions
    judge_reasons: bool


def run_command(
    scorer: Annotated[str, typer.Argument(help="Scorer name: noise.", show_default=False)],
    dataset: Annotated[
        str, typer.Argument(help="A JSONL file, a JSON file holding an array, or - for stdin.")
    ],
    min_score: Annotated[
        float | None,
        typer.Option("--min", help="Each case must score at least this.", rich_help_panel=_GATES),
    ] = None,
    max_score: Annotated[
        float | None,
        typer.Option("--max", help="Each case must score at most this.", rich_help_panel=_GATES),
    ] = None,
    mean_min: Annotated[
        float | None,
        typer.Option("--mean-min", help="The mean must be at least this.", rich_help_panel=_GATES),
    ] = None,
    mean_max: Annotated[
        float | None,
        typer.Option("--mean-max", help="The mean must be at most this.", rich_help_panel=_GATES),
    ] = None,
    pass_rate: Annotated[
        float,
        typer.Option(
            "--pass-rate",
            min=0.0,
            max=1.0,
            rich_help_panel=_GATES,
            help="Fraction of scored cases that must pass.",
        ),
    ] = 1.0,
    max_errors: Annotated[
        int,
        typer.Option(
            "--max-errors",
            min=0,
            rich_help_panel=_GATES,
            help="Unscorable cases tolerated before exit 3.",
        ),
    ] = 0,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help="Print only the results document on stdout.", rich_help_panel=_OUTPUT
        ),
    ] = False,
    output: Annotated[
        Path | None,
        typer.Option(
            "--output",
            "-o",
            help="Write the results document here (atomically).",
            rich_help_panel=_OUTPUT,
        ),
    ] = None,
    no_color: Annotated[
        bool, typer.Option("--no-color", help="Plain text output.", rich_help_panel=_OUTPUT)
    ] = False,
    scoring: Annotated[
        Path | None,
        typer.Option("--scoring", help="Noise scoring overrides (JSON, Mastra's `scoring` keys)."),
    ] = None,
    maps: Annotated[
        list[str] | None,
        typer.Option("--map", help="Read FIELD from another column: --map FIELD=COLUMN."),
    ] = None,
    skip_invalid: Annotated[
        bool, typer.Option("--skip-invalid", help="Score the valid rows; report invalid ones.")
    ] = False,
    model: jo.Model = None,
    judge_url: jo.JudgeUrl = None,
    api_key_env: jo.ApiKeyEnv = None,
    concurrency: jo.Concurrency = 8,
    timeout: jo.Timeout = 60.0,
    retries: jo.Retries = 5,
    temperature: jo.Temperature = 0.0,
    seed: jo.Seed = None,
    json_mode: jo.JsonMode = "auto",
    no_cache: jo.NoCache = False,
    cache_dir: jo.CacheDir = None,
    judge_reasons: Annotated[
        bool,
        typer.Option(
            "--judge-reasons",
            rich_help_panel="Judge",
            help="Ask the judge for a prose reason (one more call per case).",
        ),
    ] = False,
) -> None:
    """Score every case of DATASET with SCORER and gate on the result.

    Exit codes: 0 every gate held; 1 a quality gate was breached; 2 usage or input error (nothing
    was judged); 3 the judge could not score more than --max-errors cases; 130 interrupted (the
    results so far were written).
    """
    with reporting_errors():
        from evalctl.results import ThresholdSettings

        options = RunOptions(
            scorer=scorer,
            dataset=dataset,
            thresholds=ThresholdSettings(
                min=min_score,
                max=max_score,
                mean_min=mean_min,
                mean_max=mean_max,
                pass_rate=pass_rate,
                max_errors=max_errors,
            ),
            as_json=as_json,
            output=output,
            scoring=scoring,
            maps=maps or [],
            skip_invalid=skip_invalid,
            no_color=color_disabled(no_color),
            judge=jo.judge_options(
                model,
                judge_url,
                api_key_env,
                concurrency,
                timeout,
                retries,
                temperature,
                seed,
                json_mode,
                no_cache,
                cache_dir,
            ),
            judge_reasons=judge_reasons,
        )
        code = execute_run(options)
    raise typer.Exit(code)


def execute_run(options: RunOptions) -> int:
    """Validate everything that can be validated, then judge, then report; return the exit code."""
    import asyncio

    info = SCORERS.get(options.scorer)
    if info is None:
        raise UsageError(f"unknown scorer {options.scorer!r}; choose one of: {', '.join(SCORERS)}")
    thresholds = options.thresholds
    if info.direction == "lower" and (
        thresholds.min is not None or thresholds.mean_min is not None
    ):
        raise UsageError(f"{info.name}: higher is worse, so gate it with --max (not --min)")
    if options.scoring is not None and info.name != "noise":
        raise UsageError("--scoring applies to the noise scorer only")
    if options.output is not None:
        _check_writable(options.output)
    resolved = resolve_judge(options.judge)

    from evalctl.cases import check_dataset, parse_column_map
    from evalctl.collect import RunCollector
    from evalctl.dataset import open_dataset
    from evalctl.errors import DatasetError
    from evalctl.judges.base import UsageCounter
    from evalctl.judges.factory import build_judge
    from evalctl.scorers import build_scorer

    column_map = parse_column_map(options.maps, info.fields)
    judge_reasons = options.judge_reasons and resolved.target is not None
    if options.judge_reasons and not judge_reasons:
        sys.stderr.write("evalctl: --judge-reasons needs an LLM judge; reasons stay built-in\n")
    scoring = _read_scoring(options.scoring) if options.scoring else None
    scorer = build_scorer(info.name, scoring, judge_reasons)
    source = open_dataset(options.dataset)
    try:
        check = check_dataset(
            source,
            info.fields,
            scorer.case_model,
            column_map,
            keep_items_up_to=KEEP_PARSED_CASES_UP_TO,
        )
        if check.invalid and not options.skip_invalid:
            first = check.first_invalid[0]
            more = check.invalid - 1
            hint = f" ({more} more invalid rows: run `evalctl validate`)" if more else ""
            raise DatasetError(source.name, first.line, first.message + hint)
        for row in check.first_invalid:
            sys.stderr.write(f"warning: skipping {source.name}:{row.line}: {row.message}\n")
        if check.valid + check.invalid == 0:
            sys.stderr.write(f"warning: {source.name} holds no cases\n")

        judge = build_judge(resolved, options.judge)
        if resolved.target is None:
            sys.stderr.write(LOCAL_JUDGE_NOTICE + "\n")
        usage = UsageCounter()
        collector = RunCollector(info.name, source.name, judge.identity, thresholds, usage)
        try:
            from evalctl.cases import read_cases

            items: Iterable[Case | InvalidRow] = (
                check.items
                if check.items is not None
                else read_cases(source, info.fields, scorer.case_model, column_map)
            )
            total = check.valid + check.invalid
            status = asyncio.run(
                _score_all(
                    collector,
                    scorer,
                    judge,
                    usage,
                    items,
                    options.judge.concurrency * CASES_PER_REQUEST_SLOT,
                    total,
                    options.no_color,
                )
            )
            return _report(collector, status, options)
        finally:
            collector.spool.close()
    finally:
        source.close()


async def _score_all(
    collector: RunCollector,
    scorer: Scorer,
    judge: Judge,
    usage: UsageCounter,
    items: Iterable[Case | InvalidRow],
    concurrency: int,
    total: int,
    no_color: bool,
) -> RunStatus:
    """Run the cases, feeding the collector and the progress bar; Ctrl-C/SIGTERM stop it."""
    import asyncio

    from evalctl.runner import run_cases

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    progress = _progress_bar(total, no_color)
    try:
        async for outcome in run_cases(items, scorer, judge, usage, concurrency, stop):
            collector.add(outcome)
            if progress is not None:
                progress.advance()
    finally:
        if progress is not None:
            progress.stop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        await judge.aclose()
    return "interrupted" if stop.is_set() else "complete"


def _report(collector: RunCollector, status: RunStatus, options: RunOptions) -> int:
    from evalctl.atomic_file import atomic_writer

    document = collector.finish(status).document
    if options.output is not None:
        with atomic_writer(options.output) as stream:
            collector.spool.write_document(document, stream)
    if options.as_json:
        collector.spool.write_document(document, sys.stdout)
        sys.stdout.flush()
    else:
        from evalctl.formats.console import make_console
        from evalctl.formats.table import render_report

        console = make_console(stderr=False, no_color=options.no_color)
        render_report(console, document, collector.spool.iter_cases())
    s = document.summary
    if s.errors:
        _report_judge_errors(collector)
    mean = "n/a" if s.mean is None else f"{s.mean:.2f}"
    sys.stderr.write(
        f"evalctl: {document.scorer}: {s.total} cases, {s.passed} passed, {s.failed} failed, "
        f"{s.errors} errors; mean {mean}; {status}; exit {document.exit_code}\n"
    )
    return document.exit_code


def _report_judge_errors(collector: RunCollector, most: int = 3) -> None:
    """The distinct judge errors, most frequent first: one line each says what to fix."""
    counts = Counter(
        case.error for case in collector.spool.iter_cases() if case.error and case.score is None
    )
    for message, count in counts.most_common(most):
        sys.stderr.write(f"error: {count} case(s): {message}\n")
    if len(counts) > most:
        sys.stderr.write(f"error: … and {len(counts) - most} other kinds of judge error\n")


def _check_writable(output: Path) -> None:
    """Fail before judging, not after, when the results could not be saved."""
    directory = output.parent if str(output.parent) else Path(".")
    if output.is_dir():
        raise UsageError(f"-o {output}: is a directory")
    if not directory.is_dir():
        raise UsageError(f"-o {output}: directory {directory} does not exist")
    if not os.access(directory, os.W_OK):
        raise UsageError(f"-o {output}: directory {directory} is not writable")


def _read_scoring(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"{path}: cannot read the scoring file ({exc.strerror})") from exc
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}:{exc.lineno}: not valid JSON ({exc.msg})") from exc
    if not isinstance(data, dict):
        raise InputError(f"{path}: the scoring overrides must be a JSON object")
    return data


class _Progress:
    """A rich progress bar on stderr, shown only when stderr is a terminal."""

    def __init__(self, total: int, no_color: bool) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        from evalctl.formats.console import make_console

        self._progress = Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=make_console(stderr=True, no_color=no_color),
            transient=True,
        )
        self._task = self._progress.add_task("scoring", total=total)
        self._progress.start()

    def advance(self) -> None:
        self._progress.advance(self._task)

    def stop(self) -> None:
        self._progress.stop()


def _progress_bar(total: int, no_color: bool) -> _Progress | None:
    return _Progress(total, no_color) if sys.stderr.isatty() and total else None
