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

/// The page for a grid of `files` x `ranks`, `mark(file, rank)` giving each
/// cell (a1 is (0, 0)), with `title` and `subtitle` above and `rules` below.
pub fn ring_sheet(
    title: &str,
    subtitle: &str,
    (files, ranks): (u8, u8),
    mark: impl Fn(u8, u8) -> Mark,
    rules: &[String],
) -> String {
    let cell = BOARD_SIDE / files.max(ranks) as f64;
    let (board_wide, board_high) = (files as f64 * cell, ranks as f64 * cell);
    let left = (SHEET_WIDTH_MM - board_wide) / 2.0;
    let rules_left = (SHEET_WIDTH_MM - BOARD_SIDE) / 2.0;
    let label_font = (cell * 0.32).clamp(2.4, 4.5);
    let (width, height, middle) = (Mm(SHEET_WIDTH_MM), Mm(SHEET_HEIGHT_MM), Mm(SHEET_WIDTH_MM / 2.0));
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" viewBox="0 0 {width} {height}" font-family="Georgia, 'DejaVu Serif', serif" fill="none" stroke="black">"#
    );
    let _ = write!(
        svg,
        r#"<text x="{middle}" y="10" font-size="8" text-anchor="middle" fill="black" stroke="none">{}</text><text x="{middle}" y="16.5" font-size="4" text-anchor="middle" fill="black" stroke="none">{}</text>"#,
        escape(title),
        escape(subtitle),
    );
    let _ = write!(svg, r#"<g stroke-width="0.35">"#);
    for line in 0..=files.max(ranks) {
        let offset = line as f64 * cell;
        if line <= ranks {
            let _ = write!(
                svg,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                Mm(left),
                Mm(BOARD_TOP + offset),
                Mm(left + board_wide),
                Mm(BOARD_TOP + offset),
            );
        }
        if line <= files {
            let _ = write!(
                svg,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                Mm(left + offset),
                Mm(BOARD_TOP),
                Mm(left + offset),
                Mm(BOARD_TOP + board_high),
            );
        }
    }
    let _ = write!(svg, "</g>");
    let _ = write!(
        svg,
        r#"<g font-size="{}" fill="black" stroke="none" text-anchor="middle">"#,
        Mm(label_font)
    );
    for index in 0..files.max(ranks) {
        let centre = index as f64 * cell + cell / 2.0;
        if index < files {
            let file = (b'a' + index) as char;
            let _ = write!(
                svg,
                r#"<text x="{}" y="{}">{file}</text>"#,
                Mm(left + centre),
                Mm(BOARD_TOP + board_high + label_font + 1.2),
            );
        }
        if index < ranks {
            let rank = ranks - index;
            let _ = write!(
                svg,
                r#"<text x="{}" y="{}">{rank}</text><text x="{}" y="{}">{rank}</text>"#,
                Mm(left - label_font * 0.9),
                Mm(BOARD_TOP + centre + label_font * 0.35),
                Mm(left + board_wide + label_font * 0.9),
                Mm(BOARD_TOP + centre + label_font * 0.35),
            );
        }
    }
    let _ = write!(svg, "</g>");
    let ring = cell * 0.2;
    let _ = write!(
        svg,
        r#"<g stroke-width="{}">"#,
        Mm((cell * 0.025).clamp(0.25, 0.5))
    );
    for rank in 0..ranks {
        for file in 0..files {
            let x = left + file as f64 * cell + cell / 2.0;
            let y = BOARD_TOP + (ranks - 1 - rank) as f64 * cell + cell / 2.0;
            let (cx, cy) = (Mm(x), Mm(y));
            let _ = write!(svg, r#"<circle cx="{cx}" cy="{cy}" r="{}"/>"#, Mm(ring));
            match mark(file, rank) {
                Mark::Ring => {}
                Mark::Double => {
                    let _ = write!(svg, r#"<circle cx="{cx}" cy="{cy}" r="{}"/>"#, Mm(ring * 1.8));
                }
                Mark::Struck => {
                    let reach = ring * 1.4;
                    let _ = write!(
                        svg,
                        r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                        Mm(x - reach),
                        Mm(y + reach),
                        Mm(x + reach),
                        Mm(y - reach)
                    );
                }
            }
        }
    }
    let _ = write!(svg, "</g>");
    let mut y = BOARD_TOP + board_high + label_font + 10.0;
    let _ = write!(
        svg,
        r#"<g font-size="{}" fill="black" stroke="none">"#,
        Mm(RULES_FONT)
    );
    for rule_text in rules {
        for (number, line) in wrap(rule_text, RULES_WRAP).iter().enumerate() {
            let indent = if number == 0 { 0.0 } else { 3.6 };
            let _ = write!(
                svg,
                r#"<text x="{}" y="{}">{}</text>"#,
                Mm(rules_left + indent),
                Mm(y),
                escape(line)
            );
            y += RULES_LINE;
        }
        y += 1.2;
    }
    let _ = write!(svg, "</g></svg>");
    svg
}

/// A length in millimetres as the SVG writes it: to the hundredth, without
/// trailing zeros. Written with integers, so that the browser's wasm carries
/// no floating-point formatting (about 15 KB of it).
struct Mm(f64);

impl std::fmt::Display for Mm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let (whole, fraction) = (hundredths.abs() / 100, hundredths.abs() % 100);
        match fraction {
            0 => write!(f, "{sign}{whole}"),
            _ if fraction % 10 == 0 => write!(f, "{sign}{whole}.{}", fraction / 10),
            _ => write!(f, "{sign}{whole}.{fraction:02}"),
        }
    }
}

/// Breaks `text` into lines of at most `width` columns: at spaces, and
/// between the characters of Chinese and Japanese (which take two columns
/// each and have no spaces), never before closing punctuation.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut columns = 0;
    for (spaced, unit) in units(text) {
        let unit_columns: usize = unit.chars().map(char_columns).sum();
        match lines.last_mut() {
            Some(line) if columns + spaced as usize + unit_columns <= width => {
                if spaced {
                    line.push(' ');
                }
                line.push_str(&unit);
                columns += spaced as usize + unit_columns;
            }
            _ => {
                lines.push(unit);
                columns = unit_columns;
            }
        }
    }
    lines
}

/// The pieces a line may break between, each with whether a space came before it:
/// words, and single wide characters with any closing punctuation after them.
fn units(text: &str) -> Vec<(bool, String)> {
    let mut units: Vec<(bool, String)> = Vec::new();
    let mut spaced = false;
    let mut in_word = false;
    for c in text.chars() {
        if c.is_whitespace() {
            spaced = !units.is_empty();
            in_word = false;
            continue;
        }
        let joins_last = !spaced && (is_closing(c) || (in_word && !is_wide(c)));
        match units.last_mut() {
            Some((_, unit)) if joins_last => unit.push(c),
            _ => units.push((spaced, c.to_string())),
        }
        spaced = false;
        in_word = !is_wide(c);
    }
    units
}

fn is_wide(c: char) -> bool {
    matches!(c as u32, 0x2E80..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6)
}

fn is_closing(c: char) -> bool {
    "、。，．：；！？）」』】〉》,.:;!?)".contains(c)
}

fn char_columns(c: char) -> usize {
    if is_wide(c) {
        2
    } else {
        1
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\'', "&#39;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::{wrap, Mm};

    #[test]
    fn lines_break_at_spaces_and_between_wide_characters_never_before_closing_punctuation() {
        assert_eq!(wrap("one two three four", 9), ["one two", "three", "four"]);
        assert_eq!(wrap("単一のリングが動く。二重", 8), ["単一のリ", "ングが動", "く。二重"]);
        assert_eq!(wrap("1. 手番：a1 から", 8), ["1. 手", "番：a1", "から"]);
    }

    #[test]
    fn lengths_are_written_to_the_hundredth_without_trailing_zeros() {
        let written: Vec<String> = [186.0, 93.5, 18.666, 0.254, -3.6, -0.004, 4.005]
            .iter()
            .map(|&mm| Mm(mm).to_string())
            .collect();
        assert_eq!(written, ["186", "93.5", "18.67", "0.25", "-3.6", "0", "4.01"]);
    }
}
