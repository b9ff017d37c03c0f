//! The King of Rings (RULES.md §4): knights on a 7 x 7 board collect rings
//! and leap exactly as far as the rings they hold.
//!
//! Position string: the ranks from rank 7 down to rank 1, separated by `/`,
//! each of 7 squares written `.` (empty), `s` (silver ring), `b` (blue ring),
//! `B` (big blue ring), or a knight, `N` (White) or `n` (Black), followed by
//! the rings it holds in brackets when it holds any, big blue first:
//! `N(Bbss)`. Then, separated by spaces: the side to move (`w` or `b`), the
//! knights in White's hand, those in Black's hand, and the turn state: `-`,
//! `passed` (the last turn was a pass), `ended` (two passes in a row ended
//! the game) or `last` (Black's last turn, White having taken the last ring).

use std::cmp::Ordering;

use serde::Serialize;

use crate::play::pie::PIE;
use crate::coords::{parse_squares, square_name};
use crate::error::Error;
use crate::message;
use crate::message::Message;
use crate::game::{Game, GameInfo, Outcome, Player, PointsEnd, Square, Why};
use crate::variant::Settings;

pub const SIZE: u8 = 7;
const SQUARES: usize = SIZE as usize * SIZE as usize;
pub const KNIGHTS_EACH: u8 = 7;
/// A holder with this many rings or more cannot move.
pub const MOST_RINGS_TO_LEAP: u8 = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ring {
    Silver,
    Blue,
    BigBlue,
}

impl Ring {
    pub fn points(self) -> u32 {
        match self {
            Ring::Silver => 1,
            Ring::Blue => 3,
            Ring::BigBlue => 5,
        }
    }

    /// How many rings of this kind the game has.
    pub fn in_set(self) -> u8 {
        match self {
            Ring::Silver => 28,
            Ring::Blue => 6,
            Ring::BigBlue => 1,
        }
    }

    fn letter(self) -> char {
        match self {
            Ring::Silver => 's',
            Ring::Blue => 'b',
            Ring::BigBlue => 'B',
        }
    }

    fn from_letter(letter: char) -> Option<Ring> {
        [Ring::BigBlue, Ring::Blue, Ring::Silver]
            .into_iter()
            .find(|ring| ring.letter() == letter)
    }
}

/// The rings a knight holds, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stack {
    pub silver: u8,
    pub blue: u8,
    pub big_blue: u8,
}

impl Stack {
    fn add(&mut self, ring: Ring) {
        *self.slot(ring) += 1;
    }

    fn slot(&mut self, ring: Ring) -> &mut u8 {
        match ring {
            Ring::Silver => &mut self.silver,
            Ring::Blue => &mut self.blue,
            Ring::BigBlue => &mut self.big_blue,
        }
    }

    fn take_all(&mut self, other: Stack) {
        self.silver += other.silver;
        self.blue += other.blue;
        self.big_blue += other.big_blue;
    }

    /// Rings held: the length of the knight's leap.
    pub fn count(self) -> u8 {
        self.silver + self.blue + self.big_blue
    }

    pub fn points(self) -> u32 {
        self.silver as u32 * Ring::Silver.points()
            + self.blue as u32 * Ring::Blue.points()
            + self.big_blue as u32 * Ring::BigBlue.points()
    }

    fn of_kind(self, ring: Ring) -> u8 {
        match ring {
            Ring::Silver => self.silver,
            Ring::Blue => self.blue,
            Ring::BigBlue => self.big_blue,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Ring(Ring),
    Knight { owner: Player, rings: Stack },
}

/// Squares are numbered rank by rank from a1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Step {
        from: u8,
        to: u8,
    },
    /// A knight from hand onto a ring.
    Drop {
        to: u8,
    },
    /// Only when the side to move has no other move.
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingOfRings {
    cells: [Cell; SQUARES],
    to_move: Player,
    hands: [u8; 2],
    rings_on_board: u8,
    /// Passes in a row just made.
    passes: u8,
    /// White took the last ring: Black has this one more turn.
    last_turn: bool,
    /// Keys of the positions since the last move that took a ring, captured
    /// or dropped (none of them can occur again after such a move): the
    /// third occurrence of a position ends the game.
    history: Vec<u64>,
    /// The squares' Zobrist key ([`KingOfRings::squares_key`]), kept up to
    /// date by `play`.
    key: u64,
}

/// What the board and the players' panels show.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub size: u8,
    /// `cells[rank * size + file]`.
    pub cells: Vec<CellView>,
    /// Knights in hand, White first.
    pub hands: [u8; 2],
    /// Knights captured without rings, out of the game.
    pub out_of_game: [u8; 2],
    /// Points of the rings each side's knights on the board hold.
    pub scores: [u32; 2],
    pub rings_on_board: u8,
    pub last_turn: bool,
}

#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum CellView {
    Empty,
    Ring {
        ring: Ring,
    },
    Knight {
        owner: Player,
        rings: Stack,
        count: u8,
        points: u32,
        /// Whether it may move: a holder of more than `MOST_RINGS_TO_LEAP` rings cannot.
        moves: bool,
    },
}

const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl KingOfRings {
    pub fn cell(&self, file: u8, rank: u8) -> Cell {
        self.cells[(rank * SIZE + file) as usize]
    }

    pub fn hand(&self, player: Player) -> u8 {
        self.hands[player.index()]
    }

    pub fn score(&self, player: Player) -> u32 {
        self.cells
            .iter()
            .map(|cell| match cell {
                Cell::Knight { owner, rings } if *owner == player => rings.points(),
                _ => 0,
            })
            .sum()
    }

    pub fn is_last_turn(&self) -> bool {
        self.last_turn
    }

    fn knights_on_board(&self, player: Player) -> u8 {
        self.cells
            .iter()
            .filter(|cell| matches!(cell, Cell::Knight { owner, .. } if *owner == player))
            .count() as u8
    }

    fn is_over(&self) -> bool {
        self.passes >= 2
            || (self.rings_on_board == 0 && !self.last_turn)
            || self.is_third_repetition()
    }

    /// Whether this position (board, rings held, hands, side to move) stood
    /// twice before.
    fn is_third_repetition(&self) -> bool {
        if self.history.len() < 2 {
            return false;
        }
        let key = self.repetition_key();
        self.history
            .iter()
            .filter(|&&earlier| earlier == key)
            .count()
            >= 2
    }

    fn repetition_key(&self) -> u64 {
        let state = self.to_move.index() as u64
            | (self.hands[0] as u64) << 1
            | (self.hands[1] as u64) << 4
            | (self.passes as u64) << 7
            | (self.last_turn as u64) << 9;
        crate::ai::mix(self.key ^ state)
    }

    /// A square's share of the Zobrist key.
    fn square_key(square: u8, cell: Cell) -> u64 {
        let code = match cell {
            Cell::Empty => 0,
            Cell::Ring(ring) => 1 + ring as u64,
            Cell::Knight { owner, rings } => {
                8 + owner.index() as u64
                    + 2 * (rings.silver as u64 + 64 * rings.blue as u64 + 4096 * rings.big_blue as u64)
            }
        };
        crate::ai::cell_key(square as usize, code)
    }

    /// The Zobrist key of the squares, from scratch.
    fn squares_key(&self) -> u64 {
        (0..SQUARES as u8).fold(0, |key, square| {
            key ^ Self::square_key(square, self.cells[square as usize])
        })
    }

    fn set(&mut self, square: u8, cell: Cell) {
        self.key ^= Self::square_key(square, self.cells[square as usize]) ^ Self::square_key(square, cell);
        self.cells[square as usize] = cell;
    }

    fn target(from: u8, (df, dr): (i8, i8), distance: u8) -> Option<u8> {
        let file = (from % SIZE) as i8 + df * distance as i8;
        let rank = (from / SIZE) as i8 + dr * distance as i8;
        let on_board = (0..SIZE as i8).contains(&file) && (0..SIZE as i8).contains(&rank);
        on_board.then(|| rank as u8 * SIZE + file as u8)
    }

    fn square(index: u8) -> Square {
        Square {
            file: index % SIZE,
            rank: index / SIZE,
        }
    }

    fn square_name(index: u8) -> String {
        square_name(index % SIZE, (index / SIZE) as u32 + 1)
    }

    fn side_letter(player: Player) -> char {
        match player {
            Player::First => 'w',
            Player::Second => 'b',
        }
    }

    fn cell_text(cell: Cell) -> String {
        match cell {
            Cell::Empty => ".".into(),
            Cell::Ring(ring) => ring.letter().into(),
            Cell::Knight { owner, rings } => {
                let letter = if owner == Player::First { 'N' } else { 'n' };
                if rings.count() == 0 {
                    return letter.into();
                }
                let held: String = [Ring::BigBlue, Ring::Blue, Ring::Silver]
                    .into_iter()
                    .flat_map(|ring| {
                        std::iter::repeat_n(ring.letter(), rings.of_kind(ring) as usize)
                    })
                    .collect();
                format!("{letter}({held})")
            }
        }
    }

    /// Reads one rank's squares.
    fn parse_rank(text: &str, rank: u8) -> Result<Vec<Cell>, Error> {
        let bad = Error::BadPosition;
        let mut cells = Vec::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            let cell = match c {
                '.' => Cell::Empty,
                'N' | 'n' => {
                    let owner = if c == 'N' { Player::First } else { Player::Second };
                    let mut rings = Stack::default();
                    if chars.peek() == Some(&'(') {
                        chars.next();
                        loop {
                            match chars.next() {
                                Some(')') => break,
                                Some(letter) => {
                                    let ring = Ring::from_letter(letter).ok_or_else(|| {
                                        bad(message!(
                                            "detail-king-of-rings-held-ring",
                                            "'{letter}' in a knight's rings is not a ring (use B, b or s)",
                                            letter = letter
                                        ))
                                    })?;
                                    // Checked here, before the count could overflow.
                                    if rings.of_kind(ring) >= ring.in_set() {
                                        return Err(bad(message!(
                                            "detail-king-of-rings-held-too-many",
                                            "a knight holds more than the game's {count} '{letter}' rings",
                                            count = ring.in_set(),
                                            letter = letter
                                        )));
                                    }
                                    rings.add(ring);
                                }
                                None => {
                                    return Err(bad(message!(
                                        "detail-king-of-rings-unclosed",
                                        "rank {rank} '{text}' has an unclosed '('",
                                        rank = rank + 1,
                                        text = text
                                    )))
                                }
                            }
                        }
                        if rings.count() == 0 {
                            return Err(bad(message!(
                                "detail-king-of-rings-empty-brackets",
                                "a knight's brackets are empty; leave them out for a knight with no rings"
                            )));
                        }
                    }
                    Cell::Knight { owner, rings }
                }
                other => Cell::Ring(Ring::from_letter(other).ok_or_else(|| {
                    bad(message!(
                        "detail-king-of-rings-square",
                        "'{letter}' is not a square (use . for empty, s, b or B for a ring, N or n for a knight)",
                        letter = other
                    ))
                })?),
            };
            cells.push(cell);
        }
        if cells.len() != SIZE as usize {
            return Err(bad(message!(
                "detail-king-of-rings-rank",
                "rank {rank} '{text}' has {count} squares; it needs 7",
                rank = rank + 1,
                text = text,
                count = cells.len()
            )));
        }
        Ok(cells)
    }

    fn check_counts(&self) -> Result<(), Error> {
        let bad = Error::BadPosition;
        for player in [Player::First, Player::Second] {
            let knights = self.knights_on_board(player) + self.hand(player);
            if knights > KNIGHTS_EACH {
                return Err(bad(message!(
                    "detail-king-of-rings-knights",
                    "{player} has {knights} knights on the board and in hand; there are 7 each",
                    player = Self::INFO.player_words(player),
                    knights = knights
                )));
            }
        }
        for ring in [Ring::Silver, Ring::Blue, Ring::BigBlue] {
            let count: u32 = self
                .cells
                .iter()
                .map(|cell| match *cell {
                    Cell::Ring(lying) => (lying == ring) as u32,
                    Cell::Knight { rings, .. } => rings.of_kind(ring) as u32,
                    Cell::Empty => 0,
                })
                .sum();
            if count > ring.in_set() as u32 {
                let most = ring.in_set();
                return Err(bad(match ring {
                    Ring::Silver => message!(
                        "detail-king-of-rings-silver",
                        "{count} silver rings; the game has {most}",
                        count = count,
                        most = most
                    ),
                    Ring::Blue => message!(
                        "detail-king-of-rings-blue",
                        "{count} blue rings; the game has {most}",
                        count = count,
                        most = most
                    ),
                    Ring::BigBlue => message!(
                        "detail-king-of-rings-big-blue",
                        "{count} big blue rings; the game has {most}",
                        count = count,
                        most = most
                    ),
                }));
            }
        }
        Ok(())
    }
}

impl Game for KingOfRings {
    type Move = Move;
    type Variant = ();
    type View = View;

    const INFO: GameInfo = GameInfo {
        id: "king-of-rings",
        name: "The King of Rings",
        players: ["White", "Black"],
        options: &[PIE],
    };

    fn parse_variant(settings: &Settings) -> Result<(), Error> {
        settings.resolve(Self::INFO.id, Self::INFO.options).map(|_| ())
    }

    fn variant_settings(_: &()) -> Settings {
        Settings::default()
    }

    fn start(_: &()) -> KingOfRings {
        let mut cells = [Cell::Ring(Ring::Silver); SQUARES];
        for file in 0..SIZE {
            let ring = if file == 3 { Ring::BigBlue } else { Ring::Blue };
            cells[(3 * SIZE + file) as usize] = Cell::Ring(ring);
        }
        for (owner, ranks) in [(Player::First, [0, 1]), (Player::Second, [5, 6])] {
            for rank in ranks {
                for file in (0..SIZE).filter(|file| (file + rank) % 2 == 0) {
                    cells[(rank * SIZE + file) as usize] = Cell::Knight {
                        owner,
                        rings: Stack::default(),
                    };
                }
            }
        }
        let mut game = KingOfRings {
            cells,
            to_move: Player::First,
            hands: [0, 0],
            rings_on_board: 35,
            passes: 0,
            last_turn: false,
            history: Vec::new(),
            key: 0,
        };
        game.key = game.squares_key();
        game
    }

    fn variant(&self) -> &() {
        &()
    }

    fn from_position(_: &(), text: &str) -> Result<KingOfRings, Error> {
        let bad = Error::BadPosition;
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, white_hand, black_hand, state] = fields[..] else {
            return Err(bad(message!(
                "detail-king-of-rings-fields",
                "expected 5 fields (board, side to move, White's hand, Black's hand, turn state); found {found}",
                found = fields.len()
            )));
        };
        let to_move = match side {
            "w" => Player::First,
            "b" => Player::Second,
            other => {
                return Err(bad(message!(
                    "detail-king-of-rings-side",
                    "side to move is '{text}'; expected w or b",
                    text = other
                )))
            }
        };
        let hand = |text: &str, player: Player| {
            text.parse::<u8>()
                .ok()
                .filter(|&n| n <= KNIGHTS_EACH)
                .ok_or_else(|| {
                    bad(message!(
                        "detail-king-of-rings-hand",
                        "{player}'s hand is '{text}'; expected a number of knights from 0 to 7",
                        player = Self::INFO.player_words(player),
                        text = text
                    ))
                })
        };
        let hands = [
            hand(white_hand, Player::First)?,
            hand(black_hand, Player::Second)?,
        ];
        let (passes, last_turn) = match state {
            "-" => (0, false),
            "passed" => (1, false),
            "ended" => (2, false),
            "last" => (0, true),
            other => {
                return Err(bad(message!(
                    "detail-king-of-rings-state",
                    "turn state is '{text}'; expected -, passed, ended or last",
                    text = other
                )))
            }
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != SIZE as usize {
            return Err(bad(message!(
                "detail-king-of-rings-ranks",
                "{count} ranks; the board has 7",
                count = rows.len()
            )));
        }
        let mut cells = [Cell::Empty; SQUARES];
        for (from_top, row) in rows.iter().enumerate() {
            let rank = SIZE - 1 - from_top as u8;
            let start = (rank * SIZE) as usize;
            cells[start..start + SIZE as usize].copy_from_slice(&Self::parse_rank(row, rank)?);
        }
        let rings_on_board = cells
            .iter()
            .filter(|cell| matches!(cell, Cell::Ring(_)))
            .count() as u8;
        if last_turn && (to_move != Player::Second || rings_on_board > 0) {
            return Err(bad(message!(
                "detail-king-of-rings-last",
                "'last' is Black's turn after White took the last ring: Black to move, no ring on the board"
            )));
        }
        let mut game = KingOfRings {
            cells,
            to_move,
            hands,
            rings_on_board,
            passes,
            last_turn,
            history: Vec::new(),
            key: 0,
        };
        game.key = game.squares_key();
        game.check_counts()?;
        Ok(game)
    }

    fn position(&self) -> String {
        let ranks: Vec<String> = (0..SIZE)
            .rev()
            .map(|rank| {
                (0..SIZE)
                    .map(|file| Self::cell_text(self.cell(file, rank)))
                    .collect()
            })
            .collect();
        let state = match (self.passes, self.last_turn) {
            (_, true) => "last",
            (0, false) => "-",
            (1, false) => "passed",
            _ => "ended",
        };
        format!(
            "{} {} {} {} {state}",
            ranks.join("/"),
            Self::side_letter(self.to_move),
            self.hands[0],
            self.hands[1]
        )
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_over() {
            return;
        }
        let me = self.to_move;
        for from in 0..SQUARES as u8 {
            let Cell::Knight { owner, rings } = self.cells[from as usize] else {
                continue;
            };
            if owner != me {
                continue;
            }
            let leap = rings.count();
            if leap > MOST_RINGS_TO_LEAP {
                continue;
            }
            for direction in DIRECTIONS {
                let Some(to) = Self::target(from, direction, leap.max(1)) else {
                    continue;
                };
                let allowed = match self.cells[to as usize] {
                    Cell::Ring(_) => true,
                    Cell::Knight { owner, .. } => owner != me,
                    Cell::Empty => leap == 0,
                };
                if allowed {
                    moves.push(Move::Step { from, to });
                }
            }
        }
        if self.hand(me) > 0 {
            for to in 0..SQUARES as u8 {
                if matches!(self.cells[to as usize], Cell::Ring(_)) {
                    moves.push(Move::Drop { to });
                }
            }
        }
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
    }

    fn play(&mut self, mv: Move) {
        let reversible = match mv {
            Move::Pass => true,
            Move::Step { to, .. } => self.cells[to as usize] == Cell::Empty,
            Move::Drop { .. } => false,
        };
        if reversible {
            self.history.push(self.repetition_key());
        } else {
            self.history.clear();
        }
        let me = self.to_move;
        let was_last_turn = self.last_turn;
        self.last_turn = false;
        let (arriving, to) = match mv {
            Move::Pass => {
                self.passes += 1;
                self.to_move = me.opponent();
                return;
            }
            Move::Step { from, to } => {
                let held = match self.cells[from as usize] {
                    Cell::Knight { rings, .. } => rings,
                    _ => Stack::default(),
                };
                self.set(from, Cell::Empty);
                (held, to)
            }
            Move::Drop { to } => {
                self.hands[me.index()] -= 1;
                (Stack::default(), to)
            }
        };
        let mut rings = arriving;
        match self.cells[to as usize] {
            Cell::Ring(ring) => {
                rings.add(ring);
                self.rings_on_board -= 1;
            }
            Cell::Knight {
                owner,
                rings: captured,
            } => {
                rings.take_all(captured);
                if captured.count() > 0 {
                    self.hands[owner.index()] += 1;
                }
            }
            Cell::Empty => {}
        }
        self.set(to, Cell::Knight { owner: me, rings });
        self.passes = 0;
        if self.rings_on_board == 0 && me == Player::First && !was_last_turn {
            self.last_turn = true;
        }
        self.to_move = me.opponent();
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let end = if self.passes >= 2 {
            PointsEnd::BothPassed
        } else if self.rings_on_board > 0 || self.last_turn {
            PointsEnd::Repetition
        } else {
            PointsEnd::NoRingLeft
        };
        let (first, second) = (self.score(Player::First), self.score(Player::Second));
        let why = Why::Points { first, second, end };
        Some(match first.cmp(&second) {
            Ordering::Equal => Outcome::draw(why),
            Ordering::Greater => Outcome::win(Player::First, why),
            Ordering::Less => Outcome::win(Player::Second, why),
        })
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        fn form() -> Message {
            message!(
                "detail-move-form-king-of-rings",
                "expected two squares such as b2c3, @ and a square such as @d4, or pass"
            )
        }
        if text == "pass" {
            return Ok(Move::Pass);
        }
        let index = |(file, rank): (u8, u8)| rank * SIZE + file;
        if text.starts_with('@') {
            let [to] = parse_squares(text, "@", SIZE, SIZE, form)?;
            return Ok(Move::Drop { to: index(to) });
        }
        let [from, to] = parse_squares(text, "", SIZE, SIZE, form)?;
        Ok(Move::Step {
            from: index(from),
            to: index(to),
        })
    }

    fn format_move(&self, mv: Move) -> String {
        match mv {
            Move::Step { from, to } => {
                format!("{}{}", Self::square_name(from), Self::square_name(to))
            }
            Move::Drop { to } => format!("@{}", Self::square_name(to)),
            Move::Pass => "pass".into(),
        }
    }

    /// A capture is marked with `x`: `b2xc3`.
    fn label_move(&self, mv: Move) -> String {
        match mv {
            Move::Step { from, to } if matches!(self.cells[to as usize], Cell::Knight { .. }) => {
                format!("{}x{}", Self::square_name(from), Self::square_name(to))
            }
            _ => self.format_move(mv),
        }
    }

    fn captures(&self, mv: Move) -> bool {
        matches!(mv, Move::Step { to, .. } if matches!(self.cells[to as usize], Cell::Knight { .. }))
    }

    fn why_not(&self, from: Square, to: Square) -> Option<Message> {
        if from.file >= SIZE || from.rank >= SIZE || to.file >= SIZE || to.rank >= SIZE || from == to {
            return None;
        }
        let index = |square: Square| (square.rank * SIZE + square.file) as usize;
        let Cell::Knight { owner, rings } = self.cells[index(from)] else {
            return None;
        };
        if owner != self.to_move {
            return None;
        }
        let leap = rings.count();
        let (files, ranks) = (to.file.abs_diff(from.file), to.rank.abs_diff(from.rank));
        let straight = files == 0 || ranks == 0 || files == ranks;
        let distance = files.max(ranks);
        let name = self.square_name(to);
        if leap > MOST_RINGS_TO_LEAP {
            return Some(message!(
                "refusal-king-of-rings-too-heavy",
                "A holder of {rings} rings is too heavy to move: seven or more rings freeze it.",
                rings = leap
            ));
        }
        if !straight {
            return Some(message!(
                "refusal-king-of-rings-straight",
                "A knight moves in a straight line: along a rank, a file or a diagonal."
            ));
        }
        if leap == 0 && distance != 1 {
            return Some(message!("refusal-king-of-rings-plain", "A plain knight (no rings) steps one square only."));
        }
        if leap == 1 && distance != 1 {
            return Some(message!(
                "refusal-king-of-rings-leap-one",
                "This holder holds 1 ring, so it leaps exactly 1 square: {square} is {distance} away.",
                square = name,
                distance = distance
            ));
        }
        if leap > 1 && distance != leap {
            return Some(message!(
                "refusal-king-of-rings-leap",
                "This holder holds {rings} rings, so it leaps exactly {rings} squares: {square} is {distance} away.",
                rings = leap,
                square = name,
                distance = distance
            ));
        }
        match self.cells[index(to)] {
            Cell::Knight { owner, .. } if owner == self.to_move => Some(message!(
                "refusal-king-of-rings-own-knight",
                "{square} holds one of your own knights.",
                square = name
            )),
            Cell::Empty if leap > 0 => Some(message!(
                "refusal-king-of-rings-onto-empty",
                "{square} is empty: a holder lands only on a ring or an enemy knight.",
                square = name
            )),
            _ => None,
        }
    }

    fn points(&self, player: Player) -> Option<u32> {
        Some(self.score(player))
    }

    fn move_squares(&self, mv: Move) -> (Option<Square>, Option<Square>) {
        match mv {
            Move::Step { from, to } => (Some(Self::square(from)), Some(Self::square(to))),
            Move::Drop { to } => (None, Some(Self::square(to))),
            Move::Pass => (None, None),
        }
    }

    fn view(&self) -> View {
        let knights_left = |player: Player| {
            KNIGHTS_EACH.saturating_sub(self.knights_on_board(player) + self.hand(player))
        };
        View {
            size: SIZE,
            cells: self
                .cells
                .iter()
                .map(|cell| match *cell {
                    Cell::Empty => CellView::Empty,
                    Cell::Ring(ring) => CellView::Ring { ring },
                    Cell::Knight { owner, rings } => CellView::Knight {
                        owner,
                        rings,
                        count: rings.count(),
                        points: rings.points(),
                        moves: rings.count() <= MOST_RINGS_TO_LEAP,
                    },
                })
                .collect(),
            hands: self.hands,
            out_of_game: [knights_left(Player::First), knights_left(Player::Second)],
            scores: [self.score(Player::First), self.score(Player::Second)],
            rings_on_board: self.rings_on_board,
            last_turn: self.last_turn,
        }
    }
}

/// What the computer looks at (tuned by self-play): points held, knights in
/// hand (each a drop onto a ring), knights that can still move, and the most
/// each side could gain with its next move.
const POINT: i32 = 100;
const KNIGHT_IN_HAND: i32 = 160;
const MOVABLE_KNIGHT: i32 = 12;
const GAIN_TO_MOVE: i32 = 60;
const GAIN_WAITING: i32 = 25;

impl KingOfRings {
    /// Points a move wins: a ring's, or a captured holder's twice over (the
    /// captor gains them and the owner loses them).
    fn gain(&self, mv: Move) -> i32 {
        match mv {
            Move::Step { to, .. } | Move::Drop { to } => self.landing_gain(to),
            Move::Pass => 0,
        }
    }

    fn landing_gain(&self, to: u8) -> i32 {
        match self.cells[to as usize] {
            Cell::Ring(ring) => ring.points() as i32,
            Cell::Knight { rings, .. } => 2 * rings.points() as i32 + 1,
            Cell::Empty => 0,
        }
    }

    /// The most a step of `player`'s knight on `from`, holding `leap` rings,
    /// could win.
    fn best_step_gain(&self, from: u8, player: Player, leap: u8) -> i32 {
        DIRECTIONS
            .into_iter()
            .filter_map(|direction| Self::target(from, direction, leap.max(1)))
            .filter(|&to| !matches!(self.cells[to as usize], Cell::Knight { owner, .. } if owner == player))
            .map(|to| self.landing_gain(to))
            .max()
            .unwrap_or(0)
    }
}

impl crate::ai::Evaluate for KingOfRings {
    /// Principal variation search alone measured stronger here
    /// (docs/strength.md).
    const REFINEMENTS: crate::ai::Features = crate::ai::Features {
        pvs: true,
        ..crate::ai::Features::NONE
    };

    /// One ply with noise barely beat `greedy` here (61.5 %): level 1 looks
    /// two plies, still with much noise (82 % against `greedy`), and level 2
    /// three (80.5 % against that level 1) (docs/strength.md).
    const EARLY_LEVELS: [crate::ai::Lookahead; 2] = [
        crate::ai::Lookahead {
            plies: 2,
            noise: 150,
            nodes: None,
        },
        crate::ai::Lookahead {
            plies: 3,
            noise: 50,
            nodes: None,
        },
    ];

    /// Each side's points, knights in hand and movable knights, and the most
    /// each could gain with its next move as if it were its turn (nothing
    /// once no ring lies on the board), in one pass over the board.
    fn evaluate(&self) -> i32 {
        let mut value = [0i32; 2];
        let mut best_gain = [0i32; 2];
        let mut best_ring = 0;
        for (square, cell) in self.cells.iter().enumerate() {
            match *cell {
                Cell::Empty => {}
                Cell::Ring(ring) => best_ring = best_ring.max(ring.points() as i32),
                Cell::Knight { owner, rings } => {
                    let side = owner.index();
                    value[side] += POINT * rings.points() as i32;
                    if rings.count() <= MOST_RINGS_TO_LEAP {
                        value[side] += MOVABLE_KNIGHT;
                        let gain = self.best_step_gain(square as u8, owner, rings.count());
                        best_gain[side] = best_gain[side].max(gain);
                    }
                }
            }
        }
        for side in 0..2 {
            value[side] += KNIGHT_IN_HAND * self.hands[side] as i32;
            if self.hands[side] > 0 {
                best_gain[side] = best_gain[side].max(best_ring);
            }
            if self.rings_on_board == 0 {
                best_gain[side] = 0;
            }
        }
        let (me, them) = (self.to_move.index(), self.to_move.opponent().index());
        value[me] - value[them] + GAIN_TO_MOVE * best_gain[me] - GAIN_WAITING * best_gain[them]
    }

    fn position_key(&self) -> u64 {
        self.repetition_key()
    }

    fn is_tactical(&self, mv: Move) -> bool {
        self.captures(mv)
    }

    fn tactical_priority(&self, mv: Move) -> i32 {
        self.gain(mv)
    }
}
