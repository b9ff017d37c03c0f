//! Any text as a move, as the move box and the links read it, in a position
//! of any phase of the game: an error, or a legal move that its own
//! notation names again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::ai::Evaluate;
use ringboard::games::{visit, GameVisitor};
use ringboard_fuzz::{game_id, start_position};

struct Read<'a> {
    variant: u8,
    pick: u8,
    text: &'a str,
}

impl GameVisitor for Read<'_> {
    type Output = ();
    fn visit<G: Evaluate + 'static>(self) {
        let game: G = start_position(self.variant, self.pick);
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
    let [game, variant, pick, text @ ..] = data else {
        return;
    };
    // The move box takes 12 characters; links and records read moves one at a time.
    let text = String::from_utf8_lossy(&text[..text.len().min(32)]);
    visit(
        game_id(*game),
        Read {
            variant: *variant,
            pick: *pick,
            text: &text,
        },
    )
    .expect("a listed game");
});
