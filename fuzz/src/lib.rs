//! What the fuzz targets share: turning bytes into a game and a variant, and
//! the invariants every position must keep.

use ringboard::ai::Evaluate;
use ringboard::games::GAMES;
use ringboard::variant::{OptionValues, Settings};
use ringboard::Game;

/// The game a byte picks.
pub fn game_id(byte: u8) -> &'static str {
    GAMES[byte as usize % GAMES.len()].id
}

/// A variant of `G` that a byte picks: each option takes one of its values.
pub fn variant<G: Game>(byte: u8) -> G::Variant {
    let mut settings = Settings::default();
    for (index, option) in G::INFO.options.iter().enumerate() {
        let pick = (byte as usize).rotate_right(index as u32 * 3);
        let value = match option.values {
            OptionValues::Choice { choices } => choices[pick % choices.len()].0.to_string(),
            OptionValues::Range { min, max } => (min + (pick as u32 % (max - min + 1))).to_string(),
        };
        settings.push(option.key, value);
    }
    G::parse_variant(&settings).expect("every listed option value is accepted")
}

/// What must hold in any position: its text reads back to the same text,
/// every legal move's notation reads back as that move (and one of them,
/// picked by `pick`, plays through the full legality check), and the view
/// and the outcome are computed without a panic.
pub fn check_position<G: Evaluate>(game: &G, pick: usize) {
    let text = game.position();
    let back = G::from_position(game.variant(), &text)
        .unwrap_or_else(|error| panic!("own position '{text}' does not read back: {error}"));
    assert_eq!(
        back.position(),
        text,
        "position text changed on reading back"
    );
    if game.outcome().is_some() {
        return;
    }
    let moves = game.legal_move_list();
    for &mv in &moves {
        let notation = game.format_move(mv);
        let parsed = game.parse_move(&notation).unwrap_or_else(|error| {
            panic!("legal move '{notation}' in '{text}' is not read: {error}")
        });
        assert!(
            parsed == mv,
            "'{notation}' in '{text}' reads back as another move"
        );
    }
    if let Some(&mv) = moves.get(pick % moves.len().max(1)) {
        let notation = game.format_move(mv);
        assert!(
            game.parse_legal_move(&notation).ok() == Some(mv),
            "'{notation}' in '{text}' is refused"
        );
        assert!(!game.label_move(mv).is_empty());
    }
    let _ = game.view();
    let _ = game.evaluate();
}
