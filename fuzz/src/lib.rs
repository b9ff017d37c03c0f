//! What the fuzz targets share: turning bytes into a game and a variant, and
//! the invariants every position must keep.

use std::sync::{Mutex, OnceLock};

use ringboard::ai::agent::Agent;
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

/// Plies after which a starting position is taken: the start, the opening,
/// the middle game and the end, so that short inputs reach every phase.
const DEPTHS: [usize; 8] = [0, 4, 10, 20, 40, 70, 110, 180];

/// A position of `G` in the variant `variant_byte` picks, `pick` choosing
/// among positions reached by fixed random games (made once, then kept).
pub fn start_position<G: Evaluate>(variant_byte: u8, pick: u8) -> G {
    static MADE: OnceLock<Mutex<Vec<Vec<String>>>> = OnceLock::new();
    let variant = variant::<G>(variant_byte);
    let game_index = GAMES
        .iter()
        .position(|info| info.id == G::INFO.id)
        .expect("a listed game");
    let mut made = MADE
        .get_or_init(|| Mutex::new(vec![Vec::new(); GAMES.len() * 256]))
        .lock()
        .expect("not poisoned");
    let texts = &mut made[game_index * 256 + variant_byte as usize];
    if texts.is_empty() {
        *texts = {
            let mut game = G::start(&variant);
            let mut texts = vec![game.position()];
            for ply in 1..=DEPTHS[DEPTHS.len() - 1] {
                if game.legal_move_list().is_empty() || game.outcome().is_some() {
                    break;
                }
                game.play(Agent::Random.choose(&game, variant_byte as u64));
                if DEPTHS.contains(&ply) {
                    texts.push(game.position());
                }
            }
            texts
        };
    }
    let text = &texts[pick as usize % texts.len()];
    G::from_position(&variant, text).expect("a reached position reads back")
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
