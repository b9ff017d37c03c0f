//! Properties every game must keep, checked over many pseudo-random games:
//! moves are listed exactly while the game is not over, every position
//! string reads back to the same position, and every move's notation reads
//! back to the same move.

use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::DoubleRing;
use ringboard::games::double_take::{self, DoubleTake};
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;
use ringboard::Game;

/// A small deterministic generator, so that a failure can be replayed.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Plays `games` random games of at most `max_plies` and returns how many ended.
fn check_random_games<G: Game>(variant: &G::Variant, games: usize, max_plies: usize) -> usize {
    let mut random = Lcg(7);
    let mut ended = 0;
    for game in 0..games {
        let mut position = G::start(variant);
        for ply in 0..max_plies {
            let text = position.position();
            let reread = G::from_position(variant, &text)
                .unwrap_or_else(|e| panic!("game {game} ply {ply}: {e}"));
            assert_eq!(reread.position(), text, "game {game} ply {ply}");
            let moves = position.legal_move_list();
            assert_eq!(
                moves.is_empty(),
                position.outcome().is_some(),
                "game {game} ply {ply}: {text}"
            );
            if moves.is_empty() {
                ended += 1;
                break;
            }
            for &mv in &moves {
                assert_eq!(
                    position.parse_legal_move(&position.format_move(mv)),
                    Ok(mv),
                    "{text}"
                );
            }
            position.play(moves[random.below(moves.len())]);
        }
    }
    ended
}

#[test]
fn double_ring_random_games() {
    assert_eq!(
        check_random_games::<DoubleRing>(&Default::default(), 50, 100),
        50
    );
}

#[test]
fn double_take_random_games() {
    assert_eq!(
        check_random_games::<DoubleTake>(&Default::default(), 50, 400),
        50
    );
    assert_eq!(
        check_random_games::<DoubleTake>(&double_take::Variant { length: 10 }, 20, 400),
        20
    );
}

#[test]
fn king_of_rings_random_games() {
    // Plain knights could shuffle between empty squares for ever (the rules
    // have no repetition limit), but random play takes the rings in time.
    assert_eq!(check_random_games::<KingOfRings>(&Default::default(), 50, 600), 50);
}

#[test]
fn chess_random_games() {
    // Random chess ends by mate, stalemate, repetition or the fifty-move rule.
    assert_eq!(check_random_games::<Chess>(&Default::default(), 20, 1000), 20);
}

#[test]
fn stone_chess_random_games() {
    // Stones moved at random keep a game going for long: most end by the
    // fifty-move rule or repetition.
    assert_eq!(check_random_games::<DoubleEighteenStone>(&Default::default(), 12, 1500), 12);
}

#[test]
fn one_ring_random_games() {
    assert_eq!(check_random_games::<OneRing>(&Default::default(), 40, 1000), 40);
}

/// Position strings from a URL are untrusted: mangled ones must give a
/// position or an error, and a position must then play without panicking.
#[test]
fn mangled_chess_position_strings_never_panic() {
    let mut random = Lcg(5);
    let alphabet: Vec<char> = "kqrbnpKQRBNPS0123456789/ -wbacdefghijklmnopAELP@!x"
        .chars()
        .collect();
    let bases = [
        ringboard::games::one_ring::START,
        ringboard::games::chess::START,
        "k/rqbbr/npppn/4p/5/1p3/P1P1P/N2PN/RQBBR/K w c3 - 0 3",
        ringboard::games::double_eighteen_stone::START,
        "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/S4S4S4S/S2SSS1SS1S1SS1S/S4S4S4S/16/PPPPPPPPPPPPPPPP/RNBQRNBQKBNRQBNR b AELPaelp - c5e5 1 1",
    ];
    let mut read = 0;
    for round in 0..20_000 {
        let mut text: Vec<char> = bases[round % bases.len()].chars().collect();
        for _ in 0..1 + random.below(4) {
            let at = random.below(text.len());
            let letter = alphabet[random.below(alphabet.len())];
            match random.below(3) {
                0 => text[at] = letter,
                1 => {
                    text.remove(at);
                }
                _ => text.insert(at, letter),
            }
        }
        let text: String = text.into_iter().collect();
        read += play_all_moves(OneRing::from_position(&Default::default(), &text).ok());
        read += play_all_moves(Chess::from_position(&Default::default(), &text).ok());
        read += play_all_moves(DoubleEighteenStone::from_position(&Default::default(), &text).ok());
    }
    assert!(read > 100, "{read} mangled strings were still positions");
}

fn play_all_moves<G: Game>(game: Option<G>) -> usize {
    let Some(game) = game else { return 0 };
    game.outcome();
    for mv in game.legal_move_list() {
        game.label_move(mv);
        let mut next = game.clone();
        next.play(mv);
        next.view();
    }
    1
}

/// The wasm of one game names every game in its errors: the list it uses
/// must be the catalog of the full build, in the same order.
#[test]
fn every_game_id_is_in_the_catalog_in_order() {
    let catalog: Vec<&str> = ringboard::games::GAMES.iter().map(|game| game.id).collect();
    assert_eq!(ringboard::games::ALL_GAME_IDS, catalog.as_slice());
    let error = ringboard::games::visit("go", Count).unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)"
    );
}

struct Count;
impl ringboard::games::GameVisitor for Count {
    type Output = usize;
    fn visit<G: ringboard::ai::Evaluate + 'static>(self) -> usize {
        G::INFO.players.len()
    }
}
