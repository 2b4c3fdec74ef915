"""When and how long to wait before retrying a judge request.

Exponential backoff with full jitter, honouring the server's `retry-after-ms` and `Retry-After`
(seconds or an HTTP date), with no single wait longer than 60 s. Sleep and randomness are
injected so tests can run retry sequences instantly and deterministically.
"""

from __future__ import annotations

import asyncio
import math
import random
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504, 529})
MAX_WAIT_S = 60.0


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    retries: int = 5
    timeout_retries: int = 1
    """A request that times out is given this many more `--timeout` periods on the same
    connection (within `retries`) before it fails; it is not sent again, since a server
    like llama.cpp keeps generating an abandoned request and would answer a resend only after
    both."""
    base_delay_s: float = 1.0
    max_delay_s: float = MAX_WAIT_S
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    random: Callable[[], float] = field(default=random.random)

    def backoff_s(self, attempt: int, headers: Mapping[str, str] | None = None) -> float:
        """The wait before retry number `attempt` (0-based)."""
        advised = retry_after_s(headers) if headers is not None else None
        if advised is not None:
            return min(advised, self.max_delay_s)
        ceiling = min(self.max_delay_s, self.base_delay_s * (2.0**attempt))
        return self.random() * ceiling


def retry_after_s(headers: Mapping[str, str], now: datetime | None = None) -> float | None:
    """Seconds the server asked us to wait, from `retry-after-ms` or `Retry-After`, if any."""
    milliseconds = headers.get("retry-after-ms")
    if milliseconds is not None:
        advised = _seconds(milliseconds, 1000.0)
        if advised is not None:
            return advised
    value = headers.get("retry-after")
    if value is None:
        return None
    advised = _seconds(value, 1.0)
    if advised is not None:
        return advised
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max((when - (now or datetime.now(UTC))).total_seconds(), 0.0)


def _seconds(text: str, per_second: float) -> float | None:
    """A non-negative finite wait from a header value ("NaN", "inf" and "-3" are not waits)."""
    try:
        value = float(text) / per_second
    except ValueError:
        return None
    return max(value, 0.0) if math.isfinite(value) else None
