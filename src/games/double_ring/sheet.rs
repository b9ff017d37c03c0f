//! A printable ring grid for play with pen and paper: one SVG page in
//! millimetres that fits both A4 and US Letter inside 12 mm margins, with
//! the board, its coordinates, a title and short rules. It knows nothing of
//! the game's rules: the game says what each cell shows.

use std::fmt::Write;

/// The printable area shared by A4 (210 x 297 mm) and Letter (215.9 x 279.4 mm)
/// with 12 mm margins.
pub const SHEET_WIDTH_MM: f64 = 186.0;
pub const SHEET_HEIGHT_MM: f64 = 250.0;

const BOARD_SIDE: f64 = 168.0;
const BOARD_TOP: f64 = 24.0;
const RULES_FONT: f64 = 3.6;
const RULES_LINE: f64 = 5.2;
const RULES_WRAP: usize = 92;

/// What one cell of the sheet shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A ring still in play.
    Ring,
    /// A ring with a larger ring drawn around it.
    Double,
    /// A ring struck out with a stroke.
    Struck,
}

/// The page for a `size` x `size` grid, `mark(file, rank)` giving each cell
/// (a1 is (0, 0)), with `title` and `subtitle` above and `rules` below.
pub fn ring_sheet(
    title: &str,
    subtitle: &str,
    size: u8,
    mark: impl Fn(u8, u8) -> Mark,
    rules: &[String],
) -> String {
    let cell = BOARD_SIDE / size as f64;
    let left = (SHEET_WIDTH_MM - BOARD_SIDE) / 2.0;
    let label_font = (cell * 0.32).clamp(2.4, 4.5);
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{SHEET_WIDTH_MM}mm" height="{SHEET_HEIGHT_MM}mm" viewBox="0 0 {SHEET_WIDTH_MM} {SHEET_HEIGHT_MM}" font-family="Georgia, 'DejaVu Serif', serif" fill="none" stroke="black">"#
    );
    let _ = write!(
        svg,
        r#"<text x="{}" y="10" font-size="8" text-anchor="middle" fill="black" stroke="none">{}</text><text x="{}" y="16.5" font-size="4" text-anchor="middle" fill="black" stroke="none">{}</text>"#,
        SHEET_WIDTH_MM / 2.0,
        escape(title),
        SHEET_WIDTH_MM / 2.0,
        escape(subtitle),
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
            match mark(file, rank) {
                Mark::Ring => {}
                Mark::Double => {
                    let _ = write!(
                        svg,
                        r#"<circle cx="{x:.2}" cy="{y:.2}" r="{:.2}"/>"#,
                        ring * 1.8
                    );
                }
                Mark::Struck => {
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
    for rule_text in rules {
        for (number, line) in wrap(rule_text, RULES_WRAP).iter().enumerate() {
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
