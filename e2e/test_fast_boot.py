"""A first visit boots the ordinary way from the site's own small set of files; the device then
makes a memory snapshot and later visits start from it. A snapshot that fails to restore, or one
of another build, never breaks a boot. The solver's worker starts only when a feature asks."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Request, expect

from conftest import SNAPSHOTS, OpenReady, table_python
from solitaire import new_game

# Each test starts as a device that never saw the site: the snapshot it makes is part of the test.
pytestmark = pytest.mark.first_visit

KEPT = f"""async () => (await (await caches.open("{SNAPSHOTS}")).keys()).map((request) => request.url)"""
SPOIL = f"""async ([url, bytes]) => {{
  const cache = await caches.open("{SNAPSHOTS}");
  await cache.put(url, new Response(new Uint8Array(bytes)));
}}"""


def booted_from(page: Page) -> str:
    return str(table_python(page).evaluate("globalThis.solitaireBoot.from"))


def wait_for_the_snapshot(page: Page) -> list[str]:
    """Waits until this device's snapshot is kept; returns what the snapshot cache holds."""
    saved = table_python(page).evaluate("globalThis.solitaireBoot.saved")
    # The interpreter's whole memory, kept without its pages of zeros (about half of it).
    assert saved["memory"] > 30e6 and 0 < saved["kept"] < saved["memory"] * 0.7
    kept = page.evaluate(KEPT)
    assert isinstance(kept, list)
    return [str(url) for url in kept]


def test_a_first_visit_fetches_only_what_it_uses_and_then_the_device_keeps_a_snapshot(
    page: Page, open_ready: OpenReady
) -> None:
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    guard = open_ready(page, "/?game=beetle")
    assert booted_from(page) == "normal"
    # The pruned standard library, no package lock, no snapshot to download.
    assert any(url.endswith("/static/build/stdlib.zip") for url in requested)
    assert not [url for url in requested if url.endswith(("python_stdlib.zip", "pyodide-lock.json", ".bin.gz"))]
    kept = wait_for_the_snapshot(page)
    assert len(kept) == 1 and "/static/build/snapshot-" in kept[0]
    # Later visits start from it, each with fresh randomness (not the state it was made with).
    deals = []
    # A new player at each load (the page saves its game as it is left): a random deal, not a resumed one.
    page.add_init_script("localStorage.clear()")
    for _ in range(2):
        page.goto("/?game=beetle", wait_until="commit")
        guard.wait_ready()
        assert booted_from(page) == "snapshot"
        deals.append(page.locator("html").get_attribute("data-deal"))
    assert deals[0] != deals[1]
    # A game from the snapshot plays the engine's cards.
    page.goto("/?game=spider&deal=41739205-2", wait_until="commit")
    guard.wait_ready()
    assert booted_from(page) == "snapshot"
    game = new_game("spider", "41739205-2")
    top = page.locator('[data-pile="4"] [data-card]').last.get_attribute("data-card")
    assert top == str(game.position.columns[3].cards[-1])
    guard.check()


# static/app/kept-snapshot.mjs at work in the browser: memories packed and unpacked, and kept
# bytes that do not fit its form refused.
PACKING = """async () => {
  const { pack, unpack } = await import("/static/app/kept-snapshot.mjs");
  const memory = new Uint8Array(5 * 4096 + 100);  // five pages and a partial one
  memory[4096 + 7] = 1;  // the second page holds something...
  memory.fill(9, 3 * 4096, 4 * 4096 + 1);  // ...and the fourth, and one byte of the fifth
  const packed = pack(memory);
  const back = unpack(packed.buffer);
  const same = back.length === memory.length && back.every((byte, i) => byte === memory[i]);
  const refused = (bytes) => { try { unpack(bytes); return false; } catch { return true; } };
  const header = (words) => new Uint32Array(words).buffer;
  const spoiled = packed.slice();
  new DataView(spoiled.buffer).setUint32(12, 5 * 4096, true);  // a run past the end of the memory
  return {
    same, packedLength: packed.length,
    empty: unpack(pack(new Uint8Array(8192)).buffer).length,
    refusals: [refused(new Uint8Array(3).buffer), refused(header([0x12345678, 10, 0])),
               refused(header([0x6b705331, 10, 1000])), refused(spoiled.buffer),
               refused(packed.slice(0, packed.length - 1).buffer)],
  };
}"""


def test_a_kept_snapshot_leaves_its_pages_of_zeros_out_and_refuses_what_does_not_fit(page: Page) -> None:
    page.goto("/static/app/favicon.svg")  # the site's origin, no table needed
    packed = page.evaluate(PACKING)
    assert packed["same"] is True
    # The header, two runs (the second page; the fourth to the end), and their bytes.
    assert packed["packedLength"] == 12 + 2 * 8 + 4096 + (2 * 4096 + 100)
    assert packed["empty"] == 8192
    assert packed["refusals"] == [True] * 5


@pytest.mark.slow
def test_a_damaged_snapshot_is_dropped_and_the_page_boots_without_it(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=beehive&deal=7")
    [kept] = wait_for_the_snapshot(page)
    page.evaluate(SPOIL, [kept, list(b"not a snapshot" * 100)])
    page.reload(wait_until="commit")
    guard.wait_ready()  # quietly: the guard fails on any console error
    boot = table_python(page).evaluate("({ from: globalThis.solitaireBoot.from, why: globalThis.solitaireBoot.why })")
    assert boot["from"] == "normal" and "did not restore" in boot["why"]
    assert page.locator('[data-pile="reserve"] [data-card]').count() == 1
    # It is made again, and the next visit starts from the new one.
    assert wait_for_the_snapshot(page) == [kept]
    page.reload(wait_until="commit")
    guard.wait_ready()
    assert booted_from(page) == "snapshot"
    guard.check()


def test_a_snapshot_of_another_build_is_never_restored_and_is_replaced(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/")
    stale = page.evaluate("new URL('./static/build/snapshot-0123456789abcdef.bin', location.href).href")
    page.evaluate(SPOIL, [stale, list(b"an older build's snapshot" * 100)])
    page.reload(wait_until="commit")
    guard.wait_ready()
    assert table_python(page).evaluate("globalThis.solitaireBoot.why") == "no snapshot on this device yet"
    kept = wait_for_the_snapshot(page)
    assert stale not in kept and len(kept) == 1
    guard.check()


def test_the_solver_worker_starts_only_when_a_feature_asks(page: Page, open_ready: OpenReady) -> None:
    worker_files: list[str] = []

    def record(request: Request) -> None:
        # The page's own requests (the service worker precaches the file, which is no start).
        if request.url.endswith("/py/solver_worker.py") and not request.service_worker:
            worker_files.append(request.url)

    page.context.on("request", record)
    guard = open_ready(page, "/?game=beehive&deal=7")
    page.wait_for_timeout(1000)  # well past the moment the page used to start it
    assert page.locator('script[type="py"][name="solver"]').count() == 0
    assert worker_files == []
    # Show me a winning line: the worker starts, boots and answers; the table plays the line.
    page.locator("#menu summary").click()
    page.locator('[data-action="show-me"]').click()
    expect(page.locator('[data-counter="moves"]')).not_to_have_text("0", timeout=60_000)
    assert page.locator('script[type="py"][name="solver"]').count() == 1
    assert len(worker_files) == 1
    guard.check()
