"""Read a small JSON object from a file the user named (scoring overrides)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from evalctl.errors import InputError


def read_json_object(path: str | Path, what: str) -> dict[str, Any]:
    """The object in `path`; anything else is an input error naming the file and line."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"{path}: cannot read {what} ({exc.strerror})") from exc
    except (json.JSONDecodeError, RecursionError) as exc:
        where = f"{path}:{exc.lineno}" if isinstance(exc, json.JSONDecodeError) else str(path)
        raise InputError(f"{where}: not valid JSON ({exc})") from exc
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not valid UTF-8") from exc
    if not isinstance(data, dict):
        raise InputError(f"{path}: {what} must be a JSON object")
    return data
