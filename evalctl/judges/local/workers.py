"""The offline judge on every core: worker processes compute the answers.

The offline judge is pure-Python CPU work, so one process keeps one core busy while the others
idle. On a machine with two or more usable cores, the first request forks one worker per core
(after every import, so they are ready in milliseconds) and each request goes to the worker with
the fewest outstanding. This process keeps the rest: reading, scoring, writing; the operating
system shares the cores among all of them. Answers do not depend on where they are computed:
the judge is deterministic and its caches only memoise.

Requests and answers cross socket pairs as length-prefixed pickles. Workers ignore SIGINT and
SIGTERM (this process decides what an interrupt means) and exit when their socket closes, which
also happens when this process dies. If a worker dies, its outstanding requests fail as judge
errors and the others take the rest; with none left, answers are computed here.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import pickle
import signal
import socket
import struct
from collections.abc import Mapping
from typing import Any

from evalctl.dataset.case import Case
from evalctl.errors import JudgeError
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest
from evalctl.judges.local import AnswerFunction, LocalJudge, answer_text

_FRAME = struct.Struct("!I")


def usable_cores() -> int:
    """Cores this process may run on; 1 where workers cannot be forked (Windows)."""
    if not hasattr(os, "fork"):
        return 1
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class WorkerProcessesLocalJudge:
    """LocalJudge's answers, computed by one worker process per usable core."""

    identity: JudgeIdentity = LocalJudge.identity

    def __init__(self, workers: int, answer: AnswerFunction | None = None) -> None:
        self._answer = answer or answer_text
        self._wanted = workers
        self._workers: list[_Worker] = []
        self._starting: asyncio.Future[list[_Worker]] | None = None
        self._cannot_start = False

    @property
    def worker_pids(self) -> list[int]:
        return [worker.pid for worker in self._workers]

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        workers = self._workers or await self._start()
        live = [worker for worker in workers if worker.alive]
        if not live:  # every worker died, or none could start: answer here
            return JudgeAnswer(text=self._answer(request.step, request.case, request.inputs))
        worker = min(live, key=lambda h: h.outstanding)
        return JudgeAnswer(text=await worker.ask(request.step, request.case, request.inputs))

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        if self._starting is not None and not self._starting.done():
            self._starting.cancel()
        for worker in self._workers:
            await worker.close()

    async def _start(self) -> list[_Worker]:
        """The workers, forked once however many requests arrive while they start."""
        if self._cannot_start:
            return []
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._fork_all())
        try:
            # Shielded: a request cancelled while waiting must not cancel the start for all.
            self._workers = await asyncio.shield(self._starting)
        except OSError:  # no fork here (resource limits): answer everything in this process
            self._cannot_start = True
        return self._workers

    async def _fork_all(self) -> list[_Worker]:
        workers: list[_Worker] = []
        for _ in range(self._wanted):
            try:
                workers.append(await _Worker.start(self._answer))
            except OSError:
                if not workers:
                    raise
                break  # fewer workers than cores is still faster than none
        return workers


_MAX_FD = os.sysconf("SC_OPEN_MAX") if hasattr(os, "sysconf") else 65536


class _Worker:
    """The parent's side of one worker process."""

    def __init__(
        self, pid: int, fileno: int, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        self.pid = pid
        self.fileno = fileno
        self._reader = reader
        self._writer = writer
        self._waiting: dict[int, asyncio.Future[str]] = {}
        self._next_id = 0
        self.alive = True
        self._receiver = asyncio.ensure_future(self._receive())

    @classmethod
    async def start(cls, answer: AnswerFunction) -> _Worker:
        ours, theirs = socket.socketpair()
        pid = os.fork()
        if pid == 0:  # the worker: whatever happens, it never returns into evalctl's code
            try:
                # Keep only its own socket: a sibling's (so each worker sees EOF as soon as the
                # parent is gone) and any pipe the parent has open at the fork (an agent
                # command's stdin, which would never see EOF while a worker held it) are closed.
                keep = theirs.fileno()
                os.closerange(3, keep)
                os.closerange(keep + 1, _MAX_FD)
                _serve(theirs, answer)
            finally:
                os._exit(0)
        theirs.close()
        fileno = ours.fileno()
        reader, writer = await asyncio.open_unix_connection(sock=ours)
        return cls(pid, fileno, reader, writer)

    @property
    def outstanding(self) -> int:
        return len(self._waiting)

    async def ask(self, step: str, case: Case, inputs: Mapping[str, Any]) -> str:
        self._next_id += 1
        request_id = self._next_id
        answer: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._waiting[request_id] = answer
        payload = pickle.dumps((request_id, step, case, dict(inputs)), pickle.HIGHEST_PROTOCOL)
        try:
            self._writer.write(_FRAME.pack(len(payload)) + payload)
            await self._writer.drain()
        except ConnectionError as exc:
            self._waiting.pop(request_id, None)
            raise JudgeError("the offline judge's worker process ended unexpectedly") from exc
        return await answer

    async def _receive(self) -> None:
        try:
            while True:
                size = _FRAME.unpack(await self._reader.readexactly(_FRAME.size))[0]
                request_id, ok, text = pickle.loads(await self._reader.readexactly(size))
                answer = self._waiting.pop(request_id)
                if answer.done():  # its case was cancelled (Ctrl-C) while the worker worked
                    continue
                if ok:
                    answer.set_result(text)
                else:
                    answer.set_exception(JudgeError(f"the offline judge failed: {text}"))
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            self.alive = False
            for answer in self._waiting.values():
                if not answer.done():
                    answer.set_exception(
                        JudgeError("the offline judge's worker process ended unexpectedly")
                    )
            self._waiting.clear()

    async def close(self) -> None:
        self.alive = False
        self._writer.close()
        with contextlib.suppress(ConnectionError):
            await self._writer.wait_closed()
        self._receiver.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._receiver
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.pid, 0)


def _serve(sock: socket.socket, answer: AnswerFunction) -> None:
    """The worker's loop: answer each request until the parent closes the socket."""
    with contextlib.suppress(ValueError):  # the parent's event loop owns that pipe
        signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    stream = sock.makefile("rwb")
    while True:
        header = stream.read(_FRAME.size)
        if len(header) < _FRAME.size:
            return
        request_id, step, case, inputs = pickle.loads(stream.read(_FRAME.unpack(header)[0]))
        try:
            reply = (request_id, True, answer(step, case, inputs))
        except Exception as exc:  # reported to the parent as a judge error for this case
            reply = (request_id, False, f"{type(exc).__name__}: {exc}")
        payload = pickle.dumps(reply, pickle.HIGHEST_PROTOCOL)
        stream.write(_FRAME.pack(len(payload)) + payload)
        stream.flush()
