//! Any text as a move, as the move box and the links read it, in a position
//! reached by moves the bytes pick: an error, or a legal move that its own
//! notation names again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::ai::Evaluate;
use ringboard::games::{visit, GameVisitor};
use ringboard_fuzz::{game_id, variant};

struct Read<'a> {
    variant: u8,
    picks: &'a [u8],
    text: &'a str,
}

impl GameVisitor for Read<'_> {
    type Output = ();
    fn visit<G: Evaluate + 'static>(self) {
        let mut game = G::start(&variant::<G>(self.variant));
        for &pick in self.picks {
            let moves = game.legal_move_list();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play(moves[pick as usize % moves.len()]);
        }
        let legal = game.legal_move_list();
        for parsed in [
            game.parse_legal_move(self.text),
            game.parse_typed_move(self.text),
        ] {
            if let Ok(mv) = parsed {
                assert!(
                    legal.contains(&mv),
                    "'{}' gave a move that is not legal",
                    self.text
                );
                let notation = game.format_move(mv);
                assert!(game.parse_legal_move(&notation).ok() == Some(mv));
            }
        }
        let _ = game.parse_move(self.text);
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, variant, count, rest @ ..] = data else {
        return;
    };
    let count = (*count as usize % 16).min(rest.len());
    let (picks, text) = rest.split_at(count);
    // The move box takes 12 characters; links and records read moves one at a time.
    let text = &text[..text.len().min(32)];
    let text = String::from_utf8_lossy(text);
    visit(
        game_id(*game),
        Read {
            variant: *variant,
            picks,
            text: &text,
        },
    )
    .expect("a listed game");
});
