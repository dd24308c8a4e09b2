# harvester — every target installs what it needs on first use (venv, packages, Chromium).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
CHROMIUM ?= /usr/bin/chromium
FILES  ?= examples/articles
URLS   ?=
OUT    ?= harvest.jsonl
ARGS   ?=

.PHONY: run extract test test-fast lint bench bench-galleries bench-generated bench-run bench-pictures bench-oracle bench-scale bench-input bench-templates bench-sections bench-processes bench-articles clean chromium

## run: the main job. `make run URLS=urls.txt` harvests your URLs into $(OUT); plain
## `make run` harvests the bundled example (our portal fixtures, replayed offline from
## HAR recordings) into out/example.jsonl.
run: $(VENV)/.installed chromium
ifeq ($(URLS),)
	$(BIN)/harvest run examples/urls.txt --replay-har examples/har --no-resume \
	  --out out/example.jsonl --db sqlite:///out/example-templates.sqlite3 $(ARGS)
else
	$(BIN)/harvest run $(URLS) --out $(OUT) $(ARGS)
endif

## extract: the static article extractor on saved HTML files.
extract: $(VENV)/.installed
	$(BIN)/harvest extract $(FILES) $(ARGS)

## test: unit tests, fixture tests and the quality gate on ../shared/corpus (skipped if absent).
## The `oracle` tier (tests of the test beds themselves, mostly walks waiting on animations)
## runs in a pytest of its own beside the rest, its report printed after the rest's; with
## ARGS, one pytest runs them as asked.
test: $(VENV)/.installed-test chromium
	$(BIN)/ruff check harvester tests bench testbeds examples
	$(BIN)/mypy
	$(BIN)/lint-imports
ifeq ($(ARGS),)
	@log=$$(mktemp) && tmp=$$(mktemp -d) && \
	{ $(BIN)/pytest -m oracle -p no:cacheprovider --basetemp="$$tmp/t" >"$$log" 2>&1 & pid=$$!; } && \
	{ $(BIN)/pytest -m "not oracle"; rest=$$?; wait $$pid; oracle=$$?; } && \
	echo "== the oracle tier, run beside the rest (pytest -m oracle): exit $$oracle" && \
	cat "$$log" && rm -rf "$$log" "$$tmp" && [ $$rest = 0 ] && [ $$oracle = 0 ]
else
	$(BIN)/pytest $(ARGS)
endif

## test-fast: ruff and the quick tier, under 2 minutes on 2 cores: no Chromium, no `harvest` subprocess,
## no PostgreSQL, no corpus, no test bed built or served (the markers: tests/conftest.py).
FAST := not browser and not e2e and not pg and not corpus and not testbed
test-fast: $(VENV)/.installed-test
	$(BIN)/ruff check harvester tests bench testbeds examples
	$(BIN)/pytest -m "$(FAST)" $(ARGS)

## lint: ruff (check and format), mypy (strict) and the layering of harvester/'s packages
## (import-linter; its contract and the others' settings: pyproject.toml).
lint: $(VENV)/.installed-test
	$(BIN)/ruff check harvester tests bench testbeds examples
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/ruff format --check harvester tests bench testbeds examples \
	  --exclude testbeds/gallery_generator

## bench: our extractor next to the rivals, same run, same corpus (in one process, then a
## process per run); article templates; then galleries, then the template store (first
## slide on a known site against discovery).
bench: $(VENV)/.installed-bench chromium
	$(BIN)/python -m bench.extraction $(ARGS)
	$(BIN)/python -m bench.processes
	$(BIN)/python -m bench.sections
	$(BIN)/python -m bench.galleries
	$(BIN)/python -m bench.templates

bench-galleries: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.galleries $(ARGS)

## bench-generated: the whole generated family of portals (testbeds/gallery_generator),
## every axis value's share of complete galleries (about 25 minutes on 2 cores).
bench-generated: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.galleries --generated $(ARGS)

## bench-run: `harvest run` for real use: 200 fixture pages and faults at concurrency 1, 2, 4
## and 8, Chromium killed mid-run; throughput, peak memory, one record per URL, deadlines.
bench-run: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.run $(ARGS)

## bench-pictures: harvest run --pictures on 300 picture addresses (30 pages, 30 % duplicate
## bytes, 30 ms latency) next to a plain httpx download under the same politeness: pictures/s,
## bytes on disk against a file per address, a rerun's requests, peak memory.
bench-pictures: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.pictures $(ARGS)

## bench-oracle: the oracle tier with the held-out rounds' walks too (every site of the real-
## library bed walked with its own controls against its truth; CI walks the development sites').
bench-oracle: $(VENV)/.installed-test chromium
	HARVEST_ORACLE_HELD_OUT=1 $(BIN)/pytest -m oracle -p no:cacheprovider $(ARGS)

## bench-scale: the shared queue (harvest submit + 1, 2, 4 harvest workers) against harvest run
## at the same total concurrency, on bench-run's URL set; needs PostgreSQL in $(HARVEST_DB).
bench-scale: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.scale $(ARGS)

## bench-input: how much later a 100,000-line URL file reaches its first URL than 1 line.
bench-input: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.input $(ARGS)

## bench-articles: harvest run on the corpus's 112 real articles, next to harvest extract.
bench-articles: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.articles $(ARGS)

bench-templates: $(VENV)/.installed-test chromium
	$(BIN)/python -m bench.templates $(ARGS)

## bench-sections: article templates (seed 002) on the corpus's pages sharing a section.
bench-sections: $(VENV)/.installed-test
	$(BIN)/python -m bench.sections $(ARGS)

## bench-processes: harvest extract as a whole process next to the rivals' (best of 3).
bench-processes: $(VENV)/.installed-bench
	$(BIN)/python -m bench.processes $(ARGS)

$(VENV)/.created:
	$(PYTHON) -m venv $(VENV)
	# the system pip (23.2) mis-resolves lxml[html-clean]: upgrade it first
	$(BIN)/python -m pip install --quiet --upgrade pip
	touch $@

$(VENV)/.installed: pyproject.toml $(VENV)/.created
	$(BIN)/python -m pip install --quiet -e .
	# an editable install leaves the package uncompiled: where Python writes no bytecode
	# (PYTHONDONTWRITEBYTECODE), every harvest process would compile it afresh (0.1 s)
	$(BIN)/python -m compileall -q harvester
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
