//! The computer opponent: it finds mates, wins and captures that a player
//! would expect it to see, never plays an illegal move, is repeatable for a
//! seed, and the Double Ring solver agrees with plain brute force.

mod common;

use common::brute_force_wins;
use std::collections::HashMap;

use ringboard::ai::agent::Agent;
use ringboard::ai::{search, Budget, Evaluate, Level, Settings};
use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::games::double_take::DoubleTake;
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;
use ringboard::{Game, Outcome, Player, PointsEnd, Why};

fn position<G: Game>(variant: &G::Variant, text: &str) -> G {
    G::from_position(variant, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The move the given level plays, in notation.
fn best<G: Evaluate>(game: &G, level: u8) -> String {
    let settings = Level::new(level).unwrap().settings_in::<G>(1);
    let result = search(game, &settings, |_| {}).unwrap();
    game.format_move(result.best)
}

fn after<G: Game>(game: &G, notation: &str) -> G {
    let mut next = game.clone();
    next.play(next.parse_legal_move(notation).unwrap());
    next
}

#[test]
fn chess_mate_in_one_and_a_hanging_queen() {
    let mate = position::<Chess>(&Default::default(), "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    assert_eq!(best(&mate, 3), "a1a8");
    assert_eq!(
        best(&mate, 1),
        "a1a8",
        "even the beginner sees a mate in one"
    );
    let queen = position::<Chess>(&Default::default(), "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    assert_eq!(best(&queen, 3), "d2d5");
    assert_eq!(best(&queen, 2), "d2d5");
}

/// King and rook against king: 1 Kc7 (not 1 Kb6, stalemate) Ka7 2 Ra1#.
#[test]
fn chess_mate_in_two_avoiding_stalemate() {
    let game = position::<Chess>(&Default::default(), "k7/8/2K5/8/8/8/8/1R6 w - - 0 1");
    let first = best(&game, 3);
    assert_eq!(first, "c6c7");
    let next = after(&game, &first);
    for reply in next.legal_move_list() {
        let mut answered = next.clone();
        answered.play(reply);
        let mate = after(&answered, &best(&answered, 3));
        assert_eq!(
            mate.outcome(),
            Some(Outcome::win(Player::First, Why::Checkmate))
        );
    }
}

#[test]
fn one_ring_mate_and_the_ring_destroyed_when_that_wins() {
    let destroy = position::<OneRing>(&Default::default(), "1/1Q3/5/5/5/2r2/k4/5/5/K w b8 - 0 1");
    assert_eq!(best(&destroy, 3), "!b8");
    // A smothered mate: the knight on e1 checks the king on c0, walled in by its pawns.
    let mate = position::<OneRing>(&Default::default(), "k/5/5/5/5/5/3n1/5/1PPP1/K b waiting - 0 1");
    let mv = best(&mate, 3);
    assert_eq!(
        after(&mate, &mv).outcome().map(|o| o.why),
        Some(Why::Checkmate),
        "{mv}"
    );
}

#[test]
fn stone_chess_takes_a_hanging_queen_and_mates_on_the_back_rank() {
    let queen = position::<DoubleEighteenStone>(&Default::default(), "15k/16/16/16/7q8/16/16/7R8/K15 w - - - 0 1");
    assert_eq!(best(&queen, 3), "h2h5");
    let mate = position::<DoubleEighteenStone>(&Default::default(), "15k/16/16/16/16/16/r15/7PPP6/8K7 b - - - 0 1");
    assert_eq!(best(&mate, 3), "a3a1");
}

#[test]
fn double_take_wins_with_the_fourth_piece_and_prefers_a_double_capture() {
    let length8 = double_take_variant();
    let fourth = position::<DoubleTake>(
        &length8,
        ".r.r.r../......r./......../......../......../......../g.g...../........ r",
    );
    assert_eq!(best(&fourth, 3), "g7h8");
    assert_eq!(best(&fourth, 1), "g7h8");
    // c3d4 takes e4 and d5; g5h6 only g6.
    let captures = position::<DoubleTake>(
        &length8,
        "g......./......../...r.rg./...g..r./....gr../..r...../......../........ r",
    );
    assert_eq!(best(&captures, 3), "c3d4");
}

fn double_take_variant() -> <DoubleTake as Game>::Variant {
    DoubleTake::parse_variant(&ringboard::variant::Settings::parse("length=8", ',').unwrap())
        .unwrap()
}

#[test]
fn king_of_rings_takes_the_last_ring_that_wins_on_points() {
    let game = position::<KingOfRings>(
        &(),
        "n....../s....../......./...n(b).../......./......./N(b)...... b 0 0 -",
    );
    assert_eq!(best(&game, 3), "a7a6");
    assert_eq!(
        after(&game, "a7a6").outcome(),
        Some(Outcome::win(
            Player::Second,
            Why::Points {
                first: 3,
                second: 4,
                end: PointsEnd::NoRingLeft
            }
        ))
    );
}

const RULES: [Rule; 5] = [
    Rule::SkipTwo,
    Rule::SkipThree,
    Rule::SkipOdd,
    Rule::SkipEven,
    Rule::Knight,
];

#[test]
fn the_solver_agrees_with_brute_force_on_every_small_reachable_position() {
    let mut checked = 0;
    for rule in RULES {
        for size in [3, 4] {
            let variant = Variant::square(rule, size);
            let mut memo = HashMap::new();
            let mut seen = std::collections::HashSet::new();
            let mut stack = vec![DoubleRing::start(&variant)];
            while let Some(game) = stack.pop() {
                let board = game.position().split(' ').next().unwrap().to_string();
                if !seen.insert(board) {
                    continue;
                }
                let moves = game.legal_move_list();
                if moves.is_empty() {
                    continue;
                }
                let solved = game.solve(u64::MAX).unwrap();
                assert_eq!(
                    solved.wins,
                    brute_force_wins(&game, &mut memo),
                    "{rule:?} {}",
                    game.position()
                );
                if solved.wins {
                    let mut next = game.clone();
                    next.play(solved.best.unwrap());
                    assert!(
                        !brute_force_wins(&next, &mut memo),
                        "the winning move must win"
                    );
                }
                // Every winning move, and only those, as the Solve toggle shows them.
                let mut winning = game.winning_moves(u64::MAX).unwrap().moves;
                let mut expected: Vec<_> = moves
                    .iter()
                    .copied()
                    .filter(|&mv| {
                        !brute_force_wins(&after(&game, &game.format_move(mv)), &mut memo)
                    })
                    .collect();
                winning.sort_by_key(|&mv| game.format_move(mv));
                expected.sort_by_key(|&mv| game.format_move(mv));
                assert_eq!(winning, expected, "{rule:?} {}", game.position());
                checked += 1;
                for mv in moves {
                    let mut next = game.clone();
                    next.play(mv);
                    stack.push(next);
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} positions");
}

#[test]
fn the_solver_agrees_with_brute_force_on_random_positions_and_the_computer_plays_its_wins() {
    let mut seed = 99u64;
    let mut below = |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    let (mut wins, mut losses) = (0, 0);
    for round in 0..200 {
        let rule = RULES[round % RULES.len()];
        let size = 4 + (round % 3) as u8; // 4 x 4 to 6 x 6
        let rows: Vec<String> = (0..size)
            .map(|_| {
                (0..size)
                    .map(|_| match below(10) {
                        0..=3 => 'o',
                        4..=6 => '.',
                        _ => 'O',
                    })
                    .collect()
            })
            .collect();
        let text = format!("{} 1", rows.join("/"));
        let game = position::<DoubleRing>(&Variant::square(rule, size), &text);
        if game.legal_move_list().is_empty() {
            continue;
        }
        let solved = game.solve(u64::MAX).unwrap();
        assert_eq!(
            solved.wins,
            brute_force_wins(&game, &mut HashMap::new()),
            "{rule:?} {text}"
        );
        if solved.wins {
            wins += 1;
            // Level 3 plays a winning move whenever there is one.
            let reply = after(&game, &best(&game, 3));
            assert!(!reply.solve(u64::MAX).unwrap().wins, "{rule:?} {text}");
        } else {
            losses += 1;
        }
    }
    assert!(wins > 20 && losses > 20, "{wins} won, {losses} lost");
}

/// Plays random moves from the start, then asks a quick search for a move.
fn never_illegal<G: Evaluate>(variant: &G::Variant, positions: usize) {
    let settings = Settings {
        budget: Budget {
            max_depth: 3,
            nodes: Some(300),
            time: None,
        },
        noise: 0,
        quiescence_plies: 4,
        solver_nodes: 200,
        seed: 7,
        features: None,
    };
    let mut seed = 3u64;
    let mut game = G::start(variant);
    let mut checked = 0;
    while checked < positions {
        let moves = game.legal_move_list();
        if moves.is_empty() {
            game = G::start(variant);
            continue;
        }
        let result = search(&game, &settings, |_| {}).unwrap();
        assert!(moves.contains(&result.best), "{}", game.position());
        checked += 1;
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        game.play(moves[((seed >> 33) % moves.len() as u64) as usize]);
    }
}

#[test]
fn bestmove_is_always_legal() {
    never_illegal::<DoubleRing>(
        &Variant::square(Rule::SkipTwo, 7),
        1000,
    );
    never_illegal::<DoubleTake>(&double_take_variant(), 1000);
    never_illegal::<KingOfRings>(&Default::default(), 1000);
    never_illegal::<OneRing>(&Default::default(), 1000);
    never_illegal::<DoubleEighteenStone>(&Default::default(), 1000);
    never_illegal::<Chess>(&Default::default(), 1000);
}

#[test]
fn a_one_millisecond_budget_still_gives_a_legal_move() {
    let settings = Settings {
        budget: Budget {
            max_depth: 64,
            nodes: None,
            time: Some(web_time::Duration::from_millis(1)),
        },
        ..Level::new(5).unwrap().settings(1)
    };
    let game = DoubleEighteenStone::start(&Default::default());
    let result = search(
        &game,
        &Settings {
            solver_nodes: 0,
            ..settings
        },
        |_| {},
    )
    .unwrap();
    assert!(game.legal_move_list().contains(&result.best));
    let ring = DoubleRing::start(&Variant::default());
    let result = search(&ring, &settings, |_| {}).unwrap();
    assert!(ring.legal_move_list().contains(&result.best));
}

/// Plays a whole game between two agents and returns its moves.
fn game_between<G: Evaluate>(
    variant: &G::Variant,
    agents: [Agent; 2],
    seed: u64,
    plies: usize,
) -> Vec<String> {
    let mut game = G::start(variant);
    let mut moves = Vec::new();
    while game.outcome().is_none() && moves.len() < plies {
        let agent = agents[game.to_move().index()];
        let mv = agent.choose(&game, seed + moves.len() as u64);
        moves.push(game.format_move(mv));
        game.play(mv);
    }
    moves
}

#[test]
fn the_same_seed_gives_the_same_game_and_level_two_varies_its_play() {
    let level2 = Agent::parse("level2").unwrap();
    let random = Agent::parse("random").unwrap();
    let first = game_between::<Chess>(&Default::default(), [level2, random], 5, 40);
    assert_eq!(first, game_between::<Chess>(&Default::default(), [level2, random], 5, 40));
    let level2_pair = [level2, level2];
    let one = game_between::<DoubleTake>(&double_take_variant(), level2_pair, 1, 30);
    let other = game_between::<DoubleTake>(&double_take_variant(), level2_pair, 2, 30);
    assert_ne!(one, other);
    let settings = Level::new(3).unwrap().settings(11);
    let game = KingOfRings::start(&Default::default());
    let a = search(&game, &settings, |_| {}).unwrap();
    let b = search(&game, &settings, |_| {}).unwrap();
    assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
}

#[test]
fn agents_are_read_with_clear_errors() {
    assert_eq!(Agent::parse("level3:200ms").unwrap().name(), "level3:200ms");
    assert_eq!(
        Agent::parse("level5:20000n").unwrap().name(),
        "level5:20000n"
    );
    assert_eq!(
        Agent::parse("level5:50ms:-lmr:-null").unwrap().name(),
        "level5:50ms:-null:-lmr"
    );
    assert_eq!(
        Agent::parse("level5:-aspiration:+aspiration")
            .unwrap()
            .name(),
        "level5:+aspiration"
    );
    let why = "'level6' is not an agent: random, greedy, mcts or level1 to level5, with an optional budget such as level3:200ms or level3:20000n and search refinements off or on such as level5:-lmr (pvs, aspiration, null, lmr, check, rfp, futility, repetition, see, malus)";
    assert_eq!(
        Agent::parse("level6").unwrap_err().to_string(),
        format!("bad agent: {why}")
    );
    assert!(Agent::parse("level3:fast").is_err());
    assert!(Agent::parse("level3:-quickly").is_err());
    assert_eq!(Agent::parse("mcts").unwrap().name(), "mcts:10000n");
    assert_eq!(Agent::parse("mcts:150ms").unwrap().name(), "mcts:150ms");
}

#[test]
fn king_of_rings_ends_on_the_third_repetition() {
    // Two plain knights shuffle between empty squares; the position after
    // the fourth shuffle's end stands for the third time.
    let game = position::<KingOfRings>(
        &(),
        "n....../......./......./...s.../......./......./N...... w 0 0 -",
    );
    let shuffle = "a1a2 a7a6 a2a1 a6a7";
    let mut played = game.clone();
    for (index, mv) in format!("{shuffle} {shuffle}").split(' ').enumerate() {
        assert_eq!(played.outcome(), None, "before move {index}");
        played = after(&played, mv);
    }
    assert_eq!(
        played.outcome(),
        Some(Outcome::draw(Why::Points {
            first: 0,
            second: 0,
            end: PointsEnd::Repetition
        }))
    );
    assert!(played.legal_move_list().is_empty());
}

/// Solver timings (a benchmark, not a test of speed): the Skip Two starts
/// of 4 x 4 to 6 x 6, and 9 x 9 positions with 24 single rings left after
/// random play. `cargo test --release --test ai -- --ignored --nocapture`
#[test]
#[ignore = "a benchmark: prints the solver's times"]
fn solver_benchmark() {
    use web_time::Instant;
    // 6 x 6 takes minutes: RINGBOARD_SOLVE_6=1 adds it.
    let largest = if std::env::var_os("RINGBOARD_SOLVE_6").is_some() {
        6
    } else {
        5
    };
    for size in 4..=largest {
        let game = DoubleRing::start(&Variant::square(Rule::SkipTwo, size));
        let started = Instant::now();
        let solved = game.solve(u64::MAX).unwrap();
        println!(
            "{size}x{size} start: wins {} in {:.3} s, {} nodes",
            solved.wins,
            started.elapsed().as_secs_f64(),
            solved.nodes
        );
    }
    let mut longest = 0f64;
    let level2 = Agent::parse("level2").unwrap();
    let singles: usize = std::env::var("RINGBOARD_SINGLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(24);
    for round in 0..20 {
        // Level 2 plays both sides down to 24 single rings or fewer (RINGBOARD_SINGLES).
        let mut game = DoubleRing::start(&Variant::default());
        while game.position().matches('o').count() > singles && !game.legal_move_list().is_empty() {
            let mv = level2.choose(&game, round * 1000 + game.position().len() as u64);
            game.play(mv);
        }
        let started = Instant::now();
        let solved = game.solve(u64::MAX).unwrap();
        let seconds = started.elapsed().as_secs_f64();
        longest = longest.max(seconds);
        println!(
            "9x9 #{round}: {} singles, wins {} in {seconds:.3} s, {} nodes",
            game.position().matches('o').count(),
            solved.wins,
            solved.nodes
        );
    }
    println!("longest 9x9 solve with at most {singles} singles: {longest:.3} s");
}

/// Each refinement of the search alone, all of them, and none: the same
/// mates at the same distance, where a reduced or pruned search could miss
/// a quiet first move (reductions find it an iteration or two later, so
/// the search may deepen to 12 plies).
#[test]
fn the_search_refinements_find_the_same_mates() {
    use ringboard::ai::Features;
    let mut variations = vec![Features::NONE, Features::ALL];
    for name in Features::NAMES {
        let mut alone = Features::NONE;
        assert!(alone.set(name, true));
        assert!(alone.is_on(name));
        variations.push(alone);
    }
    // Mates in one, two and three (Stockfish 15.1 agrees on each distance),
    // the longer ones beginning with a quiet king move.
    let mates = [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1),
        ("k7/8/2K5/8/8/8/8/1R6 w - - 0 1", 3),
        ("3k4/8/8/3K4/8/8/8/7Q w - - 0 1", 5),
    ];
    let mut missed = Vec::new();
    for (text, plies_to_mate) in mates {
        let game = position::<Chess>(&Default::default(), text);
        for features in &variations {
            let settings = Settings {
                budget: Budget {
                    max_depth: 12,
                    nodes: Some(2_000_000),
                    time: None,
                },
                features: Some(*features),
                ..Level::new(5).unwrap().settings(1)
            };
            let result = search(&game, &settings, |_| {}).unwrap();
            if result.score != ringboard::ai::WIN - plies_to_mate {
                missed.push(format!(
                    "{text} with {features:?}: {} {:?}",
                    result.score, result.pv
                ));
            }
        }
    }
    assert!(missed.is_empty(), "{}", missed.join("\n"));
}

/// Reverse futility and futility pruning let the same budget see deeper:
/// in an Italian opening, a million positions reach at least two plies
/// further with them than without, and the search still finds the same
/// mates (above).
#[test]
fn futility_pruning_deepens_the_search() {
    let game = position::<Chess>(
        &Default::default(),
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    );
    let depth_with = |pruning: bool| {
        let mut features = Chess::REFINEMENTS;
        features.reverse_futility = pruning;
        features.futility = pruning;
        let settings = Settings {
            budget: Budget {
                max_depth: 64,
                nodes: Some(1_000_000),
                time: None,
            },
            features: Some(features),
            ..Level::new(5).unwrap().settings(1)
        };
        search(&game, &settings, |_| {}).unwrap().depth
    };
    let (with, without) = (depth_with(true), depth_with(false));
    assert!(
        with >= without + 2,
        "depth {with} with pruning, {without} without"
    );
}

/// A perpetual check: White, a rook down for a pawn, checks from e8 and
/// h5 for ever (Stockfish 15.1 scores it 0.00 with this line). With
/// repetition the search sees the draw four plies deep; without it, only
/// the third occurrence ends the line, eight plies deep, past a 6-ply search.
#[test]
fn repetition_finds_a_perpetual_check() {
    let game = position::<Chess>(&Default::default(), "6k1/6p1/8/7Q/1r6/q7/6PP/7K w - - 0 1");
    let search_with = |repetition: bool| {
        let mut features = Chess::REFINEMENTS;
        features.repetition = repetition;
        let settings = Settings {
            budget: Budget::depth(6),
            features: Some(features),
            ..Level::new(5).unwrap().settings(1)
        };
        let result = search(&game, &settings, |_| {}).unwrap();
        (game.format_move(result.best), result.score)
    };
    assert_eq!(search_with(true), ("h5e8".to_string(), 0));
    let (_, score) = search_with(false);
    // White is a rook down for a pawn: worse by over three pawns.
    assert!(
        score < -300,
        "without repetition the perpetual is unseen: {score}"
    );
}

/// The chess games' null move passes the turn, and is refused in check and
/// with pawns alone beside the king, where zugzwang is common.
#[test]
fn the_chess_null_move_passes_except_in_check_or_with_pawns_alone() {
    let start = Chess::start(&Default::default());
    let passed = start.null_move().expect("a pass from the start");
    assert_eq!(
        passed.position(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
    );
    let after_double_step = after(&start, "e2e4");
    assert_eq!(
        after_double_step.null_move().unwrap().position(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 1"
    );
    let in_check = position::<Chess>(&Default::default(), "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    assert!(in_check.in_check());
    assert!(in_check.null_move().is_none());
    let pawns_alone = position::<Chess>(&Default::default(), "4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1");
    assert!(!pawns_alone.in_check());
    assert!(pawns_alone.null_move().is_none());
    assert!(DoubleRing::start(&Variant::square(Rule::SkipTwo, 9))
    .null_move()
    .is_none());
}

/// `levels_of` the game an id names, as the page asks its session.
fn levels_named(game: &str) -> Result<[ringboard::ai::level::LevelInfo; 5], ringboard::Error> {
    struct Levels;
    impl ringboard::games::GameVisitor for Levels {
        type Output = [ringboard::ai::level::LevelInfo; 5];
        fn visit<G: Evaluate + 'static>(self) -> Self::Output {
            ringboard::ai::levels_of::<G>()
        }
    }
    ringboard::games::visit(game, Levels)
}

#[test]
fn each_games_levels_carry_their_ladder_rating() {
    use ringboard::ai::ladder;
    for game in ringboard::games::GAMES {
        let levels = levels_named(game.id).unwrap();
        let ratings = ladder::ratings(game.id);
        for (info, rating) in levels.iter().zip(ratings) {
            assert_eq!(info.rating, rating);
            assert!(
                rating.is_none_or(|r| r % 50 == 0),
                "{}: {rating:?}",
                game.id
            );
        }
        assert!(
            ratings.iter().flatten().count() >= 3,
            "{}: {ratings:?}",
            game.id
        );
    }
    assert_eq!(
        levels_named("no-such-game").unwrap_err().to_string(),
        "unknown game 'no-such-game' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)"
    );
}

/// The New game panel's line for each level of a game, in English.
fn level_descriptions(game: &str) -> [String; 5] {
    levels_named(game)
        .unwrap()
        .map(|info| info.description.to_string())
}

#[test]
fn levels_1_and_2_look_as_far_ahead_as_their_game_needs_and_say_so() {
    let said = level_descriptions;
    let chess = said("chess");
    assert_eq!(
        chess[..2],
        [
            "Beginner: looks one move ahead, and at the captures that follow, and often misjudges it",
            "Casual: looks two moves ahead, with captures seen through, and varies its play",
        ]
    );
    assert_eq!(
        said("double-ring")[..2],
        [
            "Beginner: looks 3 moves ahead, its own and the replies, and often misjudges them",
            "Casual: looks 3 moves ahead, and varies its play",
        ]
    );
    assert_eq!(
        said("king-of-rings")[..2],
        [
            "Beginner: looks 2 moves ahead, its own and the replies, and often misjudges them",
            "Casual: looks 3 moves ahead, and varies its play",
        ]
    );
    assert_eq!(said("double-ring")[2..], chess[2..]);

    let look = |settings: Settings| {
        (
            settings.budget.max_depth,
            settings.noise,
            settings.budget.nodes,
        )
    };
    let level = |number| Level::new(number).unwrap();
    assert_eq!(
        look(level(1).settings_in::<DoubleRing>(7)),
        (3, 150, Some(2_000))
    );
    assert_eq!(
        look(level(2).settings_in::<DoubleRing>(7)),
        (3, 10, Some(20_000))
    );
    assert_eq!(look(level(1).settings_in::<KingOfRings>(7)), (2, 150, None));
    assert_eq!(look(level(2).settings_in::<KingOfRings>(7)), (3, 50, None));
    assert_eq!(look(level(1).settings_in::<Chess>(7)), (1, 150, None));
    assert_eq!(look(level(2).settings_in::<Chess>(7)), (2, 50, None));
    // Levels 3 to 5 are the same in these games.
    for number in 3..=5 {
        let common = level(number).settings(7);
        assert_eq!(
            look(level(number).settings_in::<DoubleRing>(7)),
            look(common.clone())
        );
        assert_eq!(
            look(level(number).settings_in::<KingOfRings>(7)),
            look(common)
        );
    }
}

#[test]
fn levels_3_to_5_search_as_many_positions_as_their_game_sets_and_say_so() {
    let said = level_descriptions;
    let budget = |settings: Settings| (settings.budget.nodes, settings.budget.time);
    let level = |number| Level::new(number).unwrap();
    let ms = |ms| Some(std::time::Duration::from_millis(ms));
    assert_eq!(budget(level(5).settings_in::<Chess>(7)), (Some(1_000_000), ms(2_800)));
    assert_eq!(budget(level(5).settings_in::<OneRing>(7)), (Some(3_000_000), ms(2_800)));
    assert_eq!(budget(level(5).settings_in::<DoubleTake>(7)), (Some(1_000_000), ms(2_800)));
    assert_eq!(budget(level(4).settings_in::<OneRing>(7)), (Some(250_000), ms(1_900)));
    // Its line says so in every game, and levels 3 and 4 keep theirs.
    assert_eq!(
        said("one-ring")[2..],
        [
            "Club: searches about 60,000 positions a move (well under a second)",
            "Strong: searches about 250,000 positions a move",
            "Strongest: searches as far as it can in up to 3 seconds a move",
        ]
    );
    // Double Take spreads levels 3 and 4 below the usual budgets, and says so.
    assert_eq!(budget(level(3).settings_in::<DoubleTake>(7)), (Some(10_000), ms(900)));
    assert_eq!(budget(level(4).settings_in::<DoubleTake>(7)), (Some(60_000), ms(1_900)));
    assert_eq!(budget(level(3).settings_in::<Chess>(7)), (Some(60_000), ms(900)));
    assert_eq!(
        said("double-take")[2..],
        [
            "Club: searches about 10000 positions a move (well under a second)",
            "Strong: searches about 60000 positions a move",
            "Strongest: searches as far as it can in up to 3 seconds a move",
        ]
    );
    let double_take = levels_named("double-take").unwrap();
    assert_eq!(double_take[2].description.id(), "game-level-description-3-positions");
    assert_eq!(double_take[3].description.args(), [("positions", ringboard::message::Arg::Number(60_000))]);
    assert_eq!(levels_named("chess").unwrap()[3].description.id(), "game-level-description-4");
}
