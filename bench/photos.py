"""python -m bench photos --dir DIR: how well vision.read_grid reads a folder of photos.

DIR holds images with a .dat file each (Wicht and Hennebert's layout: two header
lines, then nine rows of nine digits, 0 for empty), or DIR is a dataset clone and
--split names one of its lists (e.g. v2_test.desc, v2_mixed_test.desc).
Reports grids exactly right, the share of cells right, and median / p95 ms a photo.

--url http://127.0.0.1:PORT posts each photo to a running server's "From a photo" form
instead (through its reader pool, as a player's upload goes), and times the whole
request; --url serve starts `make serve`'s gunicorn on 127.0.0.1 for the run (bench.load's
Server, a fresh instance folder). The editor's cells are the reading.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

import vision

from .report import table


def truth(dat: Path) -> str:
    lines = dat.read_text().splitlines()[2:11]
    return "".join(x if x != "0" else "." for line in lines for x in line.split())


def photos_in(directory: Path, split: str | None) -> list[Path]:
    if split:
        listing = directory / "datasets" / split
        return [directory / line for line in listing.read_text().split()]
    return sorted(
        p for p in directory.iterdir()
        if p.suffix.lower() in (".jpg", ".jpeg", ".png") and p.with_suffix(".dat").exists()
    )


def read_by_url(url: str, paths: list[Path]) -> tuple[list[str | None], list[float]]:
    """Each photo posted to the server's upload form: (the editor's puzzle, or None when
    refused; the request's ms)."""
    import http.client
    import re
    import time
    from urllib.parse import urlsplit

    where = urlsplit(url)
    connection = http.client.HTTPConnection(where.hostname, where.port, timeout=60)
    connection.request("GET", "/")
    response = connection.getresponse()
    page = response.read().decode()
    cookie = (response.getheader("Set-Cookie") or "").split(";", 1)[0]
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    boundary = "bench-photos-boundary"
    puzzles: list[str | None] = []
    times: list[float] = []
    for path in paths:
        body = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n'
            f"{token}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"photo\"; "
            f'filename="{path.name}"\r\nContent-Type: image/jpeg\r\n\r\n'
        ).encode() + path.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
        headers = {
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "Cookie": cookie,
            "HX-Request": "true",
        }
        started = time.perf_counter()
        connection.request("POST", "/enter/photo", body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode()
        times.append((time.perf_counter() - started) * 1000)
        cells = re.findall(r'<input name="cell" id="e\d+"\s+value="(\d?)"', text)
        ok = response.status == 200 and len(cells) == 81
        puzzles.append("".join(c or "." for c in cells) if ok else None)
    connection.close()
    return puzzles, times


def run_by_url(directory: Path, split: str | None, url: str) -> int:
    paths = photos_in(directory, split)
    server = None
    if url == "serve":
        from .load import Server

        server = Server(None, None)
        url = f"http://127.0.0.1:{server.port}"
    try:
        read_by_url(url, paths[:2])  # the pool's processes start on the first upload
        puzzles, times = read_by_url(url, paths)
    finally:
        if server is not None:
            server.stop()
    expected = [truth(path.with_suffix(".dat")) for path in paths]
    exact = sum(p == e for p, e in zip(puzzles, expected, strict=True))
    ms = np.array(times)
    print(
        table(
            f"{split or directory} posted to {url}/enter/photo (whole request, through the pool)",
            ["photos", "grids exactly right", "refused", "median ms", "p95 ms", "max ms"],
            [[
                str(len(paths)),
                f"{exact}/{len(paths)}",
                str(sum(p is None for p in puzzles)),
                f"{np.median(ms):.0f}",
                f"{np.percentile(ms, 95):.0f}",
                f"{ms.max():.0f}",
            ]],
        )
    )
    return 0


def printed_of(path: Path) -> str | None:
    """A mixed photo's printed digits: the v2 labels of the same page (images/NAME.dat)."""
    if path.parent.name != "mixed":
        return None
    dat = path.parent.parent / "images" / path.with_suffix(".dat").name
    return truth(dat) if dat.exists() else None


def run_photos(directory: Path, split: str | None, verbose: bool) -> int:
    paths = photos_in(directory, split)
    exact, cells, total, times, missed = 0, 0, 0, [], []
    givens_exact, hand_right, hand_total, reported_yours = 0, 0, 0, 0
    for path in paths:
        expected = truth(path.with_suffix(".dat"))
        printed = printed_of(path) or expected
        try:
            reading = vision.read_grid(path.read_bytes())
        except vision.NoGridFound as error:
            missed.append(path.name)
            total += 81
            hand_total += sum(1 for e, p in zip(expected, printed, strict=True) if e != p)
            if verbose:
                print(f"{path.name}: {error}")
            continue
        times.append(reading.ms)
        every = "".join(g if g != "0" else (e if e != "0" else ".")
                        for g, e in zip(reading.givens, reading.entries, strict=True))
        right = sum(a == b for a, b in zip(every, expected, strict=True))
        cells += right
        total += 81
        exact += right == 81
        givens = reading.givens.replace("0", ".")
        givens_exact += givens == printed
        hand = [c for c in range(81) if expected[c] != printed[c]]
        hand_total += len(hand)
        hand_right += sum(1 for c in hand if reading.entries[c] == expected[c])
        reported_yours += sum(1 for c in range(81) if reading.entries[c] != "0"
                              and printed[c] != ".")
        if verbose and (givens != printed or right < 81):
            wrong = [
                f"r{i // 9 + 1}c{i % 9 + 1}:{p}->{g}"
                for i, (g, p) in enumerate(zip(givens, printed, strict=True)) if g != p
            ]
            print(f"{path.name}: givens {'exact' if givens == printed else 'wrong'} "
                  f"({' '.join(wrong[:12])}), {81 - right} cells wrong, turns {reading.turns}, "
                  f"solutions {reading.solutions}")
    ms = np.array(times) if times else np.zeros(1)
    name = split or str(directory)
    print(
        table(
            f"vision.read_grid on {name}",
            ["photos", "givens exact", "handwriting read as yours", "printed read as yours",
             "every digit right", "cells right", "no grid found", "median ms", "p95 ms"],
            [[
                str(len(paths)),
                f"{givens_exact}/{len(paths)}",
                f"{hand_right}/{hand_total} ({100 * hand_right / max(hand_total, 1):.2f}%)",
                str(reported_yours),
                f"{exact}/{len(paths)}",
                f"{100 * cells / max(total, 1):.2f}%",
                str(len(missed)),
                f"{np.median(ms):.0f}",
                f"{np.percentile(ms, 95):.0f}",
            ]],
        )
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m bench photos", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--dir", type=Path, required=True, help="photos with .dat files")
    parser.add_argument(
        "--split", help="a list in DIR/datasets/, e.g. v2_test.desc or v2_mixed_test.desc"
    )
    parser.add_argument("--verbose", action="store_true", help="print each photo read wrong")
    parser.add_argument(
        "--url", help="post to a server's upload form (http://127.0.0.1:PORT, or 'serve')"
    )
    args = parser.parse_args(argv)
    if args.url:
        return run_by_url(args.dir, args.split, args.url)
    return run_photos(args.dir, args.split, args.verbose)
