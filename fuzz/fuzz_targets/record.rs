//! Any text as a game record, for every game: an error naming a line, or a
//! game whose own record reads back to the same moves, position and outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::ai::Evaluate;
use ringboard::games::{visit, GameVisitor};
use ringboard::play::record::Record;
use ringboard::play::record_text::{read_record, write_record, Header};
use ringboard::Error;

struct Read<'a> {
    text: &'a str,
}

impl GameVisitor for Read<'_> {
    type Output = ();
    fn visit<G: Evaluate + 'static>(self) {
        let record: Record<G> = match read_record(self.text) {
            Ok(record) => record,
            Err(Error::BadRecord { line, .. }) => {
                assert!(
                    line >= 1 && line <= self.text.lines().count().max(1),
                    "line {line} is not in the record"
                );
                return;
            }
            Err(error) => panic!("a record error that names no line: {error}"),
        };
        let header = Header {
            date: "2026.11.22".into(),
            ..Header::default()
        };
        let text = write_record(&record, &header);
        let back: Record<G> = read_record(&text)
            .unwrap_or_else(|error| panic!("our own record does not read back: {error}\n{text}"));
        assert_eq!(back.notations(), record.notations());
        assert_eq!(back.current().position(), record.current().position());
        assert_eq!(back.outcome(), record.outcome());
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, rest @ ..] = data else { return };
    let text = String::from_utf8_lossy(rest);
    visit(ringboard_fuzz::game_id(*game), Read { text: &text }).expect("a listed game");
});
