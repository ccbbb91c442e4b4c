# Every target sets up what it needs on a fresh Debian-like machine; stamp files keep repeats fast.
#   make play [PORT=8000]   build the site and serve it on http://127.0.0.1:$(PORT)
#   make site               build the site into dist/: only the files the page needs (what Netlify publishes)
#   make test               lint, type-check, run the unit tests (as `make unit`) and the browser tests (what CI runs)
#   make unit               the unit tests alone, under CPython, in parallel: no browser; then the page's own
#                           scripts draw, under Node, the messages those tests sent the page (tests/js)
#   make quick              the unit tests but the slow ones, a small search each, in parallel, stopping at the first
#                           failure, then the page's scripts under Node as in `make unit`: the loop while working
#                           (HYPOTHESIS_PROFILE: dev, ci, deep; see tests/conftest.py)
#   make monkey             a long random run in the browser: 5,000 taps, drags, keys, reloads...
#                           (MONKEY_ACTIONS=n, MONKEY_SEED=n; `make test` runs 500 from a fixed seed)
#   make lint               ruff: the linter and the formatter's check (`make format` applies it)
#   make lock               rewrite requirements-dev.txt, with hashes, from requirements-dev.in
#   make bench-load         the page's first table paint, boot and bytes in Chromium (cold, warm, offline,
#                           and on a throttled mobile network), beside a bare Pyodide page; then the first
#                           and return visits in Firefox and WebKit, beside a bare page in each
#   make bench-lighthouse   Lighthouse on the table, mobile and desktop presets, three runs each
#   make bench-click        time a tap to its redraw, and to its write to storage, on a late Beetle board
#   make bench-engine       random playouts per variant, in moves per second
#   make bench-solve        the solver on deals 0-99 of each variant and four-suit deals 1000-1199, 10 s each
#   make bench-solve-browser  the solver in its web worker in Chromium, and the worker's boot
#   make icons              draw the PNG icons from their SVG sources (committed)

PORT ?= 8000
# Test processes run side by side (pytest-xdist): one per core unless told (make test JOBS=1).
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PYTHON ?= python3
# The built site: what Netlify publishes, `make play` serves and the browser tests load.
export SITE := dist
# The browser tests drive Chromium's headless shell: the browser's own engine (Blink and V8, the
# same release) without its window, which has less to do for each page (the browser tests took a
# seventh less time). The benchmarks, Lighthouse and the icons drive the browser itself, as a
# player's is.
export CHROMIUM ?= /usr/bin/chromium
export TEST_CHROMIUM ?= /usr/bin/chromium-headless-shell
VENV := .venv
BIN := $(VENV)/bin
# Node.js 22 (LTS) runs the build: a host with an older one gets this release from npm, in .tools/.
NODE_RELEASE := 22.23.3
TOOLS := .tools
export PATH := $(CURDIR)/$(TOOLS)/node_modules/.bin:$(PATH)

.PHONY: play site test unit quick monkey lint format lock typecheck venv runtime chromium engines bench-load bench-lighthouse bench-click bench-engine bench-solve bench-solve-browser icons clean

play: site
	$(PYTHON) scripts/serve.py --port $(PORT)

# A renderer crash of the shared Chromium is rerun once; nothing else is.
E2E_OPTIONS := --screenshot=only-on-failure --output=test-results --reruns=1 --only-rerun="Target crashed"

# Each file's tests stay in one process (--dist loadfile): a browser test file shares its device,
# and the unit tests' files their caches. The browser tests' files go in the order e2e/conftest.py
# gives them (the longest first, so the processes end together). The slowest twenty are named.
# The unit tests and the browser tests run as two sessions: Playwright's sync API keeps an event loop
# running in each process it starts in, and a unit test sharing that process could not run its own.
test: venv engines site lint typecheck
	$(BIN)/pytest tests -n $(JOBS) --durations=20
	$(NODE_TESTS)
	$(BIN)/pytest e2e -n $(JOBS) --dist loadfile --no-loadscope-reorder $(E2E_OPTIONS) --durations=20

monkey: venv chromium site
	MONKEY_ACTIONS=$${MONKEY_ACTIONS:-5000} $(BIN)/pytest e2e/test_monkey.py $(E2E_OPTIONS)

# The page's own index.html and scripts in a DOM under Node (happy-dom, from node_modules), drawing the
# messages the unit tests just sent the page (tests/page_messages.py writes them to test-results/):
# a message page.js would refuse fails here, not only in a browser.
NODE_TESTS := node --test --test-reporter=spec tests/js/*.test.mjs

# A few unit tests read the pinned runtime in node_modules (the standard library's pruning, the boot key).
unit: venv node_modules/.installed
	$(BIN)/pytest tests -n $(JOBS)
	$(NODE_TESTS)

quick: venv node_modules/.installed
	HYPOTHESIS_PROFILE=dev $(BIN)/pytest tests -m "not slow" -x -q -n $(JOBS)
	$(NODE_TESTS)

lint: venv
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: venv
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# The engine must pass mypy --strict; so must the site's own tooling.
typecheck: venv
	$(BIN)/mypy --strict py/solitaire py/table py/solver_worker.py scripts e2e bench

bench-load: venv engines site
	nice -n 5 $(BIN)/python bench/load.py
	nice -n 5 $(BIN)/python bench/load_engines.py

# Lighthouse is pinned in a package of its own, installed only here: the site never needs it.
LIGHTHOUSE_DIR := bench/lighthouse
bench-lighthouse: venv chromium site $(LIGHTHOUSE_DIR)/node_modules/.installed
	nice -n 5 $(BIN)/python bench/lighthouse.py

$(LIGHTHOUSE_DIR)/node_modules/.installed: $(TOOLS)/.node $(LIGHTHOUSE_DIR)/package.json $(LIGHTHOUSE_DIR)/package-lock.json
	npm ci --prefix $(LIGHTHOUSE_DIR) --no-audit --no-fund --loglevel=error
	@touch $@

bench-click: venv chromium site
	$(BIN)/python bench/click.py

bench-engine:
	$(PYTHON) bench/playout.py

# SOLVE_OPTIONS="--clock cpu" measures each budget in CPU time, on a machine others share.
bench-solve:
	$(PYTHON) bench/solve.py $(SOLVE_OPTIONS)
	$(PYTHON) bench/solve.py --first 1000 --count 200 --variant spider-4 $(SOLVE_OPTIONS) --results bench/solve-results-1000.csv

bench-solve-browser: venv chromium site
	$(BIN)/python bench/solve_browser.py

icons: venv chromium
	$(BIN)/python scripts/draw_icons.py

# Test tools, locked with their hashes in requirements-dev.txt (written from requirements-dev.in).
venv: $(VENV)/.installed
$(VENV)/.installed: requirements-dev.txt
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11)' 2>/dev/null || \
		{ echo "Python 3.11 or newer is needed as $(PYTHON)." >&2; exit 1; }
	@[ -x $(BIN)/python ] || $(PYTHON) -m venv $(VENV) || \
		{ echo "Cannot create a virtualenv; on Debian: apt-get install -y python3-venv" >&2; exit 1; }
	$(BIN)/pip install --quiet --disable-pip-version-check --require-hashes -r requirements-dev.txt
	@touch $@

lock: venv
	$(BIN)/uv pip compile --quiet --generate-hashes --python-version 3.11 --custom-compile-command "make lock" \
		requirements-dev.in -o requirements-dev.txt

# The site, built into $(SITE)/ by a sequence of small steps, each writing its own part of it; a
# repeat only redoes what changed. Pyodide and PyScript from the lock file (checking that the page
# names those versions); the page's own files; the compiled catalogs of the languages (Babel, from
# the lock); our Python, zipped; the deck's faces; the standard library modules we
# import; the first paint drawn into the page; the early scripts' shared lists; the boot module's build key; the service worker last, since it lists and hashes every
# file. No browser is needed: each device makes its own memory snapshot (static/app/boot.mjs).
site: node_modules/.installed venv
	node scripts/prepare_runtime.mjs $(SITE)
	$(PYTHON) scripts/copy_site.py $(SITE)
	$(BIN)/python scripts/catalogs.py compile $(SITE)
	$(PYTHON) scripts/pack_python.py $(SITE)
	$(PYTHON) scripts/draw_faces.py $(SITE)
	$(PYTHON) scripts/prune_stdlib.py $(SITE)
	$(PYTHON) scripts/first_paint.py $(SITE)/index.html
	$(PYTHON) scripts/write_contracts.py $(SITE)
	$(PYTHON) scripts/write_boot.py $(SITE)
	$(PYTHON) scripts/write_sw.py $(SITE)

runtime: site

node_modules/.installed: $(TOOLS)/.node package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

$(TOOLS)/.node:
	@command -v npm >/dev/null || { echo "npm is missing: install Node.js 22 or newer, with npm." >&2; exit 1; }
	@if ! node -e 'process.exit(+process.versions.node.split(".")[0] >= 22 ? 0 : 1)' 2>/dev/null; then \
		echo "Node.js $$(node --version) is older than 22: installing Node.js $(NODE_RELEASE) into $(TOOLS)/"; \
		npm install --prefix $(TOOLS) --no-save --no-audit --no-fund --loglevel=error node@$(NODE_RELEASE); \
	fi
	@mkdir -p $(TOOLS) && touch $@

# The other two engines a player may have, from Debian: Firefox ESR, and WebKitGTK (the engine of
# Safari) through its WebDriver and its MiniBrowser, which needs a display: Xvfb's.
export FIREFOX ?= /usr/bin/firefox-esr
export WEBKIT_DRIVER ?= /usr/bin/WebKitWebDriver
engines: chromium
	@if [ ! -x $(FIREFOX) ] || [ ! -x $(WEBKIT_DRIVER) ] || ! command -v Xvfb >/dev/null; then \
		if [ "$$(id -u)" = 0 ]; then \
			apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y firefox-esr webkit2gtk-driver xvfb; \
		else \
			echo "Firefox or WebKit is missing. Install them with: sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb" >&2; \
			exit 1; \
		fi; \
	fi

# Fonts for the scripts a language of the page is written in that a bare Debian lacks (Hangul,
# Devanagari): a player's phone has them; the browser tests measure and picture the words in them.
FONTS := fonts-nanum fonts-lohit-deva
chromium:
	@if [ ! -x $(CHROMIUM) ] || [ ! -x $(TEST_CHROMIUM) ] || [ -z "$$(fc-list :lang=ko family)" ] || [ -z "$$(fc-list :lang=hi family)" ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-headless-shell $(FONTS); \
		else \
			echo "Chromium or fonts are missing. Install them with: sudo apt-get install -y chromium chromium-headless-shell $(FONTS)" >&2; \
			exit 1; \
		fi; \
	fi

clean:
	rm -rf $(VENV) $(TOOLS) node_modules $(LIGHTHOUSE_DIR)/node_modules $(SITE) test-results \
		.pytest_cache .mypy_cache .hypothesis
