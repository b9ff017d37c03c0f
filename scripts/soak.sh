#!/usr/bin/env bash
# The soak test: one page of the built site played for a number of minutes
# (scripts/soak.mjs). Usage: soak.sh [minutes, default 2]   (the test command
# runs 1; `bash scripts/soak.sh 30` runs half an hour). Builds the site first
# if dist/ has none.
source "$(dirname "$0")/common.sh"

minutes=${1:-2}
[ -f dist/index.html ] || { say "building the site (release wasm)"; trunk build --release --quiet; }
say "soak test: ${minutes} minutes of play in one page (headless Chromium)"
CHROMIUM=$(find_chromium) node scripts/soak.mjs "$minutes" dist
