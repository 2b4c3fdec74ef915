"""`evalctl merge`: combine shard documents and recompute the summary and the gate."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from evalctl.cli.messages import counted, print_notice, print_warning
from evalctl.cli.options import GATES, REPORTS, with_options
from evalctl.cli.rendering import gate_overrides, regated, write_and_render


@with_options(REPORTS, GATES)
def merge_command(
    shards: Annotated[
        list[Path], typer.Argument(help="Shard documents (evalctl run --shard K/N -o ...).")
    ],
    *,
    given: dict[str, Any],
) -> None:
    """Merge the shard documents of one run into one document; exit with the merged gate's code.

    Shards of different datasets or scorers, or shards sharing a case, are refused (exit 2).
    Merging all N shards gives the document of one unsharded run, apart from timings.
    """
    from evalctl.document_file import DocumentFile
    from evalctl.merge import merge_documents

    documents = [DocumentFile(path) for path in shards]
    cases_in_all = sum(document.head.summary.total for document in documents)
    settings = gate_overrides(documents[0].head.thresholds, given, cases_in_all)
    base, gates, cases, warnings = merge_documents(documents, settings)
    for warning in warnings:
        print_warning(warning)
    head, spool = regated(base, cases, gates)
    write_and_render(head, spool, given)
    s = head.summary
    print_notice(
        f"merged {counted(len(documents), 'shard')}: {counted(s.total, 'case')}, {s.passed} "
        f"passed, {s.failed} failed, {counted(s.errors, 'error')}; exit {head.exit_code}"
    )
    raise typer.Exit(head.exit_code)
