//! The printable Double Ring sheet.

use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::message::{in_english, Message};
use ringboard::Game;

#[test]
fn the_blank_sheet_has_name_coordinates_rings_and_four_rules() {
    let sheet = DoubleRing::start(&Variant::default())
        .paper_sheet(&in_english)
        .unwrap();
    assert!(sheet
        .starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="186mm" height="250mm""#));
    assert!(sheet.contains(">Double Ring</text>"));
    assert!(sheet.contains(">Skip Two · 9 x 9</text>"));
    for label in [">a</text>", ">i</text>", ">1</text>", ">9</text>"] {
        assert!(sheet.contains(label), "{label}");
    }
    assert!(!sheet.contains(">j</text>"));
    assert_eq!(sheet.matches("<circle").count(), 81);
    for number in ["1. Move", "2. Strike", "3. Both", "4. A player"] {
        assert!(sheet.contains(number), "{number}");
    }
}

#[test]
fn a_position_sheet_strikes_moved_rings_and_circles_doubles() {
    let mut game = DoubleRing::start(&Variant::square(Rule::Knight, 5));
    let mv = game.parse_legal_move("a1b3").unwrap();
    game.play(mv);
    let sheet = game.paper_sheet(&in_english).unwrap();
    assert!(sheet.contains("Knight&#39;s Overlap · 5 x 5"));
    assert!(sheet.contains("leaps like a chess knight"));
    // 25 small rings, one larger ring around the double, one stroke through the moved ring.
    assert_eq!(sheet.matches("<circle").count(), 26);
    assert_eq!(sheet.matches("<line").count(), 12 + 1);
}

#[test]
fn a_rectangle_sheet_has_its_own_files_and_ranks() {
    let sheet = DoubleRing::start(&Variant { rule: Rule::SkipThree, width: 12, height: 5 })
        .paper_sheet(&in_english)
        .unwrap();
    assert!(sheet.contains(">Skip Three · 12 x 5</text>"));
    assert_eq!(sheet.matches("<circle").count(), 60);
    // 6 lines across and 13 down.
    assert_eq!(sheet.matches("<line").count(), 6 + 13);
    for label in [">a</text>", ">l</text>", ">5</text>"] {
        assert!(sheet.contains(label), "{label}");
    }
    assert!(!sheet.contains(">m</text>") && !sheet.contains(">6</text>"));
    // The board's 12 cells across fill the width a square's 12 would, and stand centred.
    assert!(sheet.contains(r#"<line x1="9" y1="24" x2="177" y2="24"/>"#), "{sheet}");
    assert!(sheet.contains(r#"<line x1="9" y1="94" x2="177" y2="94"/>"#));
}

#[test]
fn every_word_of_the_sheet_is_worded_by_the_page() {
    let sheet = DoubleRing::start(&Variant::square(Rule::SkipOdd, 7))
        .paper_sheet(&|message: &Message| format!("[{}]", message.id()))
        .unwrap();
    let words: Vec<&str> = sheet
        .split("</text>")
        .filter_map(|text| text.rsplit('>').next())
        .filter(|text| text.chars().any(|c| c.is_alphabetic()) && text.len() > 1)
        .collect();
    assert_eq!(
        words,
        [
            "[game-name-double-ring]",
            "[print-paper-subtitle]",
            "[print-paper-rule-move]",
            "[print-paper-rule-strike]",
            "[print-paper-rule-turns]",
            "[print-paper-rule-last]"
        ]
    );
}
