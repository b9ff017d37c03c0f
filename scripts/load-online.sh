#!/usr/bin/env bash
# The game server's load test (docs/load-online.md): N live games on
# loopback, a move a second each, both players and a watcher on each game's
# live socket; first on SQLite, then on PostgreSQL (a throwaway cluster of
# its own). Bounded: every run stops by itself after its measured seconds.
#   bash scripts/load-online.sh [games] [seconds]
#   games: one count or several separated by commas (default 1000);
#   seconds: measured per run (default 60).
#   LOAD_BACKENDS="sqlite postgres" (default both); LOAD_JSON=<file> keeps
#   every run's JSON line; LOAD_SERVER=<binary> measures that server rather
#   than building target/release/ringboard (e.g. one built from another commit).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
source "$ROOT/scripts/postgres.sh"

GAMES=${1:-1000}
SECONDS_MEASURED=${2:-60}
BACKENDS=${LOAD_BACKENDS:-sqlite postgres}
[[ "$GAMES" =~ ^[0-9]+(,[0-9]+)*$ ]] || die "games: a count, or counts separated by commas (got '$GAMES')"
[[ "$SECONDS_MEASURED" =~ ^[0-9]+$ ]] || die "seconds: a whole number (got '$SECONDS_MEASURED')"

# Three sockets a game on each side of loopback, plus the HTTP connections.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

say "Building the load test (release)${LOAD_SERVER:+; the server is $LOAD_SERVER}"
SERVER=${LOAD_SERVER:-$ROOT/target/release/ringboard}
[ -n "${LOAD_SERVER:-}" ] || cargo build --release --bin ringboard
# The bench's own binary, run directly: a change to the sources meanwhile
# does not rebuild it between runs.
BENCH=$(cargo bench --bench online_load --no-run --message-format=json \
    | grep -o '"executable":"[^"]*online_load[^"]*"' | tail -1 | cut -d'"' -f4)
[ -x "$BENCH" ] || die "the load test did not build"

trap postgres_stop EXIT
RESULTS=$(mktemp /tmp/ringboard-load.XXXXXX)

run_load() {
    "$BENCH" --server "$SERVER" --games "$1" --seconds "$SECONDS_MEASURED" --json "$RESULTS" "${@:2}"
}

IFS=, read -r -a COUNTS <<<"$GAMES"
for backend in $BACKENDS; do
    case "$backend" in
        sqlite)
            for count in "${COUNTS[@]}"; do
                say "SQLite: $count games for $SECONDS_MEASURED s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
                run_load "$count"
            done
            ;;
        postgres)
            postgres_start
            for count in "${COUNTS[@]}"; do
                # A fresh database for each run, as SQLite gets a fresh file.
                database="load_${count}_$RANDOM"
                as_postgres "$(postgres_bin)/createdb" -h 127.0.0.1 -p "$POSTGRES_PORT" -U postgres "$database"
                say "PostgreSQL: $count games for $SECONDS_MEASURED s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
                run_load "$count" --postgres "postgres://postgres@127.0.0.1:$POSTGRES_PORT/$database"
            done
            postgres_stop
            ;;
        *) die "unknown backend '$backend' in LOAD_BACKENDS: sqlite or postgres" ;;
    esac
done

say "Every run's JSON line"
cat "$RESULTS"
say "In short (CPU in % of one core; RSS in MB)"
python3 - "$RESULTS" <<'TABLE'
import json, sys
print("| database | games | sockets | moves/s offered / accepted | to opponent p50 / p99 / max ms | server CPU % | PostgreSQL CPU % | generator CPU % | server RSS idle / sockets / load MB | CPU % per 1,000 games | RSS MB per 1,000 connections | others' CPU % |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
for line in open(sys.argv[1]):
    r = json.loads(line)
    o, m, rss = r["move_to_opponent"], r["moves_per_s"], r["rss_mb"]
    pg = r["postgres_cpu_percent"]
    print(f'| {r["backend"]} | {r["games"]} | {r["connections"]} | {m["offered"]:.0f} / {m["accepted"]:.0f} '
          f'| {o["p50_ms"]:.2f} / {o["p99_ms"]:.2f} / {o["max_ms"]:.0f} | {r["server_cpu_percent"]:.0f} '
          f'| {"" if pg is None else f"{pg:.0f}"} | {r["generator_cpu_percent"]:.0f} '
          f'| {rss["idle"]:.0f} / {rss["sockets"]:.0f} / {rss["load"]:.0f} | {r["server_cpu_per_1000_games"]:.0f} '
          f'| {r["rss_mb_per_1000_connections"]:.1f} | {r["machine"]["others_cpu_percent"]:.0f} |')
TABLE
if [ -n "${LOAD_JSON:-}" ]; then
    cat "$RESULTS" >>"$LOAD_JSON"
fi
rm -f "$RESULTS"
