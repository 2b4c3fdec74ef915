"""`evalctl merge`: combine shard documents and recompute the summary and the gate."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from evalctl.cli import gate_options as go
from evalctl.cli import outputs as out
from evalctl.cli.boundary import reporting_errors
from evalctl.cli.outputs import ReportTargets, check_writable
from evalctl.config import color_disabled


def merge_command(
    shards: Annotated[
        list[Path], typer.Argument(help="Shard documents (evalctl run --shard K/N -o ...).")
    ],
    output: out.OutputFile = None,
    min_score: go.Min = None,
    max_score: go.Max = None,
    mean_min: go.MeanMin = None,
    mean_max: go.MeanMax = None,
    pass_rate: go.PassRate = None,
    max_errors: go.MaxErrors = None,
    as_json: out.AsJson = False,
    junit: out.JunitFile = None,
    markdown: out.MarkdownFile = None,
    no_step_summary: out.NoStepSummary = False,
    no_color: out.NoColor = False,
) -> None:
    """Merge the shard documents of one run into one document; exit with the merged gate's code.

    Shards of different datasets or scorers, or shards sharing a case, are refused (exit 2).
    Merging all N shards gives the document of one unsharded run, apart from timings.
    """
    with reporting_errors():
        from evalctl.merge import merge_documents
        from evalctl.results_file import read_document

        targets = ReportTargets(output, junit, markdown, step_summary=not no_step_summary)
        for path in targets.files():
            if path is not None:
                check_writable(path)
        documents = [(str(path), read_document(str(path))) for path in shards]
        settings = None
        gate_values = (min_score, max_score, mean_min, mean_max, pass_rate, max_errors)
        if any(value is not None for value in gate_values):
            settings = go.override_thresholds(documents[0][1].thresholds, *gate_values)
        head, cases, warnings = merge_documents(documents, settings)
        for warning in warnings:
            sys.stderr.write(f"warning: {warning}\n")
        out.emit(head, cases, targets, as_json, color_disabled(no_color))
        s = head.summary
        sys.stderr.write(
            f"evalctl: merged {len(documents)} shards: {s.total} cases, {s.passed} passed, "
            f"{s.failed} failed, {s.errors} errors; exit {head.exit_code}\n"
        )
    raise typer.Exit(head.exit_code)
