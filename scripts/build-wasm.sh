#!/usr/bin/env bash
# Builds the engine for the browser into pkg/: cargo for wasm32, then
# wasm-bindgen, then (release) wasm-opt from npm's binaryen.
# Usage: build-wasm.sh [release|debug]; under Trunk, its profile.
source "$(dirname "$0")/common.sh"

profile=${1:-${TRUNK_PROFILE:-release}}
case "$profile" in
    release) wasm_cargo build --quiet --lib --no-default-features --profile wasm-release ;;
    debug) wasm_cargo build --quiet --lib --no-default-features ;;
    *) die "unknown profile '$profile': release or debug" ;;
esac
# Cargo names the output directory after the cargo profile.
cargo_dir=$profile
[ "$profile" = release ] && cargo_dir=wasm-release
wasm-bindgen --target web --no-typescript --out-dir pkg \
    "$WASM_TARGET_DIR/wasm32-unknown-unknown/$cargo_dir/ringboard.wasm"
if [ "$profile" = release ]; then
    wasm-opt -Oz --strip-debug --strip-producers \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        pkg/ringboard_bg.wasm -o pkg/ringboard_bg.wasm
fi
