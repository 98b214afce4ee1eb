#!/usr/bin/env python3
"""Startup benchmark: the app against a bare PyScript page, same machine, same run.

Usage: .venv/bin/python bench/bench.py [--runs 15] [--sw-cost] [--moves 100] [--json FILE]
(`make bench` builds first and runs this.)

Both pages use the same vendored Pyodide and PyScript, the same server
(scripts/serve.py, with netlify.toml's headers) and the same service worker
(scripts/sw.mjs on the page's own files). The bare page only prints from Python
and sets <html data-ready>. Runs alternate app/bare; each run is, in headless
Chromium with a new, empty persistent profile:

  cold     first visit (empty profile, empty caches)
  warm     reload once the service worker has precached the site
  offline  reload with the browser offline

and records, measured in the page (ms since navigation start): data-ready,
first contentful paint, the first board card on screen (app only), and the
bytes the page itself transferred (Resource Timing transferSize; the service
worker's background precache after data-ready is reported separately from the
server's log). After the runs, one app page plays --moves moves (tap a live gap,
then undo) and times click -> board rendered, in the page; then the same on a
phone in portrait (390x844, touch, the board turned: css/style.css).

Each load also records a timeline (ms since navigation start) of the steps both
pages share: the document parsed (DOM interactive), PyScript asking for its
config (the start of the pyscript.toml fetch: PyScript's module has run),
Pyodide starting to load the interpreter, the wasm fetched, the interpreter up
(the app's: with its bundle unpacked, js/bundle.mjs), PyScript's set-up done,
Python's first line (`python-start`) and
data-ready; the steps come from Navigation and Resource Timing and PyScript's
`py:progress` events. The report gives, per phase, the median of each step's
duration for app and bare and the median of the per-run difference, and the
per-run ratio app/bare of data-ready (run i of the app against run i of the
bare page, loaded back to back), its median and spread.

The app restores Python from its memory snapshot (js/interpreter.mjs) when the
service worker's cache holds it, so from the warm phase on: each load records
how Python started (<html data-python-boot>), the report counts them per phase
and gives the snapshot's read time and its share of the precache's bytes.

--sw-cost runs something else: the bare page reloaded with its service worker
and without one (the HTTP cache), alternating, to see whether the worker's
path costs the interpreter's start (docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "py"))  # apphelp reads the engine
sys.path.insert(0, str(ROOT))  # and tests/boards.py

from browser_guard import CHROMIUM_ARGS, PLAYERS_CHROMIUM  # noqa: E402 - the whole browser, as players run it
from offline_helpers import (  # noqa: E402
    SiteServer,
    poll,
    wait_offline_ready,
)

# Installed before any page script: marks when data-ready and the first board card appear.
MARKS = """
(() => {
  const mark = () => {
    const root = document.documentElement;
    if (root && window.__readyAt === undefined && root.hasAttribute("data-ready")) window.__readyAt = performance.now();
    if (window.__boardAt === undefined && document.querySelector("#board [data-card]")) {
      window.__boardAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true });
  // PyScript's progress reports ("Loading interpreter", "Loaded files", ...), timed.
  window.__progress = [];
  addEventListener("py:progress", (event) => {
    if (typeof event.detail === "string") window.__progress.push([event.detail, performance.now()]);
  });
})();
"""

PAGE_FACTS = """() => {
  const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const nav = performance.getEntriesByType("navigation")[0];
  const resources = performance.getEntriesByType("resource");
  return {
    ready: window.__readyAt ?? null,
    python: paint("python-start"),
    imports: paint("app-imported") !== null && paint("python-start") !== null
      ? paint("app-imported") - paint("python-start") : null,
    work: window.__readyAt !== undefined && paint("python-start") !== null
      ? window.__readyAt - paint("python-start") : null,
    fcp: paint("first-contentful-paint"),
    board: window.__boardAt ?? null,
    boot: document.documentElement.getAttribute("data-python-boot"),
    boot_reason: document.documentElement.getAttribute("data-python-boot-reason"),
    snapshot_read: paint("snapshot-read") !== null && paint("snapshot-read-start") !== null
      ? paint("snapshot-read") - paint("snapshot-read-start") : null,
    bytes: (nav?.transferSize ?? 0) + resources.reduce((sum, r) => sum + (r.transferSize || 0), 0),
    requests: resources.length + 1,
    timeline: (() => {
      const progress = (text) => (window.__progress || []).find(([detail]) => detail === text)?.[1] ?? null;
      const file = (suffix, key) => {
        const entry = resources.find((r) => new URL(r.name).pathname.endsWith(suffix));
        return entry ? entry[key] : null;
      };
      return {
        parsed: nav ? nav.domInteractive : null,
        config: file("/pyscript.toml", "startTime"),
        interpreter: progress("Loading interpreter"),
        wasm_start: file("/pyodide.asm.wasm", "startTime"),
        wasm_end: file("/pyodide.asm.wasm", "responseEnd"),
        interpreter_up: progress("Loaded interpreter"),
        pyodide_ready: progress("Loaded Pyodide"),
        python: paint("python-start"),
        ready: window.__readyAt ?? null,
      };
    })(),
    resources: resources.map((r) => ({
      path: new URL(r.name).pathname,
      start: Math.round(r.startTime),
      response_start: Math.round(r.responseStart),
      end: Math.round(r.responseEnd),
    })),
  };
}"""

MOVE_LOOP = """async (moves) => {
  const count = () => Number((document.querySelector("#stat-moves")?.textContent || "0").replace(/\\D/g, "")) || 0;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const sync = [], framed = [];
  let misses = 0;
  while (sync.length < moves && misses < 500) {
    const gaps = [...document.querySelectorAll('#board [data-gap="live"]')];
    let moved = false;
    for (const gap of gaps) {
      const before = count();
      const t0 = performance.now();
      gap.click();
      const t1 = performance.now();
      if (count() > before) {
        await frame();
        sync.push(t1 - t0);
        framed.push(performance.now() - t0);
        moved = true;
        document.querySelector("#undo").click();
        await frame();
        break;
      }
      misses += 1;
    }
    if (!moved && !gaps.length) break;
  }
  return { sync, framed, misses };
}"""

BARE_HTML = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>bare PyScript</title>
  <link rel="stylesheet" href="./vendor/pyscript-{pyscript}/core.css">
  <script type="module" src="./vendor/pyscript-{pyscript}/core.js"></script>
  <script type="module" src="./js/sw-register.js"></script>
</head>
<body>
  <p>bare PyScript page</p>
  <mpy-config type="json">{{"plugins": [{plugins}]}}</mpy-config>
  <script type="py" src="./py/main.py" config="./pyscript.toml"></script>
</body>
</html>
"""

# The same PyScript set-up as the app's (its unused plugins off, as in pyscript.toml
# and index.html): the service worker build leaves those plugins' chunks out.
BARE_PLUGINS = '"!py-editor", "!py-terminal", "!py-game", "!donkey", "!deprecations-manager"'
BARE_TOML = 'name = "bare"\ninterpreter = "./vendor/pyodide-{pyodide}/pyodide.mjs"\nplugins = [{plugins}]\n'

BARE_MAIN = """from js import performance

performance.mark("python-start")

from pyscript import document

print("hello from Python")
document.documentElement.setAttribute("data-ready", "")
"""


def vendor_versions(dist: Path) -> dict[str, str]:
    found = {}
    for folder in (dist / "vendor").iterdir():
        name, _, version = folder.name.partition("-")
        found[name] = version
    return found


def make_bare_site(dist: Path, dest: Path) -> Path:
    versions = vendor_versions(dist)
    dest.mkdir(parents=True)
    shutil.copytree(dist / "vendor", dest / "vendor")
    # A bare page ships Pyodide's whole standard library (the app ships the part it imports, in two files:
    # scripts/build.py).
    for folder in (dest / "vendor").glob("pyodide-*"):
        for trimmed in folder.glob("python_stdlib*.zip*"):  # .zip and .zip.gz
            trimmed.unlink()
        shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", folder / "python_stdlib.zip")
    # Files the service worker build insists on (the page itself does not load them).
    for name in ("manifest.webmanifest", "favicon.svg"):
        shutil.copy2(dist / name, dest / name)
    for name in ("icons", "css"):
        shutil.copytree(dist / name, dest / name)
    (dest / "js").mkdir()
    shutil.copy2(dist / "js" / "sw-register.js", dest / "js" / "sw-register.js")
    (dest / "py").mkdir()
    (dest / "py" / "main.py").write_text(BARE_MAIN, encoding="utf-8")
    (dest / "index.html").write_text(BARE_HTML.format(**versions, plugins=BARE_PLUGINS), encoding="utf-8")
    (dest / "pyscript.toml").write_text(BARE_TOML.format(**versions, plugins=BARE_PLUGINS), encoding="utf-8")
    subprocess.run(["node", str(ROOT / "scripts" / "sw.mjs"), str(dest), "--bare"], check=True, capture_output=True)
    return dest


def server_bytes(site: Path, paths: list[str]) -> int:
    """Uncompressed size of the files behind the requested paths (what the SW fetched)."""
    total = 0
    for path in paths:
        file = site / path.lstrip("/").split("?")[0]
        if file.is_file():
            total += file.stat().st_size
    return total


def wait_ready(page, timeout_s: float = 120) -> None:
    poll(page, "() => window.__readyAt !== undefined", timeout_s, "data-ready")


def one_run(browser_type, name: str, server: SiteServer, site: Path, workdir: Path) -> dict:
    profile_dir = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=workdir))
    context = browser_type.launch_persistent_context(
        str(profile_dir), executable_path=PLAYERS_CHROMIUM, headless=True, args=CHROMIUM_ARGS
    )
    try:
        context.add_init_script(MARKS)
        page = context.pages[0] if context.pages else context.new_page()
        result = {}
        page.goto(f"{server.url}/")
        wait_ready(page)
        result["cold"] = page.evaluate(PAGE_FACTS)
        since = len(server.requests)
        wait_offline_ready(page, 180)
        precached = server.paths_requested(since)
        result["precache_bytes"] = server_bytes(site, precached)
        result["snapshot_bytes"] = server_bytes(site, [p for p in precached if p.startswith("/snapshot/")])
        page.reload()
        wait_ready(page)
        result["warm"] = page.evaluate(PAGE_FACTS)
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        result["offline"] = page.evaluate(PAGE_FACTS)
        context.set_offline(False)
        return result
    finally:
        context.close()
        shutil.rmtree(profile_dir, ignore_errors=True)


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}

# --phone: a first visit to a shared link on a phone, with DevTools' throttling (issue 28).
PROFILES = {
    "4g": {"down_mbit": 9, "up_mbit": 1.5, "rtt_ms": 60, "cpu": 4},  # a mid-range phone on a decent 4G link
    "slow-4g": {"down_mbit": 1.6, "up_mbit": 0.75, "rtt_ms": 150, "cpu": 4},  # Lighthouse's "slow 4G"
}
SHARED_LINK = "/?variant=gaps&seed=700"
# Installed before any page script: every animation frame's time, so the longest stretch without one shows.
FRAMES = """
(() => {
  window.__frames = [];
  const tick = (t) => { window.__frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();
"""
# A player tapping the painted board while the page starts: each click before data-ready, when it was made
# (the event's timeStamp), when the page's thread ran its handlers and the next frame after that (js/loading.js
# answers "Starting… one moment." in its handler: the frame is when that shows).
TAPS = """
(() => {
  window.__taps = [];
  addEventListener("click", (event) => {
    if (document.documentElement.hasAttribute("data-ready")) return;
    const handled = performance.now();
    requestAnimationFrame(() => window.__taps.push([event.timeStamp, handled, performance.now()]));
  }, true);
})();
"""
TAP_EVERY_S = 0.5
# The first card's centre on the painted board, and whether the game is live.
BOARD_STATE = """() => {
  const card = document.querySelector("#board [data-card]")?.getBoundingClientRect();
  const centre = card ? [card.x + card.width / 2, card.y + card.height / 2] : null;
  return [document.documentElement.hasAttribute("data-ready"), centre];
}"""


def tap_until_ready(page, timeout_s: float = 300) -> None:
    """Tap the first card of the painted board every TAP_EVERY_S until the page is live."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        ready, at = page.evaluate(BOARD_STATE)
        if ready:
            return
        if at:
            page.touchscreen.tap(*at)
        time.sleep(TAP_EVERY_S)


PHONE_FACTS = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const ready = window.__readyAt ?? null;
  const bytes = (nav?.transferSize ?? 0) + performance.getEntriesByType("resource")
    .filter((r) => ready === null || r.responseEnd <= ready).reduce((sum, r) => sum + (r.transferSize || 0), 0);
  const gap = (from) => {
    const frames = [from, ...window.__frames.filter((t) => t > from && (ready === null || t <= ready)), ready ?? from];
    let most = 0;
    for (let i = 1; i < frames.length; i++) most = Math.max(most, frames[i] - frames[i - 1]);
    return most;
  };
  const deal = window.__boardAt ?? null;
  const taps = window.__taps.map(([at, handled, shown]) => [handled - at, shown - at]);
  return { deal, ready, bytes, gap: gap(0), gap_after_deal: deal === null ? null : gap(deal), taps };
}"""


def phone_visit(browser, server: SiteServer, profile: dict) -> dict:
    """One first visit to SHARED_LINK in a new context, throttled as ``profile`` says (CDP)."""
    context = browser.new_context(**PHONE)
    try:
        context.add_init_script(MARKS)
        context.add_init_script(FRAMES)
        context.add_init_script(TAPS)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send(
            "Network.emulateNetworkConditions",
            {
                "offline": False,
                "latency": profile["rtt_ms"],
                "downloadThroughput": profile["down_mbit"] * 1e6 / 8,
                "uploadThroughput": profile["up_mbit"] * 1e6 / 8,
            },
        )
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})
        page.goto(f"{server.url}{SHARED_LINK}", wait_until="commit")
        tap_until_ready(page)
        wait_ready(page, 300)
        return page.evaluate(PHONE_FACTS)
    finally:
        context.close()


def phone_bench(browser, servers: dict[str, SiteServer], runs: int, profiles: list[str]) -> dict:
    """Alternating app and bare page, ``runs`` first visits each per profile: deal shown, playable, bytes, frames."""
    report: dict = {}
    for name in profiles:
        visits: dict[str, list[dict]] = {"app": [], "bare": []}
        for i in range(runs):
            for page in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                visit = phone_visit(browser, servers[page], PROFILES[name])
                visits[page].append(visit)
                deal = f"deal {visit['deal']:.0f} ms, " if visit["deal"] is not None else ""
                print(
                    f"{name} run {i + 1} {page:4}: {deal}ready {visit['ready']:.0f} ms, "
                    f"{visit['bytes'] / 1024:.0f} KB, "
                    f"longest frame gap {visit['gap']:.0f} ms, {len(visit['taps'])} taps answered in at most "
                    f"{max([shown for _, shown in visit['taps']], default=0):.0f} ms"
                    + (
                        f" ({visit['gap_after_deal']:.0f} after the deal)"
                        if visit["gap_after_deal"] is not None
                        else ""
                    ),
                    flush=True,
                )
        rows = {
            page: {key: summary([v[key] for v in found]) for key in ("deal", "ready", "bytes", "gap", "gap_after_deal")}
            | {"tap_shown": summary([shown for v in found for _, shown in v["taps"]])}
            for page, found in visits.items()
        }
        report[name] = {
            "profile": PROFILES[name],
            "pages": rows,
            "ratio_ready": rows["app"]["ready"]["median"] / rows["bare"]["ready"]["median"],
            "ratio_bytes": rows["app"]["bytes"]["median"] / rows["bare"]["bytes"]["median"],
            "raw": visits,
        }
    return report


def print_phone(report: dict, runs: int) -> None:
    def fmt(s: dict, scale: float = 1) -> str:
        return f"{s['median'] / scale:.0f} ({s['min'] / scale:.0f}-{s['max'] / scale:.0f})" if s.get("n") else "-"

    def taps(s: dict) -> str:
        return f"{s['median']:.0f} ({s['p95']:.0f}, {s['max']:.0f}), {s['n']} taps" if s.get("n") else "-"

    print(f"\nfirst visit to {SHARED_LINK}, {runs} runs each, median (min-max)")
    print(
        "| profile | page | deal shown ms | playable (data-ready) ms | KB before data-ready | longest frame gap ms "
        "| longest frame gap after the deal ms | tap to its answer shown ms, median (p95, max) |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, found in report.items():
        for page, row in found["pages"].items():
            print(
                f"| {name} | {page} | {fmt(row['deal'])} | {fmt(row['ready'])} | {fmt(row['bytes'], 1024)} "
                f"| {fmt(row['gap'])} | {fmt(row['gap_after_deal'])} | {taps(row['tap_shown'])} |"
            )
        print(f"| {name} | app/bare | | {found['ratio_ready']:.2f}x | {found['ratio_bytes']:.2f}x | | | |")


def move_latency(
    browser_type, server: SiteServer, workdir: Path, moves: int, device: dict | None = None, sound: bool = False
) -> dict:
    """--moves moves on one page; with ``sound``, with the Sounds setting on (each move makes its tone)."""
    profile_dir = Path(tempfile.mkdtemp(prefix="moves-", dir=workdir))
    context = browser_type.launch_persistent_context(
        str(profile_dir), executable_path=PLAYERS_CHROMIUM, headless=True, args=CHROMIUM_ARGS, **(device or {})
    )
    try:
        context.add_init_script(MARKS)
        if sound:
            context.add_init_script("""localStorage.setItem("solitaire.v1.prefs", '{"sound": "on"}')""")
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(f"{server.url}/?variant=addiction&seed=1")
        wait_ready(page)
        page.wait_for_timeout(500)
        return page.evaluate(MOVE_LOOP, moves)
    finally:
        context.close()
        shutil.rmtree(profile_dir, ignore_errors=True)


COMPILE_TIMES = """async () => {
  const url = performance.getEntriesByType("resource").find((r) => r.name.endsWith("/pyodide.asm.wasm")).name;
  let t0 = performance.now();
  await WebAssembly.compileStreaming(fetch(url));
  const streaming = performance.now() - t0;
  t0 = performance.now();
  await WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  return { streaming, buffer: performance.now() - t0 };
}"""


def sw_cost(browser_type, server: SiteServer, workdir: Path, runs: int) -> dict:
    """The bare page reloaded with its service worker (Cache Storage) against without one (the
    HTTP cache, the same immutable headers): does the worker's path cost the interpreter's start?
    After each reload, the wasm is compiled once more in the page, streaming (the path that can
    reuse compiled code the browser cached for that response) and from an ArrayBuffer (which
    never can), through the same path."""
    rows: dict[str, list[dict]] = {"sw": [], "http-cache": []}
    for i in range(runs):
        for mode in ("sw", "http-cache") if i % 2 == 0 else ("http-cache", "sw"):
            profile_dir = Path(tempfile.mkdtemp(prefix=f"swcost-{mode}-", dir=workdir))
            context = browser_type.launch_persistent_context(
                str(profile_dir),
                executable_path=PLAYERS_CHROMIUM,
                headless=True,
                args=CHROMIUM_ARGS,
                service_workers="allow" if mode == "sw" else "block",
            )
            try:
                context.add_init_script(MARKS)
                page = context.pages[0] if context.pages else context.new_page()
                page.goto(f"{server.url}/")
                wait_ready(page)
                if mode == "sw":
                    wait_offline_ready(page, 180)
                else:
                    page.wait_for_load_state("networkidle")
                reloads = []
                for _ in range(2):
                    page.reload()
                    wait_ready(page)
                    facts = page.evaluate(PAGE_FACTS)
                    page.wait_for_timeout(1000)
                    reloads.append({**facts, "compile": page.evaluate(COMPILE_TIMES)})
                rows[mode].append({"first": reloads[0], "second": reloads[1]})
                print(
                    f"sw-cost run {i + 1} {mode:10}: "
                    + ", ".join(
                        f"reload {n}: ready {r['ready']:.0f} ms, interpreter step "
                        f"{segment(r['timeline'], 'interpreter', 'interpreter_up'):.0f} ms, compile streaming "
                        f"{r['compile']['streaming']:.0f} / buffer {r['compile']['buffer']:.0f} ms"
                        for n, r in ((1, reloads[0]), (2, reloads[1]))
                    ),
                    flush=True,
                )
            finally:
                context.close()
                shutil.rmtree(profile_dir, ignore_errors=True)
    report = {}
    for mode, mode_rows in rows.items():
        for which in ("first", "second"):
            got = [r[which] for r in mode_rows]
            report[f"{mode} reload {which}"] = {
                "ready": summary([g["ready"] for g in got]),
                "interpreter": summary([segment(g["timeline"], "interpreter", "interpreter_up") for g in got]),
                "compile_streaming": summary([g["compile"]["streaming"] for g in got]),
                "compile_buffer": summary([g["compile"]["buffer"] for g in got]),
            }
    return report


METRICS = ("ready", "python", "work", "imports", "fcp", "board", "bytes", "requests", "snapshot_read")


def summary(values: list[float]) -> dict:
    values = sorted(v for v in values if v is not None)
    if not values:
        return {"n": 0}
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return {
        "n": len(values),
        "median": statistics.median(values),
        "min": values[0],
        "max": values[-1],
        "p95": p95,
    }


# The timeline's steps, in order, and the segments between them: (name, from step, to step).
SEGMENTS = (
    ("navigation -> document parsed", None, "parsed"),
    ("parsed -> PyScript fetches its config", "parsed", "config"),
    ("config -> Pyodide loads the interpreter", "config", "interpreter"),
    ("interpreter: -> wasm fetched", "interpreter", "wasm_end"),
    ("interpreter: wasm fetched -> up (compile, stdlib, init)", "wasm_end", "interpreter_up"),
    ("interpreter up -> PyScript set up", "interpreter_up", "pyodide_ready"),
    ("Pyodide ready -> python-start", "pyodide_ready", "python"),
    ("python-start -> data-ready", "python", "ready"),
)


def segment(timeline: dict, start: str | None, end: str) -> float | None:
    if timeline.get(end) is None or (start is not None and timeline.get(start) is None):
        return None
    return timeline[end] - (timeline[start] if start is not None else 0)


def timeline_report(runs: dict[str, list[dict]], phase: str) -> dict:
    """Per segment: median duration for app and bare, and the median of the per-run difference app - bare."""
    rows = {}
    for name, start, end in SEGMENTS:
        app = [segment(r[phase]["timeline"], start, end) for r in runs["app"]]
        bare = [segment(r[phase]["timeline"], start, end) for r in runs["bare"]]
        diffs = [a - b for a, b in zip(app, bare, strict=True) if a is not None and b is not None]
        rows[name] = {"app": summary(app), "bare": summary(bare), "difference": summary(diffs)}
    return rows


def paired_ratios(runs: dict[str, list[dict]], phase: str) -> dict:
    """data-ready of the app's run i over the bare page's run i (loaded back to back, same load).

    "without_interpreter_noise" swaps each page's interpreter step (the same wasm, stdlib and
    start-up in both pages, where the run-to-run spread lives) for the pair's mean of it:
    what the ratio would be if that shared step had taken the same time in both loads.
    """
    raw, evened = [], []
    for app, bare in zip(runs["app"], runs["bare"], strict=True):
        a, b = app[phase]["timeline"], bare[phase]["timeline"]
        if a["ready"] is None or b["ready"] is None:
            continue
        raw.append(a["ready"] / b["ready"])
        ai, bi = segment(a, "interpreter", "interpreter_up"), segment(b, "interpreter", "interpreter_up")
        if ai is not None and bi is not None:
            mean = (ai + bi) / 2
            evened.append((a["ready"] - ai + mean) / (b["ready"] - bi + mean))
    return {"raw": summary(raw), "without_interpreter_noise": summary(evened)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)  # issue 18: targets over at least 15 runs
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results.json")
    parser.add_argument(
        "--phone",
        nargs="*",
        choices=sorted(PROFILES),
        help="instead: first visits to a shared link on a throttled phone (default: both profiles), app and bare",
    )
    parser.add_argument(
        "--moves-only",
        action="store_true",
        help="instead: only the desktop moves, with sounds off and on, alternating (--runs pairs)",
    )
    parser.add_argument(
        "--sw-cost",
        action="store_true",
        help="instead: the bare page reloaded with and without its service worker (does its path cost?)",
    )
    args = parser.parse_args(argv)

    dist = ROOT / "dist"
    if not (dist / "sw.js").is_file():
        print("dist/ is not built: run `make build` first", file=sys.stderr)
        return 1

    from playwright.sync_api import sync_playwright

    workdir = Path(tempfile.mkdtemp(prefix="bench-"))
    servers: dict[str, SiteServer] = {}
    runs: dict[str, list[dict]] = {"app": [], "bare": []}
    started = time.time()
    if args.phone is not None:
        profiles = args.phone or sorted(PROFILES)
        try:
            sites = {"app": dist, "bare": make_bare_site(dist, workdir / "bare-site")}
            servers = {name: SiteServer(site) for name, site in sites.items()}
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=PLAYERS_CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                try:
                    report = phone_bench(browser, servers, args.runs, profiles)
                finally:
                    browser.close()
        finally:
            for server in servers.values():
                server.stop()
            shutil.rmtree(workdir, ignore_errors=True)
        args.json.write_text(json.dumps({"phone": report}, indent=2) + "\n", encoding="utf-8")
        print_phone(report, args.runs)
        return 0
    if args.moves_only:
        server = SiteServer(dist)
        found: dict[str, list[float]] = {"off": [], "on": []}
        try:
            with sync_playwright() as pw:
                for i in range(args.runs):
                    for sound in ("off", "on") if i % 2 == 0 else ("on", "off"):
                        run = move_latency(pw.chromium, server, workdir, args.moves, sound=sound == "on")
                        found[sound].extend(run["sync"])
        finally:
            server.stop()
            shutil.rmtree(workdir, ignore_errors=True)
        rows = {sound: summary(values) for sound, values in found.items()}
        args.json.write_text(json.dumps({"moves_sound": rows}, indent=2) + "\n", encoding="utf-8")
        print(f"\n{args.runs} pages each, {args.moves} moves a page, click -> rendered, ms")
        print("| sounds | median | p95 |")
        print("| --- | --- | --- |")
        for sound, row in rows.items():
            print(f"| {sound} | {row['median']:.1f} | {row['p95']:.1f} |")
        on, off = rows["on"], rows["off"]
        print(f"| on / off | {on['median'] / off['median']:.2f}x | {on['p95'] / off['p95']:.2f}x |")
        return 0
    if args.sw_cost:
        try:
            bare = make_bare_site(dist, workdir / "bare-site")
            server = SiteServer(bare)
            try:
                with sync_playwright() as pw:
                    report = sw_cost(pw.chromium, server, workdir, args.runs)
            finally:
                server.stop()
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        args.json.write_text(json.dumps({"sw_cost": report}, indent=2) + "\n", encoding="utf-8")
        print(f"\n{args.runs} runs each, median (min-max), ms")
        print("| bare page | data-ready | interpreter step | compile streaming | compile from buffer |")
        print("| --- | --- | --- | --- | --- |")
        for name, row in report.items():
            cells = " | ".join(
                f"{row[k]['median']:.0f} ({row[k]['min']:.0f}-{row[k]['max']:.0f})"
                for k in ("ready", "interpreter", "compile_streaming", "compile_buffer")
            )
            print(f"| {name} | {cells} |")
        return 0

    try:
        sites = {"app": dist, "bare": make_bare_site(dist, workdir / "bare-site")}
        servers = {name: SiteServer(site) for name, site in sites.items()}
        with sync_playwright() as pw:
            for i in range(args.runs):
                for name in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                    run = one_run(pw.chromium, name, servers[name], sites[name], workdir)
                    runs[name].append(run)
                    print(
                        f"run {i + 1} {name:4}: "
                        + ", ".join(
                            f"{k} {run[k]['ready']:.0f} ms (Pyodide at {run[k]['timeline']['interpreter'] or 0:.0f}"
                            f"{', snapshot' if run[k]['boot'] == 'snapshot' else ''})"
                            for k in ("cold", "warm", "offline")
                        ),
                        flush=True,
                    )
            moves = move_latency(pw.chromium, servers["app"], workdir, args.moves)
            sound_moves = move_latency(pw.chromium, servers["app"], workdir, args.moves, sound=True)
            phone_moves = move_latency(pw.chromium, servers["app"], workdir, args.moves, PHONE)
    finally:
        for server in servers.values():
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)

    report: dict = {"runs": args.runs, "seconds": round(time.time() - started), "pages": {}}
    for name, page_runs in runs.items():
        page = report["pages"][name] = {}
        for phase in ("cold", "warm", "offline"):
            page[phase] = {metric: summary([r[phase][metric] for r in page_runs]) for metric in METRICS}
            page[phase]["boot"] = {}
            for r in page_runs:
                key = r[phase]["boot"] or "-"
                page[phase]["boot"][key] = page[phase]["boot"].get(key, 0) + 1
        page["precache_bytes"] = summary([r["precache_bytes"] for r in page_runs])
        page["snapshot_bytes"] = summary([r["snapshot_bytes"] for r in page_runs])
    report["ratio_ready"] = {
        phase: report["pages"]["app"][phase]["ready"]["median"] / report["pages"]["bare"][phase]["ready"]["median"]
        for phase in ("cold", "warm", "offline")
    }
    report["timeline"] = {phase: timeline_report(runs, phase) for phase in ("cold", "warm", "offline")}
    report["ratio_paired"] = {phase: paired_ratios(runs, phase) for phase in ("cold", "warm", "offline")}
    report["raw_runs"] = runs
    report["moves"], report["sound_moves"], report["phone_moves"] = (
        {
            "sync_ms": summary(found["sync"]),
            "to_next_frame_ms": summary(found["framed"]),
            "taps_that_did_not_move": found["misses"],
        }
        for found in (moves, sound_moves, phone_moves)
    )
    args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print_table(report)
    print(f"\nwritten {args.json.relative_to(ROOT) if ROOT in args.json.parents else args.json}")
    return 0


def print_table(report: dict) -> None:
    def fmt(s: dict, scale: float = 1, unit: str = "") -> str:
        if not s.get("n"):
            return "-"
        return f"{s['median'] / scale:.0f}{unit} ({s['min'] / scale:.0f}-{s['max'] / scale:.0f})"

    print(f"\n{report['runs']} runs each, median (min-max)")
    print(
        "| page | phase | data-ready ms | Python starts ms | Python start -> data-ready ms "
        "| of which imports ms | FCP ms "
        "| first board card ms | transferred KB | requests |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, page in report["pages"].items():
        for phase in ("cold", "warm", "offline"):
            p = page[phase]
            print(
                f"| {name} | {phase} | {fmt(p['ready'])} | {fmt(p['python'])} | {fmt(p['work'])} | {fmt(p['imports'])} "
                f"| {fmt(p['fcp'])} | {fmt(p['board'])} "
                f"| {fmt(p['bytes'], 1024)} | {fmt(p['requests'])} |"
            )
    print("\napp/bare data-ready (medians): " + ", ".join(f"{k} {v:.2f}x" for k, v in report["ratio_ready"].items()))

    def ratio(s: dict) -> str:
        return f"{s['median']:.2f}x ({s['min']:.2f}-{s['max']:.2f})" if s.get("n") else "-"

    print(
        "app/bare data-ready, per run (run i against run i), median (min-max): "
        + ", ".join(f"{k} {ratio(v['raw'])}" for k, v in report["ratio_paired"].items())
    )
    print(
        "  cold, with the shared interpreter step evened out per pair: "
        + ratio(report["ratio_paired"]["cold"]["without_interpreter_noise"])
        + " (warm and offline: the app restores a memory snapshot, that step is not shared)"
    )
    print("\ntimeline, ms, median (min-max) per step; app - bare: median of the per-run differences")
    print("| phase | step | app | bare | app - bare |")
    print("| --- | --- | --- | --- | --- |")
    for phase, rows in report["timeline"].items():
        for step, row in rows.items():
            print(f"| {phase} | {step} | {fmt(row['app'])} | {fmt(row['bare'])} | {fmt(row['difference'])} |")
    for name, key in (
        ("moves", "moves"),
        ("moves with sounds on", "sound_moves"),
        ("moves on a phone (390x844, touch, board turned)", "phone_moves"),
    ):
        m = report[key]
        print(
            f"{name}: {m['sync_ms']['n']} measured; click->rendered median {m['sync_ms'].get('median', 0):.1f} ms, "
            f"p95 {m['sync_ms'].get('p95', 0):.1f} ms; click->next frame median "
            f"{m['to_next_frame_ms'].get('median', 0):.1f} ms, p95 {m['to_next_frame_ms'].get('p95', 0):.1f} ms"
        )
    for name, page in report["pages"].items():
        print(
            f"{name}: service worker precache fetched {fmt(page['precache_bytes'], 1024, ' KB')} after data-ready"
            f", of which the memory snapshot {fmt(page['snapshot_bytes'], 1024, ' KB')}"
        )
        print(
            f"{name}: how Python started, runs by phase: "
            + "; ".join(f"{phase} {page[phase]['boot']}" for phase in ("cold", "warm", "offline"))
            + "; snapshot read (from the cache, expanded, overlapping the wasm's compile): "
            + ", ".join(f"{phase} {fmt(page[phase]['snapshot_read'])} ms" for phase in ("warm", "offline"))
        )


if __name__ == "__main__":
    sys.exit(main())
