//! Any text as a position string, for every game and variant: an error or a
//! position that keeps the invariants, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::ai::Evaluate;
use ringboard::games::{visit, GameVisitor};
use ringboard_fuzz::{check_position, game_id, variant};

struct Read<'a> {
    variant: u8,
    text: &'a str,
}

impl GameVisitor for Read<'_> {
    type Output = ();
    fn visit<G: Evaluate + 'static>(self) {
        if let Ok(game) = G::from_position(&variant::<G>(self.variant), self.text) {
            check_position(&game, self.text.len());
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, variant, rest @ ..] = data else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    visit(
        game_id(*game),
        Read {
            variant: *variant,
            text: &text,
        },
    )
    .expect("a listed game");
});
