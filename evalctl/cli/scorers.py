"""`evalctl scorers`: what each scorer needs, which way is better, what it costs."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from evalctl.fields import COMMON_FIELDS
from evalctl.scorers import SCORERS
from evalctl.scorers.base import ScorerInfo


def scorer_listing(info: ScorerInfo) -> dict[str, Any]:
    """One scorer as `evalctl scorers --json` prints it."""
    return {
        "name": info.name,
        "summary": info.summary,
        "direction": info.direction,
        "natural_gate": "--min" if info.direction == "higher" else "--max",
        "judge_calls_per_case": info.judge_calls_per_case,
        "fields": [
            {"name": f.name, "aliases": list(f.aliases), "required": f.required}
            for f in (*info.fields, *COMMON_FIELDS)
        ],
        "defaults": info.defaults,
    }


def scorers_command(
    as_json: Annotated[bool, typer.Option("--json", help="Print the list as JSON.")] = False,
) -> None:
    """List the scorers: required fields and aliases, direction, judge calls per case, defaults."""
    listings = [scorer_listing(info) for info in SCORERS.values()]
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
