"""The README's contract tables stay in step with the code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from evalctl.exit_codes import EXIT_CODE_MEANINGS
from evalctl.scorers.faithfulness import FAITHFULNESS_FIELDS
from evalctl.scorers.noise import NOISE_FIELDS
from evalctl.scorers.toxicity import TOXICITY_FIELDS

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_readme_exit_code_table_matches_the_code() -> None:
    rows = dict(re.findall(r"^\| (\d+) \| (.+) \|$", README, flags=re.MULTILINE))
    assert {int(code): text for code, text in rows.items()} == {
        int(code): meaning for code, meaning in EXIT_CODE_MEANINGS.items()
    }


def test_readme_field_table_lists_every_noise_field_with_its_aliases() -> None:
    for spec in NOISE_FIELDS:
        aliases = ", ".join(f"`{a}`" for a in spec.aliases)
        required = "yes" if spec.required else "no"
        assert f"| noise | `{spec.name}` | {aliases} | {required} |" in README


def test_readme_lists_the_faithfulness_and_toxicity_fields_with_their_aliases() -> None:
    for scorer, fields in (("faithfulness", FAITHFULNESS_FIELDS), ("toxicity", TOXICITY_FIELDS)):
        for spec in fields:
            aliases = ", ".join(f"`{a}`" for a in spec.aliases)
            assert re.search(
                rf"\| [a-z, ]*{scorer}[a-z, ]* \| `{spec.name}` \| {re.escape(aliases)} \|", README
            ), (scorer, spec.name)


def _matches(shown: object, actual: object, where: str) -> None:
    """Every value the README shows is the real one; "..." stands for text left out."""
    if isinstance(shown, str) and "..." in shown:
        return
    if isinstance(shown, dict):
        assert isinstance(actual, dict), where
        for key, value in shown.items():
            assert key in actual, f"{where}.{key}"
            _matches(value, actual[key], f"{where}.{key}")
    elif isinstance(shown, list) and shown and isinstance(shown[0], dict) and "id" in shown[0]:
        by_id = {case["id"]: case for case in actual}  # type: ignore[union-attr]
        for case in shown:
            _matches(case, by_id[case["id"]], f"{where}[{case['id']}]")
    elif isinstance(shown, list):
        assert isinstance(actual, list), where
        for index, value in enumerate(shown):
            _matches(value, actual[index], f"{where}[{index}]")
    elif where.endswith("duration_s"):
        return
    else:
        assert shown == actual, f"{where}: the README shows {shown!r}, a run gives {actual!r}"


def test_the_readme_results_document_is_what_the_demo_run_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import json

    import evalctl

    example = re.search(r"## Results document.*?```json\n(.*?)```", README, re.DOTALL)
    assert example is not None
    shown = json.loads(example.group(1))
    monkeypatch.chdir(Path(__file__).resolve().parents[2])
    actual = evalctl.evaluate("noise", "datasets/noise.jsonl", min_score=0.8).model_dump(
        mode="json"
    )
    _matches(shown, actual, "document")
