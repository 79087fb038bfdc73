"""Whatever arrives, the answer is a page a person can read with an error status, never a 500."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from web_helpers import Player

ACTIONS = ("move", "hint", "apply", "undo", "redo", "candidates", "steps")


def test_an_unknown_address_is_a_404_page(client) -> None:
    response = client.get("/no/such/page")
    assert response.status_code == 404
    assert b"Not found" in response.data


def test_a_get_on_an_action_is_a_405(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    response = player.client.get(f"{player.game_url}/move")
    assert response.status_code == 405
    assert b"does not take that kind of request" in response.data


def test_actions_on_an_unknown_game_are_404(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    for action in ACTIONS:
        response = player.client.post(
            f"/g/nosuchgame000000000000/{action}", data=dict(player.fields)
        )
        assert response.status_code == 404, action


field = st.one_of(
    st.none(),
    st.text(max_size=12),
    st.integers(-5, 100).map(str),
    st.sampled_from(["value", "pencil", "hidden-single:0", "naked-pair:1", "1e9", "0x10"]),
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    action=st.sampled_from(ACTIONS),
    cell=field,
    digit=field,
    mode=field,
    step=field,
    version=st.one_of(st.none(), st.just("current"), field),
    htmx=st.booleans(),
)
def test_any_form_gets_a_readable_answer(
    player: Player, puzzles, action, cell, digit, mode, step, version, htmx
) -> None:
    if not player.game_url:
        player.start(puzzle=puzzles["hard"])
    form = {"csrf_token": player.fields["csrf_token"]}
    for name, value in (("cell", cell), ("digit", digit), ("mode", mode), ("step", step)):
        if value is not None:
            form[name] = value
    if version == "current":
        player.page()
        form["version"] = player.fields["version"]
    elif version is not None:
        form["version"] = version
    headers = {"HX-Request": "true"} if htmx else {}
    response = player.client.post(f"{player.game_url}/{action}", data=form, headers=headers)
    assert response.status_code in (200, 303, 400, 409, 422)
    if response.status_code >= 400:
        assert b'class="status error"' in response.data or b'class="error"' in response.data
