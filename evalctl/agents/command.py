"""An agent that is a command: run once per call, the query on stdin, the answer on stdout."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shlex
import shutil
import signal

from evalctl.agents.base import AgentError
from evalctl.errors import UsageError

_STDERR_CHARS = 200
MAX_ANSWER_BYTES = 8 << 20
"""An answer is text for a judge prompt: a command writing more than this is an agent error,
not a process that fills evalctl's memory."""
_STDERR_KEPT = 64 << 10


class _TooMuch(Exception):
    pass


async def _exchange(process: asyncio.subprocess.Process, query: bytes) -> tuple[bytes, bytes]:
    """Send the query, read the answer (at most MAX_ANSWER_BYTES) and the end of stderr."""
    assert process.stdin is not None and process.stdout is not None
    assert process.stderr is not None

    async def send() -> None:
        assert process.stdin is not None
        try:
            process.stdin.write(query)
            await process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the command did not read its input: its exit status will tell
        finally:
            process.stdin.close()

    async def answer() -> bytes:
        assert process.stdout is not None
        chunks: list[bytes] = []
        size = 0
        while chunk := await process.stdout.read(1 << 16):
            size += len(chunk)
            if size > MAX_ANSWER_BYTES:
                _kill(process)  # then read on to EOF, so every pipe closes
                chunks.clear()
                continue
            chunks.append(chunk)
        if size > MAX_ANSWER_BYTES:
            raise _TooMuch
        return b"".join(chunks)

    async def complaints() -> bytes:
        assert process.stderr is not None
        kept = b""
        while chunk := await process.stderr.read(1 << 16):
            kept = (kept + chunk)[-_STDERR_KEPT:]  # read all, so the command never blocks
        return kept

    results = await asyncio.gather(send(), answer(), complaints(), return_exceptions=True)
    await process.wait()
    for result in results:
        if isinstance(result, BaseException):
            raise result
    _, out, err = results
    return out, err  # type: ignore[return-value]


class CommandAgent:
    """`--agent-cmd "python agent.py"`: EVALCTL_QUERY_ID and EVALCTL_VARIANT (baseline, noisy,
    input) are set in its environment; a non-zero exit or a timeout is an agent error."""

    def __init__(self, command: str, timeout_s: float, retries: int) -> None:
        try:
            self._argv = shlex.split(command)
        except ValueError as exc:
            raise UsageError(f"cannot parse {command!r}: {exc}", option="agent_cmd") from exc
        if not self._argv:
            raise UsageError("is empty", option="agent_cmd")
        program = self._argv[0]
        if shutil.which(program) is None:
            raise UsageError(f"{program}: command not found", option="agent_cmd")
        self._command = command
        self._timeout_s = timeout_s
        self._retries = retries

    @property
    def identity(self) -> str:
        return f"command: {self._command}"

    async def ask(self, query: str, *, case_id: str, variant: str) -> str:
        error: AgentError | None = None
        for _ in range(self._retries + 1):
            try:
                return await self._run(query, case_id, variant)
            except AgentError as exc:
                error = exc
        assert error is not None
        if self._retries:
            error = AgentError(f"{error} (after {self._retries} retries)")
        raise error

    async def _run(self, query: str, case_id: str, variant: str) -> str:
        env = {**os.environ, "EVALCTL_QUERY_ID": case_id, "EVALCTL_VARIANT": variant}
        process = await asyncio.create_subprocess_exec(
            *self._argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            start_new_session=True,  # a timeout kills the command and anything it started
        )
        try:
            async with asyncio.timeout(self._timeout_s):
                out, err = await _exchange(process, query.encode())
        except _TooMuch:
            raise AgentError(
                f"the agent command answered more than {MAX_ANSWER_BYTES >> 20} MB"
            ) from None
        except TimeoutError:
            _kill(process)
            await process.communicate()
            raise AgentError(
                f"the agent command gave no answer within {self._timeout_s:g} s"
            ) from None
        except BaseException:
            _kill(process)
            await process.wait()
            raise
        if process.returncode != 0:
            last = err.decode(errors="replace").strip().splitlines()[-1:] or [""]
            said = f": {last[0][:_STDERR_CHARS]}" if last[0] else ""
            raise AgentError(f"the agent command exited with status {process.returncode}{said}")
        return out.decode(errors="replace")

    async def aclose(self) -> None:
        """Nothing stays open between calls."""


def _kill(process: asyncio.subprocess.Process) -> None:
    if process.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
