"""`evalctl report`: re-render a saved results document, optionally under other gates."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from evalctl.cli import gate_options as go
from evalctl.cli import outputs as out
from evalctl.cli.boundary import reporting_errors
from evalctl.cli.outputs import ReportTargets, check_writable
from evalctl.config import color_disabled


def report_command(
    results: Annotated[Path, typer.Argument(help="A results document (evalctl run -o / --json).")],
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
) -> None:
    """Re-render RESULTS as a table, JSON, JUnit or Markdown; with gate options, re-apply them
    and exit with the new gate's code (0, 1 or 3; 2 for an unreadable document)."""
    with reporting_errors():
        from evalctl.collect import document_head, regate_case, summarize
        from evalctl.results_file import read_document

        targets = ReportTargets(output, junit, markdown, step_summary=not no_step_summary)
        for path in targets.files():
            if path is not None:
                check_writable(path)
        document = read_document(str(results))
        settings = go.override_thresholds(
            document.thresholds, min_score, max_score, mean_min, mean_max, pass_rate, max_errors
        )
        cases = [regate_case(case, settings) for case in document.cases]
        summary, verdict = summarize(cases, settings, document.scorer == "noise")
        head = document_head(
            scorer=document.scorer,
            direction=document.direction,
            dataset=document.dataset,
            shard=document.shard,
            judge=document.judge,
            settings=settings,
            summary=summary,
            verdict=verdict,
            usage=document.usage,
            status=document.status,
            duration_s=document.duration_s,
        )
        out.emit(head, cases, targets, as_json, color_disabled(no_color))
    raise typer.Exit(head.exit_code)
