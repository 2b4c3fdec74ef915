"""`evalctl validate` and `evalctl scorers`."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from evalctl.cli.main import app
from evalctl.scorers.noise import NoiseScoring
from tests.support.noise_rows import noise_row, write_jsonl

runner = CliRunner()


def test_validate_lists_every_invalid_row_and_exits_2(tmp_path: Path) -> None:
    rows = [noise_row(id="a"), {"id": "b"}, noise_row(id="c", output="")]
    path = write_jsonl(tmp_path / "d.jsonl", rows)
    result = runner.invoke(app, ["validate", "noise", str(path)])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: {path}:2: field 'original_query' is required (aliases: originalQuery, input, query)",
        f"error: {path}:3: field 'output' is empty",
    ]
    assert result.stdout.strip() == f"{path}: 1 valid, 2 invalid noise cases"


def test_validate_accepts_the_bundled_dataset() -> None:
    result = runner.invoke(app, ["validate", "noise", "datasets/noise.jsonl"])
    assert result.exit_code == 0
    assert " 0 invalid" in result.stdout


def test_scorers_json_lists_fields_aliases_direction_and_defaults() -> None:
    result = runner.invoke(app, ["scorers", "--json"])
    assert result.exit_code == 0
    listing = {item["name"]: item for item in json.loads(result.stdout)}
    assert {name: item["direction"] for name, item in listing.items()} == {
        "noise": "higher",
        "faithfulness": "higher",
        "toxicity": "lower",
        "http": "higher",
    }
    assert listing["toxicity"]["natural_gate"] == "--max"
    assert listing["faithfulness"]["judge_calls_per_case"].startswith("2")
    assert listing["toxicity"]["judge_calls_per_case"].startswith("1")
    noise = listing["noise"]
    assert noise["direction"] == "higher"
    assert noise["judge_calls_per_case"].startswith("1")
    fields = {f["name"]: f for f in noise["fields"]}
    assert fields["noisy_query"] == {
        "name": "noisy_query",
        "aliases": ["noisyQuery"],
        "required": True,
    }
    assert fields["id"]["aliases"] == ["name"]
    assert noise["defaults"]["scoring"] == NoiseScoring().model_dump(by_alias=True)


def test_scorers_human_listing() -> None:
    result = runner.invoke(app, ["scorers"])
    assert result.exit_code == 0
    assert "direction: higher is better (gate with --min)" in result.stdout


def test_help_lists_the_exit_codes() -> None:
    result = runner.invoke(app, ["run", "--help"])
    assert result.exit_code == 0
    for code in ("0 every gate held", "1 a quality gate was breached", "130 interrupted"):
        assert code in " ".join(result.stdout.split())
