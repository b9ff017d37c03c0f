//! Moves as a move list shows them: standard algebraic notation (`Nxc3`,
//! `e8=Q+`, `O-O`), and The One Ring's `Ring b2` and `Ring destroyed`.

use super::piece::Role;
use super::position::{Move, MoveKind, Position};

impl Position {
    pub fn san(&self, mv: Move) -> String {
        let geometry = self.geometry();
        let mut text = match mv.kind {
            MoveKind::RingChoice => return format!("Ring {}", geometry.name(mv.to)),
            MoveKind::RingDestroy => return "Ring destroyed".into(),
            MoveKind::Castle(index) => self.rules.castlings[index as usize].san.to_string(),
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
        let rank_text = |square: u8| geometry.name(square)[1..].to_string();
        let mut rivals = Vec::new();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        for other in moves {
            if other.to == mv.to
                && other.from != mv.from
                && !matches!(other.kind, MoveKind::Castle(_))
                && self.board[other.from as usize].role() == Some(role)
                && !rivals.contains(&other.from)
            {
                rivals.push(other.from);
            }
        }
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
            if !rivals.is_empty() {
                let same_file = rivals
                    .iter()
                    .any(|&r| geometry.file(r) == geometry.file(mv.from));
                let same_rank = rivals
                    .iter()
                    .any(|&r| geometry.rank(r) == geometry.rank(mv.from));
                if !same_file {
                    text.push(file_letter(mv.from));
                } else if !same_rank {
                    text += &rank_text(mv.from);
                } else {
                    text += &geometry.name(mv.from);
                }
            }
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
}
