#!/usr/bin/env bash
# Sets up what is missing, builds the site and the game server, and serves
# both on one port of this machine: the site and its live API
# (docs/api.md), the games kept in SQLite in data/ringboard.db.
# Usage: serve.sh [port]   (default 8080)
source "$(dirname "$0")/common.sh"

port=${1:-8080}
case "$port" in
    '' | *[!0-9]*) die "the port is a number: serve.sh [port]" ;;
esac
bash scripts/setup.sh serve
say "building the site (trunk build --release)"
trunk build --release --quiet
say "building the server (cargo build --release --bin ringboard)"
cargo build --release --quiet --bin ringboard
say "serving the site and the API at http://127.0.0.1:$port/ (games in data/ringboard.db; Ctrl-C stops)"
exec target/release/ringboard serve --port "$port" --dist dist --database sqlite://data/ringboard.db
