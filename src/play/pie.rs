//! The pie rule (RULES.md §7, `pie=1`), which every game offers: after the
//! first move the second player may answer `swap`, and the two players
//! exchange sides. It changes who plays which side, never a position, so
//! it lives here with the game's history ([`Record`]) rather than in any
//! game: each game lists [`PIE`] among its options and leaves it to this layer.

use crate::error::Error;
use crate::game::Game;
use crate::play::record::Record;
use crate::variant::{OptionSpec, OptionValues, Settings};

/// The option every game lists last.
pub const PIE: OptionSpec = OptionSpec {
    key: "pie",
    label: "Pie rule",
    values: OptionValues::Choice {
        choices: &[("0", "Off"), ("1", "On")],
    },
    default: "0",
};

/// The answer to the first move that exchanges the sides, as links, records
/// and the CLI write it.
pub const SWAP: &str = "swap";

/// Whether a player answers the first move with the swap, given the
/// evaluation of the position for the side to move: when the side that has
/// moved stands better, the swap makes it theirs.
pub fn takes_swap(score_for_side_to_move: i32) -> bool {
    score_for_side_to_move < 0
}

/// Whether settings a game has accepted (its `parse_variant` checks `pie`'s
/// value) turn the pie rule on.
pub fn pie_in(settings: &Settings) -> bool {
    settings.get(PIE.key) == Some("1")
}

/// A game's variant and the pie rule, read from a link's, a record's or a
/// new game's options.
pub fn read_rules<G: Game>(settings: &Settings) -> Result<(G::Variant, bool), Error> {
    Ok((G::parse_variant(settings)?, pie_in(settings)))
}

/// The variant's settings with `pie=1` when the rule is on; the game's own
/// rules are written as they always were.
pub fn rules_settings<G: Game>(variant: &G::Variant, pie: bool) -> Settings {
    let mut settings = G::variant_settings(variant);
    if pie {
        settings.push(PIE.key, "1");
    }
    settings
}

/// Every option's value as a form's fields stand, the pie rule's included.
pub fn rules_fields<G: Game>(variant: &G::Variant, pie: bool) -> Settings {
    let mut fields = G::variant_fields(variant);
    fields.0.retain(|(key, _)| key != PIE.key);
    fields.push(PIE.key, if pie { "1" } else { "0" });
    fields
}

impl<G: Game> Record<G> {
    /// A new game of `variant` from its start, with the pie rule or without.
    pub fn with_rules(variant: &G::Variant, pie: bool) -> Record<G> {
        let mut record = Record::new(variant);
        record.set_pie(pie);
        record
    }

    /// The options of this game as links and records write them.
    pub fn rules_settings(&self) -> Settings {
        rules_settings::<G>(self.variant(), self.pie())
    }

    /// Plays one step as links and records write it: a move in the game's
    /// notation, or [`SWAP`].
    pub fn play_step(&mut self, text: &str) -> Result<(), Error> {
        if text == SWAP {
            self.swap()
        } else {
            self.play_notation(text).map(|_| ())
        }
    }

    /// Each move's notation with the swap after the first move where it
    /// was made, the moves taken back included: what a link writes.
    pub fn steps(&self) -> Vec<String> {
        let mut steps = self.notations();
        if self.swapped() {
            steps.insert(1, SWAP.to_string());
        }
        steps
    }
}
