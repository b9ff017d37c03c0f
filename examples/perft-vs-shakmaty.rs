//! Chess perft against shakmaty's, side by side in one process: the same
//! positions and depths, ours then shakmaty's, in turn for several rounds,
//! and each round's ratio of nodes per second of processor time (on Linux;
//! elsewhere of the clock). The median ratio is the figure to quote: a
//! machine shared with other work slows both of a pair alike, so the ratio
//! holds where the nodes per second drift.
//!
//! cargo run --release --example perft-vs-shakmaty -- [rounds] [start depth] [Kiwipete depth]
//!
//! Defaults: 5 rounds, perft(6) from the start, perft(5) from Kiwipete.
//! Both count the last ply in bulk (the number of legal moves, without
//! playing them): shakmaty's `perft` takes `legal_moves().len()` there, ours
//! counts the moves as it generates them. Both play each move on a copy of
//! the position. shakmaty is a dev-dependency only (GPL): never in what we
//! ship.

use std::time::Instant;

use ringboard::games::chess::Chess;
use ringboard::Game;
use shakmaty::fen::Fen;
use shakmaty::CastlingMode;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// This thread's time on a processor in seconds, where Linux tells it
/// (`/proc/thread-self/schedstat`): time spent waiting for a processor that
/// other work holds is not counted.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanoseconds: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(nanoseconds as f64 / 1e9)
}

/// The nodes counted and their rate per second of processor time (of the
/// clock where that is not known).
fn timed(count: impl FnOnce() -> u64) -> (u64, f64) {
    let (clock, cpu) = (Instant::now(), cpu_seconds());
    let nodes = count();
    let seconds = match (cpu, cpu_seconds()) {
        (Some(before), Some(after)) => after - before,
        _ => clock.elapsed().as_secs_f64(),
    };
    (nodes, nodes as f64 / seconds.max(1e-9))
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len() % 2 == 1 {
        values[middle]
    } else {
        (values[middle - 1] + values[middle]) / 2.0
    }
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|arg| {
            arg.parse()
                .expect("numbers: rounds, start depth, Kiwipete depth")
        })
        .collect();
    let rounds = args.first().copied().unwrap_or(5).max(1);
    let depths = [
        ("start", START, args.get(1).copied().unwrap_or(6)),
        ("Kiwipete", KIWIPETE, args.get(2).copied().unwrap_or(5)),
    ];
    for (name, fen, depth) in depths {
        let ours = Chess::from_position(&Default::default(), fen).expect("our FEN");
        let theirs: shakmaty::Chess = Fen::from_ascii(fen.as_bytes())
            .expect("shakmaty's FEN")
            .into_position(CastlingMode::Standard)
            .expect("shakmaty's position");
        let (mut our_rates, mut their_rates, mut ratios) = (vec![], vec![], vec![]);
        for round in 1..=rounds {
            let (our_nodes, our_rate) = timed(|| ours.perft(depth));
            let (their_nodes, their_rate) = timed(|| shakmaty::perft(&theirs, depth as u32));
            assert_eq!(our_nodes, their_nodes, "{name} perft({depth}) differs");
            println!(
                "{name} perft({depth}) round {round}: {our_nodes} nodes; ringboard {:.1} M/s, shakmaty {:.1} M/s, ratio {:.3}",
                our_rate / 1e6,
                their_rate / 1e6,
                our_rate / their_rate
            );
            our_rates.push(our_rate);
            their_rates.push(their_rate);
            ratios.push(our_rate / their_rate);
        }
        println!(
            "{name} perft({depth}), median of {rounds}: ringboard {:.1} M nodes/s, shakmaty {:.1} M nodes/s, ratio {:.3}",
            median(&mut our_rates) / 1e6,
            median(&mut their_rates) / 1e6,
            median(&mut ratios)
        );
    }
}
