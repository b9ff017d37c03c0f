#!/usr/bin/env bash
# Builds the engine for the browser into pkg/<pack>/, one wasm per
# game, so that a game's page loads only its own rules and search: cargo
# for wasm32 with that game's feature, then wasm-bindgen, then (release)
# wasm-opt from npm's binaryen.
# Usage: build-wasm.sh [release|debug] [pack ...]; under Trunk, its profile
# and every pack.
source "$(dirname "$0")/common.sh"

profile=${1:-${TRUNK_PROFILE:-release}}
shift || true
packs=("$@")
[ ${#packs[@]} -gt 0 ] || packs=("${WASM_PACKS[@]}")
case "$profile" in
    release) cargo_profile=(--profile wasm-release); cargo_dir=wasm-release ;;
    debug) cargo_profile=(); cargo_dir=debug ;;
    *) die "unknown profile '$profile': release or debug" ;;
esac
for pack in "${packs[@]}"; do
    wasm_cargo build --quiet --lib --no-default-features --features "$(pack_features "$pack")" "${cargo_profile[@]}"
    out="pkg/$pack"
    built="$WASM_TARGET_DIR/wasm32-unknown-unknown/$cargo_dir/ringboard.wasm"
    # Cargo rebuilt nothing: this pack is already made from this very wasm.
    stamp="$profile $(sha256sum "$built" | cut -d' ' -f1)"
    [ "$(cat "$out/.made-from" 2>/dev/null)" = "$stamp" ] && continue
    wasm-bindgen --target web --no-typescript --out-dir "$out" \
        "$built"
    if [ "$profile" = release ]; then
        wasm-opt -Oz --converge --strip-debug --strip-producers \
            --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
            --enable-mutable-globals --enable-reference-types --enable-multivalue \
            "$out/ringboard_bg.wasm" -o "$out/ringboard_bg.wasm"
    fi
    echo "$stamp" > "$out/.made-from"
done
