//! A lab run: its setup checked against the game, and the games played so
//! far. Any game of it may be played anywhere and added in any order; the
//! CLI plays them on every core ([`Lab::play_on_threads`]), the page in one
//! Web Worker per core.

use serde::Serialize;

use super::self_play::{play_game, trace_players, GameReport};
use super::setup::{LabSetup, SetupForm, TRACE_PAIRINGS};
use super::summary::{wilson, Summary, TracePoint};
use crate::ai::Evaluate;
use crate::error::Error;
use crate::games::{self, GameVisitor};
use crate::play::pie::{read_rules, rules_fields, rules_settings};
use crate::play::record::Record;
use crate::play::record_text::{write_record, Header};
use crate::variant::Settings;

/// The exact solver's budget for a run's start: what the game page's Solve
/// spends on its first winning move.
pub const EXACT_NODES: u64 = 1_500_000;

/// What the exact solver says of a start, where it settles it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ExactVerdict {
    pub first_wins: bool,
    /// Whether the mirror theorem decided, rather than a search to the end.
    pub mirror: bool,
    pub nodes: u64,
    /// Under the pie rule, the side the first move hands over is the
    /// second player's to choose: in a game without draws whose start is
    /// settled, the second player wins with perfect play, whichever side
    /// wins the start (`first_wins` still says which).
    pub pie: bool,
}

/// A run's game-specific side: its rules as the game's variants.
trait Rules: Send + Sync {
    fn game_name(&self) -> &'static str;
    /// The options of rules `rules` that differ from the game's own, in the game's order.
    fn changed(&self, rules: usize) -> Settings;
    /// Every option of rules `rules`, as a form's fields stand.
    fn fields(&self, rules: usize) -> Settings;
    fn play(&self, setup: &LabSetup, game: LabGame) -> GameReport;
    fn record(&self, report: &GameReport, header: &Header) -> Result<String, Error>;
    fn exact(&self, rules: usize, nodes: u64) -> Option<ExactVerdict>;
}

/// Each set of rules as the game's variant and the pie rule (`play/pie.rs`).
struct Variants<G: Evaluate>(Vec<(G::Variant, bool)>);

impl<G: Evaluate> Rules for Variants<G> {
    fn game_name(&self) -> &'static str {
        G::INFO.name
    }

    fn changed(&self, rules: usize) -> Settings {
        let defaults = G::variant_settings(&G::Variant::default());
        let (variant, pie) = &self.0[rules];
        let mut settings = rules_settings::<G>(variant, *pie);
        settings.0.retain(|pair| !defaults.0.contains(pair));
        settings
    }

    fn fields(&self, rules: usize) -> Settings {
        let (variant, pie) = &self.0[rules];
        rules_fields::<G>(variant, *pie)
    }

    fn play(&self, setup: &LabSetup, game: LabGame) -> GameReport {
        let (variant, pie) = &self.0[game.rules];
        play_game::<G>((variant, *pie), setup, game)
    }

    fn record(&self, report: &GameReport, header: &Header) -> Result<String, Error> {
        let (variant, pie) = &self.0[report.rules];
        let mut record = Record::<G>::with_rules(variant, *pie);
        for step in &report.moves {
            record.play_step(step)?;
        }
        Ok(write_record(&record, header))
    }

    fn exact(&self, rules: usize, nodes: u64) -> Option<ExactVerdict> {
        let (variant, pie) = &self.0[rules];
        let start = G::start(variant);
        start.solve(nodes).map(|solved| ExactVerdict {
            first_wins: solved.wins == (start.to_move() == crate::game::Player::First),
            mirror: solved.mirror,
            nodes: solved.nodes,
            pie: *pie && !G::CAN_DRAW,
        })
    }
}

struct MakeRules<'a>(&'a [Settings]);

impl GameVisitor for MakeRules<'_> {
    type Output = Result<Box<dyn Rules>, Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let variants = self.0.iter().map(read_rules::<G>).collect::<Result<Vec<_>, _>>()?;
        Ok(Box::new(Variants::<G>(variants)))
    }
}

/// One game of a run: of which rules, of the skill trace's pairing or of
/// the run's own players (`None`), and which.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct LabGame {
    pub rules: usize,
    pub pairing: Option<usize>,
    pub index: u32,
}

/// A run's games in, and all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub done: u32,
    pub total: u32,
}

pub struct Lab {
    setup: LabSetup,
    rules: Box<dyn Rules>,
    /// The games played of each set of rules, in the order they were added.
    games: Vec<Vec<GameReport>>,
    /// The exact solver's verdict on each set of rules' start, once asked.
    exact: Vec<Option<ExactVerdict>>,
}

/// Everything a run found, as `--json` prints it and the page downloads it.
#[derive(Serialize)]
pub struct LabResults<'a> {
    pub game: &'a str,
    pub setup: String,
    pub summaries: Vec<Summary>,
}

impl Lab {
    /// The run a setup describes, its rules checked against the game and
    /// written as the game writes them.
    pub fn new(mut setup: LabSetup) -> Result<Lab, Error> {
        let rules = games::visit(&setup.game, MakeRules(&setup.rules))??;
        setup.rules = (0..setup.rules.len()).map(|which| rules.changed(which)).collect();
        let games = vec![Vec::new(); setup.rules.len()];
        let exact = vec![None; setup.rules.len()];
        Ok(Lab { setup, rules, games, exact })
    }

    pub fn from_link(hash: &str) -> Result<Lab, Error> {
        Lab::new(LabSetup::from_link(hash)?)
    }

    pub fn setup(&self) -> &LabSetup {
        &self.setup
    }

    /// The setup as the page's form shows it, every option of each set of rules at its value.
    pub fn form(&self) -> SetupForm {
        SetupForm {
            rules: (0..self.setup.rules.len()).map(|which| self.rules.fields(which).0).collect(),
            ..self.setup.form()
        }
    }

    /// Game `index` of rules `rules` (of the skill trace's `pairing`, if
    /// given), played (not added).
    pub fn play(&self, game: LabGame) -> Result<GameReport, Error> {
        self.check(game)?;
        Ok(self.rules.play(&self.setup, game))
    }

    fn check(&self, LabGame { rules, pairing, index }: LabGame) -> Result<(), Error> {
        let games = match pairing {
            None => self.setup.games,
            Some(_) => self.setup.trace_games,
        };
        if rules >= self.games.len() || index >= games || pairing.is_some_and(|pairing| pairing >= TRACE_PAIRINGS.len()) {
            let trace = match self.setup.trace_games {
                0 => String::new(),
                games => format!(" and a skill trace of {} pairings of {games} games", TRACE_PAIRINGS.len()),
            };
            let which = match pairing {
                None => String::new(),
                Some(pairing) => format!(" of pairing {pairing}"),
            };
            return Err(Error::BadArgument {
                what: "lab game",
                why: format!(
                    "the run has {} set{} of rules and {} games a set{trace}; rules {rules}, game {index}{which} is not one of them",
                    self.games.len(),
                    if self.games.len() == 1 { "" } else { "s" },
                    self.setup.games
                ),
            });
        }
        Ok(())
    }

    fn has(&self, game: LabGame) -> bool {
        self.games[game.rules].iter().any(|report| report.index == game.index && report.pairing == game.pairing)
    }

    /// Adds a game played elsewhere; a game already added is refused.
    pub fn add(&mut self, report: GameReport) -> Result<(), Error> {
        let game = LabGame { rules: report.rules, pairing: report.pairing, index: report.index };
        self.check(game)?;
        if self.has(game) {
            return Err(Error::BadArgument {
                what: "lab game",
                why: format!("game {} of rules {} is already in the run", report.index, report.rules),
            });
        }
        self.games[report.rules].push(report);
        Ok(())
    }

    /// How many games of the run are in, and how many it has, the skill
    /// trace's included.
    pub fn progress(&self) -> Progress {
        let sets = self.games.len() as u32;
        Progress {
            done: self.games.iter().map(Vec::len).sum::<usize>() as u32,
            total: (self.setup.games + TRACE_PAIRINGS.len() as u32 * self.setup.trace_games) * sets,
        }
    }

    /// The games still to play: the run's own, alternating between the
    /// rules so that a run stopped early compares them on as many games
    /// each, then the skill trace's, pairing by pairing.
    pub fn games_to_play(&self) -> Vec<LabGame> {
        let sets = self.games.len();
        let own = (0..self.setup.games).flat_map(|index| (0..sets).map(move |rules| LabGame { rules, pairing: None, index }));
        let trace = (0..TRACE_PAIRINGS.len()).flat_map(|pairing| {
            (0..self.setup.trace_games)
                .flat_map(move |index| (0..sets).map(move |rules| LabGame { rules, pairing: Some(pairing), index }))
        });
        own.chain(trace).filter(|&game| !self.has(game)).collect()
    }

    pub fn summaries(&self) -> Vec<Summary> {
        let players = self.setup.players.map(|agent| agent.name());
        self.games
            .iter()
            .enumerate()
            .map(|(rules, games)| {
                let mut sorted: Vec<GameReport> = games.iter().filter(|game| game.pairing.is_none()).cloned().collect();
                sorted.sort_by_key(|game| game.index);
                let skill_trace = (0..TRACE_PAIRINGS.len())
                    .filter(|_| self.setup.trace_games > 0)
                    .map(|pairing| {
                        let played: Vec<&GameReport> = games.iter().filter(|game| game.pairing == Some(pairing)).collect();
                        let score = (!played.is_empty())
                            .then(|| played.iter().map(|game| game.score_of(0)).sum::<f64>() / played.len() as f64);
                        TracePoint {
                            players: trace_players(pairing).map(|agent| agent.name()),
                            games: played.len() as u32,
                            score,
                            score_interval: score.map(|score| wilson(score, played.len())),
                        }
                    })
                    .collect();
                let options = &self.setup.rules[rules];
                Summary {
                    exact: self.exact[rules],
                    skill_trace,
                    options: options.0.clone(),
                    play_link: if options.0.is_empty() {
                        self.setup.game.clone()
                    } else {
                        format!("{}?{}", self.setup.game, options.join('&'))
                    },
                    ..Summary::of(self.setup.rules[rules].join(','), players.clone(), &sorted)
                }
            })
            .collect()
    }

    pub fn results(&self) -> LabResults<'_> {
        LabResults {
            game: &self.setup.game,
            setup: self.setup.to_link(),
            summaries: self.summaries(),
        }
    }

    /// Asks the exact solver about each set of rules' start, within `nodes`
    /// nodes each; the summaries then say what it settled (Double Ring).
    pub fn settle_exact(&mut self, nodes: u64) {
        self.exact = (0..self.games.len()).map(|rules| self.rules.exact(rules, nodes)).collect();
    }

    /// Every game of rules `rules` as a text record, in the run's order.
    pub fn records(&self, rules: usize) -> Result<String, Error> {
        self.check(LabGame { rules, pairing: None, index: 0 })?;
        let mut games = self.games[rules].clone();
        games.sort_by_key(|game| (game.pairing, game.index));
        let mut text = String::new();
        for game in &games {
            let names = match game.pairing {
                None => self.setup.players,
                Some(pairing) => trace_players(pairing),
            }
            .map(|agent| agent.name());
            // Each player named by the side it ended the game with.
            let players = if (game.first == 0) != game.swapped { names.clone() } else { [names[1].clone(), names[0].clone()] };
            let event = match game.pairing {
                None => format!("Lab game {} of {}", game.index + 1, self.setup.to_link()),
                Some(_) => format!("Lab skill trace {} v {}, game {} of {}", names[0], names[1], game.index + 1, self.setup.to_link()),
            };
            let header = Header {
                date: String::new(),
                event: Some(event),
                players: Some(players),
            };
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&self.rules.record(game, &header)?);
        }
        Ok(text)
    }

    /// The summaries as a table: one row a number, one column a set of rules.
    pub fn csv(&self) -> String {
        let summaries = self.summaries();
        let mut rows = vec![format!(
            "measure,{}",
            summaries
                .iter()
                .map(|summary| csv_field(format!("{} {}", self.rules.game_name(), summary.rules).trim()))
                .collect::<Vec<_>>()
                .join(",")
        )];
        let number = |value: Option<f64>| value.map(|value| format!("{value:.4}")).unwrap_or_default();
        let low = |value: Option<[f64; 2]>| number(value.map(|pair| pair[0]));
        let high = |value: Option<[f64; 2]>| number(value.map(|pair| pair[1]));
        type Cell = fn(&Summary, &dyn Fn(Option<f64>) -> String, &dyn Fn(Option<[f64; 2]>) -> String, &dyn Fn(Option<[f64; 2]>) -> String) -> String;
        let measures: [(&str, Cell); 25] = [
            ("games", |s, _, _, _| s.games.to_string()),
            ("first_wins", |s, _, _, _| s.first_wins.to_string()),
            ("second_wins", |s, _, _, _| s.second_wins.to_string()),
            ("draws", |s, _, _, _| s.draws.to_string()),
            ("cut_off", |s, _, _, _| s.cut_off.to_string()),
            ("first_score", |s, n, _, _| n(s.first_score)),
            ("first_score_low", |s, _, l, _| l(s.first_score_interval)),
            ("first_score_high", |s, _, _, h| h(s.first_score_interval)),
            ("player_score", |s, n, _, _| n(s.player_score)),
            ("player_score_low", |s, _, l, _| l(s.player_score_interval)),
            ("player_score_high", |s, _, _, h| h(s.player_score_interval)),
            ("mover_score", |s, n, _, _| n(s.mover_score)),
            ("mover_score_low", |s, _, l, _| l(s.mover_score_interval)),
            ("mover_score_high", |s, _, _, h| h(s.mover_score_interval)),
            ("swap_rate", |s, n, _, _| n(s.swap_rate)),
            ("length_mean", |s, n, _, _| n(s.length_mean)),
            ("length_spread", |s, n, _, _| n(s.length_spread)),
            ("branching_mean", |s, n, _, _| n(s.branching_mean)),
            ("decisiveness_mean", |s, n, _, _| n(s.decisiveness_mean)),
            ("decisiveness_share_mean", |s, n, _, _| n(s.decisiveness_share_mean)),
            ("lead_changes_mean", |s, n, _, _| n(s.lead_changes_mean)),
            ("lead_changes_low", |s, _, l, _| l(s.lead_changes_interval)),
            ("lead_changes_high", |s, _, _, h| h(s.lead_changes_interval)),
            ("repetition_rate", |s, n, _, _| n(s.repetition_rate)),
            ("pass_rate", |s, n, _, _| n(s.pass_rate)),
        ];
        for (name, cell) in measures {
            let cells: Vec<String> = summaries.iter().map(|summary| cell(summary, &number, &low, &high)).collect();
            rows.push(format!("{name},{}", cells.join(",")));
        }
        rows.join("\n") + "\n"
    }
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Lab {
    /// Plays every game still to play on `threads` threads, adding each as
    /// it ends (and telling `on_game` of it, in the order they end).
    pub fn play_on_threads(&mut self, threads: usize, mut on_game: impl FnMut(&GameReport)) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let jobs = self.games_to_play();
        let next = AtomicUsize::new(0);
        let (sender, receiver) = std::sync::mpsc::channel();
        let (setup, rules) = (&self.setup, &*self.rules);
        let mut reports = Vec::with_capacity(jobs.len());
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                let sender = sender.clone();
                let (jobs, next) = (&jobs, &next);
                scope.spawn(move || {
                    while let Some(&game) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                        if sender.send(rules.play(setup, game)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(sender);
            for report in receiver {
                on_game(&report);
                reports.push(report);
            }
        });
        for report in reports {
            self.add(report).expect("a game still to play");
        }
    }
}
