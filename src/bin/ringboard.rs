//! `ringboard`: the rules engine on the command line, for players who
//! script, for tests, and for cross-checking other implementations.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use ringboard::ai::agent::Agent;
use ringboard::ai::elo;
use ringboard::ai::review;
use ringboard::ai::win_chance;
use ringboard::ai::{search, Evaluate, Level};
use ringboard::game::Player;
use ringboard::games::double_ring::{book, solver, DoubleRing};
use ringboard::games::{self, GameVisitor, GAMES};
use ringboard::lab::{Lab, LabSetup};
use ringboard::learn::lesson::{check_lessons, check_messages, LessonFile};
use ringboard::learn::puzzle as find;
use ringboard::play::link::LinkOf;
use ringboard::play::perft::{divide, perft};
use ringboard::play::record::Record;
use ringboard::play::record_text::read_record;
use ringboard::play::session::Session;
use ringboard::variant::Settings;
use ringboard::{Error, Game};

#[derive(Parser)]
#[command(
    name = "ringboard",
    version,
    about = "Exact rules for five rare abstract games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the game ids and their variant options.
    Games,
    /// Serve the built site and the online games (live and correspondence) on one port.
    #[cfg(feature = "server")]
    Serve(ServeArgs),
    /// Print the legal moves, one per line, sorted.
    Moves(Setup),
    /// Count move sequences of a given length; the last line is the count.
    Perft {
        #[command(flatten)]
        setup: Setup,
        #[arg(value_parser = clap::value_parser!(u32).range(0..=30))]
        depth: u32,
        /// Print the count below each legal move first.
        #[arg(long)]
        divide: bool,
    },
    /// Play the moves and print the resulting position and the outcome.
    Play(Setup),
    /// Print the game as a text record (PGN in shape; standard PGN for chess).
    Record(Setup),
    /// Print the game as the site's link (the part after `#`).
    Link(Setup),
    /// Review a game: print its record with each move's mark (`?!`, `?`,
    /// `??`) and the evaluation after it (`{[%eval 0.35]}`).
    Review {
        #[command(flatten)]
        setup: Setup,
        /// The search budget of each position: 1 (5,000 nodes) to 5
        /// (1,000,000 nodes); 2 is 20,000.
        #[arg(long, default_value_t = review::DEFAULT_LEVEL, value_parser = clap::value_parser!(u8).range(1..=5))]
        level: u8,
    },
    /// Fit a game's win-chance curve to self-play: print the slope k of
    /// `1 / (1 + exp(-k * score))` and the log-likelihood.
    FitWinChance {
        /// Game id, e.g. chess.
        game: String,
        /// Variant options, e.g. rule=odd,size=7.
        #[arg(long, default_value = "")]
        variant: String,
        /// Self-play games.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The level that plays them (1 to 5).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=5))]
        level: u8,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Check a lessons file (www/data/lessons/<game>.json): every step's
    /// position, allowed moves, replies and solution, and its words in the
    /// English catalog.
    Lessons {
        /// The lessons file.
        file: std::path::PathBuf,
        /// The English catalog of its words (default: the site's own,
        /// www/locales/en/lessons-<game>.ftl beside www/data/lessons/).
        #[arg(long)]
        words: Option<std::path::PathBuf>,
    },
    /// Time perft and print nodes per second.
    Bench {
        #[command(flatten)]
        setup: Setup,
        #[arg(value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
    },
    /// The computer's move: info lines (depth, score, nodes, nodes/s,
    /// principal variation), then the move alone on the last line.
    Bestmove {
        #[command(flatten)]
        setup: Setup,
        /// 1 (beginner) to 5 (strongest).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=5))]
        level: u8,
        /// A time budget in milliseconds instead of the level's.
        #[arg(long)]
        time_ms: Option<u64>,
        /// A node budget instead of the level's.
        #[arg(long)]
        nodes: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Solve a Double Ring position exactly: who wins, and a winning move.
    Solve {
        #[command(flatten)]
        setup: Setup,
        /// Give up after this many positions.
        #[arg(long, default_value_t = 2_000_000_000)]
        nodes: u64,
        /// Find every winning move, not only the first.
        #[arg(long)]
        all_moves: bool,
        /// Search without the mirror strategy (to check the theorem).
        #[arg(long)]
        no_mirror: bool,
        /// The solver's table, in megabytes (rounded down to a power of two).
        #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..=65536))]
        memory_mb: u64,
        /// An opening book (`ringboard book`) to answer from where it can.
        #[arg(long)]
        book: Option<std::path::PathBuf>,
    },
    /// Make a Double Ring opening book: every position of a board's first
    /// plies (up to 7 x 7), proved won or lost, for the site's Solve and its
    /// computer (www/data/books).
    Book {
        /// Variant options, e.g. size=5,rule=even.
        #[arg(long, default_value = "size=5")]
        variant: String,
        /// The plies it answers: the positions with fewer double rings than this.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=40))]
        plies: u8,
        /// The file to write.
        #[arg(long)]
        out: std::path::PathBuf,
        /// The solver's table, in megabytes (rounded down to a power of two).
        #[arg(long, default_value_t = 1024, value_parser = clap::value_parser!(u64).range(1..=65536))]
        memory_mb: u64,
    },
    /// Play games between two agents and print a table of the results.
    Arena {
        /// Game id, e.g. chess.
        game: String,
        /// Variant options, e.g. rule=odd,size=7.
        #[arg(long, default_value = "")]
        variant: String,
        /// random, greedy, or level1 to level5 with an optional budget
        /// (level3:200ms, level3:20000n) and search refinements off or on
        /// (level5:50ms:-lmr; pvs, aspiration, null, lmr, check, rfp, futility, repetition, see, malus).
        #[arg(long)]
        first: String,
        #[arg(long)]
        second: String,
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Let the agents change sides every other game.
        #[arg(long)]
        swap_sides: bool,
        /// Levels 3 to 5 play by their node budget alone, without their
        /// clock: the same moves however busy the machine is, as they play
        /// natively on a machine that is not.
        #[arg(long)]
        no_clock: bool,
        /// A game still going after this many plies is a draw.
        #[arg(long, default_value_t = 600)]
        max_plies: u32,
        /// Random moves that open each game (the same for both games of a
        /// pair when the agents swap sides), so that games differ.
        #[arg(long, default_value_t = 0)]
        opening_plies: u32,
    },
    /// The designers' lab: the computer plays itself under rules A (and B,
    /// with --compare) on every core, and the games are summed up: the first
    /// player's score with its 95% interval, length, branching,
    /// decisiveness, lead changes, repetitions and passes. The levels play
    /// by their node budgets, so the games are the lab page's to the move.
    Lab {
        /// Game id, e.g. double-ring.
        game: String,
        /// Rules A's variant options, e.g. rule=odd,size=7.
        #[arg(long, default_value = "")]
        variant: String,
        /// Rules B's variant options, played alongside ("" for the game's own).
        #[arg(long)]
        compare: Option<String>,
        /// random, greedy or level1 to level5 (with a budget, as in arena).
        #[arg(long, default_value = "level3")]
        first: String,
        #[arg(long, default_value = "level3")]
        second: String,
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=ringboard::lab::setup::MAX_GAMES as i64))]
        games: u32,
        /// The players change sides every other game.
        #[arg(long)]
        swap_sides: bool,
        /// Random moves that open each game, so that games differ.
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=ringboard::lab::setup::MAX_RANDOM_PLIES as i64))]
        random_plies: u32,
        #[arg(long, default_value_t = 1)]
        seed: u32,
        /// A game still going after this many plies is a draw.
        #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u32).range(1..=ringboard::lab::setup::MAX_PLIES as i64))]
        max_plies: u32,
        /// The skill trace: this many games for each pairing of a level
        /// against the level below (2 v 1, 3 v 2, 4 v 3), sides swapped.
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=ringboard::lab::setup::MAX_TRACE_GAMES as i64))]
        skill_trace: u32,
        /// Threads to play on (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Print the results as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Fit Elo ratings to the games of `arena` outputs (maximum likelihood,
    /// draws as half points): a table of each player's rating, its 95%
    /// interval, games and score. Complete round robins are not needed, only
    /// games that connect every player to the anchor.
    FitElo {
        /// Outputs of `ringboard arena` (an arena cut short counts the games it finished).
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
        /// The player rated 0.
        #[arg(long, default_value = "random")]
        anchor: String,
        /// Virtual draws added to each pairing played, so that a player who
        /// won every game still has a finite rating (0: the plain fit).
        #[arg(long, default_value_t = 1.0)]
        prior: f64,
        /// Print JSON (players and pairings) instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Find puzzles in the engine's own games and print them as a JSON
    /// array; progress and timing go to standard error.
    Puzzles {
        /// Game id, e.g. chess.
        game: String,
        /// How many puzzles to find.
        #[arg(long, default_value_t = 60)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// One variant to look in, e.g. rule=odd,size=7. By default Double
        /// Ring's every rule on boards 5 to 9, and both Double Take lengths.
        #[arg(long)]
        variant: Option<String>,
        /// Find none: prove again each puzzle of this JSON file (after a
        /// change to the evaluation) and print them as proven now.
        #[arg(long, conflicts_with_all = ["count", "seed", "variant"])]
        reprove: Option<std::path::PathBuf>,
    },
}

/// Which game and which position: the start of a variant, or a position
/// string, followed by moves.
#[derive(Args)]
struct Setup {
    /// Game id, e.g. double-ring (see `ringboard games`).
    game: String,
    /// Variant options, e.g. rule=odd,size=7.
    #[arg(long, default_value = "")]
    variant: String,
    /// A position string to start from instead of the variant's start.
    #[arg(long, conflicts_with = "record")]
    position: Option<String>,
    /// A game record (PGN) to start from: its variant, start and moves.
    #[arg(long, value_name = "FILE", conflicts_with = "variant")]
    record: Option<std::path::PathBuf>,
    /// Moves to play first, separated by spaces, e.g. "e5e7 c3c5"; `resign`
    /// as the last one resigns for the side to move.
    #[arg(long, default_value = "")]
    moves: String,
}

/// What the CLI does with a game it plays, through the session.
enum Played {
    Moves,
    Play,
    Record,
    Link,
    Review { level: u8 },
}

/// What the CLI asks of the engine itself, with options no face has.
enum Task {
    Perft {
        depth: usize,
        divide: bool,
    },
    Bench {
        depth: usize,
    },
    Bestmove {
        level: Level,
        time_ms: Option<u64>,
        nodes: Option<u64>,
        seed: u64,
    },
    Solve {
        nodes: u64,
        all_moves: bool,
        no_mirror: bool,
        memory_mb: u64,
    },
}

/// The setup's game, opened as the page and the server open one.
fn open_session(setup: &Setup) -> Result<Session, Error> {
    let mut session = match (&setup.record, &setup.position) {
        (Some(file), _) => Session::from_record_of(&setup.game, &read_text(file)?)?,
        (None, position) => {
            let options = Settings::parse(&setup.variant, ',')?.join('&');
            match position {
                Some(position) => Session::from_position(&setup.game, &options, position)?,
                None => Session::new(&setup.game, &options)?,
            }
        }
    };
    for notation in setup.moves.split_whitespace() {
        if notation == "resign" {
            let side = session.to_move();
            session.resign(side)?;
        } else {
            session.play(notation)?;
        }
    }
    Ok(session)
}

fn read_text(file: &std::path::Path) -> Result<String, Error> {
    std::fs::read_to_string(file).map_err(|error| Error::BadArgument {
        what: "record",
        why: format!("cannot read {}: {error}", file.display()),
    })
}

/// The tasks that play a game: through the session, as every face does.
fn run_in_session(setup: &Setup, played: Played) -> Result<Vec<String>, Error> {
    let session = open_session(setup)?;
    Ok(match played {
        Played::Moves => {
            let mut moves = session.legal_notations();
            moves.sort();
            moves
        }
        Played::Play => {
            vec![session.position_text(), session.status()]
        }
        Played::Record => vec![session.record_text(&today()).trim_end().to_string()],
        Played::Link => vec![session.link(LinkOf::Game)],
        Played::Review { level } => {
            let evaluations = session.review(review::LEVEL_NODES[level as usize - 1], &mut |_| {})?;
            vec![session.annotated_record(&evaluations, &today())?.trim_end().to_string()]
        }
    })
}

struct Run<'a> {
    setup: &'a Setup,
    task: Task,
}

impl Run<'_> {
    fn record<G: Game>(&self) -> Result<Record<G>, Error> {
        let variant = G::parse_variant(&Settings::parse(&self.setup.variant, ',')?)?;
        let mut record: Record<G> = match (&self.setup.record, &self.setup.position) {
            (Some(file), _) => read_record(&read_text(file)?)?,
            (None, Some(position)) => Record::from_position(&variant, position)?,
            (None, None) => Record::new(&variant),
        };
        for notation in self.setup.moves.split_whitespace() {
            if notation == "resign" {
                record.resign(record.current().to_move())?;
            } else {
                record.play_notation(notation)?;
            }
        }
        Ok(record)
    }
}

impl GameVisitor for Run<'_> {
    type Output = Result<Vec<String>, Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let record = self.record::<G>()?;
        let position = record.current();
        if matches!(self.task, Task::Bestmove { .. } | Task::Solve { .. }) {
            if let Some(outcome) = record.outcome() {
                return Err(Error::BadArgument {
                    what: "position",
                    why: format!("the game is over ({})", outcome.describe(&G::INFO)),
                });
            }
        }
        Ok(match self.task {
            Task::Perft {
                depth,
                divide: false,
            } => vec![perft(position, depth).to_string()],
            Task::Perft {
                depth,
                divide: true,
            } => {
                let rows = divide(position, depth);
                let total: u64 = rows.iter().map(|(_, count)| count).sum();
                let mut lines: Vec<String> = rows
                    .into_iter()
                    .map(|(mv, count)| format!("{mv}: {count}"))
                    .collect();
                lines.push(String::new());
                lines.push(if depth == 0 {
                    "1".to_string()
                } else {
                    total.to_string()
                });
                lines
            }
            Task::Bench { depth } => {
                let started = Instant::now();
                let nodes = perft(position, depth);
                let seconds = started.elapsed().as_secs_f64();
                vec![format!(
                    "{} perft({depth}): {nodes} nodes in {seconds:.3} s: {:.1} million nodes/s",
                    G::INFO.id,
                    nodes as f64 / seconds.max(1e-9) / 1e6
                )]
            }
            Task::Bestmove {
                level,
                time_ms,
                nodes,
                seed,
            } => best_move(position, level, time_ms, nodes, seed),
            Task::Solve {
                nodes,
                all_moves,
                no_mirror,
                memory_mb,
            } => solve(
                position,
                solver::Options {
                    nodes,
                    // 8 bytes an entry.
                    table_bits: (memory_mb << 17).ilog2(),
                    every: all_moves,
                    mirror: !no_mirror,
                    progress: Some(|line| {
                        let seconds = SOLVE_STARTED.get_or_init(Instant::now).elapsed().as_secs_f64();
                        eprintln!("{seconds:.0} s: {line}")
                    }),
                },
            )?,
        })
    }
}

fn best_move<G: Evaluate>(
    position: &G,
    level: Level,
    time_ms: Option<u64>,
    nodes: Option<u64>,
    seed: u64,
) -> Vec<String> {
    let mut settings = level.settings_in::<G>(seed);
    if time_ms.is_some() || nodes.is_some() {
        settings.budget.time = time_ms.map(web_time::Duration::from_millis);
        settings.budget.nodes = nodes;
    }
    let mut lines = Vec::new();
    let result = search(position, &settings, |iteration| {
        let seconds = iteration.elapsed.as_secs_f64().max(1e-6);
        lines.push(format!(
            "info depth {} score {} nodes {} nps {:.0} time {} pv {}",
            iteration.depth,
            iteration.score,
            iteration.nodes,
            iteration.nodes as f64 / seconds,
            iteration.elapsed.as_millis(),
            iteration.pv.join(" ")
        ));
    })
    .expect("a game that is not over has a legal move");
    if result.solved {
        lines.push(format!(
            "info solved: the player to move {} ({} nodes)",
            if result.score > 0 { "wins" } else { "loses" },
            result.nodes
        ));
    }
    lines.push(position.format_move(result.best));
    lines
}

/// Reads an opening book into the solver.
fn read_book(file: &std::path::Path) -> Result<(), Error> {
    let bytes = std::fs::read(file).map_err(|error| Error::BadArgument {
        what: "opening book",
        why: format!("{}: {error}", file.display()),
    })?;
    book::load(book::Book::from_bytes(&bytes)?);
    Ok(())
}

fn make_book(variant: &str, plies: u8, out: &std::path::Path, memory_mb: u64) -> Result<Vec<String>, Error> {
    let variant = DoubleRing::parse_variant(&Settings::parse(variant, ',')?)?;
    if !variant.is_square() || variant.width > book::LARGEST_SIZE {
        return Err(Error::BadArgument {
            what: "variant",
            why: format!("books are of square boards up to {0} x {0}", book::LARGEST_SIZE),
        });
    }
    let started = Instant::now();
    let options = solver::Options {
        nodes: u64::MAX,
        table_bits: (memory_mb << 17).ilog2(),
        every: false,
        mirror: true,
        progress: None,
    };
    let made = book::Book::make(variant, plies, &mut |positions| solver::decide_all(positions, options))
        .expect("an unlimited budget decides every position");
    let bytes = made.to_bytes();
    std::fs::write(out, &bytes).map_err(|error| Error::BadArgument {
        what: "out",
        why: format!("{}: {error}", out.display()),
    })?;
    Ok(vec![format!(
        "{} positions of the first {plies} plies ({} won for the player to move), {} bytes, in {:.1} s: {}",
        made.len(),
        made.won(),
        bytes.len(),
        started.elapsed().as_secs_f64(),
        out.display()
    )])
}

/// When `solve` began, for its progress lines.
static SOLVE_STARTED: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

fn solve<G: Evaluate>(position: &G, options: solver::Options) -> Result<Vec<String>, Error> {
    if G::INFO.id != DoubleRing::INFO.id {
        return Err(Error::BadArgument {
            what: "game",
            why: format!("{} has no solver (only double-ring has)", G::INFO.id),
        });
    }
    // The same position, as Double Ring's own type.
    let variant = DoubleRing::parse_variant(&G::variant_settings(position.variant()))?;
    let position = &DoubleRing::from_position(&variant, &position.position())?;
    let started = *SOLVE_STARTED.get_or_init(Instant::now);
    let report = solver::run(position, options);
    let seconds = started.elapsed().as_secs_f64();
    let Some(report) = report else {
        return Ok(vec![format!(
            "not solved within {} nodes ({seconds:.3} s)",
            options.nodes
        )]);
    };
    let mover = DoubleRing::player_name(position.to_move());
    let mut lines = vec![if report.wins {
        format!("{mover} (to move) wins")
    } else {
        format!("{mover} (to move) loses")
    }];
    let names: Vec<String> = report.winning.iter().map(|&mv| position.format_move(mv)).collect();
    let nodes = options.nodes;
    match (options.every, report.complete) {
        (false, _) if report.wins => lines.push(format!("winning move: {}", names[0])),
        (false, _) => {}
        (true, true) if names.is_empty() => lines.push("winning moves: none (every move loses)".to_string()),
        (true, true) => lines.push(format!("winning moves ({}): {}", names.len(), names.join(" "))),
        (true, false) => lines.push(format!(
            "winning moves: {} and perhaps others (not settled within {nodes} nodes)",
            names.join(" ")
        )),
    }
    if report.mirror {
        lines.push(if report.wins {
            format!("by the mirror: {} makes the position symmetric through the centre; then answer every move with its mirror image", names[0])
        } else {
            "by the mirror: the other player answers every move with its image through the centre".to_string()
        });
    }
    if report.from_book {
        lines.push("from the opening book: no search".to_string());
        return Ok(lines);
    }
    lines.push(format!(
        "{} nodes in {seconds:.3} s ({:.2} M nodes/s), tables {:.1} MB",
        report.nodes,
        report.nodes as f64 / seconds.max(1e-9) / 1e6,
        report.memory as f64 / 1e6
    ));
    Ok(lines)
}

/// One arena: the agents, how many games, and how they are set up.
struct Arena<'a> {
    variant: &'a str,
    agents: [Agent; 2],
    games: u32,
    seed: u64,
    swap_sides: bool,
    no_clock: bool,
    max_plies: u32,
    opening_plies: u32,
}

#[derive(Default, Clone)]
struct Tally {
    wins: u32,
    /// The sum of the agent's scores (1, 1/2, 0) and of their squares.
    points: f64,
    squares: f64,
    moves: u64,
    think: f64,
    longest: f64,
}

impl GameVisitor for Arena<'_> {
    type Output = Result<Vec<String>, Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let variant = G::parse_variant(&Settings::parse(self.variant, ',')?)?;
        let players = self.agents.map(|agent| if self.no_clock { agent.without_clock::<G>() } else { agent });
        let mut tallies = [Tally::default(), Tally::default()];
        let (mut draws, mut capped) = (0, 0);
        let mut first_player_wins = [0, 0];
        for game in 0..self.games {
            // Agent `a` plays first in even games, or always without swapping.
            let swapped = self.swap_sides && game % 2 == 1;
            let seat = |player: Player| match (player, swapped) {
                (Player::First, false) | (Player::Second, true) => 0,
                _ => 1,
            };
            let mut position = G::start(&variant);
            let mut plies = 0;
            let seed = self.seed.wrapping_mul(1_000_003).wrapping_add(game as u64);
            let pair = if self.swap_sides { game / 2 } else { game };
            let opening_seed = self.seed.wrapping_mul(7_000_003).wrapping_add(pair as u64);
            while position.outcome().is_none() && plies < self.opening_plies {
                let mv = Agent::Random.choose(&position, opening_seed.wrapping_add(plies as u64));
                position.play(mv);
                plies += 1;
            }
            while position.outcome().is_none() && plies < self.max_plies {
                let agent = seat(position.to_move());
                let started = Instant::now();
                let mv = players[agent].choose(&position, seed.wrapping_add(plies as u64));
                let seconds = started.elapsed().as_secs_f64();
                let tally = &mut tallies[agent];
                tally.moves += 1;
                tally.think += seconds;
                tally.longest = tally.longest.max(seconds);
                position.play(mv);
                plies += 1;
            }
            let names = |player: Player| self.agents[seat(player)].name();
            let (result, scores) = match position.outcome() {
                Some(outcome) => {
                    let text = outcome.describe(&G::INFO);
                    match outcome.winner {
                        Some(winner) => {
                            tallies[seat(winner)].wins += 1;
                            first_player_wins[winner.index()] += 1;
                            (
                                format!("{} wins ({text})", names(winner)),
                                [seat(winner) == 0, seat(winner) == 1].map(|won| won as u8 as f64),
                            )
                        }
                        None => {
                            draws += 1;
                            (text, [0.5, 0.5])
                        }
                    }
                }
                None => {
                    draws += 1;
                    capped += 1;
                    (
                        format!("draw: still going after {} plies", self.max_plies),
                        [0.5, 0.5],
                    )
                }
            };
            for (tally, score) in tallies.iter_mut().zip(scores) {
                tally.points += score;
                tally.squares += score * score;
            }
            // Printed as each game ends, so that a long arena shows its progress.
            print_line(&format!(
                "game {}: {} (first) v {} (second): {result}, {plies} plies",
                game + 1,
                names(Player::First),
                names(Player::Second)
            ));
        }
        let games = self.games.max(1) as f64;
        let mut lines = vec![String::new()];
        lines.push(format!(
            "{:<18} {:>6} {:>7} {:>16} {:>12} {:>12}",
            "agent", "wins", "draws", "score (95%)", "think avg", "think max"
        ));
        for (agent, tally) in self.agents.iter().zip(&tallies) {
            let mean = tally.points / games;
            let spread = (tally.squares / games - mean * mean).max(0.0);
            let interval = 1.96 * (spread / games).sqrt();
            lines.push(format!(
                "{:<18} {:>6} {:>7} {:>9.1}% ±{:>4.1} {:>10.1}ms {:>10.1}ms",
                agent.name(),
                tally.wins,
                draws,
                100.0 * mean,
                100.0 * interval,
                1000.0 * tally.think / tally.moves.max(1) as f64,
                1000.0 * tally.longest
            ));
        }
        let first = (first_player_wins[0] as f64 + 0.5 * draws as f64) / games;
        let first_spread =
            (first_player_wins[0] as f64 + 0.25 * draws as f64) / games - first * first;
        lines.push(format!(
            "first player: {} wins, {} losses, {draws} draws: {:.1}% ±{:.1}",
            first_player_wins[0],
            first_player_wins[1],
            100.0 * first,
            100.0 * 1.96 * (first_spread.max(0.0) / games).sqrt()
        ));
        if capped > 0 {
            lines.push(format!(
                "{capped} of the draws were games cut off at {} plies",
                self.max_plies
            ));
        }
        Ok(lines)
    }
}

fn list_games() -> Vec<String> {
    GAMES
        .iter()
        .map(|game| {
            let options: Vec<String> = game
                .options
                .iter()
                .map(|option| {
                    format!(
                        "{}={} (default {})",
                        option.key,
                        option.describe_values(),
                        option.default
                    )
                })
                .collect();
            let options = if options.is_empty() {
                "no options".to_string()
            } else {
                options.join(", ")
            };
            format!("{}\t{}\t{}", game.id, game.name, options)
        })
        .collect()
}

#[cfg(feature = "server")]
#[derive(clap::Args)]
struct ServeArgs {
    /// The address to listen on.
    #[arg(long, env = "RINGBOARD_ADDRESS", default_value = "127.0.0.1")]
    address: std::net::IpAddr,
    /// The port to listen on (0: any free port).
    #[arg(long, env = "RINGBOARD_PORT", default_value_t = 8080)]
    port: u16,
    /// The built site (trunk build's output).
    #[arg(long, env = "RINGBOARD_DIST", default_value = "dist")]
    dist: std::path::PathBuf,
    /// sqlite://path (created if missing) or postgres://user@host:port/database.
    #[arg(long, env = "RINGBOARD_DATABASE", default_value = "sqlite://data/ringboard.db")]
    database: String,
    /// Take the client's address from X-Forwarded-For (only behind a reverse proxy that sets it).
    #[arg(long, env = "RINGBOARD_TRUST_PROXY", value_parser = clap::builder::BoolishValueParser::new(), action = clap::ArgAction::SetTrue)]
    trust_proxy: bool,
    /// No limits per address (for load tests on loopback, where every player has one address).
    #[arg(long, env = "RINGBOARD_NO_LIMITS", value_parser = clap::builder::BoolishValueParser::new(), action = clap::ArgAction::SetTrue)]
    no_limits: bool,
}

#[cfg(feature = "server")]
fn serve(args: &ServeArgs) -> ExitCode {
    let config = ringboard::server::Config {
        address: args.address,
        port: args.port,
        dist: args.dist.clone(),
        database: args.database.clone(),
        limits: if args.no_limits {
            ringboard::server::Limits::none()
        } else {
            ringboard::server::Limits::default()
        },
        trust_proxy: args.trust_proxy,
    };
    match ringboard::server::serve(config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (setup, task) = match &cli.command {
        Command::Games => {
            list_games().iter().for_each(|line| print_line(line));
            return ExitCode::SUCCESS;
        }
        #[cfg(feature = "server")]
        Command::Serve(args) => return serve(args),
        Command::Moves(setup) => return print_lines(run_in_session(setup, Played::Moves)),
        Command::Perft {
            setup,
            depth,
            divide,
        } => (
            setup,
            Task::Perft {
                depth: *depth as usize,
                divide: *divide,
            },
        ),
        Command::Play(setup) => return print_lines(run_in_session(setup, Played::Play)),
        Command::Record(setup) => return print_lines(run_in_session(setup, Played::Record)),
        Command::Link(setup) => return print_lines(run_in_session(setup, Played::Link)),
        Command::Review { setup, level } => return print_lines(run_in_session(setup, Played::Review { level: *level })),
        Command::FitWinChance {
            game,
            variant,
            games,
            level,
            seed,
        } => {
            let fit = FitWinChance {
                variant,
                games: *games,
                level: Level::new(*level).expect("clap checks the range"),
                seed: *seed,
            };
            return print_lines(games::visit(game, fit).and_then(|lines| lines));
        }
        Command::Lessons { file, words } => return print_lines(check_lessons_file(file, words.as_deref())),
        Command::Bench { setup, depth } => (
            setup,
            Task::Bench {
                depth: *depth as usize,
            },
        ),
        Command::Bestmove {
            setup,
            level,
            time_ms,
            nodes,
            seed,
        } => (
            setup,
            Task::Bestmove {
                level: Level::new(*level).expect("clap checks the range"),
                time_ms: *time_ms,
                nodes: *nodes,
                seed: *seed,
            },
        ),
        Command::Book {
            variant,
            plies,
            out,
            memory_mb,
        } => return print_lines(make_book(variant, *plies, out, *memory_mb)),
        Command::Solve {
            setup,
            nodes,
            all_moves,
            no_mirror,
            memory_mb,
            book,
        } => {
            if let Some(file) = book {
                if let Err(error) = read_book(file) {
                    return print_lines(Err(error));
                }
            }
            (
            setup,
            Task::Solve {
                nodes: *nodes,
                all_moves: *all_moves,
                no_mirror: *no_mirror,
                memory_mb: *memory_mb,
            },
        )
        }
        Command::Puzzles {
            game,
            reprove: Some(file),
            ..
        } => {
            return print_lines(
                games::visit(game, Reprove { file }).and_then(|lines| lines),
            );
        }
        Command::Puzzles {
            game,
            count,
            seed,
            variant,
            reprove: None,
        } => {
            let puzzles = Puzzles {
                count: *count,
                seed: *seed,
                variant: variant.as_deref(),
            };
            return print_lines(games::visit(game, puzzles).and_then(|lines| lines));
        }
        Command::FitElo {
            files,
            anchor,
            prior,
            json,
        } => return print_lines(fit_elo(files, anchor, *prior, *json)),
        Command::Lab {
            game,
            variant,
            compare,
            first,
            second,
            games,
            swap_sides,
            random_plies,
            seed,
            max_plies,
            skill_trace,
            threads,
            json,
        } => {
            let setup = (|| {
                let mut rules = vec![Settings::parse(variant, ',')?];
                if let Some(compare) = compare {
                    rules.push(Settings::parse(compare, ',')?);
                }
                Ok(LabSetup {
                    game: game.clone(),
                    rules,
                    players: [Agent::parse(first)?, Agent::parse(second)?],
                    games: *games,
                    swap_sides: *swap_sides,
                    random_plies: *random_plies,
                    seed: *seed,
                    max_plies: *max_plies,
                    trace_games: *skill_trace,
                })
            })();
            let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            return print_lines(setup.and_then(|setup| run_lab(setup, threads, *json)));
        }
        Command::Arena {
            game,
            variant,
            first,
            second,
            games,
            seed,
            swap_sides,
            no_clock,
            max_plies,
            opening_plies,
        } => {
            let arena = Agent::parse(first).and_then(|first| {
                Ok(Arena {
                    variant,
                    agents: [first, Agent::parse(second)?],
                    games: *games,
                    seed: *seed,
                    swap_sides: *swap_sides,
                    no_clock: *no_clock,
                    max_plies: *max_plies,
                    opening_plies: *opening_plies,
                })
            });
            return print_lines(
                arena
                    .and_then(|arena| games::visit(game, arena))
                    .and_then(|lines| lines),
            );
        }
    };
    print_lines(games::visit(&setup.game, Run { setup, task }).and_then(|lines| lines))
}

/// `fit-win-chance`: self-play, then the slope of greatest likelihood.
struct FitWinChance<'a> {
    variant: &'a str,
    games: u32,
    level: Level,
    seed: u64,
}

impl GameVisitor for FitWinChance<'_> {
    type Output = Result<Vec<String>, Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let variant = G::parse_variant(&Settings::parse(self.variant, ',')?)?;
        let started = Instant::now();
        let samples =
            win_chance::self_play_samples::<G>(&variant, self.games, self.level, self.seed);
        if samples.is_empty() {
            return Err(Error::BadArgument {
                what: "games",
                why: "self-play gave no position with a score to fit".into(),
            });
        }
        let slope = win_chance::fit(&samples);
        let fitted = win_chance::log_likelihood(slope, &samples);
        let current = win_chance::slope(G::INFO.id);
        Ok(vec![
            format!(
                "{} ({}): {} games at level {}, {} positions, {:.1} s",
                G::INFO.id,
                G::variant_settings(&variant).join(','),
                self.games,
                self.level.number(),
                samples.len(),
                started.elapsed().as_secs_f64()
            ),
            format!(
                "k {slope:.5} log-likelihood {fitted:.1} ({:.4} a position; a coin: {:.4})",
                fitted / samples.len() as f64,
                0.5f64.ln()
            ),
            format!(
                "committed k {current:.5} log-likelihood {:.1}",
                win_chance::log_likelihood(current, &samples)
            ),
        ])
    }
}

/// `lab`: every game of the run on `threads` threads, each reported on
/// standard error as it ends, then the summaries as a table or JSON.
fn run_lab(setup: LabSetup, threads: usize, json: bool) -> Result<Vec<String>, Error> {
    let mut lab = Lab::new(setup)?;
    let started = Instant::now();
    let total = lab.games_to_play().len();
    let mut done = 0;
    lab.play_on_threads(threads, |game| {
        done += 1;
        let result = match game.winner {
            Some(winner) => format!("{} wins", winner.key()),
            None => "draw".into(),
        };
        let trace = match game.pairing {
            Some(pairing) => format!(" of the skill trace's pairing {}", pairing + 1),
            None => String::new(),
        };
        eprintln!(
            "[{done}/{total}] rules {} game {}{trace}: {result} ({}), {} plies",
            ["A", "B"][game.rules],
            game.index + 1,
            game.ending,
            game.plies
        );
    });
    let seconds = started.elapsed().as_secs_f64();
    eprintln!("{total} games in {seconds:.1} s on {threads} threads: {:.2} games a second", total as f64 / seconds.max(1e-9));
    lab.settle_exact(ringboard::lab::EXACT_NODES);
    if json {
        return Ok(vec![serde_json::to_string_pretty(&lab.results()).expect("the results are JSON")]);
    }
    let summaries = lab.summaries();
    let mut lines = vec![format!("{} lab: {}", lab.setup().game, lab.setup().to_link())];
    let interval = |pair: Option<[f64; 2]>, scale: f64| {
        pair.map(|[low, high]| format!(" ({:.1} to {:.1})", low * scale, high * scale)).unwrap_or_default()
    };
    let number = |value: Option<f64>, scale: f64| value.map(|value| format!("{:.1}", value * scale)).unwrap_or_else(|| "-".into());
    for (letter, summary) in ["A", "B"].iter().zip(&summaries) {
        lines.push(String::new());
        lines.push(format!("rules {letter}: {}", if summary.rules.is_empty() { "the game's own" } else { &summary.rules }));
        lines.push(format!(
            "games {}: first wins {}, second wins {}, draws {} ({} cut off)",
            summary.games, summary.first_wins, summary.second_wins, summary.draws, summary.cut_off
        ));
        lines.push(format!("first player's score: {}%{}", number(summary.first_score, 100.0), interval(summary.first_score_interval, 100.0)));
        if summary.players[0] != summary.players[1] {
            lines.push(format!("{}'s score: {}%{}", summary.players[0], number(summary.player_score, 100.0), interval(summary.player_score_interval, 100.0)));
        }
        if summary.options.iter().any(|(key, value)| key == "pie" && value == "1") {
            lines.push(format!(
                "first mover's score, after any swap: {}%{}; swaps {}%{}",
                number(summary.mover_score, 100.0),
                interval(summary.mover_score_interval, 100.0),
                number(summary.swap_rate, 100.0),
                interval(summary.swap_interval, 100.0)
            ));
        }
        lines.push(format!(
            "length: {} plies{}, spread {}",
            number(summary.length_mean, 1.0),
            interval(summary.length_interval, 1.0),
            number(summary.length_spread, 1.0)
        ));
        lines.push(format!("branching: {} moves a position", number(summary.branching_mean, 1.0)));
        lines.push(format!(
            "decided at ply {}{} ({}% of the game)",
            number(summary.decisiveness_mean, 1.0),
            interval(summary.decisiveness_interval, 1.0),
            number(summary.decisiveness_share_mean, 100.0)
        ));
        lines.push(format!("lead changes: {}{}", number(summary.lead_changes_mean, 1.0), interval(summary.lead_changes_interval, 1.0)));
        lines.push(format!(
            "repetitions: {}% of games; passes: {}% of moves",
            number(summary.repetition_rate, 100.0),
            number(summary.pass_rate, 100.0)
        ));
        for point in &summary.skill_trace {
            lines.push(format!(
                "skill trace: {} against {}: {}%{} of {} games",
                point.players[0],
                point.players[1],
                number(point.score, 100.0),
                interval(point.score_interval, 100.0),
                point.games
            ));
        }
        if let Some(exact) = summary.exact {
            let how = if exact.mirror { "the mirror theorem".to_string() } else { format!("solved in {} nodes", exact.nodes) };
            lines.push(match (exact.pie, exact.first_wins) {
                (true, true) => format!("exact: the second player wins with best play: the first side wins the start, and the swap takes it ({how})"),
                (true, false) => format!("exact: the second player wins with best play: the second side wins the start, and keeps it ({how})"),
                (false, first) => format!("exact: the {} player wins with best play ({how})", if first { "first" } else { "second" }),
            });
        }
    }
    Ok(lines)
}

/// `fit-elo`: the ratings of the players in arena outputs, as a table or JSON.
fn fit_elo(
    files: &[std::path::PathBuf],
    anchor: &str,
    prior: f64,
    json: bool,
) -> Result<Vec<String>, Error> {
    if !(prior >= 0.0 && prior.is_finite()) {
        return Err(Error::BadArgument {
            what: "prior",
            why: "must be a number of virtual draws, 0 or more".into(),
        });
    }
    let mut results = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|error| Error::BadArgument {
            what: "file",
            why: format!("cannot read {}: {error}", file.display()),
        })?;
        results.extend(elo::parse_arena(&text));
    }
    let fit = elo::fit(&results, anchor, prior)?;
    let mut ratings = fit.ratings.clone();
    ratings.sort_by(|a, b| b.elo.total_cmp(&a.elo));
    let (_, pairings) = elo::pairings(&results);
    if json {
        let round = |x: f64| (x * 10.0).round() / 10.0;
        let value = serde_json::json!({
            "anchor": anchor,
            "prior": prior,
            "games": results.len(),
            "players": ratings.iter().map(|r| serde_json::json!({
                "name": r.name,
                "elo": round(r.elo),
                "margin": round(r.margin),
                "games": r.games,
                "points": r.points,
            })).collect::<Vec<_>>(),
            "pairings": pairings.iter().map(|p| serde_json::json!({
                "a": p.a, "b": p.b, "games": p.games, "points": p.points,
                // The 95% margin of the difference of the two ratings.
                "margin": fit.difference_margin(&p.a, &p.b).map(round),
            })).collect::<Vec<_>>(),
            // The 95% margin of the difference of any two ratings.
            "differences": fit.ratings.iter().enumerate().flat_map(|(i, a)| {
                fit.ratings[i + 1..].iter().map(|b| serde_json::json!({
                    "a": a.name, "b": b.name,
                    "margin": fit.difference_margin(&a.name, &b.name).map(round),
                }))
            }).collect::<Vec<_>>(),
        });
        return Ok(vec![
            serde_json::to_string_pretty(&value).expect("JSON of numbers and names")
        ]);
    }
    let mut lines = vec![format!(
        "{} games, {} pairings; {anchor} = 0, {prior} virtual draw(s) per pairing",
        results.len(),
        pairings.len()
    )];
    lines.push(format!(
        "{:<18} {:>6} {:>6} {:>6} {:>7}",
        "player", "elo", "95%", "games", "score"
    ));
    for r in &ratings {
        lines.push(format!(
            "{:<18} {:>6.0} {:>6} {:>6} {:>6.1}%",
            r.name,
            r.elo,
            format!("±{:.0}", r.margin),
            r.games,
            100.0 * r.points / r.games.max(1) as f64
        ));
    }
    Ok(lines)
}

/// `puzzles`: the puzzles found, as pretty-printed JSON.
struct Puzzles<'a> {
    count: usize,
    seed: u64,
    variant: Option<&'a str>,
}

impl GameVisitor for Puzzles<'_> {
    type Output = Result<Vec<String>, Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let variants = match self.variant {
            Some(text) => vec![G::parse_variant(&Settings::parse(text, ',')?)?],
            None => find::default_variants::<G>(),
        };
        let started = Instant::now();
        let puzzles = find::find_puzzles::<G>(&variants, self.count, self.seed, |line| {
            eprintln!("[{:7.1} s] {line}", started.elapsed().as_secs_f64());
        });
        eprintln!(
            "{} puzzles for {} in {:.1} s",
            puzzles.len(),
            G::INFO.id,
            started.elapsed().as_secs_f64()
        );
        let json = serde_json::to_string_pretty(&puzzles).map_err(|error| Error::BadArgument {
            what: "puzzles",
            why: error.to_string(),
        })?;
        Ok(vec![json])
    }
}

/// `puzzles --reprove`: a game's published puzzles as their criteria prove
/// them now, as pretty-printed JSON; a puzzle that no longer proves is an
/// error that names it.
struct Reprove<'a> {
    file: &'a std::path::Path,
}

impl GameVisitor for Reprove<'_> {
    type Output = Result<Vec<String>, Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let bad = |why: String| Error::BadArgument {
            what: "reprove",
            why: format!("{}: {why}", self.file.display()),
        };
        let text = std::fs::read_to_string(self.file).map_err(|error| bad(error.to_string()))?;
        let published: Vec<find::Puzzle> =
            serde_json::from_str(&text).map_err(|error| bad(error.to_string()))?;
        let mut proven = Vec::new();
        let mut failed = Vec::new();
        for puzzle in &published {
            match find::proven_again::<G>(puzzle) {
                Ok(again) => proven.push(again),
                Err(why) => failed.push(format!("{}: {why}", puzzle.id)),
            }
        }
        if !failed.is_empty() {
            return Err(bad(format!("these no longer prove: {}", failed.join("; "))));
        }
        let changed = published.iter().zip(&proven).filter(|(old, new)| old != new).count();
        eprintln!("{} puzzles proven again, {changed} changed", proven.len());
        let json = serde_json::to_string_pretty(&proven).map_err(|error| bad(error.to_string()))?;
        Ok(vec![json])
    }
}

/// Checks a lessons file and its English catalog (`words`, else the one the
/// site keeps beside it): a line per lesson when all is well, else an error
/// naming every problem.
fn check_lessons_file(path: &std::path::Path, words: Option<&std::path::Path>) -> Result<Vec<String>, Error> {
    let bad = |why: String| Error::BadArgument {
        what: "lessons file",
        why,
    };
    let read = |path: &std::path::Path| {
        std::fs::read_to_string(path).map_err(|error| bad(format!("cannot read {}: {error}", path.display())))
    };
    let file: LessonFile = serde_json::from_str(&read(path)?).map_err(|error| bad(error.to_string()))?;
    let words = match words {
        Some(words) => words.to_path_buf(),
        None => {
            // www/data/lessons/<game>.json -> www/locales/en/lessons-<game>.ftl
            let site = path.parent().and_then(|lessons| lessons.parent()).and_then(|data| data.parent());
            site.unwrap_or(std::path::Path::new("."))
                .join("locales/en")
                .join(format!("lessons-{}.ftl", file.game))
        }
    };
    let mut problems = check_lessons(&file);
    problems.extend(check_messages(&file, &read(&words)?).into_iter().map(|problem| format!("{}: {problem}", words.display())));
    if !problems.is_empty() {
        return Err(bad(problems.join("; ")));
    }
    Ok(file
        .lessons
        .iter()
        .map(|lesson| format!("{}: {} steps, all complete", lesson.id, lesson.steps.len()))
        .collect())
}

/// Today's date as PGN writes it (`2026.11.22`), from the system clock (UTC).
fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = (seconds / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Writes a line to standard output. A reader that has gone away (`| head`)
/// ends the program quietly, where `println!` would panic.
fn print_line(line: &str) {
    if let Err(error) = writeln!(std::io::stdout(), "{line}") {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("ringboard: cannot write the output: {error}");
        std::process::exit(1);
    }
}

fn print_lines(lines: Result<Vec<String>, Error>) -> ExitCode {
    match lines {
        Ok(lines) => {
            lines.iter().for_each(|line| print_line(line));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("ringboard: {error}");
            ExitCode::from(2)
        }
    }
}
