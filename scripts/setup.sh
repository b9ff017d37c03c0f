#!/usr/bin/env bash
# Installs what building and testing need, and nothing that is already there.
# Safe to run again: it only checks, once everything is present.
# Usage: setup.sh [serve]   (serve: only what building and serving need, not
# the tests' Chromium and PostgreSQL)
source "$(dirname "$0")/common.sh"

purpose=${1:-test}
case "$purpose" in
    serve | test) ;;
    *) die "unknown purpose '$purpose': expected serve or test" ;;
esac

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

APT_UPDATED=
apt_install() {
    local missing=()
    for package in "$@"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
    [ ${#missing[@]} = 0 ] && return 0
    command -v apt-get >/dev/null || die "please install: ${missing[*]}"
    say "apt-get install ${missing[*]}"
    [ -n "$APT_UPDATED" ] || { as_root apt-get update -qq; APT_UPDATED=1; }
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

debian_rust_ready() {
    [ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ] && [ -d /usr/lib/rustlib/src/rust/library ] && [ -x /usr/bin/rust-lld ]
}

choose_wasm_toolchain() {
    mkdir -p target
    if [ -f "$TOOLCHAIN_FILE" ]; then
        case "$(cat "$TOOLCHAIN_FILE")" in
            rustup) rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown && return 0 ;;
            debian) debian_rust_ready && return 0 ;;
        esac
    fi
    if command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
        echo rustup > "$TOOLCHAIN_FILE"
    elif debian_rust_ready; then
        echo debian > "$TOOLCHAIN_FILE"
    elif command -v rustup >/dev/null && say "rustup target add wasm32-unknown-unknown" &&
        timeout 90 rustup target add wasm32-unknown-unknown; then
        echo rustup > "$TOOLCHAIN_FILE"
    else
        say "rustup cannot fetch the wasm32 target here: using Debian's Rust with build-std"
        apt_install rustc-web cargo-web rust-web-src rust-web-llvm lld-22
        debian_rust_ready || die "Debian's Rust for wasm is not complete after installing it"
        echo debian > "$TOOLCHAIN_FILE"
    fi
    say "wasm toolchain: $(cat "$TOOLCHAIN_FILE")"
}

# cargo install, unless the binary already reports exactly this version.
# Extra arguments go to cargo install. Built unoptimised and without debug
# information: that takes half the time of a release build on a new machine
# (CI's), and these tools only drive cargo and rewrite a few files.
cargo_tool() {
    local crate=$1 binary=$2 version=$3
    shift 3
    if "$binary" --version 2>/dev/null | grep -qF " $version"; then return 0; fi
    say "cargo install $crate $version (a few minutes, once)"
    CARGO_PROFILE_DEV_DEBUG=0 cargo install --quiet --debug "$@" "$crate" --version "=$version"
}

command -v cargo >/dev/null || die "Rust is not installed: see README.md"
choose_wasm_toolchain

[ -f Cargo.lock ] || cargo generate-lockfile
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
[ -n "$WASM_BINDGEN_VERSION" ] || die "wasm-bindgen is not in Cargo.lock"
# wasm-bindgen-cli's own lockfile names a dependency version the registry no
# longer serves, so it is resolved afresh; trunk's lockfile works.
cargo_tool wasm-bindgen-cli wasm-bindgen "$WASM_BINDGEN_VERSION"
cargo_tool trunk trunk 0.21.14 --locked

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then apt_install nodejs npm; fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
fi

[ "$purpose" = test ] || exit 0

# What only the tests need: the browser they drive, and Debian's PostgreSQL,
# of which scripts/postgres.sh starts a throwaway cluster for the server's tests.
if ! find_chromium >/dev/null; then apt_install chromium; fi
find_chromium >/dev/null || die "no Chromium found: install it or set CHROMIUM=/path/to/chrome"
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then apt_install postgresql; fi
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || die "PostgreSQL's initdb is not in /usr/lib/postgresql/*/bin after installing it"
command -v python3 >/dev/null || apt_install python3
# The chess puzzles are checked against Stockfish (scripts/puzzles-stockfish.py).
[ -x /usr/games/stockfish ] || apt_install stockfish
