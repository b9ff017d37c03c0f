//! The puzzles the engine found (`www/data/puzzles/<game>.json`, written by
//! `ringboard puzzles`): every one opens from its link, its solution is
//! legal and alternates from the side to move, ends the game won (or not
//! lost) for the solver, and a sample is proven again by the criterion that
//! found it (`ringboard::learn::puzzle::prove`).

use std::collections::HashSet;

use ringboard::ai::Evaluate;
use ringboard::games::{self, GameVisitor};
use ringboard::learn::puzzle::{self, Kind, Puzzle, LINE_PLIES};
use ringboard::play::link::{link, record_from_query, split_link};
use ringboard::play::record::Record;
use ringboard::{Game, Player, Why};

const GAMES: &[&str] = ringboard::games::ALL_GAME_IDS;

/// Every `SAMPLE_EVERY`-th puzzle is proven again, and at least
/// `SAMPLE_LEAST` a game. (All 360 prove again in about 16 s in the dev
/// profile; a third keeps the suite quick.)
const SAMPLE_EVERY: usize = 3;
const SAMPLE_LEAST: usize = 4;

fn load(game: &str) -> Vec<Puzzle> {
    let path = format!(
        "{}/www/data/puzzles/{game}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    serde_json::from_str(&text).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The puzzles proven again: every `SAMPLE_EVERY`-th, and more if that is too few.
fn sample(count: usize) -> Vec<usize> {
    let step = SAMPLE_EVERY.min(count / SAMPLE_LEAST).max(1);
    (0..count).step_by(step).collect()
}

/// Checks one game's puzzles, and proves a sample again; returns the
/// problems found.
struct Check<'a> {
    puzzles: &'a [Puzzle],
}

impl GameVisitor for Check<'_> {
    type Output = Vec<String>;

    fn visit<G: Evaluate + 'static>(self) -> Vec<String> {
        let mut problems = Vec::new();
        for puzzle in self.puzzles {
            if let Err(problem) = check_one::<G>(puzzle) {
                problems.push(format!("{}: {problem}", puzzle.id));
            }
        }
        for index in sample(self.puzzles.len()) {
            let puzzle = &self.puzzles[index];
            if let Err(problem) = puzzle::reprove::<G>(puzzle) {
                problems.push(format!("{} proven again: {problem}", puzzle.id));
            }
        }
        problems
    }
}

/// What every puzzle must be, checked here by playing it, apart from the
/// proof: its link, its side to move, its solution's legality and turns, and
/// how the game stands after it.
fn check_one<G: Evaluate>(puzzle: &Puzzle) -> Result<(), String> {
    let (id, query) = split_link(&puzzle.link).map_err(|error| error.to_string())?;
    if id != G::INFO.id || puzzle.link.starts_with('#') {
        return Err(format!(
            "the link {} is not a {} link",
            puzzle.link,
            G::INFO.id
        ));
    }
    let mut record = record_from_query::<G>(query).map_err(|error| error.to_string())?;
    if !record.moves().is_empty() || !record.has_custom_start() {
        return Err("the link must give a position and no moves".into());
    }
    // Exactly the site's own link of that position.
    let again = Record::<G>::from_position(record.variant(), &record.start().position())
        .map_err(|error| error.to_string())?;
    if link(&again) != puzzle.link {
        return Err(format!("the site writes the link as {}", link(&again)));
    }
    let solver = record.current().to_move();
    // The moves as right as the solution's: the same two rings, the other way.
    for notation in &puzzle.also {
        let start = record.current();
        let mv = start
            .parse_legal_move(notation)
            .map_err(|error| format!("also {notation}: {error}"))?;
        let first = start
            .parse_legal_move(puzzle.solution.first().ok_or("no solution")?)
            .map_err(|error| error.to_string())?;
        let (from, to) = start.move_squares(first);
        if puzzle.kind != Kind::OnlyWin || start.move_squares(mv) != (to, from) {
            return Err(format!(
                "also {notation} is not the solution's move reversed"
            ));
        }
    }
    if puzzle.player != solver.key() {
        return Err(format!(
            "{} is to move, not {}",
            solver.key(),
            puzzle.player
        ));
    }
    let prefix = format!("{} to move: ", G::player_name(solver));
    if !puzzle.goal.starts_with(&prefix) || !puzzle.goal.ends_with('.') {
        return Err(format!(
            "the goal '{}' does not start '{prefix}'",
            puzzle.goal
        ));
    }
    if !(1..=5).contains(&puzzle.difficulty) || puzzle.theme.is_empty() {
        return Err("difficulty 1 to 5 and a theme".into());
    }
    if puzzle.solution.len().is_multiple_of(2) {
        return Err("the solution must end with the solver's move".into());
    }
    for (ply, notation) in puzzle.solution.iter().enumerate() {
        if notation == "pass" || notation.starts_with('@') {
            return Err(format!("the solution shows {notation}"));
        }
        let mover = record.current().to_move();
        if (mover == solver) != (ply % 2 == 0) {
            return Err(format!("{notation} is played by the wrong side"));
        }
        record
            .play_notation(notation)
            .map_err(|error| format!("move {}: {error}", ply + 1))?;
    }
    let outcome = record.outcome();
    if outcome
        .as_ref()
        .is_some_and(|outcome| outcome.winner != Some(solver))
    {
        return Err("the solution leaves the solver lost or drawn".into());
    }
    match puzzle.kind {
        Kind::OnlyWin | Kind::Material => {
            // The solver searches to the end; the material search to a depth.
            let depth_ok = (puzzle.kind == Kind::OnlyWin) == (puzzle.depth == 0);
            if puzzle.solution.len() != 1 || !depth_ok {
                return Err("one move, and the depth of its kind".into());
            }
        }
        Kind::ForcedWin => {
            let whole = puzzle.depth <= LINE_PLIES;
            let shown = if !whole {
                1
            } else {
                puzzle.depth as usize - (1 - puzzle.depth as usize % 2)
            };
            if puzzle.solution.len() != shown {
                return Err(format!(
                    "a win in {} plies must show {shown} moves, not {}",
                    puzzle.depth,
                    puzzle.solution.len()
                ));
            }
            if puzzle.theme.starts_with("mate") && puzzle.depth.is_multiple_of(2) {
                return Err("a mate ends with the solver's move".into());
            }
            // A whole line of odd length ends the game, won.
            if whole && puzzle.depth % 2 == 1 {
                let Some(outcome) = outcome else {
                    return Err("the winning line does not end the game".into());
                };
                if puzzle.theme.starts_with("mate") && outcome.why != Why::Checkmate {
                    return Err(format!("a mate that ends by {:?}", outcome.why));
                }
            }
            let moves = puzzle.depth.div_ceil(2);
            if !puzzle.theme.ends_with(&format!(" in {moves}")) {
                return Err(format!("the theme of a win in {moves} moves"));
            }
        }
    }
    Ok(())
}

#[test]
fn every_game_has_at_least_fifty_puzzles_with_unique_ids() {
    for &game in GAMES {
        let puzzles = load(game);
        assert!(puzzles.len() >= 50, "{game}: {} puzzles", puzzles.len());
        let ids: HashSet<&str> = puzzles.iter().map(|puzzle| puzzle.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{game}: repeated ids");
        for puzzle in &puzzles {
            let number = puzzle.id.strip_prefix(&format!("{game}-"));
            assert!(
                number.is_some_and(|n| n.len() == 3 && n.bytes().all(|b| b.is_ascii_digit())),
                "{game}: id {}",
                puzzle.id
            );
        }
        let links: HashSet<&str> = puzzles.iter().map(|puzzle| puzzle.link.as_str()).collect();
        assert_eq!(links.len(), puzzles.len(), "{game}: repeated positions");
    }
}

#[test]
fn puzzles_are_of_the_kinds_each_game_has() {
    for &game in GAMES {
        let puzzles = load(game);
        let count = |kind: Kind| puzzles.iter().filter(|puzzle| puzzle.kind == kind).count();
        match game {
            "double-ring" => assert_eq!(count(Kind::OnlyWin), puzzles.len(), "{game}"),
            "double-take" | "king-of-rings" => {
                assert_eq!(count(Kind::ForcedWin), puzzles.len(), "{game}")
            }
            _ => {
                assert_eq!(count(Kind::OnlyWin), 0, "{game}");
                // At least half are checkmates (each checked to end in mate).
                let mates = puzzles
                    .iter()
                    .filter(|puzzle| puzzle.theme.starts_with("mate in "))
                    .count();
                assert!(
                    2 * mates >= puzzles.len(),
                    "{game}: {mates} mates of {}",
                    puzzles.len()
                );
                assert!(count(Kind::Material) > 0, "{game}: no material puzzle");
            }
        }
        // More than the easiest.
        assert!(
            puzzles.iter().any(|puzzle| puzzle.difficulty >= 3),
            "{game}: all easy"
        );
    }
}

#[test]
fn double_ring_puzzles_spread_over_rules_and_sizes() {
    let puzzles = load("double-ring");
    let variants: HashSet<String> = puzzles
        .iter()
        .map(|puzzle| {
            let (_, query) = puzzle.link.split_once('?').unwrap();
            query.split('&').take(2).collect::<Vec<_>>().join("&")
        })
        .collect();
    for rule in ["skip2", "skip3", "odd", "even", "knight"] {
        assert!(
            variants
                .iter()
                .any(|v| v.contains(&format!("rule={rule}&"))),
            "no puzzle under {rule}: {variants:?}"
        );
    }
    for size in 5..=9 {
        assert!(
            variants
                .iter()
                .any(|v| v.ends_with(&format!("size={size}"))),
            "no puzzle on size {size}: {variants:?}"
        );
    }
}

#[test]
fn every_puzzle_plays_and_a_sample_proves_again() {
    let mut problems = Vec::new();
    for &game in GAMES {
        let puzzles = load(game);
        let check = Check { puzzles: &puzzles };
        problems.extend(games::visit(game, check).expect("a known game"));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_changed_puzzle_does_not_prove() {
    use ringboard::games::chess::Chess;
    let puzzles = load("chess");
    let mate = puzzles
        .iter()
        .find(|puzzle| puzzle.theme == "mate in 2")
        .expect("a mate in 2");
    puzzle::reprove::<Chess>(mate).expect("the published puzzle proves");
    let position = puzzle::open::<Chess>(mate).unwrap();
    // Another first move.
    let other = position
        .legal_move_list()
        .into_iter()
        .map(|mv| position.format_move(mv))
        .find(|notation| *notation != mate.solution[0])
        .unwrap();
    let mut changed = mate.clone();
    changed.solution[0] = other;
    assert!(puzzle::reprove::<Chess>(&changed).is_err());
    // A mate in 1 is not to be found where the shortest is in 2.
    let mut shorter = mate.clone();
    shorter.depth = 1;
    assert!(puzzle::reprove::<Chess>(&shorter).is_err());
    // The other side to move.
    let mut other_side = mate.clone();
    other_side.player = Player::Second.key().into();
    if mate.player == "second" {
        other_side.player = Player::First.key().into();
    }
    assert!(puzzle::reprove::<Chess>(&other_side).is_err());
    // The proof itself: a mate in 2 position proves as a forced win in 3 plies.
    let proof = puzzle::prove(&position, Kind::ForcedWin, 5).unwrap();
    assert_eq!(proof.depth, 3);
    assert_eq!(position.format_move(proof.line[0]), mate.solution[0]);
}

/// A mate in 3 whose first move is the only one, but where five second
/// moves mate as quickly: the page would refute four moves that win, so it
/// is no puzzle (it was chess-034 until the proof looked past the first move).
#[test]
fn a_forced_win_with_a_second_answer_after_the_first_move_is_no_puzzle() {
    use ringboard::games::chess::Chess;
    let (_, query) = split_link("chess?position=8/p7/4pkp1/7p/q1pP1PPP/b1p2K2/1rP5/R7%20b%20-%20-%200%2033").unwrap();
    let position = record_from_query::<Chess>(query).unwrap().current().clone();
    assert_eq!(
        puzzle::prove(&position, Kind::ForcedWin, 5).map(|proof| proof.depth),
        Err("at ply 3 of the line, 5 moves win as quickly (2 plies after)".to_string())
    );
}
