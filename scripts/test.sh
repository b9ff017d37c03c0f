#!/usr/bin/env bash
# Runs every test: the engine and CLI (cargo test), each fuzz target for a
# few seconds, the wasm build and its API in Node, the site in headless
# Chromium (Playwright), and two minutes of play in one page (the soak test).
source "$(dirname "$0")/common.sh"

bash scripts/setup.sh
say "message catalogs (node)"
node --test tests/site/
say "cargo test"
cargo test --quiet
say "fuzz smoke test: every target for a few seconds (scripts/fuzz.sh runs them longer)"
bash scripts/fuzz.sh 3
say "building the site (release wasm)"
trunk build --release --quiet
say "wasm API tests (node)"
node --test tests/wasm/
say "browser tests (headless Chromium)"
CHROMIUM=$(find_chromium) npx playwright test
bash scripts/soak.sh 2
