#!/usr/bin/env bash
# Runs every test: the engine, the CLI and the game server (cargo test, the
# server on SQLite and on a throwaway PostgreSQL cluster), the chess puzzles
# against Stockfish, each fuzz target
# for a few seconds, the wasm build and its API in Node, the site in headless
# Chromium (Playwright), and a minute of play in one page (the soak test:
# three cycles of six games, enough to see the heap grow; soak.sh 30 plays
# half an hour).
source "$(dirname "$0")/common.sh"
source scripts/postgres.sh

bash scripts/setup.sh
# Stockfish checks the chess puzzles on one core while cargo builds, which
# leaves a core idle much of the time; its verdict is read after cargo test.
say "chess puzzles against Stockfish, meanwhile: one answer at every move"
python3 scripts/puzzles-stockfish.py > target/puzzles-stockfish.txt 2>&1 &
stockfish_check=$!
say "message catalogs and the API's documents (node)"
node --test tests/site/

# The server's tests need PostgreSQL too: a cluster of our own, stopped
# however this script ends; without it they fail rather than skip.
trap 'postgres_stop; kill "$stockfish_check" 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM
postgres_start
export RINGBOARD_REQUIRE_POSTGRES=1
say "cargo test"
cargo test --quiet
postgres_stop
unset RINGBOARD_TEST_POSTGRES RINGBOARD_REQUIRE_POSTGRES

say "chess puzzles against Stockfish: the verdict"
wait "$stockfish_check" || { cat target/puzzles-stockfish.txt; die "a chess puzzle has a second answer"; }
tail -1 target/puzzles-stockfish.txt

say "fuzz smoke test: every target for a few seconds (scripts/fuzz.sh runs them longer)"
bash scripts/fuzz.sh 3
say "building the site (release wasm)"
trunk build --release --quiet
say "wasm API tests (node)"
node --test tests/wasm/
say "browser tests (headless Chromium)"
CHROMIUM=$(find_chromium) npx playwright test
bash scripts/soak.sh 1
