"""What `report` and `merge` share: gates re-applied to saved cases, files and stdout written."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from evalctl.cli.messages import print_warning, stdout_may_close

if TYPE_CHECKING:
    from evalctl.results import CaseResult, ResultsDocument, ThresholdSettings
    from evalctl.results_file import CaseSpool

_GATE_KEYS = (
    "min",
    "max",
    "mean_min",
    "mean_max",
    "pass_rate",
    "max_errors",
    "confidence",
    "max_flaky",
)


def gate_overrides(
    base: ThresholdSettings, given: dict[str, Any], cases: int
) -> ThresholdSettings | None:
    """`base` with the gate options that were given; None when none was. A share of errors
    ("5%") counts against `cases`."""
    from evalctl.config import RunConfig
    from evalctl.gate import tolerated_errors

    changed = {key: given[key] for key in _GATE_KEYS if given.get(key) is not None}
    if not changed:
        return None
    checked = RunConfig.model_validate(changed)  # the same checks as a run's gates
    if "max_errors" in changed:
        changed["max_errors"] = tolerated_errors(checked.max_errors, cases)
    return base.model_copy(update=changed)


def regated(
    document: ResultsDocument, cases: Iterable[CaseResult], settings: ThresholdSettings
) -> tuple[ResultsDocument, CaseSpool]:
    """`document`'s head and `cases` under `settings`, streamed into a spool (bounded memory)."""
    from evalctl.document import document_head, group_field, regate_case
    from evalctl.gate import apply_gates
    from evalctl.results_file import CaseSpool
    from evalctl.summary import SummaryBuilder

    builder = SummaryBuilder(
        group_field(document), settings.confidence, document.sampling.judge_samples
    )
    spool = CaseSpool()
    try:
        for case in cases:
            gated = regate_case(case, settings, document.sampling)
            builder.add(gated)
            spool.add(gated)
    except BaseException:
        spool.close()
        raise
    summary = builder.build()
    head = document_head(
        scorer=document.scorer,
        direction=document.direction,
        dataset=document.dataset,
        shard=document.shard,
        judge=document.judge,
        settings=settings,
        summary=summary,
        verdict=apply_gates(settings, summary),
        usage=document.usage,
        status=document.status,
        duration_s=document.duration_s,
        max_score=document.max_score,
        scorer_options=document.scorer_options,
        sampling=document.sampling,
    )
    return head, spool


def write_and_render(head: ResultsDocument, spool: CaseSpool, given: dict[str, Any]) -> None:
    """Write the requested files, then the table or JSON document on stdout; close the spool."""
    from evalctl.config import color_disabled, step_summary_path
    from evalctl.formats.outputs import ReportTargets, check_writable, render_result, write_files

    targets = ReportTargets(
        output=given.get("output"),
        junit=given.get("junit"),
        markdown=given.get("markdown"),
        html=given.get("html"),
        step_summary=None if given.get("step_summary") is False else step_summary_path(),
    )
    try:
        for option, path in targets.files():
            check_writable(path, option)
        write_files(head, spool, targets, print_warning)
        no_color = color_disabled(bool(given.get("no_color")))
        with stdout_may_close():
            render_result(head, spool, sys.stdout, bool(given.get("as_json")), no_color)
    finally:
        spool.close()
