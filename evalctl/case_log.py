"""The incremental case log and `--resume`.

Every finished case is appended and flushed as one JSON line, so a killed run keeps everything
it had judged. The first line, the header, names the run (scorer, dataset, shard) and everything
that decides a score (the judge, the prompt versions, the scorer's options, the samples per
case): a log is never resumed into a run where any of them changed. Cases are matched by a hash
of their content (`CaseResult.content_hash`: the id and every field of the row), not by line, so
an inserted, removed, reordered or edited row is judged afresh. A logged score is trusted only if
it is a finite number in the scorer's range. A torn last line (the process died mid-write) is
ignored.

Resuming streams the log: in memory it keeps only each scored case's hash and the offset of its
line, and reads a line back when its case comes up.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import IO, Any

from evalctl.errors import InputError
from evalctl.results import CaseResult

LOG_FORMAT = "evalctl-case-log/2"
_RUN_KEYS = ("scorer", "dataset", "shard")
_SCORING_KEYS = {
    "judge": "another judge",
    "prompt_versions": "other prompt versions",
    "scorer_options": "other scorer options",
    "samples": "other sampling settings (judge samples, reducer, confirm failures)",
    "agent": "another agent under test",
}


def log_header(
    scorer: str,
    dataset: str,
    shard: str | None,
    *,
    judge: dict[str, Any],
    prompt_versions: list[str],
    scorer_options: dict[str, Any],
    samples: int | dict[str, Any] = 1,
    agent: str | None = None,
) -> dict[str, Any]:
    """The log's first line: which run it belongs to, and what decided its scores."""
    return {
        "log": LOG_FORMAT,
        "scorer": scorer,
        "dataset": dataset,
        "shard": shard,
        "judge": judge,
        "prompt_versions": prompt_versions,
        "scorer_options": scorer_options,
        "samples": samples,
        "agent": agent,
    }


class CaseLog:
    """Appends case results to the log, flushing each line."""

    def __init__(self, path: Path, header: dict[str, Any], append: bool) -> None:
        self.path = path
        fresh = not append or not path.exists() or path.stat().st_size == 0
        try:
            self._file = path.open("a" if append else "w", encoding="utf-8")
        except OSError as exc:
            raise InputError(f"{path}: cannot write the case log ({exc.strerror})") from exc
        if fresh:
            import jsonlines  # here, not at module level: runs without a log skip its ~30 ms import

            jsonlines.Writer(self._file, flush=True, compact=True).write(header)

    def write(self, serialized: str) -> None:
        """Append one line, already serialized as compact JSON, and flush it."""
        self._file.write(serialized)
        self._file.write("\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()


class PriorResults:
    """The scored cases of an earlier run's log, looked up by content hash, read on demand."""

    def __init__(
        self,
        path: Path,
        offsets: dict[str, int],
        max_score: float | None,
        usage: dict[str, int] | None = None,
    ) -> None:
        self.path = path
        self.usage = usage or {}
        """What the earlier run spent, summed over every line of its log (failed cases too)."""
        self._offsets = offsets
        self._max_score = max_score
        self._file: IO[bytes] | None = None

    def __len__(self) -> int:
        return len(self._offsets)

    def get(self, content_hash: str | None) -> CaseResult | None:
        """The logged result of the case with this content, if it holds a trustworthy score."""
        offset = self._offsets.get(content_hash or "")
        if offset is None:
            return None
        if self._file is None:
            self._file = self.path.open("rb")
        self._file.seek(offset)
        result = _parsed(self._file.readline())
        if result is None or not _trusted(result.score, self._max_score):
            return None
        return result

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


def read_prior_results(path: Path, header: dict[str, Any], max_score: float | None) -> PriorResults:
    """Index the scored cases of `path`; a log of another run or another setup is an error."""
    offsets: dict[str, int] = {}
    usage: dict[str, int] = {}
    if not path.exists():
        return PriorResults(path, offsets, max_score)
    with path.open("rb") as stream:
        found = _header(path, stream.readline())
        if found is None:
            return PriorResults(path, offsets, max_score)
        _check_header(path, found, header)
        offset = stream.tell()
        for line in stream:
            result = _parsed(line)
            if result is not None and result.usage:
                for name, count in result.usage.items():
                    usage[name] = usage.get(name, 0) + count
            if result is not None and result.content_hash:
                if result.score is not None:
                    offsets[result.content_hash] = offset
                else:  # the case failed later: judge it again
                    offsets.pop(result.content_hash, None)
            offset += len(line)
    return PriorResults(path, offsets, max_score, usage)


def _header(path: Path, first: bytes) -> dict[str, Any] | None:
    if not first.strip():
        return None
    try:
        found = json.loads(first)
    except (ValueError, RecursionError) as exc:
        raise InputError(f"{path}:1: not an evalctl case log") from exc
    if not isinstance(found, dict) or not str(found.get("log", "")).startswith("evalctl-case-log"):
        raise InputError(f"{path}:1: not an evalctl case log")
    if found["log"] != LOG_FORMAT:
        raise InputError(
            f"{path}: a case log of an older evalctl ({found['log']}); it cannot be resumed: "
            "remove it or pass another `log`"
        )
    return found


def _check_header(path: Path, found: dict[str, Any], header: dict[str, Any]) -> None:
    for key in _RUN_KEYS:
        if found.get(key) != header[key]:
            raise InputError(
                f"{path}: the log is of another run ({key} {found.get(key)!r}, this run "
                f"{header[key]!r}); remove it or pass another `log`"
            )
    changed = [words for key, words in _SCORING_KEYS.items() if found.get(key) != header[key]]
    if changed:
        raise InputError(
            f"{path}: the log was scored with {' and '.join(changed)} than this run, so its "
            "scores do not carry over; remove it or pass another `log`"
        )


def _parsed(line: bytes) -> CaseResult | None:
    try:
        return CaseResult.model_validate_json(line)
    except ValueError:
        return None  # a torn last line from a killed run, or an edited one


def _trusted(score: float | None, max_score: float | None) -> bool:
    if score is None or not math.isfinite(score):
        return False
    return max_score is None or 0.0 <= score <= max_score
