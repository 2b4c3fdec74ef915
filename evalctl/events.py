"""What a run tells its caller while it works: notices, warnings and progress."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the user should read: `info` (what evalctl is doing) or `warning`."""

    message: str
    level: Literal["info", "warning"] = "info"


@dataclass(frozen=True, slots=True)
class Progress:
    """Cases finished so far, of `total`, with how many could not be scored."""

    done: int
    total: int
    errors: int


RunEvent = Notice | Progress
EventHook = Callable[[RunEvent], None]
