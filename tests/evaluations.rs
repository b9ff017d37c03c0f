//! The evaluations that read the board directly (Double Ring's parity, The
//! King of Rings' gains) against the formulas they replaced, which went
//! through the move list: equal at every ply of many seeded random games,
//! and so fixed-budget searches with either give the same move, score,
//! depth and node count.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use ringboard::ai::{search, Evaluate, EvaluatedBy, Level, Settings};
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::games::king_of_rings::{Cell, KingOfRings, Move};
use ringboard::{Game, Player};

/// Double Ring's evaluation as it was: the moves that share no cell, taken
/// greedily in the move list's order; an odd count is worth +40.
fn double_ring_by_the_move_list(game: &DoubleRing) -> i32 {
    let mut used = vec![false; game.width() as usize * game.height() as usize];
    let mut independent = 0;
    for mv in game.legal_move_list() {
        if !used[mv.from as usize] && !used[mv.to as usize] {
            used[mv.from as usize] = true;
            used[mv.to as usize] = true;
            independent += 1;
        }
    }
    if independent % 2 == 1 {
        40
    } else {
        -40
    }
}

/// The King of Rings' evaluation as it was, with its weights: each side's
/// points, knights in hand and movable knights, and the best gain over the
/// moves of a copy of the position with that side to move and no pass, last
/// turn or history.
fn king_of_rings_by_the_move_list(game: &KingOfRings) -> i32 {
    const POINT: i32 = 100;
    const KNIGHT_IN_HAND: i32 = 160;
    const MOVABLE_KNIGHT: i32 = 12;
    const GAIN_TO_MOVE: i32 = 60;
    const GAIN_WAITING: i32 = 25;
    let side_value = |player: Player| {
        let movable = (0..7)
            .flat_map(|file| (0..7).map(move |rank| (file, rank)))
            .filter(|&(file, rank)| {
                matches!(game.cell(file, rank), Cell::Knight { owner, rings } if owner == player && rings.count() <= 6)
            })
            .count() as i32;
        POINT * game.score(player) as i32
            + KNIGHT_IN_HAND * game.hand(player) as i32
            + MOVABLE_KNIGHT * movable
    };
    let best_gain = |player: Player| {
        let text = game.position();
        let fields: Vec<&str> = text.split(' ').collect();
        let side = if player == Player::First { "w" } else { "b" };
        let probe_text = format!("{} {side} {} {} -", fields[0], fields[2], fields[3]);
        let probe = KingOfRings::from_position(&Default::default(), &probe_text).unwrap();
        let gain = |mv: Move| {
            let to = match mv {
                Move::Step { to, .. } | Move::Drop { to } => to,
                Move::Pass => return 0,
            };
            match probe.cell(to % 7, to / 7) {
                Cell::Ring(ring) => ring.points() as i32,
                Cell::Knight { rings, .. } => 2 * rings.points() as i32 + 1,
                Cell::Empty => 0,
            }
        };
        probe
            .legal_move_list()
            .into_iter()
            .map(gain)
            .max()
            .unwrap_or(0)
    };
    let me = game.to_move();
    let them = me.opponent();
    side_value(me) - side_value(them) + GAIN_TO_MOVE * best_gain(me)
        - GAIN_WAITING * best_gain(them)
}

/// Plays `games` seeded random games from `start` and calls `check` on every
/// position that has a legal move (the positions the search evaluates).
fn random_positions<G: Game>(start: &G, games: usize, seed: u64, mut check: impl FnMut(&G)) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..games {
        let mut game = start.clone();
        loop {
            let moves = game.legal_move_list();
            if moves.is_empty() {
                break;
            }
            check(&game);
            game.play(moves[rng.random_range(0..moves.len())]);
        }
    }
}

fn double_ring_variants() -> Vec<Variant> {
    let rules = [
        Rule::SkipTwo,
        Rule::SkipThree,
        Rule::SkipOdd,
        Rule::SkipEven,
        Rule::Knight,
    ];
    rules
        .into_iter()
        .flat_map(|rule| [3, 4, 5, 7, 8, 9, 12, 19].map(|size| Variant::square(rule, size)))
        .collect()
}

#[test]
fn double_ring_evaluation_equals_the_greedy_count_over_the_move_list() {
    let mut checked = 0;
    for (index, variant) in double_ring_variants().into_iter().enumerate() {
        let games = if variant.width > 9 { 3 } else { 30 };
        random_positions(&DoubleRing::start(&variant), games, index as u64, |game| {
            assert_eq!(
                game.evaluate(),
                double_ring_by_the_move_list(game),
                "{variant:?} {}",
                game.position()
            );
            checked += 1;
        });
    }
    assert!(checked > 10_000, "{checked} positions");
}

#[test]
fn king_of_rings_evaluation_equals_the_best_gains_over_the_move_lists() {
    let mut checked = 0;
    let mut without_rings = 0;
    random_positions(&KingOfRings::start(&Default::default()), 300, 11, |game| {
        assert_eq!(
            game.evaluate(),
            king_of_rings_by_the_move_list(game),
            "{}",
            game.position()
        );
        checked += 1;
        without_rings += game.is_last_turn() as usize;
    });
    assert!(
        checked > 10_000 && without_rings > 0,
        "{checked} positions, {without_rings} last turns"
    );
}

/// Level 5's search on a node budget, without the solver: deterministic.
fn fixed_budget(nodes: u64) -> Settings {
    let mut settings = Level::new(5).unwrap().settings(1);
    settings.budget.time = None;
    settings.budget.nodes = Some(nodes);
    settings.solver_nodes = 0;
    settings
}

/// Searches positions met in seeded random games with the game's own
/// evaluation and with `formula`, and asserts the same results.
fn same_searches<G: Evaluate>(start: &G, formula: fn(&G) -> i32, nodes: u64) {
    let settings = fixed_budget(nodes);
    let mut searched = 0;
    random_positions(start, 2, 5, |game| {
        searched += 1;
        if searched % 9 != 1 {
            return;
        }
        let own = search(game, &settings, |_| {}).unwrap();
        let reference = EvaluatedBy {
            game: game.clone(),
            evaluation: formula,
        };
        let by_formula = search(&reference, &settings, |_| {}).unwrap();
        let what = |result: &ringboard::ai::SearchResult<G::Move>| {
            (
                result.best,
                result.score,
                result.depth,
                result.nodes,
                result.pv.clone(),
            )
        };
        assert_eq!(what(&own), what(&by_formula), "{}", game.position());
    });
    assert!(searched > 9);
}

#[test]
fn double_ring_searches_the_same_with_the_old_evaluation() {
    for (rule, size) in [(Rule::SkipTwo, 9), (Rule::SkipOdd, 7), (Rule::Knight, 8)] {
        same_searches(
            &DoubleRing::start(&Variant::square(rule, size)),
            double_ring_by_the_move_list,
            20_000,
        );
    }
}

#[test]
fn king_of_rings_searches_the_same_with_the_old_evaluation() {
    same_searches(
        &KingOfRings::start(&Default::default()),
        king_of_rings_by_the_move_list,
        30_000,
    );
}
