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
# wasm-bindgen and wasm-opt (which takes most of the time, on one core) finish
# each pack in the background while cargo builds the next one.
finish_pack() {
    local built=$1 out=$2 stamp=$3
    wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name ringboard "$built"
    if [ "$profile" = release ]; then
        wasm-opt -Oz --converge --strip-debug --strip-producers \
            --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
            --enable-mutable-globals --enable-reference-types --enable-multivalue \
            "$out/ringboard_bg.wasm" -o "$out/ringboard_bg.wasm"
    fi
    rm -f "$built"
    echo "$stamp" > "$out/.made-from"
}

cores=$(nproc 2>/dev/null || echo 2)
finishing=() # pid:pack, in the order they started
waited=0
wait_for_next() {
    local job=${finishing[$waited]}
    waited=$((waited + 1))
    wait "${job%%:*}" || die "could not finish the wasm of ${job#*:}"
}
for pack in "${packs[@]}"; do
    wasm_cargo build --quiet --lib --no-default-features --features "$(pack_features "$pack")" "${cargo_profile[@]}"
    out="pkg/$pack"
    built="$WASM_TARGET_DIR/wasm32-unknown-unknown/$cargo_dir/ringboard.wasm"
    # Cargo rebuilt nothing: this pack is already made from this very wasm.
    stamp="$profile $(sha256sum "$built" | cut -d' ' -f1)"
    [ "$(cat "$out/.made-from" 2>/dev/null)" = "$stamp" ] && continue
    # The next pack's build writes the same file: this one finishes from a copy.
    mkdir -p "$WASM_TARGET_DIR/packs"
    cp "$built" "$WASM_TARGET_DIR/packs/$pack.wasm"
    while [ $(( ${#finishing[@]} - waited )) -ge "$cores" ]; do wait_for_next; done
    finish_pack "$WASM_TARGET_DIR/packs/$pack.wasm" "$out" "$stamp" &
    finishing+=("$!:$pack")
done
while [ "$waited" -lt ${#finishing[@]} ]; do wait_for_next; done
