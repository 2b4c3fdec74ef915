"""POST JSON to an HTTP service the way every evalctl judge and scorer service is called.

One connection pool per run, requests in flight bounded at the wire, retries with backoff on
429, 5xx and dropped connections, a timed-out request given one more period rather than resent,
fail-fast on the rest of 4xx, and a breaker that stops sending after a refused key (401/403), a
missing endpoint (404), or a server that could not be reached at all (connection refused,
unknown host) through a request's every retry. Keys are scrubbed from every text a server sends
back, error or answer, before it is stored or shown. A failure carries the retries it used, so
`usage.retries` counts them too.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, cast

from evalctl.config import Secret
from evalctl.errors import JudgeAuthError, JudgeError, JudgeResponseError, JudgeUnreachableError
from evalctl.judges.retry import RETRYABLE_STATUSES, RetryPolicy
from evalctl.judges.transport import (
    ConnectError,
    ConnectTimeout,
    HttpxTransport,
    LocalProtocolError,
    Reply,
    Request,
    Transport,
    TransportError,
    UndecodableReply,
    UnsupportedProtocol,
    Url,
)

if TYPE_CHECKING:
    import httpx

_SERVER_TEXT_CHARS = 200
RECENT_ANSWERS = 256
"""Answers remembered for the queue-aware timeout. A request that hangs while more than this
many later requests are answered is hung, not queued: it times out whether or not an earlier
request answered before them."""
STEP_DOWN_AFTER = 3
"""Timeouts in a row (with no answer between them) after which concurrency is halved."""


class JsonPoster:
    """A resilient JSON POSTer for one service; `where` names it in messages."""

    def __init__(
        self,
        where: str,
        *,
        concurrency: int,
        timeout_s: float,
        headers: Mapping[str, str],
        key: Secret | None = None,
        key_env: str | None = None,
        retry: RetryPolicy | None = None,
        transport: Transport | httpx.AsyncBaseTransport | None = None,
        final: Callable[[Reply], bool] | None = None,
        notify: Callable[[str], None] | None = None,
    ) -> None:
        self.where = where
        self._notify = notify or (lambda message: None)
        self._final = final or (lambda response: False)
        """A reply that retrying cannot change, even with a retryable status (a 500 refusing the
        response format): returned at once."""
        self.retry = retry or RetryPolicy()
        self.timeout_s = timeout_s
        self._key = key
        self._key_env = key_env
        self._headers = {"content-type": "application/json", "user-agent": "evalctl", **headers}
        if transport is None:
            from evalctl.judges.http1 import Http1Transport

            transport = Http1Transport()
        elif not hasattr(transport, "send"):  # an httpx transport
            transport = HttpxTransport(transport)
        # The transport is called directly: an HTTP client's layers (auth, redirects, cookies,
        # event hooks) would cost more CPU per request than the rest of evalctl, and none of
        # them applies to a JSON POST with a bearer key.
        self._transport = cast(Transport, transport)
        # Requests in flight are bounded here, at the wire, so a slot frees as soon as a
        # response arrives: parsing and scoring it no longer delay the next request.
        self._slots = asyncio.Semaphore(concurrency)
        self.concurrency = concurrency
        """Requests in flight now: lowered when the service keeps timing out."""
        self._timeouts_in_a_row = 0
        self._sent = 0
        """Requests sent so far: a request's number orders it in the server's queue."""
        self._answers: deque[tuple[float, int]] = deque(maxlen=RECENT_ANSWERS)
        """(time, request number) of the latest answers, newest last."""
        self._held: set[asyncio.Task[None]] = set()
        self._broken: JudgeError | None = None
        self._answered = False  # has the service ever answered this run?
        self._urls: dict[str, Url] = {}
        self._header_lists: dict[tuple[object, ...], list[tuple[bytes, bytes]]] = {}

    def check_breaker(self) -> None:
        if self._broken is not None:
            raise type(self._broken)(str(self._broken))

    async def post(
        self, url: str, build: Callable[[], tuple[bytes, Mapping[str, str]]]
    ) -> tuple[Reply, int]:
        """POST with retries; the final response (any status) and the retries used.

        `build` runs once a slot is free, so the request reflects the state at send time.
        """
        policy = self.retry
        timeouts = 0
        for attempt in range(policy.retries + 1):
            last_attempt = attempt == policy.retries
            try:
                async with self._slots:
                    self.check_breaker()  # it may have tripped while this request waited
                    body, headers = build()
                    response = await self._send_patiently(url, body, headers)
            except _Expired as exc:
                # Waited out, patience included: resending would only queue behind the
                # abandoned request on a server that does not cancel it (llama.cpp).
                waited = f", waited {exc.waits + 1} times" if exc.waits else ""
                error = JudgeUnreachableError(
                    f"{self.where} did not answer: no answer within {self.timeout_s:g} s"
                    f"{waited} ({_after(attempt)}); a slow server: raise --timeout or lower "
                    "--concurrency"
                )
                error.retries, error.requests = attempt, attempt + 1
                raise error from None
            except (TimeoutError, ConnectTimeout) as exc:
                # The transport's own timeout (connecting): nothing reached the server, so
                # sending again costs it nothing.
                problem = _cause(exc) or f"no answer within {self.timeout_s:g} s"
                timeouts += 1
                self._timed_out()
                if last_attempt or timeouts > policy.timeout_retries:
                    raise self._unreachable(problem, attempt) from exc
                await policy.sleep(policy.backoff_s(attempt))
                continue
            except (UnsupportedProtocol, LocalProtocolError) as exc:
                # A scheme, proxy or URL evalctl cannot use ("socks5://" in HTTPS_PROXY), or a
                # header that cannot be sent: every retry would fail alike.
                self._broken = self._cannot_reach(_cause(exc) or "unsupported protocol", attempt)
                raise self._broken from exc
            except ConnectError as exc:
                if last_attempt:
                    error = self._cannot_reach(_cause(exc) or "connection failed", attempt)
                    if not self._answered:  # nothing there: the remaining cases fail at once
                        self._broken = error
                    raise error from exc
                await policy.sleep(policy.backoff_s(attempt))
                continue
            except TransportError as exc:
                if last_attempt:
                    raise self._unreachable(_cause(exc) or type(exc).__name__, attempt) from exc
                await policy.sleep(policy.backoff_s(attempt))
                continue
            except UndecodableReply as exc:
                unreadable = JudgeResponseError(
                    f"{self.where} sent a reply evalctl cannot read: {exc}"
                )
                unreadable.retries, unreadable.requests = attempt, attempt + 1
                raise unreadable from exc
            self._answered = True
            self._timeouts_in_a_row = 0
            retryable = response.status_code in RETRYABLE_STATUSES
            if retryable and not last_attempt and not self._final(response):
                await policy.sleep(policy.backoff_s(attempt, response.headers))
                continue
            # The slot this request held is free and the next request is waiting for it: let it
            # go out now, before this answer is parsed and scored.
            await asyncio.sleep(0)
            return response, attempt
        raise AssertionError("unreachable")  # pragma: no cover

    async def get(self, url: str) -> Reply | None:
        """One GET with this service's headers and timeout, no retries; None on any failure."""
        try:
            request = Request("GET", self._url(url), self._raw_headers(url, {}))
            async with asyncio.timeout(self.timeout_s):
                return await self._transport.send(request)
        except (TimeoutError, TransportError, UndecodableReply):
            return None

    def raise_for_status(self, response: Reply, not_found: str) -> None:
        """Turn an error status into the JudgeError that says what to fix."""
        status = response.status_code
        if 300 <= status < 400:
            where_to = self.scrub(response.headers.get("location", "elsewhere"))[
                :_SERVER_TEXT_CHARS
            ]
            raise JudgeResponseError(
                f"{self.where} redirected the request (HTTP {status}) to {where_to}: "
                "give the final URL"
            )
        if status < 400:
            return
        if status in (401, 403):
            key_env = self._key_env or "the key variable"
            if self._key is None:
                fix = f"set {key_env} (or name another variable with --api-key-env)"
            else:
                fix = f"check that {key_env} holds a valid key for this server"
            self._broken = JudgeAuthError(f"{self.where} refused the key (HTTP {status}): {fix}")
            raise self._broken
        server = self.server_message(response)
        if status == 404:
            self._broken = JudgeResponseError(f"{self.where} answered 404: {not_found}{server}")
            raise self._broken
        if status in RETRYABLE_STATUSES:
            if status in (429, 503):  # busy or rate-limited: less load, more patience
                advice = "lower `concurrency` or raise `retries`"
            else:  # the same failure on every try: something in the request
                advice = (
                    "if every request fails alike, try `json_mode` object or prompt, or a "
                    "lower `max_tokens`"
                )
            error = JudgeUnreachableError(
                f"{self.where} kept failing (HTTP {status}) after {self.retry.retries} retries"
                f"{server}; {advice}"
            )
            error.retries = self.retry.retries
            raise error
        raise JudgeResponseError(f"{self.where} rejected the request (HTTP {status}){server}")

    def server_message(self, response: Reply) -> str:
        """The server's own error message, short and scrubbed, as ': message' (or '')."""
        text = response.text
        try:
            payload = json.loads(text)
            error = payload.get("error", payload) if isinstance(payload, dict) else payload
            text = error.get("message", text) if isinstance(error, dict) else str(error)
        except (ValueError, AttributeError):
            pass
        text = self.scrub(" ".join(str(text).split()))
        if len(text) > _SERVER_TEXT_CHARS:
            text = text[: _SERVER_TEXT_CHARS - 1] + "…"
        return f": {text}" if text else ""

    def scrub(self, text: str) -> str:
        """Remove the key from any text a server sent: an error, or an answer that echoes it."""
        if self._key is not None and self._key.reveal():
            text = text.replace(self._key.reveal(), "***")
        return text

    async def aclose(self) -> None:
        for held in self._held:
            held.cancel()
        await self._transport.aclose()

    async def _send_patiently(self, url: str, body: bytes, headers: Mapping[str, str]) -> Reply:
        """Send, giving up after `timeout_s` without progress rather than `timeout_s` in all.

        A local server (llama.cpp) answers one request at a time and queues the rest, so a
        request's wait includes the answers ahead of it. While requests sent before this one are
        still being answered, its clock restarts at each of their answers: it times out only
        when `timeout_s` passes with no answer to an earlier request, so a queue never times
        out, while a hung request on a server that answers in parallel still does on time.
        """
        loop = asyncio.get_running_loop()
        self._sent += 1
        deadline = _Deadline(self, self._sent, loop)
        try:
            async with asyncio.timeout(None) as deadline.scope:
                deadline.arm(loop.time() + self.timeout_s)
                response = await self._send(url, body, headers)
        except TimeoutError:
            if deadline.expired:
                raise _Expired(deadline.waits) from None
            raise
        finally:
            deadline.disarm()
        self._answers.append((loop.time(), deadline.number))
        return response

    def _last_answer_ahead(self, number: int, now: float) -> float | None:
        """When the latest answer, within `timeout_s`, to a request sent before `number` came."""
        since = now - self.timeout_s
        for answered_at, answered in reversed(self._answers):
            if answered_at <= since:
                break
            if answered < number:
                return answered_at
        return None

    async def _send(self, url: str, body: bytes, headers: Mapping[str, str]) -> Reply:
        # The URL and headers are prepared once per URL, not once per request.
        request = Request(
            "POST",
            self._url(url),
            [*self._raw_headers(url, headers), (b"Content-Length", b"%d" % len(body))],
            body,
        )
        return await self._transport.send(request)

    def _raw_headers(self, url: str, headers: Mapping[str, str]) -> list[tuple[bytes, bytes]]:
        """Host, this service's headers and a call's own (which win), as bytes."""
        key = (url, *headers.items())
        raw = self._header_lists.get(key)
        if raw is None:
            merged = {"host": ("Host", self._url(url).netloc)}
            for name, value in {**self._headers, **headers}.items():
                merged[name.lower()] = (name, value)  # a call's own wins, whatever its case
            raw = self._header_lists[key] = [_header_bytes(*pair) for pair in merged.values()]
        return raw

    def _url(self, url: str) -> Url:
        """URLs are parsed once per run, not once per request."""
        parsed = self._urls.get(url)
        if parsed is None:
            parsed = self._urls[url] = Url(url)
        return parsed

    def _unreachable(self, problem: str, retries: int) -> JudgeUnreachableError:
        error = JudgeUnreachableError(
            f"{self.where} did not answer: {self.scrub(problem)} ({_after(retries)})"
        )
        error.retries, error.requests = retries, retries + 1
        return error

    def _timed_out(self) -> None:
        """After STEP_DOWN_AFTER timeouts in a row, halve the requests in flight (down to one),
        so a local server can drain its queue instead of piling up abandoned work."""
        self._timeouts_in_a_row += 1
        if self._timeouts_in_a_row < STEP_DOWN_AFTER or self.concurrency <= 1:
            return
        self._timeouts_in_a_row = 0
        lowered = max(1, self.concurrency // 2)
        held = asyncio.ensure_future(self._hold(self.concurrency - lowered))
        self._held.add(held)
        self._notify(
            f"{self.where} timed out {STEP_DOWN_AFTER} times in a row: requests in flight "
            f"lowered from {self.concurrency} to {lowered}"
        )
        self.concurrency = lowered

    async def _hold(self, slots: int) -> None:
        """Take `slots` request slots for good (as they free up)."""
        for _ in range(slots):
            await self._slots.acquire()

    def _cannot_reach(self, problem: str, retries: int) -> JudgeUnreachableError:
        advice = (
            "is it running?"
            if "refused" in problem
            else "check HTTP(S)_PROXY"
            if "prox" in problem
            else "check the key and the headers"
            if "header" in problem
            else "check the URL"
        )
        error = JudgeUnreachableError(
            f"cannot reach {self.where}: {self.scrub(problem)} — {advice} ({_after(retries)})"
        )
        error.retries, error.requests = retries, retries + 1
        return error


class _Deadline:
    """One request's timeout: when it falls due, it is put off while earlier requests are
    still being answered (see `JsonPoster._send_patiently`)."""

    __slots__ = ("poster", "number", "loop", "scope", "handle", "waits", "expired")

    def __init__(self, poster: JsonPoster, number: int, loop: asyncio.AbstractEventLoop) -> None:
        self.poster = poster
        self.number = number
        self.loop = loop
        self.scope: asyncio.Timeout | None = None
        self.handle: asyncio.TimerHandle | None = None
        self.waits = 0
        """Extra `timeout_s` periods granted after the request first timed out."""
        self.expired = False

    def arm(self, when: float) -> None:
        self.handle = self.loop.call_at(when, self.fall_due)

    def fall_due(self) -> None:
        now = self.loop.time()
        poster = self.poster
        ahead = poster._last_answer_ahead(self.number, now)
        if ahead is not None:
            self.arm(ahead + poster.timeout_s)
            return
        poster._timed_out()
        if self.waits < min(poster.retry.timeout_retries, poster.retry.retries):
            self.waits += 1  # patience: one more period on the same connection
            self.arm(now + poster.timeout_s)
        elif self.scope is not None:
            self.expired = True
            self.scope.reschedule(now)  # expires the request now

    def disarm(self) -> None:
        if self.handle is not None:
            self.handle.cancel()


class _Expired(Exception):
    """A request waited out its timeout and its patience."""

    def __init__(self, waits: int) -> None:
        super().__init__(waits)
        self.waits = waits


def _after(retries: int) -> str:
    return f"after {retries} {'retry' if retries == 1 else 'retries'}"


def _header_bytes(name: str, value: str) -> tuple[bytes, bytes]:
    """A header as sent; one that is not ASCII is refused, naming the header, never its value
    (it may be a key)."""
    try:
        return name.encode("ascii"), value.encode("ascii")
    except UnicodeEncodeError:
        raise LocalProtocolError(
            f"the {name!r} header holds a character that is not ASCII"
        ) from None


def _cause(exc: BaseException) -> str:
    """A short description of a transport failure: the transport's own words ('connection
    refused', 'Server disconnected'), else the underlying error's."""
    text = str(exc) or str(exc.__cause__ or "") or type(exc.__cause__ or exc).__name__
    return text.splitlines()[0] if text else ""
