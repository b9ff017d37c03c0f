//! Moves as a move list shows them: standard algebraic notation (`Nxc3`,
//! `e8=Q+`, `O-O`), The One Ring's `Ring b2` and `Ring destroyed`, and the
//! stone moves of DoubleEIGHTEEN-STONEchess: a swap `N⇄d3` (a pawn by its
//! square, `d2⇄d3`, `h8⇄h9=Q`) and a line move `S c5-e5`.

use super::piece::Role;
use super::position::{Move, MoveKind, Position};

impl Position {
    pub fn san(&self, mv: Move) -> String {
        let geometry = self.geometry();
        let mut text = match mv.kind {
            MoveKind::RingChoice => return format!("Ring {}", geometry.name(mv.to)),
            MoveKind::RingDestroy => return "Ring destroyed".into(),
            MoveKind::Castle(index) => self.rules.castlings[index as usize].san.to_string(),
            MoveKind::StoneLine => {
                format!("S {}-{}", geometry.name(mv.from), geometry.name(mv.to))
            }
            MoveKind::Swap(promotion) => self.swap_san(mv, promotion),
            _ => self.san_body(mv),
        };
        let mut next = *self;
        next.play(mv);
        if next.in_check() {
            text.push(if next.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            });
        }
        text
    }

    fn san_body(&self, mv: Move) -> String {
        let geometry = self.geometry();
        let role = self.board[mv.from as usize].role().unwrap_or(Role::Pawn);
        let capture = self.captured(mv).is_some();
        let file_letter = |square: u8| (b'a' + geometry.file(square)) as char;
        let rivals = self.rivals(mv, role, |kind| {
            matches!(kind, MoveKind::Normal | MoveKind::Promotion(_))
        });
        let mut text = String::new();
        if role == Role::Pawn {
            let shows_file = capture || geometry.file(mv.from) != geometry.file(mv.to);
            let rival_looks_same = rivals.iter().any(|&rival| {
                let rival_shows_file = self.captured(Move { from: rival, ..mv }).is_some()
                    || geometry.file(rival) != geometry.file(mv.to);
                rival_shows_file == shows_file
                    && (!shows_file || geometry.file(rival) == geometry.file(mv.from))
            });
            if rival_looks_same {
                text += &geometry.name(mv.from);
            } else if shows_file {
                text.push(file_letter(mv.from));
            }
        } else {
            text.push(role.letter());
            text += &self.disambiguation(mv.from, &rivals);
        }
        if capture {
            text.push('x');
        }
        text += &geometry.name(mv.to);
        if let MoveKind::Promotion(role) = mv.kind {
            text.push('=');
            text.push(role.letter());
        }
        text
    }

    /// A swap: the piece's letter (a pawn's square) with what tells it from
    /// others of its kind that could swap with the same stone, `⇄`, the stone.
    fn swap_san(&self, mv: Move, promotion: Option<Role>) -> String {
        let geometry = self.geometry();
        let role = self.board[mv.from as usize].role().unwrap_or(Role::Pawn);
        let mut text = match role {
            Role::Pawn => geometry.name(mv.from),
            _ => {
                let rivals = self.rivals(mv, role, |kind| matches!(kind, MoveKind::Swap(_)));
                format!("{}{}", role.letter(), self.disambiguation(mv.from, &rivals))
            }
        };
        text.push('⇄');
        text += &geometry.name(mv.to);
        if let Some(role) = promotion {
            text.push('=');
            text.push(role.letter());
        }
        text
    }

    /// The squares of the other pieces of `role` with a legal move of a kind
    /// that `same_kind` accepts to the same square as `mv`.
    fn rivals(&self, mv: Move, role: Role, same_kind: impl Fn(MoveKind) -> bool) -> Vec<u8> {
        let mut rivals = Vec::new();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        for other in moves {
            if other.to == mv.to
                && other.from != mv.from
                && same_kind(other.kind)
                && self.board[other.from as usize].role() == Some(role)
                && !rivals.contains(&other.from)
            {
                rivals.push(other.from);
            }
        }
        rivals
    }

    /// What SAN adds after a piece's letter to tell it from `rivals`: its
    /// file, else its rank, else its square.
    fn disambiguation(&self, from: u8, rivals: &[u8]) -> String {
        let geometry = self.geometry();
        if rivals.is_empty() {
            return String::new();
        }
        let name = geometry.name(from);
        if !rivals
            .iter()
            .any(|&r| geometry.file(r) == geometry.file(from))
        {
            name[..1].to_string()
        } else if !rivals
            .iter()
            .any(|&r| geometry.rank(r) == geometry.rank(from))
        {
            name[1..].to_string()
        } else {
            name
        }
    }
}
