//! A second, deliberately plain move generator for DoubleEIGHTEEN-STONEchess,
//! written from RULES.md §5 without the chess core: it lists every move the
//! pieces and stones could make, plays each one and keeps those after which
//! no enemy move could take the king. It reads its own position strings. It
//! is slow and simple on purpose, so that agreeing perft counts from it and
//! from the core are an independent check.

const FILES: i32 = 16;
const RANKS: i32 = 9;
const CELLS: usize = 144;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Side {
    White,
    Black,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Cell {
    Empty,
    Stone,
    Piece(Side, Kind),
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Action {
    /// A piece moves (and may capture), promoting to the kind if given.
    Step(Option<Kind>),
    /// The king castles; the rook goes from `rook.0` to `rook.1`.
    Castle { rook: (usize, usize) },
    /// The piece on `from` and the stone on `to` change places.
    Swap(Option<Kind>),
    /// The stone on `from` moves to `to`.
    Line,
}

#[derive(Clone, Copy, Debug)]
pub struct Mv {
    from: usize,
    to: usize,
    action: Action,
}

#[derive(Clone)]
pub struct Pos {
    cells: [Cell; CELLS],
    side: Side,
    /// Squares of the rooks that may still castle (the king unmoved).
    castling_rooks: Vec<usize>,
    en_passant: Option<usize>,
    /// The last ply's stone move, (left, reached), if it was one.
    last_stone: Option<(usize, usize)>,
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..FILES).contains(&file) && (0..RANKS).contains(&rank)
}

fn index(file: i32, rank: i32) -> usize {
    (rank * FILES + file) as usize
}

fn file_rank(square: usize) -> (i32, i32) {
    (square as i32 % FILES, square as i32 / FILES)
}

fn name(square: usize) -> String {
    let (file, rank) = file_rank(square);
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn square_of(text: &str) -> usize {
    let bytes = text.as_bytes();
    index((bytes[0] - b'a') as i32, (bytes[1] - b'1') as i32)
}

fn other(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

fn forward(side: Side) -> i32 {
    match side {
        Side::White => 1,
        Side::Black => -1,
    }
}

fn last_rank(side: Side) -> i32 {
    match side {
        Side::White => RANKS - 1,
        Side::Black => 0,
    }
}

fn kind_of(letter: char) -> Kind {
    match letter.to_ascii_lowercase() {
        'p' => Kind::Pawn,
        'n' => Kind::Knight,
        'b' => Kind::Bishop,
        'r' => Kind::Rook,
        'q' => Kind::Queen,
        'k' => Kind::King,
        _ => panic!("no piece {letter}"),
    }
}

fn letter_of(kind: Kind) -> char {
    match kind {
        Kind::Pawn => 'p',
        Kind::Knight => 'n',
        Kind::Bishop => 'b',
        Kind::Rook => 'r',
        Kind::Queen => 'q',
        Kind::King => 'k',
    }
}

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const LEAPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

/// The four castlings of each side: king's file to, rook's file from and to.
const CASTLE_FILES: [(i32, i32, i32); 4] = [(10, 11, 9), (6, 4, 7), (12, 15, 11), (4, 0, 5)];

/// The move, or one per promotion piece when it takes a pawn to its last rank.
fn push_promoting(
    moves: &mut Vec<Mv>,
    (from, to): (usize, usize),
    promotes: bool,
    action: fn(Option<Kind>) -> Action,
) {
    if promotes {
        for kind in PROMOTIONS {
            moves.push(Mv {
                from,
                to,
                action: action(Some(kind)),
            });
        }
    } else {
        moves.push(Mv {
            from,
            to,
            action: action(None),
        });
    }
}

impl Pos {
    /// Reads `board side castling en-passant last-stone [counters]`.
    pub fn parse(text: &str) -> Pos {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut cells = [Cell::Empty; CELLS];
        for (row, rank) in fields[0].split('/').zip((0..RANKS).rev()) {
            let mut file = 0;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(digit) = c.to_digit(10) {
                    let mut count = digit as i32;
                    if let Some(next) = chars.peek().and_then(|c| c.to_digit(10)) {
                        count = count * 10 + next as i32;
                        chars.next();
                    }
                    file += count;
                    continue;
                }
                cells[index(file, rank)] = match c {
                    'S' => Cell::Stone,
                    _ if c.is_ascii_uppercase() => Cell::Piece(Side::White, kind_of(c)),
                    _ => Cell::Piece(Side::Black, kind_of(c)),
                };
                file += 1;
            }
        }
        let side = if fields[1] == "w" {
            Side::White
        } else {
            Side::Black
        };
        let castling_rooks = fields[2]
            .chars()
            .filter(|&c| c != '-')
            .map(|c| {
                let rank = if c.is_ascii_uppercase() { 0 } else { RANKS - 1 };
                index((c.to_ascii_lowercase() as u8 - b'a') as i32, rank)
            })
            .collect();
        let en_passant = (fields[3] != "-").then(|| square_of(fields[3]));
        let last_stone =
            (fields[4] != "-").then(|| (square_of(&fields[4][..2]), square_of(&fields[4][2..])));
        Pos {
            cells,
            side,
            castling_rooks,
            en_passant,
            last_stone,
        }
    }

    fn king(&self, side: Side) -> usize {
        (0..CELLS)
            .find(|&s| self.cells[s] == Cell::Piece(side, Kind::King))
            .expect("a king")
    }

    fn is_side(&self, square: usize, side: Side) -> bool {
        matches!(self.cells[square], Cell::Piece(s, _) if s == side)
    }

    /// Every move the side's pieces and the stones could make, before the
    /// king's safety is asked; castling only when `with_castling`.
    fn candidate_moves(&self, side: Side, with_castling: bool) -> Vec<Mv> {
        let mut moves = Vec::new();
        for from in 0..CELLS {
            let Cell::Piece(owner, kind) = self.cells[from] else {
                continue;
            };
            if owner != side {
                continue;
            }
            let (file, rank) = file_rank(from);
            let step_to = |to: usize, moves: &mut Vec<Mv>| {
                moves.push(Mv {
                    from,
                    to,
                    action: Action::Step(None),
                })
            };
            match kind {
                Kind::Pawn => {
                    let ahead = rank + forward(side);
                    let promote = |to: usize, moves: &mut Vec<Mv>| {
                        let last = file_rank(to).1 == last_rank(side);
                        push_promoting(moves, (from, to), last, Action::Step);
                    };
                    if on_board(file, ahead) && self.cells[index(file, ahead)] == Cell::Empty {
                        promote(index(file, ahead), &mut moves);
                        let second_rank = if side == Side::White { 1 } else { RANKS - 2 };
                        let two = ahead + forward(side);
                        if rank == second_rank && self.cells[index(file, two)] == Cell::Empty {
                            promote(index(file, two), &mut moves);
                        }
                    }
                    for df in [-1, 1] {
                        if !on_board(file + df, ahead) {
                            continue;
                        }
                        let to = index(file + df, ahead);
                        if self.is_side(to, other(side)) || self.en_passant == Some(to) {
                            promote(to, &mut moves);
                        }
                    }
                }
                Kind::Knight | Kind::King => {
                    let steps: Vec<(i32, i32)> = if kind == Kind::Knight {
                        LEAPS.to_vec()
                    } else {
                        ORTHOGONAL.iter().chain(DIAGONAL.iter()).copied().collect()
                    };
                    for (df, dr) in steps {
                        if !on_board(file + df, rank + dr) {
                            continue;
                        }
                        let to = index(file + df, rank + dr);
                        if self.cells[to] == Cell::Empty || self.is_side(to, other(side)) {
                            step_to(to, &mut moves);
                        }
                    }
                }
                Kind::Bishop | Kind::Rook | Kind::Queen => {
                    let mut lines = Vec::new();
                    if kind != Kind::Bishop {
                        lines.extend(ORTHOGONAL);
                    }
                    if kind != Kind::Rook {
                        lines.extend(DIAGONAL);
                    }
                    for (df, dr) in lines {
                        let (mut f, mut r) = (file + df, rank + dr);
                        while on_board(f, r) {
                            let to = index(f, r);
                            if self.cells[to] == Cell::Empty {
                                step_to(to, &mut moves);
                            } else {
                                if self.is_side(to, other(side)) {
                                    step_to(to, &mut moves);
                                }
                                break;
                            }
                            f += df;
                            r += dr;
                        }
                    }
                }
            }
            // Swaps: with any orthogonally adjacent stone.
            for (df, dr) in ORTHOGONAL {
                if !on_board(file + df, rank + dr) {
                    continue;
                }
                let to = index(file + df, rank + dr);
                if self.cells[to] != Cell::Stone {
                    continue;
                }
                let last = kind == Kind::Pawn && rank + dr == last_rank(side);
                push_promoting(&mut moves, (from, to), last, Action::Swap);
            }
        }
        // Line moves: a stone with no stone behind it and one or more in front.
        for from in 0..CELLS {
            if self.cells[from] != Cell::Stone {
                continue;
            }
            let (file, rank) = file_rank(from);
            for (df, dr) in ORTHOGONAL {
                let behind = (file - df, rank - dr);
                if on_board(behind.0, behind.1)
                    && self.cells[index(behind.0, behind.1)] == Cell::Stone
                {
                    continue;
                }
                let (mut f, mut r) = (file + df, rank + dr);
                let mut stones = 1;
                while on_board(f, r) && self.cells[index(f, r)] == Cell::Stone {
                    stones += 1;
                    f += df;
                    r += dr;
                }
                if stones >= 2 && on_board(f, r) && self.cells[index(f, r)] == Cell::Empty {
                    moves.push(Mv {
                        from,
                        to: index(f, r),
                        action: Action::Line,
                    });
                }
            }
        }
        if with_castling {
            self.castlings(side, &mut moves);
        }
        moves
    }

    fn castlings(&self, side: Side, moves: &mut Vec<Mv>) {
        let rank = if side == Side::White { 0 } else { RANKS - 1 };
        let king = index(8, rank);
        if self.cells[king] != Cell::Piece(side, Kind::King) || self.attacked(king, other(side)) {
            return;
        }
        for (king_to, rook_from, rook_to) in CASTLE_FILES {
            let rook = index(rook_from, rank);
            if !self.castling_rooks.contains(&rook) {
                continue;
            }
            let low = 8.min(king_to).min(rook_from).min(rook_to);
            let high = 8.max(king_to).max(rook_from).max(rook_to);
            let clear = (low..=high)
                .filter(|&f| f != 8 && f != rook_from)
                .all(|f| self.cells[index(f, rank)] == Cell::Empty);
            let step = if king_to > 8 { 1 } else { -1 };
            let safe = (1..=(king_to - 8).abs())
                .all(|n| !self.attacked(index(8 + step * n, rank), other(side)));
            if clear && safe {
                moves.push(Mv {
                    from: king,
                    to: index(king_to, rank),
                    action: Action::Castle {
                        rook: (rook, index(rook_to, rank)),
                    },
                });
            }
        }
    }

    /// Whether a piece of `by` could move onto `square` (as a capture).
    fn attacked(&self, square: usize, by: Side) -> bool {
        let mut probe = self.clone();
        // Something of the other side stands there, so that pawns see a capture.
        probe.cells[square] = Cell::Piece(other(by), Kind::Queen);
        probe.en_passant = None;
        probe
            .candidate_moves(by, false)
            .iter()
            .any(|mv| mv.to == square && matches!(mv.action, Action::Step(_)))
    }

    fn play(&self, mv: Mv) -> Pos {
        let mut next = self.clone();
        let moving = self.cells[mv.from];
        next.en_passant = None;
        next.last_stone = None;
        next.castling_rooks
            .retain(|&rook| rook != mv.from && rook != mv.to);
        if let Cell::Piece(side, Kind::King) = moving {
            let rank = if side == Side::White { 0 } else { RANKS - 1 };
            next.castling_rooks
                .retain(|&rook| file_rank(rook).1 != rank);
        }
        match mv.action {
            Action::Step(promotion) => {
                let Cell::Piece(side, kind) = moving else {
                    unreachable!()
                };
                if kind == Kind::Pawn && Some(mv.to) == self.en_passant {
                    let (file, _) = file_rank(mv.to);
                    let (_, rank) = file_rank(mv.from);
                    next.cells[index(file, rank)] = Cell::Empty;
                }
                if kind == Kind::Pawn && (file_rank(mv.to).1 - file_rank(mv.from).1).abs() == 2 {
                    next.en_passant = Some((mv.from + mv.to) / 2);
                }
                next.cells[mv.from] = Cell::Empty;
                next.cells[mv.to] = Cell::Piece(side, promotion.unwrap_or(kind));
            }
            Action::Castle { rook } => {
                next.cells[mv.from] = Cell::Empty;
                next.cells[rook.0] = Cell::Empty;
                next.cells[mv.to] = moving;
                next.cells[rook.1] = Cell::Piece(self.side, Kind::Rook);
            }
            Action::Swap(promotion) => {
                let Cell::Piece(side, kind) = moving else {
                    unreachable!()
                };
                next.cells[mv.from] = Cell::Stone;
                next.cells[mv.to] = Cell::Piece(side, promotion.unwrap_or(kind));
                next.last_stone = Some((mv.to, mv.from));
            }
            Action::Line => {
                next.cells[mv.from] = Cell::Empty;
                next.cells[mv.to] = Cell::Stone;
                next.last_stone = Some((mv.from, mv.to));
            }
        }
        next.side = other(self.side);
        next
    }

    fn legal_moves(&self) -> Vec<Mv> {
        self.candidate_moves(self.side, true)
            .into_iter()
            .filter(|&mv| {
                let stone_path = match mv.action {
                    Action::Swap(_) => Some((mv.to, mv.from)),
                    Action::Line => Some((mv.from, mv.to)),
                    _ => None,
                };
                let undoes = stone_path
                    .is_some_and(|(left, reached)| self.last_stone == Some((reached, left)));
                !undoes && {
                    let next = self.play(mv);
                    !next.attacked(next.king(self.side), next.side)
                }
            })
            .collect()
    }

    pub fn perft(&self, depth: usize) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&mv| self.play(mv).perft(depth - 1)).sum()
    }

    /// The legal moves in the game's notation, sorted.
    pub fn move_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .legal_moves()
            .iter()
            .map(|mv| {
                let promotion = match mv.action {
                    Action::Step(Some(kind)) | Action::Swap(Some(kind)) => {
                        letter_of(kind).to_string()
                    }
                    _ => String::new(),
                };
                format!("{}{}{promotion}", name(mv.from), name(mv.to))
            })
            .collect();
        names.sort();
        names
    }
}
