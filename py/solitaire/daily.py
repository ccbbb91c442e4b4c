"""The deal of the day: one deal per game and calendar day, the same on every device for good,
and one the solver has won before anyone plays it.

How a day's deal is chosen, fixed for good:

1. Each day has a sequence of candidate deals. Candidate k of a variant on a day is the shuffle
   number made of the top 32 bits of the first SplitMix64 output seeded with the FNV-1a hash of
   the text `daily/<variant id>/<yyyy-mm-dd>/<k>` (the functions of `shuffle`).
2. Ahead of time, `scripts/daily_deals.py` gave each day's candidates in turn to the solver and
   kept the first one it won. `daily_table` holds, per variant, the k kept for each day from
   its first day on, one digit a day (`0`-`9`, `a`-`z`, then `A`-`Z`: up to 62 candidates, for a
   game such as Scorpion whose deals are seldom won); that is all the page downloads. The winning lines
   stay with the tests (`tests/data/daily/`), which replay every one through the rules.
3. Each day's par is the length of the shortest winning line known for its deal, the one kept
   with the tests; `daily_table` holds each day's par, two base-36 digits a day. The line is
   the solver's, made shorter once the deal was chosen, then again with each better solver by
   `scripts/daily_pars.py`: from the better of the stored line and a fresh search with the
   budget of a 10 s search, a search for a shorter line and the passes that replay it. So a
   day that script has gone over has a par no longer than what a fresh 10 s search finds. A
   line, and so a par, is only ever replaced by a shorter one that replays to a win.
4. Past the table's last day the days go round it again: the n-th day after the first takes
   the deal of day n modulo the table's length (and so does a day before the first). Every date
   has a deal of the day, and every one of them has been won. The script appends days to the
   table, never rewriting one, and should be run before the table runs out, so that no day
   ever shows one deal and later another.
"""

from __future__ import annotations

import string
from datetime import date, timedelta
from typing import Final

from .daily_table import CHOICES, FIRST_DAY, PARS
from .deals import deal_code
from .errors import Named, Refusal, Said, Why
from .reasons import Reason
from .shuffle import fnv1a64, splitmix64
from .variants import VARIANTS

DIGITS: Final = string.digits + string.ascii_lowercase + string.ascii_uppercase  # a day's k, in the table
PAR_BASE: Final = 36  # a day's par, in the table: two digits of base 36 (`0`-`9`, `a`-`z`)
PAR_DIGITS: Final = 2  # so up to 1295 moves


def candidate(variant_id: str, day: date, k: int) -> int:
    """The shuffle number of candidate `k` for a variant's deal of the day."""
    return next(splitmix64(fnv1a64(f"daily/{variant_id}/{day.isoformat()}/{k}"))) >> 32


def table_day(variant_id: str, day: date) -> date:
    """The day of the table whose deal `day` takes: itself while the table lasts."""
    length = len(CHOICES[variant_id])
    return FIRST_DAY + timedelta(days=(day - FIRST_DAY).days % length)


def last_day(variant_id: str) -> date:
    """The table's last day for a variant; the days after it go round the table again."""
    return FIRST_DAY + timedelta(days=len(CHOICES[variant_id]) - 1)


def has_daily_deal(variant_id: str) -> bool:
    """Whether a variant has deals of the day (a game new to the table may have none yet)."""
    return variant_id in CHOICES


def daily_deal(game: str, day: date) -> str:
    """The deal code of the deal of the day of variant `game` (`"spider-4"`) on `day`;
    ValueError for a variant we do not know, or one without deals of the day yet."""
    source = table_day(_known(game), day)
    k = DIGITS.index(CHOICES[game][(source - FIRST_DAY).days])
    return deal_code(VARIANTS[game], candidate(game, source, k))


def daily_par(game: str, day: date) -> int:
    """The number of moves of the shortest winning line known for the deal of the day of
    variant `game` on `day`; ValueError as for `daily_deal`."""
    index = (table_day(_known(game), day) - FIRST_DAY).days * PAR_DIGITS
    return int(PARS[game][index : index + PAR_DIGITS], PAR_BASE)


def _known(game: str) -> str:
    if game not in CHOICES:
        if game in VARIANTS:
            raise Refusal(Why(Reason.NO_DAILY_YET, title=Named(VARIANTS[game].title)))
        raise Refusal(Why(Reason.NO_DAILY, text=Said(game), games=", ".join(CHOICES)))
    return game
