"""A player's data carried to another device with no server: packed into the fragment of a link
(`#transfer=...`, which the browser never sends to any host), and read back through the one
validator. Pure.

A link holds this device's own statistics and days won, its settings and its game in progress,
as JSON, deflated and written in base64url. The device that opens it keeps them apart, under
this device's name, replacing only an older link's from the same device: so they are added to
its own, and the same games opened twice count once.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from solitaire.stats import Record, stats_to_json

from .envelope import SCHEMA
from .saved_game import SavedGame
from .schema import MAX_TRANSFER, TRANSFER, TRANSFER_KIND, read_daily, read_saved_game, read_settings, read_stats
from .sentences import _
from .settings import Settings
from .validator import ShapeError, read_json

FRAGMENT = "#transfer="
MAX_LINK = 200_000  # characters of a link's packed part: far beyond any player's (ARCHITECTURE.md, "Coming back")
_PACKED = re.compile(r"[A-Za-z0-9_-]*")


@dataclass(frozen=True)
class Transfer:
    """What a transfer link holds."""

    device: str
    at: int  # milliseconds since 1970, on the sending device's clock
    stats: dict[str, Record]
    daily: dict[str, list[str]]
    settings: Settings
    game: SavedGame | None  # its game in progress, if any


def pack(transfer: Transfer) -> str:
    """The link's fragment (`#transfer=...`) holding `transfer`."""
    data: dict[str, Any] = {
        "kind": TRANSFER_KIND,
        "schema": SCHEMA,
        "device": transfer.device,
        "at": transfer.at,
        "stats": stats_to_json(transfer.stats),
        "daily": transfer.daily,
        "settings": transfer.settings.to_json(),
        "game": transfer.game.to_json() if transfer.game is not None else None,
    }
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    return FRAGMENT + base64.urlsafe_b64encode(zlib.compress(text, 9)).rstrip(b"=").decode()


def unpack(fragment: str) -> Transfer | None:
    """What a link's fragment holds: None if it is no transfer; ShapeError, whose sentence tells
    the player what is wrong, with one that is cut short, altered or not ours."""
    if not fragment.startswith(FRAGMENT):
        return None
    packed = fragment[len(FRAGMENT) :]
    if len(packed) > MAX_LINK or _PACKED.fullmatch(packed) is None:
        raise ShapeError(_("it is not a transfer link of this game"))
    try:
        deflated = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
        unpacker = zlib.decompressobj()
        text = unpacker.decompress(deflated, MAX_TRANSFER + 1)
    except (binascii.Error, zlib.error, ValueError):
        raise ShapeError(_("it is cut short or altered: copy the whole link again")) from None
    if len(text) > MAX_TRANSFER or unpacker.unconsumed_tail:
        raise ShapeError(_("it holds more than any player's data"))
    if not unpacker.eof:
        raise ShapeError(_("it is cut short or altered: copy the whole link again"))
    try:
        data = read_json(text.decode(), longest=MAX_TRANSFER)
    except UnicodeDecodeError:
        raise ShapeError(_("it is cut short or altered: copy the whole link again")) from None
    if type(data) is not dict or data.get("kind") != TRANSFER_KIND:
        raise ShapeError(_("it is not a transfer link of this game"))
    TRANSFER.check(data)
    game = read_saved_game(data["game"]) if data["game"] is not None else None
    settings = read_settings(data["settings"])
    return Transfer(data["device"], data["at"], read_stats(data["stats"]), read_daily(data["daily"]), settings, game)
