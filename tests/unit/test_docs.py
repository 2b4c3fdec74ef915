"""The README's contract tables stay in step with the code."""

from __future__ import annotations

import re
from pathlib import Path

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
