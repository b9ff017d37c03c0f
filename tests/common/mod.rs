//! Helpers the game tests share.
#![allow(dead_code)]

use std::collections::HashMap;

use ringboard::play::session::Session;
use ringboard::{Error, Game};

/// The legal moves in notation, sorted.
pub fn moves<G: Game>(game: &G) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_move_list()
        .into_iter()
        .map(|mv| game.format_move(mv))
        .collect();
    moves.sort();
    moves
}

/// The legal moves of the piece on `from` (`a1` is not `a10`).
pub fn moves_from<G: Game>(game: &G, from: &str) -> Vec<String> {
    moves(game)
        .into_iter()
        .filter(|mv| mv.starts_with(from) && !mv[from.len()..].starts_with(char::is_numeric))
        .collect()
}

/// The position after the moves, given in notation and separated by spaces.
pub fn after<G: Game>(game: &G, notations: &str) -> G {
    let mut next = game.clone();
    for notation in notations.split_whitespace() {
        next.play(next.parse_legal_move(notation).unwrap());
    }
    next
}

/// Checks the exact error message of each bad position string.
pub fn assert_position_errors<G: Game>(variant: &G::Variant, cases: &[(&str, &str)]) {
    for (text, message) in cases {
        assert_eq!(
            G::from_position(variant, text).unwrap_err().to_string(),
            *message,
            "{text}"
        );
    }
}

/// The move-list labels (SAN for chess games) of the moves, played in turn.
pub fn labels<G: Game>(game: &G, notations: &str) -> Vec<String> {
    let mut game = game.clone();
    notations
        .split_whitespace()
        .map(|notation| {
            let mv = game.parse_legal_move(notation).unwrap();
            let label = game.label_move(mv);
            game.play(mv);
            label
        })
        .collect()
}

/// Checks the exact reason given for each badly written move.
pub fn assert_move_syntax_errors<G: Game>(game: &G, cases: &[(&str, &str)]) {
    for (text, why) in cases {
        match game.parse_move(text) {
            Err(Error::BadMoveSyntax { mv, why: said }) => {
                assert_eq!(
                    (mv.as_str(), said.to_string().as_str()),
                    (*text, *why),
                    "{text}"
                )
            }
            other => panic!("{text}: expected a bad move's syntax, got {other:?}"),
        }
    }
}

/// A FEN-like board field: for each rank (top first, with the files it
/// has), the letters that `men` puts on its squares (`"c9"` -> `'k'`) and
/// counts of the empty squares between them.
pub fn board_field(men: &HashMap<String, char>, ranks: &[(u32, Vec<char>)]) -> String {
    let rows: Vec<String> = ranks
        .iter()
        .map(|(rank, files)| {
            let mut row = String::new();
            let mut empty = 0;
            for file in files {
                match men.get(&format!("{file}{rank}")) {
                    Some(&letter) => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        row.push(letter);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            row
        })
        .collect();
    rows.join("/")
}

/// Whether the player to move wins a Double Ring position, by plain minimax
/// with a memo of boards (the game is impartial: whose turn it is does not
/// change who wins); the exact solver is checked against it.
pub fn brute_force_wins(
    game: &ringboard::games::double_ring::DoubleRing,
    memo: &mut HashMap<String, bool>,
) -> bool {
    let key = game.position();
    let key = key.split(' ').next().unwrap().to_string();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let wins = game.legal_move_list().into_iter().any(|mv| {
        let mut next = game.clone();
        next.play(mv);
        !brute_force_wins(&next, memo)
    });
    memo.insert(key, wins);
    wins
}

/// The session a link opens, or a panic that names the link.
pub fn open(hash: &str) -> Session {
    Session::from_link(hash).unwrap_or_else(|error| panic!("{hash}: {error}"))
}

/// The error's message, or a panic where there is none.
pub fn error_text<T>(result: Result<T, Error>) -> String {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(error) => error.to_string(),
    }
}
