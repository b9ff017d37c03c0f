//! The `ringboard` binary: output, exit codes and error lines.

use std::process::Command;

fn ringboard(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_ringboard"))
        .args(args)
        .output()
        .expect("runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn games_lists_ids_and_options() {
    let (code, out, _) = ringboard(&["games"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "double-ring\tDouble Ring\trule=skip1|skip2|skip3|skip4|skip5|skip6|odd|even|knight (default skip2), width=3..19 (default 9), height=3..19 (default 9), pie=0|1 (default 0)\n\
         double-take\tDouble Take\tlength=8|10 (default 8), pie=0|1 (default 0)\n\
         king-of-rings\tThe King of Rings\tpie=0|1 (default 0)\n\
         one-ring\tThe One Ring\tkings=free|facing (default free), pie=0|1 (default 0)\n\
         double-eighteen-stone\tDoubleEIGHTEEN-STONEchess\tpie=0|1 (default 0)\n\
         chess\tChess\tpie=0|1 (default 0)\n"
    );
}

#[test]
fn moves_are_listed_sorted() {
    let (code, out, _) = ringboard(&["moves", "double-ring", "--variant", "size=4"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 16);
    assert_eq!(&lines[..3], ["a1a4", "a1d1", "a2d2"]);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
}

#[test]
fn perft_ends_with_the_count() {
    let (code, out, _) = ringboard(&["perft", "double-ring", "2"]);
    assert_eq!((code, out.as_str()), (0, "44112\n"));
    let (code, out, _) = ringboard(&["perft", "double-ring", "2", "--divide", "--moves", "e5e8"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("39274"));
    assert!(out.lines().next().unwrap().starts_with("a1a4: "));
}

#[test]
fn play_prints_the_position_and_outcome() {
    let (code, out, _) = ringboard(&[
        "play",
        "double-ring",
        "--variant",
        "size=4",
        "--position",
        "..../..../..../oooo 1",
        "--moves",
        "a1d1",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "..../..../..../.ooO 2\nPlayer 1 wins: Player 2 has no move\n"
    );
    let (_, out, _) = ringboard(&["play", "double-ring", "--variant", "rule=knight,size=5"]);
    assert_eq!(out, "ooooo/ooooo/ooooo/ooooo/ooooo 1\nPlayer 1 to move\n");
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    let cases: [(&[&str], &str); 14] = [
        (&["moves", "go"], "ringboard: unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)\n"),
        (&["moves", "chess", "--position", "8/8 w - -"], "ringboard: bad position: expected 8 ranks separated by '/', found 2\n"),
        (&["play", "chess", "--moves", "e2e5"], "ringboard: illegal move 'e2e5' for White\n"),
        (&["play", "one-ring", "--moves", "b2b4 a6a5 c2c3 a5b4 b4b5"], "ringboard: illegal move 'b4b5' for White\n"),
        (&["moves", "double-take", "--variant", "length=9"], "ringboard: bad value '9' for option 'length': expected 8|10\n"),
        (&["play", "double-take", "--moves", "c3d4 c3d4"], "ringboard: illegal move 'c3d4' for Green\n"),
        (&["moves", "king-of-rings", "--variant", "size=9"], "ringboard: unknown option 'size' for king-of-rings (options: pie)\n"),
        (&["moves", "king-of-rings", "--moves", "@z9"], "ringboard: bad move '@z9': z9 is off the 7x7 board\n"),
        (&["play", "king-of-rings", "--moves", "resign a1a2"], "ringboard: move 'a1a2' comes after the end of the game (Black wins: White resigned)\n"),
        (&["moves", "double-ring", "--variant", "rule=skip9"], "ringboard: bad value 'skip9' for option 'rule': expected skip1|skip2|skip3|skip4|skip5|skip6|odd|even|knight\n"),
        (&["moves", "double-ring", "--variant", "speed=fast"], "ringboard: unknown option 'speed' for double-ring (options: rule, width, height, pie, size)\n"),
        (&["moves", "double-ring", "--position", "ooo/ooo"], "ringboard: bad position: expected the ranks, a space and the player to move (1 or 2)\n"),
        (&["play", "double-ring", "--moves", "e5e8 e5e8"], "ringboard: illegal move 'e5e8' for Player 2\n"),
        (&["perft", "double-ring", "1", "--moves", "zz"], "ringboard: bad move 'zz': expected two squares such as e5e8\n"),
    ];
    for (args, expected) in cases {
        let (code, out, err) = ringboard(args);
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (2, "", expected),
            "{args:?}"
        );
    }
    let (code, _, err) = ringboard(&["perft", "double-ring", "many"]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid value 'many'"), "{err}");
}

#[test]
fn double_take_lists_pass_when_the_side_to_move_is_blocked() {
    let (code, out, _) = ringboard(&["perft", "double-take", "1"]);
    assert_eq!((code, out.as_str()), (0, "15\n"));
    let blocked = ".r.r.r../......../g.g.g.g./......../......../......../......../........ r";
    let (code, out, _) = ringboard(&["moves", "double-take", "--position", blocked]);
    assert_eq!((code, out.as_str()), (0, "pass\n"));
    let (code, out, _) = ringboard(&[
        "play",
        "double-take",
        "--position",
        blocked,
        "--moves",
        "pass a6b5",
    ]);
    assert_eq!((code, out.as_str()), (0, ".r.r.r../......../..g.g.g./.g....../......../......../......../........ r\nRed to move\n"));
}

#[test]
fn king_of_rings_perft_drops_and_resignation() {
    let (code, out, _) = ringboard(&["perft", "king-of-rings", "2"]);
    assert_eq!((code, out.as_str()), (0, "784\n"));
    let position = "......n/......./......./...B.../......./......./N...... w 1 0 -";
    let (code, out, _) = ringboard(&["moves", "king-of-rings", "--position", position]);
    assert_eq!((code, out.as_str()), (0, "@d4\na1a2\na1b1\na1b2\n"));
    let (code, out, _) = ringboard(&[
        "play",
        "king-of-rings",
        "--position",
        position,
        "--moves",
        "@d4 resign",
    ]);
    assert_eq!((code, out.as_str()), (0, "......n/......./......./...N(B).../......./......./N...... b 0 0 last\nWhite wins: Black resigned\n"));
}

#[test]
fn chess_perft_from_a_fen_and_the_one_ring_choice() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let (code, out, _) = ringboard(&["perft", "chess", "3", "--position", kiwipete]);
    assert_eq!((code, out.as_str()), (0, "97862\n"));
    let (code, out, _) = ringboard(&["moves", "one-ring", "--moves", "b2b4 a6a5 c2c3 a5b4"]);
    assert_eq!((code, out.as_str()), (0, "@a3\n@c3\n@d2\n@e3\n"));
    let (code, out, _) = ringboard(&[
        "play",
        "one-ring",
        "--moves",
        "b2b4 a6a5 c2c3 a5b4 @c3 c3b4",
    ]);
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "k/rqbbr/npppn/4p/5/1P3/P3P/N2PN/RQBBR/K b b4 - 0 3\nBlack to move\n"
        )
    );
}

#[test]
fn stone_chess_moves_perft_and_a_refused_undo() {
    let (code, out, _) = ringboard(&["perft", "double-eighteen-stone", "2"]);
    assert_eq!((code, out.as_str()), (0, "2478\n"));
    let (code, out, _) = ringboard(&["moves", "double-eighteen-stone", "--moves", "c5e5"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|line| line == "f5c5"));
    assert!(!out.lines().any(|line| line == "e5c5"));
    let (code, _, err) = ringboard(&["play", "double-eighteen-stone", "--moves", "c5e5 e5c5"]);
    assert_eq!(
        (code, err.as_str()),
        (2, "ringboard: illegal move 'e5c5' for Black\n")
    );
}

#[test]
fn bestmove_prints_info_lines_then_the_move() {
    let (code, out, _) = ringboard(&[
        "bestmove",
        "chess",
        "--position",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"a1a8"));
    assert!(lines[0].starts_with("info depth 1 score "), "{}", lines[0]);
    assert!(
        lines[0].contains(" nodes ") && lines[0].contains(" nps ") && lines[0].contains(" pv ")
    );
    let (code, out, _) = ringboard(&[
        "bestmove",
        "double-ring",
        "--variant",
        "size=5",
        "--level",
        "5",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("info solved: the player to move wins"),
        "{out}"
    );
}

#[test]
fn solve_says_who_wins_and_how() {
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=5"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        &lines[..2],
        ["Player 1 (to move) wins", "winning move: c1c4"]
    );
    assert!(lines[2].ends_with(" MB") && lines[2].contains(" nodes in "), "{out}");
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=4"]);
    assert_eq!(
        (code, out.lines().next()),
        (0, Some("Player 1 (to move) loses"))
    );
    // A lost position with every move asked for: none, said in words.
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=5,rule=skip3", "--all-moves"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        (code, &lines[..2]),
        (0, &["Player 1 (to move) loses", "winning moves: none (every move loses)"][..])
    );
}

#[test]
fn book_makes_an_opening_book_and_solve_answers_from_it() {
    let file = std::env::temp_dir().join(format!("ringboard-book-{}.bin", std::process::id()));
    let path = file.to_str().unwrap();
    let (code, out, _) = ringboard(&["book", "--variant", "size=5,rule=skip3", "--plies", "4", "--out", path]);
    assert_eq!(code, 0);
    assert!(out.starts_with("169 positions of the first 4 plies (94 won for the player to move), 1195 bytes, in "), "{out}");
    // The same bytes as the site's book.
    let shipped = format!("{}/www/data/books/double-ring-5-skip3.bin", env!("CARGO_MANIFEST_DIR"));
    assert_eq!(std::fs::read(&file).unwrap(), std::fs::read(shipped).unwrap());
    let book = format!("{}/www/data/books/double-ring-5-skip2.bin", env!("CARGO_MANIFEST_DIR"));
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=5", "--book", &book, "--all-moves", "--nodes", "1"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "Player 1 (to move) wins\nwinning moves (4): c1c4 a3d3 e3b3 c5c2\nfrom the opening book: no search\n")
    );
    std::fs::write(&file, b"RBK1").unwrap();
    let (code, _, err) = ringboard(&["solve", "double-ring", "--variant", "size=5", "--book", path]);
    assert_eq!(
        (code, err.as_str()),
        (2, "ringboard: bad opening book: it does not begin as a Double Ring opening book (RBK1)\n")
    );
    let (code, _, err) = ringboard(&["book", "--variant", "size=9", "--out", path]);
    assert_eq!((code, err.as_str()), (2, "ringboard: bad variant: books are of square boards up to 7 x 7\n"));
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn solve_all_moves_lists_every_winning_move_and_even_boards_fall_to_the_mirror() {
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=5", "--all-moves", "--memory-mb", "16"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[..2], ["Player 1 (to move) wins", "winning moves (4): c1c4 a3d3 e3b3 c5c2"]);
    // Any even board, at once: the start is lost, and one move on the
    // mirror reply wins.
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=12,rule=odd", "--nodes", "1"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        &lines[..2],
        ["Player 1 (to move) loses", "by the mirror: the other player answers every move with its image through the centre"]
    );
    let (code, out, _) = ringboard(&["solve", "double-ring", "--variant", "size=12,rule=odd", "--moves", "a1a3", "--nodes", "1"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().take(3).collect::<Vec<_>>(),
        [
            "Player 2 (to move) wins",
            "winning move: l12l10",
            "by the mirror: l12l10 makes the position symmetric through the centre; then answer every move with its mirror image"
        ]
    );
    // Bad input: one line, exit code 2.
    let (code, _, err) = ringboard(&["solve", "double-ring", "--memory-mb", "0"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn arena_plays_games_and_prints_a_table() {
    let (code, out, _) = ringboard(&[
        "arena",
        "double-take",
        "--first",
        "greedy",
        "--second",
        "random",
        "--games",
        "2",
        "--swap-sides",
        "--seed",
        "4",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("game 1: greedy (first) v random (second): "),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("game 2: random (first) v greedy (second): "),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines[3],
        "agent                wins   draws      score (95%)    think avg    think max"
    );
    assert!(lines[4].starts_with("greedy ") && lines[5].starts_with("random "));
}

#[test]
fn arena_without_the_clock_keeps_the_levels_names() {
    let args = [
        "arena", "chess", "--first", "level3", "--second", "level4", "--games", "1",
        "--max-plies", "6", "--no-clock", "--seed", "5",
    ];
    let (code, out, _) = ringboard(&args);
    assert_eq!(code, 0);
    assert!(out.starts_with("game 1: level3 (first) v level4 (second): draw: still going after 6 plies, 6 plies\n"), "{out}");
}

#[test]
fn fit_elo_reads_arena_outputs_and_anchors_random_at_zero() {
    let dir = std::env::temp_dir().join(format!("ringboard-fit-elo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // An arena's own output, played here: every game it prints is read.
    let (code, arena, _) = ringboard(&[
        "arena",
        "double-take",
        "--first",
        "greedy",
        "--second",
        "random",
        "--games",
        "4",
        "--swap-sides",
        "--seed",
        "4",
    ]);
    assert_eq!(code, 0);
    let played = dir.join("played.txt");
    std::fs::write(&played, &arena).unwrap();
    // And one cut short, by hand: level1 scores 3 of 4 against greedy.
    let cut = dir.join("cut.txt");
    std::fs::write(
        &cut,
        "game 1: level1 (first) v greedy (second): level1 wins (Red wins), 40 plies\n\
         game 2: greedy (first) v level1 (second): level1 wins (Green wins), 41 plies\n\
         game 3: level1 (first) v greedy (second): greedy wins (Green wins), 42 plies\n\
         game 4: greedy (first) v level1 (second): level1 wins (Green wins), 43 plies\n",
    )
    .unwrap();
    let files = [played.to_str().unwrap(), cut.to_str().unwrap()];
    let (code, out, err) = ringboard(&[&["fit-elo", "--prior", "0"][..], &files[..]].concat());
    if arena.contains("random wins") {
        assert_eq!(code, 0, "{err}");
    } else {
        // greedy won every game: without virtual draws, no finite rating.
        assert_eq!(code, 2);
        assert!(err.contains("won or lost every game"), "{err}");
    }
    let (code, out_prior, err) = ringboard(&[&["fit-elo"][..], &files[..]].concat());
    assert_eq!(code, 0, "{err}");
    let out = if out.is_empty() {
        out_prior.clone()
    } else {
        out
    };
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("8 games, 2 pairings; random = 0"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "player                elo    95%  games   score");
    let random = lines.iter().find(|l| l.starts_with("random ")).unwrap();
    assert!(random.contains("      0     ±0      4"), "{random}");
    // level1 stands above greedy: 75% with no prior is 191 Elo.
    let (code, json, _) = ringboard(
        &[
            &["fit-elo", "--json", "--anchor", "greedy", "--prior", "0"][..],
            &[files[1]][..],
        ]
        .concat(),
    );
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let level1 = value["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "level1")
        .unwrap();
    assert_eq!(level1["elo"], 190.8);
    assert_eq!(level1["games"], 4);
    let (code, _, err) = ringboard(&["fit-elo", "--anchor", "level5", files[0]]);
    assert_eq!(
        (code, err.as_str()),
        (2, "ringboard: bad results: 'level5' played no game\n")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn computer_commands_refuse_bad_input_in_one_line() {
    for (args, message) in [
        (&["arena", "chess", "--first", "level9", "--second", "random"][..], "ringboard: bad agent: 'level9' is not an agent: random, greedy, mcts or level1 to level5, with an optional budget such as level3:200ms or level3:20000n and search refinements off or on such as level5:-lmr (pvs, aspiration, null, lmr, check, rfp, futility, repetition, see, malus)\n"),
        (&["solve", "chess"][..], "ringboard: bad game: chess has no solver (only double-ring has)\n"),
        (&["bestmove", "chess", "--moves", "f2f3 e7e5 g2g4 d8h4"][..], "ringboard: bad position: the game is over (Black wins: checkmate)\n"),
        (&["bestmove", "chess", "--moves", "e2e5"][..], "ringboard: illegal move 'e2e5' for White\n"),
    ] {
        let (code, out, err) = ringboard(args);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", message), "{args:?}");
    }
    let (code, _, err) = ringboard(&["bestmove", "chess", "--level", "6"]);
    assert_eq!(code, 2);
    assert!(err.contains("6 is not in 1..=5"), "{err}");
}

#[test]
fn records_are_written_and_read() {
    let (code, out, _) = ringboard(&["record", "king-of-rings", "--moves", "d2d3 d6d5 resign"]);
    assert_eq!(code, 0);
    let body = out.split_once("\n\n").expect("tags, a blank line, moves").1;
    assert_eq!(body, "1. d2d3 d6d5 0-1\n");
    assert!(
        out.contains("[Game \"king-of-rings\"]\n")
            && out.contains("[Termination \"White resigned\"]\n")
    );
    assert!(out
        .lines()
        .any(|line| line.starts_with("[Date \"20") && line.len() == "[Date \"2026.11.22\"]".len()));

    let file = std::env::temp_dir().join(format!("ringboard-cli-{}.pgn", std::process::id()));
    std::fs::write(&file, "[Event \"x\"]\n1. e4 e5 2. Nf3 *\n").unwrap();
    let path = file.to_str().unwrap();
    let (code, out, _) = ringboard(&["play", "chess", "--record", path, "--moves", "b8c6"]);
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\nWhite to move\n"
        )
    );
    let (code, _, err) = ringboard(&["moves", "one-ring", "--record", path]);
    // One Ring reads the same SAN, until the f-file it does not have.
    assert_eq!(
        (code, err.as_str()),
        (
            2,
            "ringboard: bad record, line 2: illegal move 'Nf3' for White\n"
        )
    );
    std::fs::write(&file, "1. e4 e5\n2. Ke2 Ke7 3. Ke4\n").unwrap();
    let (code, _, err) = ringboard(&["play", "chess", "--record", path]);
    assert_eq!(
        (code, err.as_str()),
        (
            2,
            "ringboard: bad record, line 2: illegal move 'Ke4' for White\n"
        )
    );
    std::fs::remove_file(&file).unwrap();
    let (code, _, err) = ringboard(&["play", "chess", "--record", "/no/such/record.pgn"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("ringboard: bad record: cannot read /no/such/record.pgn: "),
        "{err}"
    );
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader); // like `ringboard moves chess | head -0`: nobody reads
    let output = Command::new(env!("CARGO_BIN_EXE_ringboard"))
        .args(["moves", "chess"])
        .stdout(writer)
        .output()
        .expect("runs");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn review_prints_the_record_with_marks_and_evaluations() {
    let (code, out, err) = ringboard(&[
        "review",
        "chess",
        "--moves",
        "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("[Event \"Casual game\"]\n"), "{out}");
    assert!(out.contains("[Result \"1-0\"]\n[Game \"chess\"]\n[Termination \"checkmate\"]\n\n1. e4 {[%eval "));
    assert!(
        out.replace('\n', " ").ends_with(" 3... Nf6?? {[%eval #1]} 4. Qxf7# 1-0 "),
        "{out}"
    );
    // The solver proves 5x5 Double Ring at level 5: a1a4 throws the win away.
    let (code, out, _) = ringboard(&[
        "review",
        "double-ring",
        "--variant",
        "size=5",
        "--moves",
        "a1a4 e5b5",
        "--level",
        "5",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.ends_with("\n\n1. a1a4?? {[%eval -1000.00]} 1... e5b5 {[%eval -1000.00]} *\n"),
        "{out}"
    );
    // A record in, the reviewed record out.
    let file = std::env::temp_dir().join(format!("ringboard-review-{}.pgn", std::process::id()));
    std::fs::write(&file, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?! {a comment} 4. Qxf7# 1-0\n").unwrap();
    let (code, from_record, _) = ringboard(&["review", "chess", "--record", file.to_str().unwrap()]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(code, 0);
    assert!(from_record.replace('\n', " ").ends_with(" 3... Nf6?? {[%eval #1]} 4. Qxf7# 1-0 "));
}

#[test]
fn review_and_fit_refuse_bad_input_in_one_line() {
    for (args, message) in [
        (&["review", "chess", "--moves", "e2e5"][..], "ringboard: illegal move 'e2e5' for White\n"),
        (&["review", "go"][..], "ringboard: unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)\n"),
        (&["review", "double-ring", "--variant", "size=2"][..], "ringboard: bad value '2' for option 'size': expected 3..19\n"),
        (&["fit-win-chance", "chess", "--games", "0"][..], "ringboard: bad games: self-play gave no position with a score to fit\n"),
        (&["fit-win-chance", "go"][..], "ringboard: unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)\n"),
    ] {
        let (code, out, err) = ringboard(args);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", message), "{args:?}");
    }
    let (code, _, err) = ringboard(&["review", "chess", "--level", "6"]);
    assert_eq!(code, 2);
    assert!(err.contains("6 is not in 1..=5"), "{err}");
    let (code, _, err) = ringboard(&["review", "chess", "--record", "/no/such/record.pgn"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("ringboard: bad record: cannot read /no/such/record.pgn: "),
        "{err}"
    );
}

#[test]
fn fit_win_chance_prints_the_slope_and_the_log_likelihood() {
    let (code, out, err) = ringboard(&["fit-win-chance", "double-take", "--games", "2"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("double-take (length=8): 2 games at level 2, "), "{out}");
    assert!(lines[1].starts_with("k 0.") && lines[1].contains(" log-likelihood -"), "{out}");
    assert!(lines[2].starts_with("committed k 0.0"), "{out}");
}

#[test]
fn puzzles_reprove_gives_back_the_published_puzzles_and_names_one_that_no_longer_proves() {
    let published = concat!(env!("CARGO_MANIFEST_DIR"), "/www/data/puzzles/one-ring.json");
    let (code, out, err) = ringboard(&["puzzles", "one-ring", "--reprove", published]);
    assert_eq!(code, 0, "{err}");
    let count = serde_json::from_str::<Vec<serde_json::Value>>(&out).unwrap().len();
    assert_eq!(err, format!("{count} puzzles proven again, 0 changed\n"));
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap(),
        serde_json::from_str::<serde_json::Value>(&std::fs::read_to_string(published).unwrap()).unwrap()
    );

    // A puzzle whose position does not read: it no longer proves, and the error names it.
    let dir = std::env::temp_dir().join(format!("ringboard-reprove-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.json");
    let mut puzzles: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(published).unwrap()).unwrap();
    puzzles.truncate(1);
    puzzles[0]["link"] = serde_json::json!("one-ring?position=nonsense");
    std::fs::write(&broken, serde_json::to_string(&puzzles).unwrap()).unwrap();
    let (code, out, err) = ringboard(&["puzzles", "one-ring", "--reprove", broken.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    let id = puzzles[0]["id"].as_str().unwrap();
    assert!(
        err.starts_with(&format!("ringboard: bad reprove: {}: these no longer prove: {id}: ", broken.display())),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The moves of a record that `ringboard review` printed, on one line.
fn reviewed_moves(out: &str) -> String {
    out.split_once("\n\n").expect("tags, then the moves").1.replace('\n', " ")
}

#[test]
fn the_command_line_review_at_its_default_level_reads_the_solvers_verdicts() {
    // 5x5 Skip Two: the first player wins with c1c4 (docs/solved.md) and
    // throws the win away with a1a4, whatever the review's search budget.
    for (moves, expected) in [
        ("a1a4", "1. a1a4?? {[%eval -1000.00]} * "),
        ("c1c4", "1. c1c4 {[%eval 1000.00]} * "),
        (
            "c1c4 a2a5",
            "1. c1c4 {[%eval 1000.00]} 1... a2a5 {[%eval 1000.00]} * ",
        ),
    ] {
        let (code, out, err) = ringboard(&[
            "review",
            "double-ring",
            "--variant",
            "size=5",
            "--moves",
            moves,
        ]);
        assert_eq!((code, err.as_str()), (0, ""), "{moves}");
        assert_eq!(reviewed_moves(&out), expected, "{moves}");
    }
}

#[test]
fn the_pie_rule_from_the_command_line() {
    let (code, out, _) = ringboard(&["link", "chess", "--variant", "pie=1", "--moves", "e2e4 swap e7e5"]);
    assert_eq!((code, out.as_str()), (0, "chess?pie=1&moves=e2e4,swap,e7e5\n"));
    let (code, out, _) = ringboard(&["moves", "double-ring", "--variant", "size=4,pie=1", "--moves", "a1a4"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().filter(|line| *line == "swap").count(), 1, "{out}");
    let (code, _, err) = ringboard(&["link", "chess", "--moves", "e2e4 swap"]);
    assert_eq!(
        (code, err.as_str()),
        (2, "ringboard: swap is possible only as the answer to the first move, with the pie rule (pie=1)\n")
    );
    let (code, out, _) = ringboard(&[
        "lab", "double-ring", "--variant", "size=5", "--compare", "size=5,pie=1", "--first", "random", "--second", "greedy", "--games", "6",
    ]);
    assert_eq!(code, 0);
    let pie_lines: Vec<&str> = out.lines().filter(|line| line.starts_with("first mover's score")).collect();
    assert_eq!(pie_lines, ["first mover's score, after any swap: 0.0% (0.0 to 39.0); swaps 66.7% (30.0 to 90.3)"], "only rules B have the pie rule: {out}");
    let exact: Vec<&str> = out.lines().filter(|line| line.starts_with("exact: ")).collect();
    assert_eq!(
        exact,
        [
            "exact: the first player wins with best play (solved in 335312 nodes)",
            "exact: the second player wins with best play: the first side wins the start, and the swap takes it (solved in 335312 nodes)"
        ]
    );
}
