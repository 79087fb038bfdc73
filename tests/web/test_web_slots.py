"""App slots (webapp/serving/slots.py): at most N requests inside the app at once per process,
each body read before a slot is taken, a body over the limit left to the app to refuse."""

from __future__ import annotations

import io
import threading
import time

from webapp.serving.slots import AppSlots


def environ(body: bytes = b"", length: str | None = None) -> dict:
    return {
        "CONTENT_LENGTH": str(len(body)) if length is None else length,
        "wsgi.input": io.BytesIO(body),
    }


def test_no_more_than_the_slots_run_at_once() -> None:
    inside, most = 0, 0
    lock = threading.Lock()

    def app(env, start_response):  # noqa: ANN001, ANN202
        nonlocal inside, most
        with lock:
            inside += 1
            most = max(most, inside)
        time.sleep(0.02)
        with lock:
            inside -= 1
        return [b"ok"]

    slots = AppSlots(app, 2, 1024)
    threads = [threading.Thread(target=slots, args=(environ(), None)) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert most == 2


def test_the_body_is_read_before_a_slot_and_handed_on_whole() -> None:
    seen = []

    class Dribble(io.RawIOBase):
        """A client sending its body in pieces: reading it must not hold a slot."""

        def __init__(self, data: bytes) -> None:
            self.data = data

        def read(self, n: int = -1) -> bytes:
            assert slots.slots._value == 1  # noqa: SLF001 - the one slot is still free
            out, self.data = self.data[:n], self.data[n:]
            return out

    def app(env, start_response):  # noqa: ANN001, ANN202
        seen.append(env["wsgi.input"].read(int(env["CONTENT_LENGTH"])))
        return [b"ok"]

    slots = AppSlots(app, 1, 1024)
    env = {"CONTENT_LENGTH": "11", "wsgi.input": Dribble(b"cell=3&d=4x")}
    slots(env, None)
    assert seen == [b"cell=3&d=4x"]


def test_a_body_over_the_limit_is_left_for_the_app_to_refuse() -> None:
    left = []

    def app(env, start_response):  # noqa: ANN001, ANN202
        left.append(env["wsgi.input"].read())
        return [b"413"]

    AppSlots(app, 1, 10)(environ(b"x" * 50), None)
    AppSlots(app, 1, 10)(environ(b"abc", length="nonsense"), None)
    assert left == [b"x" * 50, b"abc"]


def test_a_forged_body_is_refused_with_413_through_the_app(client) -> None:
    home = client.get("/")
    assert home.status_code == 200
    answer = client.post("/games", data={"puzzle": "1" * 20_000})
    assert answer.status_code == 413
