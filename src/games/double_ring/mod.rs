//! Double Ring (RULES.md §1): an impartial ring game on an N x N grid, or
//! a W x H one (RULES.md §7).
//!
//! Position string: the ranks from the top one down to rank 1, separated by
//! `/`, each cell written `o` (single ring), `O` (double ring) or `.` (empty);
//! then a space and the player to move, `1` or `2`. The 3x3 start is
//! `ooo/ooo/ooo 1`. The board's height is the number of ranks, its width
//! their length.

use serde::Serialize;

use crate::play::pie::PIE;
use crate::ai::cell_key;
use crate::coords::{parse_squares, square_name, KNIGHT_LEAPS};
use crate::error::Error;
use crate::message;
use crate::message::Message;
use crate::game::{Game, GameInfo, Outcome, Player, Square, Why};
use crate::variant::{OptionSpec, OptionValues, Settings};
use sheet::{ring_sheet, Mark};

mod bits;
pub mod book;
pub mod mirror;
pub mod sheet;
pub mod solver;

pub const MIN_SIZE: u8 = 3;
pub const MAX_SIZE: u8 = 19;
const MAX_CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(u8)]
pub enum Rule {
    /// Pass exactly two rings.
    #[default]
    SkipTwo,
    /// Pass exactly three rings.
    SkipThree,
    /// Pass any odd number of rings.
    SkipOdd,
    /// Pass any even number of rings, at least two.
    SkipEven,
    /// Leap like a chess knight.
    Knight,
    /// Pass exactly one ring (a single: a double counts two); the designers'
    /// options (RULES.md §7), after the source's rules so that their
    /// numbers in opening books stay.
    SkipOne,
    SkipFour,
    SkipFive,
    SkipSix,
}

/// Each rule's option value and menu label, in the menu's order.
const RULE_CHOICES: &[(&str, &str)] = &[
    ("skip1", "Skip One"),
    ("skip2", "Skip Two"),
    ("skip3", "Skip Three"),
    ("skip4", "Skip Four"),
    ("skip5", "Skip Five"),
    ("skip6", "Skip Six"),
    ("odd", "Skip Odd"),
    ("even", "Skip Even"),
    ("knight", "Knight's Overlap"),
];

impl Rule {
    /// Every rule, in the order of their numbers (`Rule as u8`, in opening books).
    pub const ALL: [Rule; 9] = [
        Rule::SkipTwo,
        Rule::SkipThree,
        Rule::SkipOdd,
        Rule::SkipEven,
        Rule::Knight,
        Rule::SkipOne,
        Rule::SkipFour,
        Rule::SkipFive,
        Rule::SkipSix,
    ];

    fn choice(self) -> (&'static str, &'static str) {
        let index = match self {
            Rule::SkipOne => 0,
            Rule::SkipTwo => 1,
            Rule::SkipThree => 2,
            Rule::SkipFour => 3,
            Rule::SkipFive => 4,
            Rule::SkipSix => 5,
            Rule::SkipOdd => 6,
            Rule::SkipEven => 7,
            Rule::Knight => 8,
        };
        RULE_CHOICES[index]
    }

    pub fn id(self) -> &'static str {
        self.choice().0
    }

    pub fn label(self) -> &'static str {
        self.choice().1
    }

    /// The exact count of rings a Skip N move passes.
    pub fn skip_count(self) -> Option<u32> {
        match self {
            Rule::SkipOne => Some(1),
            Rule::SkipTwo => Some(2),
            Rule::SkipThree => Some(3),
            Rule::SkipFour => Some(4),
            Rule::SkipFive => Some(5),
            Rule::SkipSix => Some(6),
            Rule::SkipOdd | Rule::SkipEven | Rule::Knight => None,
        }
    }

    /// The rule's name as the New game panel words it.
    fn words(self) -> Message {
        Message::new(format!("choice-double-ring-rule-{}", self.id()), self.label(), Vec::new())
    }

    /// How many rings a move passes under a skip rule ("exactly two rings"),
    /// for a refusal; `strict` says "at least two" where the rule has it.
    fn how_far(self, strict: bool) -> Message {
        match self {
            Rule::SkipOne => message!("refusal-skip-one", "exactly one ring"),
            Rule::SkipTwo => message!("refusal-skip-two", "exactly two rings"),
            Rule::SkipThree => message!("refusal-skip-three", "exactly three rings"),
            Rule::SkipFour => message!("refusal-skip-four", "exactly four rings"),
            Rule::SkipFive => message!("refusal-skip-five", "exactly five rings"),
            Rule::SkipSix => message!("refusal-skip-six", "exactly six rings"),
            Rule::SkipOdd => message!("refusal-skip-odd", "an odd number of rings"),
            Rule::SkipEven if strict => message!("refusal-skip-even-strict", "an even number of rings, at least two"),
            Rule::SkipEven | Rule::Knight => message!("refusal-skip-even", "an even number of rings"),
        }
    }

    /// The four short rules of a variant, as printed under the board.
    pub fn short_rules(self) -> [Message; 4] {
        let over = |how_far: Message| {
            message!(
                "print-paper-rule-move",
                "1. Move: a single ring goes up, down, left or right {how_far} onto the next single ring. A double ring counts two; empty cells count nothing.",
                how_far = how_far
            )
        };
        let first = match self {
            Rule::SkipOne => over(message!("print-paper-over-one", "over exactly one ring")),
            Rule::SkipTwo => over(message!("print-paper-over-two", "over exactly two rings")),
            Rule::SkipThree => over(message!("print-paper-over-three", "over exactly three rings")),
            Rule::SkipFour => over(message!("print-paper-over-four", "over exactly four rings")),
            Rule::SkipFive => over(message!("print-paper-over-five", "over exactly five rings")),
            Rule::SkipSix => over(message!("print-paper-over-six", "over exactly six rings")),
            Rule::SkipOdd => over(message!("print-paper-over-odd", "over an odd number of rings (1, 3, 5, ...)")),
            Rule::SkipEven => over(message!("print-paper-over-even", "over an even number of rings (2, 4, 6, ...)")),
            Rule::Knight => message!(
                "print-paper-rule-leap",
                "1. Move: a single ring leaps like a chess knight onto a single ring."
            ),
        };
        [
            first,
            message!(
                "print-paper-rule-strike",
                "2. Strike the moved ring out with a / and draw a larger ring around the ring it lands on: that is now a double ring, which never moves."
            ),
            message!("print-paper-rule-turns", "3. Both players move the same rings, taking turns."),
            message!("print-paper-rule-last", "4. A player who cannot move loses: the last player to move wins."),
        ]
    }

    pub fn from_id(id: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|rule| rule.id() == id)
    }

    /// Whether a ring may land right after `passed` rings have been passed.
    fn lands_after(self, passed: u32) -> bool {
        match self {
            Rule::SkipOdd => passed % 2 == 1,
            Rule::SkipEven => passed >= 2 && passed.is_multiple_of(2),
            Rule::Knight => false,
            skip => skip.skip_count() == Some(passed),
        }
    }

    /// The most rings a walk along a line of `length` cells can pass and still land later.
    fn max_passed(self, length: u8) -> u32 {
        match self.skip_count() {
            Some(count) => count,
            // Each cell holds at most two rings.
            None => 2 * length as u32,
        }
    }
}

/// The rule and the board: `width` files by `height` ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub rule: Rule,
    pub width: u8,
    pub height: u8,
}

impl Variant {
    /// The rule on a `size` x `size` board.
    pub fn square(rule: Rule, size: u8) -> Variant {
        Variant { rule, width: size, height: size }
    }

    pub fn is_square(&self) -> bool {
        self.width == self.height
    }

    pub fn cell_count(&self) -> usize {
        self.width as usize * self.height as usize
    }
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::square(Rule::SkipTwo, 9)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Cell {
    Empty = 0,
    Single = 1,
    Double = 2,
}

/// A move takes the single ring on `from` onto the single ring on `to`.
/// Cells are numbered rank by rank from a1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: u16,
    pub to: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleRing {
    variant: Variant,
    cells: [Cell; MAX_CELLS],
    to_move: Player,
    /// The cells' Zobrist key ([`DoubleRing::cells_key`]), kept up to date
    /// by `play`.
    key: u64,
}

/// What the board shows: `cells[rank * width + file]` is 0 (empty), 1 (single) or 2 (double).
#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub width: u8,
    pub height: u8,
    pub cells: Vec<u8>,
}

/// Where the board's symmetries send `cell` on a board of `width` x
/// `height`: itself first, the half-turn fourth (the mirror's). A square has
/// 8; a rectangle has the first 4, given twice.
pub(crate) fn symmetric_cells(cell: usize, width: usize, height: usize) -> [usize; 8] {
    let (f, r) = (cell % width, cell / width);
    let (last_file, last_rank) = (width - 1, height - 1);
    let turned = [(f, r), (last_file - f, r), (f, last_rank - r), (last_file - f, last_rank - r)];
    let [a, b, c, d] = if width == height {
        [(r, f), (last_rank - r, f), (r, last_file - f), (last_rank - r, last_file - f)]
    } else {
        turned
    };
    [turned[0], turned[1], turned[2], turned[3], a, b, c, d].map(|(file, rank)| rank * width + file)
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

impl DoubleRing {
    /// How many files the board has.
    pub fn width(&self) -> u8 {
        self.variant.width
    }

    /// How many ranks the board has.
    pub fn height(&self) -> u8 {
        self.variant.height
    }

    fn cell_count(&self) -> usize {
        self.variant.cell_count()
    }

    pub fn cell(&self, file: u8, rank: u8) -> Cell {
        self.cells[self.index(file as i32, rank as i32)]
    }

    fn index(&self, file: i32, rank: i32) -> usize {
        (rank * self.width() as i32 + file) as usize
    }

    fn on_board(&self, file: i32, rank: i32) -> bool {
        (0..self.width() as i32).contains(&file) && (0..self.height() as i32).contains(&rank)
    }

    fn coords(&self, index: u16) -> (i32, i32) {
        let width = self.width() as i32;
        (index as i32 % width, index as i32 / width)
    }

    fn square_name(&self, index: u16) -> String {
        let (file, rank) = self.coords(index);
        square_name(file as u8, rank as u32 + 1)
    }

    /// The first single ring, nearest first, that the rule lets the ring on
    /// `from` land on walking in one direction and that `accept` accepts.
    fn walk(
        &self,
        from: u16,
        (step_file, step_rank): (i32, i32),
        accept: &mut impl FnMut(u16) -> bool,
    ) -> Option<u16> {
        let rule = self.variant.rule;
        let max_passed = rule.max_passed(self.width().max(self.height()));
        let (mut file, mut rank) = self.coords(from);
        let mut passed = 0;
        loop {
            file += step_file;
            rank += step_rank;
            if !self.on_board(file, rank) {
                return None;
            }
            let to = self.index(file, rank);
            let cell = self.cells[to];
            if cell == Cell::Empty {
                continue;
            }
            if cell == Cell::Single && rule.lands_after(passed) && accept(to as u16) {
                return Some(to as u16);
            }
            passed += cell as u32;
            if passed > max_passed {
                return None;
            }
        }
    }

    /// The first single ring a knight's leap from `from` reaches that
    /// `accept` accepts.
    fn leap(&self, from: u16, accept: &mut impl FnMut(u16) -> bool) -> Option<u16> {
        let (file, rank) = self.coords(from);
        KNIGHT_LEAPS.iter().find_map(|&(df, dr)| {
            let (to_file, to_rank) = (file + df as i32, rank + dr as i32);
            if !self.on_board(to_file, to_rank) {
                return None;
            }
            let to = self.index(to_file, to_rank) as u16;
            (self.cells[to as usize] == Cell::Single && accept(to)).then_some(to)
        })
    }

    /// The first cell, in the move list's order, that the single ring on
    /// `from` can land on and `accept` accepts. `accept` sees each target in
    /// turn until it accepts one, without a move list.
    fn find_target(&self, from: u16, mut accept: impl FnMut(u16) -> bool) -> Option<u16> {
        if self.variant.rule == Rule::Knight {
            self.leap(from, &mut accept)
        } else {
            ORTHOGONAL
                .into_iter()
                .find_map(|direction| self.walk(from, direction, &mut accept))
        }
    }

    /// The Zobrist key of the cells, from scratch.
    fn cells_key(&self) -> u64 {
        (0..self.cell_count()).fold(0, |key, cell| key ^ cell_key(cell, self.cells[cell] as u64))
    }

    /// Why nothing moves from a cell that holds no single ring.
    fn why_not_from(&self, file: i32, rank: i32, name: &str) -> Option<Message> {
        match self.cells[self.index(file, rank)] {
            Cell::Empty => Some(message!(
                "refusal-double-ring-empty",
                "{square} is empty: only a single ring moves.",
                square = name
            )),
            Cell::Double => Some(message!(
                "refusal-double-ring-double",
                "{square} is a double ring: double rings never move.",
                square = name
            )),
            Cell::Single => None,
        }
    }

    fn parse_row(text: &str, width: usize, height: usize) -> Result<Vec<Cell>, Error> {
        let cells = text
            .chars()
            .map(|c| match c {
                'o' => Ok(Cell::Single),
                'O' => Ok(Cell::Double),
                '.' => Ok(Cell::Empty),
                other => Err(Error::BadPosition(message!(
                    "detail-double-ring-cell",
                    "'{letter}' is not a cell (use o for a single ring, O for a double, . for empty)",
                    letter = other
                ))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if cells.len() != width {
            return Err(Error::BadPosition(message!(
                "detail-double-ring-rank",
                "rank '{text}' has {count} cells; a {width}x{height} board needs {width}",
                text = text,
                count = cells.len(),
                width = width,
                height = height
            )));
        }
        Ok(cells)
    }
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "rule",
        label: "Rule",
        values: OptionValues::Choice {
            choices: RULE_CHOICES,
        },
        default: "skip2",
    },
    OptionSpec {
        key: "width",
        label: "Board width",
        values: OptionValues::Range {
            min: MIN_SIZE as u32,
            max: MAX_SIZE as u32,
        },
        default: "9",
    },
    OptionSpec {
        key: "height",
        label: "Board height",
        values: OptionValues::Range {
            min: MIN_SIZE as u32,
            max: MAX_SIZE as u32,
        },
        default: "9",
    },
    PIE,
];

/// `size=N`, the square board: a shorthand for `width=N,height=N`.
const SIZE: OptionSpec = OptionSpec {
    key: "size",
    label: "Board size",
    values: OptionValues::Range {
        min: MIN_SIZE as u32,
        max: MAX_SIZE as u32,
    },
    default: "9",
};

impl Game for DoubleRing {
    type Move = Move;
    type Variant = Variant;
    type View = View;

    const INFO: GameInfo = GameInfo {
        id: "double-ring",
        name: "Double Ring",
        players: ["Player 1", "Player 2"],
        options: OPTIONS,
    };
    /// The player who cannot move loses: there is always a winner.
    const CAN_DRAW: bool = false;

    fn parse_variant(settings: &Settings) -> Result<Variant, Error> {
        let settings = match settings.get("size") {
            Some(size) => {
                SIZE.check(size)?;
                if let Some(side) = ["width", "height"].into_iter().find(|side| settings.get(side).is_some()) {
                    return Err(Error::ClashingOptions { key: "size".into(), other: side.into() });
                }
                let mut sides = Settings(settings.0.iter().filter(|(key, _)| key != "size").cloned().collect());
                sides.push("width", size);
                sides.push("height", size);
                sides
            }
            None => settings.clone(),
        };
        let values = settings.resolve(Self::INFO.id, OPTIONS).map_err(|error| match error {
            // The shorthand is an option too, for whoever reads the list.
            Error::UnknownOption { game, key, known } => Error::UnknownOption { game, key, known: format!("{known}, {}", SIZE.key) },
            other => other,
        })?;
        let rule = Rule::from_id(&values[0]).unwrap_or_default();
        // `resolve` has checked the ranges.
        let side = |value: &str| value.parse().unwrap_or(9);
        Ok(Variant { rule, width: side(&values[1]), height: side(&values[2]) })
    }

    fn variant_settings(variant: &Variant) -> Settings {
        let mut settings = Settings::default();
        settings.push("rule", variant.rule.id());
        if variant.is_square() {
            settings.push("size", variant.width);
        } else {
            settings.push("width", variant.width);
            settings.push("height", variant.height);
        }
        settings
    }

    fn variant_fields(variant: &Variant) -> Settings {
        let mut settings = Settings::default();
        settings.push("rule", variant.rule.id());
        settings.push("width", variant.width);
        settings.push("height", variant.height);
        settings
    }

    fn start(variant: &Variant) -> DoubleRing {
        let mut cells = [Cell::Empty; MAX_CELLS];
        cells[..variant.cell_count()].fill(Cell::Single);
        let mut game = DoubleRing {
            variant: *variant,
            cells,
            to_move: Player::First,
            key: 0,
        };
        game.key = game.cells_key();
        game
    }

    fn variant(&self) -> &Variant {
        &self.variant
    }

    fn from_position(variant: &Variant, text: &str) -> Result<DoubleRing, Error> {
        let (board, player) = text.trim().split_once(' ').ok_or_else(|| {
            Error::BadPosition(message!(
                "detail-double-ring-fields",
                "expected the ranks, a space and the player to move (1 or 2)"
            ))
        })?;
        let to_move = match player.trim() {
            "1" => Player::First,
            "2" => Player::Second,
            other => {
                return Err(Error::BadPosition(message!(
                    "detail-double-ring-player",
                    "player to move is '{text}'; expected 1 or 2",
                    text = other
                )))
            }
        };
        let rows: Vec<&str> = board.split('/').collect();
        let height = rows.len();
        if !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&height) {
            return Err(Error::BadPosition(message!(
                "detail-double-ring-ranks",
                "{count} ranks; the board has {least} to {most}",
                count = height,
                least = MIN_SIZE,
                most = MAX_SIZE
            )));
        }
        if height != variant.height as usize {
            return Err(Error::BadPosition(message!(
                "detail-double-ring-height",
                "the position has {ranks} ranks but the {width}x{height} board has {height}",
                ranks = height,
                width = variant.width,
                height = variant.height
            )));
        }
        let width = variant.width as usize;
        let mut game = DoubleRing {
            variant: *variant,
            cells: [Cell::Empty; MAX_CELLS],
            to_move,
            key: 0,
        };
        for (from_top, row) in rows.iter().enumerate() {
            let rank = height - 1 - from_top;
            game.cells[rank * width..(rank + 1) * width]
                .copy_from_slice(&Self::parse_row(row, width, height)?);
        }
        game.key = game.cells_key();
        Ok(game)
    }

    fn position(&self) -> String {
        let width = self.width() as usize;
        let ranks: Vec<String> = (0..self.height() as usize)
            .rev()
            .map(|rank| {
                self.cells[rank * width..(rank + 1) * width]
                    .iter()
                    .map(|cell| match cell {
                        Cell::Single => 'o',
                        Cell::Double => 'O',
                        Cell::Empty => '.',
                    })
                    .collect()
            })
            .collect();
        let player = match self.to_move {
            Player::First => 1,
            Player::Second => 2,
        };
        format!("{} {player}", ranks.join("/"))
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        for from in 0..self.cell_count() {
            if self.cells[from] == Cell::Single {
                self.find_target(from as u16, |to| {
                    moves.push(Move {
                        from: from as u16,
                        to,
                    });
                    false
                });
            }
        }
    }

    fn play(&mut self, mv: Move) {
        let (from, to) = (mv.from as usize, mv.to as usize);
        self.key ^= cell_key(from, Cell::Single as u64)
            ^ cell_key(to, Cell::Single as u64)
            ^ cell_key(to, Cell::Double as u64);
        self.cells[from] = Cell::Empty;
        self.cells[to] = Cell::Double;
        self.to_move = self.to_move.opponent();
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.legal_move_list().is_empty() {
            let stuck = self.to_move;
            Some(Outcome::win(stuck.opponent(), Why::NoMove { stuck }))
        } else {
            None
        }
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let [from, to] = parse_squares(text, "", self.width(), self.height(), || {
            message!("detail-move-form-double-ring", "expected two squares such as e5e8")
        })?;
        let index = |(file, rank): (u8, u8)| self.index(file as i32, rank as i32) as u16;
        Ok(Move {
            from: index(from),
            to: index(to),
        })
    }

    fn format_move(&self, mv: Move) -> String {
        format!("{}{}", self.square_name(mv.from), self.square_name(mv.to))
    }

    fn why_not(&self, from: Square, to: Square) -> Option<Message> {
        let (from_file, from_rank) = (from.file as i32, from.rank as i32);
        let (to_file, to_rank) = (to.file as i32, to.rank as i32);
        if !self.on_board(from_file, from_rank) || !self.on_board(to_file, to_rank) || from == to {
            return None;
        }
        let name = |file: i32, rank: i32| square_name(file as u8, rank as u32 + 1);
        let (from_name, to_name) = (name(from_file, from_rank), name(to_file, to_rank));
        if let Some(why) = self.why_not_from(from_file, from_rank, &from_name) {
            return Some(why);
        }
        match self.cells[self.index(to_file, to_rank)] {
            Cell::Empty => {
                return Some(message!(
                    "refusal-double-ring-onto-empty",
                    "{square} is empty: a ring lands only on a single ring.",
                    square = to_name
                ))
            }
            Cell::Double => {
                return Some(message!(
                    "refusal-double-ring-onto-double",
                    "{square} is already a double ring: a ring lands only on a single ring.",
                    square = to_name
                ))
            }
            Cell::Single => {}
        }
        let rule = self.variant.rule;
        let (step_file, step_rank) = ((to_file - from_file).signum(), (to_rank - from_rank).signum());
        if rule == Rule::Knight {
            return Some(message!(
                "refusal-double-ring-no-leap",
                "Under Knight's Overlap a ring leaps like a chess knight, and {from} to {to} is no knight's leap.",
                from = from_name,
                to = to_name
            ));
        }
        if step_file != 0 && step_rank != 0 {
            return Some(message!(
                "refusal-double-ring-diagonal",
                "A ring moves straight up, down, left or right, never diagonally."
            ));
        }
        let mut passed = 0;
        let (mut file, mut rank) = (from_file + step_file, from_rank + step_rank);
        while (file, rank) != (to_file, to_rank) {
            passed += self.cells[self.index(file, rank)] as u32;
            file += step_file;
            rank += step_rank;
        }
        let rings = match passed {
            0 => message!("refusal-rings-none", "no ring"),
            1 => message!("refusal-rings-one", "one ring"),
            2 => message!("refusal-rings-two", "two rings"),
            3 => message!("refusal-rings-three", "three rings"),
            count => message!("refusal-rings-many", "{count} rings", count = count),
        };
        (!rule.lands_after(passed)).then(|| {
            message!(
                "refusal-double-ring-passes",
                "A single ring must pass {must}: this one passes {passed}.",
                must = rule.how_far(true),
                passed = rings
            )
        })
    }

    fn why_stuck(&self, square: Square) -> Option<Message> {
        let (file, rank) = (square.file as i32, square.rank as i32);
        if !self.on_board(file, rank) {
            return None;
        }
        let name = square_name(square.file, square.rank as u32 + 1);
        if let Some(why) = self.why_not_from(file, rank, &name) {
            return Some(why);
        }
        let from = self.index(file, rank) as u16;
        if self.find_target(from, |_| true).is_some() {
            return None;
        }
        Some(if self.variant.rule == Rule::Knight {
            message!(
                "refusal-double-ring-knight-stuck",
                "The ring on {square} has no move: no knight's leap from it lands on a single ring.",
                square = name
            )
        } else {
            message!(
                "refusal-double-ring-stuck",
                "The ring on {square} has no move: in no direction does it pass {how_far} and then meet a single ring.",
                square = name,
                how_far = self.variant.rule.how_far(false)
            )
        })
    }

    fn move_squares(&self, mv: Move) -> (Option<Square>, Option<Square>) {
        let square = |index: u16| {
            let (file, rank) = self.coords(index);
            Some(Square {
                file: file as u8,
                rank: rank as u8,
            })
        };
        (square(mv.from), square(mv.to))
    }

    fn paper_sheet(&self, word: &dyn Fn(&Message) -> String) -> Option<String> {
        let (width, height) = (self.width(), self.height());
        let subtitle = message!(
            "print-paper-subtitle",
            "{rule} · {width} x {height}",
            rule = self.variant().rule.words(),
            width = width,
            height = height
        );
        let mark = |file, rank| match self.cell(file, rank) {
            Cell::Single => Mark::Ring,
            Cell::Double => Mark::Double,
            Cell::Empty => Mark::Struck,
        };
        let title = Message::new(format!("game-name-{}", Self::INFO.id), Self::INFO.name, Vec::new());
        let rules = self.variant().rule.short_rules().map(|rule| word(&rule));
        Some(ring_sheet(&word(&title), &word(&subtitle), (width, height), mark, &rules))
    }

    fn view(&self) -> View {
        View {
            width: self.width(),
            height: self.height(),
            cells: self.cells[..self.cell_count()].iter().map(|cell| *cell as u8).collect(),
        }
    }
}

/// Parity: an impartial game is won by whoever makes the last move, and
/// moves that share no cell can all be made, so a large set of them
/// suggests how many moves are left. An odd count favours the player to move.
const PARITY: i32 = 40;

impl crate::ai::Evaluate for DoubleRing {
    /// None of the search's refinements measured stronger here, and a pass
    /// (null move) is never sound in a game where zugzwang is the rule
    /// (docs/strength.md).
    const REFINEMENTS: crate::ai::Features = crate::ai::Features::NONE;

    /// The evaluation is a parity guess, which an odd number of plies sees
    /// from the mover's side: one ply and two scored only 57 % and 64 %
    /// against `greedy`, three plies 91 %. Level 1 looks three plies with
    /// noise that swamps the guess (±150 against ±40), capped, since noise
    /// spoils the cut-offs; level 2 looks three plies with little noise
    /// (docs/strength.md).
    const EARLY_LEVELS: [crate::ai::Lookahead; 2] = [
        crate::ai::Lookahead {
            plies: 3,
            noise: 150,
            nodes: Some(2_000),
        },
        crate::ai::Lookahead {
            plies: 3,
            noise: 10,
            nodes: Some(20_000),
        },
    ];

    const TACTICAL_MOVES: bool = false;

    fn has_legal_move(&self) -> bool {
        (0..self.cell_count()).any(|from| self.cells[from] == Cell::Single && self.find_target(from as u16, |_| true).is_some())
    }

    fn evaluate(&self) -> i32 {
        // Greedily, in the move list's order: each ring not yet used takes
        // its first move onto a ring not yet used.
        let mut used = [false; MAX_CELLS];
        let mut independent = 0;
        for from in 0..self.cell_count() {
            if self.cells[from] != Cell::Single || used[from] {
                continue;
            }
            if let Some(to) = self.find_target(from as u16, |to| !used[to as usize]) {
                used[from] = true;
                used[to as usize] = true;
                independent += 1;
            }
        }
        if independent % 2 == 1 {
            PARITY
        } else {
            -PARITY
        }
    }

    fn position_key(&self) -> u64 {
        crate::ai::mix(self.key ^ self.to_move.index() as u64)
    }

    fn solve(&self, node_budget: u64) -> Option<crate::ai::Solved<Move>> {
        solver::solve(self, node_budget)
    }

    fn winning_moves(&self, node_budget: u64) -> Option<crate::ai::WinningMoves<Move>> {
        solver::winning_moves(self, node_budget)
    }
}
