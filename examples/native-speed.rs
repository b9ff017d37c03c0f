//! Each game's perft and search speed natively, measured as
//! `scripts/bench-wasm.mjs` and `scripts/bench-search-wasm.mjs` measure the
//! wasm: the same positions, depths, levels and seeds, nodes per second of
//! processor time, so that the two compare (`scripts/bench-wasm-native.sh`
//! runs them in turn and prints the ratios).
//!
//! cargo run --profile wasm-release --example native-speed   # the wasm's own cargo profile
//! cargo run --release --example native-speed                # the CLI's
//!
//! Perft from each game's start at the depths of bench-wasm.mjs; the search
//! at level 5 from the start, seeds 1 to 3, its nodes over its time; each
//! after one run unmeasured, as the wasm benches do.

use std::time::Instant;

use ringboard::ai::{search, Evaluate, Level};
use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::DoubleRing;
use ringboard::games::double_take::DoubleTake;
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;

/// This thread's time on a processor in seconds, where Linux tells it; the
/// clock's time elsewhere.
fn seconds_of(work: impl FnOnce() -> u64) -> (u64, f64) {
    fn cpu() -> Option<f64> {
        let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        Some(stat.split_whitespace().next()?.parse::<u64>().ok()? as f64 / 1e9)
    }
    let (clock, before) = (Instant::now(), cpu());
    let nodes = work();
    let seconds = match (before, cpu()) {
        (Some(before), Some(after)) => after - before,
        _ => clock.elapsed().as_secs_f64(),
    };
    (nodes, seconds.max(1e-9))
}

fn measure<G: Evaluate>(depth: usize) {
    let start = G::start(&G::Variant::default());
    start.perft(depth);
    let (nodes, seconds) = seconds_of(|| start.perft(depth));
    println!(
        "{:<22} perft({depth}) {:>8.3} M nodes/s ({nodes} nodes in {:.0} ms)",
        G::INFO.id,
        nodes as f64 / seconds / 1e6,
        seconds * 1000.0
    );
    let level = Level::new(5).expect("level 5");
    search(&start, &level.settings(4), |_| {});
    let (mut nodes, mut seconds) = (0, 0.0);
    for seed in 1..=3 {
        let (searched, spent) = seconds_of(|| {
            search(&start, &level.settings(seed), |_| {})
                .expect("a legal move")
                .nodes
        });
        nodes += searched;
        seconds += spent;
    }
    println!(
        "{:<22} search   {:>8.3} M nodes/s ({nodes} nodes in {:.0} ms)",
        G::INFO.id,
        nodes as f64 / seconds / 1e6,
        seconds * 1000.0
    );
}

fn main() {
    measure::<DoubleRing>(3);
    measure::<DoubleTake>(6);
    measure::<KingOfRings>(5);
    measure::<OneRing>(6);
    measure::<DoubleEighteenStone>(4);
    measure::<Chess>(6);
}
