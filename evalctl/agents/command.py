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
                out, err = await process.communicate(query.encode())
        except TimeoutError:
            _kill(process)
            await process.wait()
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
