"""The analysis worker's protocol and its search loop, as pure Python (no browser module).

"Winnable from here?" runs in a web worker (js/analysis-worker.mjs) so the
search never competes with the board for frames. The page and the worker talk
in JSON strings, one message each way at a time:

page -> worker
  ``{"v": 2, "type": "analyse", "id": N, "state": {...}, "budget_ms": B}``:
  search this state (``state`` is :meth:`GameState.to_dict
  <solitaire.state.GameState.to_dict>`'s; any earlier search is dropped);
  ``{"v": 2, "type": "more", "id": N, "budget_ms": B}``: the search ``N``
  ended "not sure": go on with it for another ``B`` ms (its work is kept);
  either may add ``"max_nodes": K``: the budget also ends after K more nodes
  (the tests' budget that does not depend on the machine's speed);
  ``{"v": 2, "type": "stop"}``: drop the search (a page going away);
  ``{"v": 2, "type": "auto", "id": N, "state": {...}}``: Auto's next action
  for this state, answered at once (between two steps of the search, which goes on).

worker -> page
  ``{"v": 2, "type": "ready"}`` once Python and the engine are loaded, or
  ``{"type": "failed", "error": "..."}`` when they cannot be (no version: the
  worker's script sends it when Python could not start);
  ``{"v": 2, "type": "answer", "id": N, "state": STATE, "line": [...],
  "nodes": n, "ms": t, "calls": c, "call_nodes": k}``: ``STATE`` is
  ``searching`` (progress, sent about every :data:`STEP_MS`), ``won`` (with
  the winning line), ``unwinnable`` or ``unknown`` (the budget is spent);
  progress at most every :data:`REPORT_MS`, a verdict at once; ``auto``
  answers an ``auto`` request, its line the one action (empty: none).

An action of a line is ``"redeal"`` or ``[card, src, dst, columns]``. The page matches
answers to its requests by ``id`` and ignores any other (a stale answer for a
state the player has left). :class:`Job` is the worker's side: one search,
run in steps of about :data:`STEP_MS` between which the worker reads its
messages, is in :mod:`app.analysis.search_worker`; both sides run under CPython in
tests/app/test_analysis_worker.py.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from solitaire import REDEAL, Action, GameState, Move, SolitaireError
from solitaire.solver import UNKNOWN, UNWINNABLE, WON, Verdict

PROTOCOL = 2  # 2: a request carries the engine's GameState
SEARCHING = "searching"
AUTO = "auto"
STATES = (SEARCHING, WON, UNWINNABLE, UNKNOWN, AUTO)
STEP_MS = 100.0  # one step of the worker's search before it reads its messages
REPORT_MS = 250.0  # progress is posted at most this often (each one wakes the page's thread)
CALL_NODES = 200  # nodes per Solver.step call inside a step (the clock is read between calls)
WORKER_BUDGET_MS = 20_000.0  # a search's first budget in the worker; "Look longer" gives as much again


class ProtocolError(ValueError):
    """A message that is not one of the protocol's."""


# -- actions --------------------------------------------------------------------------


def encode_action(action: Action) -> str | list[int]:
    """``"redeal"``, or a move's fields in order: card, src, dst and the board's columns."""
    if action is REDEAL or not isinstance(action, Move):
        return "redeal"
    return [action.card, action.src, action.dst, action.columns]


def decode_action(data: Any) -> Action:
    if data == "redeal":
        return REDEAL
    if isinstance(data, list) and len(data) == 4 and all(type(x) is int and 0 <= x < 256 for x in data):
        try:
            return Move(*data)
        except (TypeError, ValueError):
            pass
    raise ProtocolError(f"not an action: {data!r}")


# -- requests -------------------------------------------------------------------------


@dataclass(frozen=True)
class Request:
    """What the page asks the worker: ``type`` is ``analyse``, ``more`` or ``stop``."""

    type: str
    id: int = 0
    state: GameState | None = None  # for analyse and auto
    budget_ms: float = WORKER_BUDGET_MS
    max_nodes: int | None = None  # analyse and more: also end "unknown" after this many more nodes


def encode_analyse(request_id: int, state: GameState, budget_ms: float, max_nodes: int | None = None) -> str:
    data = {"v": PROTOCOL, "type": "analyse", "id": request_id, "state": state.to_dict(), "budget_ms": budget_ms}
    if max_nodes is not None:
        data["max_nodes"] = max_nodes
    return json.dumps(data)


def encode_auto(request_id: int, state: GameState) -> str:
    return json.dumps({"v": PROTOCOL, "type": "auto", "id": request_id, "state": state.to_dict()})


def encode_more(request_id: int, budget_ms: float, max_nodes: int | None = None) -> str:
    data: dict[str, Any] = {"v": PROTOCOL, "type": "more", "id": request_id, "budget_ms": budget_ms}
    if max_nodes is not None:
        data["max_nodes"] = max_nodes
    return json.dumps(data)


def encode_stop() -> str:
    return json.dumps({"v": PROTOCOL, "type": "stop"})


def _parse(text: Any) -> Any:
    if not isinstance(text, str):
        raise ProtocolError(f"a message is a JSON string, not {type(text).__name__}")
    try:
        return json.loads(text)
    except ValueError as err:
        raise ProtocolError(f"not JSON: {err}") from None


def _versioned(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("v") != PROTOCOL:
        raise ProtocolError("not a message of this protocol version")
    return data


def _load(text: Any) -> dict[str, Any]:
    return _versioned(_parse(text))


def _whole(data: dict[str, Any], key: str, low: int = 0) -> int:
    value = data.get(key)
    if type(value) is not int or value < low:
        raise ProtocolError(f"{key} must be a whole number from {low}, not {value!r}")
    return value


def _budget(data: dict[str, Any]) -> float:
    value = data.get("budget_ms")
    if type(value) not in (int, float) or not 0 < value <= 3_600_000:
        raise ProtocolError(f"budget_ms must be a number of milliseconds, not {value!r}")
    return float(value)


def _nodes(data: dict[str, Any]) -> int | None:
    return None if "max_nodes" not in data else _whole(data, "max_nodes", 1)


def decode_request(text: Any) -> Request:
    """The request in ``text``; a ProtocolError saying what is wrong otherwise (the engine's errors included)."""
    data = _load(text)
    kind = data.get("type")
    if kind == "stop":
        return Request("stop")
    if kind == "more":
        return Request("more", _whole(data, "id"), budget_ms=_budget(data), max_nodes=_nodes(data))
    if kind not in ("analyse", "auto"):
        raise ProtocolError(f"unknown request type {kind!r}")
    request_id = _whole(data, "id")
    try:
        state = GameState.from_dict(data.get("state"))
    except SolitaireError as err:  # the engine says what is wrong: settings, seed, layout, redeals left
        raise ProtocolError(f"not a game state: {err}") from None
    if kind == "auto":
        return Request(kind, request_id, state, 0.0)
    return Request(kind, request_id, state, _budget(data), _nodes(data))


# -- answers --------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """The worker's answer to request ``id``: progress (``state`` SEARCHING), Auto's action (AUTO) or a
    :class:`~solitaire.solver.Verdict`."""

    id: int
    state: Verdict | str
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    ms: float = 0.0
    calls: int = 0
    call_nodes: int = 0

    @property
    def final(self) -> bool:
        return self.state != SEARCHING


def encode_answer(answer: Answer) -> str:
    return json.dumps(
        {
            "v": PROTOCOL,
            "type": "answer",
            "id": answer.id,
            "state": answer.state,
            "line": [encode_action(a) for a in answer.line],
            "nodes": answer.nodes,
            "ms": round(answer.ms, 1),
            "calls": answer.calls,
            "call_nodes": answer.call_nodes,
        }
    )


def encode_status(kind: str, error: str = "") -> str:
    """The worker's ``ready`` or ``failed`` message."""
    data: dict[str, Any] = {"v": PROTOCOL, "type": kind}
    if error:
        data["error"] = error
    return json.dumps(data)


def decode_message(text: Any) -> Answer | tuple[str, str]:
    """A message from the worker: an :class:`Answer`, or ``("ready", "")`` / ``("failed", why)``.

    A ``failed`` is read whatever its version: a worker that could not start Python cannot know it."""
    data = _parse(text)
    if isinstance(data, dict) and data.get("type") == "failed":
        return ("failed", str(data.get("error", "")))
    kind = _versioned(data).get("type")
    if kind == "ready":
        return ("ready", "")
    if kind != "answer":
        raise ProtocolError(f"unknown message type {kind!r}")
    state = data.get("state")
    if state not in STATES:
        raise ProtocolError(f"unknown answer state {state!r}")
    if state in (WON, UNWINNABLE, UNKNOWN):
        state = Verdict(state)
    line = data.get("line")
    if not isinstance(line, list):
        raise ProtocolError("an answer's line is a list")
    ms = data.get("ms", 0.0)
    if type(ms) not in (int, float):
        raise ProtocolError(f"ms must be a number, not {ms!r}")
    return Answer(
        _whole(data, "id"),
        state,
        [decode_action(a) for a in line],
        _whole(data, "nodes"),
        float(ms),
        _whole(data, "calls"),
        _whole(data, "call_nodes"),
    )


__all__ = [
    "AUTO",
    "PROTOCOL",
    "SEARCHING",
    "WORKER_BUDGET_MS",
    "Answer",
    "ProtocolError",
    "Request",
    "decode_action",
    "decode_message",
    "decode_request",
    "encode_action",
    "encode_analyse",
    "encode_answer",
    "encode_auto",
    "encode_more",
    "encode_status",
    "encode_stop",
]
