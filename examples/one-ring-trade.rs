//! The One Ring's author doubted his 70 Zillions games because Zillions
//! traded a knight for a pawn to bring the Ring in (docs/balance.md). This
//! plays the lab's own games of The One Ring (the same as `ringboard lab
//! one-ring --compare kings=facing`, seed 1) and asks of each:
//! - which White piece was lost first (that loss brings the Ring in), and
//!   what White took for it on the ply before or with its reply (after the
//!   Ring's choice, a move of its own): a knight for a pawn is Zillions'
//!   trade;
//! - White's score in the games whose first loss is a knight (for a pawn or
//!   not), in those with Zillions' trade, and in those whose first loss is
//!   another piece, with 95% Wilson intervals;
//! - how the evaluation sees the trade: from the position before it began to
//!   the one where the Ring is worn, the static evaluation and a search of
//!   60,000 positions, both in hundredths of a pawn for White.
//!
//! cargo run --release --example one-ring-trade -- [agent] [games] [lab.json] > one-ring-trade-<agent>.json
//!
//! With a third argument, the run's own results go there too, as `ringboard
//! lab --json` prints them (scripts/balance.sh: the author's experiment).

use ringboard::ai::review::review_position;
use ringboard::ai::Evaluate;
use ringboard::games::one_ring::OneRing;
use ringboard::lab::summary::wilson;
use ringboard::lab::{GameReport, Lab};
use ringboard::play::record::Record;
use ringboard::{Game, Player};

const SEARCH_NODES: u64 = 60_000;

/// The pieces but the kings, White's in capitals, as the position string writes them.
const PIECES: [char; 10] = ['Q', 'R', 'B', 'N', 'P', 'q', 'r', 'b', 'n', 'p'];

/// How many of each of `PIECES` stand on the board.
fn material(position: &OneRing) -> [usize; 10] {
    let text = position.position();
    let board = text.split(' ').next().unwrap_or_default();
    PIECES.map(|piece| board.chars().filter(|&c| c == piece).count())
}

/// What Black lost and White lost from one position's material to the next.
fn losses(before: &[usize; 10], after: &[usize; 10]) -> (Vec<char>, Vec<char>) {
    let lost = |pieces: std::ops::Range<usize>| pieces.filter(|&i| after[i] < before[i]).map(|i| PIECES[i]).collect();
    (lost(5..10), lost(0..5))
}

#[derive(Default)]
struct Tally {
    games: usize,
    white_points: f64,
}

impl Tally {
    fn add(&mut self, report: &GameReport) {
        self.games += 1;
        self.white_points += match report.winner {
            Some(Player::First) => 1.0,
            Some(Player::Second) => 0.0,
            None => 0.5,
        };
    }

    fn json(&self) -> String {
        let score = if self.games == 0 { 0.0 } else { self.white_points / self.games as f64 };
        let [low, high] = wilson(score, self.games);
        format!(r#"{{"games": {}, "white_score": {score:.4}, "white_score_interval": [{low:.4}, {high:.4}]}}"#, self.games)
    }
}

struct Trade {
    /// The ply before the exchange began, and the ply after the Ring is worn.
    before: usize,
    ring_worn: usize,
}

/// The first White loss of a game: the piece, what White took back for it
/// on the ply before or with its reply (nothing, a pawn: `p`, ...), and the
/// trade when that was a Black pawn and nothing else.
fn first_loss(positions: &[OneRing]) -> Option<(char, String, Option<Trade>)> {
    let material: Vec<[usize; 10]> = positions.iter().map(material).collect();
    let lost_at = |ply: usize| losses(&material[ply - 1], &material[ply]);
    let ply = (1..positions.len()).find(|&ply| !lost_at(ply).1.is_empty())?;
    let piece = lost_at(ply).1[0];
    let taken_by_white = |at: usize| {
        let taken = (1..positions.len()).contains(&at).then(|| lost_at(at).0)?;
        (!taken.is_empty()).then_some((taken, at))
    };
    // White's reply comes after the Ring's choice, a move of its own: two plies on.
    let taken = [ply.checked_sub(1), Some(ply + 1), Some(ply + 2)].into_iter().flatten().find_map(taken_by_white);
    let words = taken.as_ref().map_or("nothing".to_string(), |(pieces, _)| pieces.iter().collect());
    let trade = taken.filter(|(pieces, _)| pieces == &['p']).map(|(_, pawn_ply)| {
        let began = pawn_ply.min(ply) - 1;
        // The Ring is worn by White's choice, a move of its own after the loss.
        let after = pawn_ply.max(ply);
        let ring_worn = (after..positions.len()).find(|&at| ring_settled(&positions[at])).unwrap_or(after);
        Trade { before: began, ring_worn }
    });
    Some((piece, words, trade))
}

/// Whether the Ring has entered (its field names its wearer's square) or never will.
fn ring_settled(position: &OneRing) -> bool {
    let text = position.position();
    let ring = text.split(' ').nth(2).unwrap_or_default();
    !matches!(ring, "waiting" | "choosing")
}

fn white_static(position: &OneRing) -> i32 {
    let score = if position.legal_move_list().is_empty() { 0 } else { position.evaluate() };
    if position.to_move() == Player::First { score } else { -score }
}

fn main() -> Result<(), ringboard::Error> {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let agent = arguments.first().map_or("level2", String::as_str);
    let games = arguments.get(1).map_or("70", String::as_str);
    let mut lab = Lab::from_link(&format!("one-ring?compare=1&b.kings=facing&first={agent}&second={agent}&games={games}"))?;
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let mut reports = Vec::new();
    lab.play_on_threads(threads, |report| reports.push(report.clone()));
    if let Some(file) = arguments.get(2) {
        let results = serde_json::to_string(&lab.results()).expect("the lab's results serialize");
        std::fs::write(file, results + "\n").map_err(|error| ringboard::Error::BadArgument { what: "lab.json", why: error.to_string() })?;
    }
    let mut sets = Vec::new();
    for (rules, kings) in [(0, "free"), (1, "facing")] {
        let variant = OneRing::parse_variant(&ringboard::variant::Settings::parse(&format!("kings={kings}"), ',')?)?;
        let (mut all, mut knight_first, mut knight_for_pawn, mut others) =
            (Tally::default(), Tally::default(), Tally::default(), Tally::default());
        let mut first_losses = std::collections::BTreeMap::<char, usize>::new();
        let mut knight_for = std::collections::BTreeMap::<String, usize>::new();
        let (mut static_change, mut searched_change) = (Vec::new(), Vec::new());
        for report in reports.iter().filter(|report| report.rules == rules) {
            let mut record = Record::<OneRing>::new(&variant);
            for notation in &report.moves {
                record.play_notation(notation)?;
            }
            let positions = record.positions();
            all.add(report);
            let loss = first_loss(positions);
            if let Some((piece, taken, _)) = &loss {
                *first_losses.entry(*piece).or_default() += 1;
                if *piece == 'N' {
                    *knight_for.entry(taken.clone()).or_default() += 1;
                }
            }
            if matches!(loss, Some(('N', ..))) {
                knight_first.add(report);
            } else {
                others.add(report);
            }
            if let Some(('N', _, Some(trade))) = loss {
                knight_for_pawn.add(report);
                let (before, after) = (&positions[trade.before], &positions[trade.ring_worn]);
                static_change.push(white_static(after) - white_static(before));
                let searched = |ply: usize| review_position(&positions[ply], ply, SEARCH_NODES).score;
                searched_change.push(searched(trade.ring_worn) - searched(trade.before));
            }
        }
        let mean = |values: &[i32]| if values.is_empty() { 0.0 } else { values.iter().sum::<i32>() as f64 / values.len() as f64 };
        let counts = |map: Vec<(String, usize)>| map.iter().map(|(key, n)| format!(r#""{key}": {n}"#)).collect::<Vec<_>>().join(", ");
        let losses = counts(first_losses.iter().map(|(piece, n)| (piece.to_string(), *n)).collect());
        let knight_for = counts(knight_for.into_iter().collect());
        sets.push(format!(
            r#"{{"kings": "{kings}", "all": {}, "knight_first": {}, "knight_for_pawn": {}, "others": {}, "first_white_loss": {{{}}}, "knight_for": {{{}}}, "trade_static_change_mean": {:.1}, "trade_searched_change_mean": {:.1}}}"#,
            all.json(),
            knight_first.json(),
            knight_for_pawn.json(),
            others.json(),
            losses,
            knight_for,
            mean(&static_change),
            mean(&searched_change),
        ));
    }
    println!(r#"{{"agent": "{agent}", "games": {games}, "search_nodes": {SEARCH_NODES}, "rules": [{}]}}"#, sets.join(", "));
    Ok(())
}
