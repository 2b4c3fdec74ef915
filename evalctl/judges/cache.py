"""The judge-answer cache: validated answers in SQLite, so an unchanged rerun calls no judge.

Keyed by a SHA-256 of everything that determines an answer (protocol, base URL, model, messages,
response format, temperature, seed, prompt version) — never the API key. WAL mode and a busy
timeout make it safe for several evalctl processes at once; the file is created with mode 0600.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any, Protocol

from evalctl.errors import UsageError
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest

CACHE_FILE = "judge-answers.sqlite3"
_COLUMNS = {"key", "answer", "stored_at"}


def cache_key(fingerprint: dict[str, Any]) -> str:
    encoded = json.dumps(fingerprint, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(encoded.encode()).hexdigest()


class AnswerStore:
    """A key → answer-text table in one SQLite file of the cache folder (WAL, busy timeout,
    mode 0600): the judge's answers, and the agent's in a table of their own."""

    def __init__(self, directory: Path, file_name: str, table: str, what: str, off: str) -> None:
        self._table = table
        try:
            directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            path = directory / file_name
            if not path.exists():
                os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
            self._db = sqlite3.connect(path, timeout=30, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(
                f"CREATE TABLE IF NOT EXISTS {table} "
                "(key TEXT PRIMARY KEY, answer TEXT NOT NULL, stored_at REAL NOT NULL)"
            )
            columns = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
        except (OSError, sqlite3.Error) as exc:
            raise UsageError(
                f"cannot use the {what} in {directory} ({exc}); "
                f"set `cache_dir` or EVALCTL_CACHE_DIR, or turn it off with `{off}`"
            ) from exc
        if columns != _COLUMNS:
            self._db.close()
            raise UsageError(
                f"{path}: not an evalctl {what} (an SQLite database of another shape); "
                f"set `cache_dir` to another folder, or run without it (`{off}`)"
            )
        self.path = path

    def get(self, key: str) -> str | None:
        query = f"SELECT answer FROM {self._table} WHERE key = ?"
        row = self._db.execute(query, (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, answer: str) -> None:
        self._db.execute(
            f"INSERT OR REPLACE INTO {self._table} (key, answer, stored_at) VALUES (?, ?, ?)",
            (key, answer, time.time()),
        )

    def close(self) -> None:
        self._db.close()


class JudgeCache(AnswerStore):
    """The judge's validated answers, by the hash of everything that determined them."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory, CACHE_FILE, "answers", "judge cache", "cache")


class FingerprintingJudge(Protocol):
    @property
    def identity(self) -> JudgeIdentity: ...

    def fingerprint(self, request: JudgeRequest) -> dict[str, Any]: ...

    async def complete(self, request: JudgeRequest) -> JudgeAnswer: ...

    async def aclose(self) -> None: ...


class CachedJudge:
    """A judge that answers from the cache when it can, and stores validated answers."""

    def __init__(self, inner: FingerprintingJudge, cache: JudgeCache) -> None:
        self._inner = inner
        self._cache = cache

    @property
    def identity(self) -> JudgeIdentity:
        return self._inner.identity

    @property
    def reasks(self) -> object:
        """The inner judge's record of re-asks (judges/structured.ReaskRecord), if it keeps one."""
        return getattr(self._inner, "reasks", None)

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        stored = self._cache.get(cache_key(self._inner.fingerprint(request)))
        if stored is not None:
            return JudgeAnswer(text=stored, from_cache=True)
        return await self._inner.complete(request)

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        if not answer.from_cache:
            self._cache.put(cache_key(self._inner.fingerprint(request)), answer.text)

    async def aclose(self) -> None:
        try:
            await self._inner.aclose()
        finally:
            self._cache.close()
