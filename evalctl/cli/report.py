"""`evalctl report`: re-render a saved results document, optionally under other gates."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from evalctl.cli.options import GATES, REPORTS, with_options
from evalctl.cli.rendering import gate_overrides, regated, write_and_render


@with_options(GATES, REPORTS)
def report_command(
    results: Annotated[Path, typer.Argument(help="A results document (evalctl run -o / --json).")],
    *,
    given: dict[str, Any],
) -> None:
    """Re-render RESULTS as a table, JSON, JUnit or Markdown; with gate options, re-apply them
    and exit with the new gate's code (0, 1 or 3; 2 for an unreadable document)."""
    from evalctl.document_file import DocumentFile

    document = DocumentFile(results)
    head = document.head
    settings = gate_overrides(head.thresholds, given, head.summary.total) or head.thresholds
    head, spool = regated(head, document.cases(), settings)
    write_and_render(head, spool, given)
    raise typer.Exit(head.exit_code)
