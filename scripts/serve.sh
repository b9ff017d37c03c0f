#!/usr/bin/env bash
# Sets up what is missing, builds the site and serves it on this machine.
# Usage: serve.sh [port]   (default 8080)
source "$(dirname "$0")/common.sh"

port=${1:-8080}
bash scripts/setup.sh
say "serving on http://127.0.0.1:$port/ (Ctrl-C stops)"
exec trunk serve --release --address 127.0.0.1 --port "$port"
