"""`evalctl run`: score every case of a dataset and gate on the result."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from evalctl.cli.boundary import reporting_errors
from evalctl.errors import InputError, UsageError
from evalctl.scorers import SCORERS

if TYPE_CHECKING:
    from evalctl.collect import RunCollector
    from evalctl.judges.base import Judge
    from evalctl.results import RunStatus
    from evalctl.scorers.base import Scorer

LOCAL_JUDGE_NOTICE = (
    "evalctl: judging with the built-in offline judge (local, heuristic-v1): rule-based, blind to "
    "paraphrase, synonyms and world knowledge. For an LLM judge set --model or --judge-url "
    "(see README, 'Judges')."
)


def run_command(
    scorer: Annotated[str, typer.Argument(help="Scorer name: noise.", show_default=False)],
    dataset: Annotated[
        str, typer.Argument(help="A JSONL file, a JSON file holding an array, or - for stdin.")
    ],
    min_score: Annotated[
        float | None, typer.Option("--min", help="Each case must score at least this.")
    ] = None,
    max_score: Annotated[
        float | None, typer.Option("--max", help="Each case must score at most this.")
    ] = None,
    mean_min: Annotated[
        float | None, typer.Option("--mean-min", help="The mean score must be at least this.")
    ] = None,
    mean_max: Annotated[
        float | None, typer.Option("--mean-max", help="The mean score must be at most this.")
    ] = None,
    pass_rate: Annotated[
        float,
        typer.Option(
            "--pass-rate", min=0.0, max=1.0, help="Fraction of scored cases that must pass."
        ),
    ] = 1.0,
    max_errors: Annotated[
        int, typer.Option("--max-errors", min=0, help="Unscorable cases tolerated before exit 3.")
    ] = 0,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print only the results document on stdout.")
    ] = False,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write the results document here.")
    ] = None,
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
    concurrency: Annotated[
        int, typer.Option("--concurrency", min=1, help="Judge requests in flight.")
    ] = 8,
    no_color: Annotated[bool, typer.Option("--no-color", help="Plain text output.")] = False,
) -> None:
    """Score every case of DATASET with SCORER and gate on the result.

    Exit codes: 0 every gate held; 1 a quality gate was breached; 2 usage or input error (nothing
    was judged); 3 the judge could not score more than --max-errors cases; 130 interrupted (the
    results so far were written).
    """
    with reporting_errors():
        code = _run(
            scorer,
            dataset,
            min_score,
            max_score,
            mean_min,
            mean_max,
            pass_rate,
            max_errors,
            as_json,
            output,
            scoring,
            maps or [],
            skip_invalid,
            concurrency,
            no_color,
        )
    raise typer.Exit(code)


def _run(
    scorer_name: str,
    dataset: str,
    min_score: float | None,
    max_score: float | None,
    mean_min: float | None,
    mean_max: float | None,
    pass_rate: float,
    max_errors: int,
    as_json: bool,
    output: Path | None,
    scoring_path: Path | None,
    maps: list[str],
    skip_invalid: bool,
    concurrency: int,
    no_color: bool,
) -> int:
    info = SCORERS.get(scorer_name)
    if info is None:
        raise UsageError(f"unknown scorer {scorer_name!r}; choose one of: {', '.join(SCORERS)}")
    if info.direction == "lower" and (min_score is not None or mean_min is not None):
        raise UsageError(f"{info.name}: higher is worse, so gate it with --max (not --min)")
    if scoring_path is not None and info.name != "noise":
        raise UsageError("--scoring applies to the noise scorer only")
    if output is not None:
        _check_writable(output)

    from evalctl.cases import check_dataset, parse_column_map
    from evalctl.collect import RunCollector
    from evalctl.dataset import open_dataset
    from evalctl.errors import DatasetError
    from evalctl.judges.base import UsageCounter
    from evalctl.judges.local import LocalJudge
    from evalctl.results import ThresholdSettings
    from evalctl.scorers import build_scorer

    settings = ThresholdSettings(
        min=min_score,
        max=max_score,
        mean_min=mean_min,
        mean_max=mean_max,
        pass_rate=pass_rate,
        max_errors=max_errors,
    )
    column_map = parse_column_map(maps, info.fields)
    scorer = build_scorer(info.name, _read_scoring(scoring_path) if scoring_path else None)
    source = open_dataset(dataset)
    try:
        check = check_dataset(source, info.fields, scorer.case_model, column_map)
        if check.invalid and not skip_invalid:
            first = check.first_invalid[0]
            more = check.invalid - 1
            hint = f" ({more} more invalid rows: run `evalctl validate`)" if more else ""
            raise DatasetError(source.name, first.line, first.message + hint)
        for row in check.first_invalid:
            sys.stderr.write(f"warning: skipping {source.name}:{row.line}: {row.message}\n")
        if check.valid + check.invalid == 0:
            sys.stderr.write(f"warning: {source.name} holds no cases\n")

        judge = LocalJudge()
        sys.stderr.write(LOCAL_JUDGE_NOTICE + "\n")
        usage = UsageCounter()
        collector = RunCollector(info.name, source.name, judge.identity, settings, usage)
        try:
            status = asyncio.run(
                _score_all(
                    collector,
                    scorer,
                    judge,
                    usage,
                    source,
                    column_map,
                    concurrency,
                    check.valid + check.invalid,
                    no_color,
                )
            )
            return _report(collector, status, as_json, output, no_color)
        finally:
            collector.spool.close()
    finally:
        source.close()


async def _score_all(
    collector: RunCollector,
    scorer: Scorer,
    judge: Judge,
    usage: Any,
    source: Any,
    column_map: dict[str, str],
    concurrency: int,
    total: int,
    no_color: bool,
) -> RunStatus:
    """Run the cases, feeding the collector and the progress bar; Ctrl-C/SIGTERM stop it."""
    from evalctl.cases import read_cases
    from evalctl.runner import run_cases

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    progress = _progress_bar(total, no_color)
    try:
        items = read_cases(source, scorer.info.fields, scorer.case_model, column_map)
        async for outcome in run_cases(items, scorer, judge, usage, concurrency, stop):
            collector.add(outcome)
            if progress is not None:
                progress.advance(0)
    finally:
        if progress is not None:
            progress.stop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        await judge.aclose()
    return "interrupted" if stop.is_set() else "complete"


def _report(
    collector: RunCollector, status: RunStatus, as_json: bool, output: Path | None, no_color: bool
) -> int:
    from evalctl.atomic_file import atomic_writer
    from evalctl.formats.console import make_console
    from evalctl.formats.table import render_report

    result = collector.finish(status)
    document = result.document
    if output is not None:
        with atomic_writer(output) as stream:
            collector.spool.write_document(document, stream)
    if as_json:
        collector.spool.write_document(document, sys.stdout)
        sys.stdout.flush()
    else:
        render_report(
            make_console(stderr=False, no_color=no_color), document, collector.spool.iter_cases()
        )
    s = document.summary
    mean = "n/a" if s.mean is None else f"{s.mean:.2f}"
    sys.stderr.write(
        f"evalctl: {document.scorer}: {s.total} cases, {s.passed} passed, {s.failed} failed, "
        f"{s.errors} errors; mean {mean}; {status}; exit {document.exit_code}\n"
    )
    return document.exit_code


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

    def advance(self, _: int) -> None:
        self._progress.advance(self._task)

    def stop(self) -> None:
        self._progress.stop()


def _progress_bar(total: int, no_color: bool) -> _Progress | None:
    return _Progress(total, no_color) if sys.stderr.isatty() and total else None
