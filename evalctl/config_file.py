"""The configuration file: where it is, and its tables as written (config.py resolves them).

`evalctl.toml`, or `[tool.evalctl]` in `pyproject.toml`, found in the working directory or the
nearest folder above it, up to the repository root (the folder holding `.git`). Keys are the long
run options in snake_case (`model = "openai/gpt-4o-mini"`, `min = 0.8`); a table per scorer
(`[toxicity]`, `[noise]`, `[noise.scoring]`) holds any run option or scorer option for that scorer.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evalctl.errors import InputError

CONFIG_FILE_NAME = "evalctl.toml"


@dataclass(frozen=True, slots=True)
class ConfigFile:
    """The tables of a configuration file (all empty when there is none)."""

    path: Path | None = None
    prefix: str = ""
    """How keys are named in messages: "" in evalctl.toml, "tool.evalctl." in pyproject.toml."""
    top: dict[str, Any] = field(default_factory=dict)
    scorers: dict[str, dict[str, Any]] = field(default_factory=dict)


def find_config(start: Path) -> Path | None:
    """The nearest evalctl.toml, or pyproject.toml with [tool.evalctl], from `start` upwards."""
    for folder in (start, *start.parents):
        own = folder / CONFIG_FILE_NAME
        if own.is_file():
            return own
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file() and isinstance(_tool_table(_read_toml(pyproject)), dict):
            return pyproject
        if (folder / ".git").exists():
            return None
    return None


def read_config(path: Path, scorer_names: set[str] | frozenset[str]) -> ConfigFile:
    """Split the file into top-level keys and per-scorer tables (values are checked later)."""
    data = _read_toml(path)
    prefix = ""
    if path.name == "pyproject.toml":
        table = _tool_table(data)
        data = table if isinstance(table, dict) else {}
        prefix = "tool.evalctl."
    top: dict[str, Any] = {}
    scorers: dict[str, dict[str, Any]] = {}
    for key, value in data.items():
        if key in scorer_names:
            if not isinstance(value, dict):
                raise InputError(f"{path}: [{prefix}{key}] must be a table")
            scorers[key] = value
        else:
            top[key] = value
    return ConfigFile(path, prefix, top, scorers)


def _tool_table(data: dict[str, Any]) -> Any:
    tool = data.get("tool")
    return tool.get("evalctl") if isinstance(tool, dict) else None


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as stream:
            return tomllib.load(stream)
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from exc
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"{path}: not valid TOML ({exc})") from exc
