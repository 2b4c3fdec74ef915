"""`evalctl report`: re-render a saved results document, optionally under other gates."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from evalctl.cli.options import GATES, REPORTS, with_options
from evalctl.cli.rendering import regated, write_and_render


@with_options(GATES, REPORTS)
def report_command(
    results: Annotated[Path, typer.Argument(help="A results document (evalctl run -o / --json).")],
    *,
    given: dict[str, Any],
) -> None:
    """Re-render RESULTS as a table, JSON, JUnit or Markdown; with gate options, re-apply them
    and exit with the new gate's code (0, 1 or 3; 2 for an unreadable document)."""
    from evalctl.results_file import read_document

    document = read_document(str(results))
    head, cases = regated(document, document.cases, given)
    write_and_render(head, cases, given)
    sys.stderr.flush()
    raise typer.Exit(head.exit_code)
