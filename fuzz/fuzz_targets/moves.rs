//! Bytes that pick a start (the opening, the middle game or the end of a
//! game) and then among the legal moves, with undo, redo, go-to and resign
//! mixed in, played through `Record` as the page plays them. At the end the
//! position text reads back, the legal moves are exactly those that
//! play, the snapshot serialises, and the link reopens the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::ai::Evaluate;
use ringboard::games::{visit, GameVisitor};
use ringboard::play::link::{link, record_from_query, split_link};
use ringboard::play::record::Record;
use ringboard::Player;
use ringboard_fuzz::{check_position, game_id, start_position};

struct Play<'a> {
    variant: u8,
    pick: u8,
    steps: &'a [u8],
}

impl GameVisitor for Play<'_> {
    type Output = ();
    fn visit<G: Evaluate + 'static>(self) {
        let start: G = start_position(self.variant, self.pick);
        let mut record: Record<G> = if self.pick % 8 == 0 {
            Record::new(start.variant())
        } else {
            Record::from_position(start.variant(), &start.position()).expect("reads back")
        };
        for (index, &step) in self.steps.iter().enumerate() {
            let length = record.moves().len();
            match step % 16 {
                0 => {
                    // Undo takes back a resignation first, then a move.
                    let resigned = record.resigned().is_some() && record.ply() == length;
                    let could = resigned || record.ply() > 0;
                    assert_eq!(record.undo(), could);
                }
                1 => {
                    let could = record.ply() < length;
                    assert_eq!(record.redo(), could);
                }
                2 => {
                    let ply = (step as usize / 16) % (length + 2);
                    assert_eq!(record.go_to(ply), ply <= length);
                }
                3 if index % 7 == 3 => {
                    let player = if step & 16 == 0 {
                        Player::First
                    } else {
                        Player::Second
                    };
                    let over = record.outcome().is_some();
                    assert_eq!(record.resign(player).is_ok(), !over);
                }
                _ => {
                    let moves = record.current().legal_move_list();
                    if record.outcome().is_some() || moves.is_empty() {
                        continue;
                    }
                    let mv = moves[step as usize % moves.len()];
                    let notation = record.current().format_move(mv);
                    record.play_notation(&notation).unwrap_or_else(|error| {
                        panic!("legal '{notation}' does not play: {error}")
                    });
                }
            }
            // The checks at the end only: they cost far more than the moves,
            // and every prefix of an input is an input of its own.
            if index + 1 != self.steps.len() {
                continue;
            }
            check_position(record.current(), step as usize);
            serde_json::to_string(&record.snapshot()).expect("the snapshot serialises");
            let text = link(&record);
            let back: Record<G> = record_from_query(split_link(&text).expect("splits").1)
                .unwrap_or_else(|error| panic!("our own link '{text}' does not open: {error}"));
            assert_eq!(back.current().position(), record.current().position());
            assert_eq!(back.ply(), record.ply());
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, variant, pick, steps @ ..] = data else {
        return;
    };
    let steps = &steps[..steps.len().min(16)];
    visit(
        game_id(*game),
        Play {
            variant: *variant,
            pick: *pick,
            steps,
        },
    )
    .expect("a listed game");
});
