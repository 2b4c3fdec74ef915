"""The agent's answers, cached in their own SQLite table so a rerun calls no agent.

Keyed by the target's identity (URL, model, system prompt, body template, output path, or the
command), the query and the sample number: never by a key. Beside the judge's cache, in the
same folder, with the same safety (WAL, busy timeout, mode 0600).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
from pathlib import Path

from evalctl.errors import UsageError

AGENT_CACHE_FILE = "agent-answers.sqlite3"


class AgentCache:
    def __init__(self, directory: Path) -> None:
        try:
            directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            path = directory / AGENT_CACHE_FILE
            if not path.exists():
                os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
            self._db = sqlite3.connect(path, timeout=30, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS agent_answers "
                "(key TEXT PRIMARY KEY, answer TEXT NOT NULL, stored_at REAL NOT NULL)"
            )
        except (OSError, sqlite3.Error) as exc:
            raise UsageError(
                f"cannot use the agent cache in {directory} ({exc}); set `cache_dir`, or turn "
                "it off with `agent_cache`"
            ) from exc
        self.path = path

    @staticmethod
    def key(identity: str, query: str, sample: int) -> str:
        text = json.dumps([identity, query, sample], ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()

    def get(self, key: str) -> str | None:
        row = self._db.execute("SELECT answer FROM agent_answers WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, answer: str) -> None:
        self._db.execute(
            "INSERT OR REPLACE INTO agent_answers (key, answer, stored_at) VALUES (?, ?, ?)",
            (key, answer, time.time()),
        )

    def close(self) -> None:
        self._db.close()
