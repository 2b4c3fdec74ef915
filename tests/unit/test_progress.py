"""What a run shows on stderr while it works."""

from __future__ import annotations

import pytest


def test_off_a_terminal_progress_is_a_plain_line_at_most_every_ten_seconds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from evalctl.cli.messages import StderrEvents
    from evalctl.events import Progress

    now = [100.0]
    events = StderrEvents(no_color=True, terminal=False, clock=lambda: now[0])
    for done, seconds in ((1, 1.0), (2, 5.0), (300, 10.5), (301, 12.0), (900, 21.0)):
        now[0] = 100.0 + seconds
        events(Progress(done=done, total=1000, errors=1 if done > 2 else 0))
    assert capsys.readouterr().err.splitlines() == [
        "evalctl: progress: 300/1000 cases, 1 error, 29 cases/s",
        "evalctl: progress: 900/1000 cases, 1 error, 43 cases/s",
    ]
