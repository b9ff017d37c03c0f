#!/usr/bin/env python3
"""Check with Stockfish that every chess puzzle has one answer.

    python3 scripts/puzzles-stockfish.py [--depth N] [--threads N] [FILE]

FILE is a chess puzzle file (www/data/puzzles/chess.json unless given). At
each of the solver's moves, Stockfish (STOCKFISH, /usr/games/stockfish unless
set) searches DEPTH plies (22 unless given) with one line more than the
answers the puzzle accepts there, and the move passes when:

- "mate in N": the move accepted mates in the moves left, as fast as
  Stockfish's best, and no other move mates as fast. The last move of a mate
  is not checked: the puzzle page takes any move that ends the game won.
- "wins material": no move mates (that is a mate, not a material puzzle), the
  move accepted is Stockfish's best and scores at least FLOOR centipawns,
  and every other move scores a chance to win at least MARGIN lower, the
  chance being 1 / (1 + 10^(-cp / 400)) as in scripts/label-stockfish.py. At
  +300 against 0 that is 0.85 against 0.50; two moves that both keep a won
  game (+1372 and +1355) fail.

The answers accepted at the first move are the solution's and its `also`;
at later moves, the solution's. Prints a line for each puzzle and, at the
end, how many passed; exits 1 if any failed. Needs only Python 3 and a UCI
engine; one thread and 64 MB hash by default. Takes about two minutes.
"""
import argparse
import json
import os
import subprocess
import sys
from urllib.parse import parse_qs

STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")
FLOOR = 200
MARGIN = 0.25
DEFAULT_FILE = os.path.join(os.path.dirname(__file__), "..", "www", "data", "puzzles", "chess.json")


class Engine:
    def __init__(self, path, threads, hash_mb):
        try:
            self.process = subprocess.Popen(
                [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as error:
            raise SystemExit(f"cannot start Stockfish ({path}): {error}; set STOCKFISH")
        self.send("uci")
        self.wait("uciok")
        self.send(f"setoption name Threads value {threads}")
        self.send(f"setoption name Hash value {hash_mb}")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("Stockfish stopped")
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def analyse(self, fen, moves, depth, lines):
        """The best `lines` moves at `depth`: [(move, ("cp" | "mate", value))], best first,
        scored for the side to move."""
        self.send("ucinewgame")
        self.send(f"setoption name MultiPV value {lines}")
        self.send("isready")
        self.wait("readyok")
        self.send(f"position fen {fen}" + (" moves " + " ".join(moves) if moves else ""))
        self.send(f"go depth {depth}")
        found = {}
        for line in self.wait("bestmove"):
            words = line.split()
            if not words or words[0] != "info" or "pv" not in words or "score" not in words:
                continue
            if "lowerbound" in words or "upperbound" in words:
                continue
            rank = int(words[words.index("multipv") + 1]) if "multipv" in words else 1
            at = words.index("score")
            score = (words[at + 1], int(words[at + 2]))
            found[rank] = (words[words.index("pv") + 1], score)
        return [found[rank] for rank in sorted(found)]

    def close(self):
        self.send("quit")
        self.process.wait()


def chance(score):
    kind, value = score
    if kind == "mate":
        return 1.0 if value > 0 else 0.0
    return 1 / (1 + 10 ** (-value / 400))


def show(score):
    kind, value = score
    return f"#{value}" if kind == "mate" else f"{value:+d}"


def start_fen(link):
    game, _, query = link.partition("?")
    if game != "chess":
        raise ValueError(f"not a chess link: {link}")
    positions = parse_qs(query).get("position")
    if not positions:
        raise ValueError(f"no position in {link}")
    return positions[0]


def check_move(engine, fen, moves, accepted, theme, mate_left, depth):
    """None if the move is the one answer at this point, else why not; and the lines seen."""
    lines = engine.analyse(fen, moves, depth, len(accepted) + 1)
    if not lines:
        return "no legal move", lines
    best_move, best = lines[0]
    others = [(move, score) for move, score in lines if move not in accepted]
    ours = [(move, score) for move, score in lines if move in accepted]
    if theme.startswith("mate in "):
        if best != ("mate", mate_left):
            return f"the best line is {best_move} {show(best)}, not a mate in {mate_left}", lines
        if not any(score == best for _, score in ours):
            return f"{best_move} mates in {mate_left}, and the answer does not", lines
        faster = [move for move, (kind, value) in others if kind == "mate" and 0 < value <= mate_left]
        if faster:
            return f"{' '.join(faster)} mates in {mate_left} as well", lines
        return None, lines
    mates = [move for move, (kind, value) in lines if kind == "mate" and value > 0]
    if mates:
        return f"{mates[0]} mates: {show(lines[0][1])}", lines
    if best_move not in accepted:
        return f"the best move is {best_move} {show(best)}", lines
    if best[1] < FLOOR:
        return f"the answer scores only {show(best)}", lines
    if others and chance(others[0][1]) > chance(best) - MARGIN:
        return f"{others[0][0]} {show(others[0][1])} wins as well as {best_move} {show(best)}", lines
    return None, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file", nargs="?", default=DEFAULT_FILE)
    parser.add_argument("--depth", type=int, default=22)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--hash", type=int, default=64)
    args = parser.parse_args()
    try:
        with open(args.file) as source:
            puzzles = json.load(source)
    except (OSError, ValueError) as error:
        raise SystemExit(f"{args.file}: {error}")
    engine = Engine(STOCKFISH, args.threads, args.hash)
    failed = 0
    for puzzle in puzzles:
        try:
            fen = start_fen(puzzle["link"])
        except ValueError as error:
            raise SystemExit(f"{puzzle.get('id')}: {error}")
        solution, theme = puzzle["solution"], puzzle["theme"]
        mate_moves = int(theme.split()[-1]) if theme.startswith("mate in ") else 0
        problem, seen = None, []
        for ply in range(0, len(solution), 2):
            if mate_moves and ply == len(solution) - 1:
                break
            accepted = [solution[ply]] + (puzzle.get("also", []) if ply == 0 else [])
            problem, lines = check_move(
                engine, fen, solution[:ply], accepted, theme, mate_moves - ply // 2, args.depth)
            seen.append(" ".join(f"{move} {show(score)}" for move, score in lines))
            if problem:
                problem = f"move {ply // 2 + 1}: {problem}"
                break
        verdict = "FAIL " + problem if problem else "ok"
        failed += bool(problem)
        print(f"{puzzle['id']}\t{theme}\t{' '.join(solution)}\t{' | '.join(seen) or '-'}\t{verdict}", flush=True)
    engine.close()
    print(f"{len(puzzles) - failed} of {len(puzzles)} puzzles have one answer at depth {args.depth}; {failed} fail")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
