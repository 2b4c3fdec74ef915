"""The configuration file: `evalctl.toml`, or `[tool.evalctl]` in `pyproject.toml`.

Keys are the long run options in snake_case (`model = "openai/gpt-4o-mini"`, `min = 0.8`,
`concurrency = 16`); scorer options live in a table per scorer (`[noise.scoring]` with Mastra's
keys, `[faithfulness]` and `[toxicity]` with `scale`). An unknown key is an input error naming
it. The command line and the environment both outrank the file (config.py applies the order).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evalctl.errors import InputError

_NUMBER: tuple[type, ...] = (float, int)
RUN_KEYS: dict[str, tuple[type, ...]] = {
    "min": _NUMBER,
    "max": _NUMBER,
    "mean_min": _NUMBER,
    "mean_max": _NUMBER,
    "pass_rate": _NUMBER,
    "max_errors": (int,),
    "model": (str,),
    "judge_url": (str,),
    "api_key_env": (str,),
    "concurrency": (int,),
    "timeout": _NUMBER,
    "retries": (int,),
    "temperature": _NUMBER,
    "seed": (int,),
    "json_mode": (str,),
    "no_cache": (bool,),
    "cache_dir": (str,),
    "judge_reasons": (bool,),
    "skip_invalid": (bool,),
    "map": (list,),
    "junit": (str,),
    "markdown": (str,),
    "no_step_summary": (bool,),
    "log": (str,),
    "output": (str,),
    "json": (bool,),
    "scoring": (str,),
    "shard": (str,),
    "resume": (bool,),
    "no_color": (bool,),
}
SCORER_TABLES: dict[str, dict[str, tuple[type, ...]]] = {
    "noise": {"scoring": (dict,)},
    "faithfulness": {"scale": _NUMBER},
    "toxicity": {"scale": _NUMBER},
    "http": {"scorer_url": (str,), "direction": (str,)},
}
_TYPE_NAMES = {
    int: "an integer",
    float: "a number",
    str: "a string",
    bool: "true or false",
    list: "a list",
    dict: "a table",
}


@dataclass(frozen=True, slots=True)
class ConfigFile:
    """The run options a configuration file sets (empty when there is none)."""

    path: Path | None = None
    run: dict[str, Any] = field(default_factory=dict)
    scorers: dict[str, dict[str, Any]] = field(default_factory=dict)

    def get(self, key: str) -> Any:
        return self.run.get(key)

    def scorer_option(self, scorer: str, key: str) -> Any:
        return self.scorers.get(scorer, {}).get(key)


def load_config(directory: Path) -> ConfigFile:
    """Read `evalctl.toml` (preferred) or `[tool.evalctl]` of `pyproject.toml` in `directory`."""
    own = directory / "evalctl.toml"
    if own.is_file():
        return parse_config(_read_toml(own), own)
    pyproject = directory / "pyproject.toml"
    if pyproject.is_file():
        table = _read_toml(pyproject).get("tool", {}).get("evalctl")
        if isinstance(table, dict):
            return parse_config(table, pyproject, prefix="tool.evalctl.")
    return ConfigFile()


def parse_config(table: dict[str, Any], path: Path, prefix: str = "") -> ConfigFile:
    run: dict[str, Any] = {}
    scorers: dict[str, dict[str, Any]] = {}
    for key, value in table.items():
        if key in SCORER_TABLES:
            if not isinstance(value, dict):
                raise InputError(f"{path}: [{prefix}{key}] must be a table")
            scorers[key] = _checked(value, SCORER_TABLES[key], path, f"{prefix}{key}.")
        elif key in RUN_KEYS:
            run.update(_checked({key: value}, RUN_KEYS, path, prefix))
        else:
            known = ", ".join([*RUN_KEYS, *(f"[{t}]" for t in SCORER_TABLES)])
            raise InputError(f"{path}: unknown key '{prefix}{key}' (known keys: {known})")
    if "map" in run and not all(isinstance(item, str) for item in run["map"]):
        raise InputError(f"{path}: '{prefix}map' must be a list of \"FIELD=COLUMN\" strings")
    return ConfigFile(path, run, scorers)


def _checked(
    values: dict[str, Any], schema: dict[str, tuple[type, ...]], path: Path, prefix: str
) -> dict[str, Any]:
    for key, value in values.items():
        if key not in schema:
            raise InputError(
                f"{path}: unknown key '{prefix}{key}' (known keys: {', '.join(schema)})"
            )
        expected = schema[key]
        wrong_bool = isinstance(value, bool) and bool not in expected
        if wrong_bool or not isinstance(value, expected):
            names = " or ".join(_TYPE_NAMES[t] for t in expected)
            raise InputError(f"{path}: '{prefix}{key}' must be {names}, got {value!r}")
    return dict(values)


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as stream:
            return tomllib.load(stream)
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from exc
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"{path}: not valid TOML ({exc})") from exc
