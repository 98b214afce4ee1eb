"""The page boots under PyScript/Pyodide from local files only."""

from __future__ import annotations

import gzip


def test_boot_sets_data_ready(open_app, guard):
    page = open_app()
    assert page.get_attribute("html", "data-ready") is not None
    assert guard.problems() == []  # no console error, no failed or external request


def test_boot_requests_stay_local(server, fresh_page, wait_ready):
    page = fresh_page  # a first visit: every file from the server
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    page.goto(f"{server}/")
    seconds = wait_ready(page)
    print(f"boot to data-ready: {seconds:.2f} s")
    assert urls, "no request seen"
    assert all(url.startswith(f"{server}/") for url in urls), urls
    # Pyodide and PyScript come from the versioned vendor folders.
    assert any("/vendor/pyodide-" in url and url.endswith("/pyodide.asm.wasm") for url in urls)
    assert any("/vendor/pyscript-" in url and url.endswith("/core.js") for url in urls)
    # The Python code is one archive (js/interpreter.mjs fetches it) plus the entry point,
    # and the PyScript plugins the config turns off are never fetched.
    paths = [url[len(server) :].split("?")[0] for url in urls]
    assert sorted(p for p in paths if p.startswith("/py/")) == ["/py/bundle.zip.zst", "/py/main.py"], paths
    for plugin in ("py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager"):
        assert not any(f"/{plugin}-" in p for p in paths), (plugin, paths)
    # Pyodide's lock file (its packages; the site loads none) comes written into js/interpreter.mjs.
    assert not any(p.endswith("/pyodide-lock.json") for p in paths), paths


def test_a_first_visit_sends_the_standard_librarys_later_part_once_the_board_is_live(server, fresh_page, wait_ready):
    page = fresh_page  # a first visit: nothing cached
    page.add_init_script(
        """new MutationObserver((_, watch) => {
             if (!document.documentElement.hasAttribute("data-ready")) return;
             window.readyAt = performance.now();
             watch.disconnect();
           }).observe(document, {attributes: true, subtree: true});"""
    )
    page.goto(f"{server}/?variant=gaps&seed=700")
    wait_ready(page)
    page.wait_for_function("document.documentElement.getAttribute('data-stdlib-later') !== null")
    # Fetched after data-ready, not for an import that needed it sooner ("fetched for <module>").
    assert page.get_attribute("html", "data-stdlib-later") == "after data-ready"
    ready, files = page.evaluate(
        """() => [window.readyAt, performance.getEntriesByType("resource")
            .filter((r) => r.name.includes("/python_stdlib"))
            .map((r) => [new URL(r.name).pathname.split("/").pop(), r.startTime])]"""
    )
    (first, first_at), (later, later_at) = files
    assert first.startswith("python_stdlib-") and later.startswith("python_stdlib_later-")
    assert first_at < ready <= later_at


def test_the_standard_library_starts_python_gzipped_and_also_when_a_server_sent_it_inflated(
    server, dist, fresh_page, wait_ready
):
    (gzipped,) = (dist / "vendor").glob("pyodide-*/python_stdlib-*.zip.gz")
    assert gzipped.read_bytes()[:2] == b"\x1f\x8b"  # the build's file: js/interpreter.mjs inflates it for Pyodide
    page = fresh_page  # a first visit: the request reaches page.route (no service worker yet)
    served: list[str] = []

    def inflated(route):  # as a server or proxy that decoded the gzip on the way would send it
        served.append(route.request.url)
        route.fulfill(status=200, content_type="application/zip", body=gzip.decompress(gzipped.read_bytes()))

    page.route(f"**/{gzipped.name}", inflated)
    page.goto(f"{server}/?variant=gaps&seed=700")
    wait_ready(page)
    assert served and page.get_attribute("html", "data-python-boot") == "start"
