"""`evalctl compare`: did this change make the agent worse than the baseline run?"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from evalctl.cli.messages import counted, print_notice

if TYPE_CHECKING:
    from evalctl.compare import Comparison


def compare_command(
    base: Annotated[Path, typer.Argument(help="The baseline results document (e.g. from main).")],
    new: Annotated[Path, typer.Argument(help="The results document of the change.")],
    max_drop: Annotated[
        float,
        typer.Option("--max-drop", min=0.0, help="A score may move the wrong way this much."),
    ] = 0.05,
    max_regressions: Annotated[
        int, typer.Option("--max-regressions", min=0, help="Regressions tolerated before exit 1.")
    ] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the comparison as JSON.")] = False,
    html: Annotated[
        Path | None,
        typer.Option("--html", help="Also write the comparison as a self-contained HTML page."),
    ] = None,
    allow_partial: Annotated[
        bool,
        typer.Option(
            "--allow-partial",
            help="Compare an interrupted run or a single shard too (refused by default).",
        ),
    ] = False,
) -> None:
    """Pair the cases of BASE and NEW by id and list regressions (a score that dropped by more
    than --max-drop, or a pass that became a fail), improvements, added and removed cases, and
    the change of the mean. Exit 1 when regressions exceed --max-regressions, else 0."""
    from evalctl.compare import compare_documents
    from evalctl.document_file import DocumentFile
    from evalctl.formats.html import write_comparison_html
    from evalctl.formats.outputs import write_page

    comparison = compare_documents(
        DocumentFile(base), DocumentFile(new), max_drop, max_regressions, allow_partial
    )
    if html is not None:
        write_page(html, lambda stream: write_comparison_html(comparison, stream))
    if as_json:
        typer.echo(comparison.model_dump_json(indent=2))
    else:
        _print_comparison(comparison)
    print_notice(
        f"compare: {counted(len(comparison.regressions), 'regression')}, "
        f"{counted(len(comparison.improvements), 'improvement')}; exit {comparison.exit_code}"
    )
    raise typer.Exit(comparison.exit_code)


def _print_comparison(c: Comparison) -> None:
    def fmt(value: float | None) -> str:
        return "—" if value is None else f"{value:.2f}"

    delta = "n/a" if c.mean_delta is None else f"{c.mean_delta:+.4f}"
    typer.echo(f"{c.scorer}: mean {fmt(c.base_mean)} → {fmt(c.new_mean)} ({delta})")
    for title, changes in (("regressions", c.regressions), ("improvements", c.improvements)):
        typer.echo(f"{title}: {len(changes)}")
        for item in changes:
            typer.echo(f"  {item.id}: {fmt(item.base_score)} → {fmt(item.new_score)} ({item.why})")
    typer.echo(f"added: {len(c.added)}" + (f" ({', '.join(c.added[:10])})" if c.added else ""))
    typer.echo(
        f"removed: {len(c.removed)}" + (f" ({', '.join(c.removed[:10])})" if c.removed else "")
    )
    verdict = (
        "no regression beyond the allowance"
        if c.passed
        else f"{counted(len(c.regressions), 'regression')} > --max-regressions {c.max_regressions}"
    )
    typer.echo(f"{verdict} (exit {c.exit_code})")
