"""Replace an output file atomically: write a temporary file beside it, then rename it."""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from evalctl.errors import OutputError


@contextlib.contextmanager
def atomic_writer(target: str | Path) -> Iterator[IO[str]]:
    """Yield a text stream; on success the target is replaced whole, on failure left untouched."""
    path = Path(target)
    directory = path.parent if str(path.parent) else Path(".")
    _remove_leftovers(directory, path.name)
    try:
        fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise OutputError(f"{path}: cannot write here ({exc.strerror})") from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp_name, 0o666 & ~umask)  # mkstemp makes 0600; give it a normal file's mode
        os.replace(temp_name, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise OutputError(f"{path}: cannot write ({exc.strerror})") from exc
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


def _remove_leftovers(directory: Path, name: str) -> None:
    """Temporary files of an earlier writer of `name` that was killed before it could clean up
    (SIGKILL, power loss): they carry this writer's prefix, so they are ours to remove."""
    for leftover in directory.glob(f".{glob.escape(name)}.*.tmp"):
        with contextlib.suppress(OSError):
            leftover.unlink()
