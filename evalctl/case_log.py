"""The incremental case log: every finished case appended and flushed as one JSON line.

A killed run keeps everything it had judged; `--resume` reads the log back and judges only the
rest. The first line names the run (scorer, dataset, shard) so a log is never resumed into a
different run. A torn last line (the process died mid-write) is ignored.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from evalctl.errors import InputError
from evalctl.results import CaseResult

LOG_FORMAT = "evalctl-case-log/1"


def log_header(scorer: str, dataset: str, shard: str | None) -> dict[str, Any]:
    return {"log": LOG_FORMAT, "scorer": scorer, "dataset": dataset, "shard": shard}


class CaseLog:
    """Appends case results to the log, flushing each line."""

    def __init__(self, path: Path, header: dict[str, Any], append: bool) -> None:
        self.path = path
        fresh = not append or not path.exists() or path.stat().st_size == 0
        try:
            self._file = path.open("a" if append else "w", encoding="utf-8")
        except OSError as exc:
            raise InputError(f"{path}: cannot write the case log ({exc.strerror})") from exc
        import jsonlines  # here, not at module level: runs without a log skip its ~30 ms import

        self._writer = jsonlines.Writer(self._file, flush=True, compact=True)
        if fresh:
            self._writer.write(header)

    def write(self, serialized: str) -> None:
        """Append one case result, already serialized as compact JSON, and flush it."""
        self._file.write(serialized)
        self._file.write("\n")
        self._file.flush()

    def close(self) -> None:
        self._writer.close()
        self._file.close()


def read_prior_results(path: Path, header: dict[str, Any]) -> dict[int, CaseResult]:
    """Scored cases of an earlier run, by dataset line; judge errors are judged again."""
    if not path.exists():
        return {}
    prior: dict[int, CaseResult] = {}
    with path.open(encoding="utf-8") as stream:
        first = stream.readline()
        if not first.strip():
            return {}
        try:
            found = json.loads(first)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:1: not an evalctl case log") from exc
        if not isinstance(found, dict) or found.get("log") != LOG_FORMAT:
            raise InputError(f"{path}:1: not an evalctl case log")
        for key in ("scorer", "dataset", "shard"):
            if found.get(key) != header[key]:
                raise InputError(
                    f"{path}: the log is of another run ({key} {found.get(key)!r}, this run "
                    f"{header[key]!r}); remove it or pass another `log`"
                )
        for line in stream:
            try:
                result = CaseResult.model_validate_json(line)
            except ValueError:
                continue  # a torn last line from a killed run
            if result.score is not None:
                prior[result.line] = result
            else:
                prior.pop(result.line, None)
    return prior
