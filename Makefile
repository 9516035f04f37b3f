# One-command set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test check docs corpus bench bench-web fuzz serve clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The sources' bytecode is compiled once at set-up: an editable install leaves it to the first import,
# and where PYTHONDONTWRITEBYTECODE is set every command would compile them again (0.6 s a command).
$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[web,store]'
	$(BIN)/python -m compileall -q src > /dev/null
	touch $@

$(VENV)/.dev-installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[web,dev,store]'
	$(BIN)/python -m compileall -q src > /dev/null
	touch $@ $(VENV)/.installed

run: $(VENV)/.installed
	$(BIN)/tiebreak standings --example arena
	@echo
	@echo "Web page: $(BIN)/tiebreak serve   (then open http://127.0.0.1:8000/)"

check: $(VENV)/.dev-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/mypy --strict src
	$(BIN)/lint-imports
	$(BIN)/mkdocs build --strict --quiet --site-dir $$(mktemp -d)

docs: $(VENV)/.dev-installed
	$(BIN)/mkdocs build --strict

test: check
	$(BIN)/pytest -q

corpus: $(VENV)/.installed
	$(BIN)/python tests/tools/compare.py --dir tests/data/corpus --filter '^(sw|rr|drr)-' \
	  --cmd '$(BIN)/tiebreak standings {trf} --tiebreaks {tbs} --rules {rules} --format tsv'

bench: $(VENV)/.installed
	$(BIN)/python benchmarks/run.py

bench-web: $(VENV)/.dev-installed
	$(BIN)/python benchmarks/web_render.py

fuzz: $(VENV)/.dev-installed
	$(BIN)/python tests/tools/fuzz.py --inputs 1000000

serve: $(VENV)/.installed
	$(BIN)/tiebreak serve

clean:
	rm -rf $(VENV) build site *.egg-info src/*.egg-info
