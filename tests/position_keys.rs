//! Position keys kept up to date move by move (Zobrist) equal the keys of the
//! same positions built from scratch, at every ply of seeded random games,
//! and moves played in another order reach the same key.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use ringboard::ai::Evaluate;
use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::games::double_take::{self, DoubleTake};
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;

/// Plays `games` seeded random games and, at every ply, compares the key
/// with that of the position read back from its text; `also` compares any
/// other key the same way. Returns the number of positions compared.
fn keys_match_from_scratch<G: Evaluate>(
    variant: &G::Variant,
    games: usize,
    seed: u64,
    also: impl Fn(&G, &G),
) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut compared = 0;
    for _ in 0..games {
        let mut game = G::start(variant);
        loop {
            let rebuilt = G::from_position(variant, &game.position()).unwrap();
            assert_eq!(
                game.position_key(),
                rebuilt.position_key(),
                "{}",
                game.position()
            );
            also(&game, &rebuilt);
            compared += 1;
            let moves = game.legal_move_list();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())]);
        }
    }
    compared
}

fn no_other_key<G>(_: &G, _: &G) {}

#[test]
fn double_ring_keys_match_from_scratch() {
    for (index, rule) in [Rule::SkipTwo, Rule::SkipOdd, Rule::Knight]
        .into_iter()
        .enumerate()
    {
        for size in [4, 8, 12, 19] {
            let variant = Variant::square(rule, size);
            let compared =
                keys_match_from_scratch::<DoubleRing>(&variant, 4, index as u64, no_other_key);
            assert!(compared >= 8, "{variant:?}");
        }
    }
}

#[test]
fn double_take_keys_match_from_scratch() {
    for length in [8, 10] {
        let variant = double_take::Variant { length };
        assert!(keys_match_from_scratch::<DoubleTake>(&variant, 40, 2, no_other_key) > 1000);
    }
}

#[test]
fn king_of_rings_keys_match_from_scratch() {
    assert!(keys_match_from_scratch::<KingOfRings>(&Default::default(), 60, 3, no_other_key) > 3000);
}

#[test]
fn chess_games_keys_and_repetition_keys_match_from_scratch() {
    fn with_repetition<G: Evaluate>(games: usize, seed: u64, core: fn(&G) -> u64) -> usize {
        keys_match_from_scratch::<G>(&Default::default(), games, seed, |game, rebuilt| {
            assert_eq!(core(game), core(rebuilt), "{}", game.position());
        })
    }
    assert!(with_repetition::<Chess>(40, 4, |game| game.core().repetition_key()) > 3000);
    assert!(with_repetition::<OneRing>(40, 5, |game| game.core().repetition_key()) > 3000);
    assert!(
        with_repetition::<DoubleEighteenStone>(20, 6, |game| game.core().repetition_key()) > 1000
    );
}

/// The key after each of two move orders, and after a third line that
/// reaches another position.
fn keys_after<G: Evaluate>(variant: &G::Variant, lines: [&str; 3]) -> [u64; 3] {
    lines.map(|line| {
        let mut game = G::start(variant);
        for notation in line.split_whitespace() {
            let mv = game.parse_legal_move(notation).unwrap();
            game.play(mv);
        }
        game.position_key()
    })
}

fn assert_transposes(keys: [u64; 3]) {
    assert_eq!(keys[0], keys[1], "two move orders to one position");
    assert_ne!(keys[0], keys[2], "another position");
}

#[test]
fn move_orders_that_transpose_give_the_same_key() {
    let ring = Variant::square(Rule::SkipTwo, 9);
    assert_transposes(keys_after::<DoubleRing>(
        &ring,
        [
            "a1a4 i9i6 b1b4 h9h6",
            "b1b4 h9h6 a1a4 i9i6",
            "a1a4 i9i6 b1b4 g9g6",
        ],
    ));
    assert_transposes(keys_after::<DoubleTake>(
        &double_take::Variant { length: 8 },
        [
            "a3b4 a6a4 c3c5 g6h5",
            "c3c5 g6h5 a3b4 a6a4",
            "a3b4 g6h5 c3c5 a6b5",
        ],
    ));
    assert_transposes(keys_after::<KingOfRings>(
        &(),
        [
            "b2c3 b6c5 d2d3 d6d5",
            "d2d3 d6d5 b2c3 b6c5",
            "b2c3 b6c5 d2d3 f6f5",
        ],
    ));
    assert_transposes(keys_after::<Chess>(
        &Default::default(),
        [
            "g1f3 g8f6 b1c3 b8c6",
            "b1c3 b8c6 g1f3 g8f6",
            "g1f3 g8f6 b1c3 b8a6",
        ],
    ));
}
