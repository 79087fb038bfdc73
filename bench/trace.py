"""python -m bench trace-hint: the way a hint request takes through the web app.

Follows one htmx POST /g/<id>/hint from the route to its answer and writes down the
web app's modules in the order the request is in them (a call into a module and the
return out of it both move the request). A *stop* is each change of module; a *return*
is a stop at a module the request had already left. Engine, Flask and Jinja frames are
passed through: only the web app's own modules count.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROUTE = "webapp.playing.game"  # the hint's route lives here
PUZZLE = "000000010400000000020000000000050407008000300001090000300400200050100000000806000"


def _module(frame) -> str | None:  # noqa: ANN001
    name = frame.f_globals.get("__name__", "")
    return name if name.startswith("webapp.") else None


def way_of(client, url: str, data: dict[str, str]) -> tuple[list[str], list[str]]:  # noqa: ANN001
    """The whole way (every module the request is in, in order) and the route's own way
    (the web app's modules the route's module calls into, in order)."""
    way: list[str] = []
    route: list[str] = []

    def profile(frame, event, arg) -> None:  # noqa: ANN001, ARG001
        if event == "call":
            here = _module(frame)
            caller = _module(frame.f_back) if frame.f_back is not None else None
            if here and caller == ROUTE and here != ROUTE and (not route or route[-1] != here):
                route.append(here)
        elif event == "return" and frame.f_back is not None:
            here = _module(frame.f_back)  # where the request goes on
        else:
            return
        if here is not None and (not way or way[-1] != here):
            way.append(here)

    sys.setprofile(profile)
    try:
        client.post(url, data=data, headers={"HX-Request": "true"})
    finally:
        sys.setprofile(None)
    return way, route


def summary(way: list[str]) -> tuple[int, int, int]:
    """(stops, modules, returns to a module already left)."""
    seen: set[str] = set()
    returns = 0
    for k, module in enumerate(way):
        if module in seen and k > 0:
            returns += 1
        seen.add(module)
    return len(way), len(seen), returns


def run(argv: list[str]) -> int:
    import re

    from webapp import create_app
    from webapp.storage import schema
    from webapp.storage.store import make_engine

    folder = Path(tempfile.mkdtemp())
    url = f"sqlite:///{folder / 'trace.db'}"
    engine = make_engine(url)
    schema.upgrade(engine)
    engine.dispose()
    app = create_app({"TESTING": True, "SECRET_KEY": "trace-the-hint-route", "DATABASE_URL": url})
    client = app.test_client()
    home = client.get("/")
    token = re.search(rb'name="csrf_token" value="([^"]+)"', home.data).group(1).decode()
    started = client.post("/games", data={"csrf_token": token, "puzzle": PUZZLE})
    game_url = started.headers["Location"]
    page = client.get(game_url)
    fields = dict(re.findall(rb'name="(csrf_token|version)" value="([^"]*)"', page.data))
    data = {k.decode(): v.decode() for k, v in fields.items()}
    ways = []
    for _ in range(3):  # nudge, drawing, explanation
        way, route = way_of(client, game_url + "/hint", data)
        data["version"] = str(int(data["version"]))
        ways.append((way, route))
        page = client.get(game_url)
        fields = dict(re.findall(rb'name="(csrf_token|version)" value="([^"]*)"', page.data))
        data = {k.decode(): v.decode() for k, v in fields.items()}
    for level, (way, route) in enumerate(ways, 1):
        stops, modules, returns = summary(way)
        short = [m.removeprefix("webapp.") for m in way]
        print(f"hint level {level}: {stops} stops in {modules} modules, {returns} returns")
        print(
            "  the route calls, in order: " + " -> ".join(m.removeprefix("webapp.") for m in route)
        )
        if "--way" in argv:
            print("  " + " -> ".join(short))
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
