"""`evalctl validate`: check a dataset against a scorer's fields without calling any judge."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from evalctl.cli.boundary import reporting_errors
from evalctl.errors import UsageError
from evalctl.exit_codes import ExitCode
from evalctl.scorers import SCORERS


def validate_command(
    scorer: Annotated[str, typer.Argument(help="Scorer name: noise.")],
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
    with reporting_errors():
        info = SCORERS.get(scorer)
        if info is None:
            raise UsageError(f"unknown scorer {scorer!r}; choose one of: {', '.join(SCORERS)}")
        from evalctl.cases import check_dataset, parse_column_map
        from evalctl.dataset import open_dataset
        from evalctl.scorers import build_scorer

        column_map = parse_column_map(maps or [], info.fields)
        model = build_scorer(info.name).case_model
        source = open_dataset(dataset)
        try:
            check = check_dataset(source, info.fields, model, column_map, keep_invalid=1000)
        finally:
            source.close()
        for row in check.first_invalid:
            sys.stderr.write(f"error: {source.name}:{row.line}: {row.message}\n")
        if check.invalid > len(check.first_invalid):
            sys.stderr.write(f"error: … and {check.invalid - len(check.first_invalid)} more\n")
        typer.echo(f"{source.name}: {check.valid} valid, {check.invalid} invalid {info.name} cases")
    raise typer.Exit(int(ExitCode.USAGE_OR_INPUT) if check.invalid else 0)
