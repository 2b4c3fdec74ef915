"""`evalctl run`: score every case of a dataset and gate on the result."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from evalctl.cli import gate_options as go
from evalctl.cli import judge_options as jo
from evalctl.cli import outputs as out
from evalctl.cli.boundary import reporting_errors
from evalctl.cli.outputs import ReportTargets, check_writable, write_reports
from evalctl.config import JudgeOptions, ResolvedJudge, color_disabled, resolve_judge
from evalctl.config_file import ConfigFile, load_config
from evalctl.errors import InputError, UsageError
from evalctl.scorers import SCORERS

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from evalctl.collect import RunCollector
    from evalctl.judges.base import Judge, UsageCounter
    from evalctl.results import CaseResult, RunStatus, ThresholdSettings
    from evalctl.runner import RunItem
    from evalctl.scorers.base import Scorer

LOCAL_JUDGE_NOTICE = (
    "evalctl: judging with the built-in offline judge (local, heuristic-v1): rule-based, blind to "
    "paraphrase, synonyms and world knowledge. For an LLM judge set --model or --judge-url "
    "(see README, 'Judges')."
)
TOXICITY_OFFLINE_WARNING = (
    "warning: the offline judge detects explicit toxicity only (insults, slurs, threats, "
    "profanity); implicit or contextual toxicity passes it. Gate on an LLM judge for that."
)
CASES_PER_REQUEST_SLOT = 2
"""Cases in flight per judge request slot: while one case's answer is parsed and scored, the
next case's request is already waiting for the freed slot (the judge bounds requests)."""
KEEP_PARSED_CASES_UP_TO = 20_000
"""Datasets up to this many rows are parsed once; larger ones are streamed twice (validate,
then score) so memory stays bounded."""
_CI = "CI"


@dataclass(frozen=True, slots=True)
class Shard:
    """`--shard K/N`: the rows at positions p with p % N == K - 1 (1-based K)."""

    index: int
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        index, sep, count = text.partition("/")
        try:
            shard = cls(int(index), int(count))
        except ValueError:
            shard = cls(0, 0)
        if not sep or not 1 <= shard.index <= shard.count:
            raise UsageError(f"--shard {text!r}: expected K/N with 1 <= K <= N, e.g. --shard 2/3")
        return shard

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


@dataclass(frozen=True, slots=True)
class RunOptions:
    scorer: str
    dataset: str
    thresholds: ThresholdSettings
    as_json: bool
    reports: ReportTargets
    scoring: Path | None
    maps: list[str]
    skip_invalid: bool
    no_color: bool
    judge: JudgeOptions
    judge_reasons: bool
    shard: Shard | None
    log: Path | None
    resume: bool
    config: ConfigFile
    scale: float | None = None
    scorer_url: str | None = None
    direction: str | None = None


def run_command(
    scorer: Annotated[
        str,
        typer.Argument(
            help="noise, faithfulness, toxicity, or http (a remote scorer service).",
            show_default=False,
        ),
    ],
    dataset: Annotated[
        str, typer.Argument(help="A JSONL file, a JSON file holding an array, or - for stdin.")
    ],
    min_score: go.Min = None,
    max_score: go.Max = None,
    mean_min: go.MeanMin = None,
    mean_max: go.MeanMax = None,
    pass_rate: go.PassRate = None,
    max_errors: go.MaxErrors = None,
    as_json: out.AsJson = False,
    output: out.OutputFile = None,
    junit: out.JunitFile = None,
    markdown: out.MarkdownFile = None,
    no_step_summary: out.NoStepSummary = False,
    no_color: out.NoColor = False,
    scale: Annotated[
        float | None,
        typer.Option(
            "--scale",
            help="faithfulness, toxicity: the maximum score. [default: 1]",
            show_default=False,
        ),
    ] = None,
    scorer_url: Annotated[
        str | None,
        typer.Option(
            "--scorer-url",
            help="http: the scorer service to POST each case to.",
            show_default=False,
        ),
    ] = None,
    direction: Annotated[
        str | None,
        typer.Option(
            "--direction",
            help="http: which way is better, higher or lower. [default: higher]",
            show_default=False,
        ),
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
    shard: Annotated[
        str | None,
        typer.Option(
            "--shard", help="Score only shard K of N (by row position): K/N.", rich_help_panel=_CI
        ),
    ] = None,
    log: Annotated[
        Path | None,
        typer.Option(
            "--log",
            rich_help_panel=_CI,
            help="Append each finished case to this JSONL log [default: beside -o].",
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
    model: jo.Model = None,
    judge_url: jo.JudgeUrl = None,
    api_key_env: jo.ApiKeyEnv = None,
    concurrency: jo.Concurrency = None,
    timeout: jo.Timeout = None,
    retries: jo.Retries = None,
    temperature: jo.Temperature = None,
    seed: jo.Seed = None,
    json_mode: jo.JsonMode = None,
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

    Every option may also be set in evalctl.toml or [tool.evalctl] of pyproject.toml; the command
    line wins over the environment, which wins over the file.
    """
    with reporting_errors():
        from evalctl.results import ThresholdSettings

        config = load_config(Path.cwd())

        def pick(value: Any, key: str, default: Any = None) -> Any:
            if value is not None and value is not False:
                return value
            from_file = config.get(key)
            return default if from_file is None else from_file

        def pick_path(value: Path | None, key: str) -> Path | None:
            chosen = pick(value, key)
            return Path(chosen) if chosen is not None else None

        options = RunOptions(
            scorer=scorer,
            dataset=dataset,
            thresholds=ThresholdSettings(
                min=pick(min_score, "min"),
                max=pick(max_score, "max"),
                mean_min=pick(mean_min, "mean_min"),
                mean_max=pick(mean_max, "mean_max"),
                pass_rate=pick(pass_rate, "pass_rate", 1.0),
                max_errors=pick(max_errors, "max_errors", 0),
            ),
            as_json=pick(as_json, "json", False),
            reports=ReportTargets(
                output=pick_path(output, "output"),
                junit=pick_path(junit, "junit"),
                markdown=pick_path(markdown, "markdown"),
                step_summary=not pick(no_step_summary, "no_step_summary", False),
            ),
            scoring=pick_path(scoring, "scoring"),
            maps=maps or pick(None, "map", []),
            skip_invalid=pick(skip_invalid, "skip_invalid", False),
            no_color=color_disabled(pick(no_color, "no_color", False)),
            judge=jo.judge_options(
                model,
                judge_url,
                pick(api_key_env, "api_key_env"),
                pick(concurrency, "concurrency", 8),
                pick(timeout, "timeout", 60.0),
                pick(retries, "retries", 5),
                pick(temperature, "temperature", 0.0),
                pick(seed, "seed"),
                pick(json_mode, "json_mode", "auto"),
                pick(no_cache, "no_cache", False),
                cache_dir,
            ),
            judge_reasons=pick(judge_reasons, "judge_reasons", False),
            shard=Shard.parse(pick(shard, "shard")) if pick(shard, "shard") else None,
            log=pick_path(log, "log"),
            resume=pick(resume, "resume", False),
            config=config,
            scale=scale if scale is not None else config.scorer_option(scorer, "scale"),
            scorer_url=scorer_url or config.scorer_option("http", "scorer_url"),
            direction=direction or config.scorer_option("http", "direction"),
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
    remote = info.name == "http"
    direction = info.direction
    if remote:
        if options.direction not in (None, "higher", "lower"):
            raise UsageError(f"--direction {options.direction!r}: choose higher or lower")
        direction = "lower" if options.direction == "lower" else "higher"
        if not options.scorer_url:
            raise UsageError("evalctl run http needs --scorer-url URL (the scorer service)")
    elif options.scorer_url or options.direction:
        raise UsageError("--scorer-url and --direction apply to the http scorer only")
    if direction == "lower" and (thresholds.min is not None or thresholds.mean_min is not None):
        raise UsageError(
            f"{info.name}: higher is worse, so gate it with --max (not --min)"
            + (" and --mean-max (not --mean-min)" if thresholds.mean_min is not None else "")
        )
    if options.scale is not None and info.name not in ("faithfulness", "toxicity"):
        raise UsageError("--scale applies to the faithfulness and toxicity scorers only")
    if options.scoring is not None and info.name != "noise":
        raise UsageError("--scoring applies to the noise scorer only")
    log_path = options.log
    if log_path is None and options.reports.output is not None:
        log_path = options.reports.output.with_name(options.reports.output.name + ".log.jsonl")
    if options.resume and log_path is None:
        raise UsageError("--resume needs the log of the earlier run: pass -o FILE or --log FILE")
    for path in (*options.reports.files(), log_path):
        if path is not None:
            check_writable(path)
    resolved = (
        resolve_judge(options.judge, file_values=options.config.run)
        if not remote
        else ResolvedJudge(target=None)
    )

    from evalctl.case_log import CaseLog, log_header, read_prior_results
    from evalctl.cases import check_dataset, parse_column_map, read_cases
    from evalctl.collect import RunCollector
    from evalctl.dataset import open_dataset
    from evalctl.errors import DatasetError
    from evalctl.judges.base import UsageCounter
    from evalctl.judges.factory import build_judge
    from evalctl.results import ShardInfo
    from evalctl.scorers import build_scorer

    column_map = parse_column_map(options.maps, info.fields)
    judge_reasons = options.judge_reasons and resolved.target is not None
    if options.judge_reasons and not judge_reasons:
        sys.stderr.write("evalctl: --judge-reasons needs an LLM judge; reasons stay built-in\n")
    scoring = _read_scoring(options.scoring) if options.scoring else None
    if scoring is None:
        scoring = options.config.scorer_option("noise", "scoring") if info.name == "noise" else None
    scale = 1.0 if options.scale is None else options.scale
    scorer = build_scorer(info.name, scoring, judge_reasons, scale, direction)
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

        header = log_header(info.name, source.name, str(options.shard) if options.shard else None)
        prior = read_prior_results(log_path, header) if options.resume and log_path else {}
        if options.resume and prior:
            sys.stderr.write(
                f"evalctl: resuming: {len(prior)} cases already scored in {log_path}\n"
            )
        items_source: Iterable[RunItem] = (
            check.items
            if check.items is not None
            else read_cases(source, info.fields, scorer.case_model, column_map)
        )
        items = _select(items_source, options.shard, prior)
        total = _count_selected(check.valid + check.invalid, options.shard)

        judge = _remote_service(options) if remote else build_judge(resolved, options.judge)
        if resolved.target is None and not remote:
            sys.stderr.write(LOCAL_JUDGE_NOTICE + "\n")
            if info.name == "toxicity" and (
                thresholds.max is not None or thresholds.mean_max is not None
            ):
                sys.stderr.write(TOXICITY_OFFLINE_WARNING + "\n")
        usage = UsageCounter()
        shard_info = (
            ShardInfo(index=options.shard.index, count=options.shard.count)
            if (options.shard)
            else None
        )
        collector = RunCollector(
            info.name, direction, source.name, judge.identity, thresholds, usage, shard_info
        )
        case_log = CaseLog(log_path, header, append=options.resume) if log_path else None
        try:
            collector.log = case_log
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
            code = _report(collector, status, options)
        finally:
            collector.spool.close()
            if case_log is not None:
                case_log.close()
        if case_log is not None and options.log is None and status == "complete":
            case_log.path.unlink(missing_ok=True)  # the document beside it now holds every case
        return code
    finally:
        source.close()


def _remote_service(options: RunOptions) -> Judge:
    """The scorer service of `evalctl run http`, called like an LLM judge is."""
    import os

    from evalctl.config import Secret
    from evalctl.judges.retry import RetryPolicy
    from evalctl.scorers.remote import RemoteScorerService

    key_env = options.judge.api_key_env
    key = os.environ.get(key_env) if key_env else None
    assert options.scorer_url is not None
    return RemoteScorerService(
        options.scorer_url,
        concurrency=options.judge.concurrency,
        timeout_s=options.judge.timeout_s,
        retry=RetryPolicy(retries=options.judge.retries),
        api_key=Secret(key) if key else None,
        key_env=key_env,
    )


def _select(
    items: Iterable[RunItem], shard: Shard | None, prior: dict[int, CaseResult]
) -> Iterator[RunItem]:
    """This shard's rows, with cases already scored by an interrupted run taken as they are."""
    from evalctl.cases import Case
    from evalctl.runner import PriorResult

    for position, item in enumerate(items):
        if shard is not None and position % shard.count != shard.index - 1:
            continue
        if isinstance(item, Case):
            earlier = prior.get(item.line)
            if earlier is not None and earlier.id == item.id:
                yield PriorResult(earlier)
                continue
        yield item


def _count_selected(total: int, shard: Shard | None) -> int:
    if shard is None:
        return total
    return len(range(shard.index - 1, total, shard.count))


async def _score_all(
    collector: RunCollector,
    scorer: Scorer,
    judge: Judge,
    usage: UsageCounter,
    items: Iterable[RunItem],
    cases_in_flight: int,
    total: int,
    no_color: bool,
) -> RunStatus:
    """Run the cases, feeding the collector and the progress bar; Ctrl-C/SIGTERM stop it."""
    import asyncio
    import signal

    from evalctl.runner import run_cases

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    progress = _progress_bar(total, no_color)
    try:
        async for outcome in run_cases(
            items, scorer, judge, usage, cases_in_flight, stop, on_judged=collector.judged
        ):
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
    document = collector.finish(status)
    write_reports(document, collector.spool, options.reports, options.as_json, options.no_color)
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
    from collections import Counter

    counts = Counter(
        case.error
        for case in collector.spool.iter_cases(only_not_passed=True)
        if case.error and case.score is None and not case.invalid
    )
    for message, count in counts.most_common(most):
        sys.stderr.write(f"error: {count} case(s): {message}\n")
    if len(counts) > most:
        sys.stderr.write(f"error: … and {len(counts) - most} other kinds of judge error\n")


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
