"""The memory snapshot: a returning visit starts Python from it (js/interpreter.mjs),
and whatever is wrong with it, the page starts Python the normal way with no notice.

One returning visitor per module (a persistent profile whose service worker has
precached the site and its snapshot); each case puts other bytes under the
snapshot's name in the cache, reloads, checks how Python started and that the game
plays, and puts the real snapshot back. The crafted files are served from the
site's copy (/__test__/), never precached.
"""

from __future__ import annotations

import gzip
import re

import pytest
from offline_helpers import (
    SiteServer,
    copy_site,
    csp_violations,
    moves_made,
    play_a_move,
    sw_facts,
)
from snapshot_helpers import (
    cached_head,
    drop_from_cache,
    full_snapshot,
    load,
    packed,
    put_in_cache,
    returning_visitor,
    set_snapshot_facts,
    snapshot_facts,
    snapshot_path,
    stdlib_path,
    warm_modules,
)

pytestmark = pytest.mark.timeout(600)


def crafted(site) -> dict[str, bytes]:
    """Broken stand-ins for the snapshot, by case."""
    original = (site / snapshot_path(site).lstrip("/")).read_bytes()
    full = full_snapshot(site)
    other_build = bytearray(full)
    other_build[16] ^= 0xFF  # the build id: 32 bytes from offset 16 of Pyodide's header
    json_at = 48  # Pyodide's header is 48 bytes, then its JSON (the JS objects the snapshot refers to)
    bad_json = bytearray(full)
    assert bad_json[json_at : json_at + 1] == b"{"
    bad_json[json_at] = ord("!")
    flipped = bytearray(original)
    for i in range(len(flipped) // 2, len(flipped) // 2 + 64):
        flipped[i] ^= 0x5A
    sparse = gzip.decompress(original)
    return {
        "as-kept": sparse,  # not broken: the snapshot as the service worker keeps it (inflated)
        "truncated": original[: len(original) // 2],
        "flipped": bytes(flipped),
        "not-gzip": b"\x00snp" + bytes(1000),
        "sparse-truncated": sparse[: len(sparse) // 2],  # as the service worker keeps it, cut short
        "sparse-bad-segment": sparse[:16] + b"\xff\xff\xff\x7f" + sparse[20:],
        "other-build": packed(bytes(other_build)),
        "too-large": gzip.compress(sparse + bytes(1 << 20), compresslevel=1, mtime=0),
        "bad-sparse-header": gzip.compress(b"NOTSPARS" + sparse[8:], compresslevel=1, mtime=0),
        "pyodide-refuses": packed(bytes(bad_json)),
    }


# The deal every visit plays its moves on: the tests of this module play a move after each start on one game,
# and a random deal can run out of gaps to fill within a few moves (Addiction 8 keeps a live gap that one
# card fills for 40 moves and more).
STEADY_DEAL = "?variant=addiction&seed=8"


@pytest.fixture(scope="module")
def site(dist, tmp_path_factory):
    site = copy_site(dist, tmp_path_factory.mktemp("snapshot") / "site")
    (site / "__test__").mkdir()
    for name, data in crafted(site).items():
        (site / "__test__" / f"{name}.gz").write_bytes(data)
    return site


@pytest.fixture(scope="module")
def server(site):
    server = SiteServer(site)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def visitor(browser, server, site, tmp_path_factory):
    profile, page, first = returning_visitor(browser, tmp_path_factory.mktemp("profile"), f"{server.url}/{STEADY_DEAL}")
    first["cached"] = [cached_head(page, snapshot_path(site)), cached_head(page, stdlib_path(site))]
    yield profile, page, first
    profile.close()
    profile.check()


@pytest.fixture
def restore_snapshot(visitor, site):
    """Puts the real snapshot back into the cache after a test that replaced it, as the service worker keeps it."""
    _, page, _ = visitor
    yield
    put_in_cache(page, snapshot_path(site), "/__test__/as-kept.gz")


def assert_plays_with_no_notice(page, guard) -> None:
    before = moves_made(page)
    play_a_move(page)
    assert moves_made(page) == before + 1
    assert page.get_attribute("html", "data-boot-failed") is None
    assert page.is_hidden("#loading-error")
    assert page.evaluate("document.querySelectorAll('#notices > *').length") == 0
    assert csp_violations(page) == []
    assert guard.problems() == []


def test_the_first_visit_starts_python_the_normal_way_and_precaches_the_snapshot(visitor, site):
    profile, page, first = visitor
    assert (first["source"], first["reason"]) == ("start", "not in the cache (yet)")
    # The modules Pyodide's bootstrap imports came ahead of it, in slices: the page had its turns between them.
    warm = re.fullmatch(r"(\d+) modules in (\d+) slices", first["warm"] or "")
    assert warm, first["warm"]
    assert int(warm[1]) == len(warm_modules(site)) > 100
    assert int(warm[2]) > 1
    assert snapshot_path(site) in sw_facts(page)["cached"]
    assert_plays_with_no_notice(page, profile.guard)


def test_a_returning_visit_starts_from_the_snapshot_online_and_offline(visitor, site):
    profile, page, _ = visitor
    level = snapshot_facts(site)["level"]
    assert load(page, profile.guard) == {"source": "snapshot", "reason": f"restored ({level})"}
    assert page.get_attribute("html", "data-python-warm") is None  # a restore imports nothing
    assert_plays_with_no_notice(page, profile.guard)
    # The solver came with the snapshot: the background analysis still reaches a verdict.
    page.wait_for_selector('#stat-winnable:not([data-verdict="pending"])', timeout=60_000)
    profile.set_offline(True)
    try:
        assert load(page, profile.guard) == {"source": "snapshot", "reason": f"restored ({level})"}
        assert_plays_with_no_notice(page, profile.guard)
    finally:
        profile.set_offline(False)


@pytest.mark.parametrize(
    ("case", "reason"),
    [
        ("truncated", r"corrupt: .+"),
        ("flipped", r"corrupt: .+"),
        ("not-gzip", r"corrupt: neither gzip nor a sparse snapshot"),
        ("sparse-truncated", r"shorter than the build made it"),
        ("sparse-bad-segment", r"corrupt: bad segment"),
        ("other-build", r"from another Pyodide build"),
        ("too-large", r"larger than the build made it"),
        ("bad-sparse-header", r"corrupt: bad header"),
        ("pyodide-refuses", r"restore failed: .+"),
    ],
)
def test_a_bad_snapshot_falls_back_to_a_normal_start(visitor, site, restore_snapshot, case, reason):
    profile, page, _ = visitor
    put_in_cache(page, snapshot_path(site), f"/__test__/{case}.gz")
    got = load(page, profile.guard)
    assert got["source"] == "start", got
    assert re.fullmatch(reason, got["reason"]), got
    assert_plays_with_no_notice(page, profile.guard)


def test_the_cache_keeps_the_snapshot_inflated_and_a_gzipped_one_still_restores(visitor, site, restore_snapshot):
    """The service worker keeps the snapshot (and the standard library) inflated, so that no start inflates
    them again; a cache an older worker filled holds the gzip file as served, which restores as well."""
    profile, page, first = visitor
    (magic, size, _), (_, stdlib_size, zip_magic) = first["cached"]  # as the first visit left them
    assert (magic, size) == ("PYSPARSE", snapshot_facts(site)["sparseBytes"])
    assert zip_magic == [ord("P"), ord("K")] and stdlib_size > (site / stdlib_path(site).lstrip("/")).stat().st_size
    level = snapshot_facts(site)["level"]
    put_in_cache(page, snapshot_path(site), snapshot_path(site))  # the file as the server sends it: gzip
    assert load(page, profile.guard) == {"source": "snapshot", "reason": f"restored ({level})"}
    assert_plays_with_no_notice(page, profile.guard)


def test_a_service_worker_that_cannot_inflate_caches_the_gzip_file_and_python_still_restores(browser, dist, tmp_path):
    """A browser whose workers lack DecompressionStream (sw.js told so here): the precache keeps the snapshot
    as the server sent it, gzipped, and a returning visit restores from it all the same."""
    site = copy_site(dist, tmp_path / "site")
    worker = site / "sw.js"
    worker.write_text("self.DecompressionStream = undefined;\n" + worker.read_text(encoding="utf-8"), encoding="utf-8")
    server = SiteServer(site)
    try:
        profile, page, first = returning_visitor(browser, tmp_path / "profile", f"{server.url}/{STEADY_DEAL}")
        try:
            assert first["source"] == "start", first
            _, size, magic = cached_head(page, snapshot_path(site))
            assert (magic, size) == ([0x1F, 0x8B], (site / snapshot_path(site).lstrip("/")).stat().st_size)
            level = snapshot_facts(site)["level"]
            assert load(page, profile.guard) == {"source": "snapshot", "reason": f"restored ({level})"}
            assert_plays_with_no_notice(page, profile.guard)
        finally:
            profile.close()
        profile.check()
    finally:
        server.stop()


def test_a_snapshot_missing_from_the_cache_falls_back_to_a_normal_start(visitor, site, restore_snapshot):
    profile, page, _ = visitor
    drop_from_cache(page, snapshot_path(site))
    assert load(page, profile.guard) == {"source": "start", "reason": "not in the cache (yet)"}
    assert_plays_with_no_notice(page, profile.guard)
    # Offline too (the page never asks the network for it).
    profile.set_offline(True)
    try:
        assert load(page, profile.guard)["source"] == "start"
        assert_plays_with_no_notice(page, profile.guard)
    finally:
        profile.set_offline(False)


@pytest.mark.parametrize(
    ("case", "says"),
    [("modules", "lacks ['no_such_module']"), ("check", "the check gave ")],
)
def test_a_snapshot_that_fails_its_check_after_the_restore_falls_back(visitor, site, case, says):
    """The restored interpreter must hold the modules the build listed and deal as a
    normal start does: a build whose facts disagree with its snapshot starts normally."""
    profile, page, _ = visitor
    facts = snapshot_facts(site)
    changed = {
        "modules": {**facts, "modules": [*facts["modules"], "no_such_module"]},
        "check": {**facts, "check": {**facts["check"], "expect": "not this deal"}},
    }[case]
    set_snapshot_facts(site, changed)
    try:
        put_in_cache(page, "/js/interpreter.mjs", "/js/interpreter.mjs")  # the page reads the facts from it
        got = load(page, profile.guard)
        assert got["source"] == "start", got
        assert got["reason"].startswith("restore failed: ") and says in got["reason"], got
        assert_plays_with_no_notice(page, profile.guard)
    finally:
        set_snapshot_facts(site, facts)
        put_in_cache(page, "/js/interpreter.mjs", "/js/interpreter.mjs")
    assert load(page, profile.guard)["source"] == "snapshot"


def test_a_snapshot_larger_than_the_default_heap_restores(visitor, site, restore_snapshot):
    """Pyodide 314 ignores the heap size it asks for (pyodide issue 6254): a snapshot of a
    heap grown past the default is restored into a memory js/interpreter.mjs grows first."""
    profile, page, _ = visitor
    full = full_snapshot(site)
    grown = full + bytes(16 << 20)  # the same interpreter with 16 MiB more (zero) memory
    (site / "__test__" / "grown.gz").write_bytes(packed(grown))
    sparse = gzip.decompress((site / "__test__" / "grown.gz").read_bytes())
    facts = snapshot_facts(site)
    # The page checks the file against the build's sizes: this case has its own.
    set_snapshot_facts(site, {**facts, "bytes": len(grown), "sparseBytes": len(sparse)})
    try:
        put_in_cache(page, "/js/interpreter.mjs", "/js/interpreter.mjs")
        put_in_cache(page, snapshot_path(site), "/__test__/grown.gz")
        got = load(page, profile.guard)
        assert got == {"source": "snapshot", "reason": f"restored ({facts['level']}, heap grown)"}
        assert_plays_with_no_notice(page, profile.guard)
    finally:
        set_snapshot_facts(site, facts)
        put_in_cache(page, "/js/interpreter.mjs", "/js/interpreter.mjs")
        put_in_cache(page, snapshot_path(site), snapshot_path(site))
    assert load(page, profile.guard) == {"source": "snapshot", "reason": f"restored ({facts['level']})"}
