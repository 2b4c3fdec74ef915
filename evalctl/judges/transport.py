"""httpx's request and response models carried over aiohttp's connection pool.

Measured on this 2-core machine against a zero-latency loopback server at 64 requests in flight
(bench/ and the README's Performance section): httpx's own transport spends ~3.5 ms of CPU per
request; httpx.AsyncClient over the httpx-aiohttp adapter ~0.5 ms; this transport, called
directly with an httpx.Request, ~0.3 ms; raw aiohttp ~0.2 ms. The difference from raw aiohttp is
the price of keeping httpx's models, which is what every caller and test speaks.

Timeouts are not set here: JsonPoster bounds each attempt with asyncio.timeout, so aiohttp's own
timers would only add work. Bodies are read and gzip/deflate-decoded here, each capped at
MAX_BODY_BYTES (8 MB): a hostile or broken server can send neither an endless body nor a
decompression bomb, and an undecodable body is a protocol error, not a crash. Failures to
connect are described in our words (`connection refused`, `the host name does not resolve`).
"""

from __future__ import annotations

import urllib.request
import zlib

import aiohttp
import httpx

MAX_BODY_BYTES = 8 << 20
"""The most a judge reply may hold, compressed or decoded: judge answers are kilobytes."""
_CHUNK = 64 << 10


class BodyTooLargeError(httpx.DecodingError):
    """A reply larger than MAX_BODY_BYTES, as sent or once decompressed."""


class AiohttpTransport(httpx.AsyncBaseTransport):
    """One aiohttp connection pool per run, at most `concurrency` connections."""

    def __init__(self, concurrency: int) -> None:
        self._concurrency = concurrency
        self._session: aiohttp.ClientSession | None = None

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        session = self._session or self._open()
        try:
            async with session.request(
                request.method,
                str(request.url),
                data=request.content,
                headers=request.headers,
                allow_redirects=False,
            ) as reply:
                raw = await _read_capped(reply, request)
                encoding = reply.headers.get("content-encoding", "identity").strip().lower()
                content = _decoded(raw, encoding, request)
        except aiohttp.ClientConnectorError as exc:
            raise httpx.ConnectError(_describe(exc), request=request) from exc
        except aiohttp.ServerTimeoutError as exc:
            raise httpx.ReadTimeout(_describe(exc), request=request) from exc
        except (aiohttp.ServerDisconnectedError, aiohttp.ClientPayloadError) as exc:
            raise httpx.RemoteProtocolError(_describe(exc), request=request) from exc
        except aiohttp.InvalidURL as exc:
            raise httpx.UnsupportedProtocol(_describe(exc), request=request) from exc
        except aiohttp.ClientError as exc:
            raise httpx.NetworkError(_describe(exc), request=request) from exc
        headers = [
            (name, value)
            for name, value in reply.raw_headers
            if name.lower() != b"content-encoding"
        ]
        return httpx.Response(reply.status, headers=headers, content=content, request=request)

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    def _open(self) -> aiohttp.ClientSession:
        """Opened on first use: aiohttp wants a running event loop."""
        self._session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=self._concurrency),
            timeout=aiohttp.ClientTimeout(total=None),
            auto_decompress=False,
            # Honour HTTP(S)_PROXY only when one is set: checking costs a scan per request.
            trust_env=bool(urllib.request.getproxies()),
        )
        return self._session


async def _read_capped(reply: aiohttp.ClientResponse, request: httpx.Request) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in reply.content.iter_chunked(_CHUNK):
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            raise BodyTooLargeError(_too_large("sent"), request=request)
        chunks.append(chunk)
    return b"".join(chunks)


def _decoded(raw: bytes, encoding: str, request: httpx.Request) -> bytes:
    """gzip or deflate decoded, never past MAX_BODY_BYTES; other encodings are an error."""
    if encoding in ("identity", ""):
        return raw
    if encoding not in ("gzip", "x-gzip", "deflate"):
        raise httpx.DecodingError(f"unsupported content-encoding {encoding!r}", request=request)
    # gzip has its own header (wbits 31); "deflate" is zlib-wrapped (15) or, from some servers,
    # raw (-15). A stream that does not end where the body ends is not a valid body.
    for wbits in (31,) if "gzip" in encoding else (15, -15):
        decoder = zlib.decompressobj(wbits)
        try:
            decoded = decoder.decompress(raw, MAX_BODY_BYTES + 1)
        except zlib.error:
            continue
        if len(decoded) > MAX_BODY_BYTES or decoder.unconsumed_tail:
            raise BodyTooLargeError(_too_large("decompressed to"), request=request)
        if decoder.eof:
            return decoded
    raise httpx.DecodingError(f"the {encoding} body cannot be decoded", request=request)


def _too_large(how: str) -> str:
    return f"the reply {how} more than {MAX_BODY_BYTES >> 20} MB, the limit for a judge answer"


def _describe(exc: BaseException) -> str:
    """A failure in our words: why the connection failed, or aiohttp's message."""
    if isinstance(exc, aiohttp.ClientConnectorDNSError):
        return "the host name does not resolve"
    if isinstance(exc, aiohttp.ClientConnectorError):
        if isinstance(exc.os_error, ConnectionRefusedError):
            return "connection refused"
        return exc.os_error.strerror or type(exc.os_error).__name__
    return str(exc) or type(exc).__name__
