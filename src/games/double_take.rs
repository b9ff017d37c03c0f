//! Double Take (RULES.md §3): a custodian-capture race on two interleaved
//! networks of points, red and green, 8 points wide.
//!
//! A point (file, rank) belongs to red's network when file + rank is even
//! (a1 is red). Each side's pieces stay on its own network.
//!
//! Position string: the ranks from the top one down to rank 1, separated by
//! `/`, each of 8 points written `r` (red piece), `g` (green piece) or `.`;
//! then a space and the side to move, `r` or `g`. The board length is the
//! number of ranks.

use serde::Serialize;

use crate::play::pie::PIE;
use crate::coords::{parse_squares, square_name};
use crate::error::Error;
use crate::message;
use crate::message::Message;
use crate::game::{Game, GameInfo, Outcome, Player, Square, Why};
use crate::variant::{OptionSpec, OptionValues, Settings};

pub const WIDTH: u8 = 8;
const MAX_LENGTH: u8 = 10;
const MAX_POINTS: usize = WIDTH as usize * MAX_LENGTH as usize;
/// Pieces a side needs on its far row to win, and so must keep to be able to.
pub const PIECES_TO_WIN: u8 = 4;

const LENGTH_CHOICES: &[(&str, &str)] = &[("8", "8 x 8"), ("10", "8 x 10")];

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    key: "length",
    label: "Board",
    values: OptionValues::Choice {
        choices: LENGTH_CHOICES,
    },
    default: "8",
}, PIE];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Rows of points: 8 or 10.
    pub length: u8,
}

impl Default for Variant {
    fn default() -> Variant {
        Variant { length: 8 }
    }
}

/// Points are numbered rank by rank from a1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Step {
        from: u8,
        to: u8,
    },
    /// Only when the side to move has no move and the other side has one.
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleTake {
    variant: Variant,
    /// `None` for an empty point.
    points: [Option<Player>; MAX_POINTS],
    to_move: Player,
    /// The points emptied by the last move's captures (the first
    /// `last_captured_count`), for the renderer.
    last_captured: [u8; 4],
    last_captured_count: u8,
    /// The points' Zobrist key ([`DoubleTake::points_key`]), kept up to
    /// date by `play`.
    key: u64,
}

/// What the board shows.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub width: u8,
    pub length: u8,
    /// `points[rank * width + file]`: 0 empty, 1 red, 2 green.
    pub points: Vec<u8>,
    /// The pieces the last move took, to show as they leave.
    pub captured: Vec<CapturedPiece>,
    /// Pieces on each side's far row, red first.
    pub far_row: [u8; 2],
    /// Pieces each side has, red first.
    pub pieces: [u8; 2],
}

#[derive(Clone, Debug, Serialize)]
pub struct CapturedPiece {
    pub square: Square,
    pub owner: Player,
}

const DIAGONALS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const ORTHOGONALS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

impl DoubleTake {
    pub fn length(&self) -> u8 {
        self.variant.length
    }

    fn point_count(&self) -> usize {
        WIDTH as usize * self.length() as usize
    }

    fn index(file: i8, rank: i8) -> u8 {
        (rank as u8) * WIDTH + file as u8
    }

    fn coords(index: u8) -> (i8, i8) {
        ((index % WIDTH) as i8, (index / WIDTH) as i8)
    }

    fn on_board(&self, file: i8, rank: i8) -> bool {
        (0..WIDTH as i8).contains(&file) && (0..self.length() as i8).contains(&rank)
    }

    fn at(&self, file: i8, rank: i8) -> Option<Player> {
        if self.on_board(file, rank) {
            self.points[Self::index(file, rank) as usize]
        } else {
            None
        }
    }

    /// Which network a point is on: red's (the first player's) where file + rank is even.
    pub fn network(file: u8, rank: u8) -> Player {
        if (file + rank).is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    fn forward(side: Player) -> i8 {
        match side {
            Player::First => 1,
            Player::Second => -1,
        }
    }

    fn far_rank(&self, side: Player) -> i8 {
        match side {
            Player::First => self.length() as i8 - 1,
            Player::Second => 0,
        }
    }

    pub fn far_row_count(&self, side: Player) -> u8 {
        let rank = self.far_rank(side);
        (0..WIDTH as i8)
            .filter(|&file| self.at(file, rank) == Some(side))
            .count() as u8
    }

    pub fn piece_count(&self, side: Player) -> u8 {
        self.points[..self.point_count()]
            .iter()
            .filter(|&&point| point == Some(side))
            .count() as u8
    }

    /// The enemy pieces a piece of `side` arriving on `to` would take: each
    /// orthogonal neighbour with a piece of `side` beyond it in the same line.
    /// (The point the piece leaves is never that far point: an orthogonal
    /// move passes over an empty point, a diagonal one comes from aside.)
    fn captures(&self, side: Player, to: u8, mut take: impl FnMut(u8)) {
        let (file, rank) = Self::coords(to);
        for (df, dr) in ORTHOGONALS {
            let (beside, beyond) = ((file + df, rank + dr), (file + 2 * df, rank + 2 * dr));
            if self.at(beside.0, beside.1) == Some(side.opponent())
                && self.at(beyond.0, beyond.1) == Some(side)
            {
                take(Self::index(beside.0, beside.1));
            }
        }
    }

    fn captures_any(&self, side: Player, to: u8) -> bool {
        let mut any = false;
        self.captures(side, to, |_| any = true);
        any
    }

    fn side_moves(&self, side: Player, moves: &mut Vec<Move>) {
        let forward = Self::forward(side);
        let far_rank = self.far_rank(side);
        for from in 0..self.point_count() as u8 {
            if self.points[from as usize] != Some(side) {
                continue;
            }
            let (file, rank) = Self::coords(from);
            let steps = DIAGONALS.iter().map(|&step| (step, None)).chain(
                ORTHOGONALS
                    .iter()
                    .map(|&(df, dr)| ((2 * df, 2 * dr), Some((file + df, rank + dr)))),
            );
            for ((df, dr), passed) in steps {
                let (to_file, to_rank) = (file + df, rank + dr);
                if !self.on_board(to_file, to_rank) || self.at(to_file, to_rank).is_some() {
                    continue;
                }
                if passed.is_some_and(|(pf, pr)| self.at(pf, pr).is_some()) {
                    continue;
                }
                let to = Self::index(to_file, to_rank);
                let plain_move_allowed = dr == forward || dr == 2 * forward;
                if (plain_move_allowed && rank != far_rank) || self.captures_any(side, to) {
                    moves.push(Move::Step { from, to });
                }
            }
        }
    }

    fn has_move(&self, side: Player) -> bool {
        let mut moves = Vec::new();
        self.side_moves(side, &mut moves);
        !moves.is_empty()
    }

    fn winner(&self) -> Option<Player> {
        [self.to_move.opponent(), self.to_move]
            .into_iter()
            .find(|&side| self.far_row_count(side) >= PIECES_TO_WIN)
    }

    fn neither_can_win(&self) -> bool {
        self.piece_count(Player::First) < PIECES_TO_WIN
            && self.piece_count(Player::Second) < PIECES_TO_WIN
    }

    fn square(index: u8) -> Square {
        let (file, rank) = Self::coords(index);
        Square {
            file: file as u8,
            rank: rank as u8,
        }
    }

    fn point_name(index: u8) -> String {
        let (file, rank) = Self::coords(index);
        square_name(file as u8, rank as u32 + 1)
    }

    fn side_letter(side: Player) -> char {
        match side {
            Player::First => 'r',
            Player::Second => 'g',
        }
    }
}

impl Game for DoubleTake {
    type Move = Move;
    type Variant = Variant;
    type View = View;

    const INFO: GameInfo = GameInfo {
        id: "double-take",
        name: "Double Take",
        players: ["Red", "Green"],
        options: OPTIONS,
    };

    fn parse_variant(settings: &Settings) -> Result<Variant, Error> {
        let values = settings.resolve(Self::INFO.id, OPTIONS)?;
        Ok(Variant {
            length: values[0].parse().unwrap_or(8),
        })
    }

    fn variant_settings(variant: &Variant) -> Settings {
        let mut settings = Settings::default();
        settings.push("length", variant.length);
        settings
    }

    fn start(variant: &Variant) -> DoubleTake {
        let mut game = DoubleTake {
            variant: *variant,
            points: [None; MAX_POINTS],
            to_move: Player::First,
            last_captured: [0; 4],
            last_captured_count: 0,
            key: 0,
        };
        let top = variant.length - 1;
        for file in 0..WIDTH {
            for rank in (0..3).chain(top - 2..=top) {
                let side = if rank < 3 {
                    Player::First
                } else {
                    Player::Second
                };
                if Self::network(file, rank) == side {
                    game.points[Self::index(file as i8, rank as i8) as usize] = Some(side);
                }
            }
        }
        game.key = game.points_key();
        game
    }

    fn variant(&self) -> &Variant {
        &self.variant
    }

    fn from_position(variant: &Variant, text: &str) -> Result<DoubleTake, Error> {
        let bad = Error::BadPosition;
        let (board, side) = text.trim().split_once(' ').ok_or_else(|| {
            bad(message!(
                "detail-double-take-fields",
                "expected the ranks, a space and the side to move (r or g)"
            ))
        })?;
        let to_move = match side.trim() {
            "r" => Player::First,
            "g" => Player::Second,
            other => {
                return Err(bad(message!(
                    "detail-double-take-side",
                    "side to move is '{text}'; expected r or g",
                    text = other
                )))
            }
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != variant.length as usize {
            return Err(bad(message!(
                "detail-double-take-ranks",
                "{count} ranks, but the board is 8 x {length} (set length={count})",
                count = rows.len(),
                length = variant.length
            )));
        }
        let mut game = DoubleTake {
            variant: *variant,
            points: [None; MAX_POINTS],
            to_move,
            last_captured: [0; 4],
            last_captured_count: 0,
            key: 0,
        };
        for (from_top, row) in rows.iter().enumerate() {
            let rank = (variant.length as usize - 1 - from_top) as u8;
            if row.chars().count() != WIDTH as usize {
                return Err(bad(message!(
                    "detail-double-take-rank",
                    "rank {rank} '{text}' has {count} points; it needs 8",
                    rank = rank + 1,
                    text = *row,
                    count = row.chars().count()
                )));
            }
            for (file, c) in row.chars().enumerate() {
                let file = file as u8;
                let piece = match c {
                    'r' => Some(Player::First),
                    'g' => Some(Player::Second),
                    '.' => None,
                    other => {
                        return Err(bad(message!(
                            "detail-double-take-point",
                            "'{letter}' is not a point (use r for red, g for green, . for empty)",
                            letter = other
                        )))
                    }
                };
                if let Some(side) = piece.filter(|&side| Self::network(file, rank) != side) {
                    let point = square_name(file, rank as u32 + 1);
                    return Err(bad(match side {
                        Player::First => message!(
                            "detail-double-take-red-off-network",
                            "{point} is a green point; a red piece cannot stand there",
                            point = point
                        ),
                        Player::Second => message!(
                            "detail-double-take-green-off-network",
                            "{point} is a red point; a green piece cannot stand there",
                            point = point
                        ),
                    }));
                }
                game.points[Self::index(file as i8, rank as i8) as usize] = piece;
            }
        }
        if game.far_row_count(Player::First) >= PIECES_TO_WIN
            && game.far_row_count(Player::Second) >= PIECES_TO_WIN
        {
            return Err(bad(message!(
                "detail-double-take-both-far",
                "both sides have four pieces on their far row"
            )));
        }
        game.key = game.points_key();
        Ok(game)
    }

    fn position(&self) -> String {
        let ranks: Vec<String> = (0..self.length() as i8)
            .rev()
            .map(|rank| {
                (0..WIDTH as i8)
                    .map(|file| self.at(file, rank).map_or('.', Self::side_letter))
                    .collect()
            })
            .collect();
        format!("{} {}", ranks.join("/"), Self::side_letter(self.to_move))
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.winner().is_some() || self.neither_can_win() {
            return;
        }
        self.side_moves(self.to_move, moves);
        if moves.is_empty() && self.has_move(self.to_move.opponent()) {
            moves.push(Move::Pass);
        }
    }

    fn play(&mut self, mv: Move) {
        let side = self.to_move;
        let mut taken = [0u8; 4];
        let mut count = 0;
        if let Move::Step { from, to } = mv {
            self.points[from as usize] = None;
            self.points[to as usize] = Some(side);
            self.key ^= Self::piece_key(from, side) ^ Self::piece_key(to, side);
            self.captures(side, to, |point| {
                taken[count] = point;
                count += 1;
            });
            for &point in &taken[..count] {
                self.points[point as usize] = None;
                self.key ^= Self::piece_key(point, side.opponent());
            }
        }
        (self.last_captured, self.last_captured_count) = (taken, count as u8);
        self.to_move = side.opponent();
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.winner() {
            return Some(Outcome::win(winner, Why::FarRow { player: winner }));
        }
        if self.neither_can_win() {
            return Some(Outcome::draw(Why::NoFourLeft));
        }
        if !self.has_move(self.to_move) && !self.has_move(self.to_move.opponent()) {
            return Some(Outcome::draw(Why::NeitherCanMove));
        }
        None
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        if text == "pass" {
            return Ok(Move::Pass);
        }
        let [from, to] = parse_squares(
            text,
            "",
            WIDTH,
            self.length(),
            || message!("detail-move-form-double-take", "expected two points such as c3d4, or pass"),
        )?;
        let index = |(file, rank): (u8, u8)| Self::index(file as i8, rank as i8);
        Ok(Move::Step {
            from: index(from),
            to: index(to),
        })
    }

    fn format_move(&self, mv: Move) -> String {
        match mv {
            Move::Step { from, to } => {
                format!("{}{}", Self::point_name(from), Self::point_name(to))
            }
            Move::Pass => "pass".to_string(),
        }
    }

    /// A capture shows how many it took: `c5e5×2`.
    fn label_move(&self, mv: Move) -> String {
        let mut taken = 0;
        if let Move::Step { to, .. } = mv {
            self.captures(self.to_move, to, |_| taken += 1);
        }
        match taken {
            0 => self.format_move(mv),
            _ => format!("{}×{taken}", self.format_move(mv)),
        }
    }

    fn captures(&self, mv: Move) -> bool {
        matches!(mv, Move::Step { to, .. } if self.captures_any(self.to_move, to))
    }

    fn points(&self, player: Player) -> Option<u32> {
        Some(self.far_row_count(player) as u32)
    }

    fn why_not(&self, from: Square, to: Square) -> Option<Message> {
        let side = self.to_move;
        let (file, rank) = (from.file as i8, from.rank as i8);
        let (to_file, to_rank) = (to.file as i8, to.rank as i8);
        if !self.on_board(file, rank) || !self.on_board(to_file, to_rank) || self.at(file, rank) != Some(side) {
            return None;
        }
        if Self::network(to.file, to.rank) != side {
            return Some(match side {
                Player::First => message!("refusal-double-take-red-network", "Red moves only on red points, along red lines."),
                Player::Second => message!(
                    "refusal-double-take-green-network",
                    "Green moves only on green points, along green lines."
                ),
            });
        }
        if self.at(to_file, to_rank).is_some() {
            return Some(message!("refusal-double-take-taken-point", "Only one piece stands on a point."));
        }
        let (df, dr) = (to_file - file, to_rank - rank);
        let diagonal_step = df.abs() == 1 && dr.abs() == 1;
        let straight_jump = (df.abs() == 2 && dr == 0) || (df == 0 && dr.abs() == 2);
        if !diagonal_step && !straight_jump {
            return Some(message!(
                "refusal-double-take-nearest",
                "A piece goes to the nearest point of its own network: one point diagonally, or two points straight over the enemy point between."
            ));
        }
        if straight_jump && self.at(file + df / 2, rank + dr / 2).is_some() {
            return Some(message!(
                "refusal-double-take-over-piece",
                "A straight move passes over an empty point only: this one is taken."
            ));
        }
        if self.captures_any(side, Self::index(to_file, to_rank)) {
            return None;
        }
        if rank == self.far_rank(side) {
            return Some(message!("refusal-double-take-far-row", "A piece on its far row moves only to capture."));
        }
        let forward = Self::forward(side);
        (dr != forward && dr != 2 * forward)
            .then(|| message!("refusal-double-take-forward", "A move that captures nothing goes forward only."))
    }

    fn move_squares(&self, mv: Move) -> (Option<Square>, Option<Square>) {
        match mv {
            Move::Step { from, to } => (Some(Self::square(from)), Some(Self::square(to))),
            Move::Pass => (None, None),
        }
    }

    fn view(&self) -> View {
        View {
            width: WIDTH,
            length: self.length(),
            points: self.points[..self.point_count()]
                .iter()
                .map(|point| point.map_or(0, |side| side.index() as u8 + 1))
                .collect(),
            captured: self.last_captured[..self.last_captured_count as usize]
                .iter()
                .map(|&point| CapturedPiece {
                    square: Self::square(point),
                    owner: self.to_move,
                })
                .collect(),
            far_row: [
                self.far_row_count(Player::First),
                self.far_row_count(Player::Second),
            ],
            pieces: [
                self.piece_count(Player::First),
                self.piece_count(Player::Second),
            ],
        }
    }
}

/// What the computer looks at: pieces on the far row (four win), material,
/// how far the others still have to go, and pieces that stand between an
/// enemy and an empty point, where the enemy may sandwich them next move.
/// Tuned by self-play (`examples/tune.rs`, 100 games a step, level 3's search
/// at 6,000 positions a move): a bonus of 140 for each piece on the far row,
/// on top of the growing bonus for three or four there, scored 16% against
/// none; then -40 scored 59.5% ± 9.3 and +40 30% against none. A piece that
/// arrives early can only move to capture, so a lone one is a weakness.
const FAR_ROW_PIECE: i32 = -40;
const PIECE: i32 = 100;
const STEP_TO_GO: i32 = 6;
const EXPOSED: i32 = 25;

impl DoubleTake {
    fn side_value(&self, side: Player) -> i32 {
        let far_rank = self.far_rank(side);
        let mut value = 0;
        for point in 0..self.point_count() as u8 {
            if self.points[point as usize] != Some(side) {
                continue;
            }
            let (file, rank) = Self::coords(point);
            value += PIECE - STEP_TO_GO * (far_rank - rank).abs() as i32;
            if rank == far_rank {
                value += FAR_ROW_PIECE;
            }
            let exposed = ORTHOGONALS.iter().any(|&(df, dr)| {
                self.at(file + df, rank + dr) == Some(side.opponent())
                    && self.on_board(file - df, rank - dr)
                    && self.at(file - df, rank - dr).is_none()
            });
            if exposed {
                value -= EXPOSED;
            }
        }
        let on_far_row = self.far_row_count(side) as i32;
        value + on_far_row * on_far_row * 20
    }
}

impl DoubleTake {
    /// A piece's share of the Zobrist key.
    fn piece_key(point: u8, side: Player) -> u64 {
        crate::ai::cell_key(point as usize, 1 + side.index() as u64)
    }

    /// The Zobrist key of the points, from scratch.
    fn points_key(&self) -> u64 {
        (0..self.point_count() as u8)
            .filter_map(|point| Some(Self::piece_key(point, self.points[point as usize]?)))
            .fold(0, |key, piece| key ^ piece)
    }
}

impl crate::ai::Evaluate for DoubleTake {
    /// Late move reductions alone measured stronger here (docs/strength.md).
    const REFINEMENTS: crate::ai::Features = crate::ai::Features {
        late_move_reductions: true,
        ..crate::ai::Features::NONE
    };
    /// Levels 3 and 4 search fewer positions than in most games: near a
    /// million positions more are worth little here (level 5 measured only
    /// 65 Elo above a level 4 of 250,000), lower down much more
    /// (docs/strength.md).
    const SEARCH_NODES: [u64; 3] = [10_000, 60_000, 1_000_000];

    fn evaluate(&self) -> i32 {
        self.side_value(self.to_move) - self.side_value(self.to_move.opponent())
    }

    fn position_key(&self) -> u64 {
        crate::ai::mix(self.key ^ self.to_move.index() as u64)
    }

    fn is_tactical(&self, mv: Move) -> bool {
        Game::captures(self, mv)
    }

    fn tactical_priority(&self, mv: Move) -> i32 {
        let Move::Step { to, .. } = mv else { return 0 };
        let mut taken = 0;
        self.captures(self.to_move, to, |_| taken += 1);
        taken
    }
}
