#!/usr/bin/env bash
# Each refinement of the search measured by leaving it out: level 5 with
# every refinement on against level 5 without one, at equal time a move,
# both sides, each pair of games from the same random opening.
#   bash scripts/search-ablation.sh GAMES MS GAME-ID REFINEMENT...
# REFINEMENT is pvs, aspiration, null, lmr, check, rfp, futility, see, malus,
# repetition, or all (every one left out). Results go to target/strength/ablation-<game>-<refinement>.txt.
source "$(dirname "$0")/common.sh"

games=${1:?games per refinement}
ms=${2:?milliseconds a move}
id=${3:?game id}
shift 3
cargo build --release --quiet
out=target/strength
mkdir -p "$out"
refinements=(pvs aspiration null lmr check rfp futility repetition see malus)
with="level5:${ms}ms$(printf ':+%s' "${refinements[@]}")"
for refinement in "$@"; do
  if [ "$refinement" = all ]; then
    without="level5:${ms}ms$(printf ':-%s' "${refinements[@]}")"
  else
    without="$with:-$refinement"
  fi
  file="$out/ablation-$id-$refinement.txt"
  target/release/ringboard arena "$id" --first "$with" --second "$without" \
    --games "$games" --swap-sides --opening-plies 4 --seed 5 > "$file"
  echo "== $id without $refinement ($games games, ${ms} ms a move)"
  tail -n 4 "$file"
done
