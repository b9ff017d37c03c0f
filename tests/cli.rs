//! The `ringboard` binary: output, exit codes and error lines.

use std::process::Command;

fn ringboard(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_ringboard")).args(args).output().expect("runs");
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
        "double-ring\tDouble Ring\trule=skip2|skip3|odd|even|knight (default skip2), size=3..19 (default 9)\n"
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
    let (code, out, _) =
        ringboard(&["play", "double-ring", "--variant", "size=4", "--position", "..../..../..../oooo 1", "--moves", "a1d1"]);
    assert_eq!(code, 0);
    assert_eq!(out, "..../..../..../.ooO 2\nPlayer 1 wins: Player 2 has no move\n");
    let (_, out, _) = ringboard(&["play", "double-ring", "--variant", "rule=knight,size=5"]);
    assert_eq!(out, "ooooo/ooooo/ooooo/ooooo/ooooo 1\nPlayer 1 to move\n");
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    let cases: [(&[&str], &str); 6] = [
        (&["moves", "chess"], "ringboard: unknown game 'chess' (games: double-ring)\n"),
        (&["moves", "double-ring", "--variant", "rule=skip9"], "ringboard: bad value 'skip9' for option 'rule': expected skip2|skip3|odd|even|knight\n"),
        (&["moves", "double-ring", "--variant", "speed=fast"], "ringboard: unknown option 'speed' for double-ring (options: rule, size)\n"),
        (&["moves", "double-ring", "--position", "ooo/ooo"], "ringboard: bad position: expected the ranks, a space and the player to move (1 or 2)\n"),
        (&["play", "double-ring", "--moves", "e5e8 e5e8"], "ringboard: illegal move 'e5e8' for Player 2\n"),
        (&["perft", "double-ring", "1", "--moves", "zz"], "ringboard: bad move 'zz': expected two squares such as e5e8\n"),
    ];
    for (args, expected) in cases {
        let (code, out, err) = ringboard(args);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", expected), "{args:?}");
    }
    let (code, _, err) = ringboard(&["perft", "double-ring", "many"]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid value 'many'"), "{err}");
}
