#!/usr/bin/env bash
# The Elo ladder: random, greedy and levels 1 to 5 play a round robin in
# each game (`ringboard arena --swap-sides`), `ringboard fit-elo` fits Elo
# ratings to the results (random = 0, with 95% intervals), and
# scripts/elo-ladder-report.mjs writes the ladder's section of
# docs/strength.md, the chart docs/ladder.svg and the ratings the New game
# panel shows (src/ai/ladder.rs).
#   bash scripts/elo-ladder.sh [games-per-pairing] [game ids...]
# Games per pairing: at most 40 unless given (an even number gives each side
# as many first moves); a pairing of strong levels stops sooner, at
# PAIR_SECONDS. With the defaults a run takes about 3 hours on two free
# cores; PAIR_SECONDS=150 about half that, with wider intervals. The levels play at their real budgets, so this is slow: a
# level-5 chess game takes a minute or two. The pairings run two at a time
# (JOBS), all games' together: first the neighbours on the ladder (random v
# greedy, greedy v level1, ..., level4 v level5), which tell the most and
# connect every player, then the pairs two rungs apart, and so on, cheapest
# first within each round, so that a run cut short has the pairings that
# matter most.
# Environment:
#   PAIR_SECONDS=300  stop a pairing after this many seconds; the games it
#                     finished count (0: no limit)
#   AGENTS="random greedy level1 level2 level3 level4 level5"  the players;
#                     any may have its own budget, e.g. level5:200000n
#   CLOCK=1           levels 3 to 5 keep their clocks (by default they play by
#                     their node budgets alone, `arena --no-clock`, as they do
#                     natively on a free machine: a busy one would otherwise
#                     cut their thinking short)
#   JOBS=2            arenas at once
#   SEED=2            the arenas' seed
#   KEEP=1            add to the results already in target/elo-ladder (run
#                     again with another SEED for more games) instead of
#                     starting afresh
#   CHANGED="level1 level2"  play only the pairings of these players (a change
#                     touched them), and keep every other pairing of the
#                     game's last ladder from docs/ladder.json
#                     (scripts/elo-ladder-kept.mjs)
#   ONLY_FIT=1        play nothing: fit what target/elo-ladder holds and write
#                     the docs and src/ai/ladder.rs
#   PRIOR=1           virtual draws added to each pairing played (see fit-elo)
source "$(dirname "$0")/common.sh"

games=${1:-40}
shift || true
ids=("$@")
[ ${#ids[@]} -gt 0 ] || ids=(chess one-ring double-take king-of-rings double-eighteen-stone double-ring)
read -r -a agents <<<"${AGENTS:-random greedy level1 level2 level3 level4 level5}"
pair_seconds=${PAIR_SECONDS:-300}
seed=${SEED:-2}
out=target/elo-ladder

nice cargo build --release --quiet
# The arenas run a copy, so that a rebuild while they play changes nothing.
mkdir -p "$out"
cp target/release/ringboard "$out/ringboard.new"
mv -f "$out/ringboard.new" "$out/ringboard"

# A pairing's rough cost, to run the cheap ones first.
cost() {
  case "${1%%:*}" in
    level2) echo 1 ;; level3) echo 2 ;; level4) echo 4 ;; level5) echo 8 ;; *) echo 0 ;;
  esac
}

if [ "${ONLY_FIT:-0}" != 1 ]; then
  [ "${KEEP:-0}" = 1 ] || for id in "${ids[@]}"; do rm -rf "${out:?}/$id" "$out/$id.runs"; done
  changed=" ${CHANGED:-} "
  jobs=()
  for id in "${ids[@]}"; do
    mkdir -p "$out/$id"
    [ -z "${CHANGED:-}" ] || node scripts/elo-ladder-kept.mjs "$out" "$id" "$CHANGED"
    # How this game's round robins were played, a line each, for the report.
    printf '{"games_per_pairing": %d, "pair_seconds": %d, "seed": %d, "players": "%s", "changed": "%s", "date": "%s"}\n' \
      "$games" "$pair_seconds" "$seed" "${agents[*]}" "${CHANGED:-}" "$(date -u +%F)" >> "$out/$id.runs"
    for ((i = 0; i < ${#agents[@]}; i++)); do
      for ((j = i + 1; j < ${#agents[@]}; j++)); do
        a=${agents[i]} b=${agents[j]}
        [ -z "${CHANGED:-}" ] || [[ $changed == *" $a "* || $changed == *" $b "* ]] || continue
        jobs+=("$((j - i)) $(($(cost "$a") + $(cost "$b"))) $id $a $b")
      done
    done
  done
  run() {
    read -r _ _ id first second <<<"$1"
    file="$out/$id/$first-v-$second.seed$seed.txt"
    started=$SECONDS
    limit=() clock=(--no-clock)
    [ "${CLOCK:-0}" = 1 ] && clock=()
    [ "$pair_seconds" = 0 ] || limit=(timeout "$pair_seconds")
    "${limit[@]}" nice -n 10 "$out/ringboard" arena "$id" --first "$first" --second "$second" \
      --games "$games" --swap-sides --seed "$seed" "${clock[@]}" > "$file" || true
    played=$(grep -c '^game ' "$file" || true)
    echo "$id: $first v $second: $played of $games games in $((SECONDS - started)) s"
  }
  export -f run
  export games out seed pair_seconds CLOCK
  printf '%s\n' "${jobs[@]}" | sort -s -k1,1n -k2,2n | xargs -P "${JOBS:-2}" -I{} bash -c 'run "$@"' _ {}
fi

for id in "${ids[@]}"; do
  files=("$out/$id"/*.txt)
  [ -e "${files[0]}" ] || { echo "no results for $id" >&2; continue; }
  "$out/ringboard" fit-elo --anchor random --prior "${PRIOR:-1}" "${files[@]}" | tee "$out/$id.fit.txt"
  "$out/ringboard" fit-elo --anchor random --prior "${PRIOR:-1}" --json "${files[@]}" > "$out/$id.fit.json"
done
node scripts/elo-ladder-report.mjs "$out" "${ids[@]}"
