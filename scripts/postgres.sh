#!/usr/bin/env bash
# A throwaway PostgreSQL cluster of our own, for tests and measurements: a
# temporary data folder, a free port on loopback, one database, stopped and
# removed by `stop`. Debian's PostgreSQL is installed by scripts/setup.sh.
#   source scripts/postgres.sh && postgres_start   # sets RINGBOARD_TEST_POSTGRES=postgres://…
#   postgres_stop
# Sourced, not run; it needs common.sh's helpers.

postgres_bin() {
    local folder
    for folder in /usr/lib/postgresql/*/bin; do
        [ -x "$folder/initdb" ] && { echo "$folder"; return 0; }
    done
    return 1
}

# Runs a PostgreSQL command as the `postgres` user when we are root (initdb refuses root).
as_postgres() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

postgres_start() {
    local bin port
    bin=$(postgres_bin) || die "PostgreSQL is not installed: run scripts/setup.sh"
    POSTGRES_DIR=$(mktemp -d /tmp/ringboard-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$POSTGRES_DIR"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
    as_postgres "$bin/initdb" -D "$POSTGRES_DIR/data" -A trust -U postgres >/dev/null
    as_postgres "$bin/pg_ctl" -D "$POSTGRES_DIR/data" -l "$POSTGRES_DIR/log" -w \
        -o "-p $port -k $POSTGRES_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on" start >/dev/null
    as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres ringboard
    POSTGRES_PORT=$port
    export RINGBOARD_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/ringboard"
    say "PostgreSQL on 127.0.0.1:$port (throwaway, in $POSTGRES_DIR)"
}

postgres_stop() {
    [ -n "${POSTGRES_DIR:-}" ] && [ -d "$POSTGRES_DIR" ] || return 0
    as_postgres "$(postgres_bin)/pg_ctl" -D "$POSTGRES_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$POSTGRES_DIR"
    POSTGRES_DIR=
}
