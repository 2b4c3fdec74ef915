"""`evalctl scorers`: what each scorer needs, which way is better, what it costs."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any

import typer

from evalctl.scorers import SCORERS

if TYPE_CHECKING:
    from evalctl.scorers.base import Scorer


def scorer_listing(cls: type[Scorer]) -> dict[str, Any]:
    """One scorer as `evalctl scorers --json` prints it."""
    from evalctl.dataset.fields import COMMON_FIELDS

    return {
        "name": cls.name,
        "summary": cls.summary,
        "direction": cls.direction,
        "natural_gate": "--min" if cls.direction == "higher" else "--max",
        "judge_calls_per_case": cls.judge_calls_per_case,
        "fields": [
            {"name": f.name, "aliases": list(f.aliases), "required": f.required}
            for f in (*cls.fields, *COMMON_FIELDS)
        ],
        "defaults": cls.options_model().model_dump(mode="json", by_alias=True),
        "presets": cls.presets,
    }


def scorers_command(
    as_json: Annotated[bool, typer.Option("--json", help="Print the list as JSON.")] = False,
) -> None:
    """List the scorers: required fields and aliases, direction, judge calls per case, defaults."""
    from evalctl.scorers import scorer_class

    listings = [scorer_listing(scorer_class(name)) for name in SCORERS]
    if as_json:
        typer.echo(json.dumps(listings, indent=2))
        return
    for item in listings:
        better = "higher is better" if item["direction"] == "higher" else "lower is better"
        typer.echo(f"{item['name']}: {item['summary']}")
        typer.echo(f"  direction: {better} (gate with {item['natural_gate']})")
        typer.echo(f"  judge calls per case: {item['judge_calls_per_case']}")
        for field in item["fields"]:
            aliases = f" (aliases: {', '.join(field['aliases'])})" if field["aliases"] else ""
            need = "required" if field["required"] else "optional"
            typer.echo(f"  {field['name']}{aliases}: {need}")
        typer.echo(f"  defaults: {json.dumps(item['defaults'])}")
        for name, values in item["presets"].items():
            typer.echo(f"  preset {name}: {json.dumps(values)}")
