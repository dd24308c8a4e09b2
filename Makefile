# harvester — every target installs what it needs on first use (venv, packages, Chromium).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
CHROMIUM ?= /usr/bin/chromium
FILES  ?= examples/articles
URLS   ?=
ARGS   ?=

.PHONY: run extract test lint bench clean chromium

## run: the main job. Until `harvest run` lands, it extracts the bundled example articles.
run: extract

extract: $(VENV)/.installed
	$(BIN)/harvest extract $(FILES) $(ARGS)

## test: unit tests, fixture tests and the quality gate on ../shared/corpus (skipped if absent).
test: $(VENV)/.installed-test chromium
	$(BIN)/ruff check harvester tests bench
	$(BIN)/pytest $(ARGS)

lint: $(VENV)/.installed-test
	$(BIN)/ruff check harvester tests bench
	$(BIN)/ruff format --check harvester tests bench

## bench: our extractor next to the rivals, same run, same corpus.
bench: $(VENV)/.installed-bench
	$(BIN)/python bench/extraction.py $(ARGS)

$(VENV)/.created:
	$(PYTHON) -m venv $(VENV)
	# the system pip (23.2) mis-resolves lxml[html-clean]: upgrade it first
	$(BIN)/python -m pip install --quiet --upgrade pip
	touch $@

$(VENV)/.installed: pyproject.toml $(VENV)/.created
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

$(VENV)/.installed-bench: pyproject.toml $(VENV)/.installed-test
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	touch $@

## chromium: Debian's Chromium, driven by Playwright through executable_path.
chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; \
	fi

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache build *.egg-info
