# Addiction Solitaire: build, serve and test the static site.
#   make install   tools: .venv (requirements-dev.txt), node_modules (npm ci), chromium
#   make build     dist/ from the sources and the vendored Pyodide + PyScript
#   make serve     build and serve dist/ on http://127.0.0.1:8000/ (PORT=n to change)
#   make test      build and run pytest (engine tests + browser e2e tests)
#   make lint      ruff

SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000
CHROMIUM := /usr/bin/chromium
REQ_STAMP := $(VENV)/.requirements.stamp
NPM_STAMP := node_modules/.npm-ci.stamp
export DEBIAN_FRONTEND := noninteractive

.PHONY: help install chromium build serve test lint clean

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
	@test -x $(CHROMIUM) || { apt-get update && apt-get install -y chromium; }

build: $(NPM_STAMP)
	$(PYTHON) scripts/build.py

serve: install build
	$(PYTHON) scripts/serve.py --port $(PORT)

test: install build
	$(VPY) -m pytest $(PYTEST_ARGS)

lint: $(REQ_STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf dist .pytest_cache .ruff_cache
