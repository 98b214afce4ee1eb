# Addiction Solitaire: build, serve and test the static site.
#   make install   tools: .venv (requirements-dev.txt), node_modules (npm ci), chromium and chromium-headless-shell
#   make build     dist/ from the sources and the vendored Pyodide + PyScript
#   make serve     build and serve dist/ on http://127.0.0.1:8000/ (PORT=n to change) with netlify.toml's headers
#   make test      build and run pytest (engine tests + browser e2e tests), in TEST_JOBS=2 processes (0: one)
#   make test-fast the engine's and the glue's tests only (tests/engine, tests/app: no build, no browser)
#   make bench     build and time startup + moves against a bare PyScript page (docs/performance.md),
#                  then a shared link's first visit on a throttled phone, app against bare (bench.py --phone,
#                  PHONE_BENCH_ARGS), then move latency while the analysis searches, worker against in-page
#                  (bench/analysis_bench.py, ANALYSIS_BENCH_ARGS), then the solver's expansions
#                  per CPU second against its baseline (bench-solver), then the verdict benchmark (bench-verdict)
#   make bench-solver  only the solver benchmark (bench/solver_bench.py, docs/solver.md; SOLVER_BENCH_ARGS)
#   make bench-verdict how soon "Winnable from here?" says Yes or No at the start of 30 deals of each default
#                  preset, in the browser (bench/verdict_bench.py, docs/performance.md; VERDICT_BENCH_ARGS)
#   make bench-review  how often the end dialog's review finds the slip within its 30 s, 30 random-policy games of
#                  each default preset, in the browser (bench/review_bench.py, docs/performance.md; REVIEW_BENCH_ARGS)
#   make bench-suite   how long `make test` takes from a fresh clone against the suite issue 27 found (25db68f),
#                  both run one after the other (bench/suite_bench.py, docs/testing.md; SUITE_BENCH_ARGS; 30-40 min a round)
#   make icons     icons/*.png from icons/*.svg (rsvg-convert, librsvg2-bin)
#   make manifest-screenshots  build, then screenshots/*.png, the install dialog's pictures (scripts/screenshots.py
#                  --manifest, pngquant)
#   make lint      ruff
#   make layers    each package of py/ and what it imports; fails on an import against the layers (scripts/layers.py)

SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000
TEST_JOBS ?= 2
CHROMIUM := /usr/bin/chromium
HEADLESS_SHELL := /usr/lib/chromium/chromium-headless-shell
REQ_STAMP := $(VENV)/.requirements.stamp
NPM_STAMP := node_modules/.npm-ci.stamp
export DEBIAN_FRONTEND := noninteractive

.PHONY: help install chromium build serve test test-fast bench bench-solver bench-verdict bench-review bench-suite icons manifest-screenshots lint layers clean

help:
	@sed -n 's/^#   //p' Makefile

install: $(REQ_STAMP) $(NPM_STAMP) chromium

$(VPY):
	@$(PYTHON) -c 'import ensurepip' 2>/dev/null || { apt-get update && apt-get install -y python3-venv; }
	$(PYTHON) -m venv $(VENV)

$(REQ_STAMP): requirements-dev.txt | $(VPY)
	$(VPY) -m pip install --quiet -r requirements-dev.txt
	@touch $@

$(NPM_STAMP): package-lock.json package.json
	@command -v npm >/dev/null || { apt-get update && apt-get install -y nodejs npm; }
	npm ci --no-audit --no-fund
	@touch $@

chromium:
	@test -x $(CHROMIUM) -a -x $(HEADLESS_SHELL) || { apt-get update && apt-get install -y chromium chromium-headless-shell; }

build: $(NPM_STAMP)
	$(PYTHON) scripts/build.py

serve: install build
	$(PYTHON) scripts/serve.py --port $(PORT)

test: install build
	$(VPY) -m pytest -n $(TEST_JOBS) --dist loadfile $(PYTEST_ARGS)

test-fast: $(REQ_STAMP)
	$(VPY) -m pytest tests/engine tests/app -q -n $(TEST_JOBS) $(PYTEST_ARGS)

bench: install build
	$(VPY) bench/bench.py $(BENCH_ARGS)
	$(VPY) bench/bench.py --phone --runs 5 --json bench/phone-results.json $(PHONE_BENCH_ARGS)
	$(VPY) bench/analysis_bench.py $(ANALYSIS_BENCH_ARGS)
	$(VPY) bench/solver_bench.py $(SOLVER_BENCH_ARGS)
	$(VPY) bench/verdict_bench.py $(VERDICT_BENCH_ARGS)

bench-solver: $(REQ_STAMP)
	$(VPY) bench/solver_bench.py $(SOLVER_BENCH_ARGS)

bench-verdict: install build
	$(VPY) bench/verdict_bench.py $(VERDICT_BENCH_ARGS)

bench-review: install build
	$(VPY) bench/review_bench.py $(REVIEW_BENCH_ARGS)

bench-suite: $(REQ_STAMP)
	$(VPY) bench/suite_bench.py $(SUITE_BENCH_ARGS)

manifest-screenshots: install build
	@command -v pngquant >/dev/null || { apt-get update && apt-get install -y pngquant; }
	$(VPY) scripts/screenshots.py --manifest

icons:
	@command -v rsvg-convert >/dev/null || { apt-get update && apt-get install -y librsvg2-bin; }
	rsvg-convert -w 192 -h 192 icons/icon.svg -o icons/icon-192.png
	rsvg-convert -w 512 -h 512 icons/icon.svg -o icons/icon-512.png
	rsvg-convert -w 192 -h 192 icons/maskable.svg -o icons/maskable-192.png
	rsvg-convert -w 512 -h 512 icons/maskable.svg -o icons/maskable-512.png
	rsvg-convert -w 180 -h 180 icons/maskable.svg -o icons/apple-touch-icon.png

lint: $(REQ_STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf dist .pytest_cache .ruff_cache node_modules/.cache/solitaire-build

layers:
	$(PYTHON) scripts/layers.py
