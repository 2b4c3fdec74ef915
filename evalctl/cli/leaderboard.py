"""`evalctl leaderboard`: rank runs of one scorer on one dataset, one per agent or model."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from evalctl.cli.messages import print_warning


def leaderboard_command(
    runs: Annotated[list[Path], typer.Argument(help="Results documents (evalctl run -o ...).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the ranking as JSON.")] = False,
    html: Annotated[
        Path | None,
        typer.Option("--html", help="Also write the ranking as a self-contained HTML page."),
    ] = None,
) -> None:
    """Rank RUNS of the same scorer and dataset by score (best first), with grade, pass rate,
    mean per noise type and errors. Runs of different scorers or datasets are refused (exit 2)."""
    from evalctl.document_file import DocumentFile
    from evalctl.leaderboard import rank_runs

    board = rank_runs([DocumentFile(path) for path in runs])
    if html is not None:
        from evalctl.formats.html import write_leaderboard_html
        from evalctl.formats.outputs import write_page

        write_page(html, lambda stream: write_leaderboard_html(board, stream))
    if as_json:
        typer.echo(board.model_dump_json(indent=2))
    else:
        better = "higher is better" if board.direction == "higher" else "lower is better"
        typer.echo(f"{board.scorer} on {board.dataset} ({better})")
        for s in board.standings:
            score = "n/a" if s.score is None else f"{s.score:.4f}"
            if s.mean_ci is not None:
                score += f" [{s.mean_ci[0]:.4f}, {s.mean_ci[1]:.4f}]"
            rate = "n/a" if s.pass_rate is None else f"{s.pass_rate:.0%}"
            groups = ""
            if s.by_noise_type:
                groups = "; " + ", ".join(
                    f"{name} {'n/a' if mean is None else f'{mean:.2f}'}"
                    for name, mean in s.by_noise_type.items()
                )
            typer.echo(
                f"{s.rank}. {s.run}: {score} (grade {s.grade or '-'}), pass rate {rate}, "
                f"{s.scored} scored, {s.errors} errors{groups} [{s.judge}]"
            )
    for note in board.notes:
        print_warning(note)
