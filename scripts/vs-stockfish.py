#!/usr/bin/env python3
"""Chess: a level of ringboard against Stockfish with UCI_LimitStrength.

    python3 scripts/vs-stockfish.py LEVEL UCI_ELO GAMES [PARALLEL]

Stockfish thinks 0.1 s a move; ringboard plays the level as the site does
(`ringboard bestmove chess --level N`: its node budget, capped in time).
Colours alternate; python-chess keeps the rules and ends the games
(threefold repetition and the fifty-move rule claimed at once). Prints each
game, then the score with its 95 % interval and the Elo it implies:
UCI_Elo + 400 log10(score / (1 - score)).

With ARENA_OUT=FILE the games are also appended to FILE as `arena` prints
them (`levelN` against `stockfishELO`), for `ringboard fit-elo` and the Elo
ladder, which puts chess on Stockfish's scale with them
(target/elo-ladder/chess/stockfish-*.txt; scripts/elo-ladder.sh).
"""
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import chess
import chess.engine

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RINGBOARD = os.path.join(ROOT, "target", "release", "ringboard")
STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")
MAX_PLIES = 400


def ringboard_move(level, moves, seed):
    out = subprocess.run(
        [RINGBOARD, "bestmove", "chess", "--level", str(level), "--seed", str(seed),
         "--moves", " ".join(moves)],
        check=True, capture_output=True, text=True).stdout
    return out.strip().splitlines()[-1]


def play(level, elo, game):
    board = chess.Board()
    ours = chess.WHITE if game % 2 == 0 else chess.BLACK
    moves = []
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as stockfish:
        stockfish.configure({"UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16})
        while not board.is_game_over(claim_draw=True) and len(moves) < MAX_PLIES:
            if board.turn == ours:
                move = chess.Move.from_uci(ringboard_move(level, moves, 1000 * game + len(moves)))
            else:
                move = stockfish.play(board, chess.engine.Limit(time=0.1)).move
            if move not in board.legal_moves:
                raise SystemExit(f"game {game + 1}: illegal move {move} in {board.fen()}")
            board.push(move)
            moves.append(move.uci())
    result = board.result(claim_draw=True)
    if result == "*":
        result = "1/2-1/2"
    score = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
    if ours == chess.BLACK:
        score = 1.0 - score
    colour = "White" if ours == chess.WHITE else "Black"
    print(f"game {game + 1}: level {level} as {colour}: {result} ({score} for level {level}), "
          f"{len(moves)} plies", flush=True)
    if os.environ.get("ARENA_OUT"):
        with open(os.environ["ARENA_OUT"], "a") as out:
            out.write(arena_line(game, f"level{level}", f"stockfish{elo}", ours == chess.WHITE,
                                 score, len(moves)) + "\n")
    return score


def arena_line(game, ours, theirs, ours_first, score, plies):
    """One game as `ringboard arena` prints it."""
    first, second = (ours, theirs) if ours_first else (theirs, ours)
    if score == 0.5:
        result = "draw"
    else:
        result = f"{ours if score == 1.0 else theirs} wins"
    return f"game {game + 1}: {first} (first) v {second} (second): {result}, {plies} plies"


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    level, elo, games = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    parallel = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    with ThreadPoolExecutor(parallel) as pool:
        scores = list(pool.map(lambda game: play(level, elo, game), range(games)))
    n = len(scores)
    mean = sum(scores) / n
    # Wilson's interval: it stays inside 0 to 100 % with few games.
    z = 1.96
    centre = (mean + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(mean * (1 - mean) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    low, high = centre - half, centre + half

    def implied(score):
        score = min(max(score, 0.001), 0.999)
        return elo + 400 * math.log10(score / (1 - score))

    print(f"level {level} v Stockfish UCI_Elo {elo}, {n} games: {sum(scores)}/{n} = {100 * mean:.1f} % "
          f"(95 %: {100 * low:.1f} to {100 * high:.1f} %), about {implied(mean):.0f} Elo "
          f"({implied(low):.0f} to {implied(high):.0f})")


if __name__ == "__main__":
    main()
