//! Square names as players write them: a file letter and a rank number,
//! `e5`, `a10`. Files run a, b, ... from the left; ranks as printed on the board.

use crate::error::Error;
use crate::message;
use crate::message::Message;

/// A knight's leaps as (file, rank) steps, for every game that has them.
pub const KNIGHT_LEAPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Reads one square name from the start of `text`: returns the file index
/// (a = 0), the rank number as written, and the rest of the text.
pub fn take_square(text: &str) -> Option<(u8, u32, &str)> {
    let mut chars = text.char_indices();
    let (_, letter) = chars.next()?;
    if !letter.is_ascii_lowercase() {
        return None;
    }
    let digits_end = text[1..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(text.len(), |i| i + 1);
    let digits = &text[1..digits_end];
    // Two digits at most, and no leading zero except the rank "0" itself.
    if digits.is_empty() || digits.len() > 2 || (digits.len() == 2 && digits.starts_with('0')) {
        return None;
    }
    let rank = digits.parse().ok()?;
    Some((letter as u8 - b'a', rank, &text[digits_end..]))
}

/// Reads `prefix` then `N` squares written one after another (`e5e8`,
/// `@d4`) on a board of `files` x `ranks`, as (file, rank) from 0. `form`
/// says what was expected, e.g. "expected two squares such as e5e8", for the error.
pub fn parse_squares<const N: usize>(
    text: &str,
    prefix: &str,
    files: u8,
    ranks: u8,
    form: fn() -> Message,
) -> Result<[(u8, u8); N], Error> {
    let bad = |why: Message| Error::BadMoveSyntax {
        mv: text.to_string(),
        why,
    };
    let mut squares = [(0, 0); N];
    let mut rest = text
        .strip_prefix(prefix)
        .ok_or_else(|| bad(form()))?;
    for square in squares.iter_mut() {
        let (file, rank, after) =
            take_square(rest).ok_or_else(|| bad(form()))?;
        if file >= files || rank < 1 || rank > ranks as u32 {
            return Err(bad(message!(
                "detail-square-off-board",
                "{square} is off the {files}x{ranks} board",
                square = square_name(file, rank),
                files = files,
                ranks = ranks
            )));
        }
        *square = (file, (rank - 1) as u8);
        rest = after;
    }
    if !rest.is_empty() {
        return Err(bad(form()));
    }
    Ok(squares)
}

/// Names a square from its file index and rank number.
pub fn square_name(file: u8, rank: u32) -> String {
    format!("{}{}", (b'a' + file) as char, rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_one_and_two_digit_ranks() {
        assert_eq!(take_square("e5e8"), Some((4, 5, "e8")));
        assert_eq!(take_square("a10c10"), Some((0, 10, "c10")));
        assert_eq!(take_square("c0"), Some((2, 0, "")));
        assert_eq!(take_square("c9q"), Some((2, 9, "q")));
    }

    #[test]
    fn refuses_what_is_not_a_square() {
        for text in ["", "e", "E5", "5e", "e05", "e123", "?1"] {
            assert_eq!(take_square(text), None, "{text}");
        }
    }

    #[test]
    fn names_squares() {
        assert_eq!(square_name(4, 5), "e5");
        assert_eq!(square_name(18, 19), "s19");
    }
}
