"""HTTP/1.1 for judge calls, written on asyncio's protocols: keep-alive connections, bodies sized
by Content-Length, chunks or the connection's end, TLS, and HTTP proxies (CONNECT for https).

Why not a library: aiohttp, used until now, cost 0.13–0.2 s of every run's start-up to import
(a third of it building TLS contexts that a loopback judge never uses), which was most of the
gap between evalctl and a bare client loop on the saturation bench; httpx's own transport costs
~3.5 ms of CPU per request. A judge call is one POST of JSON and one small JSON reply, so the
protocol needed is small; what it must survive (a server that hangs up, lies about lengths,
sends an endless body or a decompression bomb, or closes a kept-alive connection) is tested
against real sockets in tests/api/test_transport.py.

Requests, replies and errors are transport.py's. Timeouts are not set here: JsonPoster bounds
each attempt with asyncio.timeout, and a cancelled exchange closes its connection. Bodies are
capped at MAX_BODY_BYTES, compressed or decoded.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import errno
import os
import socket
import urllib.parse
import zlib
from typing import TYPE_CHECKING

from evalctl.judges.transport import (
    BodyTooLargeError,
    ConnectError,
    LocalProtocolError,
    ProxyError,
    RemoteProtocolError,
    Reply,
    Request,
    TransportError,
    UndecodableReply,
    UnsupportedProtocol,
)

if TYPE_CHECKING:
    import ssl

MAX_BODY_BYTES = 8 << 20
"""The most a judge reply may hold, compressed or decoded: judge answers are kilobytes."""
MAX_HEAD_BYTES = 64 << 10
"""The most a reply's status line and headers may hold."""

_Origin = tuple[str, str, int]
"""(scheme, host, port)"""
_Reply = tuple[int, list[tuple[bytes, bytes]], bytes]
"""(status, raw headers, raw body)"""


class Http1Transport:
    """One pool of kept-alive connections per run. It opens a connection whenever none is idle:
    the caller bounds the requests in flight (JsonPoster's slots), and so the connections."""

    def __init__(self) -> None:
        self._idle: dict[_Origin, list[_Connection]] = {}
        self._connections: set[_Connection] = set()
        self._tls: ssl.SSLContext | None = None
        self._proxies = _proxies_from_environment()
        self._routes: dict[_Origin, _Route] = {}

    async def send(self, request: Request) -> Reply:
        """Send `request`; its reply, read whole, with the body decoded."""
        url = request.url
        origin = (url.scheme, url.host, url.port)
        route = self._routes.get(origin) or self._route(origin)
        message = _serialise(request, route)
        reply = None
        connection = self._take_idle(origin)
        if connection is not None:
            # Closed by the server while idle: once more, on a new connection.
            with contextlib.suppress(_Stale):
                reply = await self._exchange(connection, origin, message, request)
        if reply is None:
            connection = await self._connect(origin, route)
            try:
                reply = await self._exchange(connection, origin, message, request)
            except _Stale:
                raise RemoteProtocolError("the server disconnected without answering") from None
        status, headers, body = reply
        encoding = _header(headers, b"content-encoding").strip().lower() or "identity"
        content = _decoded(body, encoding)
        kept = [(name, value) for name, value in headers if name.lower() != b"content-encoding"]
        return Reply.from_raw(status, kept, content)

    async def aclose(self) -> None:
        for connection in list(self._connections):
            connection.close()
        self._connections.clear()
        self._idle.clear()

    async def _exchange(
        self, connection: _Connection, origin: _Origin, message: bytes, request: Request
    ) -> _Reply:
        """One request and reply; the connection goes back to the pool if it can be reused."""
        try:
            reply = await connection.exchange(message, request.method)
        except BaseException:
            self._forget(connection)
            raise
        if connection.reusable:
            self._idle.setdefault(origin, []).append(connection)
        else:
            self._forget(connection)
        return reply

    def _take_idle(self, origin: _Origin) -> _Connection | None:
        idle = self._idle.get(origin)
        while idle:
            connection = idle.pop()  # the most recently used: the least likely to be stale
            if connection.reusable:
                return connection
            self._forget(connection)
        return None

    def _forget(self, connection: _Connection) -> None:
        connection.close()
        self._connections.discard(connection)

    def _route(self, origin: _Origin) -> _Route:
        """Direct, or through the HTTP proxy that HTTP(S)_PROXY names (NO_PROXY honoured)."""
        scheme, host, _ = origin
        proxy = self._proxies.get(scheme)
        if proxy and not _bypassed(host, self._proxies):
            route = _Route.through(proxy, tunnel=scheme == "https")
        else:
            route = _Route(None, tunnel=False, authorization=None)
        self._routes[origin] = route
        return route

    async def _connect(self, origin: _Origin, route: _Route) -> _Connection:
        scheme, host, port = origin
        loop = asyncio.get_running_loop()
        tls = self._tls_context() if scheme == "https" else None
        address = (host, port) if route.proxy is None else route.proxy
        try:
            _, connection = await loop.create_connection(
                lambda: _Connection(loop),
                address[0],
                address[1],
                ssl=tls if route.proxy is None else None,
                server_hostname=host if tls is not None and route.proxy is None else None,
            )
        except OSError as exc:
            raise ConnectError(_why_not_connected(exc)) from exc
        self._connections.add(connection)
        if route.tunnel:
            await self._tunnel(connection, origin, route, tls)
        return connection

    async def _tunnel(
        self,
        connection: _Connection,
        origin: _Origin,
        route: _Route,
        tls: ssl.SSLContext | None,
    ) -> None:
        """CONNECT through the proxy, then TLS with the judge inside the tunnel."""
        _, host, port = origin
        authority = f"{_bracketed(host)}:{port}".encode("ascii")
        lines = [b"CONNECT " + authority + b" HTTP/1.1", b"Host: " + authority]
        if route.authorization is not None:
            lines.append(b"Proxy-Authorization: " + route.authorization)
        try:
            status, _, _ = await connection.exchange(
                b"\r\n".join(lines) + b"\r\n\r\n", "CONNECT", tunnel=True
            )
        except _Stale:
            self._forget(connection)
            raise ProxyError("the proxy disconnected") from None
        if not 200 <= status < 300:
            self._forget(connection)
            raise ProxyError(f"the proxy refused to connect to {host}:{port} (HTTP {status})")
        try:
            await connection.start_tls(tls, host)
        except OSError as exc:
            self._forget(connection)
            raise ConnectError(_why_not_connected(exc)) from exc

    def _tls_context(self) -> ssl.SSLContext:
        """Built on first https use: loading the system's CA certificates takes tens of ms."""
        if self._tls is None:
            import ssl

            self._tls = ssl.create_default_context()
        return self._tls


class _Route:
    __slots__ = ("proxy", "tunnel", "authorization")

    def __init__(
        self, proxy: tuple[str, int] | None, *, tunnel: bool, authorization: bytes | None
    ) -> None:
        self.proxy = proxy
        self.tunnel = tunnel
        """CONNECT first (https through a proxy), rather than sending absolute URLs to it."""
        self.authorization = authorization

    @classmethod
    def through(cls, proxy_url: str, *, tunnel: bool) -> _Route:
        proxy = urllib.parse.urlsplit(proxy_url if "://" in proxy_url else f"http://{proxy_url}")
        if proxy.scheme.lower() != "http":
            raise UnsupportedProtocol(f"only http:// proxies are supported, not {proxy.scheme}://")
        try:
            address = (proxy.hostname or "", proxy.port or 80)
        except ValueError as exc:
            raise ProxyError(f"the proxy's address is not valid: {exc}") from None
        if not address[0]:
            raise ProxyError("the proxy's address names no host")
        authorization = None
        userinfo, at, _ = proxy.netloc.rpartition("@")
        if at:
            credentials = urllib.parse.unquote_to_bytes(userinfo)
            authorization = b"Basic " + base64.b64encode(credentials)
        return cls(address, tunnel=tunnel, authorization=authorization)


class _Stale(Exception):
    """The connection closed before a byte of the reply arrived."""


_HEAD, _LENGTH, _CHUNK_SIZE, _CHUNK_DATA, _TRAILER, _TO_CLOSE, _IDLE = range(7)


class _Connection(asyncio.Protocol):
    """One socket: a request written whole, its reply parsed as it arrives."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._transport: asyncio.Transport | None = None
        self._buffer = bytearray()
        self._state = _IDLE
        self._waiter: asyncio.Future[_Reply] | None = None
        self._status = 0
        self._headers: list[tuple[bytes, bytes]] = []
        self._body: list[bytes] = []
        self._body_size = 0
        self._remaining = 0
        self._keep_alive = False
        self._received = False
        self._tunnel = False
        self._method = ""
        self.reusable = False
        self.closed = False

    # asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport
        self.reusable = True  # asyncio has already set TCP_NODELAY on the socket

    def data_received(self, data: bytes) -> None:
        if self._waiter is None or self._waiter.done():
            self.close()  # bytes nobody asked for: this connection cannot be trusted again
            return
        self._received = True
        self._buffer += data
        try:
            self._advance()
        except (TransportError, UndecodableReply) as exc:
            self._fail(exc)

    def eof_received(self) -> bool:
        return False  # close the transport; connection_lost finishes or fails the reply

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.reusable = False
        waiter = self._waiter
        if waiter is None or waiter.done():
            return
        if self._state == _TO_CLOSE:
            self._finish()
        elif not self._received:
            waiter.set_exception(_Stale())
        else:
            self._fail(self._protocol_error("the server disconnected in the middle of its reply"))

    # exchanges

    async def exchange(self, message: bytes, method: str, *, tunnel: bool = False) -> _Reply:
        """Write one request and wait for its reply."""
        if self._transport is None or self.closed:
            raise _Stale()
        self.reusable = False
        self._method = method
        self._tunnel = tunnel
        self._received = False
        self._state = _HEAD
        waiter: asyncio.Future[_Reply] = self._loop.create_future()
        self._waiter = waiter
        self._transport.write(message)
        try:
            return await waiter
        except BaseException:
            self.close()  # failed or abandoned mid-reply: what arrives later belongs to nobody
            raise
        finally:
            self._waiter = None

    async def start_tls(self, context: ssl.SSLContext | None, host: str) -> None:
        assert self._transport is not None and context is not None
        transport = await self._loop.start_tls(self._transport, self, context, server_hostname=host)
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport
        self.reusable = True

    def close(self) -> None:
        self.reusable = False
        if self._transport is not None and not self.closed:
            self.closed = True
            self._transport.close()

    # parsing

    def _advance(self) -> None:
        buffer = self._buffer
        while True:
            state = self._state
            if state == _HEAD:
                end = buffer.find(b"\r\n\r\n")
                if end < 0:
                    if len(buffer) > MAX_HEAD_BYTES:
                        raise self._protocol_error(
                            f"the reply's headers exceed {MAX_HEAD_BYTES >> 10} KB"
                        )
                    return
                head = bytes(buffer[:end])
                del buffer[: end + 4]
                self._begin(head)
            elif state == _LENGTH:
                if len(buffer) < self._remaining:
                    return
                self._body.append(bytes(buffer[: self._remaining]))
                del buffer[: self._remaining]
                self._finish()
                return
            elif state == _CHUNK_SIZE:
                end = buffer.find(b"\r\n")
                if end < 0:
                    if len(buffer) > 1024:
                        raise self._protocol_error("a chunk size line is too long")
                    return
                line = bytes(buffer[:end]).split(b";", 1)[0].strip()
                del buffer[: end + 2]
                try:
                    size = int(line, 16)
                except ValueError:
                    raise self._protocol_error(f"a chunk size is not a number: {line!r}") from None
                if size < 0:
                    raise self._protocol_error("a chunk size is negative")
                self._grow(size)
                self._remaining = size
                self._state = _CHUNK_DATA if size else _TRAILER
            elif state == _CHUNK_DATA:
                if len(buffer) < self._remaining + 2:
                    return
                if buffer[self._remaining : self._remaining + 2] != b"\r\n":
                    raise self._protocol_error("a chunk does not end where its size says")
                self._body.append(bytes(buffer[: self._remaining]))
                del buffer[: self._remaining + 2]
                self._state = _CHUNK_SIZE
            elif state == _TRAILER:
                end = buffer.find(b"\r\n")
                if end < 0:
                    if len(buffer) > MAX_HEAD_BYTES:
                        raise self._protocol_error("the reply's trailers are too long")
                    return
                del buffer[: end + 2]
                if end == 0:
                    self._finish()
                    return
            elif state == _TO_CLOSE:
                self._grow(len(buffer))
                self._body.append(bytes(buffer))
                buffer.clear()
                return
            else:
                return

    def _begin(self, head: bytes) -> None:
        """The status line and headers read: decide how the body is framed."""
        lines = head.split(b"\r\n")
        version, _, rest = lines[0].partition(b" ")
        code = rest[:3]
        if not version.startswith(b"HTTP/1.") or len(code) != 3 or not code.isdigit():
            raise self._protocol_error(f"not an HTTP/1.x reply: {lines[0][:80]!r}")
        status = int(code)
        headers = []
        for line in lines[1:]:
            name, colon, value = line.partition(b":")
            if not colon or not name or name != name.strip() or b" " in name:
                raise self._protocol_error(f"a malformed header line: {line[:80]!r}")
            headers.append((name, value.strip()))
        if 100 <= status < 200 and status != 101:
            return  # an interim reply (100 Continue): the real one follows
        self._status, self._headers = status, headers
        self._body, self._body_size = [], 0
        connection = _header(headers, b"connection").lower()
        if version == b"HTTP/1.1":
            self._keep_alive = "close" not in connection
        else:
            self._keep_alive = "keep-alive" in connection
        if (
            (self._tunnel and 200 <= status < 300)
            or status in (101, 204, 304)
            or self._method == "HEAD"
        ):
            self._finish()
            return
        if "chunked" in _header(headers, b"transfer-encoding").lower():
            self._state = _CHUNK_SIZE
            return
        lengths = {value for name, value in headers if name.lower() == b"content-length"}
        if len(lengths) > 1:
            raise self._protocol_error("the reply has conflicting Content-Length headers")
        if lengths:
            text = lengths.pop()
            if not text.isdigit():
                raise self._protocol_error(f"the reply's Content-Length is not a number: {text!r}")
            self._remaining = int(text)
            self._grow(self._remaining)
            self._state = _LENGTH
            return
        self._keep_alive = False
        self._state = _TO_CLOSE

    def _grow(self, size: int) -> None:
        self._body_size += size
        if self._body_size > MAX_BODY_BYTES:
            raise BodyTooLargeError(_too_large("sent"))

    def _finish(self) -> None:
        waiter = self._waiter
        self._state = _IDLE
        # Bytes past the reply would be a reply to nothing: such a connection is not reused.
        self.reusable = self._keep_alive and not self._buffer and not self.closed
        if self._tunnel:
            self.reusable = not self._buffer and not self.closed
        if waiter is not None and not waiter.done():
            waiter.set_result((self._status, self._headers, b"".join(self._body)))
        self._body = []

    def _fail(self, exc: BaseException) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_exception(exc)
        self.close()

    def _protocol_error(self, message: str) -> RemoteProtocolError:
        return RemoteProtocolError(message)


def _serialise(request: Request, route: _Route) -> bytes:
    """The request as bytes on the wire; a header that would split the request is refused."""
    url = request.url
    forward = route.proxy is not None and not route.tunnel
    target = url.text.encode("ascii") if forward else url.target
    lines = [request.method.encode("ascii") + b" " + target + b" HTTP/1.1"]
    lines += [name + b": " + value for name, value in request.headers]
    if forward and route.authorization is not None:
        lines.append(b"Proxy-Authorization: " + route.authorization)
    head = b"\r\n".join(lines)
    # The joins put exactly len(lines) - 1 of each: one more means a name or value holds a line
    # break that would split the request (header injection). Counted in C, not per header.
    if head.count(b"\n") >= len(lines) or head.count(b"\r") >= len(lines):
        raise LocalProtocolError("a header holds a line break, which would split the request")
    return head + b"\r\n\r\n" + request.body


def _proxies_from_environment() -> dict[str, str]:
    """{scheme: proxy URL} from HTTP(S)_PROXY and the like, as urllib reads them. urllib.request
    (5 ms to import, with http.client) is imported only when such a variable is set."""
    if not any(name.lower().endswith("_proxy") for name in os.environ):
        return {}
    import urllib.request

    return urllib.request.getproxies()


def _bypassed(host: str, proxies: dict[str, str]) -> bool:
    """Does NO_PROXY exempt `host`? urllib's own reading of it."""
    import urllib.request

    return bool(urllib.request.proxy_bypass_environment(host, proxies))  # type: ignore[attr-defined]


def _header(headers: list[tuple[bytes, bytes]], wanted: bytes) -> str:
    for name, value in headers:
        if name.lower() == wanted:
            return value.decode("latin-1")
    return ""


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _decoded(raw: bytes, encoding: str) -> bytes:
    """gzip or deflate decoded, never past MAX_BODY_BYTES; other encodings are an error."""
    if encoding in ("identity", ""):
        return raw
    if encoding not in ("gzip", "x-gzip", "deflate"):
        raise UndecodableReply(f"unsupported content-encoding {encoding!r}")
    # gzip has its own header (wbits 31); "deflate" is zlib-wrapped (15) or, from some servers,
    # raw (-15). A stream that does not end where the body ends is not a valid body.
    for wbits in (31,) if "gzip" in encoding else (15, -15):
        decoder = zlib.decompressobj(wbits)
        try:
            decoded = decoder.decompress(raw, MAX_BODY_BYTES + 1)
        except zlib.error:
            continue
        if len(decoded) > MAX_BODY_BYTES or decoder.unconsumed_tail:
            raise BodyTooLargeError(_too_large("decompressed to"))
        if decoder.eof:
            return decoded
    raise UndecodableReply(f"the {encoding} body cannot be decoded")


def _too_large(how: str) -> str:
    return f"the reply {how} more than {MAX_BODY_BYTES >> 20} MB, the limit for a judge answer"


def _why_not_connected(exc: OSError) -> str:
    """Why a connection failed, in our words."""
    if isinstance(exc, socket.gaierror):
        return "the host name does not resolve"
    text = str(exc)
    if isinstance(exc, ConnectionRefusedError) or f"[Errno {errno.ECONNREFUSED}]" in text:
        return "connection refused"  # every address refused (localhost: ::1 and 127.0.0.1)
    verify = getattr(exc, "verify_message", None)
    if verify:
        return f"the server's TLS certificate was not accepted: {verify}"
    return exc.strerror or text or type(exc).__name__
