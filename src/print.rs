//! Printable Double Ring sheets: one SVG page in millimetres that fits both
//! A4 and US Letter inside 12 mm margins, with the board, its coordinates, the
//! game's name and the four short rules, for play with pen and paper.

use std::fmt::Write;

use crate::double_ring::{Cell, DoubleRing, Rule};
use crate::game::Game;

/// The printable area shared by A4 (210 x 297 mm) and Letter (215.9 x 279.4 mm)
/// with 12 mm margins.
pub const SHEET_WIDTH_MM: f64 = 186.0;
pub const SHEET_HEIGHT_MM: f64 = 250.0;

const BOARD_SIDE: f64 = 168.0;
const BOARD_TOP: f64 = 24.0;
const RULES_FONT: f64 = 3.6;
const RULES_LINE: f64 = 5.2;
const RULES_WRAP: usize = 92;

/// The four short rules of a variant, as printed under the board.
pub fn short_rules(rule: Rule) -> [String; 4] {
    let how_far = match rule {
        Rule::SkipTwo => "over exactly two rings",
        Rule::SkipThree => "over exactly three rings",
        Rule::SkipOdd => "over an odd number of rings (1, 3, 5, ...)",
        Rule::SkipEven => "over an even number of rings (2, 4, 6, ...)",
        Rule::Knight => "",
    };
    let first = if rule == Rule::Knight {
        "1. Move: a single ring leaps like a chess knight onto a single ring.".to_string()
    } else {
        format!(
            "1. Move: a single ring goes up, down, left or right {how_far} onto the next single ring. \
             A double ring counts two; empty cells count nothing."
        )
    };
    [
        first,
        "2. Strike the moved ring out with a / and draw a larger ring around the ring it lands on: \
         that is now a double ring, which never moves."
            .to_string(),
        "3. Both players move the same rings, taking turns.".to_string(),
        "4. A player who cannot move loses: the last player to move wins.".to_string(),
    ]
}

/// The sheet for a position; `DoubleRing::start` gives the blank board.
pub fn double_ring_sheet(position: &DoubleRing) -> String {
    let size = position.size();
    let cell = BOARD_SIDE / size as f64;
    let left = (SHEET_WIDTH_MM - BOARD_SIDE) / 2.0;
    let label_font = (cell * 0.32).clamp(2.4, 4.5);
    let rule = position.variant().rule;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{SHEET_WIDTH_MM}mm" height="{SHEET_HEIGHT_MM}mm" viewBox="0 0 {SHEET_WIDTH_MM} {SHEET_HEIGHT_MM}" font-family="Georgia, 'DejaVu Serif', serif" fill="none" stroke="black">"#
    );
    let rule_name = rule.label();
    let _ = write!(
        svg,
        r#"<text x="{}" y="10" font-size="8" text-anchor="middle" fill="black" stroke="none">{}</text><text x="{}" y="16.5" font-size="4" text-anchor="middle" fill="black" stroke="none">{} · {size} x {size}</text>"#,
        SHEET_WIDTH_MM / 2.0,
        escape(DoubleRing::INFO.name),
        SHEET_WIDTH_MM / 2.0,
        escape(rule_name),
    );
    let _ = write!(svg, r#"<g stroke-width="0.35">"#);
    for line in 0..=size {
        let offset = line as f64 * cell;
        let _ = write!(
            svg,
            r#"<line x1="{left:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}"/><line x1="{:.2}" y1="{BOARD_TOP:.2}" x2="{:.2}" y2="{:.2}"/>"#,
            BOARD_TOP + offset,
            left + BOARD_SIDE,
            BOARD_TOP + offset,
            left + offset,
            left + offset,
            BOARD_TOP + BOARD_SIDE,
        );
    }
    let _ = write!(svg, "</g>");
    let _ = write!(
        svg,
        r#"<g font-size="{label_font:.2}" fill="black" stroke="none" text-anchor="middle">"#
    );
    for index in 0..size {
        let centre = index as f64 * cell + cell / 2.0;
        let file = (b'a' + index) as char;
        let rank = size - index;
        let _ = write!(
            svg,
            r#"<text x="{:.2}" y="{:.2}">{file}</text><text x="{:.2}" y="{:.2}">{rank}</text><text x="{:.2}" y="{:.2}">{rank}</text>"#,
            left + centre,
            BOARD_TOP + BOARD_SIDE + label_font + 1.2,
            left - label_font * 0.9,
            BOARD_TOP + centre + label_font * 0.35,
            left + BOARD_SIDE + label_font * 0.9,
            BOARD_TOP + centre + label_font * 0.35,
        );
    }
    let _ = write!(svg, "</g>");
    let ring = cell * 0.2;
    let _ = write!(
        svg,
        r#"<g stroke-width="{:.2}">"#,
        (cell * 0.025).clamp(0.25, 0.5)
    );
    for rank in 0..size {
        for file in 0..size {
            let x = left + file as f64 * cell + cell / 2.0;
            let y = BOARD_TOP + (size - 1 - rank) as f64 * cell + cell / 2.0;
            let _ = write!(svg, r#"<circle cx="{x:.2}" cy="{y:.2}" r="{ring:.2}"/>"#);
            match position.cell(file, rank) {
                Cell::Single => {}
                Cell::Double => {
                    let _ = write!(
                        svg,
                        r#"<circle cx="{x:.2}" cy="{y:.2}" r="{:.2}"/>"#,
                        ring * 1.8
                    );
                }
                Cell::Empty => {
                    let reach = ring * 1.4;
                    let _ = write!(
                        svg,
                        r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}"/>"#,
                        x - reach,
                        y + reach,
                        x + reach,
                        y - reach
                    );
                }
            }
        }
    }
    let _ = write!(svg, "</g>");
    let mut y = BOARD_TOP + BOARD_SIDE + label_font + 10.0;
    let _ = write!(
        svg,
        r#"<g font-size="{RULES_FONT}" fill="black" stroke="none">"#
    );
    for rule_text in short_rules(rule) {
        for (number, line) in wrap(&rule_text, RULES_WRAP).iter().enumerate() {
            let indent = if number == 0 { 0.0 } else { 3.6 };
            let _ = write!(
                svg,
                r#"<text x="{:.2}" y="{y:.2}">{}</text>"#,
                left + indent,
                escape(line)
            );
            y += RULES_LINE;
        }
        y += 1.2;
    }
    let _ = write!(svg, "</g></svg>");
    svg
}

fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + 1 + word.len() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\'', "&#39;")
        .replace('"', "&quot;")
}
