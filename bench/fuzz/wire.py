"""Requests as bytes on a socket: whatever a hostile client can send, and the answer.

Every request goes on a connection of its own (`Connection: close`), to 127.0.0.1
only, with a timeout on every socket operation; a body can be sent in pieces with
pauses (a slow client), during which an early answer is noticed.
"""

from __future__ import annotations

import http.client
import select
import socket
import time
from dataclasses import dataclass, field

MAX_READ = 4 * 1024 * 1024  # no answer of this app is near this; a bound all the same


@dataclass
class Answer:
    status: int | None
    headers: list[tuple[str, str]] = field(default_factory=list)  # names in lower case
    body: bytes = b""
    seconds: float = 0.0  # from the last byte sent to the whole answer read
    error: str = ""  # why there is no answer ("" when there is one)
    early: bool = False  # the answer began before the request's last byte was sent

    def header(self, name: str) -> str:
        name = name.lower()
        return next((v for k, v in self.headers if k == name), "")


def request_bytes(
    method: str,
    target: str,
    headers: list[tuple[str, str | bytes]],
    version: str = "HTTP/1.1",
) -> bytes:
    """The request line and headers; text as latin-1, so any byte can be said."""
    line = f"{method} {target} {version}\r\n".encode("latin-1", "replace")
    lines = [line]
    for name, value in headers:
        raw = value if isinstance(value, bytes) else value.encode("latin-1", "replace")
        lines.append(name.encode("latin-1", "replace") + b": " + raw + b"\r\n")
    return b"".join(lines) + b"\r\n"


def chunked(body: bytes, size: int = 64) -> list[bytes]:
    """The body in chunked transfer coding, one chunk of `size` bytes at a time."""
    pieces = [f"{len(body[i:i + size]):x}\r\n".encode() + body[i : i + size] + b"\r\n"
              for i in range(0, len(body), size)]
    return pieces + [b"0\r\n\r\n"]


def exchange(
    port: int,
    pieces: list[bytes],
    pause: float = 0.0,
    timeout: float = 20.0,
    shut_write: bool = False,
    method: str = "GET",
    source: str | None = None,
) -> Answer:
    """Send the pieces (with `pause` seconds between them), then read one answer.

    `source`: another loopback address to send from (a client of its own to the
    server's per-address limits); the server is always 127.0.0.1."""
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=min(timeout, 10),
                                        source_address=(source, 0) if source else None)
    except OSError as error:
        return Answer(None, error=f"could not connect: {error}")
    sock.settimeout(timeout)
    early = False
    response = None
    try:
        try:
            for i, piece in enumerate(pieces):
                sock.sendall(piece)
                if pause and i < len(pieces) - 1:
                    readable, _, _ = select.select([sock], [], [], pause)
                    if readable:  # an answer (or a close) before the body was all sent
                        early = True
                        break
            if shut_write and not early:
                sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may refuse mid-request and close: read what it said
        started = time.perf_counter()
        response = http.client.HTTPResponse(sock, method=method)
        try:
            response.begin()
            body = response.read(MAX_READ) if method != "HEAD" else b""
        except TimeoutError:
            return Answer(None, seconds=time.perf_counter() - started, early=early,
                          error=f"no answer within {timeout:.0f} s")
        except (http.client.HTTPException, OSError) as error:
            return Answer(None, seconds=time.perf_counter() - started, early=early,
                          error=f"no answer: {type(error).__name__} {error}"[:120])
        return Answer(
            response.status,
            [(k.lower(), v) for k, v in response.getheaders()],
            body,
            time.perf_counter() - started,
            early=early,
        )
    finally:
        if response is not None:
            response.close()
        sock.close()
