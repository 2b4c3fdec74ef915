"""`evalctl validate`: check a dataset against a scorer's fields without calling any judge."""

from __future__ import annotations

from typing import Annotated

import typer

from evalctl.cli.messages import print_error
from evalctl.exit_codes import ExitCode
from evalctl.scorers import SCORERS


def validate_command(
    scorer: Annotated[str, typer.Argument(help=f"One of: {', '.join(SCORERS)}.")],
    dataset: Annotated[
        str, typer.Argument(help="A JSONL file, a JSON file holding an array, or - for stdin.")
    ],
    maps: Annotated[
        list[str] | None,
        typer.Option("--map", help="Read FIELD from another column: --map FIELD=COLUMN."),
    ] = None,
) -> None:
    """Check every row of DATASET for SCORER and list the invalid ones.

    No judge is called. Exit 0 when every row is valid, 2 when any is not.
    """
    from evalctl.dataset.check import check_dataset
    from evalctl.dataset.rows import parse_column_map
    from evalctl.dataset.source import open_dataset
    from evalctl.scorers import scorer_class

    cls = scorer_class(scorer)
    column_map = parse_column_map(maps or [], cls.fields)
    source = open_dataset(dataset)
    try:
        check = check_dataset(source, cls.fields, cls.case_model, column_map, keep_invalid=1000)
    finally:
        source.close()
    for row in check.first_invalid:
        print_error(f"{source.name}:{row.line}: {row.message}")
    if check.invalid > len(check.first_invalid):
        print_error(f"… and {check.invalid - len(check.first_invalid)} more")
    typer.echo(f"{source.name}: {check.valid} valid, {check.invalid} invalid {cls.name} cases")
    raise typer.Exit(int(ExitCode.USAGE_OR_INPUT if check.invalid else ExitCode.OK))
