# Shared by the scripts: where things are and which wasm toolchain to use.
# Sourced, not run.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
WASM_TARGET_DIR="$ROOT/target/wasm"
TOOLCHAIN_FILE="$ROOT/target/wasm-toolchain"
# The site's wasm packs: one per game, each a cargo feature (Cargo.toml), and
# `analysis`, every game with the review, the analysis board's and the lab's face, which
# the site loads only for them.
WASM_PACKS=(double-ring double-take king-of-rings one-ring double-eighteen-stone chess analysis)

# The cargo features of a pack.
pack_features() {
    case "$1" in
        analysis) echo "all-games,analysis" ;;
        *) echo "$1" ;;
    esac
}

# Each step says how long the whole run has taken (minutes:seconds), so that a
# CI log shows where the time goes; the scripts a run starts count from its start.
export RINGBOARD_RUN_START=${RINGBOARD_RUN_START:-$(date +%s)}
say() {
    local elapsed=$(($(date +%s) - RINGBOARD_RUN_START))
    printf '\033[1m==> [%d:%02d] %s\033[0m\n' $((elapsed / 60)) $((elapsed % 60)) "$*" >&2
}
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Runs cargo for the wasm target with the toolchain that setup.sh chose:
# rustup's own wasm32 target, or Debian's Rust building std from source.
wasm_cargo() {
    [ -f "$TOOLCHAIN_FILE" ] || die "no wasm toolchain chosen yet: run scripts/setup.sh"
    case "$(cat "$TOOLCHAIN_FILE")" in
        rustup) CARGO_TARGET_DIR="$WASM_TARGET_DIR" cargo "$@" --target wasm32-unknown-unknown ;;
        debian)
            PATH="/usr/bin:$PATH" RUSTC=/usr/bin/rustc CARGO_TARGET_DIR="$WASM_TARGET_DIR" \
                CARGO_UNSTABLE_BUILD_STD=std,panic_abort RUSTC_BOOTSTRAP=1 \
                /usr/bin/cargo "$@" --target wasm32-unknown-unknown ;;
        *) die "unknown wasm toolchain in $TOOLCHAIN_FILE" ;;
    esac
}

# The browser the tests drive: $CHROMIUM, or one found on PATH.
find_chromium() {
    local candidate
    for candidate in "${CHROMIUM:-}" chromium chromium-browser google-chrome google-chrome-stable; do
        [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1 && { command -v "$candidate"; return 0; }
    done
    return 1
}
