#!/usr/bin/env bash
# The balance lab: the computer plays itself in every game and variant, and
# docs/balance.md gets the first player's results. Anyone can re-run it:
#   bash scripts/balance.sh [agent] [games] [only]   (default: level3:6000n 100)
# With `only` (a game id), only that game's configurations are played again;
# the report is made from every result in target/balance/.
# The default budget is a tenth of level 3's (6,000 positions a move instead
# of 60,000), so that the whole lab runs in about half an hour on two cores.
source "$(dirname "$0")/common.sh"

agent=${1:-level3:6000n}
games=${2:-100}
only=${3:-}
cargo build --release --quiet
ringboard=target/release/ringboard
out=target/balance
mkdir -p "$out"

configs=(
  "chess|"
  "one-ring|"
  "double-eighteen-stone|"
  "king-of-rings|"
  "double-take|length=8"
  "double-take|length=10"
  "double-ring|rule=skip2"
  "double-ring|rule=skip3"
  "double-ring|rule=odd"
  "double-ring|rule=even"
  "double-ring|rule=knight"
)
run() {
  local game=${1%%|*} variant=${1#*|}
  "$ringboard" arena "$game" --variant "$variant" --first "$agent" --second "$agent" \
    --games "$games" --seed 1 > "$out/$game-${variant:-default}.txt"
}
export -f run
export ringboard out agent games
printf '%s\n' "${configs[@]}" | { grep "^${only}" || true; } | xargs -r -P 2 -I{} bash -c 'run "$@"' _ {}
if [ -z "$only" ] || [ "$only" = one-ring ]; then
  "$ringboard" arena one-ring --first level4:25000n --second level4:25000n --games "$games" --seed 1 > "$out/one-ring-level4.txt"
fi

{
  echo "# The balance lab"
  echo
  echo "The computer ($agent) plays itself, $games games per game and variant"
  echo "(\`bash scripts/balance.sh\`; seed 1). A game still going after 600 plies"
  echo "counts as a draw. The first player's score counts a draw as half a"
  echo "point; ± is the 95% interval. Which side is favoured is a finding, not a"
  echo "target: with the same agent on both sides, a score far from 50% says the"
  echo "game (or the computer's play of one side) favours that side."
  echo
  echo "| game | variant | first wins | second wins | draws | first player's score |"
  echo "|---|---|---|---|---|---|"
  for config in "${configs[@]}"; do
    game=${config%%|*}; variant=${config#*|}
    line=$(grep '^first player:' "$out/$game-${variant:-default}.txt")
    # first player: W wins, L losses, D draws: S% ±I
    read -r wins losses draws score <<<"$(sed -E 's/first player: ([0-9]+) wins, ([0-9]+) losses, ([0-9]+) draws: (.*)/\1 \2 \3 \4/' <<<"$line")"
    echo "| $game | ${variant:-(none)} | $wins | $losses | $draws | $score |"
  done
  echo
  echo "## The One Ring, beside its author's experiment"
  echo
  echo "Robert Price had Zillions of Games play The One Ring 70 times against"
  echo "itself: White won 25, Black 41, with 4 draws (White's score 38.6%), and he"
  echo "notes that Zillions played White badly. Our figures are in the table's"
  echo "one-ring row."
  level4="$out/one-ring-level4.txt"
  if [ -f "$level4" ]; then
    echo
    echo "A second run with a stronger search, a tenth of level 4's budget"
    echo '(`ringboard arena one-ring --first level4:25000n --second level4:25000n --games 100 --seed 1`):'
    echo "$(grep '^first player:' "$level4" | sed 's/^first player:/White (the first player):/')."
  fi
} > docs/balance.md
cat docs/balance.md
