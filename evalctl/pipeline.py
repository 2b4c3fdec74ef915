"""The one run pipeline: config → dataset → judge → runner → results document. Never prints.

Two phases, so that a command line can treat them differently: `prepare_run` validates
everything that can be validated before any judge call (synchronous: it reads the dataset), and
`PreparedRun.run` judges the cases and writes the requested files. Notices, warnings and progress
go to an `on_event` hook (by default the `evalctl` logger); nothing here writes to stdout or
stderr, installs a signal handler or exits.
"""

from __future__ import annotations

import asyncio
import dataclasses
import fnmatch
import itertools
import json
import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from evalctl.config import RunConfig, connection_settings, resolve_judge
from evalctl.errors import DatasetError, InputError, OutputError, UsageError
from evalctl.events import EventHook, Notice, Progress, RunEvent
from evalctl.gate import tolerated_errors
from evalctl.results import CaseResult, ResultsDocument, SamplingSettings

if TYPE_CHECKING:
    from evalctl.agents import AgentFiller, AgentFunction
    from evalctl.case_log import CaseLog, PriorResults
    from evalctl.dataset.case import Case
    from evalctl.dataset.fields import FieldSpec
    from evalctl.dataset.source import DatasetSource
    from evalctl.formats.outputs import ReportTargets
    from evalctl.judges.base import Judge
    from evalctl.results_file import CaseSpool
    from evalctl.runner import RunItem
    from evalctl.scorers.base import Scorer
    from evalctl.shard import Shard

logger = logging.getLogger("evalctl")
logger.addHandler(logging.NullHandler())  # a library stays silent unless the app configures logging

KEEP_PARSED_CASES_UP_TO = 20_000
"""Datasets up to this many rows are parsed once; larger ones are streamed twice (validate,
then score) so memory stays bounded."""
CASES_PER_REQUEST_SLOT = 2
"""Cases in flight per judge request slot: while one case's answer is parsed and scored, the
next case's request is already waiting for the freed slot (the judge bounds requests)."""
LOCAL_JUDGE_NOTICE = (
    "judging with the built-in offline judge (local, heuristic-v1): rule-based, blind to "
    "paraphrase, synonyms and world knowledge. For an LLM judge set a model or a judge URL "
    "(see README, 'Judges')."
)


def log_event(event: RunEvent) -> None:
    """The default hook: notices to the `evalctl` logger (silent unless logging is set up)."""
    if isinstance(event, Notice):
        logger.log(logging.WARNING if event.level == "warning" else logging.INFO, event.message)


@dataclass(slots=True)
class RunRecord:
    """A finished (or interrupted) run: the document head and its cases, spooled on disk."""

    document: ResultsDocument
    spool: CaseSpool
    judge_errors: list[tuple[str, int]] = field(default_factory=list)
    """The distinct judge errors, most frequent first, with their counts."""
    planned: int = 0
    """How many cases the run set out to score (this shard's)."""
    log_path: Path | None = None
    """The case log the run kept (none once a complete run's document holds every case)."""

    def cases(self, only_not_passed: bool = False) -> Iterator[CaseResult]:
        return self.spool.iter_cases(only_not_passed=only_not_passed)

    def close(self) -> None:
        self.spool.close()


@dataclass(slots=True)
class PreparedRun:
    """A run whose every input was checked; `run` judges it. Close it if it is not run."""

    config: RunConfig
    scorer: Scorer
    source: DatasetSource
    items: Iterable[RunItem]
    total: int
    judge: Judge
    targets: ReportTargets
    shard: Shard | None
    case_log: CaseLog | None
    emit: EventHook
    filler: AgentFiller | None = None
    prior_usage: dict[str, int] = field(default_factory=dict)
    """What the interrupted run being resumed had spent: it counts in this run's usage."""

    async def run(self, stop: asyncio.Event | None = None) -> RunRecord:
        """Judge every case, then write the requested files. `stop` ends the run early
        (status "interrupted"); the cases already judged are kept."""
        from evalctl.formats.outputs import write_files

        try:
            record = await _score(self, stop or asyncio.Event())
        finally:
            self.close()
        try:
            write_files(record.document, record.spool, self.targets, self._warn)
            if self.config.save_cases is not None:
                _save_cases(self.config.save_cases, record, self.scorer, self._warn)
        except OutputError as exc:
            record.close()
            if self.case_log is not None:  # kept: it holds every judged case
                path = self.case_log.path
                raise OutputError(f"{exc.message}; the judged cases are in {path}") from exc
            raise
        except BaseException:
            record.close()
            raise
        log = self.case_log
        record.planned = self.total
        if log is not None:
            record.log_path = log.path
            if self.config.log is None and record.document.status == "complete":
                log.path.unlink(missing_ok=True)  # the document beside it now holds every case
                record.log_path = None
        return record

    def close(self) -> None:
        if self.case_log is not None:
            self.case_log.close()
        self.source.close()

    async def aclose(self) -> None:
        """Close a run that will not be run (the agent's connections too)."""
        self.close()
        if self.filler is not None:
            await self.filler.aclose()

    def _warn(self, message: str) -> None:
        self.emit(Notice(message, "warning"))


def prepare_run(
    config: RunConfig,
    *,
    dataset: str | None = None,
    rows: list[Any] | None = None,
    judge: Judge | None = None,
    on_event: EventHook | None = None,
    agent: AgentFunction | None = None,
) -> PreparedRun:
    """Check the options, the output files and every dataset row; build the judge and the
    agent under test.

    `dataset` is a path or "-" (standard input); `rows` are rows given in memory; `judge`
    replaces the configured judge; `agent` is a Python function to ask for the answers.
    Raises UsageError or InputError (DatasetError for a row).
    """
    from evalctl.dataset.source import InMemoryDataset, open_dataset
    from evalctl.formats.outputs import check_writable
    from evalctl.scorers import build_scorer
    from evalctl.shard import Shard

    emit = on_event or log_event
    if config.config_file is not None:
        emit(Notice(f"config: {_shown_path(config.config_file)}"))
    scorer = build_scorer(config.scorer or "", config.scorer_options)
    _check_gates(scorer, config)
    shard = Shard.parse(config.shard) if config.shard else None
    targets = _report_targets(config)
    log_path = config.log
    if log_path is None and config.output is not None:
        log_path = config.output.with_name(config.output.name + ".log.jsonl")
    if config.resume and log_path is None:
        raise UsageError("needs the log of the earlier run: set `output` or `log`", option="resume")
    if config.output is not None and config.output.suffix.lower() in (".csv", ".tsv"):
        raise UsageError(
            f"{config.output}: the results document is JSON; name it .json (CSV is not written)",
            option="output",
        )
    written = (
        *targets.files(),
        *((("log", log_path),) if log_path else ()),
        *((("save_cases", config.save_cases),) if config.save_cases else ()),
    )
    check_distinct_files(written, None if rows is not None else dataset)
    for option, path in written:
        check_writable(path, option)

    own = scorer.own_judge(connection_settings(config)) if judge is None else None
    resolved = resolve_judge(config) if judge is None and own is None else None
    offline = resolved is not None and resolved.target is None
    if config.judge_reasons and offline:
        emit(Notice("judge reasons need an LLM judge; reasons stay built-in", "warning"))
    scorer.judge_reasons = config.judge_reasons and not offline

    from evalctl.agents import agent_configured, agent_row_shape, build_filler

    with_agent = agent_configured(config) or agent is not None
    if config.save_cases is not None and not with_agent:
        raise UsageError("needs an agent under test to fill the cases", option="save_cases")
    shape = agent_row_shape(scorer) if with_agent else None
    source = InMemoryDataset(rows) if rows is not None else open_dataset(dataset or "-")
    filler = None
    try:
        items, total = _validated_items(source, scorer, config, emit, shape)
        filler = build_filler(config, scorer, agent)
        if shard is not None:
            rows_in_dataset = total
            items, total = shard.select(items), shard.size(total)
            if total == 0:
                emit(
                    Notice(
                        f"shard {shard} holds no cases (the dataset has {rows_in_dataset} "
                        "rows): nothing to score, no gate applied"
                    )
                )
        items, total = _narrowed(items, total, config)
        if judge is None:
            from evalctl.judges.factory import build_judge

            judge = (
                own
                if own is not None
                else build_judge(resolved, config, lambda m: emit(Notice(m, "warning")))  # type: ignore[arg-type]
            )
        from evalctl.case_log import CaseLog, log_header, read_prior_results

        header = log_header(
            scorer.name,
            source.name,
            str(shard) if shard else None,
            judge=dataclasses.asdict(judge.identity),
            prompt_versions=list(scorer.prompt_versions),
            scorer_options=scorer.options.model_dump(mode="json", by_alias=True),
            samples=_sampling_key(config, filler is not None),
            agent=filler.agent.identity if filler is not None else None,
        )
        prior: PriorResults | None = None
        if config.resume and log_path:
            prior = read_prior_results(log_path, header, scorer.max_score)
            emit(Notice(f"resuming: {len(prior)} cases already scored in {log_path}"))
        if offline:
            emit(Notice(LOCAL_JUDGE_NOTICE))
            if scorer.offline_caveat and _gated(config):
                emit(Notice(scorer.offline_caveat, "warning"))
        case_log = CaseLog(log_path, header, append=config.resume) if log_path else None
    except BaseException:
        source.close()
        if filler is not None:
            filler.close_now()
        raise
    return PreparedRun(
        config,
        scorer,
        source,
        _with_prior(items, prior),
        total,
        judge,
        targets,
        shard,
        case_log,
        emit,
        filler,
        prior.usage if prior is not None else {},
    )


async def run_evaluation(
    config: RunConfig,
    *,
    dataset: str | None = None,
    rows: list[Any] | None = None,
    judge: Judge | None = None,
    on_event: EventHook | None = None,
    stop: asyncio.Event | None = None,
    agent: AgentFunction | None = None,
) -> RunRecord:
    """Prepare and run in one call; the caller closes the returned record."""
    prepared = prepare_run(
        config, dataset=dataset, rows=rows, judge=judge, on_event=on_event, agent=agent
    )
    return await prepared.run(stop)


async def _score(prepared: PreparedRun, stop: asyncio.Event) -> RunRecord:
    """Run the cases through the judge and collect them into a record."""
    from evalctl.collect import RunCollector
    from evalctl.judges.base import UsageCounter
    from evalctl.results import ShardInfo, ThresholdSettings
    from evalctl.runner import run_cases
    from evalctl.sampling import Sampler

    config, shard, judge = prepared.config, prepared.shard, prepared.judge
    gates = config.model_dump(include=set(ThresholdSettings.model_fields))
    gates["max_errors"] = tolerated_errors(config.max_errors, prepared.total)
    settings = ThresholdSettings(**gates)
    filler = prepared.filler
    sampling = sampling_settings(config, filler is not None)
    sampler = Sampler(sampling, settings, filler, config.agent_samples)
    in_flight = config.concurrency * CASES_PER_REQUEST_SLOT
    if filler is not None:
        in_flight = max(in_flight, config.agent_concurrency * CASES_PER_REQUEST_SLOT)
    usage = UsageCounter(**prepared.prior_usage)
    shard_info = ShardInfo(index=shard.index, count=shard.count) if shard else None
    collector = RunCollector(
        prepared.scorer,
        prepared.source.name,
        judge.identity,
        settings,
        usage,
        shard_info,
        prepared.case_log,
        sampling,
    )
    done = errors = 0
    try:
        async for outcome in run_cases(
            prepared.items,
            prepared.scorer,
            judge,
            usage,
            in_flight,
            stop,
            sampler if sampler.repeats or filler is not None else None,
        ):
            result = collector.add(outcome)
            done += 1
            errors += result.score is None
            prepared.emit(Progress(done, prepared.total, errors))
    except BaseException:
        collector.spool.close()
        raise
    finally:
        try:
            await judge.aclose()
        finally:
            if filler is not None:
                await filler.aclose()
    document = collector.finish("interrupted" if stop.is_set() else "complete")
    if filler is not None:
        from evalctl.results import AgentInfo

        stats = filler.stats
        document.agent = AgentInfo(
            target=filler.agent.identity,
            calls=stats.calls,
            cache_hits=stats.cache_hits,
            errors=stats.errors,
            duration_s=round(stats.duration_s, 3),
        )
    record = RunRecord(document, collector.spool)
    if document.summary.errors:
        counts = Counter(
            case.error
            for case in record.cases(only_not_passed=True)
            if case.error and case.score is None and not case.invalid
        )
        record.judge_errors = counts.most_common()
    return record


def sampling_settings(config: RunConfig, with_agent: bool = False) -> SamplingSettings:
    """How each case is judged; `agent_samples` counts only when an agent answers."""
    from evalctl.results import SamplingSettings

    return SamplingSettings(
        judge_samples=config.judge_samples,
        reducer=config.reducer,
        confirm_failures=config.confirm_failures,
        agent_samples=config.agent_samples if with_agent else 1,
    )


def _sampling_key(config: RunConfig, with_agent: bool) -> int | dict[str, Any]:
    """The log header's `samples`: 1 for one sample per case (as logs before sampling said)."""
    sampling = sampling_settings(config, with_agent)
    return 1 if sampling == type(sampling)() else sampling.model_dump()


def _validated_items(
    source: DatasetSource,
    scorer: Scorer,
    config: RunConfig,
    emit: EventHook,
    shape: tuple[tuple[FieldSpec, ...], type[Case]] | None = None,
) -> tuple[Iterable[RunItem], int]:
    """Every row checked before any judge call; invalid rows stop the run unless skipped.
    `shape` is the fields and case model of rows an agent completes."""
    from evalctl.dataset.check import check_dataset, read_cases
    from evalctl.dataset.rows import parse_column_map

    fields, case_model = shape or (scorer.fields, scorer.case_model)
    column_map = parse_column_map(config.map, fields)
    check = check_dataset(
        source,
        fields,
        case_model,
        column_map,
        keep_items_up_to=KEEP_PARSED_CASES_UP_TO,
    )
    if check.invalid and not config.skip_invalid:
        first = check.first_invalid[0]
        more = check.invalid - 1
        hint = f" ({more} more invalid rows: run `evalctl validate`)" if more else ""
        raise DatasetError(source.name, first.line, first.message + hint)
    for row in check.first_invalid:
        emit(Notice(f"skipping {source.name}:{row.line}: {row.message}", "warning"))
    if check.valid + check.invalid == 0:
        raise InputError(f"{source.name} holds no cases")
    if check.valid == 0:
        raise InputError(
            f"{source.name} holds no valid case ({check.invalid} invalid rows skipped), "
            "so there is nothing to score"
        )
    items: Iterable[RunItem] = (
        check.items
        if check.items is not None
        else read_cases(source, fields, case_model, column_map, check.repeated)
    )
    return items, check.valid + check.invalid


def _with_prior(items: Iterable[RunItem], prior: PriorResults | None) -> Iterator[RunItem]:
    """Cases already scored by an interrupted run, with the same content, are taken as they
    are (resume); the line they stand on now is theirs."""
    from evalctl.dataset.case import Case
    from evalctl.runner import PriorResult

    if not prior:
        yield from items
        return
    try:
        for item in items:
            if isinstance(item, Case):
                earlier = prior.get(item.content_hash())
                if earlier is not None:
                    yield PriorResult(earlier.model_copy(update={"line": item.line}))
                    continue
            yield item
    finally:
        prior.close()


def _narrowed(
    items: Iterable[RunItem], total: int, config: RunConfig
) -> tuple[Iterable[RunItem], int]:
    """The cases `filter` (a glob on ids) and `limit` leave, and how many that is (exact for a
    dataset parsed in memory, at most `total` for a streamed one)."""
    if config.filter is None and config.limit is None:
        return items, total
    from evalctl.dataset.case import InvalidRow
    from evalctl.runner import PriorResult

    def case_id(item: RunItem) -> str:
        if isinstance(item, PriorResult):
            return item.result.id
        return item.case_id if isinstance(item, InvalidRow) else item.id

    pattern = config.filter
    narrowed: Iterable[RunItem] = items
    if pattern is not None:
        narrowed = (item for item in narrowed if fnmatch.fnmatchcase(case_id(item), pattern))
    if config.limit is not None:
        narrowed = itertools.islice(narrowed, config.limit)
    if isinstance(items, (list, tuple)):
        kept = list(narrowed)
        if not kept and pattern is not None:
            raise UsageError(f"no case id matches {pattern!r}", option="filter")
        return kept, len(kept)
    return narrowed, min(total, config.limit or total)


def _check_gates(scorer: Scorer, config: RunConfig) -> None:
    """Gates must fit the scorer: its direction, and its range (0 to its maximum)."""
    top = scorer.max_score
    for option in ("min", "max", "mean_min", "mean_max"):
        value = getattr(config, option)
        if value is not None and top is not None and not 0 <= value <= top:
            raise UsageError(
                f"{value:g} is outside the {scorer.name} scorer's range, 0 to {top:g}",
                option=option,
            )
    if scorer.direction == "lower":
        for low, high in (("min", "max"), ("mean_min", "mean_max")):
            if getattr(config, low) is not None:
                raise UsageError(
                    f"higher scores are worse for {scorer.name}: gate it with `{high}` "
                    f"(not `{low}`)",
                    option=low,
                )


def check_distinct_files(written: Iterable[tuple[str, Path]], dataset: str | None) -> None:
    """No output file may be the dataset or another output: nothing the user has is overwritten."""
    seen: dict[Path, str] = {}
    if dataset is not None and dataset != "-":
        seen[Path(dataset).resolve()] = "the dataset"
    for option, path in written:
        resolved = path.resolve()
        if resolved in seen:
            raise UsageError(f"{path} is also {seen[resolved]}", option=option)
        seen[resolved] = f"the `{option}` file"


def _gated(config: RunConfig) -> bool:
    bounds = (config.min, config.max, config.mean_min, config.mean_max)
    return any(bound is not None for bound in bounds)


def _report_targets(config: RunConfig) -> ReportTargets:
    from evalctl.config import step_summary_path
    from evalctl.formats.outputs import ReportTargets

    return ReportTargets(
        output=config.output,
        junit=config.junit,
        markdown=config.markdown,
        html=config.html,
        step_summary=step_summary_path() if config.step_summary else None,
    )


def _shown_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _save_cases(path: Path, record: RunRecord, scorer: Scorer, warn: Callable[[str], None]) -> None:
    """The rows with the agent's answers filled in, in dataset order, written atomically: a
    run frozen for review, and re-scored later without the agent."""
    from evalctl.atomic_file import atomic_writer

    answers = tuple(scorer.agent_answers)
    missing = 0
    try:
        with atomic_writer(path) as stream:
            for case in record.cases():
                if case.invalid or any(not case.inputs.get(field) for field in answers):
                    missing += 1
                    continue
                row: dict[str, Any] = {"id": case.id}
                row.update((k, v) for k, v in case.inputs.items() if k != "outputs")
                for bound, value in case.row_threshold.items():
                    row[f"{bound}_score"] = value
                row.update((k, v) for k, v in case.metadata.items() if k not in row)
                stream.write(json.dumps(row, ensure_ascii=False) + "\n")
    except OSError as exc:
        raise OutputError(f"{path}: cannot write the cases ({exc.strerror})") from exc
    if missing:
        warn(f"{path}: {missing} cases left out: the agent gave no answer for them")
