//! `ringboard`: the rules engine on the command line, for players who
//! script, for tests, and for cross-checking other implementations.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use ringboard::games::{self, GameVisitor, GAMES};
use ringboard::play::perft::{divide, perft};
use ringboard::play::record::Record;
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
    /// Time perft and print nodes per second.
    Bench {
        #[command(flatten)]
        setup: Setup,
        #[arg(value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
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
    #[arg(long)]
    position: Option<String>,
    /// Moves to play first, separated by spaces, e.g. "e5e7 c3c5"; `resign`
    /// as the last one resigns for the side to move.
    #[arg(long, default_value = "")]
    moves: String,
}

enum Task {
    Moves,
    Perft { depth: usize, divide: bool },
    Play,
    Bench { depth: usize },
}

struct Run<'a> {
    setup: &'a Setup,
    task: Task,
}

impl Run<'_> {
    fn record<G: Game>(&self) -> Result<Record<G>, Error> {
        let variant = G::parse_variant(&Settings::parse(&self.setup.variant, ',')?)?;
        let mut record: Record<G> = match &self.setup.position {
            Some(position) => Record::from_position(&variant, position)?,
            None => Record::new(&variant),
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

    fn visit<G: Game + 'static>(self) -> Self::Output {
        let record = self.record::<G>()?;
        let position = record.current();
        Ok(match self.task {
            Task::Moves => {
                let mut moves: Vec<String> = position
                    .legal_move_list()
                    .into_iter()
                    .map(|mv| position.format_move(mv))
                    .collect();
                moves.sort();
                moves
            }
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
            Task::Play => {
                let status = match record.outcome() {
                    Some(outcome) => outcome.describe(G::INFO.players),
                    None => format!("{} to move", G::player_name(position.to_move())),
                };
                vec![position.position(), status]
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
        })
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (setup, task) = match &cli.command {
        Command::Games => {
            list_games().iter().for_each(|line| println!("{line}"));
            return ExitCode::SUCCESS;
        }
        Command::Moves(setup) => (setup, Task::Moves),
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
        Command::Play(setup) => (setup, Task::Play),
        Command::Bench { setup, depth } => (
            setup,
            Task::Bench {
                depth: *depth as usize,
            },
        ),
    };
    match games::visit(&setup.game, Run { setup, task }).and_then(|lines| lines) {
        Ok(lines) => {
            lines.iter().for_each(|line| println!("{line}"));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("ringboard: {error}");
            ExitCode::from(2)
        }
    }
}
