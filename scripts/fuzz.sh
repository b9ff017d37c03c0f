#!/usr/bin/env bash
# Fuzzes the engine's readers of untrusted text (cargo-fuzz, libFuzzer):
# position strings, move notation, whole links, move sequences played
# through a game record, text records of whole games, and Double Ring's
# opening books (bytes), and the game server's request bodies (api). Installs what it
# needs: rustup's nightly toolchain and cargo-fuzz.
# Usage: scripts/fuzz.sh [seconds per target, default 60] [target ...]
#        RUNS=10000000 scripts/fuzz.sh 0 moves    # a number of executions instead
# Targets: position notation link moves record book api (all by default). New inputs that
# reach new code go to fuzz/corpus/<target> (not kept in git); the seeds in
# fuzz/seeds/<target> are. A crash leaves its input in fuzz/artifacts/.
source "$(dirname "$0")/common.sh"

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(position notation link moves record book api)

if ! rustup run nightly rustc --version >/dev/null 2>&1; then
    say "installing rustup's nightly toolchain"
    rustup toolchain install nightly --profile minimal
fi
if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz 0.13.2" ]; then
    say "installing cargo-fuzz 0.13.2"
    CARGO_PROFILE_DEV_DEBUG=0 cargo install --quiet --debug cargo-fuzz --version 0.13.2 --locked
fi

# No sanitizer: the engine has no unsafe code, and without one it runs about
# ten times faster. Debug assertions stay on, so overflows are caught.
flags=(--sanitizer none --debug-assertions --release)
say "building the fuzz targets"
cargo +nightly fuzz build "${flags[@]}"
limit=(-max_total_time="$seconds")
[ -n "${RUNS:-}" ] && limit=(-runs="$RUNS")
printf '| target | executions | seconds |\n|---|---:|---:|\n' > target/fuzz-summary.md
for target in "${targets[@]}"; do
    say "fuzzing $target"
    mkdir -p "fuzz/corpus/$target"
    start=$(date +%s)
    # The move sequences pick moves by byte: they gain little from tracing
    # comparisons, which cost two thirds of their time. Long runs build them
    # apart without it; a smoke run keeps the one build.
    extra=()
    if [ "$target" = moves ] && { [ -n "${RUNS:-}" ] || [ "$seconds" -gt 10 ]; }; then
        extra=(--no-trace-compares --target-dir fuzz/target/no-trace-compares)
    fi
    if ! cargo +nightly fuzz run "${flags[@]}" "${extra[@]}" "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        "${limit[@]}" -print_final_stats=1 > "target/fuzz-$target.log" 2>&1; then
        tail -30 "target/fuzz-$target.log" >&2
        die "fuzz target $target failed: see target/fuzz-$target.log and fuzz/artifacts/$target"
    fi
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "target/fuzz-$target.log" | grep -oE '[0-9]+$')
    printf '| %s | %s | %s |\n' "$target" "${runs:-?}" "$(( $(date +%s) - start ))" >> target/fuzz-summary.md
done
cat target/fuzz-summary.md
