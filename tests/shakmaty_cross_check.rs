//! Orthodox chess against an outside generator (issue 13, section 2): our
//! chess core and the `shakmaty` crate play the same random games, and at
//! every ply they must agree on the legal moves (as UCI text), check,
//! checkmate, stalemate, insufficient material, the FEN (move counters
//! included) and the SAN of the move played.
//!
//! The games start from the start position, from FENs reached by random
//! play (read back by both sides), and from random piece placements with
//! random castling rights, en-passant squares and clocks that shakmaty
//! accepts. Every game has its own seed (splitmix64, the same on every
//! machine); a failure gives the FEN, both move lists, the game's seed, the
//! FEN it started from and the moves played since.
//!
//! `cargo test` runs 10,000 short games. A larger run, with its counts:
//!
//! ```text
//! RINGBOARD_CROSS_CHECK_GAMES=200000 \
//!     cargo test --release --test shakmaty_cross_check -- --nocapture
//! ```
//!
//! `RINGBOARD_CROSS_CHECK_SEED` picks another seed.
//!
//! Conventions that match and are asserted as such:
//! - En passant: our FEN names the square after every double step, as
//!   shakmaty's `EnPassantMode::Always` does (not only when a capture is
//!   legal, `EnPassantMode::Legal`).
//! - Castling is the king's two squares (`e1g1`), as
//!   `Move::to_uci(CastlingMode::Standard)` writes it.
//! - Insufficient material: our `dead_position_draws` (bare kings, one minor
//!   piece, bishops all on one colour, and no pawn, rook or queen) ends the
//!   game in exactly the positions where shakmaty's
//!   `is_insufficient_material` holds: shakmaty's per-side rule (a lone
//!   knight only against a bare king or queens; bishops only when all the
//!   board's bishops share a colour and no knight or pawn stands) comes to
//!   the same set once both sides must lack material. So no difference is
//!   allowed for.
//! - Our game also ends by the fifty-move rule (half-move clock 100) and by
//!   threefold repetition, at once. shakmaty knows neither as an ending; the
//!   clock is checked through the FEN, and repetition against a count kept
//!   here of shakmaty's Zobrist keys (en passant counted only when legal, as
//!   FIDE and our repetition key do). A game ends where our game says so.
//!
//! Where shakmaty refuses a setup, our parser must refuse it too when the
//! reason is one it checks (missing or extra kings, pawns on a back rank,
//! the side not to move in check, castling rights without their king and
//! rook, an impossible en-passant square). shakmaty also refuses "impossible
//! checks" and "too much material", which our parser does not look at:
//! those setups are only counted.

use std::fmt::Write as _;
use std::time::Instant;

use ringboard::chess_core::{Move as OurMove, MoveKind};
use ringboard::games::chess::Chess as Ours;
use ringboard::{Game, Player, Why};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{
    CastlingMode, Chess as Theirs, Color, EnPassantMode, Position as _, PositionErrorKinds,
};

const DEFAULT_GAMES: u64 = 10_000;
const DEFAULT_SEED: u64 = 0x5eed_c4e5;
/// The longest random game, in plies; each game draws its own length up to this.
const MAX_PLIES: u64 = 60;

/// A tiny, portable PRNG (splitmix64), so that a seed means the same game
/// everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0);
        self.next() % n
    }

    /// True with probability `numerator / denominator`.
    fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.below(denominator) < numerator
    }
}

/// How a position stands, in terms both engines share.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    Playing,
    Checkmate {
        winner: Player,
    },
    Stalemate,
    InsufficientMaterial,
    FiftyMoves,
    Threefold,
    /// An outcome of ours that this test does not know.
    Other(String),
}

#[derive(Default)]
struct Counts {
    games: u64,
    plies: u64,
    positions: u64,
    from_start: u64,
    from_random_play: u64,
    from_placement: u64,
    placements_refused: u64,
    /// Refused by shakmaty only for "impossible check" or "too much
    /// material", which our parser does not check: how many of those ours
    /// accepted.
    refused_by_them_only: u64,
    /// A few of those, with shakmaty's reasons, for the summary.
    refused_samples: Vec<String>,
    moves_compared: u64,
    checks: u64,
    checkmates: u64,
    stalemates: u64,
    insufficient: u64,
    fifty_moves: u64,
    threefolds: u64,
    castlings: u64,
    en_passants: u64,
    promotions: u64,
    ep_fields: u64,
}

impl Counts {
    fn add(&mut self, other: &Counts) {
        let Counts {
            games,
            plies,
            positions,
            from_start,
            from_random_play,
            from_placement,
            placements_refused,
            refused_by_them_only,
            refused_samples,
            moves_compared,
            checks,
            checkmates,
            stalemates,
            insufficient,
            fifty_moves,
            threefolds,
            castlings,
            en_passants,
            promotions,
            ep_fields,
        } = other;
        self.games += games;
        self.plies += plies;
        self.positions += positions;
        self.from_start += from_start;
        self.from_random_play += from_random_play;
        self.from_placement += from_placement;
        self.placements_refused += placements_refused;
        self.refused_by_them_only += refused_by_them_only;
        self.refused_samples.extend(
            refused_samples
                .iter()
                .take(4 - self.refused_samples.len().min(4))
                .cloned(),
        );
        self.moves_compared += moves_compared;
        self.checks += checks;
        self.checkmates += checkmates;
        self.stalemates += stalemates;
        self.insufficient += insufficient;
        self.fifty_moves += fifty_moves;
        self.threefolds += threefolds;
        self.castlings += castlings;
        self.en_passants += en_passants;
        self.promotions += promotions;
        self.ep_fields += ep_fields;
    }
}

fn their_fen(pos: &Theirs) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

fn parse_theirs(fen: &str) -> Result<Theirs, PositionErrorKinds> {
    let parsed: Fen = fen
        .parse()
        .unwrap_or_else(|e| panic!("shakmaty cannot read the FEN {fen}: {e}"));
    parsed
        .into_position::<Theirs>(CastlingMode::Standard)
        .map_err(|e| e.kinds())
}

fn player(color: Color) -> Player {
    match color {
        Color::White => Player::First,
        Color::Black => Player::Second,
    }
}

fn our_verdict(game: &Ours) -> Verdict {
    match game.outcome() {
        None => Verdict::Playing,
        Some(outcome) => match (outcome.winner, outcome.why) {
            (Some(winner), Why::Checkmate) => Verdict::Checkmate { winner },
            (None, Why::Stalemate { .. }) => Verdict::Stalemate,
            (None, Why::DeadPosition) => Verdict::InsufficientMaterial,
            (None, Why::FiftyMoves) => Verdict::FiftyMoves,
            (None, Why::Repetition) => Verdict::Threefold,
            _ => Verdict::Other(format!("{outcome:?}")),
        },
    }
}

/// A move in UCI text (`e2e4`, `e7e8q`), kept on the stack: the run
/// compares millions of them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Uci {
    bytes: [u8; 5],
    len: u8,
}

impl Uci {
    fn of(text: impl std::fmt::Display) -> Uci {
        let mut uci = Uci {
            bytes: [0; 5],
            len: 0,
        };
        write!(uci, "{text}").unwrap_or_else(|_| panic!("{text} is not UCI-like"));
        uci
    }

    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len as usize]).unwrap()
    }
}

impl std::fmt::Write for Uci {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        let end = self.len as usize + text.len();
        if end > self.bytes.len() {
            return Err(std::fmt::Error);
        }
        self.bytes[self.len as usize..end].copy_from_slice(text.as_bytes());
        self.len = end as u8;
        Ok(())
    }
}

impl std::fmt::Debug for Uci {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One game played on both sides at once.
struct Pair {
    ours: Ours,
    theirs: Theirs,
    /// The FEN the game started from and the moves since, for messages.
    start: String,
    played: Vec<Uci>,
    /// shakmaty's keys of the positions since the last capture or pawn move,
    /// the current one included.
    keys: Vec<u64>,
    seed: u64,
    /// The legal moves of the current position, as the core lists them and,
    /// by their UCI text, on both sides. Kept across plies.
    our_moves: Vec<OurMove>,
    our_sorted: Vec<(Uci, OurMove)>,
    their_sorted: Vec<(Uci, shakmaty::Move)>,
}

impl Pair {
    fn new(ours: Ours, theirs: Theirs, start: String, seed: u64) -> Pair {
        let mut pair = Pair {
            ours,
            theirs,
            start,
            played: Vec::new(),
            keys: Vec::new(),
            seed,
            our_moves: Vec::new(),
            our_sorted: Vec::new(),
            their_sorted: Vec::new(),
        };
        pair.keys.push(pair.key());
        pair
    }

    fn key(&self) -> u64 {
        self.theirs
            .zobrist_hash::<Zobrist64>(EnPassantMode::Legal)
            .0
    }

    fn context(&self) -> String {
        let played: Vec<&str> = self.played.iter().map(Uci::as_str).collect();
        format!(
            "seed {:#x}; game from {} after moves [{}]; now {}",
            self.seed,
            self.start,
            played.join(" "),
            their_fen(&self.theirs)
        )
    }

    /// Compares the two sides in the current position; returns whether the
    /// game goes on.
    fn compare(&mut self, counts: &mut Counts) -> bool {
        counts.positions += 1;
        let fen = their_fen(&self.theirs);
        assert_eq!(
            self.ours.position(),
            fen,
            "FEN differs (ours left, shakmaty right); {}",
            self.context()
        );

        // The legal moves, as UCI text. The core's list, not the game's: the
        // game lists none once it is drawn (dead position, fifty moves,
        // repetition), shakmaty still does.
        self.ours.core().legal_moves(&mut self.our_moves);
        self.our_sorted.clear();
        for &mv in &self.our_moves {
            self.our_sorted
                .push((Uci::of(self.ours.format_move(mv)), mv));
        }
        self.our_sorted.sort_unstable_by_key(|&(uci, _)| uci);
        let their_moves = self.theirs.legal_moves();
        self.their_sorted.clear();
        for &mv in &their_moves {
            self.their_sorted
                .push((Uci::of(mv.to_uci(CastlingMode::Standard)), mv));
        }
        self.their_sorted.sort_unstable_by_key(|&(uci, _)| uci);
        let ours: Vec<Uci> = self.our_sorted.iter().map(|&(uci, _)| uci).collect();
        let theirs: Vec<Uci> = self.their_sorted.iter().map(|&(uci, _)| uci).collect();
        if ours != theirs {
            let only_ours: Vec<&Uci> = ours.iter().filter(|m| !theirs.contains(m)).collect();
            let only_theirs: Vec<&Uci> = theirs.iter().filter(|m| !ours.contains(m)).collect();
            panic!(
                "legal moves differ in {fen}\n  ours:     {ours:?}\n  shakmaty: {theirs:?}\n  only ours: {only_ours:?}; only shakmaty: {only_theirs:?}\n  {}",
                self.context()
            );
        }
        counts.moves_compared += ours.len() as u64;

        let check = self.theirs.is_check();
        let view = self.ours.view();
        assert_eq!(
            view.check.is_some(),
            check,
            "check differs (ours left) in {fen}; {}",
            self.context()
        );
        if let Some(square) = view.check {
            let king = self.theirs.board().king_of(self.theirs.turn()).unwrap();
            assert_eq!(
                (square.file, square.rank),
                (u8::from(king.file()), u8::from(king.rank())),
                "the checked king's square differs in {fen}; {}",
                self.context()
            );
            counts.checks += 1;
        }

        let current = *self.keys.last().unwrap();
        let repetitions = self.keys.iter().filter(|&&k| k == current).count();
        let expected = if their_moves.is_empty() {
            if self.theirs.is_checkmate() {
                Verdict::Checkmate {
                    winner: player(!self.theirs.turn()),
                }
            } else {
                assert!(self.theirs.is_stalemate());
                Verdict::Stalemate
            }
        } else if self.theirs.is_insufficient_material() {
            Verdict::InsufficientMaterial
        } else if self.theirs.halfmoves() >= 100 {
            Verdict::FiftyMoves
        } else if repetitions >= 3 {
            Verdict::Threefold
        } else {
            Verdict::Playing
        };
        let verdict = our_verdict(&self.ours);
        assert_eq!(
            verdict,
            expected,
            "game ending differs (ours left) in {fen}; {}",
            self.context()
        );
        // The game's own move list: the core's while it goes on, none after.
        let game_moves = self.ours.legal_move_list();
        if verdict == Verdict::Playing {
            assert_eq!(game_moves, self.our_moves, "{}", self.context());
        } else {
            assert!(
                game_moves.is_empty(),
                "moves after the end; {}",
                self.context()
            );
        }
        match verdict {
            Verdict::Playing => return true,
            Verdict::Checkmate { .. } => counts.checkmates += 1,
            Verdict::Stalemate => counts.stalemates += 1,
            Verdict::InsufficientMaterial => counts.insufficient += 1,
            Verdict::FiftyMoves => counts.fifty_moves += 1,
            Verdict::Threefold => counts.threefolds += 1,
            Verdict::Other(_) => unreachable!(),
        }
        false
    }

    /// Plays the move of index `pick` in the sorted move lists on both sides.
    fn play(&mut self, pick: usize, counts: &mut Counts) {
        let (text, mv) = self.our_sorted[pick];
        let (their_text, theirs) = self.their_sorted[pick];
        assert_eq!(text, their_text);
        assert_eq!(
            self.ours.parse_legal_move(text.as_str()).ok(),
            Some(mv),
            "our notation does not read back: {text:?}; {}",
            self.context()
        );
        let san = SanPlus::from_move(self.theirs.clone(), theirs).to_string();
        assert_eq!(
            self.ours.label_move(mv),
            san,
            "SAN of {text:?} differs (ours left); {}",
            self.context()
        );
        counts.castlings += theirs.is_castle() as u64;
        counts.en_passants += theirs.is_en_passant() as u64;
        counts.promotions += theirs.is_promotion() as u64;
        if theirs.is_zeroing() {
            self.keys.clear();
        }
        self.ours.play(mv);
        self.theirs.play_unchecked(theirs);
        self.keys.push(self.key());
        self.played.push(text);
        counts.plies += 1;
    }
}

/// Plays random moves on both sides from a position until the game ends or
/// `plies` moves are made, comparing at every ply. In one game of four the
/// players often take their last move back, so that positions repeat.
fn cross_check_game(pair: &mut Pair, rng: &mut Rng, plies: u64, counts: &mut Counts) {
    counts.games += 1;
    let shuffling = rng.chance(1, 4);
    for _ in 0..plies {
        if !pair.compare(counts) {
            return;
        }
        let moves = &pair.our_sorted;
        let mut pick = rng.below(moves.len() as u64) as usize;
        if rng.chance(1, 3) {
            // Castling, en passant and promotion are where generators go
            // wrong: play them more often than chance would.
            let core = pair.ours.core();
            let special: Vec<usize> = (moves.iter().enumerate())
                .filter(|(_, (_, mv))| {
                    matches!(mv.kind, MoveKind::Castle(_) | MoveKind::Promotion(_))
                        || core.is_en_passant(mv.from, mv.to)
                })
                .map(|(index, _)| index)
                .collect();
            if !special.is_empty() {
                pick = special[rng.below(special.len() as u64) as usize];
            }
        } else if shuffling && rng.chance(3, 4) {
            // Take back this side's last move, if it can be.
            if let Some(last) = pair.played.len().checked_sub(2).map(|i| pair.played[i]) {
                let last = last.as_str();
                let back = Uci::of(format_args!("{}{}", &last[2..4], &last[0..2]));
                if let Some(index) = moves.iter().position(|&(uci, _)| uci == back) {
                    pick = index;
                }
            }
        }
        pair.play(pick, counts);
    }
    pair.compare(counts);
}

/// A game from the start position.
fn game_from_start(rng: &mut Rng, seed: u64, counts: &mut Counts) {
    let ours = Ours::start(&Default::default());
    let theirs = Theirs::default();
    let start = their_fen(&theirs);
    let mut pair = Pair::new(ours, theirs, start, seed);
    counts.from_start += 1;
    let plies = 1 + rng.below(MAX_PLIES);
    cross_check_game(&mut pair, rng, plies, counts);
}

/// A game from a FEN that shakmaty reached by random play from the start
/// and wrote out, read afresh by both sides (no history, so repetition
/// counts start there).
fn game_from_random_play(rng: &mut Rng, seed: u64, counts: &mut Counts) {
    let mut theirs = Theirs::default();
    for _ in 0..rng.below(120) {
        let moves = theirs.legal_moves();
        if moves.is_empty() || theirs.is_insufficient_material() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        theirs.play_unchecked(mv);
    }
    // Either en-passant convention is a valid input.
    let mode = if rng.chance(1, 2) {
        EnPassantMode::Always
    } else {
        EnPassantMode::Legal
    };
    let fen = Fen::from_position(&theirs, mode).to_string();
    start_from_fen(&fen, rng, seed, counts).expect("a position reached by play is valid");
    counts.from_random_play += 1;
}

/// Reads `fen` on both sides and plays a game from it; `Err` with
/// shakmaty's reasons if shakmaty refuses it.
fn start_from_fen(
    fen: &str,
    rng: &mut Rng,
    seed: u64,
    counts: &mut Counts,
) -> Result<(), PositionErrorKinds> {
    // What our parser also checks; the rest (impossible checks, too much
    // material) it leaves alone.
    let shared = PositionErrorKinds::EMPTY_BOARD
        | PositionErrorKinds::MISSING_KING
        | PositionErrorKinds::TOO_MANY_KINGS
        | PositionErrorKinds::PAWNS_ON_BACKRANK
        | PositionErrorKinds::INVALID_CASTLING_RIGHTS
        | PositionErrorKinds::INVALID_EP_SQUARE
        | PositionErrorKinds::OPPOSITE_CHECK;
    let ours = Ours::from_position(&Default::default(), fen);
    let theirs = match parse_theirs(fen) {
        Ok(theirs) => theirs,
        Err(kinds) => {
            if kinds.intersects(shared) {
                assert!(
                    ours.is_err(),
                    "shakmaty refuses {fen} ({kinds:?}), ours accepts it (seed {seed:#x})"
                );
            } else if ours.is_ok() {
                counts.refused_by_them_only += 1;
                if counts.refused_samples.len() < 4 {
                    counts.refused_samples.push(format!("{fen} ({kinds:?})"));
                }
            }
            return Err(kinds);
        }
    };
    let ours = ours.unwrap_or_else(|e| {
        panic!("shakmaty accepts {fen}, ours refuses it: {e} (seed {seed:#x})")
    });
    counts.ep_fields += theirs.maybe_ep_square().is_some() as u64;
    let mut pair = Pair::new(ours, theirs, fen.to_string(), seed);
    let plies = 1 + rng.below(MAX_PLIES);
    cross_check_game(&mut pair, rng, plies, counts);
    Ok(())
}

const ROLES: [char; 5] = ['p', 'n', 'b', 'r', 'q'];

/// A random placement: kings (often at home), some pieces (few or many),
/// castling rights and an en-passant square that may or may not fit, clocks.
/// Not every one is valid: shakmaty judges.
fn random_placement(rng: &mut Rng) -> String {
    let mut board = [None::<char>; 64];
    let square = |file: u64, rank: u64| (rank * 8 + file) as usize;
    let white_to_move = rng.chance(1, 2);
    for (king, home_rank) in [('K', 0), ('k', 7)] {
        let at = if rng.chance(1, 2) {
            square(4, home_rank)
        } else {
            rng.below(64) as usize
        };
        board[at] = Some(king);
    }
    // Rooks in the corners, so that castling rights can fit.
    for (rook, rank) in [('R', 0), ('r', 7)] {
        for file in [0, 7] {
            if rng.chance(1, 2) && board[square(file, rank)].is_none() {
                board[square(file, rank)] = Some(rook);
            }
        }
    }
    // Sparse boards end in mates, stalemates and repetitions; full ones
    // have more to generate.
    let extras = match rng.below(3) {
        0 => rng.below(4),
        1 => rng.below(10),
        _ => rng.below(24),
    };
    for _ in 0..extras {
        let at = rng.below(64) as usize;
        if board[at].is_some() {
            continue;
        }
        let role = ROLES[match rng.below(10) {
            0..=4 => 0,
            5 => 1,
            6 => 2,
            7 => 3,
            _ => 4,
        }];
        if role == 'p' && !(8..56).contains(&at) {
            continue;
        }
        let white = rng.chance(1, 2);
        board[at] = Some(if white {
            role.to_ascii_uppercase()
        } else {
            role
        });
    }
    // An en-passant square: often set up so that it fits (the pawn that
    // double-stepped, the two squares it crossed empty, often a pawn to take
    // it), else a random square.
    let mut ep = None;
    if rng.chance(1, 3) {
        let file = rng.below(8);
        let (pawn, ep_rank, from_rank, pushed_rank, taker) = if white_to_move {
            ('p', 5, 6, 4, 'P')
        } else {
            ('P', 2, 1, 3, 'p')
        };
        if rng.chance(4, 5) {
            board[square(file, pushed_rank)] = Some(pawn);
            board[square(file, ep_rank)] = None;
            board[square(file, from_rank)] = None;
            if rng.chance(2, 3) {
                let side = if file == 0 || (file < 7 && rng.chance(1, 2)) {
                    file + 1
                } else {
                    file - 1
                };
                board[square(side, pushed_rank)] = Some(taker);
            }
            ep = Some((file, ep_rank));
        } else {
            ep = Some((rng.below(8), rng.below(8)));
        }
    }
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[square(file, rank)] {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        write!(fen, "{empty}").unwrap();
                        empty = 0;
                    }
                    fen.push(piece);
                }
            }
        }
        if empty > 0 {
            write!(fen, "{empty}").unwrap();
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if white_to_move { " w " } else { " b " });
    // Castling rights: mostly those whose king and rook stand at home, now
    // and then any (which shakmaty and ours must both refuse when they do
    // not fit).
    let any_rights = rng.chance(1, 10);
    let mut castling: Vec<char> = [
        ('K', 4, 7, 0),
        ('Q', 4, 0, 0),
        ('k', 4, 7, 7),
        ('q', 4, 0, 7),
    ]
    .into_iter()
    .filter(|&(letter, king, rook, rank)| {
        let (king_letter, rook_letter) = if letter.is_ascii_uppercase() {
            ('K', 'R')
        } else {
            ('k', 'r')
        };
        let fits = board[square(king, rank)] == Some(king_letter)
            && board[square(rook, rank)] == Some(rook_letter);
        (fits || any_rights) && rng.chance(2, 3)
    })
    .map(|(letter, ..)| letter)
    .collect();
    if castling.len() > 1 && rng.chance(1, 8) {
        castling.reverse(); // Any order is allowed in; FEN out is in order.
    }
    if castling.is_empty() {
        fen.push('-');
    } else {
        fen.extend(castling);
    }
    match ep {
        Some((file, rank)) => write!(fen, " {}{}", (b'a' + file as u8) as char, rank + 1),
        None => write!(fen, " -"),
    }
    .unwrap();
    let halfmoves = match rng.below(8) {
        0 => 90 + rng.below(15), // near the fifty-move rule, or past it
        1..=3 => 0,
        _ => rng.below(40),
    };
    write!(fen, " {halfmoves} {}", 1 + rng.below(80)).unwrap();
    fen
}

/// A game from a random placement that shakmaty accepts.
fn game_from_placement(rng: &mut Rng, seed: u64, counts: &mut Counts) {
    loop {
        let fen = random_placement(rng);
        match start_from_fen(&fen, rng, seed, counts) {
            Ok(()) => break,
            Err(_) => counts.placements_refused += 1,
        }
    }
    counts.from_placement += 1;
}

fn run(games: u64, base_seed: u64) -> Counts {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let threads = threads.clamp(1, 16).min(games.max(1));
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|worker| {
                scope.spawn(move || {
                    let mut counts = Counts::default();
                    let mut index = worker;
                    while index < games {
                        // Each game has its own seed, so that it replays alone.
                        let seed =
                            Rng(base_seed ^ index.wrapping_mul(0x2545_f491_4f6c_dd1d)).next();
                        let mut rng = Rng(seed);
                        match index % 10 {
                            0..=3 => game_from_start(&mut rng, seed, &mut counts),
                            4..=6 => game_from_random_play(&mut rng, seed, &mut counts),
                            _ => game_from_placement(&mut rng, seed, &mut counts),
                        }
                        index += threads;
                    }
                    counts
                })
            })
            .collect();
        let mut total = Counts::default();
        for worker in workers {
            total.add(&worker.join().unwrap());
        }
        total
    })
}

fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let text = text.trim();
    Some(
        (text.strip_prefix("0x"))
            .map_or_else(|| text.parse(), |hex| u64::from_str_radix(hex, 16))
            .unwrap_or_else(|_| panic!("{name}={text} is not a number")),
    )
}

#[test]
fn orthodox_chess_agrees_with_shakmaty() {
    let games = env_number("RINGBOARD_CROSS_CHECK_GAMES").unwrap_or(DEFAULT_GAMES);
    let seed = env_number("RINGBOARD_CROSS_CHECK_SEED").unwrap_or(DEFAULT_SEED);
    let clock = Instant::now();
    let counts = run(games, seed);
    let elapsed = clock.elapsed();
    println!(
        "shakmaty cross-check, seed {seed:#x}: {} games ({} from the start, {} from FENs of random play, {} from random placements; {} placements refused by shakmaty, {} of them only for impossible check or too much material and accepted by ours), {} plies, {} positions, {} legal moves compared in {:.2?}",
        counts.games,
        counts.from_start,
        counts.from_random_play,
        counts.from_placement,
        counts.placements_refused,
        counts.refused_by_them_only,
        counts.plies,
        counts.positions,
        counts.moves_compared,
        elapsed
    );
    println!(
        "  seen: {} checks, {} checkmates, {} stalemates, {} insufficient material, {} fifty-move draws, {} threefold repetitions, {} castlings, {} en-passant captures, {} promotions, {} starts with an en-passant square",
        counts.checks,
        counts.checkmates,
        counts.stalemates,
        counts.insufficient,
        counts.fifty_moves,
        counts.threefolds,
        counts.castlings,
        counts.en_passants,
        counts.promotions,
        counts.ep_fields
    );
    for sample in &counts.refused_samples {
        println!("  refused by shakmaty only: {sample}");
    }
    assert_eq!(counts.games, games);
    // The run must have met every case it claims to check.
    if games >= DEFAULT_GAMES {
        for (what, count) in [
            ("checks", counts.checks),
            ("checkmates", counts.checkmates),
            ("stalemates", counts.stalemates),
            ("insufficient material", counts.insufficient),
            ("fifty-move draws", counts.fifty_moves),
            ("threefold repetitions", counts.threefolds),
            ("castlings", counts.castlings),
            ("en-passant captures", counts.en_passants),
            ("promotions", counts.promotions),
            ("en-passant fields", counts.ep_fields),
        ] {
            assert!(count > 0, "no {what} in {games} games: widen the generator");
        }
    }
}
