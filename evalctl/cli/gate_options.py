"""The gate options shared by `run`, `report` and `merge`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:  # pydantic models stay out of start-up (`evalctl --help`)
    from evalctl.results import ThresholdSettings

_PANEL = "Gates"

Min = Annotated[
    float | None,
    typer.Option("--min", help="Each case must score at least this.", rich_help_panel=_PANEL),
]
Max = Annotated[
    float | None,
    typer.Option("--max", help="Each case must score at most this.", rich_help_panel=_PANEL),
]
MeanMin = Annotated[
    float | None,
    typer.Option("--mean-min", help="The mean must be at least this.", rich_help_panel=_PANEL),
]
MeanMax = Annotated[
    float | None,
    typer.Option("--mean-max", help="The mean must be at most this.", rich_help_panel=_PANEL),
]
PassRate = Annotated[
    float | None,
    typer.Option(
        "--pass-rate",
        min=0.0,
        max=1.0,
        rich_help_panel=_PANEL,
        help="Fraction of scored cases that must pass. [default: 1.0]",
    ),
]
MaxErrors = Annotated[
    int | None,
    typer.Option(
        "--max-errors",
        min=0,
        rich_help_panel=_PANEL,
        help="Unscorable cases tolerated before exit 3. [default: 0]",
    ),
]


def override_thresholds(
    base: ThresholdSettings,
    min_score: float | None,
    max_score: float | None,
    mean_min: float | None,
    mean_max: float | None,
    pass_rate: float | None,
    max_errors: int | None,
) -> ThresholdSettings:
    """`base` with every gate option that was given replacing its value."""
    given = {
        "min": min_score,
        "max": max_score,
        "mean_min": mean_min,
        "mean_max": mean_max,
        "pass_rate": pass_rate,
        "max_errors": max_errors,
    }
    return base.model_copy(update={k: v for k, v in given.items() if v is not None})
