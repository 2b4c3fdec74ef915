"""Remember which structured-output mode a judge accepts, so the next run starts there.

`--json-mode auto` steps down schema -> object -> prompt when a server refuses a response
format; the mode that worked is kept per judge (base URL and model) in `json-modes.json` in the
cache folder. A missing or unreadable file is no memory, never an error.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

MEMORY_FILE = "json-modes.json"


class JsonModeMemory:
    """judge (base URL + model) -> the JSON mode it last accepted."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / MEMORY_FILE

    def recall(self, judge: str) -> str | None:
        modes = self._read()
        mode = modes.get(judge)
        return mode if isinstance(mode, str) else None

    def remember(self, judge: str, mode: str) -> None:
        modes = self._read()
        if modes.get(judge) == mode:
            return
        modes[judge] = mode
        with contextlib.suppress(OSError):  # a memory that cannot be written is only slower
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_suffix(".tmp")
            temporary.write_text(json.dumps(modes, indent=1, sort_keys=True))
            temporary.replace(self.path)

    def _read(self) -> dict[str, object]:
        try:
            data = json.loads(self.path.read_text())
        except (OSError, ValueError, RecursionError):
            return {}
        return data if isinstance(data, dict) else {}
