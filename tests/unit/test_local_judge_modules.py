"""The offline judge's modules are long tables of patterns: a second assignment to a module
name silently replaces the first for every function that reads it, which once broke a rule
without failing any test of the rule that did the replacing."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

LOCAL = Path(__file__).resolve().parents[2] / "evalctl" / "judges" / "local"


def top_level_names(source: str) -> Counter[str]:
    names: Counter[str] = Counter()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
    return names


@pytest.mark.parametrize("module", sorted(LOCAL.rglob("*.py")), ids=lambda p: p.name)
def test_no_module_name_is_assigned_twice(module: Path) -> None:
    twice = sorted(n for n, c in top_level_names(module.read_text()).items() if c > 1)
    assert not twice, f"{module.name} assigns {twice} more than once"


def test_a_second_assignment_is_found() -> None:
    assert top_level_names("_A = 1\ndef f(): pass\n_A = 2\n")["_A"] == 2
