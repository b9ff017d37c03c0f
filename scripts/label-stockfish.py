#!/usr/bin/env python3
"""Label chess positions with Stockfish's judgement, for Texel's method.

    python3 scripts/label-stockfish.py IN OUT [DEPTH]

IN has a position a line (FEN, a tab, anything); OUT gets each position with
Stockfish's chance for White at DEPTH (6 unless given) in place of what
followed the tab: 1 / (1 + 10^(-cp / 400)), or 1 or 0 for a mate.
`cargo run --release --example texel -- tune chess OUT` then fits the
evaluation's weights to those chances (docs/strength.md).
"""
import os
import sys

import chess
import chess.engine

STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")


def chance(score):
    if score.is_mate():
        return 1.0 if score.mate() > 0 else 0.0
    return 1 / (1 + 10 ** (-score.score() / 400))


def main():
    if len(sys.argv) not in (3, 4):
        raise SystemExit(__doc__)
    source, target = sys.argv[1], sys.argv[2]
    depth = int(sys.argv[3]) if len(sys.argv) == 4 else 6
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as engine, \
            open(source) as lines, open(target, "w") as out:
        engine.configure({"Threads": 1, "Hash": 16})
        for number, line in enumerate(lines, 1):
            fen = line.split("\t")[0].strip()
            try:
                board = chess.Board(fen)
            except ValueError as error:
                raise SystemExit(f"{source}:{number}: {error}")
            info = engine.analyse(board, chess.engine.Limit(depth=depth))
            out.write(f"{fen}\t{chance(info['score'].white()):.4f}\n")


if __name__ == "__main__":
    main()
