"""`evalctl compare`: did this change make the agent worse than the baseline run?"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from evalctl.cli.messages import counted, print_notice

if TYPE_CHECKING:
    from evalctl.compare import Comparison, MeanDifference


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
    significance: Annotated[
        float | None,
        typer.Option(
            "--significance",
            min=0.0,
            max=1.0,
            help="Gate statistically at this level (0.05): exit 1 when the mean drop, overall or "
            "in a noise type, is significant and beyond --max-drop; a single case counts only "
            "when both runs judged it several times and its own drop is significant.",
        ),
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
        DocumentFile(base),
        DocumentFile(new),
        max_drop,
        max_regressions,
        allow_partial,
        significance,
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
    if c.difference is not None and c.difference.ci is not None:
        typer.echo(_difference_line("paired difference", c.difference))
        for name, group in c.by_noise_type.items():
            typer.echo(_difference_line(f"  {name}", group))
    for title, changes in (
        ("regressions", c.regressions),
        ("improvements", c.improvements),
        ("flaky flips (not counted)", c.flaky_flips),
    ):
        if not changes and title.startswith("flaky"):
            continue
        typer.echo(f"{title}: {len(changes)}")
        for item in changes:
            note = "" if item.counted else "; not counted"
            if item.p_value is not None:
                note += f"; p = {item.p_value:g}"
            typer.echo(
                f"  {item.id}: {fmt(item.base_score)} → {fmt(item.new_score)} ({item.why}{note})"
            )
    typer.echo(f"added: {len(c.added)}" + (f" ({', '.join(c.added[:10])})" if c.added else ""))
    typer.echo(
        f"removed: {len(c.removed)}" + (f" ({', '.join(c.removed[:10])})" if c.removed else "")
    )
    verdict = "no regression beyond the allowance" if c.passed else "; ".join(c.gate_breaches)
    typer.echo(f"{verdict} (exit {c.exit_code})")


def _difference_line(title: str, found: MeanDifference) -> str:
    interval = "" if found.ci is None else f" [{found.ci[0]:+.4f}, {found.ci[1]:+.4f}]"
    p_value = "" if found.p_value is None else f", p = {found.p_value:g}"
    flag = " (significant drop)" if found.significant_drop else ""
    return (
        f"{title}: {found.delta:+.4f}{interval} at {found.confidence * 100:g}% over "
        f"{counted(found.cases, 'case')}{p_value}{flag}"
    )
