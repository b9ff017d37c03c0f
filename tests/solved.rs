//! Double Ring solved (docs/solved.md): the mirror theorem on random
//! symmetric positions of every board size, the plain search agreeing with it
//! on the 4 x 4 and 6 x 6 starts, the independent parts' Grundy values adding
//! up (XOR) to the whole's, the solver against brute force, the known 5 x 5
//! results, and the computer playing the mirror as second on even boards.

mod common;

use common::brute_force_wins;
use std::collections::{HashMap, HashSet};

use ringboard::ai::agent::Agent;
use ringboard::ai::{Evaluate, Level};
use ringboard::games::double_ring::mirror::{lost_by_mirror, mirror_reply, mirrored, is_symmetric};
use ringboard::games::double_ring::solver::{self, Options};
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::variant::Settings;
use ringboard::{Game, Player};

const RULES: [Rule; 9] = Rule::ALL;

/// A small seeded generator (an LCG): the tests are repeatable.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Builds a position of `width` x `height` from cells listed rank by rank from a1 ('o', 'O', '.').
fn from_cells(rule: Rule, (width, height): (u8, u8), cells: &[char]) -> DoubleRing {
    let w = width as usize;
    let ranks: Vec<String> = (0..height as usize)
        .rev()
        .map(|rank| cells[rank * w..(rank + 1) * w].iter().collect())
        .collect();
    DoubleRing::from_position(&Variant { rule, width, height }, &format!("{} 1", ranks.join("/"))).unwrap()
}

/// A random position symmetric under the half-turn, with no single ring
/// where a move could meet its own mirror image: on the middle row of an odd
/// height or the middle column of an odd width; for Knight's Overlap, on the
/// centre or a knight's leap from its own image.
fn random_symmetric(random: &mut Random, rule: Rule, (width, height): (u8, u8)) -> DoubleRing {
    let (w, h) = (width as usize, height as usize);
    let count = w * h;
    let mut cells = vec!['.'; count];
    let singles_per_mille = 300 + random.below(500);
    for i in 0..count.div_ceil(2) {
        let (file, rank) = ((i % w) as i32, (i / w) as i32);
        let (across, up) = ((w as i32 - 1 - 2 * file).abs(), (h as i32 - 1 - 2 * rank).abs());
        let on_cross = if rule == Rule::Knight {
            matches!((across, up), (0, 0) | (1, 2) | (2, 1))
        } else {
            across == 0 || up == 0
        };
        let cell = if !on_cross && random.below(1000) < singles_per_mille {
            'o'
        } else if random.below(2) == 0 {
            'O'
        } else {
            '.'
        };
        cells[i] = cell;
        cells[count - 1 - i] = cell;
    }
    from_cells(rule, (width, height), &cells)
}

#[test]
fn every_move_in_a_symmetric_position_has_a_mirror_reply_that_restores_symmetry() {
    let mut random = Random(26);
    let (mut positions, mut moves_checked) = (0, 0);
    for round in 0..3000 {
        let rule = RULES[round % RULES.len()];
        // Squares of 4 x 4 to 18 x 18, and as many rectangles of 3 to 19 a side.
        let width = 4 + (round / RULES.len() % 15) as u8;
        let height = if round % 2 == 0 { width } else { 3 + random.below(17) as u8 };
        let game = random_symmetric(&mut random, rule, (width, height));
        assert!(is_symmetric(&game) && lost_by_mirror(&game), "{}", game.position());
        let moves = game.legal_move_list();
        positions += 1;
        for _ in 0..6.min(moves.len()) {
            let mv = moves[random.below(moves.len() as u64) as usize];
            let mut next = game.clone();
            next.play(mv);
            let reply = mirrored(&game, mv);
            assert!(
                next.legal_move_list().contains(&reply),
                "{rule:?} {}: {} has no mirror reply",
                game.position(),
                game.format_move(mv)
            );
            assert_eq!(mirror_reply(&next), Some(reply), "{rule:?} {}", next.position());
            next.play(reply);
            assert!(lost_by_mirror(&next), "{rule:?} {}", next.position());
            moves_checked += 1;
        }
    }
    assert!(positions == 3000 && moves_checked > 10_000, "{moves_checked} moves");
}

#[test]
fn the_solver_answers_symmetric_positions_at_any_size_at_once() {
    for rule in RULES {
        for size in [4, 8, 12, 18, 19] {
            let mut game = DoubleRing::start(&Variant::square(rule, size));
            if size % 2 == 1 {
                // An odd board's start has singles on the cross: not decided.
                assert!(!lost_by_mirror(&game));
                continue;
            }
            // The start, and after mirrored pairs of moves.
            let mut random = Random(size as u64);
            for _ in 0..4 {
                let solved = game.solve(1).expect("decided by the mirror");
                assert!(!solved.wins && solved.mirror, "{rule:?} {size}");
                let moves = game.legal_move_list();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[random.below(moves.len() as u64) as usize];
                game.play(mv);
                // One move from symmetric: the mirror reply wins.
                let solved = game.solve(1).expect("decided by the mirror");
                let reply = mirrored(&game, mv);
                assert_eq!((solved.wins, solved.best, solved.mirror), (true, Some(reply), true));
                let every = game.winning_moves(1).unwrap();
                assert_eq!(every.moves[0], reply);
                assert!(every.mirror);
                game.play(reply);
            }
        }
    }
}

/// Plain brute force: the Grundy value.
fn grundy(game: &DoubleRing, memo: &mut HashMap<String, u32>) -> u32 {
    let key = game.position();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let seen: HashSet<u32> = game
        .legal_move_list()
        .into_iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play(mv);
            grundy(&next, memo)
        })
        .collect();
    let value = (0..).find(|value| !seen.contains(value)).unwrap();
    memo.insert(key, value);
    value
}

#[test]
fn the_plain_search_agrees_with_the_mirror_on_the_4x4_starts() {
    for rule in RULES {
        let start = DoubleRing::start(&Variant::square(rule, 4));
        assert!(!brute_force_wins(&start, &mut HashMap::new()), "{rule:?} 4x4");
        assert!(!solver::run(&start, plain(22)).unwrap().wins, "{rule:?} 4x4");
    }
}

/// The rectangles even both ways (4 x 6, 6 x 4): the mirror says the first
/// player loses under every rule, and so does the search without it.
#[test]
fn the_plain_search_agrees_with_the_mirror_on_the_even_rectangles() {
    for rule in RULES {
        for (width, height) in [(4, 6), (6, 4)] {
            let start = DoubleRing::start(&Variant { rule, width, height });
            assert!(lost_by_mirror(&start), "{rule:?} {width}x{height}");
            assert!(!solver::run(&start, plain(24)).unwrap().wins, "{rule:?} {width}x{height}");
        }
    }
}

/// The solver without the mirror (with independent parts, themselves proved
/// against brute force below).
fn plain(table_bits: u32) -> Options {
    Options {
        nodes: u64::MAX,
        table_bits,
        every: false,
        mirror: false,
        progress: None,
    }
}

/// The 6 x 6 starts without the mirror take minutes each (docs/solved.md):
/// `cargo test --release --test solved -- --ignored --nocapture`
#[test]
#[ignore = "minutes: the plain search of the 6 x 6 starts"]
fn the_plain_search_agrees_with_the_mirror_on_the_6x6_starts() {
    for rule in RULES {
        let start = DoubleRing::start(&Variant::square(rule, 6));
        let started = std::time::Instant::now();
        let report = solver::run(&start, plain(27)).unwrap();
        println!("6x6 {rule:?}: lost {} in {} nodes, {:.1} s", !report.wins, report.nodes, started.elapsed().as_secs_f64());
        assert!(!report.wins && !report.mirror, "{rule:?} 6x6");
    }
}

/// A random position: each cell a single, a double or empty.
fn random_position(random: &mut Random, rule: Rule, (width, height): (u8, u8), singles_per_mille: u64) -> DoubleRing {
    let cells: Vec<char> = (0..width as usize * height as usize)
        .map(|_| {
            if random.below(1000) < singles_per_mille {
                'o'
            } else if random.below(2) == 0 {
                'O'
            } else {
                '.'
            }
        })
        .collect();
    from_cells(rule, (width, height), &cells)
}

#[test]
fn the_parts_grundy_values_xor_to_the_whole_and_the_solver_agrees_with_brute_force() {
    let mut random = Random(7);
    let (mut split, mut checked) = (0, 0);
    for round in 0..2400 {
        let rule = RULES[round % RULES.len()];
        // 4 x 4 to 6 x 6, and rectangles of 15 to 36 cells both ways round.
        let sides = [(4, 4), (5, 5), (6, 6), (3, 5), (5, 4), (6, 4), (4, 7), (3, 8), (9, 3), (6, 5)];
        let (width, height) = sides[round / RULES.len() % sides.len()];
        let density = match width * height {
            ..=16 => 400,
            ..=25 => 330,
            _ => 250,
        };
        let game = random_position(&mut random, rule, (width, height), density);
        let mut memo = HashMap::new();
        let parts = solver::parts(&game);
        let whole = grundy(&game, &mut memo);
        let xor = parts.iter().fold(0, |xor, part| xor ^ grundy(part, &mut memo));
        assert_eq!(whole, xor, "{rule:?} {}", game.position());
        if parts.len() > 1 || parts.first().is_some_and(|part| part != &game) {
            split += 1;
        }
        // The solver with parts, mirror and all: the exact winning moves.
        let moves = game.legal_move_list();
        let mut expected: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                let mut next = game.clone();
                next.play(mv);
                grundy(&next, &mut memo) == 0
            })
            .collect();
        let mut winning = game.winning_moves(u64::MAX).unwrap().moves;
        expected.sort_by_key(|&mv| (mv.from, mv.to));
        winning.sort_by_key(|&mv| (mv.from, mv.to));
        assert_eq!(winning, expected, "{rule:?} {}", game.position());
        assert_eq!(game.solve(u64::MAX).unwrap().wins, whole != 0);
        checked += 1;
    }
    assert!(checked == 2400 && split > 800, "{split} of {checked} split");
}

#[test]
fn the_computers_short_solve_leaves_big_positions_to_the_search_but_keeps_the_mirror() {
    // A position of more than 38 single rings is given up at once within the
    // computer's budgets (at most a million nodes), even where the solver
    // would settle it, so that the search has the clock's whole time.
    // Here files d and e and ranks 4 and 5 are double rings, which cut every
    // line under Skip Two: the singles fall into four small parts, quickly
    // solved; a few of them are then emptied or doubled at random.
    let mut random = Random(26);
    for _ in 0..8 {
        let mut cells: Vec<char> = (0..81).map(|cell| if [3, 4].contains(&(cell % 9)) || [3, 4].contains(&(cell / 9)) { 'O' } else { 'o' }).collect();
        for _ in 0..random.below(6) {
            let cell = random.below(81) as usize;
            if cells[cell] == 'o' {
                cells[cell] = if random.below(2) == 0 { '.' } else { 'O' };
            }
        }
        let game = from_cells(Rule::SkipTwo, (9, 9), &cells);
        assert!(game.position().matches('o').count() > 38);
        let settled = solver::run(&game, Options::for_budget(800_000, false)).expect("four small parts, settled within the budget");
        assert!(game.solve(800_000).is_none(), "{}", game.position());
        assert!(game.solve(1_000_000).is_none(), "{}", game.position());
        assert_eq!(game.solve(1_000_001).map(|solved| solved.wins), Some(settled.wins), "{}", game.position());
    }
    // The mirror still answers at once: an even board's start is lost, and a
    // move later the mirror reply wins.
    let mut game = DoubleRing::start(&Variant::square(Rule::SkipTwo, 8));
    let lost = game.solve(800_000).expect("decided by the mirror");
    assert!(!lost.wins && lost.mirror);
    let first = game.legal_move_list()[0];
    game.play(first);
    let won = game.solve(800_000).expect("decided by the mirror");
    assert_eq!(won.best, Some(mirrored(&game, first)));
    // Below the line the solver searches as before.
    let mut game = DoubleRing::start(&Variant::default());
    let level2 = Agent::parse("level2").unwrap();
    while game.position().matches('o').count() > 30 {
        let mv = level2.choose(&game, 3);
        game.play(mv);
    }
    assert!(game.solve(800_000).is_some_and(|solved| solved.nodes > 0), "{}", game.position());
}

#[test]
fn whether_a_move_is_left_is_answered_as_the_move_list_answers_it() {
    // The search scores Double Ring's leaves by `has_legal_move` and the
    // evaluation, without their move lists.
    let mut random = Random(27);
    let (mut stuck, mut free) = (0, 0);
    for round in 0..3_000 {
        let rule = RULES[round % RULES.len()];
        let (width, height) = (3 + random.below(9) as u8, 3 + random.below(9) as u8);
        let singles_per_mille = 50 + random.below(600);
        let game = random_position(&mut random, rule, (width, height), singles_per_mille);
        let has = game.has_legal_move();
        assert_eq!(has, !game.legal_move_list().is_empty(), "{rule:?} {}", game.position());
        if has { free += 1 } else { stuck += 1 }
    }
    assert!(stuck > 300 && free > 300, "{stuck} without a move, {free} with");
}

#[test]
fn five_by_five_skip_two_and_skip_even_are_first_player_wins_and_the_rest_losses() {
    for rule in RULES {
        let start = DoubleRing::start(&Variant::square(rule, 5));
        let mut winning: Vec<String> = start
            .winning_moves(u64::MAX)
            .unwrap()
            .moves
            .into_iter()
            .map(|mv| start.format_move(mv))
            .collect();
        winning.sort();
        let expected: &[&str] = match rule {
            Rule::SkipTwo | Rule::SkipEven => &["a3d3", "c1c4", "c5c2", "e3b3"],
            _ => &[],
        };
        assert_eq!(winning, expected, "{rule:?}");
    }
}

#[test]
fn the_computer_playing_second_on_an_even_board_at_levels_4_and_5_never_loses() {
    for size in [4, 6, 8] {
        for (round, first) in ["random", "greedy", "level1", "level2"].iter().enumerate() {
            let first = Agent::parse(first).unwrap();
            let rule = RULES[(size as usize + round) % RULES.len()];
            let mut game = DoubleRing::start(&Variant::square(rule, size));
            let level = Level::new(4 + (round % 2) as u8).unwrap();
            let mut ply = 0;
            while !game.legal_move_list().is_empty() {
                let mv = if game.to_move() == Player::First {
                    first.choose(&game, ply)
                } else {
                    let choice = ringboard::ai::choose(&game, level, ply).unwrap();
                    assert!(choice.mirror, "{rule:?} {}", game.position());
                    game.parse_legal_move(&choice.notation).unwrap()
                };
                game.play(mv);
                ply += 1;
            }
            assert_eq!(game.to_move(), Player::First, "{rule:?} {size}: the first player is stuck");
        }
    }
}

/// The 9 x 9 curve (docs/solved.md): positions from level-2 play down to a
/// number of single rings, solved (every winning move, as Solve shows them)
/// within a node budget. `RINGBOARD_SINGLES=24,28,32 RINGBOARD_NODES=...
/// cargo test --release --test solved -- --ignored --nocapture nine`; another
/// board or rule with `RINGBOARD_VARIANT=size=7,rule=knight` (the 7 x 7 curves);
/// with `RINGBOARD_FIRST=1`, each position also as the page's Solve first asks
/// it: the verdict and one winning move.
#[test]
#[ignore = "a measurement: prints the 9 x 9 solve times against the singles left"]
fn nine_by_nine_solve_times_against_singles_left() {
    let variant = match std::env::var("RINGBOARD_VARIANT") {
        Ok(text) => DoubleRing::parse_variant(&Settings::parse(&text, ',').unwrap()).expect("a Double Ring variant"),
        Err(_) => Variant::default(),
    };
    let singles: Vec<usize> = std::env::var("RINGBOARD_SINGLES")
        .unwrap_or("24,28,32,36,40,44".into())
        .split(',')
        .map(|n| n.parse().unwrap())
        .collect();
    let nodes: u64 = std::env::var("RINGBOARD_NODES").ok().and_then(|n| n.parse().ok()).unwrap_or(1_500_000);
    let rounds: u64 = std::env::var("RINGBOARD_ROUNDS").ok().and_then(|n| n.parse().ok()).unwrap_or(8);
    let verdict_first = std::env::var("RINGBOARD_FIRST").is_ok();
    let level2 = Agent::parse("level2").unwrap();
    for &left in &singles {
        let (mut times, mut solved, mut nodes_used) = (Vec::new(), 0, Vec::new());
        for round in 0..rounds {
            let mut game = DoubleRing::start(&variant);
            while game.position().matches('o').count() > left && !game.legal_move_list().is_empty() {
                let mv = level2.choose(&game, round * 1000 + game.position().len() as u64);
                game.play(mv);
            }
            if game.legal_move_list().is_empty() {
                continue;
            }
            let started = std::time::Instant::now();
            let answer = game.winning_moves(nodes);
            times.push(started.elapsed().as_secs_f64());
            if verdict_first {
                let started = std::time::Instant::now();
                let first = solver::solve(&game, nodes);
                println!(
                    "  {}: every winning move ({:?}) in {:?} nodes; the verdict first (wins {:?}) in {:?} nodes, {:.3} s",
                    game.position(),
                    answer.as_ref().map(|answer| answer.moves.len()),
                    answer.as_ref().map(|answer| answer.nodes),
                    first.as_ref().map(|first| first.wins),
                    first.as_ref().map(|first| first.nodes),
                    started.elapsed().as_secs_f64()
                );
            }
            solved += answer.is_some() as usize;
            nodes_used.extend(answer.map(|answer| answer.nodes));
        }
        let (total_nodes, total_time): (u64, f64) = (nodes_used.iter().sum(), times.iter().sum());
        nodes_used.sort();
        times.sort_by(f64::total_cmp);
        println!(
            "{left} singles: {solved} of {} solved within {nodes} nodes (median {} nodes, in all {total_nodes} solved in {total_time:.1} s); median {:.3} s, longest {:.3} s",
            times.len(),
            nodes_used.get(nodes_used.len() / 2).copied().unwrap_or(0),
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
}

/// How long the solver takes, for every winning move, on the positions of
/// 5 x 5 that are a given number of moves from the start: where an opening
/// book must stop for the rest to be quick.
/// `RINGBOARD_PLIES=2,3 cargo test --release --test solved -- --ignored --nocapture opening_positions`
#[test]
#[ignore = "a measurement: prints the solve times of the 5 x 5 positions a few moves in"]
fn opening_positions_solve_times() {
    let plies: Vec<usize> = std::env::var("RINGBOARD_PLIES")
        .unwrap_or("2,3".into())
        .split(',')
        .map(|n| n.parse().unwrap())
        .collect();
    for rule in Rule::ALL {
        let variant = Variant::square(rule, 5);
        let mut layer = vec![DoubleRing::start(&variant)];
        let mut seen = HashSet::new();
        for ply in 1..=*plies.iter().max().unwrap() {
            let mut next = Vec::new();
            for position in &layer {
                for mv in position.legal_move_list() {
                    let mut child = position.clone();
                    child.play(mv);
                    if seen.insert(child.position()) {
                        next.push(child);
                    }
                }
            }
            layer = next;
            if !plies.contains(&ply) {
                continue;
            }
            let mut times: Vec<f64> = layer
                .iter()
                .step_by(layer.len().div_ceil(150))
                .map(|position| {
                    let started = std::time::Instant::now();
                    position.winning_moves(u64::MAX).expect("solved");
                    started.elapsed().as_secs_f64()
                })
                .collect();
            times.sort_by(f64::total_cmp);
            println!(
                "5x5 {}, {ply} moves in: {} positions, {} timed; median {:.4} s, longest {:.4} s",
                rule.id(),
                layer.len(),
                times.len(),
                times[times.len() / 2],
                times[times.len() - 1]
            );
        }
    }
}
