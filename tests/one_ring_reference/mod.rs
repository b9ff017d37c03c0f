//! A second, deliberately plain move generator for The One Ring, written
//! from RULES.md §2 without the chess core: it lists every move the pieces
//! could make, plays each one and keeps those after which no enemy move
//! could take the king. It is slow and simple on purpose, so that agreeing
//! perft counts from it and from the core are an independent check.

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
enum RingAt {
    Waiting,
    Choosing,
    On(usize),
    Never,
    Destroyed,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Action {
    Move(Option<Kind>),
    Choose,
    Destroy,
}

#[derive(Clone, Copy, Debug)]
struct Mv {
    from: usize,
    to: usize,
    action: Action,
}

#[derive(Clone)]
pub struct Pos {
    cells: [Option<(Side, Kind)>; 50],
    side: Side,
    ring: RingAt,
    en_passant: Option<usize>,
}

fn exists(file: i32, rank: i32) -> bool {
    (0..5).contains(&file) && (0..10).contains(&rank) && (file == 2 || (1..=8).contains(&rank))
}

fn index(file: i32, rank: i32) -> usize {
    (rank * 5 + file) as usize
}

fn file_rank(square: usize) -> (i32, i32) {
    ((square % 5) as i32, (square / 5) as i32)
}

fn square_of(name: &str) -> usize {
    let bytes = name.as_bytes();
    index((bytes[0] - b'a') as i32, (bytes[1] - b'0') as i32)
}

fn forward(side: Side) -> i32 {
    if side == Side::White {
        1
    } else {
        -1
    }
}

fn other(side: Side) -> Side {
    if side == Side::White {
        Side::Black
    } else {
        Side::White
    }
}

fn in_zone(side: Side, square: usize) -> bool {
    let (file, rank) = file_rank(square);
    match side {
        Side::White => rank == 9 || (rank == 8 && file != 2),
        Side::Black => rank == 0 || (rank == 1 && file != 2),
    }
}

impl Pos {
    /// Reads the position string of `ringboard::games::one_ring` (board, side, Ring,
    /// en passant; the counters do not matter to perft).
    pub fn parse(text: &str) -> Pos {
        let fields: Vec<&str> = text.split(' ').collect();
        let mut cells = [None; 50];
        for (row, rank) in fields[0].split('/').zip((0..10).rev()) {
            let files: Vec<i32> = (0..5).filter(|&f| exists(f, rank)).collect();
            let mut next = 0;
            for c in row.chars() {
                if let Some(n) = c.to_digit(10) {
                    next += n as usize;
                    continue;
                }
                let side = if c.is_ascii_uppercase() {
                    Side::White
                } else {
                    Side::Black
                };
                let kind = match c.to_ascii_lowercase() {
                    'p' => Kind::Pawn,
                    'n' => Kind::Knight,
                    'b' => Kind::Bishop,
                    'r' => Kind::Rook,
                    'q' => Kind::Queen,
                    'k' => Kind::King,
                    _ => panic!("piece {c}"),
                };
                cells[index(files[next], rank)] = Some((side, kind));
                next += 1;
            }
        }
        let ring = match fields[2] {
            "waiting" => RingAt::Waiting,
            "choosing" => RingAt::Choosing,
            "never" => RingAt::Never,
            "destroyed" => RingAt::Destroyed,
            square => RingAt::On(square_of(square)),
        };
        Pos {
            cells,
            side: if fields[1] == "w" {
                Side::White
            } else {
                Side::Black
            },
            ring,
            en_passant: (fields[3] != "-").then(|| square_of(fields[3])),
        }
    }

    fn wearer(&self) -> Option<usize> {
        match self.ring {
            RingAt::On(square) => Some(square),
            _ => None,
        }
    }

    /// Every move `side` could make if its own king did not matter.
    fn candidate_moves(&self, side: Side) -> Vec<Mv> {
        let mut moves = Vec::new();
        for from in 0..50 {
            let Some((owner, kind)) = self.cells[from] else {
                continue;
            };
            if owner != side {
                continue;
            }
            let (file, rank) = file_rank(from);
            let mut targets: Vec<usize> = Vec::new();
            let add = |targets: &mut Vec<usize>, to: usize| {
                if !targets.contains(&to) {
                    targets.push(to);
                }
            };
            let free_or_enemy = |to: usize| self.cells[to].is_none_or(|(s, _)| s != side);
            let steps = |deltas: &[(i32, i32)], targets: &mut Vec<usize>| {
                for &(df, dr) in deltas {
                    if exists(file + df, rank + dr) && free_or_enemy(index(file + df, rank + dr)) {
                        add(targets, index(file + df, rank + dr));
                    }
                }
            };
            let slides = |deltas: &[(i32, i32)], targets: &mut Vec<usize>| {
                for &(df, dr) in deltas {
                    let (mut f, mut r) = (file + df, rank + dr);
                    while exists(f, r) {
                        let to = index(f, r);
                        if free_or_enemy(to) {
                            add(targets, to);
                        }
                        if self.cells[to].is_some() {
                            break;
                        }
                        f += df;
                        r += dr;
                    }
                }
            };
            let straight = [(0, 1), (0, -1), (1, 0), (-1, 0)];
            let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
            let all = [straight, diagonal].concat();
            match kind {
                Kind::Knight => steps(
                    &[
                        (1, 2),
                        (2, 1),
                        (2, -1),
                        (1, -2),
                        (-1, -2),
                        (-2, -1),
                        (-2, 1),
                        (-1, 2),
                    ],
                    &mut targets,
                ),
                Kind::King => steps(&all, &mut targets),
                Kind::Bishop => slides(&diagonal, &mut targets),
                Kind::Rook => slides(&straight, &mut targets),
                Kind::Queen => slides(&all, &mut targets),
                Kind::Pawn => {
                    let ahead = rank + forward(side);
                    if exists(file, ahead) && self.cells[index(file, ahead)].is_none() {
                        add(&mut targets, index(file, ahead));
                        let second = if side == Side::White { 2 } else { 7 };
                        let two = ahead + forward(side);
                        if rank == second
                            && exists(file, two)
                            && self.cells[index(file, two)].is_none()
                        {
                            add(&mut targets, index(file, two));
                        }
                    }
                    for df in [-1, 1] {
                        if exists(file + df, ahead) {
                            let to = index(file + df, ahead);
                            let enemy = self.cells[to].is_some_and(|(s, _)| s != side);
                            if enemy || self.en_passant == Some(to) {
                                add(&mut targets, to);
                            }
                        }
                    }
                }
            }
            if self.wearer() == Some(from) {
                match side {
                    Side::White => steps(&[(0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0)], &mut targets),
                    Side::Black => slides(&all, &mut targets),
                }
            }
            for to in targets {
                if kind == Kind::Pawn && in_zone(side, to) {
                    for promotion in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
                        moves.push(Mv {
                            from,
                            to,
                            action: Action::Move(Some(promotion)),
                        });
                    }
                } else {
                    moves.push(Mv {
                        from,
                        to,
                        action: Action::Move(None),
                    });
                }
            }
        }
        if let Some(wearer) = self.wearer() {
            if side == Side::White
                && self.cells[wearer].unwrap().0 == Side::White
                && in_zone(Side::White, wearer)
            {
                moves.push(Mv {
                    from: wearer,
                    to: wearer,
                    action: Action::Destroy,
                });
            }
        }
        moves
    }

    fn play(&self, mv: Mv) -> Pos {
        let mut next = self.clone();
        match mv.action {
            Action::Choose => {
                next.ring = RingAt::On(mv.to);
                return next;
            }
            Action::Destroy => {
                next.ring = RingAt::Destroyed;
                return next;
            }
            Action::Move(_) => {}
        }
        let (side, kind) = self.cells[mv.from].unwrap();
        let (from_file, from_rank) = file_rank(mv.from);
        let (to_file, to_rank) = file_rank(mv.to);
        let mut taken_square = mv.to;
        if kind == Kind::Pawn
            && self.en_passant == Some(mv.to)
            && (to_file - from_file).abs() == 1
            && to_rank == from_rank + forward(side)
        {
            taken_square = index(to_file, from_rank);
        }
        let taken = self.cells[taken_square];
        next.cells[taken_square] = None;
        next.cells[mv.from] = None;
        let kind_after = match mv.action {
            Action::Move(Some(promotion)) => promotion,
            _ => kind,
        };
        next.cells[mv.to] = Some((side, kind_after));
        next.en_passant = None;
        let second_rank = if side == Side::White { 2 } else { 7 };
        if kind == Kind::Pawn
            && from_rank == second_rank
            && from_file == to_file
            && to_rank == from_rank + 2 * forward(side)
        {
            next.en_passant = Some(index(from_file, (from_rank + to_rank) / 2));
        }
        match self.ring {
            RingAt::On(wearer) if taken.is_some() && taken_square == wearer => {
                next.ring = RingAt::On(mv.to);
                if let Some((Side::White, taken_kind)) = taken {
                    if taken_kind != Kind::Pawn {
                        next.cells[mv.from] = Some((Side::Black, taken_kind));
                    }
                }
            }
            RingAt::On(wearer) if wearer == mv.from => next.ring = RingAt::On(mv.to),
            RingAt::Waiting if taken.is_some_and(|(s, _)| s == Side::White) => {
                let pawn_left = next.cells.contains(&Some((Side::White, Kind::Pawn)));
                next.ring = if pawn_left {
                    RingAt::Choosing
                } else {
                    RingAt::Never
                };
            }
            _ => {}
        }
        next.side = other(side);
        next
    }

    fn king_attacked(&self, side: Side) -> bool {
        let king = (0..50)
            .find(|&s| self.cells[s] == Some((side, Kind::King)))
            .unwrap();
        self.candidate_moves(other(side))
            .iter()
            .any(|mv| mv.to == king && mv.action != Action::Destroy)
    }

    fn legal_moves(&self) -> Vec<Mv> {
        match self.ring {
            RingAt::Destroyed => return Vec::new(),
            RingAt::Choosing => {
                return (0..50)
                    .filter(|&s| self.cells[s] == Some((Side::White, Kind::Pawn)))
                    .map(|s| Mv {
                        from: s,
                        to: s,
                        action: Action::Choose,
                    })
                    .collect()
            }
            _ => {}
        }
        self.candidate_moves(self.side)
            .into_iter()
            .filter(|&mv| mv.action == Action::Destroy || !self.play(mv).king_attacked(self.side))
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
        moves
            .into_iter()
            .map(|mv| self.play(mv).perft(depth - 1))
            .sum()
    }
}

impl Pos {
    /// The legal moves as `from` `to` square names, for finding a disagreement.
    #[allow(dead_code)]
    pub fn move_names(&self) -> Vec<String> {
        let name = |s: usize| format!("{}{}", (b'a' + (s % 5) as u8) as char, s / 5);
        self.legal_moves()
            .iter()
            .map(|mv| match mv.action {
                Action::Choose => format!("@{}", name(mv.to)),
                Action::Destroy => format!("!{}", name(mv.to)),
                Action::Move(p) => format!(
                    "{}{}{}",
                    name(mv.from),
                    name(mv.to),
                    p.map_or(String::new(), |k| format!("{k:?}"))
                ),
            })
            .collect()
    }
}
